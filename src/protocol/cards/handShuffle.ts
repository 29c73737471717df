// Resource cards that move privately (a robber's steal, Master Merchant, Wedding, Commercial Harbor;
// docs/cards.md, "Private resource moves"). The hand a card leaves goes through a hand shuffle: its
// public cards as fresh points, its sealed tokens as their ciphertexts; every participant in seat
// order strips (only when sealed tokens are in), mixes and re-keys, the re-shuffle's three rounds
// (reshuffle.ts), with factors and keys from its card seed and the shuffle's number. Afterwards every
// position is a sealed token that opens only with all n keys, and the beacon picks which one moves.
//
// Every card has its own point, hashToCurve(DST, [kind, shuffle, copy]): equal points would stay equal
// through the mix and tell which positions hold the same kind. A token of an earlier shuffle keeps its
// point inside; the kind is read from the point by a lookup in ResourceCardTable.
import { expand_message_xmd } from '@noble/curves/abstract/hash-to-curve.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, u32be } from '../bytes.js';
import { valuesForRanges } from '../unbiased.js';
import { CardError } from './errors.js';
import { Fn, Point, invertSecret, pointFromBytes, pointToHex, productOf, type Scalar } from './group.js';
import { timesScalars } from './multiply.js';
import { randomPermutation, type RandomBytes, systemRandom } from './random.js';
import { MAX_HAND_CARDS, handFactors, handKey } from './secrets.js';
import { shareMatches } from './shares.js';
import { wasmFromUniform } from './wasmGroup.js';

export const RESOURCE_CARD_DST = 'hexknights/resource-card/v1';
/** brick lumber wool grain ore (resources), cloth coin paper (commodities): the engine's kind order. */
export const HAND_KINDS = 8;

/** A sealed resource token: position `position` of hand shuffle `shuffle`. */
export interface TokenId {
  shuffle: number;
  position: number;
}

export const tokenKey = (t: TokenId): string => `${t.shuffle}/${t.position}`;

/** What goes into a hand shuffle, all public: its number, the hand's public cards, its sealed tokens. */
export interface HandShuffleSpec {
  shuffle: number;
  /** The hand's public cards: a count per kind, HAND_KINDS long. They enter first, in kind order. */
  known: readonly number[];
  /** The hand's sealed tokens, after the public cards. */
  sealed: readonly TokenId[];
}

export interface HandRekeyOutput {
  points: Point[];
  /** commitments[k] = b'_k·G: the key of position k a holder receives is checked against it. */
  commitments: Point[];
}

/** A token as the log holds it: its ciphertext and every participant's commitment, seat order. */
export interface SealedToken {
  ciphertext: Point;
  commitments: readonly Point[];
}

export function resourceCardPoint(kind: number, shuffle: number, copy: number): Point {
  const msg = concatBytes(Uint8Array.of(kind), u32be(shuffle), Uint8Array.of(copy));
  return pointFromBytes(wasmFromUniform(expand_message_xmd(msg, RESOURCE_CARD_DST, 64, sha512)));
}

export function handSize(spec: HandShuffleSpec): number {
  return knownCount(spec) + spec.sealed.length;
}

function knownCount(spec: HandShuffleSpec): number {
  return spec.known.reduce((a, b) => a + b, 0);
}

/** Throws a 'shape' CardError unless the spec is one a hand shuffle can take. */
export function checkSpec(spec: HandShuffleSpec): void {
  const { shuffle, known, sealed } = spec;
  const ok =
    Number.isInteger(shuffle) &&
    shuffle >= 0 &&
    shuffle < 2 ** 32 &&
    Array.isArray(known) &&
    known.length === HAND_KINDS &&
    known.every((n) => Number.isInteger(n) && n >= 0) &&
    Array.isArray(sealed) &&
    sealed.every(
      (t) =>
        Number.isInteger(t?.shuffle) && t.shuffle >= 0 && t.shuffle < shuffle && Number.isInteger(t.position) && t.position >= 0 && t.position < MAX_HAND_CARDS,
    );
  if (!ok) throw new CardError('shape', null, null, null, `hand shuffle ${String(shuffle)}: malformed`);
  const size = handSize(spec);
  if (size < 1 || size > MAX_HAND_CARDS) throw new CardError('shape', null, null, null, `hand shuffle ${shuffle}: ${size} cards`);
}

/** The points for the hand's public cards, in kind order: copy j of kind k is (k, shuffle, j). */
export function knownCardPoints(spec: HandShuffleSpec): Point[] {
  return spec.known.flatMap((n, kind) => Array.from({ length: n }, (_, copy) => resourceCardPoint(kind, spec.shuffle, copy)));
}

/** The shuffle's input: the public cards' points, then the sealed tokens' ciphertexts. */
export function handInput(spec: HandShuffleSpec, sealedCiphertexts: readonly Point[]): Point[] {
  checkSpec(spec);
  if (sealedCiphertexts.length !== spec.sealed.length)
    throw new CardError(
      'shape',
      null,
      null,
      null,
      `hand shuffle ${spec.shuffle}: ${sealedCiphertexts.length} ciphertexts for ${spec.sealed.length} sealed tokens`,
    );
  return [...knownCardPoints(spec), ...sealedCiphertexts];
}

/** True when the shuffle has a strip round: some input is sealed under keys that must come off first. */
export const hasStrip = (spec: HandShuffleSpec): boolean => spec.sealed.length > 0;

/** The factor a participant's strip applies to input i: u, and for a sealed token its own old key out. */
export function stripFactor(spec: HandShuffleSpec, seed: Uint8Array, i: number, secret: boolean): Scalar {
  const { u } = handFactors(seed, spec.shuffle);
  const j = i - knownCount(spec);
  if (j < 0) return u;
  const old = handKey(seed, spec.sealed[j].shuffle, spec.sealed[j].position);
  return Fn.mul(u, secret ? invertSecret(old) : Fn.inv(old));
}

