// Issue 40, found by the soak (seeds 1048 and 1079 of the long run): a player acted while a victory
// point card it had just learnt was still unrevealed, and the end-of-game card audit condemned the
// game ("participant 2 acted while keeping its constitution hidden"). The entry that let it reveal
// the card (its last key, or its turn) was accepted but not yet saved (the soak's store takes a few
// milliseconds); its bot, thinking at that moment, signed a move onto that entry, and the card duty,
// which runs once the entry is saved, found a submission already on its way and revealed the card
// only after the move. Here the player moves in exactly that window; the replica must reveal first.
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
import { decodeCanonical, isRecord } from '../../src/protocol/canonicalJson.js';
import { isCardBody } from '../../src/protocol/cardBodies.js';
import { seededBytes } from '../../src/protocol/cards/index.js';
import { decodeEntry } from '../../src/protocol/entry.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { CardKeeper, cardSeedOf } from '../../src/session/cards/cardKeeper.js';
import { VICTORY_CARDS } from '../../src/session/cards/sealedCards.js';
import { sharedEngine } from '../session/logBuilder.js';

/** Participant p's first own move (an action that is not a card message) after entry `seq`. */
function firstMoveAfter(log: readonly Uint8Array[], seq: number, p: number): Record<string, unknown> | null {
  for (let s = seq + 1; s < log.length; s++) {
    const e = decodeEntry(log[s]);
    if (e.kind !== 'action' || e.author !== p) continue;
    const body = decodeCanonical(e.body);
    if (isCardBody(body)) continue;
    return isRecord(body) && isRecord(body.action) ? (body.action as Record<string, unknown>) : null;
  }
  return null;
}

describe('a victory card learnt while its entry is being saved', () => {
  it('is revealed before any move its holder makes in that moment', async () => {
    const t = new Table({ engine: await sharedEngine(), players: 3, mode: 'ck', seed: 9, sign: fastSign, verify: fastVerify, faults: { delayMs: [1, 10] } });
    await t.open();
    let moved: { seq: number; p: number; at: number } | null = null;
    t.seats.forEach((seat, p) => {
      let keeper: CardKeeper | null = null;
      const append = seat.store.append.bind(seat.store);
      seat.store.append = async (seq, bytes) => {
        const replica = seat.replica;
        const { cards, game } = replica.replay;
        if (!moved && cards?.ready && game) {
          // the test reads p's cards as p's replica does (its card seed comes from its identity)
          keeper ??= new CardKeeper(p, cardSeedOf(seat.identity.keyPair.secretKey.slice(0, 32)), cards.ledger, seededBytes(p));
          const mine = cards.hands().find((h) => h.participant === p)?.tokens ?? [];
          keeper.learn(mine);
          const victory = mine.find((at) => VICTORY_CARDS.has(keeper!.cardAt(at) ?? '') && game.publicCard(at) === null);
          const move = replica.legalActions().find((a) => a.type !== 'playProgress');
          // p moves while the entry that lets it reveal the card (its last key, or its turn) is accepted but not yet saved
          if (victory !== undefined && move && !replica.awaitingSubmission) {
            replica.act(move);
            moved = { seq, p, at: victory };
          }
        }
        await new Promise<void>((saved) => t.clock.setTimer(2, saved));
        return append(seq, bytes);
      };
    });
    await t.run(() => (moved !== null && t.log.length > moved.seq + 8) || t.settled());
    expect(moved).not.toBeNull();
    expect(firstMoveAfter(t.log, moved!.seq, moved!.p)).toMatchObject({ type: 'playProgress', at: moved!.at });
    expect(t.seats[moved!.p].replica.rejections.value.at(-1)?.reason).toMatch(/is revealed first/);
    t.close();
  }, 120_000);
});
