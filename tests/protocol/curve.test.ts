// Our curve code (src/protocol/curve/, src/protocol/cards/group.ts on build/ristretto.wasm) against the
// references it replaced in the page: @noble/hashes, @noble/curves and node:crypto, plus the RFC vectors
// (RFC 9496 A.1, RFC 8032 7.1). Ed25519's accepted set and NaCl's box are compared with tweetnacl in
// nacl.test.ts; the card protocol's bytes in cards.test.ts and wasmGroup.test.ts.
import { createHash } from 'node:crypto';
import tweetnacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { ed25519, ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { expand_message_xmd } from '@noble/curves/abstract/hash-to-curve.js';
import { sha256 as nobleSha256, sha512 as nobleSha512 } from '@noble/hashes/sha2.js';
import { sha256, sha512 } from '../../src/protocol/curve/sha2.js';
import { expandMessageXmd, hashToScalar } from '../../src/protocol/curve/xmd.js';
import { Fn, L, numberFromLE, numberToLE } from '../../src/protocol/curve/scalar.js';
import { ed25519PublicKey, ed25519Sign, ed25519Verify } from '../../src/protocol/curve/ed25519.js';
import { Point } from '../../src/protocol/cards/group.js';
import { wasmEdBaseMul, wasmSecretMulEach, wasmX25519 } from '../../src/protocol/cards/wasmGroup.js';
import { seededBytes } from '../../src/protocol/cards/index.js';
import { fromHex, toHex, utf8 } from '../../src/protocol/bytes.js';

const random = seededBytes(9496);
const NoblePoint = ristretto255.Point;
const nobleFn = NoblePoint.Fn;
/** Uniform below L (40 bytes reduced), sometimes zero-heavy: windows of 0 are the constant-time code's edge. */
const scalar = (): bigint => nobleFn.create(numberFromLE(random(40)));
const EDGE_SCALARS = [1n, 2n, 15n, 16n, 17n, 255n, 256n, 1n << 128n, (1n << 252n) - 1n, 1n << 252n, L - 2n, L - 1n, 0x0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0fn];

describe('SHA-256 and SHA-512', () => {
  it('equal node:crypto and @noble/hashes at every length across the block and padding edges', () => {
    for (let n = 0; n <= 300; n++) {
      const m = random(n);
      expect(toHex(sha256(m))).toBe(createHash('sha256').update(m).digest('hex'));
      expect(toHex(sha512(m))).toBe(createHash('sha512').update(m).digest('hex'));
    }
    const big = random(70_001);
    expect(sha256(big)).toEqual(nobleSha256(big));
    expect(sha512(big)).toEqual(nobleSha512(big));
  });
});

describe('expand_message_xmd and hash to scalar (RFC 9380, SHA-512)', () => {
  it("equal noble's for several lengths, tags and messages", () => {
    const longTag = 'x'.repeat(300); // over 255 bytes: hashed first (RFC 9380 5.3.3)
    for (const dst of ['hexknights/progress-card/v1', 'QUUX-V01-CS02-with-expander-SHA512-256', longTag]) {
      for (const length of [32, 64, 128, 200]) {
        const m = random(length % 97);
        expect(expandMessageXmd(m, dst, length)).toEqual(expand_message_xmd(m, utf8(dst), length, nobleSha512));
      }
      const m = random(20);
      expect(hashToScalar(m, dst)).toBe(ristretto255_hasher.hashToScalar(m, { DST: dst }));
    }
  });
});

describe('scalars mod L', () => {
  it("add, multiply, negate, invert and spell as noble's Fn does", () => {
    for (const a of [...EDGE_SCALARS, ...Array.from({ length: 40 }, scalar)]) {
      const b = scalar();
      expect(Fn.add(a, b)).toBe(nobleFn.add(a, b));
      expect(Fn.sub(a, b)).toBe(nobleFn.sub(a, b));
      expect(Fn.mul(a, b)).toBe(nobleFn.mul(a, b));
      expect(Fn.neg(a)).toBe(nobleFn.neg(a));
      expect(Fn.inv(a)).toBe(nobleFn.inv(a));
      expect(Fn.toBytes(a)).toEqual(nobleFn.toBytes(a));
      expect(Fn.fromBytes(nobleFn.toBytes(a))).toBe(a);
      expect(numberFromLE(numberToLE(a, 32))).toBe(a);
    }
    expect(() => Fn.inv(0n)).toThrow();
    expect(() => Fn.inv(L)).toThrow();
    // S >= L has no spelling as a scalar
    for (const big of [L, L + 1n, (1n << 256n) - 1n]) expect(() => Fn.fromBytes(numberToLE(big, 32))).toThrow();
  });
});

describe('ristretto255 points in WebAssembly', () => {
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

  it('gives the multiples of the generator of RFC 9496 (A.1), by the secret and the public multiplication and by additions', () => {
    let sum = Point.ZERO;
    RFC9496_MULTIPLES.forEach((hex, i) => {
      const k = BigInt(i + 1);
      expect(Point.BASE.multiply(k).toHex()).toBe(hex);
      expect(Point.BASE.multiplyUnsafe(k).toHex()).toBe(hex);
      sum = sum.add(Point.BASE);
      expect(sum.toHex()).toBe(hex);
    });
    expect(Point.BASE.multiplyUnsafe(0n).is0()).toBe(true);
  });

  it("multiplies in constant time to noble's bytes, for random and edge scalars (zero windows, L - 1)", () => {
    const bases = [NoblePoint.BASE, ...Array.from({ length: 6 }, () => NoblePoint.BASE.multiply(scalar()))];
    for (const base of bases) {
      const p = Point.fromBytes(base.toBytes());
      for (const k of [...EDGE_SCALARS, ...Array.from({ length: 12 }, scalar)]) {
        expect(p.multiply(k).toHex(), `${k}`).toBe(toHex(base.multiply(k).toBytes()));
      }
    }
    // many in one call, across the module's buffer of 1024
    const many = Array.from({ length: 1030 }, (_, i) => (i % 7 === 0 ? EDGE_SCALARS[i % EDGE_SCALARS.length] : scalar()));
    const out = wasmSecretMulEach(many.map(() => NoblePoint.BASE.toBytes()), many)!;
    for (const at of [0, 1, 511, 1023, 1024, 1029]) expect(toHex(out[at])).toBe(toHex(NoblePoint.BASE.multiply(many[at]).toBytes()));
  });

  it('adds as noble does, the identity and p + (-p) included', () => {
    for (let i = 0; i < 20; i++) {
      const [a, b] = [scalar(), scalar()];
      const [pa, pb] = [NoblePoint.BASE.multiply(a), NoblePoint.BASE.multiply(b)];
      const sum = Point.fromBytes(pa.toBytes()).add(Point.fromBytes(pb.toBytes()));
      expect(sum.toHex()).toBe(toHex(pa.add(pb).toBytes()));
      expect(Point.fromBytes(pa.toBytes()).add(Point.fromBytes(pa.negate().toBytes())).is0()).toBe(true);
      expect(Point.ZERO.add(Point.fromBytes(pb.toBytes())).toHex()).toBe(toHex(pb.toBytes()));
    }
  });

  it('refuses zero and out-of-range multipliers, and what is not a canonical encoding', () => {
    for (const bad of [0n, L, L + 1n, -1n]) expect(() => Point.BASE.multiply(bad)).toThrow();
    for (const bad of [L, -1n]) expect(() => Point.BASE.multiplyUnsafe(bad)).toThrow();
    // RFC 9496 A.2: non-canonical field encodings, negative s, non-square x^2, t negative or y = 0
    for (const hex of ['00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff', 'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
      '0100000000000000000000000000000000000000000000000000000000000000', '26948d35ca62e643e26a83177332e6b6afeb9d08e4268b650f1f5bbd8d81d371']) {
      expect(() => Point.fromBytes(fromHex(hex))).toThrow();
    }
    expect(Point.fromBytes(new Uint8Array(32)).is0()).toBe(true);
  });
});

describe('Ed25519', () => {
  it('gives the keys and signatures of RFC 8032 (7.1, tests 1 and 2), and accepts them', () => {
    const vectors = [
      ['9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60', 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a', '',
        'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b'],
      ['4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb', '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c', '72',
        '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00'],
    ];
    for (const [seed, publicKey, message, signature] of vectors) {
      expect(toHex(ed25519PublicKey(fromHex(seed)))).toBe(publicKey);
      expect(toHex(ed25519Sign(fromHex(message), fromHex(seed + publicKey)))).toBe(signature);
      expect(ed25519Verify(fromHex(message), fromHex(signature), fromHex(publicKey))).toBe(true);
    }
  });

  it("computes k·B in constant time to noble's bytes, for clamped keys and nonces below L", () => {
    for (const k of [...EDGE_SCALARS, ...Array.from({ length: 30 }, scalar), (1n << 254n) + 8n, (1n << 255n) - 8n]) {
      expect(toHex(wasmEdBaseMul(numberToLE(k, 32)))).toBe(toHex(ed25519.Point.BASE.multiply(nobleFn.create(k)).toBytes()));
    }
  });
});

describe('X25519', () => {
  it('gives the outputs of RFC 7748 (5.2, test vectors 1 and 2), in constant time in WebAssembly', () => {
    const vectors = [
      ['a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4', 'e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c', 'c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552'],
      ['4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d', 'e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493', '95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957'],
    ];
    for (const [k, u, out] of vectors) {
      expect(toHex(wasmX25519(fromHex(k), fromHex(u)))).toBe(out);
      expect(toHex(tweetnacl.scalarMult(fromHex(k), fromHex(u)))).toBe(out);
    }
  });
});
