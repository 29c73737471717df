// 000 Almanac, trade (yellow) cards, and the progress hand limit of 4 (RULES.md).
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { must, refused } from '../../helpers';
import { advanceTo, cardTable, drawOwn, fund, gains, improveTo, mainPhaseOf, player, roll, vp } from './helpers';

async function holding(cards: string[]): Promise<Game> {
  const game = await cardTable({ trade: cards });
  improveTo(game, 0, 'trade', 1);
  for (let i = 0; i < cards.length; i++) {
    drawOwn(game, 0, 'trade');
    must(game, 0, { type: 'endTurn' });
  }
  return game;
}

describe('C&K trade cards', () => {
  it('Commercial Harbor: your resource for a commodity of their choice, once per opponent; void against a player without commodities', async () => {
    const game = await holding(['commercialHarbor']);
    fund(game, 1, { coin: 1 });
    fund(game, 0, { grain: 2 });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'commercialHarborOffer', player: 1, kind: 'grain' })).toBeTruthy(); // card not played
    must(game, 0, { type: 'playProgress', card: 'commercialHarbor' });
    must(game, 0, { type: 'commercialHarborOffer', player: 1, kind: 'grain' });
    expect(game.view().decision).toMatchObject({ kind: 'commercialHarborReply', player: 1, offered: 'grain' });
    expect(refused(game, 1, { type: 'commercialHarborReply', kind: 'ore' })).toBeTruthy();
    const g = gains(game, () => must(game, 1, { type: 'commercialHarborReply', kind: 'coin' }));
    expect(g[0]).toEqual({ grain: -1, coin: 1 });
    expect(g[1]).toEqual({ grain: 1, coin: -1 });
    expect(refused(game, 0, { type: 'commercialHarborOffer', player: 1, kind: 'grain' })).toMatch(/already/);
    // Seat 2 holds no commodity: void, nothing changes hands.
    expect(player(game, 2).hand).toMatchObject({ cloth: 0, coin: 0, paper: 0 });
    const g2 = gains(game, () => must(game, 0, { type: 'commercialHarborOffer', player: 2, kind: 'grain' }));
    expect(g2).toEqual([{}, {}, {}]);
    expect(game.view().phase).toBe('main');
  });

  it('Master Merchant: only on a player with more VP; take 2 cards of your choice', async () => {
    const game = await holding(['masterMerchant']);
    fund(game, 1, { grain: 2, ore: 5 });
    mainPhaseOf(game, 1);
    must(game, 1, { type: 'buildCity', vertex: player(game, 1).settlements[0] });
    must(game, 1, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'playProgress', card: 'masterMerchant', player: 2, take: {} })).toBeTruthy();
    const ore = player(game, 1).hand.ore;
    expect(ore).toBeGreaterThanOrEqual(2);
    const g = gains(game, () => must(game, 0, { type: 'playProgress', card: 'masterMerchant', player: 1, take: { ore: 2 } }));
    expect(g[0]).toEqual({ ore: 2 });
    expect(g[1]).toEqual({ ore: -2 });
  });

  it('Merchant: 2:1 on the resource of a hex next to your building, +1 VP while held; the next Merchant moves both', async () => {
    const game = await cardTable({ trade: ['merchant', 'merchant'] });
    improveTo(game, 0, 'trade', 1);
    improveTo(game, 1, 'trade', 1);
    drawOwn(game, 0, 'trade'); // seat 0 then seat 1 draw a merchant
    must(game, 0, { type: 'endTurn' });
    fund(game, 0, { grain: 2 });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'playProgress', card: 'merchant', hex: 18 })).toBeTruthy(); // not next to seat 0
    const v0 = vp(game, 0);
    must(game, 0, { type: 'playProgress', card: 'merchant', hex: 12 }); // fields next to seat 0's settlement
    expect(game.view().merchant).toEqual({ hex: 12, owner: 0 });
    expect(vp(game, 0)).toBe(v0 + 1);
    must(game, 0, { type: 'bankTrade', give: { grain: 2 }, get: { brick: 1 } });
    expect(refused(game, 0, { type: 'bankTrade', give: { ore: 2 }, get: { brick: 1 } })).toMatch(/rates/);
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 1);
    const v1 = vp(game, 1);
    must(game, 1, { type: 'playProgress', card: 'merchant', hex: 9 });
    expect(game.view().merchant).toEqual({ hex: 9, owner: 1 });
    expect(vp(game, 0)).toBe(v0);
    expect(vp(game, 1)).toBe(v1 + 1);
  });

  it('Merchant Fleet: one kind at 2:1 for the rest of this turn only', async () => {
    const game = await holding(['merchantFleet']);
    fund(game, 0, { paper: 4 });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'playProgress', card: 'merchantFleet', kind: 'paper' });
    expect(game.view().merchantFleet).toBe('paper');
    must(game, 0, { type: 'bankTrade', give: { paper: 2 }, get: { ore: 1 } });
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'bankTrade', give: { paper: 2 }, get: { ore: 1 } })).toMatch(/rates/);
  });

  it('Resource Monopoly: 2 of a resource from each player (1 if that is all); Trade Monopoly: 1 commodity from each', async () => {
    const game = await holding(['resourceMonopoly', 'tradeMonopoly']);
    fund(game, 1, { ore: 3, coin: 1 });
    mainPhaseOf(game, 0);
    const ore1 = player(game, 1).hand.ore,
      ore2 = player(game, 2).hand.ore;
    const g = gains(game, () => must(game, 0, { type: 'playProgress', card: 'resourceMonopoly', kind: 'ore' }));
    expect(ore1).toBeGreaterThanOrEqual(3);
    expect(g[1].ore).toBe(-2);
    expect((g[2].ore ?? 0) + Math.min(2, ore2)).toBe(0);
    expect(g[0].ore).toBe(Math.min(2, ore1) + Math.min(2, ore2));
    expect(refused(game, 0, { type: 'playProgress', card: 'tradeMonopoly', kind: 'ore' })).toBeTruthy();
    const coin1 = player(game, 1).hand.coin;
    const t = gains(game, () => must(game, 0, { type: 'playProgress', card: 'tradeMonopoly', kind: 'coin' }));
    expect(t[1]).toEqual({ coin: -1 });
    expect(coin1).toBeGreaterThanOrEqual(1);
  });
});

