// 001 "Catan for Two": trade tokens, earned on the coast and by the desert (set-up included) and for a
// face-up Knight, spent on "Forced Trade" and "Move Robber", priced by the victory points.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { must, refused } from '../../helpers';
import { dice } from '../base/setup';
import { B, rolls, turn, twoTable } from './table';

const two = (game: Game) => game.view().twoPlayer;

describe('Catan for Two: earning trade tokens', () => {
  it('gives 5 each at the start, then 1 on the coast, 2 next to the desert, 3 for both, set-up included', async () => {
    // Seat 0: [0,1] on the coast (+1), [2,5,6] inland (+0). Seat 1: [4,5,9] by the desert 9 (+2),
    // [18,3] on the coast by the desert 18 (+3).
    const game = await twoTable({ seat1: [B.at(4, 5, 9), B.v(18, 3)] });
    expect(two(game).tokens).toEqual([5 + 1, 5 + 2 + 3]);
    expect(two(game).tokenSupply).toBe(20 - 16);
  });

  it('pays what the supply holds when it runs short', async () => {
    const game = await twoTable({ seat0: [B.v(18, 3), B.at(0, 1)], seat1: [B.at(4, 5, 9), B.v(16, 3)] });
    // 5 + 3 + 1 and 5 + 2 + 1: the supply of 20 is down to 3.
    expect(two(game).tokens).toEqual([9, 8]);
    expect(two(game).tokenSupply).toBe(3);
  });
});

describe('Catan for Two: Forced Trade', () => {
  it('draws 2 random cards from the opponent for 2 of your choice, for 1 token while your points are not higher', async () => {
    const game = await twoTable();
    turn(game, 8, 9); // seat 1 gets 2 more brick (two hills 8) = 3 brick
    turn(game, 5, 6); // seat 0 gets grain and wool
    rolls(game, 11, 12);
    expect(game.view().players[1].hand).toMatchObject({ brick: 3, lumber: 0, wool: 0, grain: 0, ore: 0 });
    expect(two(game).tokenPrice).toBe(1);
    const before = two(game).tokens[0];
    expect(refused(game, 0, { type: 'forcedTrade', give: { grain: 1 } })).toMatch(/exactly the number/);
    expect(refused(game, 0, { type: 'forcedTrade', give: { brick: 2 } })).toMatch(/do not hold/);
    must(game, 0, { type: 'forcedTrade', give: { grain: 1, wool: 1 } });
    const v = game.view();
    expect(v.players[0].hand.brick).toBe(2); // the opponent held only brick
    expect(v.players[1].hand).toMatchObject({ brick: 1, grain: 1, wool: 1 });
    expect(two(game).tokens[0]).toBe(before - 1);
  });

  it('exchanges only 1 card when either player holds only 1', async () => {
    const game = await twoTable();
    rolls(game, 5, 6);
    expect(game.view().players[1].cardCount).toBe(1); // the starting brick
    expect(refused(game, 0, { type: 'forcedTrade', give: { grain: 1, wool: 1 } })).toMatch(/exactly the number/);
    must(game, 0, { type: 'forcedTrade', give: { ore: 1 } });
    expect(game.view().players[1].hand).toMatchObject({ brick: 0, ore: 1 });
    expect(game.view().players[0].hand.brick).toBe(1);
  });

  it('waits for its random draw as a chance outcome named forcedTrade (the dice beacon in play)', async () => {
    const game = await twoTable({ chance: 'external' });
    must(game, 0, { type: 'roll' });
    expect(game.supplyChance([5, 5])).toEqual({ ok: true }); // 12: nothing
    must(game, 0, { type: 'roll' });
    expect(game.supplyChance([5, 4])).toEqual({ ok: true }); // 11: nothing
    must(game, 0, { type: 'forcedTrade', give: { ore: 1 } });
    expect(game.pendingChance()).toEqual({ kind: 'forcedTrade', ranges: [1] }); // seat 1 holds 1 card
    expect(refused(game, 0, { type: 'endTurn' })).toMatch(/waiting for a chance outcome/);
    expect(game.supplyChance([0])).toEqual({ ok: true });
    expect(game.view().players[0].hand.brick).toBe(1);
    expect(game.view().players[1].hand.ore).toBe(1);
  });

  it('costs 2 tokens when your points are higher, and is refused without enough tokens', async () => {
    const game = await twoTable();
    rolls(game, 4, 5);
    must(game, 0, { type: 'endTurn' });
    turn(game, 4, 5);
    rolls(game, 4, 11); // seat 0 now has 2 grain, 3 ore: a city
    must(game, 0, { type: 'buildCity', vertex: B.at(2, 5, 6) });
    expect(two(game).tokenPrice).toBe(2);
    expect(two(game).tokens[0]).toBe(6);
    // Spend it all: Forced Trades at 2 tokens each (seat 0 holds cards, seat 1 its brick).
    while (two(game).tokens[0] >= 2) {
      const tokens = two(game).tokens[0];
      must(game, 0, game.legalActions(0).find((a) => a.type === 'forcedTrade')!);
      expect(two(game).tokens[0]).toBe(tokens - 2);
    }
    expect(two(game).tokens[0]).toBe(0);
    const reason = refused(game, 0, { type: 'forcedTrade', give: { wool: 1 } });
    expect(reason).toMatch(/not enough trade tokens/);
    expect(refused(game, 0, { type: 'tokenMoveRobber' })).toMatch(/not enough trade tokens/);
    expect(game.legalActions(0).some((a) => a.type === 'forcedTrade' || a.type === 'tokenMoveRobber')).toBe(false);
  });

  it('is only taken on your own turn, after the production rolls', async () => {
    const game = await twoTable();
    expect(refused(game, 0, { type: 'forcedTrade', give: { ore: 1 } })).toMatch(/phase/);
    rolls(game, 5, 6);
    expect(refused(game, 1, { type: 'forcedTrade', give: { brick: 1 } })).toMatch(/not your turn/);
  });
});

