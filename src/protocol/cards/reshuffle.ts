// Re-shuffling a deck's hidden pile when a card somebody has seen comes back to it (a discard), so
// that nobody can follow that card when it is dealt again: its token, its ciphertext and its keys all
// change. Three rounds over the pile's tokens (listed in token order), every player in seat order:
//   strip:  X_t <- (u_i · b_{i,t}^-1) · X_t        pointwise: the player's key for the token's current
//                                                   generation is swapped for a deck-wide factor
//   mix:    X   <- permutation of (v_i · X)         pass 1 again, over the pile only
//   rekey:  X_k <- ((u_i v_i)^-1 · b'_{i,k}) · X_k  pass 2 again, with the keys of the new generation,
//                                                   publishing B'_{i,k} = b'_{i,k}·G
// After the strip round every token holds (Π u)·P; nobody can strip after a permutation, which is
// why the strip comes first. The old keys open nothing afterwards; the audit recomputes every step.
import { CardError } from './errors.js';
import { type CardTable, cardIndexOfHex } from './encoding.js';
import { Fn, Point, type Scalar, invertSecret, pointToHex } from './group.js';
import { randomPermutation, type RandomBytes, systemRandom } from './random.js';
import { generationKey, reshuffleFactors } from './secrets.js';
import { ClaimBatch } from './claimBatch.js';
import { timesScalar, timesScalars } from './multiply.js';

export type ReshuffleRound = 'strip' | 'mix' | 'rekey';

/** What is re-shuffled: the deck, its new generation, the pile's deck positions and each one's current generation. */
export interface ReshuffleSpec {
  deck: number;
  generation: number;
  positions: readonly number[];
  oldGenerations: readonly number[];
}

export interface RekeyOutput {
  points: Point[];
  commitments: Point[];
}

export function stripStep(points: readonly Point[], spec: ReshuffleSpec, seed: Uint8Array): Point[] {
  const { u } = reshuffleFactors(seed, spec.deck, spec.generation);
  return points.map((p, i) => p.multiply(Fn.mul(u, invertSecret(generationKey(seed, spec.deck, spec.positions[i], spec.oldGenerations[i])))));
}

export function mixStep(points: readonly Point[], spec: ReshuffleSpec, seed: Uint8Array, random: RandomBytes = systemRandom): Point[] {
  const { v } = reshuffleFactors(seed, spec.deck, spec.generation);
  return randomPermutation(points.length, random).map((from) => points[from].multiply(v));
}

export function rekeyStep(points: readonly Point[], spec: ReshuffleSpec, seed: Uint8Array): RekeyOutput {
  const { u, v } = reshuffleFactors(seed, spec.deck, spec.generation);
  const out = invertSecret(Fn.mul(u, v));
  const keys = spec.positions.map((k) => generationKey(seed, spec.deck, k, spec.generation));
  return { points: points.map((p, i) => p.multiply(Fn.mul(out, keys[i]))), commitments: keys.map((b) => Point.BASE.multiply(b)) };
}

/** Everything a re-shuffle published: its input and each player's output per round, seat order. */
export interface ReshuffleTranscript extends ReshuffleSpec {
  input: readonly Point[];
  strip: readonly (readonly Point[])[];
  mix: readonly (readonly Point[])[];
  rekey: readonly RekeyOutput[];
}

function fail(player: number, spec: ReshuffleSpec, i: number | null, detail: string): never {
  throw new CardError('reshuffle', player, spec.deck, i === null ? null : spec.positions[i], `generation ${spec.generation}: ${detail}`);
}

/**
 * With every seed: recompute every step of a re-shuffle (the mix as a multiset) and return the card
 * now at each of its positions. Throws a 'reshuffle' CardError naming the first player at fault.
 */
export function auditReshuffle(table: CardTable, t: ReshuffleTranscript, seeds: readonly Uint8Array[]): string[] {
  // The pointwise rounds (strip, rekey) as one batch of claims and the mix once per point; only when
  // something fails, every step again one by one, so the error names the first player at fault.
  if (!reshuffleHolds(t, seeds)) checkStepByStep(t, seeds);
  const last = t.rekey.length ? t.rekey[t.rekey.length - 1].points : t.input;
  // Every key is off again: the product of the new keys at each position opens it.
  const inverses = last.map((_, k) => Fn.inv(seeds.reduce((acc, seed) => Fn.mul(acc, generationKey(seed, t.deck, t.positions[k], t.generation)), 1n)));
  return timesScalars(last, inverses).map((plain, k) => {
    const index = cardIndexOfHex(table, t.deck, plain);
    if (index === null) throw new CardError('reshuffle', null, t.deck, t.positions[k], 'position does not open to a card of this deck');
    return table.contents[t.deck][index];
  });
}

