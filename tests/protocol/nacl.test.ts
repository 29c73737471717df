// src/protocol/nacl.ts stands in for tweetnacl in the page, on our curve code (box: naclBox.ts). tweetnacl defines
// which signatures are valid (plus S < L, canonicalSignature.ts) and what a key box is, so every answer
// here is compared with tweetnacl's own: random keys and messages, and the edge cases where Ed25519
// verifiers are known to differ (non-canonical encodings, S >= L, small-order and mixed-order keys).
import { describe, expect, it } from 'vitest';
import tweetnacl from 'tweetnacl';
import { ed25519, ED25519_TORSION_SUBGROUP } from '@noble/curves/ed25519.js';
import { bytesToNumberLE, numberToBytesLE } from '@noble/curves/utils.js';
import { sha512 } from '@noble/hashes/sha2.js';
import nacl from '../../src/protocol/nacl.js';
import { referenceVerify } from '../../src/protocol/canonicalSignature.js';
import { fromHex } from '../../src/protocol/bytes.js';
import { seededRandom } from '../../src/net/random.js';

const Point = ed25519.Point;
const L = Point.Fn.ORDER;
const P = Point.Fp.ORDER;
const rand = seededRandom(2026);
const bytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(rand() * 256));
const le = (n: bigint) => numberToBytesLE(n, 32);
const cat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const challenge = (R: Uint8Array, A: Uint8Array, m: Uint8Array) => bytesToNumberLE(sha512(cat(R, A, m))) % L;

/** Both verifiers' answers (tweetnacl's first); `expected`, when given, is tweetnacl's. */
function agree(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array, expected?: boolean): boolean {
  const reference = tweetnacl.sign.detached.verify(message, signature, publicKey);
  if (expected !== undefined) expect(reference).toBe(expected);
  expect(nacl.sign.detached.verify(message, signature, publicKey)).toBe(reference);
  return reference;
}

/** A signature by scalar `a` for the key bytes `A` (which may encode a point other than a·B). */
function signWith(a: bigint, A: Uint8Array, message: Uint8Array): Uint8Array {
  const r = bytesToNumberLE(bytes(32)) % L;
  const R = Point.BASE.multiply(r).toBytes();
  return cat(R, le((r + challenge(R, A, message) * a) % L));
}

