// 000 "City Walls": 2 brick, only under a city, one per city, at most 3 on the board; each raises the
// safe hand on a 7 by 2 (RULES.md: 7 + 2 per wall); a pillaged city loses its wall.
import { describe, expect, it } from 'vitest';
import { must, refused } from '../../helpers';
import { B, board, fund, mainPhaseOf, player, roll, setupCK, shipTo } from './helpers';

describe('C&K city walls', () => {
  it('builds a wall for 2 brick under a city only, one per city, and at most 3 walls', async () => {
    // Seat 0: city on top of hex 9, settlement at its SW corner; room for settlements at 9 SE and 14 SE.
    const game = await setupCK({
      players: 3,
      board: board({
        4: ['hills', 4],
        5: ['forest', 5],
        9: ['mountains', 9],
        8: ['pasture', 6],
        13: ['fields', 8],
        10: ['hills', 10],
        14: ['fields', 11],
      }),
      first: [{ at: B.v(9, 4) }],
      second: [{ at: B.v(9, 0), road: B.e(9, 0) }],
    });
    fund(game, 0, { brick: 13, lumber: 5, wool: 2, grain: 8, ore: 9 });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'buildWall', vertex: B.v(9, 4) })).toMatch(/no such city/); // a settlement
    const before = player(game, 0).hand.brick;
    must(game, 0, { type: 'buildWall', vertex: B.v(9, 0) });
    expect(player(game, 0).hand.brick).toBe(before - 2);
    expect(player(game, 0).cities[0]).toMatchObject({ vertex: B.v(9, 0), wall: true });
    expect(refused(game, 0, { type: 'buildWall', vertex: B.v(9, 0) })).toMatch(/already has a wall/);
    // Three more cities.
    must(game, 0, { type: 'buildRoad', edge: B.e(9, 1) });
    must(game, 0, { type: 'buildSettlement', vertex: B.v(9, 2) });
    must(game, 0, { type: 'buildRoad', edge: B.e(14, 0) });
    must(game, 0, { type: 'buildRoad', edge: B.e(14, 1) });
    must(game, 0, { type: 'buildSettlement', vertex: B.v(14, 2) });
    for (const v of [B.v(9, 4), B.v(9, 2), B.v(14, 2)]) must(game, 0, { type: 'buildCity', vertex: v });
    must(game, 0, { type: 'buildWall', vertex: B.v(9, 4) });
    must(game, 0, { type: 'buildWall', vertex: B.v(9, 2) });
    expect(player(game, 0).wallsLeft).toBe(0);
    expect(player(game, 0).hand.brick).toBeGreaterThanOrEqual(2);
    expect(refused(game, 0, { type: 'buildWall', vertex: B.v(14, 2) })).toMatch(/no pieces/);
    expect(player(game, 0).cities.filter((c: { wall: boolean }) => c.wall)).toHaveLength(3);
  });

  it('raises the safe hand to 9 with one wall, and loses the wall (and the 2 cards) when the barbarians pillage the city', async () => {
    // Seat 0: city on hills 4 + mountains 8, settlement on fields 3. Seat 1: city on the same mountains.
    const game = await setupCK({
      players: 3,
      board: board({ 4: ['hills', 4], 9: ['mountains', 8], 12: ['fields', 3] }),
      first: [{ at: B.at(12, 13, 16) }],
      second: [{ at: B.v(9, 0) }, { at: B.v(9, 2) }],
    });
    roll(game, 0, 4);
    must(game, 0, { type: 'buildWall', vertex: B.v(9, 0) });
    expect(player(game, 0).cardCount).toBe(2);
    must(game, 0, { type: 'endTurn' });
    for (const p of [1, 2, 0]) {
      roll(game, p, 8);
      must(game, p, { type: 'endTurn' });
    }
    roll(game, 1, 3);
    must(game, 1, { type: 'endTurn' });
    expect(player(game, 0).cardCount).toBe(9);
    // 9 cards with one wall: safe. (Seat 1 holds 7.)
    roll(game, 2, 7);
    expect(game.view().phase).toBe('main'); // nobody discards; the robber sleeps before the first attack
    expect(player(game, 0).discardOwed).toBe(0);
    must(game, 2, { type: 'endTurn' });
    roll(game, 0, 3);
    must(game, 0, { type: 'endTurn' });
    expect(player(game, 0).cardCount).toBe(10);
    roll(game, 1, 7);
    expect(game.view().phase).toBe('discard');
    expect(player(game, 0).discardOwed).toBe(5);
    must(game, 0, { type: 'discard', cards: { ore: 3, coin: 2 } });
    expect(game.view().phase).toBe('main');
    must(game, 1, { type: 'endTurn' });
    // The barbarians attack with no knights on the board: both cities fall, seat 0's wall with it.
    shipTo(game, 6);
    const p = game.view().currentPlayer;
    roll(game, p, 2, 'ship'); // 2 is on no hex
    expect(game.view().barbarians.attacks).toBe(1);
    expect(player(game, 0).cities).toEqual([]);
    expect(player(game, 0).wallsLeft).toBe(3);
    expect(player(game, 0).settlements).toContainEqual(B.v(9, 0));
    must(game, p, { type: 'endTurn' });
    // Back to a limit of 7: 8 cards now owe 4.
    while (player(game, 0).cardCount < 8) {
      const q = game.view().currentPlayer;
      roll(game, q, 3);
      must(game, q, { type: 'endTurn' });
    }
    expect(player(game, 0).cardCount).toBe(8);
    const q = game.view().currentPlayer;
    roll(game, q, 7);
    expect(player(game, 0).discardOwed).toBe(4);
  });
});
