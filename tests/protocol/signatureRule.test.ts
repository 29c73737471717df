// The differential suite for signatures. The protocol's rule is tweetnacl's verification with S < L
// (canonicalSignature.ts); replicas run it accelerated: acceleratedVerify.ts (the verification equation
// in build/ristretto.wasm; the page, the verify page) and, in Node, fastVerify (OpenSSL, then the
// accelerated one). Every case here is asked of tweetnacl itself and of every fast verifier, and any
// disagreement fails: honest signatures, forgeries, random mutations, S >= L, non-canonical A and R,
// the identity, small-order and mixed-order keys, random strings. The fast signers (nobleSign on the
// move's path, fastSign in Node) must give tweetnacl's bytes.
import { describe, expect, it } from 'vitest';
import tweetnacl from 'tweetnacl';
import { ed25519, ED25519_TORSION_SUBGROUP } from '@noble/curves/ed25519.js';
import { bytesToNumberLE, numberToBytesLE } from '@noble/curves/utils.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { acceleratedNaclVerify, acceleratedVerify } from '../../src/protocol/acceleratedVerify.js';
import { hasCanonicalScalar, hasCanonicalY, referenceVerify } from '../../src/protocol/canonicalSignature.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { nobleSign } from '../../src/protocol/nobleSign.js';
import { keyPairFromSeed, naclSign, naclVerify } from '../../src/protocol/signatures.js';
import { fromHex, toHex } from '../../src/protocol/bytes.js';
import { seededRandom } from '../../src/net/random.js';

/** Thousands of tweetnacl checks (several ms each on a busy machine): a limit against a hang, not a speed budget. */
const HEAVY = 600_000;
const Edwards = ed25519.Point;
const L = Edwards.Fn.ORDER;
const P = Edwards.Fp.ORDER;
const rand = seededRandom(2026);
const bytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(rand() * 256));
const le = (n: bigint) => numberToBytesLE(n, 32);
const cat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const challenge = (R: Uint8Array, A: Uint8Array, m: Uint8Array) => bytesToNumberLE(sha512(cat(R, A, m))) % L;

const tally = { accepted: 0, refused: 0 };

/**
 * tweetnacl's answer, after checking that every fast verifier gives it: the equation alone
 * (acceleratedNaclVerify) against tweetnacl's crypto_sign_open, the rule (acceleratedVerify, fastVerify)
 * against it with S < L. `expected`, when given, is tweetnacl's.
 */
function agree(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array, expected?: boolean): boolean {
  const equation = tweetnacl.sign.detached.verify(message, signature, publicKey);
  if (expected !== undefined) expect(equation).toBe(expected);
  const what = `${toHex(signature)} by ${toHex(publicKey)}`;
  expect(acceleratedNaclVerify(message, signature, publicKey), what).toBe(equation);
  const rule = hasCanonicalScalar(signature) && equation;
  expect(acceleratedVerify(message, signature, publicKey), what).toBe(rule);
  expect(fastVerify(message, signature, publicKey), what).toBe(rule);
  tally[rule ? 'accepted' : 'refused']++;
  return equation;
}

/** A signature by scalar `a` for the key bytes `A` (which may encode a point other than a·B). */
function signWith(a: bigint, A: Uint8Array, message: Uint8Array): Uint8Array {
  const r = bytesToNumberLE(bytes(32)) % L;
  const R = Edwards.BASE.multiply(r).toBytes();
  return cat(R, le((r + challenge(R, A, message) * a) % L));
}

/** RFC 8032, 7.1, tests 1 to 3: seed, public key, message, signature. */
const RFC8032 = [
  [
    '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
    'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    '',
    'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
  ],
  [
    '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
    '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
    '72',
    '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
  ],
  [
    'c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7',
    'fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025',
    'af82',
    '6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a',
  ],
];

