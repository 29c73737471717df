// 001 "3. Build": costs, where roads and settlements may go, the distance rule, and the piece limits.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { must, refused } from '../../helpers';
import { BASE as B, board, gains, mainPhaseOf, produce, setupGame, vp } from './setup';

const h4 = (c: number) => B.v(4, c); // ring of hex 4: 0 N, 1 NE, 2 SE (= S1), 3 S, 4 SW, 5 NW
const h14 = (c: number) => B.v(14, c);
const S1 = B.at(4, 5, 9); // hills 6, forest 6, fields 6: a roll of 6 pays brick + lumber + grain
const S2 = B.at(13, 14, 17); // pasture 8, mountains 8, mountains 8: a roll of 8 pays wool + 2 ore

async function table(p1Second = B.v(7, 4)): Promise<Game> {
  return setupGame({
    players: 3,
    board: board({ 4: ['hills', 6], 5: ['forest', 6], 9: ['fields', 6], 13: ['pasture', 8], 14: ['mountains', 8], 17: ['mountains', 8] }),
    first: [{ settlement: S1, road: B.between(S1, h4(1)) }, { settlement: B.v(2, 1) }, { settlement: B.v(11, 1) }],
    second: [{ settlement: S2, road: B.between(S2, h14(3)) }, { settlement: p1Second }, { settlement: B.v(16, 3) }],
  });
}

