// The group everything lives in: ristretto255 (prime order, canonical 32-byte encodings), so equal
// points always have equal bytes and a multiset of points can be compared by their hex. tweetnacl
// cannot do this: it clamps scalars and has no point arithmetic.
//
// A Point is its canonical encoding. `multiply` is for secret scalars (shuffle factors, card keys,
// re-shuffle factors): @noble/curves' constant-time multiplication and encoding do it, and no code of
// ours sees the scalar on its way. `multiplyUnsafe` and `add` are variable time, for public data (the
// audit, checks of published shares), and run in our WebAssembly accelerator (wasmGroup.ts), which
// tests/protocol/accelerator.test.ts holds to noble's answers. Scalars are noble's too: `Fn`, the
// integers mod L.
import { ristretto255 } from '@noble/curves/ed25519.js';
import { invertCt } from '@noble/curves/abstract/modular.js';
import { bytesEqual, fromHex, toHex } from '../bytes.js';
import { wasmAdd, wasmDecodePoint, wasmMulEach } from './wasmGroup.js';

type LibraryPoint = InstanceType<typeof ristretto255.Point>;
export type Scalar = bigint;
/** @noble/curves' field of scalars mod L, the group's order. */
export const Fn = ristretto255.Point.Fn;

export const ELEMENT_BYTES = 32;

const IDENTITY_BYTES = new Uint8Array(32);

export class Point {
  /** RFC 9496's generator: Ed25519's base point (noble's, with its precomputed table). */
  static readonly BASE = new Point(fromHex('e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76'), ristretto255.Point.BASE);
  static readonly ZERO = new Point(IDENTITY_BYTES);
  static readonly Fn = Fn;
  private hex: string | undefined;

  /** `library`: noble's point for these bytes, when known (decoded once, for `multiply`). */
  private constructor(
    private readonly bytes: Uint8Array,
    private library?: LibraryPoint,
  ) {}

  /** Strict: the canonical encoding of a point (the identity, 32 zero bytes, included); throws otherwise. */
  static fromBytes(bytes: Uint8Array): Point {
    if (!(bytes instanceof Uint8Array) || bytes.length !== ELEMENT_BYTES) throw new Error('a point is 32 bytes');
    if (!bytesEqual(bytes, IDENTITY_BYTES) && wasmDecodePoint(bytes) === null) throw new Error('not a canonical ristretto255 encoding');
    return new Point(bytes.slice());
  }

  /**
   * noble's point for this encoding. The encoding is public, so the accelerator decodes it (RFC 9496,
   * the representative noble's own decoding gives; compared in accelerator.test.ts) in a fraction of
   * noble's BigInt square root. The bytes may be another player's, and `fromAffine` takes coordinates
   * on trust: noble's `assertValidity` (on the curve, a few µs against ~320 µs a multiplication) makes
   * sure a secret scalar is never multiplied into a point the accelerator got wrong.
   */
  private libraryPoint(): LibraryPoint {
    if (!this.library) {
      const decoded = wasmDecodePoint(this.bytes);
      if (decoded === null) throw new Error('not a canonical ristretto255 encoding');
      const point = ristretto255.Point.fromAffine(decoded);
      point.assertValidity();
      this.library = point;
    }
    return this.library;
  }

  /** The encoding; callers never modify it. */
  toBytes(): Uint8Array {
    return this.bytes;
  }

  toHex(): string {
    return (this.hex ??= toHex(this.bytes));
  }

  is0(): boolean {
    return bytesEqual(this.bytes, IDENTITY_BYTES);
  }

  equals(other: Point): boolean {
    return bytesEqual(this.bytes, other.bytes);
  }

  /** s·this for a secret scalar 1 <= s < L: noble's constant-time multiplication and encoding. */
  multiply(s: Scalar): Point {
    if (typeof s !== 'bigint' || s <= 0n || s >= Fn.ORDER) throw new Error('a secret multiplier is 1 <= s < L');
    if (this.is0()) return this;
    const product = this.libraryPoint().multiply(s);
    return new Point(product.toBytes(), product);
  }

  /** s·this for a public scalar 0 <= s < L (variable time). */
  multiplyUnsafe(s: Scalar): Point {
    if (typeof s !== 'bigint' || s < 0n || s >= Fn.ORDER) throw new Error('a multiplier is 0 <= s < L');
    if (s === 0n || this.is0()) return Point.ZERO;
    return new Point(fromHex(wasmMulEach([this.bytes], [s])![0]));
  }

  /** this + other (public data, variable time). */
  add(other: Point): Point {
    if (this.is0()) return other;
    if (other.is0()) return this;
    return new Point(wasmAdd(this.bytes, other.bytes)!);
  }
}

export function pointToBytes(p: Point): Uint8Array {
  return p.toBytes();
}

/** Strict: canonical ristretto encoding only, and never the identity (no honest step yields it). */
export function pointFromBytes(bytes: Uint8Array): Point {
  const p = Point.fromBytes(bytes);
  if (p.is0()) throw new Error('the identity is not a card point');
  return p;
}

export function pointToHex(p: Point): string {
  return p.toHex();
}

export function pointFromHex(text: string): Point {
  return pointFromBytes(fromHex(text));
}

/** Little-endian, as ristretto255 and RFC 9496 spell scalars. */
export function scalarToBytes(s: Scalar): Uint8Array {
  return Fn.toBytes(Fn.create(s));
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

/**
 * s^-1 mod L for a secret scalar: noble's `invertCt` (Fermat, a public exponent, so no branch or loop
 * count depends on s), where `Fn.inv`'s extended Euclid loops a number of times that depends on s.
 * Same value; about 4x slower (tens of µs), next to a multiplication's hundreds. Public scalars (the
 * audit, published shares) keep `Fn.inv`.
 */
export function invertSecret(s: Scalar): Scalar {
  return invertCt(s, Fn.ORDER);
}

export function productOf(scalars: readonly Scalar[]): Scalar {
  return scalars.reduce((acc, s) => Fn.mul(acc, s), 1n);
}