describe('C&K progress hand limit', () => {
  it('off-turn, a 5th card must be discarded at once; on your own turn you may hold 5 until endTurn, which is refused until you discard', async () => {
    const cards = ['merchant', 'merchant', 'merchant', 'merchant', 'resourceMonopoly', 'tradeMonopoly'];
    const game = await cardTable({ trade: cards });
    improveTo(game, 0, 'trade', 1);
    for (let i = 0; i < 4; i++) {
      drawOwn(game, 0, 'trade');
      must(game, 0, { type: 'endTurn' });
    }
    expect(player(game, 0).progressCount).toBe(4);
    // Off-turn fifth.
    advanceTo(game, 1);
    roll(game, 1, 2, 'trade', 1);
    expect(game.view().phase).toBe('respond');
    expect(player(game, 0).pending).toBe('discardProgress');
    expect(refused(game, 1, { type: 'endTurn' })).toBeTruthy();
    must(game, 0, { type: 'discardProgress', card: 'resourceMonopoly' });
    expect(player(game, 0).progressCount).toBe(4);
    expect(game.view().phase).toBe('main');
    must(game, 1, { type: 'endTurn' });
    // Own-turn fifth.
    drawOwn(game, 0, 'trade');
    expect(player(game, 0).progressCount).toBe(5);
    expect(game.view().phase).toBe('main');
    expect(refused(game, 0, { type: 'endTurn' })).toMatch(/more than 4 progress cards/);
    must(game, 0, { type: 'discardProgress', card: 'tradeMonopoly' });
    must(game, 0, { type: 'endTurn' });
    expect(game.view().decks.trade).toBe(14);
  });
});
