// The card audit's WebAssembly group code (assembly/ristretto, src/protocol/cards/wasmGroup.ts) gives
// exactly noble's answers: the same encodings of scalar products, the same verdict on every 32-byte
// string offered as a point, and a multi-scalar sum that is the identity exactly when noble's is.
import { beforeAll, describe, expect, it } from 'vitest';
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { Fn, Point, pointFromBytes, pointToHex } from '../../../src/protocol/cards/group.js';
import { CARD_DST, cardPoint } from '../../../src/protocol/cards/encoding.js';
import { seededBytes } from '../../../src/protocol/cards/index.js';
import { loadWasmGroup, wasmDecodePoint, wasmGroupLoaded, wasmMulEach, wasmMulSame, wasmSumIsIdentity } from '../../../src/protocol/cards/wasmGroup.js';
import { toHex } from '../../../src/protocol/bytes.js';

const random = seededBytes(7);
const scalar = (): bigint => Fn.create(BigInt('0x' + toHex(random(40))));
const points = Array.from({ length: 24 }, (_, i) => cardPoint(i % 3, i));
const bytes = points.map((p) => p.toBytes());

/** RFC 9496, appendix A.2: encodings every implementation must refuse. */
const BAD = [
  '00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff',
  'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  'f3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  '0100000000000000000000000000000000000000000000000000000000000000',
  '01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  '26948d35ca62e643e26a83177332e6b6afeb9d08e4268b650f1f5bbd8d81d371',
  '4eac077a713c57b4f4397629a4145982c661f48044dd3f96427d40b147d9742f',
  '0000000000000000000000000000000000000000000000000000000000000000',
];

function nobleDecodes(b: Uint8Array): boolean {
  try {
    return !ristretto255.Point.fromBytes(b).is0();
  } catch {
    return false;
  }
}

beforeAll(async () => {
  expect(await loadWasmGroup()).toBe(true);
});

describe('the WebAssembly ristretto255 arithmetic', () => {
  it('is loaded from build/ristretto.wasm', () => {
    expect(wasmGroupLoaded()).toBe(true);
  });

  it('multiplies as noble does, with one scalar for all points or one each', () => {
    const s = scalar();
    expect(wasmMulSame(bytes, s)).toEqual(points.map((p) => pointToHex(p.multiply(s))));
    const each = points.map(() => scalar());
    expect(wasmMulEach(bytes, each)).toEqual(points.map((p, i) => pointToHex(p.multiply(each[i]))));
    // more points than one buffer holds (1024): every result lands in its place
    const long = Array.from({ length: 1100 }, (_, i) => i % points.length);
    const products = points.map((p) => pointToHex(p.multiply(s)));
    expect(wasmMulSame(long.map((i) => bytes[i]), s)).toEqual(long.map((i) => products[i]));
    // small and extreme scalars
    const edge = [1n, 2n, 15n, 16n, Fn.ORDER - 1n, Fn.ORDER - 2n, (1n << 252n) - 1n];
    expect(wasmMulEach(edge.map(() => bytes[0]), edge)).toEqual(edge.map((k) => pointToHex(points[0].multiply(k))));
  });

  it('decodes exactly what noble decodes, to the same point', () => {
    const tries = [...BAD.map((h) => Uint8Array.from(Buffer.from(h, 'hex'))), ...bytes, ...Array.from({ length: 400 }, () => random(32))];
    let valid = 0;
    for (const b of tries) {
      const affine = wasmDecodePoint(b);
      expect(affine !== null, toHex(b)).toBe(nobleDecodes(b));
      if (affine) {
        valid++;
        expect(ristretto255.Point.fromAffine(affine).equals(ristretto255.Point.fromBytes(b))).toBe(true);
        expect(toHex(pointFromBytes(b).toBytes())).toBe(toHex(b));
      }
    }
    for (const h of BAD) expect(wasmDecodePoint(Uint8Array.from(Buffer.from(h, 'hex')))).toBeNull();
    expect(valid).toBeGreaterThan(bytes.length); // some random strings are points too
  });

  it('says a multi-scalar sum is the identity exactly when it is', () => {
    // Σ w_i (s·P_i) − Σ (w_i s)·P_i = 0, over more points than one buffer holds (1024)
    const s = scalar();
    const many = Array.from({ length: 1100 }, (_, i) => points[i % points.length]);
    const weights = many.map(() => scalar());
    const sums = points.map(() => 0n);
    weights.forEach((w, i) => (sums[i % points.length] = Fn.add(sums[i % points.length], w)));
    const scaled = points.map((p) => p.multiply(s).toBytes());
    const allPoints = [...many.map((p) => p.toBytes()), ...scaled];
    const allScalars = [...weights.map((w) => Fn.neg(Fn.mul(w, s))), ...sums];
    expect(wasmSumIsIdentity(allPoints, allScalars)).toBe(true);
    for (const at of [0, 700, 1099, allScalars.length - 1]) {
      const off = [...allScalars];
      off[at] = Fn.add(off[at], 1n);
      expect(wasmSumIsIdentity(allPoints, off)).toBe(false);
    }
    // the base point and an empty sum
    expect(wasmSumIsIdentity([Point.BASE.toBytes(), Point.BASE.multiply(5n).toBytes()], [5n, Fn.neg(1n)])).toBe(true);
    expect(wasmSumIsIdentity([], [])).toBe(true);
  });

  it('hashes every possible card copy to the point noble hashes it to (RFC 9380 hash to ristretto255)', () => {
    for (let deck = 0; deck < 3; deck++) {
      for (let index = 0; index < 64; index++) {
        const noble = ristretto255_hasher.hashToCurve(Uint8Array.of(deck, index), { DST: CARD_DST });
        expect(pointToHex(cardPoint(deck, index))).toBe(toHex(noble.toBytes()));
      }
    }
  });

  it('refuses a sum over something that is not a point', () => {
    expect(wasmSumIsIdentity([bytes[0], new Uint8Array(32).fill(0xff)], [1n, 1n])).toBeNull();
  });
});
