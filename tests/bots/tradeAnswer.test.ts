// A bot answers a person's offer by what it is worth to it: it accepts a deal that helps its next build,
// declines one that breaks it, haggles when a smaller deal would suit it, and never trades with a
// player one build from winning.
import { describe, expect, it } from 'vitest';
import { answerOffer, counterOffers, tradeWorth } from '../../src/bots/tradeAnswer';
import type { View } from '../../src/engine/types';
import { positionAfter } from './positions';

const ACCEPT = { type: 'acceptTrade' };
const DECLINE = { type: 'declineTrade' };
const ANSWERS = [ACCEPT, DECLINE];
const EMPTY = { brick: 0, lumber: 0, wool: 0, grain: 0, ore: 0 };

/** Seat 0's view of a base game in its main phase, holding `hand`. */
async function holding(hand: Record<string, number>): Promise<View> {
  const view = structuredClone((await positionAfter('base', 150, 5)).view(0));
  view.players[0].hand = { ...EMPTY, ...hand };
  view.players[0].cardCount = Object.values(hand).reduce((a, b) => a + b, 0);
  return view;
}

describe('answerOffer', () => {
  it('does not answer an offer it is not asked about (made to another player)', async () => {
    const view = await holding({ ore: 2, grain: 2, wool: 2 });
    expect(answerOffer([{ type: 'buildRoad' }], { from: 1, give: { ore: 1 }, get: { wool: 1 } }, view, 0)).toBeNull();
  });

  it('accepts the card that completes a city for a spare one', async () => {
    const view = await holding({ ore: 2, grain: 2, wool: 2 });
    expect(answerOffer(ANSWERS, { from: 1, give: { ore: 1 }, get: { wool: 1 } }, view, 0)).toEqual(ACCEPT);
  });

  it('declines to give away a card of the city it can already pay for, even for two', async () => {
    const view = await holding({ ore: 3, grain: 2 });
    const offer = { from: 1, give: { wool: 1 }, get: { ore: 1 } };
    expect(tradeWorth(view, 0, { ore: 1 }, { wool: 2 })).toBeLessThan(0);
    expect(answerOffer(ANSWERS, offer, view, 0)).toEqual(DECLINE);
  });

  it('counters a two-for-one it does not want with the one-for-one it does', async () => {
    const view = await holding({ wool: 3, lumber: 1 });
    const offer = { from: 1, give: { brick: 1 }, get: { wool: 2 } };
    expect(counterOffers(offer)).toContainEqual({ give: { wool: 1 }, get: { brick: 1 } });
    expect(answerOffer(ANSWERS, offer, view, 0)).toEqual({ type: 'counterTrade', give: { wool: 1 }, get: { brick: 1 } });
  });

  it('never trades with a player one build away from the win', async () => {
    const view = await holding({ ore: 2, grain: 2, wool: 2 });
    const offer = { from: 1, give: { ore: 1 }, get: { wool: 1 } };
    view.players[1].developmentCount = 0;
    view.players[1].vp = 7;
    expect(answerOffer(ANSWERS, offer, view, 0)).toEqual(ACCEPT);
    view.players[1].vp = 8;
    expect(answerOffer(ANSWERS, offer, view, 0)).toEqual(DECLINE);
    // a base game's unplayed development cards may be victory points
    view.players[1].vp = 7;
    view.players[1].developmentCount = 1;
    expect(answerOffer(ANSWERS, offer, view, 0)).toEqual(DECLINE);
  });

  it('declines what it cannot pay for, and counters only with cards it holds', async () => {
    const view = await holding({ grain: 1 });
    expect(answerOffer([DECLINE], { from: 1, give: { ore: 1 }, get: { wool: 1 } }, view, 0)).toEqual(DECLINE);
  });
});
