// The group everything lives in: ristretto255 (prime order, canonical 32-byte encodings), so equal
// points always have equal bytes and a multiset of points can be compared by their hex. tweetnacl
// cannot do this: it clamps scalars and has no point arithmetic.
import { ristretto255 } from '@noble/curves/ed25519.js';
import { fromHex, toHex } from '../bytes.js';
import { wasmDecodePoint } from './wasmGroup.js';

export const Point = ristretto255.Point;
export type Point = InstanceType<typeof ristretto255.Point>;
/** Scalars are integers mod the group order L; 0 is never a valid key (it cannot be undone). */
export const Fn = ristretto255.Point.Fn;
export type Scalar = bigint;

export const ELEMENT_BYTES = 32;

/**
 * The bytes (and hex) a point was read from, or its encoding once computed. Encoding a ristretto point
 * costs an inverse square root; the audit and the ledger compare points by their encoding, and most of
 * them arrived as those very bytes. Points are immutable, so the encoding stays right for the object's
 * life. Callers never modify the bytes returned.
 */
const readFrom = new WeakMap<Point, string>();
const bytesOf = new WeakMap<Point, Uint8Array>();

export function pointToBytes(p: Point): Uint8Array {
  let bytes = bytesOf.get(p);
  if (!bytes) {
    bytes = p.toBytes();
    bytesOf.set(p, bytes);
  }
  return bytes;
}

/** Strict: canonical ristretto encoding only, and never the identity (no honest step yields it). */
export function pointFromBytes(bytes: Uint8Array): Point {
  if (!(bytes instanceof Uint8Array) || bytes.length !== ELEMENT_BYTES) throw new Error('a point is 32 bytes');
  // WebAssembly decodes (wasmGroup.ts) about ten times faster; anything it refuses goes to noble, whose error stands.
  const affine = wasmDecodePoint(bytes);
  const p = affine ? Point.fromAffine(affine) : Point.fromBytes(bytes);
  if (p.is0()) throw new Error('the identity is not a card point');
  bytesOf.set(p, bytes.slice());
  return p;
}

export function pointToHex(p: Point): string {
  let hex = readFrom.get(p);
  if (hex === undefined) {
    hex = toHex(pointToBytes(p));
    readFrom.set(p, hex);
  }
  return hex;
}

export function pointFromHex(text: string): Point {
  return pointFromBytes(fromHex(text));
}

/** Little-endian, as ristretto255 and RFC 9496 spell scalars. */
export function scalarToBytes(s: Scalar): Uint8Array {
  return Fn.toBytes(s);
}

/** Strict: below L and nonzero, so one scalar has one spelling and every key is invertible. */
export function scalarFromBytes(bytes: Uint8Array): Scalar {
  if (!(bytes instanceof Uint8Array) || bytes.length !== ELEMENT_BYTES) throw new Error('a scalar is 32 bytes');
  const s = Fn.fromBytes(bytes);
  if (s === 0n) throw new Error('a zero scalar is not a key');
  return s;
}

export function scalarToHex(s: Scalar): string {
  return toHex(scalarToBytes(s));
}

export function scalarFromHex(text: string): Scalar {
  return scalarFromBytes(fromHex(text));
}

export function productOf(scalars: readonly Scalar[]): Scalar {
  return scalars.reduce((acc, s) => Fn.mul(acc, s), 1n);
}
