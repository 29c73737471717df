// The log's lines for cards handed over face down (issue 36): every page reads who gave whom how many;
// only the two parties' pages name the kinds, and only what their own hand shows moving. In English
// and in German.
import { afterEach, describe, expect, it } from 'vitest';
import type { Action, View } from '../../src/engine/types';
import { faceDownLine, faceDownMove, kindsSeen, type FaceDownMove } from '../../src/ui/faceDownWords';
import { narrate } from '../../src/ui/narrate';
import { MISSING, setLanguage } from '../../src/ui/i18n';

const NAMES = ['Anna', 'Ben', 'Cem', 'Dora'];
const name = (seat: number) => NAMES[seat];

type Hand = Record<string, number>;
/** A sealed-hands C&K view as seat `me`'s page sees it: its own hand (public and sealed cards it has read), counts for the others. */
function view(me: number, mine: { hand: Hand; sealedKnown?: Hand }, extra: Partial<View> = {}): View {
  const players = NAMES.map((_, seat) =>
    seat === me ? { hand: mine.hand, sealedKnown: mine.sealedKnown ?? {}, sealedCards: 3 } : { hand: null, sealedCards: 3, cardCount: 5 },
  );
  return {
    mode: 'ck',
    playerCount: 4,
    turn: 20,
    currentPlayer: 0,
    phase: 'main',
    winner: null,
    board: { hexes: [], harbors: [] },
    awaiting: [],
    players,
    ...extra,
  } as View;
}

const text = (m: FaceDownMove, me: number, kinds: Hand | null) => faceDownLine(m, me, name, kinds).text;

afterEach(() => setLanguage('en'));