describe('nacl.ts signatures, against tweetnacl', () => {
  it('makes the same keys and signatures, and both accept them', () => {
    for (let i = 0; i < 25; i++) {
      const seed = bytes(32);
      const mine = nacl.sign.keyPair.fromSeed(seed);
      const theirs = tweetnacl.sign.keyPair.fromSeed(seed);
      expect(mine).toEqual(theirs);
      const message = bytes(Math.floor(rand() * 300));
      const signature = nacl.sign.detached(message, mine.secretKey);
      expect(signature).toEqual(tweetnacl.sign.detached(message, theirs.secretKey));
      agree(message, signature, mine.publicKey, true);
    }
  });

  it('refuses what tweetnacl refuses: flipped bits anywhere, another message, another key', () => {
    const keys = tweetnacl.sign.keyPair.fromSeed(bytes(32));
    const message = bytes(100);
    const signature = tweetnacl.sign.detached(message, keys.secretKey);
    for (let bit = 0; bit < 512; bit += 7) {
      const bad = signature.slice();
      bad[bit >> 3] ^= 1 << (bit & 7);
      agree(message, bad, keys.publicKey, false);
    }
    agree(bytes(100), signature, keys.publicKey, false);
    agree(message, signature, tweetnacl.sign.keyPair().publicKey, false);
    for (let bit = 0; bit < 256; bit += 5) {
      const key = keys.publicKey.slice();
      key[bit >> 3] ^= 1 << (bit & 7);
      agree(message, signature, key);
    }
  });

  it('accepts S >= L as tweetnacl does (S + L), which the protocol rule then refuses', () => {
    const keys = tweetnacl.sign.keyPair.fromSeed(bytes(32));
    const message = bytes(40);
    const signature = tweetnacl.sign.detached(message, keys.secretKey);
    const high = cat(signature.subarray(0, 32), le(bytesToNumberLE(signature.subarray(32)) + L));
    agree(message, high, keys.publicKey, true);
    expect(referenceVerify(message, high, keys.publicKey)).toBe(false);
    expect(referenceVerify(message, signature, keys.publicKey)).toBe(true);
  });

  it('decodes a non-canonical key as tweetnacl does (y >= p, and x = 0 with the sign bit set)', () => {
    const message = bytes(20);
    const identity = le(1n); // the neutral point: S = 0 and R = the neutral point sign any message
    const zeroS = cat(identity, le(0n));
    agree(message, zeroS, identity, true);
    agree(message, zeroS, le(P + 1n), true); // y = p + 1 is y = 1
    const minusZero = identity.slice();
    minusZero[31] |= 0x80; // x = 0, sign bit set
    agree(message, zeroS, minusZero, true);
    agree(message, zeroS, le(P + 2n)); // y = 2 is on no point
    agree(message, zeroS, le(2n), false);
  });

  it('compares R by its canonical bytes: a non-canonical R is refused', () => {
    const message = bytes(20);
    const identity = le(1n);
    agree(message, cat(le(P + 1n), le(0n)), identity, false);
    const minusZero = identity.slice();
    minusZero[31] |= 0x80;
    agree(message, cat(minusZero, le(0n)), identity, false);
  });

  it('treats small-order keys as tweetnacl does (cofactorless: S = 0 with R = -h·A)', () => {
    let accepted = 0;
    for (const hex of ED25519_TORSION_SUBGROUP) {
      const A = fromHex(hex);
      for (let i = 0; i < 2; i++) {
        const message = bytes(16);
        // S = 0: S·B - h·A is a small-order point; its hash enters h, so try every candidate R
        for (const rHex of ED25519_TORSION_SUBGROUP) {
          const R = fromHex(rHex);
          if (agree(message, cat(R, le(0n)), A)) accepted++;
        }
      }
    }
    expect(accepted).toBeGreaterThan(0); // the cases are not all refusals
  });

  it('refuses a mixed-order key unless h kills the torsion, as tweetnacl does (cofactorless)', () => {
    const torsion = Point.fromBytes(fromHex(ED25519_TORSION_SUBGROUP[1]), true); // order 8
    let refused = 0;
    for (let i = 0; i < 48; i++) {
      const a = bytesToNumberLE(bytes(32)) % L;
      const A = Point.BASE.multiply(a).add(torsion).toBytes();
      const message = bytes(12);
      if (!agree(message, signWith(a, A, message), A)) refused++;
      expect(ed25519.verify(signWith(a, A, message), message, A)).toBe(true); // noble's own verify is cofactored
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('throws on wrong lengths as tweetnacl does', () => {
    expect(() => nacl.sign.detached.verify(bytes(3), bytes(63), bytes(32))).toThrow();
    expect(() => nacl.sign.detached.verify(bytes(3), bytes(64), bytes(31))).toThrow();
  });
});

describe('nacl.ts boxes, against tweetnacl', () => {
  it('derives the same box keys, shared keys and sealed bytes, and opens them', () => {
    for (let i = 0; i < 20; i++) {
      const a = bytes(32);
      const b = bytes(32);
      const mineA = nacl.box.keyPair.fromSecretKey(a);
      expect(mineA).toEqual(tweetnacl.box.keyPair.fromSecretKey(a));
      const pkB = tweetnacl.box.keyPair.fromSecretKey(b).publicKey;
      expect(nacl.box.before(pkB, a)).toEqual(tweetnacl.box.before(pkB, a));
      const nonce = bytes(24);
      const message = bytes(i === 0 ? 1000 : Math.floor(rand() * 200)); // one long enough for 16 stream blocks
      const sealed = nacl.box(message, nonce, pkB, a);
      expect(sealed).toEqual(tweetnacl.box(message, nonce, pkB, a));
      const shared = tweetnacl.box.before(mineA.publicKey, b);
      expect(nacl.box.open.after(sealed, nonce, shared)).toEqual(message);
      const bad = sealed.slice();
      bad[Math.floor(rand() * bad.length)] ^= 4;
      expect(nacl.box.open.after(bad, nonce, shared)).toBeNull();
      expect(tweetnacl.box.open.after(bad, nonce, shared)).toBeNull();
    }
  });

  it('answers a short box with null, as tweetnacl does', () => {
    const key = bytes(32);
    for (const n of [0, 5, 15, 16]) expect(nacl.box.open.after(bytes(n), bytes(24), key)).toEqual(tweetnacl.box.open.after(bytes(n), bytes(24), key));
  });

  it('gives the same shared key for low-order and non-canonical public keys (tweetnacl: all zeros in)', () => {
    const order8 = [325606250916557431795983626356110631294008115727848805560023387167927233504n, 39382357235489614581723060781553021112529911719440698176882885853963445705823n];
    const us = [0n, 1n, P - 1n, ...order8, P, P + 1n, 2n ** 255n - 1n];
    const secret = bytes(32);
    for (const u of us) {
      const publicKey = le(u % 2n ** 256n);
      expect(nacl.box.before(publicKey, secret)).toEqual(tweetnacl.box.before(publicKey, secret));
      const top = publicKey.slice();
      top[31] |= 0x80; // the top bit is ignored by both
      expect(nacl.box.before(top, secret)).toEqual(tweetnacl.box.before(top, secret));
    }
  });

  it('hashes with SHA-512 as tweetnacl does', () => {
    const m = bytes(333);
    expect(nacl.hash(m)).toEqual(tweetnacl.hash(m));
    expect(nacl.randomBytes(70000).length).toBe(70000);
  });
});
