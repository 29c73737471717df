// The end-of-game audit: with every seed published, anyone recomputes every step of the deal and
// every boxed share. Checks run in protocol order (seeds, pass 1 by seat, pass 2 by seat, final), so
// the error names the first step that went wrong, which is the seat to blame.
import { CardError } from './errors.js';
import { type CardTable, canonicalDecks, cardIndexOf, checkDecksShape, type DeckShape, type Decks, shapeOf } from './encoding.js';
import { Fn, Point, pointToHex, productOf } from './group.js';
import { timesScalar } from './multiply.js';
import { boxKeyPair, type PlayerPublic, deriveSecrets, type PlayerSecrets, secretsShape, seedMismatch } from './secrets.js';
import { disputeKey, openShareWithKey, shareMatches } from './shares.js';
import type { Pass2Output } from './shuffle.js';
import { addPass2Claims } from './batchPass2.js';
import { ClaimBatch } from './claimBatch.js';

/** Everything published during the deal, seat order throughout. */
export interface CardTranscript {
  players: readonly PlayerPublic[];
  pass1: readonly Decks[];
  pass2: readonly Pass2Output[];
}

function checkSeeds(transcript: CardTranscript, seeds: readonly Uint8Array[], shape: DeckShape): PlayerSecrets[] {
  const n = transcript.players.length;
  if (seeds.length !== n) throw new CardError('shape', null, null, null, `${seeds.length} seeds for ${n} players`);
  return seeds.map((seed, i) => {
    const wrong = seedMismatch(seed, transcript.players[i]);
    if (wrong) throw new CardError('seed', i, null, null, `published seed does not match the announced ${wrong}`);
    return deriveSecrets(seed, shape);
  });
}

/**
 * Multiset equality by canonical encoding: the published deck must be a_d·previous in some order.
 * Returns, for every published position, the canonical copy it holds (`origin` gives the previous
 * deck's): the matching the check finds is the shuffle, so the audit need not decrypt the deal.
 */
function checkPass1(player: number, previous: Decks, published: Decks, secrets: PlayerSecrets, origin: readonly number[][]): number[][] {
  checkDecksShape(published, 'pass1', player, secretsShape(secrets));
  return published.map((deck, d) => {
    const unused = new Map<string, number[]>();
    timesScalar(previous[d], secrets.shuffle[d]).forEach((key, j) => {
      const list = unused.get(key);
      if (list) list.push(j);
      else unused.set(key, [j]);
    });
    return deck.map((p, k) => {
      const j = unused.get(pointToHex(p))?.pop();
      if (j === undefined) throw new CardError('pass1', player, d, k, 'point is not a_d times an unused point of the previous deck');
      return origin[d][j];
    });
  });
}

function checkPass2(player: number, previous: Decks, published: Pass2Output, secrets: PlayerSecrets): void {
  checkDecksShape(published.decks, 'pass2', player, secretsShape(secrets));
  checkDecksShape(published.commitments, 'pass2', player, secretsShape(secrets));
  published.decks.forEach((deck, d) => {
    const aInv = Fn.inv(secrets.shuffle[d]);
    deck.forEach((p, k) => {
      const b = secrets.keys[d][k];
      if (!published.commitments[d][k].equals(Point.BASE.multiplyUnsafe(b))) {
        throw new CardError('pass2', player, d, k, 'commitment is not b_{d,k}·G for the published seed');
      }
      if (!p.equals(previous[d][k].multiplyUnsafe(Fn.mul(aInv, b)))) {
        throw new CardError('pass2', player, d, k, 'point is not (a_d^-1 b_{d,k}) times the previous point');
      }
    });
  });
}

/**
 * Checks the whole deal and returns the name at every final position (cards[d][k]). Throws the first
 * CardError in protocol order.
 */
export function auditDeal(table: CardTable, transcript: CardTranscript, seeds: readonly Uint8Array[]): string[][] {
  const n = transcript.players.length;
  if (transcript.pass1.length !== n || transcript.pass2.length !== n) {
    throw new CardError('shape', null, null, null, `need one pass-1 and one pass-2 message per player (${n})`);
  }
  const secrets = checkSeeds(transcript, seeds, shapeOf(table));
  let previous = canonicalDecks(table);
  let origin = previous.map((deck) => deck.map((_, k) => k));
  for (let i = 0; i < n; i++) {
    origin = checkPass1(i, previous, transcript.pass1[i], secrets[i], origin);
    previous = transcript.pass1[i];
  }
  // All pass-2 claims and every final position's card at once (claimBatch.ts); one by one only when
  // that fails, to name the first bad step.
  const batch = new ClaimBatch();
  if (
    n > 0 &&
    addPass2Claims(batch, previous, transcript.pass2, secrets) &&
    addFinalClaims(batch, table, transcript.pass2[n - 1].decks, origin, secrets) &&
    batch.holds()
  ) {
    return origin.map((deck, d) => deck.map((index) => table.contents[d][index]));
  }
  for (let i = 0; i < n; i++) {
    checkPass2(i, previous, transcript.pass2[i], secrets[i]);
    previous = transcript.pass2[i].decks;
  }
  return previous.map((deck, d) => {
    const seen = new Set<number>();
    return deck.map((c, k) => {
      const key = productOf(secrets.map((s) => s.keys[d][k]));
      const index = cardIndexOf(table, d, c.multiplyUnsafe(Fn.inv(key)));
      if (index === null) throw new CardError('final', null, d, k, 'position does not decrypt to a card of this deck');
      if (seen.has(index)) throw new CardError('final', null, d, k, `copy ${index} appears twice`);
      seen.add(index);
      return table.contents[d][index];
    });
  });
}

