// 001 "Setting up the game for experienced players", rounds one and two.
import { describe, expect, it } from 'vitest';
import { must, newGame, refused } from '../../helpers';
import { BASE, board, full, hand, setupGame, type HexSpec } from './setup';

const B = BASE;
const spread = {
  first: [{ settlement: B.at(0, 1, 4) }, { settlement: B.at(2, 5, 6) }, { settlement: B.at(7, 8, 12) }, { settlement: B.at(5, 9, 10) }],
  second: [{ settlement: B.at(14, 17, 18) }, { settlement: B.at(12, 13, 16) }, { settlement: B.at(10, 11, 15) }, { settlement: B.at(9, 13, 14) }],
};

describe('base set-up', () => {
  it('places in snake order 0,1,2,3,3,2,1,0 (one settlement and one road each time), then seat 0 rolls first', async () => {
    const game = await newGame({ mode: 'base', players: 4, board: board({}) });
    const order = [0, 1, 2, 3, 3, 2, 1, 0];
    for (let i = 0; i < order.length; i++) {
      const p = order[i];
      const round = i < 4 ? spread.first : spread.second;
      expect(game.view().currentPlayer).toBe(p);
      expect(game.view().awaiting).toEqual([p]);
      // Nobody else may place now, and the placer may not place a road before the settlement.
      expect(refused(game, (p + 1) % 4, { type: 'placeSettlement', vertex: round[(p + 1) % 4].settlement })).toMatch(/not your turn/);
      must(game, p, { type: 'placeSettlement', vertex: round[p].settlement });
      // Exactly one settlement per placement: a second one now is out of phase.
      expect(refused(game, p, { type: 'placeSettlement', vertex: B.at(15, 18) })).toMatch(/phase/);
      must(game, p, { type: 'placeRoad', edge: game.legalActions(p)[0].edge });
    }
    const v = game.view();
    expect(v.phase).toBe('roll');
    expect(v.currentPlayer).toBe(0);
    for (const pl of v.players) {
      expect(pl.settlements).toHaveLength(2);
      expect(pl.roads).toHaveLength(2);
      expect(pl.vp).toBe(2);
    }
  });

  it('pays the starting resources for the second settlement only: one card per adjacent terrain, none for the desert', async () => {
    const hexes = {
      0: ['hills', 5],
      1: ['forest', 6],
      4: ['pasture', 8], // P0's first settlement: nothing
      13: ['fields', 9],
      14: ['mountains', 10], // P0's second: grain + ore, hex 9 is desert
      2: ['hills', 4],
      5: ['hills', 3],
      6: ['forest', 11], // P1's second: 2 brick + lumber
    } satisfies Record<number, HexSpec>;
    const game = await setupGame({
      players: 3,
      board: board(hexes),
      first: [{ settlement: B.at(0, 1, 4) }, { settlement: B.at(7, 8, 12) }, { settlement: B.at(10, 11, 15) }],
      second: [{ settlement: B.at(9, 13, 14) }, { settlement: B.at(2, 5, 6) }, { settlement: B.at(16, 17) }],
    });
    expect(hand(game, 0)).toEqual(full({ grain: 1, ore: 1 }));
    expect(hand(game, 1)).toEqual(full({ brick: 2, lumber: 1 }));
    expect(hand(game, 2)).toEqual(full({})); // desert only
    expect(game.view().bank).toEqual({ brick: 17, lumber: 18, wool: 19, grain: 18, ore: 18 });
  });

  it('requires the second road to touch the second settlement (not the first)', async () => {
    const game = await newGame({ mode: 'base', players: 3, board: board({}) });
    must(game, 0, { type: 'placeSettlement', vertex: B.at(0, 1, 4) });
    must(game, 0, { type: 'placeRoad', edge: B.between(B.at(0, 1, 4), B.at(0, 3, 4)) });
    for (const [p, v] of [
      [1, B.at(2, 5, 6)],
      [2, B.at(7, 8, 12)],
      [2, B.at(10, 11, 15)],
      [1, B.at(12, 13, 16)],
    ] as const) {
      must(game, p, { type: 'placeSettlement', vertex: v });
      must(game, p, { type: 'placeRoad', edge: game.legalActions(p)[0].edge });
    }
    const second = B.at(14, 17, 18);
    must(game, 0, { type: 'placeSettlement', vertex: second });
    // Next to the first settlement, free path: refused.
    const nearFirst = B.between(B.at(0, 1, 4), B.at(1, 4, 5));
    expect(refused(game, 0, { type: 'placeRoad', edge: nearFirst })).toMatch(/touch the settlement/);
    must(game, 0, { type: 'placeRoad', edge: B.between(second, B.at(17, 18)) });
  });

  it('applies the distance rule in set-up: no settlement next to any other, own included', async () => {
    const game = await newGame({ mode: 'base', players: 3, board: board({}) });
    const a = B.at(4, 5, 9);
    must(game, 0, { type: 'placeSettlement', vertex: a });
    must(game, 0, { type: 'placeRoad', edge: game.legalActions(0)[0].edge });
    for (const b of B.neighbours(a)) {
      expect(refused(game, 1, { type: 'placeSettlement', vertex: b })).toMatch(/distance rule/);
    }
    expect(refused(game, 1, { type: 'placeSettlement', vertex: a })).toMatch(/occupied/);
    // Two intersections away is fine (Illustration F, "C").
    must(game, 1, { type: 'placeSettlement', vertex: B.at(9, 10, 14) });
    must(game, 1, { type: 'placeRoad', edge: game.legalActions(1)[0].edge });
    must(game, 2, { type: 'placeSettlement', vertex: B.at(12, 16) });
    must(game, 2, { type: 'placeRoad', edge: game.legalActions(2)[0].edge });
    // Round two: P2 again, then P1, then P0, who may not sit next to their own first settlement either.
    must(game, 2, { type: 'placeSettlement', vertex: B.at(0, 3) });
    must(game, 2, { type: 'placeRoad', edge: game.legalActions(2)[0].edge });
    must(game, 1, { type: 'placeSettlement', vertex: B.at(15, 18) });
    must(game, 1, { type: 'placeRoad', edge: game.legalActions(1)[0].edge });
    for (const b of B.neighbours(a)) {
      expect(refused(game, 0, { type: 'placeSettlement', vertex: b })).toMatch(/distance rule/);
    }
    const offered = game.legalActions(0).map((x) => JSON.stringify(x.vertex));
    for (const b of B.neighbours(a)) expect(offered).not.toContain(JSON.stringify(b));
  });
});
