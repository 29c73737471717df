// The log rules for sealed cards, on a stand-in game: a hidden card's play must carry keys that open
// it to the card claimed, and the audit names a participant who acted while hiding a victory card.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/types';
import { decodeCanonical, type Json } from '../../src/protocol/canonicalJson';
import { encodeCardBody, revealToJson, type CardMessage } from '../../src/protocol/cardBodies';
import { seededBytes } from '../../src/protocol/cards/index';
import { CardKeeper } from '../../src/session/cards/cardKeeper';
import { SealedCards, auditCards } from '../../src/session/cards/sealedCards';
import { getEngine } from '../helpers';

const N = 3;
const wire = (m: CardMessage): Json => decodeCanonical(encodeCardBody(m));

/** A game in which seat s holds `hands[s]` (tokens) and no card is public. */
function standIn(hands: number[][]): Game {
  return { heldTokens: () => hands.map((tokens) => [...tokens]), winner: () => null, publicCard: () => null } as unknown as Game;
}

/** Dealt and audited up front, so the test can pick a token by its card. */
async function table() {
  const cards = new SealedCards(N, (await getEngine()).progressDecks, [0, 1, 2]);
  const keepers = [0, 1, 2].map((p) => new CardKeeper(p, seededBytes(50 + p)(32), cards.ledger, seededBytes(60 + p)));
  let seq = 1;
  for (let step = 0; step < 3 * N; step++) {
    const k = keepers.find((x) => x.dealStep())!;
    expect(cards.acceptMessage(seq++, k.me, wire(k.dealStep()!), false)).toBeNull();
  }
  // Seeds before play only to learn the layout here; in a game they come at the end.
  for (const k of keepers) expect(cards.acceptMessage(seq++, k.me, wire(k.seedMessage()), true)).toBeNull();
  const layout = cards.ledger.audit().cards;
  const tokenOf = (card: string) => layout.flat().indexOf(card);
  const give = (holder: number, at: number) => {
    for (const k of keepers) for (const m of k.owedShares([{ participant: holder, tokens: [at] }])) cards.acceptMessage(seq++, k.me, wire(m), false);
    keepers[holder].learn([at]);
  };
  return { cards, keepers, layout, tokenOf, give };
}

describe('sealed cards in the log rules', () => {
  it('a hidden card is played only with keys that open it to the card claimed', async () => {
    const { cards, keepers, tokenOf, give } = await table();
    const at = tokenOf('bishop');
    give(1, at);
    const game = standIn([[], [at], []]);
    const shares = revealToJson(keepers[1].revealShares(at)!);
    expect(cards.checkAction(20, 1, game, { type: 'playProgress', card: 'bishop', hex: 4, at }, undefined)).toMatch(/needs the keys/);
    expect(cards.checkAction(20, 1, game, { type: 'playProgress', card: 'spy', player: 0, at }, shares)).toMatch(/holds bishop, not spy/);
    expect(cards.checkAction(20, 1, game, { type: 'playProgress', card: 'bishop', hex: 4, at }, shares)).toBeNull();
    expect(cards.checkAction(20, 1, game, { type: 'endTurn' }, shares)).toMatch(/only a play of a hidden card/);
  });

  it('the audit names the entry where a player acted while keeping a victory point card hidden', async () => {
    const { cards, layout, tokenOf, give } = await table();
    const at = tokenOf('constitution');
    give(2, at);
    const game = standIn([[], [], [at]]);
    expect(cards.checkAction(30, 2, game, { type: 'endTurn' }, undefined)).toBeNull();
    cards.recordAction();
    expect(cards.hiddenVictoryCards(layout)).toEqual([
      { entry: 30, reason: `entry 30: participant 2 acted while keeping its constitution (token ${at}) hidden` },
    ]);
    expect(auditCards(cards).failure?.entry).toBe(30);
  });

  it('revealing the victory card at once is no offence', async () => {
    const { cards, keepers, layout, tokenOf, give } = await table();
    const at = tokenOf('printer');
    give(0, at);
    const reveal = revealToJson(keepers[0].revealShares(at)!);
    expect(cards.checkAction(40, 0, standIn([[at], [], []]), { type: 'playProgress', card: 'printer', at }, reveal)).toBeNull();
    cards.recordAction();
    expect(cards.hiddenVictoryCards(layout)).toEqual([]);
    const result = auditCards(cards);
    expect(result.failure).toBeNull();
    expect(result.audited).toBe(54);
  });
});
