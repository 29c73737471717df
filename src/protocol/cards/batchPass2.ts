// The audit's pass-2 checks, all players and decks at once. Pass 2 claims, for every player i, deck d
// and position k (with a = a_{i,d}, b = b_{i,d,k}, all known from the published seeds):
//     C_k = b·G   (the commitment)          P_k = (a^-1·b)·prev_k   (the re-keyed point)
// Instead of 2 scalar multiplications per claim, one random linear combination of every claim
// (claimBatch.ts): a false claim passes with probability at most 2^-128. It only says "all hold";
// when it fails, the audit runs the claims one by one, so blame names the first bad step.
import { ClaimBatch } from './claimBatch.js';
import type { Decks } from './encoding.js';
import { Fn, type Point } from './group.js';
import { systemRandom, type RandomBytes } from './random.js';
import type { PlayerSecrets } from './secrets.js';
import type { Pass2Output } from './shuffle.js';

/** Decks of the shape the pass starts from (3 x 18 progress cards, or 1 development deck). */
const shaped = (decks: unknown, like: readonly (readonly unknown[])[]): decks is Point[][] =>
  Array.isArray(decks) && decks.length === like.length && decks.every((deck, d) => Array.isArray(deck) && deck.length === like[d].length);

/**
 * Adds every player's pass-2 claims against the decks before it (`before`: the last pass-1 decks) to
 * `batch`. False when the transcript is malformed (then nothing can be said in batch).
 */
export function addPass2Claims(batch: ClaimBatch, before: Decks, pass2: readonly Pass2Output[], secrets: readonly PlayerSecrets[]): boolean {
  if (!Array.isArray(before) || before.length === 0 || !before.every((deck) => Array.isArray(deck))) return false;
  let previous: Point[][] = before;
  for (let i = 0; i < pass2.length; i++) {
    const { decks, commitments } = pass2[i];
    if (!shaped(decks, before) || !shaped(commitments, before) || secrets[i].keys.length !== before.length) return false;
    if (secrets[i].keys.some((keys, d) => keys.length !== before[d].length)) return false;
    for (let d = 0; d < before.length; d++) {
      const aInv = Fn.inv(secrets[i].shuffle[d]);
      for (let k = 0; k < before[d].length; k++) {
        const b = secrets[i].keys[d][k];
        batch.committed(commitments[d][k], b);
        batch.scaled(decks[d][k], Fn.mul(aInv, b), previous[d][k]);
      }
    }
    previous = decks;
  }
  return true;
}

/**
 * True when every player's pass-2 output holds against the decks before it. False means "check one
 * by one", not "bad": a malformed transcript also returns false.
 */
export function pass2HoldsInBatch(
  before: Decks,
  pass2: readonly Pass2Output[],
  secrets: readonly PlayerSecrets[],
  random: RandomBytes = systemRandom,
): boolean {
  const batch = new ClaimBatch(random);
  return addPass2Claims(batch, before, pass2, secrets) && batch.holds();
}
