// The differential suite for the accelerator of public checks (assembly/ristretto ->
// build/ristretto.wasm, src/protocol/cards/wasmGroup.ts): every ristretto255 function it offers gives
// @noble/curves' answer, which is the reference. Decoding (the same verdict on every 32-byte string,
// RFC 9496's bad encodings and every encoding edge among them, to the same point), products by one
// scalar or by many (random and edge scalars, 0 and L - 1 included), additions (the identity, p + p,
// p + (-p)), multi-scalar sums, and the hash to the group (every card copy, random and edge inputs).
// Ed25519's side (the verification equation) is held to tweetnacl in signatureRule.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { bytesToNumberLE, numberToBytesLE } from '@noble/curves/utils.js';
import { Fn, Point, pointFromBytes, pointToHex } from '../../src/protocol/cards/group.js';
import { CARD_DST, cardPoint } from '../../src/protocol/cards/encoding.js';
import { seededBytes } from '../../src/protocol/cards/index.js';
import { loadWasmGroup, wasmAdd, wasmDecodePoint, wasmFromUniform, wasmMulEach, wasmMulSame, wasmSumIsIdentity } from '../../src/protocol/cards/wasmGroup.js';
import { fromHex, toHex } from '../../src/protocol/bytes.js';

const Noble = ristretto255.Point;
const L = Fn.ORDER;
const P = Noble.Fp.ORDER;
const random = seededBytes(7);
const scalar = (): bigint => Fn.create(bytesToNumberLE(random(40)));
const le = (n: bigint) => numberToBytesLE(n, 32);
/** Windows of zeros and of ones, the top and bottom of the range. */
const EDGE_SCALARS = [
  1n,
  2n,
  15n,
  16n,
  17n,
  255n,
  256n,
  1n << 128n,
  (1n << 252n) - 1n,
  1n << 252n,
  L - 2n,
  L - 1n,
  0x0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0fn,
];
const nobles = [Noble.BASE, ...Array.from({ length: 23 }, () => Noble.BASE.multiply(scalar()))];
const bytes = nobles.map((p) => p.toBytes());
const hex = (p: InstanceType<typeof Noble>) => toHex(p.toBytes());

/** RFC 9496, A.1: the encodings of 1·B to 15·B. */
const RFC9496_MULTIPLES = [
  'e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76',
  '6a493210f7499cd17fecb510ae0cea23a110e8d5b901f8acadd3095c73a3b919',
  '94741f5d5d52755ece4f23f044ee27d5d1ea1e2bd196b462166b16152a9d0259',
  'da80862773358b466ffadfe0b3293ab3d9fd53c5ea6c955358f568322daf6a57',
  'e882b131016b52c1d3337080187cf768423efccbb517bb495ab812c4160ff44e',
  'f64746d3c92b13050ed8d80236a7f0007c3b3f962f5ba793d19a601ebb1df403',
  '44f53520926ec81fbd5a387845beb7df85a96a24ece18738bdcfa6a7822a176d',
  '903293d8f2287ebe10e2374dc1a53e0bc887e592699f02d077d5263cdd55601c',
  '02622ace8f7303a31cafc63f8fc48fdc16e1c8c8d234b2f0d6685282a9076031',
  '20706fd788b2720a1ed2a5dad4952b01f413bcf0e7564de8cdc816689e2db95f',
  'bce83f8ba5dd2fa572864c24ba1810f9522bc6004afe95877ac73241cafdab42',
  'e4549ee16b9aa03099ca208c67adafcafa4c3f3e4e5303de6026e3ca8ff84460',
  'aa52e000df2e16f55fb1032fc33bc42742dad6bd5a8fc0be0167436c5948501f',
  '46376b80f409b29dc2b5f6f0c52591990896e5716f41477cd30085ab7f10301e',
  'e0c418f7c8d9c4cdd7395b93ea124f3ad99021bb681dfc3302a9d99a2e53e64e',
];