/** Does the whole re-shuffle hold? False means "check step by step" (a malformed transcript too). */
function reshuffleHolds(t: ReshuffleTranscript, seeds: readonly Uint8Array[]): boolean {
  const n = seeds.length;
  const size = t.input.length;
  const rounds = [...t.strip, ...t.mix, ...t.rekey.flatMap((r) => [r.points, r.commitments])];
  if (t.strip.length !== n || t.mix.length !== n || t.rekey.length !== n || rounds.some((list) => list?.length !== size)) return false;
  const batch = new ClaimBatch();
  let points: readonly Point[] = t.input;
  seeds.forEach((seed, i) => {
    const { u } = reshuffleFactors(seed, t.deck, t.generation);
    t.strip[i].forEach((p, k) => batch.scaled(p, Fn.mul(u, Fn.inv(generationKey(seed, t.deck, t.positions[k], t.oldGenerations[k]))), points[k]));
    points = t.strip[i];
  });
  for (let i = 0; i < n; i++) {
    if (!isMix(points, t.mix[i], reshuffleFactors(seeds[i], t.deck, t.generation).v)) return false;
    points = t.mix[i];
  }
  seeds.forEach((seed, i) => {
    const { u, v } = reshuffleFactors(seed, t.deck, t.generation);
    const out = Fn.inv(Fn.mul(u, v));
    t.rekey[i].points.forEach((p, k) => {
      const key = generationKey(seed, t.deck, t.positions[k], t.generation);
      batch.committed(t.rekey[i].commitments[k], key);
      batch.scaled(p, Fn.mul(out, key), points[k]);
    });
    points = t.rekey[i].points;
  });
  return batch.holds();
}

/** Is `mixed` v times `before`, in some order? */
function isMix(before: readonly Point[], mixed: readonly Point[], v: Scalar): boolean {
  const remaining = new Map<string, number>();
  for (const key of timesScalar(before, v)) remaining.set(key, (remaining.get(key) ?? 0) + 1);
  return mixed.every((p) => {
    const key = pointToHex(p);
    const left = remaining.get(key) ?? 0;
    remaining.set(key, left - 1);
    return left > 0;
  });
}

/** Every step recomputed in protocol order; throws at the first that does not hold. */
function checkStepByStep(t: ReshuffleTranscript, seeds: readonly Uint8Array[]): void {
  let points: readonly Point[] = t.input;
  seeds.forEach((seed, i) => {
    const { u } = reshuffleFactors(seed, t.deck, t.generation);
    t.strip[i].forEach((p, k) => {
      const factor = Fn.mul(u, Fn.inv(generationKey(seed, t.deck, t.positions[k], t.oldGenerations[k])));
      if (!p.equals(points[k].multiplyUnsafe(factor))) fail(i, t, k, 'strip step is not (u · b^-1) times the previous point');
    });
    points = t.strip[i];
  });
  seeds.forEach((seed, i) => {
    const { v } = reshuffleFactors(seed, t.deck, t.generation);
    const remaining = new Map<string, number>();
    for (const key of timesScalar(points, v)) remaining.set(key, (remaining.get(key) ?? 0) + 1);
    t.mix[i].forEach((p, k) => {
      const left = remaining.get(pointToHex(p)) ?? 0;
      if (left === 0) fail(i, t, k, 'mix step is not v times an unused point of the previous list');
      remaining.set(pointToHex(p), left - 1);
    });
    points = t.mix[i];
  });
  seeds.forEach((seed, i) => {
    const expected = rekeyStep(points, t, seed);
    t.rekey[i].points.forEach((p, k) => {
      if (!t.rekey[i].commitments[k].equals(expected.commitments[k])) fail(i, t, k, 'commitment is not the new key times G');
      if (!p.equals(expected.points[k])) fail(i, t, k, "rekey step is not ((u v)^-1 b') times the previous point");
    });
    points = t.rekey[i].points;
  });
}
