// 001 fn 16 (Friendly Robber), fn 18 (Optional Robber Movement), fn 32 (Knight Interrupt).
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { refused } from '../../helpers';
import { produce } from '../base/setup';
import { KNIGHT_BOARD, advanceTo, board, dice, must, roll, seat1Buys, variantTable } from './table';

const cardsOf = (game: Game, p: number) => game.view().players[p].cardCount as number;

describe('Friendly Robber (001 fn 16)', () => {
  it('keeps the robber off terrain next to a player with only 2 points, and nobody with 2 points is robbed', async () => {
    // Hex 9 (pasture) touches nobody; hex 0 touches seat 0, who has 2 points.
    const hexes = board({ 0: ['fields', 2], 2: ['pasture', 3], 16: ['forest', 4], 9: ['pasture', 12] });
    const game = await variantTable({ variants: ['friendlyRobber'], board: hexes });
    produce(game, 2, 1); // seat 0: a grain
    advanceTo(game, 1);
    roll(game, 1, 7);
    expect(refused(game, 1, { type: 'moveRobber', hex: 0, victim: 0 })).toMatch(/Friendly Robber/);
    expect(refused(game, 1, { type: 'moveRobber', hex: 0 })).toMatch(/Friendly Robber/);
    expect(game.legalActions(1).map((a) => a.hex)).not.toContain(0);
    must(game, 1, { type: 'moveRobber', hex: 9 });
  });

  it('sends the robber to (or keeps it on) the desert when every terrain hex is closed', async () => {
    const game = await variantTable({ variants: ['friendlyRobber'], board: board({ 0: ['fields', 2], 2: ['pasture', 3], 16: ['forest', 4] }) });
    produce(game, 2, 1);
    advanceTo(game, 1);
    roll(game, 1, 7);
    const v = game.view();
    expect(v.robber).toBe(1);
    const hexes = new Set(game.legalActions(1).map((a) => a.hex as number));
    for (const h of [0, 2, 16]) expect(hexes.has(h)).toBe(false);
    expect(hexes.has(1)).toBe(true); // it may stay on its desert
    // Seat 0's settlements touch deserts only on their other sides; seat 0 has 2 points: no victim.
    expect(game.legalActions(1).every((a) => a.victim === undefined)).toBe(true);
    must(game, 1, { type: 'moveRobber', hex: 1 });
    expect(game.view().robber).toBe(1);
  });

  it('still makes hands of more than 7 cards lose half on a 7', async () => {
    const game = await variantTable({ variants: ['friendlyRobber'], board: board({ 0: ['fields', 2], 2: ['pasture', 3], 16: ['forest', 4] }) });
    produce(game, 2, 8);
    advanceTo(game, 1);
    roll(game, 1, 7);
    expect(game.view().players[0].discardOwed).toBe(4);
  });

  it('without the variant the robber may go there', async () => {
    const game = await variantTable({ variants: [], board: board({ 0: ['fields', 2], 2: ['pasture', 3], 16: ['forest', 4] }) });
    produce(game, 2, 1);
    advanceTo(game, 1);
    roll(game, 1, 7);
    must(game, 1, { type: 'moveRobber', hex: 0, victim: 0 });
  });
});

describe('Optional Robber Movement (001 fn 18)', () => {
  it('lets the roller of a 7 leave the robber where it is and steal nothing', async () => {
    const game = await variantTable({ variants: ['optionalRobberMovement'] });
    produce(game, 2, 1);
    advanceTo(game, 1);
    roll(game, 1, 7);
    const before = cardsOf(game, 1);
    expect(game.legalActions(1)).toContainEqual({ type: 'moveRobber', hex: 1 });
    must(game, 1, { type: 'moveRobber', hex: 1 });
    const v = game.view();
    expect(v.robber).toBe(1);
    expect(v.phase).toBe('main');
    expect(cardsOf(game, 1)).toBe(before);
  });

  it('does not let a Knight card be declined, nor a 7 without the variant', async () => {
    const game = await variantTable({ variants: ['optionalRobberMovement'] });
    seat1Buys(game);
    advanceTo(game, 1);
    must(game, 1, { type: 'playDevelopment', card: 'knight' });
    expect(refused(game, 1, { type: 'moveRobber', hex: 1 })).toMatch(/different hex/);
    const plain = await variantTable({ variants: [] });
    roll(plain, 0, 7);
    expect(refused(plain, 0, { type: 'moveRobber', hex: 1 })).toMatch(/different hex/);
  });
});

describe('Knight Interrupt (001 fn 32)', () => {
  async function robberMovedOnto1(): Promise<Game> {
    const game = await variantTable({ variants: ['knightInterrupt'], board: KNIGHT_BOARD });
    seat1Buys(game);
    roll(game, 2, 12); // seat 2: nothing
    must(game, 2, { type: 'endTurn' });
    must(game, 0, { type: 'roll', forced: dice(7) });
    must(game, 0, { type: 'moveRobber', hex: 6, victim: 1 });
    return game;
  }

  it('opens a window right after the robber moves, for players holding a Knight', async () => {
    const game = await robberMovedOnto1();
    const v = game.view();
    expect(v.phase).toBe('interrupt');
    expect(v.interrupt).toEqual({ waiting: [1], victim: 1 });
    expect(v.awaiting).toEqual([1]);
    expect(game.legalActions(1)).toEqual([{ type: 'playDevelopment', card: 'knight' }, { type: 'passInterrupt' }]);
    expect(refused(game, 2, { type: 'passInterrupt' })).toMatch(/nothing is asked/);
  });

  it('when nobody interrupts, the mover steals as usual', async () => {
    const game = await robberMovedOnto1();
    const [zero, one] = [cardsOf(game, 0), cardsOf(game, 1)];
    must(game, 1, { type: 'passInterrupt' });
    expect(game.view().phase).toBe('main');
    expect([cardsOf(game, 0), cardsOf(game, 1)]).toEqual([zero + 1, one - 1]);
  });

  it('the interrupter places the robber and steals; the player who moved it gets nothing', async () => {
    const game = await robberMovedOnto1();
    const [zero, one] = [cardsOf(game, 0), cardsOf(game, 1)];
    must(game, 1, { type: 'playDevelopment', card: 'knight' });
    expect(game.view().phase).toBe('robber');
    expect(refused(game, 0, { type: 'moveRobber', hex: 0, victim: 1 })).toMatch(/not your turn/);
    must(game, 1, { type: 'moveRobber', hex: 0, victim: 0 });
    const v = game.view();
    expect(v.phase).toBe('main'); // nobody else holds a Knight: no second window
    expect(v.currentPlayer).toBe(0);
    expect(v.robber).toBe(0);
    expect(v.players[1].knightsPlayed).toBe(1);
    expect([cardsOf(game, 0), cardsOf(game, 1)]).toEqual([zero - 1, one + 1]);
  });

  it('without the variant the robber move ends the matter', async () => {
    const game = await variantTable({ variants: [], board: KNIGHT_BOARD });
    seat1Buys(game);
    roll(game, 2, 12);
    must(game, 2, { type: 'endTurn' });
    must(game, 0, { type: 'roll', forced: dice(7) });
    must(game, 0, { type: 'moveRobber', hex: 6, victim: 1 });
    expect(game.view().phase).toBe('main');
  });
});