describe('Catan for Two: Move Robber', () => {
  // Issue 30: "On your turn, you may pay 1 or 2 trade tokens and take one of these actions ... Move
  // Robber: You may move the robber to the desert hex", with no limit on timing: before you roll, when
  // the robber on your hex would take your production, is when it matters.
  it('"on your turn": also before the rolls, so the robber leaves your hex before it produces; Forced Trade waits for the rolls', async () => {
    const game = await twoTable();
    rolls(game, 11, 12);
    must(game, 0, { type: 'endTurn' });
    must(game, 1, { type: 'roll', forced: dice(7) });
    must(game, 1, { type: 'moveRobber', hex: 0, victim: 0 }); // seat 0's hills 2
    must(game, 1, { type: 'roll', forced: dice(11) });
    must(game, 1, { type: 'endTurn' });
    expect(game.view()).toMatchObject({ currentPlayer: 0, phase: 'roll', robber: 0 });
    expect(game.legalActions(0)).toContainEqual({ type: 'tokenMoveRobber' });
    expect(refused(game, 0, { type: 'forcedTrade', give: { lumber: 1 } })).toMatch(/phase/);
    must(game, 0, { type: 'tokenMoveRobber' });
    expect(game.view()).toMatchObject({ robber: 9, phase: 'roll' });
    const brick = game.view().players[0].hand.brick;
    must(game, 0, { type: 'roll', forced: dice(2) }); // hills 2 produces again
    expect(game.view().players[0].hand.brick).toBe(brick + 1);
    expect(refused(game, 1, { type: 'tokenMoveRobber' })).toMatch(/not your turn/);
  });

  it('moves the robber to the desert for a token, without a steal (001 fn 59)', async () => {
    const game = await twoTable();
    expect(refused(game, 0, { type: 'tokenMoveRobber' })).toMatch(/different hex/); // already on the desert
    must(game, 0, { type: 'roll', forced: dice(7) });
    must(game, 0, { type: 'moveRobber', hex: 0 });
    must(game, 0, { type: 'roll', forced: dice(5) });
    const hands = JSON.stringify(game.view().players.map((p: { hand: unknown }) => p.hand));
    must(game, 0, { type: 'tokenMoveRobber' });
    expect(game.view().robber).toBe(9); // the desert
    expect(JSON.stringify(game.view().players.map((p: { hand: unknown }) => p.hand))).toBe(hands);
    expect(two(game).tokens[0]).toBe(5);
    expect(refused(game, 0, { type: 'tokenMoveRobber' })).toMatch(/different hex/);
  });
});

describe('Catan for Two: a face-up Knight for 2 tokens', () => {
  /** Seat 0 buys a Knight on its turn (ore, grain on its rolls; wool from seat 1's). */
  function buyKnight(game: Game): void {
    rolls(game, 4, 5);
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'knight' } });
    must(game, 0, { type: 'endTurn' });
    turn(game, 6, 11);
  }

  it('once per turn; the Largest Army is set aside when only 2 face-up Knights are left', async () => {
    const game = await twoTable();
    expect(refused(game, 0, { type: 'knightForTokens' })).toMatch(/phase/);
    turn(game, 11, 12);
    turn(game, 6, 12); // seat 1's roll gives seat 0 its wool
    for (let i = 0; i < 3; i++) buyKnight(game);
    for (let i = 0; i < 3; i++) {
      must(game, 0, { type: 'playDevelopment', card: 'knight' });
      must(game, 0, { type: 'moveRobber', hex: i % 2 === 0 ? 0 : 9 });
      rolls(game, 11, 12);
      must(game, 0, { type: 'endTurn' });
      turn(game, 11, 12);
    }
    let v = game.view();
    expect(v.largestArmy).toBe(0);
    const vp = v.players[0].vp;
    rolls(game, 11, 12);
    const tokens = two(game).tokens[0];
    must(game, 0, { type: 'knightForTokens' });
    v = game.view();
    expect(v.players[0].knightsPlayed).toBe(2);
    expect(two(game).tokens[0]).toBe(tokens + 2);
    expect(v.largestArmy).toBeNull();
    expect(v.players[0].vp).toBe(vp - 2);
    expect(refused(game, 0, { type: 'knightForTokens' })).toMatch(/once per turn/);
    must(game, 0, { type: 'endTurn' });
    turn(game, 11, 12);
    rolls(game, 11, 12);
    must(game, 0, { type: 'knightForTokens' }); // a new turn
    expect(refused(game, 1, { type: 'knightForTokens' })).toMatch(/not your turn/);
  });
});
