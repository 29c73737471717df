// The end-of-game audit of private resource moves: with every seed published, every hand shuffle is
// recomputed (strip and rekey pointwise, mix as a multiset), every token opened to its kind, and every
// claim the log made about a token compared with it. Checks run in protocol order (shuffle by
// shuffle; strip, mix, rekey, each by seat), so the first error names the seat to blame.
import { CardError } from './errors.js';
import { Fn, Point, type Scalar, pointToHex, productOf } from './group.js';
import {
  type HandRekeyOutput,
  type HandShuffleSpec,
  type ResourceCardTable,
  type TokenId,
  checkSpec,
  hasStrip,
  handInput,
  handSize,
  rekeyFactors,
  stripFactor,
  tokenKey,
} from './handShuffle.js';
import { timesScalar, timesScalars } from './multiply.js';
import { handFactors, handKey } from './secrets.js';

/** Everything a hand shuffle published, seat order per round. */
export interface HandShuffleTranscript extends HandShuffleSpec {
  /** The sealed inputs' ciphertexts, as the shuffles that made them left them. */
  sealedInputs: readonly Point[];
  /** One output per participant; empty when no sealed token went in (no strip round). */
  strip: readonly (readonly Point[])[];
  mix: readonly (readonly Point[])[];
  rekey: readonly HandRekeyOutput[];
}

function fail(player: number | null, t: HandShuffleSpec, position: number | null, detail: string): never {
  throw new CardError('hand', player, null, position, `hand shuffle ${t.shuffle}: ${detail}`);
}

function shaped(points: unknown, size: number): points is Point[] {
  return Array.isArray(points) && points.length === size && points.every((p) => p instanceof Point);
}

/** The kind at every output position of one shuffle; throws a 'hand' CardError at the first false step. */
export function auditHandShuffle(t: HandShuffleTranscript, seeds: readonly Uint8Array[], table: ResourceCardTable): number[] {
  checkSpec(t);
  const n = seeds.length;
  const size = handSize(t);
  table.add(t);
  if (![t.sealedInputs, t.strip, t.mix, t.rekey].every(Array.isArray)) fail(null, t, null, 'malformed transcript');
  let previous = handInput(t, t.sealedInputs);
  if (hasStrip(t) ? t.strip.length !== n : t.strip.length !== 0) fail(null, t, null, `${t.strip.length} strip steps for ${n} participants`);
  if (t.mix.length !== n || t.rekey.length !== n) fail(null, t, null, `${t.mix.length} mix and ${t.rekey.length} rekey steps for ${n} participants`);
  t.strip.forEach((out, i) => {
    if (!shaped(out, size)) fail(i, t, null, `strip step of ${Array.isArray(out) ? out.length : '?'} points`);
    const want = timesScalars(
      previous,
      previous.map((_, k) => stripFactor(t, seeds[i], k, false)),
    );
    want.forEach((hex, k) => hex === pointToHex(out[k]) || fail(i, t, k, "strip step is not the seed's"));
    previous = out;
  });
  t.mix.forEach((out, i) => {
    if (!shaped(out, size)) fail(i, t, null, `mix step of ${Array.isArray(out) ? out.length : '?'} points`);
    const remaining = new Map<string, number>();
    for (const hex of timesScalar(previous, handFactors(seeds[i], t.shuffle).v)) remaining.set(hex, (remaining.get(hex) ?? 0) + 1);
    out.forEach((p, k) => {
      const left = remaining.get(pointToHex(p)) ?? 0;
      if (left === 0) fail(i, t, k, 'mix step is not a permutation of v times its input');
      remaining.set(pointToHex(p), left - 1);
    });
    previous = out;
  });
  t.rekey.forEach((out, i) => {
    if (!shaped(out?.points, size) || !shaped(out.commitments, size)) fail(i, t, null, 'rekey step of the wrong size');
    const want = timesScalars(
      [...previous, ...previous.map(() => Point.BASE)],
      [...rekeyFactors(t, seeds[i], size, false), ...previous.map((_, k) => handKey(seeds[i], t.shuffle, k))],
    );
    out.points.forEach((p, k) => want[k] === pointToHex(p) || fail(i, t, k, "rekey step is not the seed's"));
    out.commitments.forEach((c, k) => want[size + k] === pointToHex(c) || fail(i, t, k, "commitment is not the seed's key"));
    previous = out.points;
  });
  const keys = (k: number): Scalar[] => seeds.map((seed) => handKey(seed, t.shuffle, k));
  const opened = timesScalars(
    previous,
    previous.map((_, k) => Fn.inv(productOf(keys(k)))),
  );
  return opened.map((hex, k) => table.kindOfHex(hex) ?? fail(null, t, k, 'a position opens to no resource card'));
}

/**
 * Every shuffle of a game in order: each sealed input must be the ciphertext its own shuffle's last
 * rekey left at that position. Returns every token's kind by `tokenKey`.
 */
export function auditHandShuffles(shuffles: readonly HandShuffleTranscript[], seeds: readonly Uint8Array[], table: ResourceCardTable): Map<string, number> {
  const kinds = new Map<string, number>();
  const made = new Map<number, HandShuffleTranscript>();
  let last = -1;
  for (const t of shuffles) {
    // numbered in the order the log made them: a number used twice would let one shuffle's cards pass for another's
    if (!(t.shuffle > last)) fail(null, t, null, `comes after shuffle ${last}: shuffles are numbered in order, each once`);
    last = t.shuffle;
    t.sealed.forEach((id, j) => {
      const source = made.get(id.shuffle)?.rekey.at(-1)?.points[id.position];
      if (!source || !(t.sealedInputs[j] instanceof Point) || !source.equals(t.sealedInputs[j]))
        fail(null, t, null, `sealed input ${tokenKey(id)} is not that token's ciphertext`);
    });
    auditHandShuffle(t, seeds, table).forEach((kind, position) => kinds.set(tokenKey({ shuffle: t.shuffle, position }), kind));
    made.set(t.shuffle, t);
  }
  return kinds;
}

/**
 * What the log said about a token at one entry, as the kinds it allows: a reveal `[k]`, a Monopoly's
 * "none of kind m left" every kind but m, a Commercial Harbor's "a commodity" the three commodities.
 */
export interface TokenClaim {
  entry: number;
  player: number;
  token: TokenId;
  kinds: readonly number[];
  what: string;
}

/** The first claim (by entry) that the audited kinds contradict, or null when every claim holds. */
export function firstMisreport(claims: readonly TokenClaim[], kinds: ReadonlyMap<string, number>): (TokenClaim & { actual: number | null }) | null {
  const ordered = [...claims].sort((a, b) => a.entry - b.entry);
  for (const claim of ordered) {
    const actual = kinds.get(tokenKey(claim.token)) ?? null;
    if (actual === null || !claim.kinds.includes(actual)) return { ...claim, actual };
  }
  return null;
}
