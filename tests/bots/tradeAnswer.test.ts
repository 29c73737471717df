// A table bot answers only offers the engine asks it to answer, and haggles for one card more.
import { describe, expect, it } from 'vitest';
import { answerOffer } from '../../src/bots/tradeAnswer';

const ACCEPT = { type: 'acceptTrade' };
const DECLINE = { type: 'declineTrade' };
const offer = { give: { ore: 1 }, get: { lumber: 2 } };
const rolls = (...values: number[]) => () => values.shift() ?? 0.99;

describe('answerOffer', () => {
  it('does not answer an offer it is not asked about (made to another player)', () => {
    expect(answerOffer([{ type: 'buildRoad' }], offer, rolls(0))).toBeNull();
  });

  it('declines when it does not hold what is asked (accepting is not legal)', () => {
    expect(answerOffer([DECLINE], offer, rolls(0, 0))).toEqual(DECLINE);
  });

  it('accepts, counters for one more of the first offered card, or declines', () => {
    expect(answerOffer([ACCEPT, DECLINE], offer, rolls(0.1))).toEqual(ACCEPT);
    expect(answerOffer([ACCEPT, DECLINE], offer, rolls(0.9, 0.1))).toEqual({ type: 'counterTrade', give: { lumber: 2 }, get: { ore: 2 } });
    expect(answerOffer([ACCEPT, DECLINE], offer, rolls(0.9, 0.9))).toEqual(DECLINE);
  });
});
