// 001 "2. Trade": maritime trade (4:1, generic 3:1, special 2:1 harbors) and domestic trade.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { must, refused } from '../../helpers';
import { BASE as B, advanceTo, board, gains, mainPhaseOf, produce, roll, setupGame } from './setup';

// P0 ("Nick") sits on the ore harbor (hex 2, NE side: corners N and NE) with settlements on hex 2's
// NE and S corners: a roll of 8 pays him 2 ore, 1 wool, 1 grain. P1 sits on the generic harbor
// (hex 16, SW side: corners S and SW) at SW; P2 at hex 16's SE corner, next to that harbor's S corner
// but not on it. A roll of 9 pays P1 and P2 one lumber each.
async function table(): Promise<Game> {
  return setupGame({
    players: 3,
    board: board({ 2: ['mountains', 8], 5: ['pasture', 8], 6: ['fields', 8], 16: ['forest', 9] }, [
      { hex: 2, side: 0, kind: 'ore' },
      { hex: 16, side: 3, kind: 'generic' },
    ]),
    first: [{ settlement: B.v(2, 1) }, { settlement: B.v(16, 4) }, { settlement: B.v(16, 2) }],
    second: [{ settlement: B.v(2, 3) }, { settlement: B.at(8, 9, 13) }, { settlement: B.at(9, 10, 14) }],
  });
}

describe('base maritime trade', () => {
  it('trades 4 identical cards for 1 anywhere, but not 3:1 next to a harbor without a building on it', async () => {
    const game = await table();
    produce(game, 9, 9); // P1, P2: 9 lumber each
    mainPhaseOf(game, 2);
    expect(refused(game, 2, { type: 'bankTrade', give: { lumber: 3 }, get: { ore: 1 } })).toMatch(/rates/);
    expect(gains(game, () => must(game, 2, { type: 'bankTrade', give: { lumber: 4 }, get: { brick: 1 } }))[2]).toEqual({ lumber: -4, brick: 1 });
    expect(refused(game, 2, { type: 'bankTrade', give: { lumber: 4 }, get: { lumber: 1 } })).toMatch(/same kind/);
    expect(refused(game, 2, { type: 'bankTrade', give: { lumber: 4 }, get: { brick: 1, wool: 1 } })).toMatch(/rates/);
    expect(refused(game, 2, { type: 'bankTrade', give: { lumber: 8 }, get: { brick: 2 } })).toMatch(/do not hold/);
    expect(refused(game, 2, { type: 'bankTrade', give: { brick: 1, lumber: 3 }, get: { wool: 1 } })).toMatch(/rates/); // 4 identical cards
    // Not on another player's turn.
    expect(refused(game, 1, { type: 'bankTrade', give: { lumber: 3 }, get: { ore: 1 } })).toMatch(/not your turn/);
    const offered = game.legalActions(2).filter((a) => a.type === 'bankTrade');
    expect(offered.every((a) => (a.give as Record<string, number>).lumber === 4)).toBe(true);
  });

  it('trades 3:1 at a generic harbor where the player has a building on one of its two intersections', async () => {
    const game = await table();
    produce(game, 9, 7); // 7 lumber each; P1 rolls next after 7 turns
    mainPhaseOf(game, 1);
    expect(gains(game, () => must(game, 1, { type: 'bankTrade', give: { lumber: 3 }, get: { wool: 1 } }))[1]).toEqual({ lumber: -3, wool: 1 });
    expect(gains(game, () => must(game, 1, { type: 'bankTrade', give: { lumber: 3 }, get: { ore: 1 } }))[1]).toEqual({ lumber: -3, ore: 1 });
    expect(refused(game, 1, { type: 'bankTrade', give: { lumber: 2 }, get: { ore: 1 } })).toMatch(/rates/);
  });

  it("trades 2:1 only in the special harbor's resource (Nick: 2 ore -> 1, 4 ore -> 2, but 4 wool -> only 1)", async () => {
    const game = await table();
    produce(game, 8, 3); // P0: ore 6, wool 3, grain 3
    mainPhaseOf(game, 0);
    expect(gains(game, () => must(game, 0, { type: 'bankTrade', give: { ore: 2 }, get: { lumber: 1 } }))[0]).toEqual({ ore: -2, lumber: 1 });
    expect(gains(game, () => must(game, 0, { type: 'bankTrade', give: { ore: 4 }, get: { brick: 1, wool: 1 } }))[0]).toEqual({ ore: -4, brick: 1, wool: 1 });
    // No 3:1 (nor 2:1) for other resources from a special harbor.
    expect(refused(game, 0, { type: 'bankTrade', give: { wool: 2 }, get: { brick: 1 } })).toMatch(/rates/);
    expect(refused(game, 0, { type: 'bankTrade', give: { wool: 3 }, get: { brick: 1 } })).toMatch(/rates/);
    expect(gains(game, () => must(game, 0, { type: 'bankTrade', give: { wool: 4 }, get: { brick: 1 } }))[0]).toEqual({ wool: -4, brick: 1 });
  });

  it('does not trade with the bank before the roll', async () => {
    const game = await table();
    produce(game, 8, 3);
    advanceTo(game, 0);
    expect(refused(game, 0, { type: 'bankTrade', give: { ore: 2 }, get: { lumber: 1 } })).toMatch(/phase/);
  });
});

