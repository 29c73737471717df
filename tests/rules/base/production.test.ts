// 001 "1. Resource production", the robber's blocking and the supply limit.
import { describe, expect, it } from 'vitest';
import { must, refused } from '../../helpers';
import { BASE as B, advanceTo, board, gains, mainPhaseOf, produce, roll, setupGame } from './setup';

describe('base production', () => {
  it('pays one card per settlement for each bordering hex with the number rolled (Loren and Bridget, roll 4)', async () => {
    const game = await setupGame({
      players: 3,
      board: board({ 4: ['pasture', 4], 5: ['mountains', 4], 9: ['fields', 9] }),
      first: [{ settlement: B.at(3, 4, 8) }, { settlement: B.at(4, 5, 9) }, { settlement: B.at(16, 17) }],
      second: [{ settlement: B.at(14, 15, 18) }, { settlement: B.at(0, 1) }, { settlement: B.at(12, 13, 16) }],
    });
    const g = gains(game, () => roll(game, 0, 4));
    expect(g).toEqual([{ wool: 1 }, { ore: 1, wool: 1 }, {}]);
    expect(game.view().dice).toMatchObject({ total: 4 });
  });

  it('pays two cards per city: a settlement and a city on an 8 mountain give 3 ore (Claudia); the city returns nothing else', async () => {
    const N = B.v(10, 0),
      SW = B.v(10, 4),
      SE = B.v(10, 2);
    const game = await setupGame({
      players: 3,
      board: board({ 10: ['mountains', 8], 14: ['fields', 6] }),
      first: [{ settlement: N }, { settlement: SE }, { settlement: B.at(0, 1) }],
      second: [{ settlement: SW }, { settlement: B.at(16, 17) }, { settlement: B.at(2, 6) }],
    });
    // Two settlements on one hex: one card each.
    expect(gains(game, () => produce(game, 8))).toEqual([{ ore: 2 }, { ore: 1 }, {}]);
    produce(game, 6); // P0's second settlement also borders the fields: 2 grain in all
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'buildCity', vertex: N });
    must(game, 0, { type: 'endTurn' });
    advanceTo(game, 1);
    expect(gains(game, () => roll(game, 1, 8))).toEqual([{ ore: 3 }, { ore: 1 }, {}]);
  });

  it("blocks the robber's hex until the robber moves on, while the other hex with that number still pays (Xander)", async () => {
    // Hills 4 at hex 9 with settlements A (P1) and B (P2); P1 also borders fields 4 at hex 14.
    const A = B.v(9, 1),
      Bv = B.v(9, 5);
    const game = await setupGame({
      players: 3,
      board: board({ 9: ['hills', 4], 14: ['fields', 4] }),
      first: [{ settlement: B.at(0, 1) }, { settlement: B.v(9, 3) }, { settlement: A }],
      second: [{ settlement: B.at(16, 17) }, { settlement: B.at(2, 6) }, { settlement: Bv }],
    });
    expect(gains(game, () => produce(game, 4))).toEqual([{}, { brick: 1, grain: 1 }, { brick: 2 }]);
    advanceTo(game, 0);
    roll(game, 0, 7);
    must(game, 0, { type: 'moveRobber', hex: 9, victim: 2, forced: { stolen: 'brick' } });
    must(game, 0, { type: 'endTurn' });
    expect(game.view().robber).toBe(9);
    expect(gains(game, () => produce(game, 4, 3))).toEqual([{}, { grain: 3 }, {}]);
    // The robber moves away (another 7): the hills pay again.
    advanceTo(game, 0);
    roll(game, 0, 7);
    must(game, 0, { type: 'moveRobber', hex: 0 });
    must(game, 0, { type: 'endTurn' });
    expect(gains(game, () => produce(game, 4))).toEqual([{}, { brick: 1, grain: 1 }, { brick: 2 }]);
  });

  it('supply limit: when the bank cannot pay every player a kind, nobody gets that kind, and other kinds are still paid', async () => {
    // Ore 8 at hex 10: P0 two settlements, P1 one = 3 ore per roll. Wool 8 at hex 4 for P2.
    const game = await setupGame({
      players: 3,
      board: board({ 10: ['mountains', 8], 4: ['pasture', 8] }),
      first: [{ settlement: B.v(10, 0) }, { settlement: B.v(10, 2) }, { settlement: B.at(3, 4, 8) }],
      second: [{ settlement: B.v(10, 4) }, { settlement: B.at(16, 17) }, { settlement: B.at(2, 6) }],
    });
    expect(game.view().bank.ore).toBe(18); // P0's second settlement took one
    produce(game, 8, 5);
    expect(game.view().bank.ore).toBe(3);
    // Exactly enough: everybody is paid.
    expect(gains(game, () => produce(game, 8))).toEqual([{ ore: 2 }, { ore: 1 }, { wool: 1 }]);
    expect(game.view().bank.ore ?? 0).toBe(0);
    // Not enough for everyone: no ore at all, but the wool from the same roll is paid.
    expect(gains(game, () => produce(game, 8))).toEqual([{}, {}, { wool: 1 }]);
  });

  it('supply limit with a single player owed: a bank of 1 ore against a demand of 2 pays nothing (001 literal)', async () => {
    const game = await setupGame({
      players: 3,
      board: board({ 10: ['mountains', 8], 18: ['mountains', 9] }),
      first: [{ settlement: B.v(10, 0) }, { settlement: B.at(16, 17) }, { settlement: B.at(2, 6) }],
      second: [{ settlement: B.v(10, 4) }, { settlement: B.v(18, 3) }, { settlement: B.at(0, 3) }],
    });
    expect(game.view().bank.ore).toBe(17);
    produce(game, 8, 8);
    expect(game.view().bank.ore).toBe(1);
    expect(gains(game, () => produce(game, 8))).toEqual([{}, {}, {}]);
    expect(game.view().bank.ore).toBe(1);
    // P1 alone is owed 1 and the bank has 1: paid.
    expect(gains(game, () => produce(game, 9))).toEqual([{}, { ore: 1 }, {}]);
  });

  it('a 7 pays nobody, even players next to hexes of every number', async () => {
    const game = await setupGame({
      players: 3,
      board: board({ 9: ['hills', 6], 10: ['forest', 8], 14: ['fields', 5] }),
      first: [{ settlement: B.at(9, 10, 14) }, { settlement: B.at(16, 17) }, { settlement: B.at(2, 6) }],
      second: [{ settlement: B.at(0, 3) }, { settlement: B.at(15, 18) }, { settlement: B.at(7, 12) }],
    });
    expect(gains(game, () => roll(game, 0, 7))).toEqual([{}, {}, {}]);
    expect(game.view().phase).toBe('robber');
    expect(refused(game, 0, { type: 'endTurn' })).toMatch(/finish/);
  });
});
