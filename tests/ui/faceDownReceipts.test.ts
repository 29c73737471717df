// Cards handed to this page's player face down are read once their keys come, entries later: the log
// then names what it got (issue 36), if its hand gained exactly that; nothing while a card is unread.
import { afterEach, describe, expect, it } from 'vitest';
import type { View } from '../../src/engine/types';
import { FaceDownReceipts } from '../../src/ui/faceDownReceipts';
import { setLanguage } from '../../src/ui/i18n';

const NAMES = ['Anna', 'Ben', 'Cem', 'Dora'];
const name = (seat: number) => NAMES[seat];

/** Seat 0's view: its public cards, its sealed count and the sealed kinds it has read. */
const view = (hand: Record<string, number>, sealedCards: number, sealedKnown: Record<string, number>) =>
  ({ players: [{ hand, sealedCards, sealedKnown }, {}, {}, {}] }) as unknown as View;

afterEach(() => setLanguage('en'));

describe('face-down receipts', () => {
  it('tell the gift once its cards are read, from every giver', async () => {
    const r = new FaceDownReceipts();
    r.received({ kind: 'gift', from: 1, to: 0, count: 2 }, 0, view({ brick: 1 }, 1, { ore: 1 }));
    expect(r.read(view({ brick: 1 }, 3, { ore: 1 }), 0, name)).toBeNull(); // two cards unread
    r.received({ kind: 'gift', from: 3, to: 0, count: 2 }, 0, view({ brick: 1 }, 3, { ore: 1 }));
    expect(r.read(view({ brick: 1 }, 5, { ore: 2, wool: 1 }), 0, name)).toBeNull();
    expect(r.read(view({ brick: 1 }, 5, { ore: 2, wool: 2, coin: 1 }), 0, name)).toEqual({
      text: 'You read the 4 cards Ben and Dora handed you face down: 2 wool, 1 ore, 1 coin',
      kind: 'trade',
      seat: 0,
    });
    expect(r.read(view({ brick: 1 }, 5, { ore: 2, wool: 2, coin: 1 }), 0, name)).toBeNull(); // told once
    await setLanguage('de');
    const again = new FaceDownReceipts();
    again.received({ kind: 'offer', from: 2, to: 0, count: 1 }, 0, view({}, 0, {}));
    expect(again.read(view({}, 1, { grain: 1 }), 0, name)?.text).toBe('Die Karte, die du verdeckt bekommen hast (Cem), ist: 1 Getreide');
  });

  it('tell what left the hand once it has read its tokens anew (a take from it, a gift a stand-in made)', () => {
    const r = new FaceDownReceipts();
    r.received({ kind: 'take', from: 0, to: 2, count: 2 }, 0, view({}, 4, { ore: 2, wool: 1, grain: 1 }));
    expect(r.read(view({}, 2, {}), 0, name)).toBeNull(); // it forgot its kinds: nothing read yet
    expect(r.read(view({}, 2, { grain: 1, wool: 1 }), 0, name)).toEqual({
      text: 'The 2 cards that went face down from your hand to Cem: 2 ore',
      kind: 'trade',
      seat: 0,
    });
  });

  it('say nothing when the hand moved otherwise meanwhile, or for another seat', () => {
    const r = new FaceDownReceipts();
    r.received({ kind: 'offer', from: 2, to: 0, count: 1 }, 0, view({ ore: 2 }, 0, {}));
    expect(r.read(view({ ore: 1 }, 1, { grain: 1 }), 0, name)).toBeNull(); // an ore left the hand too
    expect(r.read(view({ ore: 1 }, 1, { grain: 1 }), 0, name)).toBeNull(); // and it is dropped, not retried
    r.received({ kind: 'gift', from: 2, to: 1, count: 2 }, 0, view({}, 0, {}));
    r.received({ kind: 'reply', from: 2, to: 0, count: 1 }, -1, view({}, 0, {}));
    expect(r.read(view({}, 2, { ore: 2 }), 0, name)).toBeNull();
    // cards in and out at once cannot be told apart
    r.received({ kind: 'offer', from: 2, to: 0, count: 1 }, 0, view({ ore: 1 }, 0, {}));
    r.received({ kind: 'reply', from: 0, to: 2, count: 1 }, 0, view({ ore: 1 }, 1, {}));
    expect(r.read(view({}, 1, { grain: 1 }), 0, name)).toBeNull();
  });
});
