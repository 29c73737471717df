// The audit's pass-2 checks, all players and decks at once. Pass 2 claims, for every player i, deck d
// and position k (with a = a_{i,d}, b = b_{i,d,k}, all known from the published seeds):
//     C_k = b·G   (the commitment)          P_k = (a^-1·b)·prev_k   (the re-keyed point)
// Instead of 2 scalar multiplications per claim, one random linear combination of every claim,
//     Σ r_k·C_k + Σ s_k·P_k − Σ (s_k·a^-1·b)·prev_k − (Σ r_k·b)·G  ==  identity,
// is one multi-scalar multiplication (Pippenger), several times cheaper. With fresh random 128-bit
// weights in a prime-order group, a false claim passes with probability at most 2^-128. It only says
// "all hold"; when it fails, the audit runs the claims one by one, so blame names the first bad step.
import { pippenger } from '@noble/curves/abstract/curve.js';
import type { Decks } from './encoding.js';
import { Fn, Point } from './group.js';
import { systemRandom, type RandomBytes } from './random.js';
import type { PlayerSecrets } from './secrets.js';
import type { Pass2Output } from './shuffle.js';

function weight(random: RandomBytes): bigint {
  let w = 0n;
  for (const byte of random(16)) w = (w << 8n) | BigInt(byte);
  return w === 0n ? 1n : w;
}

/** Decks of the shape the pass starts from (3 x 18 progress cards, or 1 development deck). */
const shaped = (decks: unknown, like: readonly (readonly unknown[])[]): decks is Point[][] =>
  Array.isArray(decks) && decks.length === like.length && decks.every((deck, d) => Array.isArray(deck) && deck.length === like[d].length);

/**
 * True when every player's pass-2 output holds against the decks before it (`before`: the last pass-1
 * decks). False means "check one by one", not "bad": a malformed transcript also returns false.
 */
export function pass2HoldsInBatch(before: Decks, pass2: readonly Pass2Output[], secrets: readonly PlayerSecrets[], random: RandomBytes = systemRandom): boolean {
  const points: Point[] = [];
  const scalars: bigint[] = [];
  let baseScalar = 0n;
  // A player's output decks are the next player's input: each such point enters the sum once, with
  // its two scalars added (s as an output, -s'·a'^-1·b' as the next input).
  if (!Array.isArray(before) || before.length === 0 || !before.every((deck) => Array.isArray(deck))) return false;
  let previous: Point[][] = before;
  let previousScalars = previous.map((deck) => deck.map(() => 0n));
  for (let i = 0; i < pass2.length; i++) {
    const { decks, commitments } = pass2[i];
    if (!shaped(decks, before) || !shaped(commitments, before) || secrets[i].keys.length !== before.length) return false;
    if (secrets[i].keys.some((keys, d) => keys.length !== before[d].length)) return false;
    const outputScalars: bigint[][] = [];
    for (let d = 0; d < before.length; d++) {
      const aInv = Fn.inv(secrets[i].shuffle[d]);
      outputScalars.push([]);
      for (let k = 0; k < before[d].length; k++) {
        const b = secrets[i].keys[d][k];
        const r = weight(random);
        const s = weight(random);
        points.push(commitments[d][k]);
        scalars.push(r);
        baseScalar = Fn.add(baseScalar, Fn.mul(r, b));
        outputScalars[d].push(s);
        previousScalars[d][k] = Fn.sub(previousScalars[d][k], Fn.mul(Fn.mul(s, aInv), b));
      }
    }
    previous.forEach((deck, d) => deck.forEach((p, k) => (points.push(p), scalars.push(previousScalars[d][k]))));
    previous = decks;
    previousScalars = outputScalars;
  }
  previous.forEach((deck, d) => deck.forEach((p, k) => (points.push(p), scalars.push(previousScalars[d][k]))));
  points.push(Point.BASE);
  scalars.push(Fn.neg(baseScalar));
  return pippenger(Point, points, scalars.map((x) => Fn.create(x))).is0();
}
