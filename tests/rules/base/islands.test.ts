// 001 "Islands of Catan", ADDITIONAL RULES: "Bridges can be built over edges of two water or port
// hexes. Bridges cost one wood, one brick, and one sheep and are treated exactly like roads, even for
// purposes of the Longest Road. ... when two intersections are separated by nothing but water ...
// settlements separated by nothing but water can be placed on adjacent intersections."
// A custom board from rows (DESIGN.md): a lake of two sea hexes (4, 5) in a ring of land.
//
//      0   1   2          hex 1 hills 6, hex 3 forest 6, hex 0 pasture 8; 4 and 5 sea; the rest desert
//    3   4   5   6
//      7   8   9
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { must, newGame, refused } from '../../helpers';
import { Geometry } from '../geometry';
import { dice, gains, mainPhaseOf, produce, setupGame, type HexSpec } from './setup';

const ROWS: [number, number][] = [
  [1, 3],
  [0, 4],
  [1, 3],
];
const L = new Geometry(ROWS);
const LAND: Record<number, HexSpec> = { 0: ['pasture', 8], 1: ['hills', 6], 3: ['forest', 6], 4: ['sea', null], 5: ['sea', null] };

function lakeBoard() {
  const hexes: HexSpec[] = [];
  for (let h = 0; h < L.hexCount; h++) hexes.push(LAND[h] ?? ['desert', null]);
  return { rows: ROWS, hexes, harbors: [] };
}

const NORTH_SHORE = L.at(1, 4, 5); // touches land only through hex 1
const SOUTH_SHORE = L.at(4, 5, 8); // across the lake: the path between them has sea on both sides
const WEST = L.at(0, 3, 4);

async function lakeGame(): Promise<Game> {
  return setupGame({
    players: 3,
    board: lakeBoard(),
    first: [
      { settlement: NORTH_SHORE, road: L.between(NORTH_SHORE, L.at(0, 1, 4)) },
      { settlement: SOUTH_SHORE, road: L.between(SOUTH_SHORE, L.at(4, 7, 8)) },
      { settlement: L.v(9, 3) },
    ],
    second: [{ settlement: WEST, road: L.between(WEST, L.at(0, 1, 4)) }, { settlement: L.v(7, 3) }, { settlement: L.v(6, 1) }],
  });
}

describe('Islands of Catan rules on a board with sea', () => {
  it('lets settlements stand on adjacent intersections separated by nothing but water, and keeps the distance rule across land', async () => {
    const game = await newGame({ mode: 'base', players: 3, board: lakeBoard() });
    must(game, 0, { type: 'placeSettlement', vertex: NORTH_SHORE });
    must(game, 0, { type: 'placeRoad', edge: L.between(NORTH_SHORE, L.at(0, 1, 4)) });
    // Adjacent to NORTH_SHORE, but only across the lake.
    must(game, 1, { type: 'placeSettlement', vertex: SOUTH_SHORE });
    must(game, 1, { type: 'placeRoad', edge: L.between(SOUTH_SHORE, L.at(4, 7, 8)) });
    // Adjacent to NORTH_SHORE along the coast of hex 1: land touches that path.
    expect(refused(game, 2, { type: 'placeSettlement', vertex: L.at(0, 1, 4) })).toMatch(/distance rule/);
    expect(game.legalActions(2).map((a) => a.vertex)).not.toContainEqual(L.at(0, 1, 4));
  });

  it('gives nothing from the sea at set-up and refuses a set-up road between two sea hexes', async () => {
    const game = await newGame({ mode: 'base', players: 3, board: lakeBoard() });
    must(game, 0, { type: 'placeSettlement', vertex: NORTH_SHORE });
    expect(refused(game, 0, { type: 'placeRoad', edge: L.between(NORTH_SHORE, SOUTH_SHORE) })).toMatch(/land on at least one side/);
    const second = await lakeGame();
    // Round two paid P0 for WEST: pasture and forest, and nothing for the sea hex 4.
    expect(second.view().players[0].hand).toMatchObject({ wool: 1, lumber: 1, brick: 0, grain: 0, ore: 0 });
  });

  it('builds a bridge over a path between two sea hexes for one lumber, one brick and one wool, and only there', async () => {
    const game = await lakeGame();
    produce(game, 6); // P0: brick (hex 1) and lumber (hex 3); P0 now has wool 1, lumber 2, brick 1
    mainPhaseOf(game, 0);
    const lake = L.between(NORTH_SHORE, SOUTH_SHORE);
    expect(refused(game, 0, { type: 'buildRoad', edge: lake })).toMatch(/build a bridge/);
    // Land (hex 1) on one side: a road's place, not a bridge's.
    expect(refused(game, 0, { type: 'buildBridge', edge: L.between(NORTH_SHORE, L.at(1, 2, 5)) })).toMatch(/two sea hexes/);
    expect(game.legalActions(0).filter((a) => a.type === 'buildBridge')).toEqual([{ type: 'buildBridge', edge: lake }]);
    expect(gains(game, () => must(game, 0, { type: 'buildBridge', edge: lake }))[0]).toEqual({ brick: -1, lumber: -1, wool: -1 });
    const me = game.view().players[0];
    // A road in every other respect: in the network, counted for Longest Road and from the road pieces.
    expect(me.roads).toContainEqual(lake);
    expect(me.roadLength).toBe(3);
    expect(me.piecesLeft.roads).toBe(12);
    expect(refused(game, 0, { type: 'buildBridge', edge: lake })).toMatch(/already has a road/);
  });

  it('refuses a bridge without the cards', async () => {
    const game = await lakeGame();
    mainPhaseOf(game, 0);
    // P0 holds wool 1 and lumber 1, no brick.
    expect(refused(game, 0, { type: 'buildBridge', edge: L.between(NORTH_SHORE, SOUTH_SHORE) })).toMatch(/not enough/);
    expect(game.legalActions(0).map((a) => a.type)).not.toContain('buildBridge');
  });

  it('keeps the robber on land', async () => {
    const game = await lakeGame();
    must(game, 0, { type: 'roll', forced: dice(7) });
    expect(game.view().phase).toBe('robber');
    expect(refused(game, 0, { type: 'moveRobber', hex: 4 })).toMatch(/robber stays on land/);
    const hexes = game
      .legalActions(0)
      .filter((a) => a.type === 'moveRobber')
      .map((a) => a.hex);
    expect(hexes).not.toContain(4);
    expect(hexes).not.toContain(5);
    expect(hexes).toContain(1);
  });
});
