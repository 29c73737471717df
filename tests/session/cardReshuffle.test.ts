// A discarded progress card goes back under its deck still sealed. Dealt again with its old token
// and keys, whoever had held it would know it at once (issue 17, item 3). A seen card's return to the
// pile must re-shuffle that pile first: new positions, new ciphertexts, new keys; the old keys open
// nothing, and the audit still proves every card.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/types';
import { decodeCanonical, type Json } from '../../src/protocol/canonicalJson';
import { encodeCardBody, revealToJson, type CardMessage } from '../../src/protocol/cardBodies';
import { Fn, cardIndexOf, seededBytes, type Scalar } from '../../src/protocol/cards/index';
import { CardKeeper } from '../../src/session/cards/cardKeeper';
import { SealedCards, auditCards } from '../../src/session/cards/sealedCards';
import { getEngine } from '../helpers';

const N = 3;
const wire = (m: CardMessage): Json => decodeCanonical(encodeCardBody(m));

async function table() {
  const hands: number[][] = Array.from({ length: N }, () => []);
  const game = { heldTokens: () => hands.map((tokens) => [...tokens]), winner: () => null, publicCard: () => null } as unknown as Game;
  const cards = new SealedCards(N, (await getEngine()).progressDecks, [0, 1, 2], game, 1);
  const keepers = [0, 1, 2].map((p) => new CardKeeper(p, seededBytes(90 + p)(32), cards.ledger, seededBytes(95 + p)));
  let seq = 2;
  const post = (author: number, m: CardMessage, gameOver = false) => cards.acceptMessage(seq++, author, wire(m), gameOver);
  /** Every deal or re-shuffle step that is due, each checked by the ledger, with afterEntry as the log runs it. */
  const steps = () => {
    for (let p = cards.ledger.dueStep(); p !== null; p = cards.ledger.dueStep()) {
      expect(post(p, keepers[p].dealStep()!)).toBeNull();
      cards.afterEntry(seq - 1);
    }
  };
  const give = (holder: number, at: number) => {
    hands[holder].push(at);
    cards.afterEntry(seq++);
    const holdings = hands.map((tokens, participant) => ({ participant, tokens }));
    for (const k of keepers) for (const m of k.owedShares(holdings)) expect(post(k.me, m)).toBeNull();
    return keepers[holder].learn([at]).learnt[0]?.card;
  };
  return { cards, keepers, hands, post, steps, give, afterEntry: () => cards.afterEntry(seq++) };
}

/** Does `shares` (one per player) open token `at`'s ciphertext to any card of its deck? */
function opensToACard(cards: SealedCards, at: number, shares: readonly Scalar[]): boolean {
  const product = shares.reduce((a, b) => Fn.mul(a, b), 1n);
  return cardIndexOf(cards.ledger.table, Math.floor(at / 18), cards.ledger.ciphertext(at).multiply(Fn.inv(product))) !== null;
}

describe('a discarded card dealt again', () => {
  it('is re-shuffled into its pile first: its old keys open no card of the pile, and the audit proves the new layout', async () => {
    const { cards, keepers, hands, post, steps, give, afterEntry } = await table();
    steps(); // the deal
    const at = 4;
    const card = give(0, at)!;
    expect(card).toBeTruthy();
    const oldKeys = keepers[0].revealShares(at)!;
    expect(opensToACard(cards, at, oldKeys)).toBe(true);

    hands[0] = []; // participant 0 discards it: it goes back under the trade deck, still sealed
    afterEntry();
    expect(cards.reshuffling).toBe(true);
    expect(cards.ready).toBe(false); // nothing is drawn or played until the pile is re-shuffled
    const pile = cards.ledger.reshuffles.running!.tokens;
    expect(pile).toEqual([...Array(18).keys()]);
    steps(); // strip, mix and rekey by every participant
    expect(cards.ready).toBe(true);

    // The token and every other token of the pile: the old keys open none of them any more.
    for (const t of pile) expect(opensToACard(cards, t, oldKeys)).toBe(false);
    expect(keepers[0].cardAt(at)).toBeUndefined(); // what it knew of the token is void
    expect(cards.keysComplete(0, at)).toBe(false); // the old boxes count for nothing

    // Dealt again, each token opens with its new keys; the play of one is checked as before.
    const again = give(1, at)!;
    expect(again).toBeTruthy();
    const reveal = revealToJson(keepers[1].revealShares(at)!);
    const game = { heldTokens: () => hands.map((tokens) => [...tokens]), winner: () => null, publicCard: () => null } as unknown as Game;
    expect(cards.checkAction(99, 1, game, { type: 'playProgress', card: again, at }, reveal)).toBeNull();

    for (const p of [0, 1, 2]) expect(post(p, keepers[p].seedMessage(), true)).toBeNull();
    const audit = auditCards(cards);
    expect(audit).toMatchObject({ audited: 54, failure: null });
    const { cards: dealt, reshuffled } = cards.ledger.audit();
    expect(reshuffled.get(`${at}:1`)).toBe(again);
    // Same 18 trade cards, in a new order.
    expect(pile.map((t) => reshuffled.get(`${t}:1`)).sort()).toEqual([...dealt[0]].sort());
  });

  it("a re-shuffle step with a key other than the seed's is named by the audit", async () => {
    const { cards, keepers, hands, post, steps, give, afterEntry } = await table();
    steps();
    give(2, 40);
    hands[2] = [];
    afterEntry();
    // Participant 1 strips with its key but swaps two points (a strip step must keep positions).
    for (let p = cards.ledger.dueStep(); p !== null; p = cards.ledger.dueStep()) {
      const m = keepers[p].dealStep()!;
      if (p === 1 && m.kind === 'reshuffle' && m.round === 'strip') [m.points[0], m.points[1]] = [m.points[1], m.points[0]];
      expect(post(p, m)).toBeNull();
    }
    for (const p of [0, 1, 2]) post(p, keepers[p].seedMessage(), true);
    expect(auditCards(cards).failure?.reason).toMatch(/^card audit: reshuffle: player 1, deck 2, position 0: generation 1: strip step/);
  });
});