/** RFC 9496, A.2: encodings every implementation must refuse (non-canonical s, negative s, no square, t negative or y = 0); then the identity, which the accelerator refuses by design. */
const BAD = [
  '00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff',
  'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  'f3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  '0100000000000000000000000000000000000000000000000000000000000000',
  '01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  'ed57ffd8c914fb201471d1c3d245ce3c746fcbe63a3679d51b6a516ebebe0e20',
  'c34c4e1826e5d403b78e246e88aa051c36ccf0aafebffe137d148a2bf9104562',
  'c940e5a4404157cfb1628b108db051a8d439e1a421394ec4ebccb9ec92a8ac78',
  '47cfc5497c53dc8e61c91d17fd626ffb1c49e2bca94eed052281b510b1117a24',
  'f1c6165d33367351b0da8f6e4511010c68174a03b6581212c71c0e1d026c3c72',
  '87260f7a2f12495118360f02c26a470f450dadf34a413d21042b43b9d93e1309',
  '26948d35ca62e643e26a83177332e6b6afeb9d08e4268b650f1f5bbd8d81d371',
  '4eac077a713c57b4f4397629a4145982c661f48044dd3f96427d40b147d9742f',
  'de6a7b00deadc788eb6b6c8d20c0ae96c2f2019078fa604fee5b87d6e989ad7b',
  'bcab477be20861e01e4a0e295284146a510150d9817763caf1a6f4b422d67042',
  '2a292df7e32cababbd9de088d1d1abec9fc0440f637ed2fba145094dc14bea08',
  'f4a9e534fc0d216c44b218fa0c42d99635a0127ee2e53c712f70609649fdff22',
  '8268436f8c4126196cf64b3c7ddbda90746a378625f9813dd9b8457077256731',
  '2810e5cbc2cc4d4eece54f61c6f69758e289aa7ab440b3cbeaa21995c2f4232b',
  '3eb858e78f5a7254d8c9731174a94f76755fd3941c0ac93735c07ba14579630e',
  'a45fdc55c76448c049a1ab33f17023edfb2be3581e9c7aade8a6125215e04220',
  'd483fe813c6ba647ebbfd3ec41adca1c6130c2beeee9d9bf065c8d151c5f396e',
  '8a2e1d30050198c65a54483123960ccc38aef6848e1ec8f5f780e8523769ba32',
  '32888462f8b486c68ad7dd9610be5192bbeaf3b443951ac1a8118419d9fa097b',
  '227142501b9d4355ccba290404bde41575b037693cef1f438c47f8fbf35d1165',
  '5c37cc491da847cfeb9281d407efc41e15144c876e0170b499a96a22ed31e01e',
  '445425117cb8c90edcbc7c1cc0e74f747f2c1efa5630a967c64f287792a48a4b',
  '0000000000000000000000000000000000000000000000000000000000000000',
].map(fromHex);

/** Encodings at the edges of the field and the sign bit: s near 0, near p, at and past p, and with bit 255 set. */
const EDGE_ENCODINGS = [
  0n,
  1n,
  2n,
  3n,
  4n,
  P - 1n,
  P - 2n,
  P - 3n,
  P,
  P + 1n,
  P + 2n,
  2n ** 255n - 1n,
  2n ** 255n,
  2n ** 255n + 2n,
  2n ** 256n - 1n,
  (P - 1n) / 2n,
  (P + 1n) / 2n,
].map(le);

/** The verdict of noble's decoding, where the identity counts as refused (no card or audit point is the identity). */
function nobleDecoding(b: Uint8Array): InstanceType<typeof Noble> | null {
  try {
    const p = Noble.fromBytes(b);
    return p.is0() ? null : p;
  } catch {
    return null;
  }
}

beforeAll(async () => {
  expect(await loadWasmGroup()).toBe(true);
});