/** What a participant's rekey takes off every position: (u v)^-1, or v^-1 without a strip. */
function rekeyInverse(spec: HandShuffleSpec, seed: Uint8Array, secret: boolean): Scalar {
  const { u, v } = handFactors(seed, spec.shuffle);
  const applied = hasStrip(spec) ? Fn.mul(u, v) : v;
  return secret ? invertSecret(applied) : Fn.inv(applied);
}

/** The factors a participant's rekey applies to positions 0..size-1: (u v)^-1 b'_k (the inverse once). */
export function rekeyFactors(spec: HandShuffleSpec, seed: Uint8Array, size: number, secret: boolean): Scalar[] {
  const inverse = rekeyInverse(spec, seed, secret);
  return Array.from({ length: size }, (_, k) => Fn.mul(inverse, handKey(seed, spec.shuffle, k)));
}

export function handStripStep(points: readonly Point[], spec: HandShuffleSpec, seed: Uint8Array): Point[] {
  if (!hasStrip(spec)) throw new Error('a hand shuffle with no sealed input has no strip round');
  return points.map((p, i) => p.multiply(stripFactor(spec, seed, i, true)));
}

export function handMixStep(points: readonly Point[], spec: HandShuffleSpec, seed: Uint8Array, random: RandomBytes = systemRandom): Point[] {
  const { v } = handFactors(seed, spec.shuffle);
  return randomPermutation(points.length, random).map((from) => points[from].multiply(v));
}

export function handRekeyStep(points: readonly Point[], spec: HandShuffleSpec, seed: Uint8Array): HandRekeyOutput {
  const factors = rekeyFactors(spec, seed, points.length, true);
  return {
    points: points.map((p, k) => p.multiply(factors[k])),
    commitments: points.map((_, k) => Point.BASE.multiply(handKey(seed, spec.shuffle, k))),
  };
}

/**
 * Which position moves: uniform in [0, size) from a beacon value fixed after the last rekey is in
 * the log (rejection sampling, unbiased.ts), so neither the victim, nor the thief, nor the host picks.
 */
export function pickPosition(beaconValue: Uint8Array, size: number): number {
  return valuesForRanges(beaconValue, [size])[0];
}

/** Every point the game's hand shuffles made for public cards, by hex, to its kind. */
export class ResourceCardTable {
  private readonly kinds = new Map<string, number>();
  private readonly added = new Set<number>();

  /** Adds the points of a shuffle's public cards (once per shuffle number). */
  add(spec: HandShuffleSpec): void {
    if (this.added.has(spec.shuffle)) return;
    checkSpec(spec);
    this.added.add(spec.shuffle);
    spec.known.forEach((n, kind) => {
      for (let copy = 0; copy < n; copy++) this.kinds.set(pointToHex(resourceCardPoint(kind, spec.shuffle, copy)), kind);
    });
  }

  kindOfHex(hex: string): number | null {
    return this.kinds.get(hex) ?? null;
  }
}

function checkKeys(at: TokenId, token: SealedToken, keys: readonly Scalar[]): void {
  if (!Array.isArray(keys) || keys.length !== token.commitments.length || keys.length === 0) {
    throw new CardError('shape', null, null, at.position, `token ${tokenKey(at)}: ${keys?.length} keys for ${token.commitments.length} commitments`);
  }
  keys.forEach((b, i) => {
    if (typeof b !== 'bigint' || b <= 0n || b >= Fn.ORDER)
      throw new CardError('share', i, null, at.position, `token ${tokenKey(at)}: key is not a nonzero scalar`);
  });
}

/**
 * The holder reads its token with the keys it received and its own (secret: constant-time inverse
 * and product). A key that does not match its commitment blames its sender.
 */
export function openHandToken(table: ResourceCardTable, at: TokenId, token: SealedToken, keys: readonly Scalar[]): number {
  checkKeys(at, token, keys);
  keys.forEach((b, i) => {
    if (!shareMatches(b, token.commitments[i])) throw new CardError('share', i, null, at.position, `token ${tokenKey(at)}: key does not match its commitment`);
  });
  const kind = table.kindOfHex(pointToHex(token.ciphertext.multiply(invertSecret(productOf(keys)))));
  if (kind === null) throw new CardError('decrypt', null, null, at.position, `token ${tokenKey(at)}: the verified keys open no resource card`);
  return kind;
}

/**
 * A sealed card spent, discarded, traded or given: its holder publishes all n keys and every replica
 * checks them (public now: variable-time products in WebAssembly) and that the token is the kind the
 * action needs. Throws a 'reveal' CardError naming `player` otherwise.
 */
export function verifyHandReveal(
  claimedKind: number,
  table: ResourceCardTable,
  at: TokenId,
  token: SealedToken,
  keys: readonly Scalar[],
  player: number | null = null,
): number {
  checkKeys(at, token, keys);
  const products = timesScalars([...keys.map(() => Point.BASE), token.ciphertext], [...keys, Fn.inv(productOf(keys))]);
  keys.forEach((_, i) => {
    if (products[i] !== pointToHex(token.commitments[i]))
      throw new CardError('share', i, null, at.position, `token ${tokenKey(at)}: key does not match its commitment`);
  });
  const kind = table.kindOfHex(products[keys.length]);
  if (kind !== claimedKind) {
    throw new CardError(
      'reveal',
      player,
      null,
      at.position,
      `token ${tokenKey(at)} holds ${kind === null ? 'no resource card' : `kind ${kind}`}, not kind ${claimedKind}`,
    );
  }
  return kind;
}