/** Key and R encodings where Ed25519 implementations are known to differ. */
const ODD_ENCODINGS = [
  ...ED25519_TORSION_SUBGROUP, // the eight small-order points, the identity among them
  'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', // y = p, a non-canonical 0
  'eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', // y = p + 1, a non-canonical 1
  'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff', // y = -1 with the sign bit (x = 0)
  '0100000000000000000000000000000000000000000000000000000000000080', // y = 1 with the sign bit: "-0"
  '0200000000000000000000000000000000000000000000000000000000000000', // y = 2: no point
  'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff',
].map(fromHex);

describe("the signers give tweetnacl's bytes", () => {
  it('for the RFC 8032 vectors', () => {
    for (const [seed, publicKey, message, signature] of RFC8032) {
      const keys = keyPairFromSeed(fromHex(seed));
      expect(toHex(keys.publicKey)).toBe(publicKey);
      for (const sign of [naclSign, nobleSign, fastSign]) expect(toHex(sign(fromHex(message), keys.secretKey))).toBe(signature);
      agree(fromHex(message), fromHex(signature), keys.publicKey, true);
    }
  });

  it('for many keys and messages, and every verifier accepts them', () => {
    for (let i = 0; i < 30; i++) {
      const keys = tweetnacl.sign.keyPair.fromSeed(bytes(32));
      const message = bytes(Math.floor(rand() * 600));
      const signature = tweetnacl.sign.detached(message, keys.secretKey);
      expect(nobleSign(message, keys.secretKey)).toEqual(signature);
      expect(fastSign(message, keys.secretKey)).toEqual(signature);
      expect(referenceVerify(message, signature, keys.publicKey)).toBe(true);
      agree(message, signature, keys.publicKey, true);
    }
  });
});

