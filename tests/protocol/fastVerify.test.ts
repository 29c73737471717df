// The fast Node verifier must accept exactly the signatures the reference (tweetnacl + canonical S)
// accepts: on honest signatures, malleated ones, small-order and mixed-order keys, non-canonical
// encodings, and thousands of random mutations.
import { describe, expect, it } from 'vitest';
import nacl from 'tweetnacl';
import { ed25519, ED25519_TORSION_SUBGROUP } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { hasCanonicalScalar, hasCanonicalY, referenceVerify } from '../../src/protocol/canonicalSignature.js';
import { naclSign, naclVerify } from '../../src/protocol/signatures.js';
import { concatBytes, fromHex, utf8 } from '../../src/protocol/bytes.js';
import { seededRandom } from '../../src/net/random.js';

/** Hundreds of reference (tweetnacl) checks: a limit only against a hang, never a speed budget. */
const HEAVY = 600_000;
const L = 2n ** 252n + 27742317777372353535851937790883648493n;
const le = (n: bigint): Uint8Array => Uint8Array.from({ length: 32 }, (_, i) => Number((n >> BigInt(8 * i)) & 255n));
const fromLe = (b: Uint8Array): bigint => b.reduceRight((acc, x) => (acc << 8n) | BigInt(x), 0n);
const mod = (a: bigint, m: bigint) => ((a % m) + m) % m;

function agree(message: Uint8Array, sig: Uint8Array, key: Uint8Array): boolean {
  const expected = referenceVerify(message, sig, key);
  expect(fastVerify(message, sig, key)).toBe(expected);
  return expected;
}

const keyPair = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(7));
const message = utf8('hexknights edge cases');
const honest = naclSign(message, keyPair.secretKey);

/** A signature by secret scalar `a` for a public key of our choosing (e.g. A + torsion). */
function signWithScalar(a: bigint, r: bigint, publicKey: Uint8Array, msg: Uint8Array): Uint8Array {
  const R = ed25519.Point.BASE.multiply(r).toBytes();
  const h = mod(fromLe(sha512(concatBytes(R, publicKey, msg))), L);
  return concatBytes(R, le(mod(r + h * a, L)));
}

describe('fast Ed25519 verifier', () => {
  it('signs exactly like tweetnacl', () => {
    for (let i = 0; i < 20; i++) {
      const kp = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(i));
      const m = utf8(`message ${i}`);
      expect(fastSign(m, kp.secretKey)).toEqual(naclSign(m, kp.secretKey));
    }
  });

  it('accepts honest signatures and rejects a changed message', () => {
    expect(agree(message, honest, keyPair.publicKey)).toBe(true);
    expect(agree(utf8('other'), honest, keyPair.publicKey)).toBe(false);
  });

  it('rejects S + L (which tweetnacl alone would accept) like the reference', () => {
    const s = fromLe(honest.slice(32));
    const malleated = concatBytes(honest.slice(0, 32), le(s + L));
    expect(naclVerify(message, malleated, keyPair.publicKey)).toBe(true); // why the S < L rule exists
    expect(hasCanonicalScalar(malleated)).toBe(false);
    expect(agree(message, malleated, keyPair.publicKey)).toBe(false);
  });

  it('agrees on small-order and non-canonical keys and R values', () => {
    const odd = [
      ...ED25519_TORSION_SUBGROUP,
      'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', // y = p (non-canonical 0)
      'eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', // y = p + 1 (non-canonical 1)
      'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff', // y = -1 with sign bit
      '0100000000000000000000000000000000000000000000000000000000000080', // y = 1 with sign bit
      'ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff',
    ].map((h) => fromHex(h));
    const scalars = [0n, 1n, L - 1n, L, L + 1n, 2n ** 255n - 1n].map(le);
    let accepted = 0;
    for (const key of [...odd, keyPair.publicKey]) {
      for (const R of [...odd, honest.slice(0, 32)]) {
        for (const S of [...scalars, honest.slice(32)]) {
          if (agree(message, concatBytes(R, S), key)) accepted++;
        }
      }
    }
    // identity key + identity R + S = 0 verifies for any message under cofactorless Ed25519
    expect(accepted).toBeGreaterThan(0);
    expect(hasCanonicalY(odd[8])).toBe(false);
  }, HEAVY);

  it('agrees on mixed-order keys (A + torsion), where cofactor handling would differ', () => {
    const a = 123456789n;
    const A = ed25519.Point.BASE.multiply(a);
    let accepted = 0;
    let rejected = 0;
    for (const t of ED25519_TORSION_SUBGROUP.slice(1)) {
      const mixed = A.add(ed25519.Point.fromHex(t)).toBytes();
      for (let r = 1n; r <= 12n; r++) {
        const m = utf8(`mixed ${r}`);
        if (agree(m, signWithScalar(a, r * 99991n, mixed, m), mixed)) accepted++;
        else rejected++;
      }
    }
    expect(accepted).toBeGreaterThan(0);
    expect(rejected).toBeGreaterThan(0);
  }, HEAVY);

  it('agrees on 600 random mutations of signature, key and message', () => {
    const rand = seededRandom(11);
    let accepted = 0;
    for (let i = 0; i < 600; i++) {
      const sig = honest.slice();
      const key = keyPair.publicKey.slice();
      const msg = message.slice();
      const target = [sig, key, msg][Math.floor(rand() * 3)];
      if (rand() < 0.9) target[Math.floor(rand() * target.length)] ^= 1 << Math.floor(rand() * 8);
      if (agree(msg, sig, key)) accepted++;
    }
    expect(accepted).toBeGreaterThan(0); // the unmutated 10% still verify
  }, HEAVY);

  it('rejects wrong lengths without throwing', () => {
    expect(fastVerify(message, honest.slice(1), keyPair.publicKey)).toBe(false);
    expect(fastVerify(message, honest, keyPair.publicKey.slice(1))).toBe(false);
    expect(referenceVerify(message, honest.slice(1), keyPair.publicKey)).toBe(false);
  });
});