describe('the accelerator decodes as noble does', () => {
  it('refuses what noble refuses and reads the same point from everything else: bad, edge, valid and random encodings', () => {
    let valid = 0;
    for (const b of [...BAD, ...EDGE_ENCODINGS, ...bytes, ...RFC9496_MULTIPLES.map(fromHex), ...Array.from({ length: 400 }, () => random(32))]) {
      const affine = wasmDecodePoint(b);
      const noble = nobleDecoding(b);
      expect(affine !== null, toHex(b)).toBe(noble !== null);
      if (affine && noble) {
        valid++;
        expect(Noble.fromAffine(affine).equals(noble)).toBe(true);
        // the library multiplies from the accelerator's representative: any representative gives noble's encoding
        expect(Noble.fromAffine(affine).toBytes()).toEqual(b);
        expect(toHex(pointFromBytes(b).toBytes())).toBe(toHex(b));
      }
    }
    for (const b of BAD) expect(wasmDecodePoint(b)).toBeNull();
    expect(valid).toBeGreaterThan(bytes.length + 15); // random strings that are points too
    expect(() => Point.fromBytes(BAD[0])).toThrow();
    expect(Point.fromBytes(new Uint8Array(32)).is0()).toBe(true);
  });
});

describe('the accelerator computes as noble does', () => {
  it('the multiples of the generator of RFC 9496 (A.1), by the library, the accelerator and additions', () => {
    let sum = Point.ZERO;
    RFC9496_MULTIPLES.forEach((h, i) => {
      const k = BigInt(i + 1);
      expect(Point.BASE.multiply(k).toHex()).toBe(h);
      expect(Point.BASE.multiplyUnsafe(k).toHex()).toBe(h);
      sum = sum.add(Point.BASE);
      expect(sum.toHex()).toBe(h);
    });
    expect(Point.BASE.multiplyUnsafe(0n).is0()).toBe(true);
  });

  it('products with one scalar for all points or one each, random and edge scalars (0 included), across the buffer of 1024', () => {
    for (const s of [...EDGE_SCALARS, scalar(), scalar()]) expect(wasmMulSame(bytes, s)).toEqual(nobles.map((p) => hex(p.multiply(s))));
    const each = nobles.map(() => scalar());
    expect(wasmMulEach(bytes, each)).toEqual(nobles.map((p, i) => hex(p.multiply(each[i]))));
    expect(wasmMulEach(bytes.slice(0, EDGE_SCALARS.length), EDGE_SCALARS)).toEqual(EDGE_SCALARS.map((k, i) => hex(nobles[i].multiply(k))));
    expect(wasmMulSame(bytes.slice(0, 2), 0n)).toEqual([toHex(new Uint8Array(32)), toHex(new Uint8Array(32))]);
    const s = scalar();
    const long = Array.from({ length: 1100 }, (_, i) => i % nobles.length);
    const products = nobles.map((p) => hex(p.multiply(s)));
    expect(
      wasmMulSame(
        long.map((i) => bytes[i]),
        s,
      ),
    ).toEqual(long.map((i) => products[i]));
    const scalars = long.map((_, i) => (i % 5 === 0 ? EDGE_SCALARS[i % EDGE_SCALARS.length] : scalar()));
    const out = wasmMulEach(
      long.map((i) => bytes[i]),
      scalars,
    )!;
    for (const at of [0, 1, 511, 1023, 1024, 1099]) expect(out[at]).toBe(hex(nobles[long[at]].multiply(scalars[at])));
    expect(wasmMulSame([bytes[0], BAD[1]], s)).toBeNull();
  });

  it('Point.multiplyUnsafe and Point.multiply (the library) agree with noble and with each other', () => {
    for (const [i, p] of nobles.slice(0, 8).entries()) {
      const point = Point.fromBytes(bytes[i]);
      for (const k of [...EDGE_SCALARS, scalar(), scalar()]) {
        expect(point.multiplyUnsafe(k).toHex(), `${k}`).toBe(hex(p.multiply(k)));
        expect(point.multiply(k).toHex(), `${k}`).toBe(hex(p.multiply(k)));
      }
    }
    for (const bad of [0n, L, L + 1n, -1n]) expect(() => Point.BASE.multiply(bad)).toThrow();
    for (const bad of [L, -1n]) expect(() => Point.BASE.multiplyUnsafe(bad)).toThrow();
  });

  it('additions: random pairs, p + p, p + (-p), and the identity on either side', () => {
    for (let i = 0; i < 24; i++) {
      const [a, b] = [nobles[i], nobles[(i * 7 + 3) % nobles.length]];
      expect(toHex(wasmAdd(a.toBytes(), b.toBytes())!)).toBe(hex(a.add(b)));
      expect(toHex(wasmAdd(a.toBytes(), a.toBytes())!)).toBe(hex(a.double()));
      expect(toHex(wasmAdd(a.toBytes(), a.negate().toBytes())!)).toBe(toHex(new Uint8Array(32)));
      expect(Point.ZERO.add(Point.fromBytes(b.toBytes())).toHex()).toBe(hex(b));
      expect(Point.fromBytes(b.toBytes()).add(Point.ZERO).toHex()).toBe(hex(b));
    }
    expect(wasmAdd(bytes[0], BAD[3])).toBeNull();
  });

  it('says a multi-scalar sum is the identity exactly when it is, across the buffer of 1024', () => {
    // Σ w_i (s·P_i) − Σ (w_i s)·P_i = 0
    const s = scalar();
    const many = Array.from({ length: 1100 }, (_, i) => i % nobles.length);
    const weights = many.map(() => scalar());
    const sums = nobles.map(() => 0n);
    weights.forEach((w, i) => (sums[many[i]] = Fn.add(sums[many[i]], w)));
    const allPoints = [...many.map((i) => bytes[i]), ...nobles.map((p) => p.multiply(s).toBytes())];
    const allScalars = [...weights.map((w) => Fn.neg(Fn.mul(w, s))), ...sums];
    expect(wasmSumIsIdentity(allPoints, allScalars)).toBe(true);
    for (const at of [0, 700, 1099, allScalars.length - 1]) {
      const off = [...allScalars];
      off[at] = Fn.add(off[at], 1n);
      expect(wasmSumIsIdentity(allPoints, off)).toBe(false);
    }
    // small sums against noble's, edge scalars included
    for (let i = 0; i < 10; i++) {
      const ks = [EDGE_SCALARS[i], scalar(), scalar()];
      const ps = [nobles[i], nobles[i + 1], nobles[i + 2]];
      const total = ps.reduce((acc, p, j) => acc.add(p.multiply(ks[j])), Noble.ZERO);
      expect(
        wasmSumIsIdentity(
          ps.map((p) => p.toBytes()),
          ks,
        ),
      ).toBe(total.is0());
      expect(
        wasmSumIsIdentity(
          [...ps, total].map((p) => p.toBytes()),
          [...ks, L - 1n],
        ),
      ).toBe(true);
    }
    expect(wasmSumIsIdentity([Point.BASE.toBytes(), Point.BASE.multiply(5n).toBytes()], [5n, Fn.neg(1n)])).toBe(true);
    expect(wasmSumIsIdentity([], [])).toBe(true);
    expect(wasmSumIsIdentity([bytes[0], new Uint8Array(32).fill(0xff)], [1n, 1n])).toBeNull();
  });

  it('hashes to the group as noble does: every possible card copy, random and edge uniform bytes', () => {
    for (let deck = 0; deck < 3; deck++) {
      for (let index = 0; index < 64; index++) {
        expect(pointToHex(cardPoint(deck, index))).toBe(hex(ristretto255_hasher.hashToCurve(Uint8Array.of(deck, index), { DST: CARD_DST })));
      }
    }
    const halves = [...EDGE_ENCODINGS, ...Array.from({ length: 40 }, () => random(32))];
    for (let i = 0; i < halves.length; i++) {
      const uniform = Uint8Array.from([...halves[i], ...halves[(i * 5 + 1) % halves.length]]);
      expect(toHex(wasmFromUniform(uniform)), toHex(uniform)).toBe(hex(ristretto255_hasher.deriveToCurve!(uniform)));
    }
  });
});