describe("every verifier gives tweetnacl's answer (with S < L)", () => {
  const keys = tweetnacl.sign.keyPair.fromSeed(bytes(32));
  const message = bytes(100);
  const honest = tweetnacl.sign.detached(message, keys.secretKey);

  it(
    'refuses flipped bits anywhere, another message, another key',
    () => {
      for (let bit = 0; bit < 512; bit += 3) {
        const bad = honest.slice();
        bad[bit >> 3] ^= 1 << (bit & 7);
        agree(message, bad, keys.publicKey, false);
      }
      agree(bytes(100), honest, keys.publicKey, false);
      agree(message, honest, tweetnacl.sign.keyPair().publicKey, false);
      for (let bit = 0; bit < 256; bit += 3) {
        const key = keys.publicKey.slice();
        key[bit >> 3] ^= 1 << (bit & 7);
        agree(message, honest, key);
      }
    },
    HEAVY,
  );

  it(
    'on 400 random mutations of signature, key and message',
    () => {
      for (let i = 0; i < 400; i++) {
        const [sig, key, msg] = [honest.slice(), keys.publicKey.slice(), message.slice()];
        const target = [sig, key, msg][Math.floor(rand() * 3)];
        if (rand() < 0.9) target[Math.floor(rand() * target.length)] ^= 1 << Math.floor(rand() * 8);
        agree(msg, sig, key);
      }
    },
    HEAVY,
  );

  it("on S >= L: tweetnacl's equation accepts S + L, the rule refuses every S >= L", () => {
    const S = bytesToNumberLE(honest.subarray(32));
    const R = honest.subarray(0, 32);
    expect(naclVerify(message, cat(R, le(S + L)), keys.publicKey)).toBe(true); // why the rule exists
    agree(message, cat(R, le(S + L)), keys.publicKey, true);
    agree(message, cat(R, le(S + 2n * L)), keys.publicKey);
    for (const s of [L, L - 1n, L + 1n, 2n ** 253n - 1n, 2n ** 255n - 1n, 2n ** 256n - 1n, 0n, 1n]) agree(message, cat(R, le(s)), keys.publicKey);
    expect(hasCanonicalScalar(cat(R, le(L - 1n)))).toBe(true);
    expect(hasCanonicalScalar(cat(R, le(L)))).toBe(false);
    expect(acceleratedVerify(message, cat(R, le(S + L)), keys.publicKey)).toBe(false);
    expect(referenceVerify(message, cat(R, le(S + L)), keys.publicKey)).toBe(false);
  });

  it(
    'on every pairing of small-order and non-canonical keys and R values, with edge values of S',
    () => {
      const scalars = [0n, L - 1n, L, 2n ** 255n - 1n].map(le);
      const Rs = [...ODD_ENCODINGS, honest.subarray(0, 32)];
      let accepted = 0;
      for (const key of [...ODD_ENCODINGS, keys.publicKey]) {
        for (const R of Rs) for (const S of [...scalars, honest.subarray(32)]) if (agree(message, cat(R, S), key)) accepted++;
      }
      expect(accepted).toBeGreaterThan(0); // identity key, identity R, S = 0 sign everything
      expect(hasCanonicalY(ODD_ENCODINGS[8])).toBe(false);
    },
    HEAVY,
  );

  it('decodes a non-canonical key as tweetnacl does (y >= p; x = 0 with the sign bit set), and the identity signs anything with S = 0', () => {
    const identity = le(1n);
    const zeroS = cat(identity, le(0n));
    agree(message, zeroS, identity, true);
    agree(message, zeroS, le(P + 1n), true); // y = p + 1 is y = 1
    const minusZero = identity.slice();
    minusZero[31] |= 0x80;
    agree(message, zeroS, minusZero, true);
    agree(message, zeroS, le(P + 2n));
    agree(message, zeroS, le(2n), false);
    // R compared by its canonical bytes: a non-canonical identity as R is refused
    agree(message, cat(le(P + 1n), le(0n)), identity, false);
    agree(message, cat(minusZero, le(0n)), identity, false);
  });

  it(
    'treats small-order keys cofactorless, as tweetnacl does (S = 0 with R = -h·A)',
    () => {
      let accepted = 0;
      for (const A of ED25519_TORSION_SUBGROUP.map(fromHex)) {
        for (let i = 0; i < 2; i++) {
          const m = bytes(16);
          for (const R of ED25519_TORSION_SUBGROUP.map(fromHex)) if (agree(m, cat(R, le(0n)), A)) accepted++;
        }
      }
      expect(accepted).toBeGreaterThan(0);
    },
    HEAVY,
  );

  it(
    'refuses a mixed-order key (A + torsion) unless h kills the torsion, as tweetnacl does',
    () => {
      let [accepted, refused] = [0, 0];
      for (const t of ED25519_TORSION_SUBGROUP.slice(1)) {
        const torsion = Edwards.fromBytes(fromHex(t), true);
        for (let i = 0; i < 6; i++) {
          const a = bytesToNumberLE(bytes(32)) % L;
          const A = Edwards.BASE.multiply(a).add(torsion).toBytes();
          const m = bytes(12);
          if (agree(m, signWith(a, A, m), A)) accepted++;
          else refused++;
        }
      }
      expect(accepted).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    },
    HEAVY,
  );

  it(
    'on random strings as keys and as R',
    () => {
      for (let i = 0; i < 60; i++) {
        agree(message, cat(bytes(32), honest.subarray(32)), keys.publicKey, false);
        agree(message, honest, bytes(32));
      }
    },
    HEAVY,
  );

  it('refuses wrong lengths without throwing (tweetnacl throws)', () => {
    for (const [sig, key] of [
      [honest.slice(1), keys.publicKey],
      [honest, keys.publicKey.slice(1)],
      [cat(honest, bytes(1)), keys.publicKey],
    ]) {
      expect(() => tweetnacl.sign.detached.verify(message, sig, key)).toThrow();
      for (const verify of [referenceVerify, acceleratedNaclVerify, acceleratedVerify, fastVerify, naclVerify]) expect(verify(message, sig, key)).toBe(false);
    }
  });

  it('saw both answers', () => {
    expect(tally.accepted).toBeGreaterThan(50);
    expect(tally.refused).toBeGreaterThan(500);
  });
});
