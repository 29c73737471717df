// Integers mod L, the order of Ed25519's base point and of ristretto255 (RFC 9496): the card keys,
// shuffle factors and Ed25519's r, h and S. BigInt, as in @noble/curves (whose Fn this replaces with
// the same answers: tests/protocol/curve.test.ts): inverses by the extended Euclidean algorithm,
// as noble computes them. Little-endian byte order throughout, as Ed25519 and ristretto255 spell scalars.
import { toHex } from '../bytes.js';

export type Scalar = bigint;

/** 2^252 + 27742317777372353535851937790883648493 */
export const L = (1n << 252n) + 27742317777372353535851937790883648493n;

/** The little-endian number the bytes spell (any length). */
export function numberFromLE(bytes: Uint8Array): bigint {
  return bytes.length === 0 ? 0n : BigInt('0x' + toHex(bytes.slice().reverse()));
}

/** `n` (0 <= n < 2^(8 length)) in `length` little-endian bytes. */
export function numberToLE(n: bigint, length: number): Uint8Array {
  if (n < 0n || n >> BigInt(8 * length) !== 0n) throw new Error(`${n} does not fit in ${length} bytes`);
  const out = new Uint8Array(length);
  for (let i = 0; i < length && n > 0n; i++, n >>= 8n) out[i] = Number(n & 255n);
  return out;
}

const mod = (a: bigint): bigint => {
  const r = a % L;
  return r < 0n ? r + L : r;
};

/** 1/a mod L for a nonzero mod L: the extended Euclidean algorithm. */
function inv(a: bigint): bigint {
  let [r0, r1] = [mod(a), L];
  if (r0 === 0n) throw new Error('no inverse of zero');
  let [s0, s1] = [1n, 0n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  return mod(s0);
}

/** The field of scalars, as far as the card code and Ed25519 use it. */
export const Fn = {
  ORDER: L,
  create: mod,
  add: (a: bigint, b: bigint) => mod(a + b),
  sub: (a: bigint, b: bigint) => mod(a - b),
  mul: (a: bigint, b: bigint) => mod(a * b),
  neg: (a: bigint) => mod(-a),
  inv,
  /** Strict: 32 bytes spelling a number below L. */
  fromBytes(bytes: Uint8Array): Scalar {
    if (bytes.length !== 32) throw new Error('a scalar is 32 bytes');
    const n = numberFromLE(bytes);
    if (n >= L) throw new Error('a scalar is below the group order');
    return n;
  },
  toBytes: (s: Scalar): Uint8Array => numberToLE(mod(s), 32),
};