describe('base building', () => {
  it('charges exactly the printed costs and refuses a build one card short', async () => {
    const game = await table();
    produce(game, 6, 3); // P0: 3 brick, 3 lumber, 3 grain
    produce(game, 8, 2); // P0: wool 1 + 2, ore 2 + 4
    mainPhaseOf(game, 0);
    expect(gains(game, () => must(game, 0, { type: 'buildRoad', edge: B.between(h4(1), h4(0)) }))[0]).toEqual({ brick: -1, lumber: -1 });
    must(game, 0, { type: 'buildRoad', edge: B.between(h4(0), h4(5)) });
    expect(gains(game, () => must(game, 0, { type: 'buildSettlement', vertex: h4(0) }))[0]).toEqual({ brick: -1, lumber: -1, wool: -1, grain: -1 });
    expect(vp(game, 0)).toBe(3);
    // No brick or lumber left: a connected, free path is still refused.
    expect(refused(game, 0, { type: 'buildRoad', edge: B.between(h4(5), h4(4)) })).toMatch(/not enough/);
    expect(gains(game, () => must(game, 0, { type: 'buildCity', vertex: S1 }))[0]).toEqual({ ore: -3, grain: -2 });
    expect(vp(game, 0)).toBe(4);
    // Grain is gone: no development card (ore + wool + grain).
    expect(refused(game, 0, { type: 'buyDevelopment' })).toMatch(/not enough/);
    expect(game.legalActions(0).map((a) => a.type)).not.toContain('buyDevelopment');
  });

  it('lets a development card cost ore, wool and grain', async () => {
    const game = await table();
    produce(game, 6); // grain
    mainPhaseOf(game, 0);
    expect(gains(game, () => must(game, 0, { type: 'buyDevelopment' }))[0]).toEqual({ wool: -1, grain: -1, ore: -1 });
    expect(game.view().players[0].developmentCount).toBe(1);
  });

  it("connects roads only to your own road, settlement or city, and never through an opponent's settlement", async () => {
    const game = await table(h4(0)); // P1's second settlement at the N corner of hex 4
    produce(game, 6, 6);
    mainPhaseOf(game, 0);
    // Not connected to anything of P0's.
    expect(refused(game, 0, { type: 'buildRoad', edge: B.between(h4(4), h4(3)) })).toMatch(/not connected/);
    // Up to the opponent's settlement: fine (it connects at P0's end).
    must(game, 0, { type: 'buildRoad', edge: B.between(h4(1), h4(0)) });
    // Beyond it: the opponent's settlement cuts the way.
    expect(refused(game, 0, { type: 'buildRoad', edge: B.between(h4(0), h4(5)) })).toMatch(/not connected/);
    // One road per path.
    expect(refused(game, 0, { type: 'buildRoad', edge: B.between(h4(1), h4(0)) })).toMatch(/already has a road/);
    // Through P0's own settlement it goes on: S1 -> S (hex 4) is connected by the settlement itself.
    must(game, 0, { type: 'buildRoad', edge: B.between(S1, h4(3)) });
    const offered = game
      .legalActions(0)
      .filter((a) => a.type === 'buildRoad')
      .map((a) => JSON.stringify(a.edge));
    expect(offered).not.toContain(JSON.stringify(B.between(h4(0), h4(5))));
    expect(offered).toContain(JSON.stringify(B.between(h4(3), h4(4))));
  });

  it('needs a road of your own at a new settlement and the distance rule (Olivia: A too close, C no road, B fine)', async () => {
    const game = await table();
    produce(game, 6, 5);
    produce(game, 8, 1);
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'buildRoad', edge: B.between(S1, h4(3)) });
    // "A": the end of P0's road next to P0's own settlement.
    expect(refused(game, 0, { type: 'buildSettlement', vertex: h4(3) })).toMatch(/distance rule/);
    // "C": free and far enough, but no road of P0's leads there.
    expect(refused(game, 0, { type: 'buildSettlement', vertex: h4(5) })).toMatch(/not connected/);
    must(game, 0, { type: 'buildRoad', edge: B.between(h4(3), h4(4)) });
    // "B": two intersections away with P0's road: fine.
    must(game, 0, { type: 'buildSettlement', vertex: h4(4) });
    // And a neighbour of the new settlement is now out too, even for P0.
    must(game, 0, { type: 'buildRoad', edge: B.between(h4(4), h4(5)) });
    expect(refused(game, 0, { type: 'buildSettlement', vertex: h4(5) })).toMatch(/distance rule/);
  });

  it('limits roads to 15 per player', async () => {
    const game = await table();
    produce(game, 6, 14);
    mainPhaseOf(game, 0);
    for (let i = 0; i < 13; i++) {
      const road = game.legalActions(0).find((a) => a.type === 'buildRoad');
      must(game, 0, road!);
    }
    const me = game.view().players[0];
    expect(me.roads).toHaveLength(15);
    expect(me.piecesLeft.roads).toBe(0);
    expect(me.hand.brick).toBeGreaterThan(0);
    expect(me.hand.lumber).toBeGreaterThan(0);
    expect(refused(game, 0, { type: 'buildRoad', edge: B.between(S1, h4(3)) })).toMatch(/no pieces/);
    expect(game.legalActions(0).some((a) => a.type === 'buildRoad')).toBe(false);
  });

  it('limits settlements to 5 and cities to 4; a city returns its settlement to the supply', async () => {
    const game = await table();
    produce(game, 6, 14); // brick, lumber, grain 14 each
    produce(game, 8, 8); // wool 9, ore 18
    mainPhaseOf(game, 0);
    const build = (type: string, at: unknown) => must(game, 0, type === 'buildRoad' ? { type, edge: at } : { type, vertex: at });
    // Three more settlements: N and SW of hex 4, SE of hex 14.
    build('buildRoad', B.between(h4(1), h4(0)));
    build('buildSettlement', h4(0));
    build('buildRoad', B.between(h4(0), h4(5)));
    build('buildRoad', B.between(h4(5), h4(4)));
    build('buildSettlement', h4(4));
    build('buildRoad', B.between(h14(3), h14(2)));
    build('buildSettlement', h14(2));
    expect(game.view().players[0].piecesLeft.settlements).toBe(0);
    build('buildRoad', B.between(h14(2), h14(1)));
    build('buildRoad', B.between(h14(1), h14(0)));
    // A sixth settlement: legal site, resources in hand, but no piece.
    expect(refused(game, 0, { type: 'buildSettlement', vertex: h14(0) })).toMatch(/no pieces/);
    build('buildCity', S1);
    expect(game.view().players[0].piecesLeft).toEqual({ roads: 15 - 8, settlements: 1, cities: 3 });
    // The returned settlement can be built again (offered now; built below).
    expect(game.legalActions(0)).toContainEqual({ type: 'buildSettlement', vertex: h14(0) });
    build('buildCity', S2);
    build('buildCity', h4(0));
    build('buildCity', h4(4));
    let me = game.view().players[0];
    expect(me.cities).toHaveLength(4);
    expect(me.settlements).toEqual([h14(2)]);
    expect(me.piecesLeft.cities).toBe(0);
    expect(me.hand.ore).toBeGreaterThanOrEqual(3);
    expect(me.hand.grain).toBeGreaterThanOrEqual(2);
    expect(me.vp).toBe(4 * 2 + 1);
    expect(refused(game, 0, { type: 'buildCity', vertex: h14(2) })).toMatch(/no pieces/);
    build('buildSettlement', h14(0));
    me = game.view().players[0];
    expect(me.settlements).toHaveLength(2);
    expect(me.vp).toBe(10);
    expect(game.view().winner).toBe(0);
  });

  it('builds only on your own turn after the roll (3-4 players)', async () => {
    const game = await table();
    produce(game, 6, 4);
    // P0 has brick and lumber, but it is P1's turn now; and P0's own turn starts with the roll.
    expect(game.view().currentPlayer).toBe(1);
    expect(refused(game, 0, { type: 'buildRoad', edge: B.between(h4(1), h4(0)) })).toMatch(/not your turn|phase/);
    produce(game, 12, 2);
    expect(game.view().phase).toBe('roll');
    expect(refused(game, 0, { type: 'buildRoad', edge: B.between(h4(1), h4(0)) })).toMatch(/phase/);
  });
});