describe('face-down moves in the log', () => {
  const gift: FaceDownMove = { kind: 'gift', from: 2, to: 0, count: 2 };
  const take: FaceDownMove = { kind: 'take', from: 3, to: 0, count: 2 };
  const offer: FaceDownMove = { kind: 'offer', from: 0, to: 1, count: 1 };
  const reply: FaceDownMove = { kind: 'reply', from: 1, to: 0, count: 1 };
  const none: FaceDownMove = { kind: 'none', from: 1, to: 0, count: 1 };
  const kinds = { ore: 1, wool: 1 };

  it('names the kinds to the parties only', () => {
    expect(text(gift, 1, kinds)).toBe('Cem gave Anna 2 cards face down');
    expect(text(gift, 2, kinds)).toBe('You gave Anna 2 cards face down: 1 wool, 1 ore');
    expect(text(gift, 0, null)).toBe('Cem gave you 2 cards face down');
    expect(text(take, 1, kinds)).toBe("Anna took 2 cards from Dora's hand face down");
    expect(text(take, 0, kinds)).toBe("You took 2 cards from Dora's hand: 1 wool, 1 ore");
    expect(text(take, 3, kinds)).toBe('Anna took 2 cards from your hand: 1 wool, 1 ore');
    expect(text(offer, 2, { grain: 1 })).toBe('Anna offered Ben a resource face down');
    expect(text(offer, 0, { grain: 1 })).toBe('You offered Ben a resource face down: 1 grain');
    expect(text(offer, 1, null)).toBe('Anna offered you a resource face down');
    expect(text(reply, 3, { cloth: 1 })).toBe('Ben gave Anna a commodity back face down');
    expect(text(reply, 1, { cloth: 1 })).toBe('You gave Anna a commodity back face down: 1 cloth');
    expect(text(none, 2, null)).toBe("Ben has no commodity: Anna's resource goes back");
    expect(text(none, 0, null)).toBe('Ben has no commodity: your resource comes back');
    expect(faceDownLine(take, 2, name, null).seat).toBe(0); // the chooser's line
  });

  it('reads in German, with no message missing', async () => {
    await setLanguage('de');
    expect(text(gift, 1, kinds)).toBe('Cem: 2 Karten verdeckt an Anna gegeben');
    expect(text(gift, 2, kinds)).toBe('Du hast Anna 2 Karten verdeckt gegeben: 1 Wolle, 1 Erz');
    expect(text(take, 3, kinds)).toBe('Anna hat 2 Karten aus deiner Hand genommen: 1 Wolle, 1 Erz');
    for (const m of [gift, take, offer, reply, none]) {
      for (const me of [0, 1, 2, 3]) expect(text(m, me, kinds)).not.toContain(MISSING);
    }
  });

  it('reads the move off the face-down actions only', () => {
    const before = view(
      2,
      { hand: { ore: 1 }, sealedKnown: { wool: 1, ore: 1 } },
      { players: [{ sealedCards: 1 }, { sealedCards: 0 }, { sealedCards: 3, owed: 2 }, {}] },
    );
    expect(faceDownMove({ type: 'giveCards' }, 2, before)).toEqual(gift);
    expect(faceDownMove({ type: 'giveCards', cards: { ore: 2 } }, 2, before)).toBeNull(); // an open game's gift names its cards
    const looking = view(0, { hand: {} }, { decision: { kind: 'takeCards', player: 0, target: 3, count: 2 } });
    expect(faceDownMove({ type: 'takeCards' }, 0, looking)).toEqual(take);
    expect(faceDownMove({ type: 'commercialHarborOffer', player: 1 }, 0, before)).toEqual(offer);
    expect(faceDownMove({ type: 'commercialHarborOffer', player: 1, kind: 'grain' }, 0, before)).toBeNull();
    expect(faceDownMove({ type: 'commercialHarborReply', faceDown: true }, 1, before)).toEqual(reply);
    expect(faceDownMove({ type: 'commercialHarborReply' }, 1, before)).toEqual(none);
    const open = { ...before, players: before.players.map(() => ({ hand: {} })) };
    expect(faceDownMove({ type: 'commercialHarborReply' }, 1, open)).toBeNull(); // an open game's "no commodity": told as before
  });

  it("takes the kinds from the page's own hand, only when they are exactly the move's cards", () => {
    const before = view(2, { hand: { ore: 1 }, sealedKnown: { wool: 1, ore: 1 } });
    const after = view(2, { hand: {}, sealedKnown: { wool: 0, ore: 1 } });
    expect(kindsSeen(gift, before, after, 2)).toEqual({ ore: 1, wool: 1 });
    expect(kindsSeen(gift, before, view(2, { hand: {}, sealedKnown: { wool: 1, ore: 1 } }), 2)).toBeNull(); // one card seen leave: not the move's 2
    expect(kindsSeen(gift, before, after, 1)).toBeNull(); // not a party
    // the receiver reads its cards once their keys come: nothing gained yet, nothing named
    expect(kindsSeen(gift, view(0, { hand: { brick: 1 } }), view(0, { hand: { brick: 1 } }), 0)).toBeNull();
    // the taker read the looked hand: it gains the kinds at once
    expect(kindsSeen(take, view(0, { hand: { brick: 1 } }), view(0, { hand: { brick: 1 }, sealedKnown: { grain: 2 } }), 0)).toEqual({ grain: 2 });
    // a hand that moved both ways is not this move alone
    expect(kindsSeen(take, view(0, { hand: { brick: 1 } }), view(0, { hand: {}, sealedKnown: { grain: 2, ore: 1 } }), 0)).toBeNull();
  });

  it('is what the narrator says for a face-down action, and only the parties read kinds', () => {
    const before = view(2, { hand: { ore: 1 }, sealedKnown: { wool: 1 } }, {});
    before.players[2].owed = 2;
    const after = view(2, { hand: {}, sealedKnown: {} });
    const line = (a: Action, me: number, b: View, c: View) => narrate(a, 2, b, c, name, me)[0].text;
    expect(line({ type: 'giveCards' }, 2, before, after)).toBe('You gave Anna 2 cards face down: 1 wool, 1 ore');
    const others = view(1, { hand: { grain: 3 } }, {});
    others.players[2].owed = 2;
    expect(line({ type: 'giveCards' }, 1, others, others)).toBe('Cem gave Anna 2 cards face down');
    expect(line({ type: 'giveCards', cards: { ore: 1, wool: 1 } }, 1, others, others)).toBe('Cem gave 2 cards to Anna');
  });
});