/**
 * The final claims: position k of deck d is its canonical copy origin[d][k] under every player's key
 * (C_k = (Π_i b_{i,d,k})·card). Implied by the step checks; kept so a bug in them cannot let a broken
 * deck through, and so the names returned are proved, not only inferred from the pass-1 matching.
 */
function addFinalClaims(batch: ClaimBatch, table: CardTable, final: Decks, origin: readonly number[][], secrets: readonly PlayerSecrets[]): boolean {
  if (!Array.isArray(final) || final.length !== origin.length) return false;
  for (let d = 0; d < origin.length; d++) {
    if (new Set(origin[d]).size !== origin[d].length) return false;
    for (let k = 0; k < origin[d].length; k++) {
      batch.scaled(final[d][k], productOf(secrets.map((s) => s.keys[d][k])), table.points[d][origin[d][k]]);
    }
  }
  return true;
}

/** One boxed share as it travelled: who sent it to whom, for which slot. */
export interface SentShare {
  from: number;
  to: number;
  /** Whose key the box holds, when the sender forwards one it received (a Spy's look); default `from`. */
  owner?: number;
  deck: number;
  position: number;
  sealed: Uint8Array;
  /** The owner's commitment the key must match, when not the deal's (a token re-shuffled since: reshuffle.ts). */
  commitment?: Point;
}

/**
 * Opens every share box with the recipients' published seeds and checks each share against the
 * sender's commitment, so a wrong share that was only ever sent privately is still caught. A box that
 * does not open, names another slot, or holds a wrong key blames the sender; a recipient seed that does
 * not match its announced box key blames the recipient.
 */
export function auditShareBoxes(transcript: CardTranscript, seeds: readonly Uint8Array[], sent: readonly SentShare[]): void {
  // Every key against its commitment as one batch of claims; one by one only when something fails,
  // so the error is the first in the order the boxes were sent.
  const batch = new ClaimBatch();
  try {
    openEveryBox(transcript, seeds, sent, (scalar, commitment) => (batch.committed(commitment, scalar), true));
    if (batch.holds()) return;
  } catch (e) {
    if (!(e instanceof CardError)) throw e;
  }
  openEveryBox(transcript, seeds, sent, shareMatches);
}

function openEveryBox(
  transcript: CardTranscript,
  seeds: readonly Uint8Array[],
  sent: readonly SentShare[],
  matches: (scalar: bigint, commitment: Point) => boolean,
): void {
  const n = transcript.players.length;
  if (seeds.length !== n) throw new CardError('shape', null, null, null, `${seeds.length} seeds for ${n} players`);
  const boxSecret = new Map<number, Uint8Array>();
  const sharedKeys = new Map<string, Uint8Array>();
  for (const s of sent) {
    const { from, to, deck, position } = s;
    if (![from, to].every((p) => Number.isInteger(p) && p >= 0 && p < n) || from === to) {
      throw new CardError('shape', null, deck, position, `bad sender ${from} or recipient ${to}`);
    }
    if (!boxSecret.has(to)) {
      const wrong = seedMismatch(seeds[to], transcript.players[to]);
      if (wrong) throw new CardError('seed', to, null, null, `published seed does not match the announced ${wrong}`);
      boxSecret.set(to, boxKeyPair(seeds[to]).secretKey);
    }
    const pair = `${from}>${to}`;
    let shared = sharedKeys.get(pair);
    if (!shared) {
      shared = disputeKey(transcript.players[from].boxPublicKey, boxSecret.get(to)!);
      sharedKeys.set(pair, shared);
    }
    const share = openShareWithKey(s.sealed, shared);
    if (!share) throw new CardError('share', from, deck, position, `box to player ${to} does not open to a share`);
    if (share.deck !== deck || share.position !== position) {
      throw new CardError('share', from, deck, position, `box to player ${to} holds the share for deck ${share.deck} position ${share.position}`);
    }
    const owner = s.owner ?? from;
    const commitment = s.commitment ?? transcript.pass2[owner]?.commitments[deck]?.[position];
    if (!commitment) throw new CardError('shape', from, deck, position, 'no commitment for this slot');
    // A wrong key in the box is the sender's fault, whoever's key it claims to be.
    if (!matches(share.scalar, commitment))
      throw new CardError('share', from, deck, position, `box to player ${to} holds a key that does not match player ${owner}'s commitment`);
  }
}