describe('base domestic trade', () => {
  it('offers, collects answers (accept, decline, counter) and trades with the partner the offerer confirms (Pete, Beth and Cooper)', async () => {
    const game = await table();
    produce(game, 9, 2); // P1, P2: 2 lumber
    produce(game, 8, 1); // P0: 2 ore + wool + grain (plus set-up wool and grain)
    mainPhaseOf(game, 0);
    // Pete: "1 lumber for 1 ore?"
    must(game, 0, { type: 'offerTrade', give: { ore: 1 }, get: { lumber: 1 } });
    expect(game.view().trade).toMatchObject({ from: 0, give: { ore: 1 }, get: { lumber: 1 } });
    // Beth wants 3 ore; Cooper wants a wool and an ore.
    must(game, 1, { type: 'counterTrade', give: { lumber: 1 }, get: { ore: 3 } });
    must(game, 2, { type: 'counterTrade', give: { lumber: 1 }, get: { wool: 1, ore: 1 } });
    expect(game.view().trade.answers).toEqual([
      { answer: 'none' },
      { answer: 'countered', give: { lumber: 1 }, get: { ore: 3 } },
      { answer: 'countered', give: { lumber: 1 }, get: { wool: 1, ore: 1 } },
    ]);
    // Beth may not trade with Cooper: only the player whose turn it is trades.
    expect(refused(game, 1, { type: 'offerTrade', give: { lumber: 1 }, get: { wool: 1 } })).toMatch(/not your turn/);
    // Answers are given once.
    expect(refused(game, 2, { type: 'acceptTrade' })).toMatch(/already answered/);
    const g = gains(game, () => must(game, 0, { type: 'confirmTrade', with: 2 }));
    expect(g).toEqual([{ wool: -1, ore: -1, lumber: 1 }, {}, { wool: 1, ore: 1, lumber: -1 }]);
    expect(game.view().trade).toBeNull();
  });

  it('confirms only a partner who accepted or countered; a decline or silence is no deal', async () => {
    const game = await table();
    produce(game, 9, 2);
    produce(game, 8, 1);
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'offerTrade', give: { grain: 1 }, get: { lumber: 1 } });
    expect(refused(game, 0, { type: 'acceptTrade' })).toMatch(/no such player|answer/);
    must(game, 2, { type: 'declineTrade' });
    expect(refused(game, 0, { type: 'confirmTrade', with: 2 })).toMatch(/not accepted/);
    expect(refused(game, 0, { type: 'confirmTrade', with: 1 })).toMatch(/not accepted/);
    must(game, 1, { type: 'acceptTrade' });
    expect(gains(game, () => must(game, 0, { type: 'confirmTrade', with: 1 }))).toEqual([{ grain: -1, lumber: 1 }, { grain: 1, lumber: -1 }, {}]);
  });

  it('can be cancelled by the offerer, after which nobody can answer', async () => {
    const game = await table();
    produce(game, 9, 2);
    produce(game, 8, 1);
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'offerTrade', give: { grain: 1 }, get: { lumber: 1 } });
    must(game, 1, { type: 'acceptTrade' });
    must(game, 0, { type: 'cancelTrade' });
    expect(game.view().trade).toBeNull();
    expect(refused(game, 2, { type: 'acceptTrade' })).toMatch(/no open trade/);
    expect(refused(game, 0, { type: 'confirmTrade', with: 1 })).toMatch(/no open trade/);
  });

  it('refuses gifts, like-for-like trades and cards the trader does not hold', async () => {
    const game = await table();
    produce(game, 9, 2);
    produce(game, 8, 1);
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'offerTrade', give: {}, get: { lumber: 1 } })).toMatch(/give and get/);
    expect(refused(game, 0, { type: 'offerTrade', give: { ore: 2 }, get: {} })).toMatch(/give and get/);
    expect(refused(game, 0, { type: 'offerTrade', give: { ore: 2 }, get: { ore: 1 } })).toMatch(/same kind/);
    expect(refused(game, 0, { type: 'offerTrade', give: { brick: 1 }, get: { lumber: 1 } })).toMatch(/do not hold/);
    must(game, 0, { type: 'offerTrade', give: { ore: 1 }, get: { lumber: 3 } });
    expect(refused(game, 1, { type: 'acceptTrade' })).toMatch(/do not hold/); // P1 has 2 lumber
    expect(refused(game, 1, { type: 'counterTrade', give: { lumber: 3 }, get: { ore: 1 } })).toMatch(/do not hold/);
    expect(refused(game, 1, { type: 'counterTrade', give: {}, get: { ore: 1 } })).toMatch(/give and get/);
  });

  it('re-checks both hands at confirmation: the offerer spent the card, or the partner lost it to a Monopoly', async () => {
    const game = await table();
    produce(game, 8, 3); // P0: ore 6, wool 4, grain 4
    produce(game, 9, 3); // P1, P2: 3 lumber
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'monopoly' } }); // ore 5, wool 3, grain 3
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    // The offerer's own hand: offer 3 wool, then spend wool on a development card.
    must(game, 0, { type: 'offerTrade', give: { wool: 3 }, get: { lumber: 1 } });
    must(game, 1, { type: 'acceptTrade' });
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'knight' } });
    expect(refused(game, 0, { type: 'confirmTrade', with: 1 })).toMatch(/do not hold/);
    must(game, 0, { type: 'cancelTrade' });
    // The partner's hand: P2 accepts to give lumber, then P0's Monopoly takes all lumber.
    must(game, 0, { type: 'offerTrade', give: { ore: 1 }, get: { lumber: 1 } });
    must(game, 2, { type: 'acceptTrade' });
    must(game, 0, { type: 'playDevelopment', card: 'monopoly', kind: 'lumber' });
    expect(refused(game, 0, { type: 'confirmTrade', with: 2 })).toMatch(/do not hold/);
  });

  it('does not trade before the roll', async () => {
    const game = await table();
    produce(game, 8, 3);
    advanceTo(game, 0);
    expect(refused(game, 0, { type: 'offerTrade', give: { ore: 1 }, get: { lumber: 1 } })).toMatch(/phase/);
    roll(game, 0, 12);
    must(game, 0, { type: 'offerTrade', give: { ore: 1 }, get: { lumber: 1 } });
  });
});
