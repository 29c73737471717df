// The priority bot's own choice of cards handed over face down (issue 36): with sealed hands its replica
// lists the kind-based intents beside the bare face-down forms; it gives what it needs least, takes what
// it needs most for what it saves for, and plays a bare form only when no intent is listed.
import { describe, expect, it } from 'vitest';
import type { Action, View } from '../../src/engine/types';
import { heuristicStrategy } from '../../src/bots/strategy';
import { cardChoiceRank, giveCost, takeGain } from '../../src/bots/cardChoice';

const CITY = { grain: 2, ore: 3 };

/** Seat 0 of a sealed-hands C&K game saving for a city (a settlement to raise, ore and grain near). */
function view(hand: Record<string, number>, sealedKnown: Record<string, number> = {}): View {
  const me = {
    hand,
    sealedCards: Object.values(sealedKnown).reduce((a, b) => a + b, 0),
    sealedKnown,
    settlements: [[1, 2]],
    cities: [],
    piecesLeft: { settlements: 3, cities: 4 },
  };
  return {
    mode: 'ck',
    playerCount: 4,
    turn: 12,
    currentPlayer: 1,
    players: [me, { sealedCards: 4 }, { sealedCards: 0 }, { sealedCards: 1 }],
  } as unknown as View;
}

const choose = (actions: Action[], v: View) => heuristicStrategy().choose(actions, v, 0, () => 0.99);

describe('the priority bot hands over face down', () => {
  it('the gift it needs least, counting the sealed cards it has read', () => {
    const v = view({ ore: 2, grain: 1, wool: 0, cloth: 0 }, { wool: 2, ore: 1 });
    const gifts: Action[] = [
      { type: 'giveCards' },
      { type: 'giveCards', cards: { ore: 2 } },
      { type: 'giveCards', cards: { ore: 1, wool: 1 } },
      { type: 'giveCards', cards: { wool: 2 } },
      { type: 'giveCards', cards: { grain: 1, wool: 1 } },
    ];
    expect(choose(gifts, v)).toEqual({ type: 'giveCards', cards: { wool: 2 } });
  });

  it('the take it needs most from the hand it looked at', () => {
    const v = view({ ore: 2, grain: 2 });
    const takes: Action[] = [
      { type: 'takeCards' },
      { type: 'takeCards', take: { wool: 2 } },
      { type: 'takeCards', take: { ore: 1, wool: 1 } },
      { type: 'takeCards', take: { brick: 1, coin: 1 } },
    ];
    expect(choose(takes, v)).toEqual({ type: 'takeCards', take: { ore: 1, wool: 1 } });
    expect(choose([{ type: 'takeCards' }, { type: 'takeCards', take: { wool: 2 } }], v)).toEqual({ type: 'takeCards', take: { wool: 2 } });
  });

  it('a surplus resource to a Commercial Harbor offer, and back the commodity it holds most of', () => {
    const v = view({ ore: 3, grain: 2, lumber: 2, cloth: 1, paper: 2 });
    const offers: Action[] = [
      { type: 'commercialHarborOffer', player: 1 },
      { type: 'commercialHarborOffer', player: 1, kind: 'ore' },
      { type: 'commercialHarborOffer', player: 1, kind: 'lumber' },
      { type: 'commercialHarborOffer', player: 1, kind: 'grain' },
    ];
    expect(choose(offers, v)).toEqual({ type: 'commercialHarborOffer', player: 1, kind: 'lumber' });
    const replies: Action[] = [
      { type: 'commercialHarborReply', faceDown: true },
      { type: 'commercialHarborReply', kind: 'cloth' },
      { type: 'commercialHarborReply', kind: 'paper' },
    ];
    expect(choose(replies, v)).toEqual({ type: 'commercialHarborReply', kind: 'paper' });
  });

  it('a bare form only when no intent is listed (its sealed cards not read yet)', () => {
    expect(choose([{ type: 'giveCards' }], view({}, {}))).toEqual({ type: 'giveCards' });
    expect(cardChoiceRank({ type: 'giveCards' }, {}, CITY)).toBe(0);
    expect(cardChoiceRank({ type: 'commercialHarborReply' }, {}, CITY)).toBeNull(); // no commodity: no cards chosen
    expect(cardChoiceRank({ type: 'buildRoad', edge: [1, 2] }, {}, CITY)).toBeNull();
  });

  it('weighs a card by what the goal still needs', () => {
    expect(giveCost({ ore: 1 }, { ore: 4 }, CITY)).toBeLessThan(giveCost({ ore: 1 }, { ore: 3 }, CITY));
    expect(takeGain({ ore: 1 }, { ore: 2 }, CITY)).toBeGreaterThan(takeGain({ ore: 1 }, { ore: 3 }, CITY));
    expect(takeGain({ coin: 1 }, {}, CITY)).toBeGreaterThan(takeGain({ wool: 1 }, {}, CITY)); // a commodity over a surplus resource
  });
});
