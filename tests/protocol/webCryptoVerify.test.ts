// The batch verifier for the verify page (WebCrypto's Ed25519, probed, with the reference behind
// every "no") must answer exactly as the reference does: on honest and malleated signatures,
// small-order, mixed-order and non-canonical keys, and random mutations; and it must refuse to use
// an implementation that accepts what the reference rejects.
import { describe, expect, it } from 'vitest';
import nacl from 'tweetnacl';
import { ed25519, ED25519_TORSION_SUBGROUP } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { referenceVerify } from '../../src/protocol/canonicalSignature.js';
import { agreesWithReference, answersFrom, verifyBatch, webCryptoInUse, type SignatureCheck, type Subtle } from '../../src/protocol/webCryptoEd25519.js';
import { concatBytes, fromHex, utf8 } from '../../src/protocol/bytes.js';
import { seededRandom } from '../../src/net/random.js';

const L = 2n ** 252n + 27742317777372353535851937790883648493n;
const le = (n: bigint): Uint8Array => Uint8Array.from({ length: 32 }, (_, i) => Number((n >> BigInt(8 * i)) & 255n));
const fromLe = (b: Uint8Array): bigint => b.reduceRight((acc, x) => (acc << 8n) | BigInt(x), 0n);
const mod = (a: bigint, m: bigint) => ((a % m) + m) % m;

const keyPair = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(9));
const message = utf8('hexknights batch');
const honest = nacl.sign.detached(message, keyPair.secretKey);

function signWithScalar(a: bigint, r: bigint, publicKey: Uint8Array, msg: Uint8Array): Uint8Array {
  const R = ed25519.Point.BASE.multiply(r).toBytes();
  const h = mod(fromLe(sha512(concatBytes(R, publicKey, msg))), L);
  return concatBytes(R, le(mod(r + h * a, L)));
}

/** Edge cases and mutations, each with the reference's answer. */
function cases(): SignatureCheck[] {
  const items: SignatureCheck[] = [{ message, signature: honest, publicKey: keyPair.publicKey }];
  const S = fromLe(honest.slice(32));
  items.push({ message, signature: concatBytes(honest.slice(0, 32), le(S + L)), publicKey: keyPair.publicKey });
  const odd = [
    ...ED25519_TORSION_SUBGROUP,
    'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
    '0100000000000000000000000000000000000000000000000000000000000080',
  ].map(fromHex);
  for (const key of odd) for (const R of [...odd.slice(0, 3), honest.slice(0, 32)]) {
    for (const s of [0n, 1n, L - 1n]) items.push({ message, signature: concatBytes(R, le(s)), publicKey: key });
  }
  const a = 424242n;
  const A = ed25519.Point.BASE.multiply(a);
  for (const t of ED25519_TORSION_SUBGROUP.slice(1)) {
    const mixed = A.add(ed25519.Point.fromHex(t)).toBytes();
    for (let r = 1n; r <= 4n; r++) {
      const m = utf8(`mixed ${r}`);
      items.push({ message: m, signature: signWithScalar(a, r * 31337n, mixed, m), publicKey: mixed });
    }
  }
  const rand = seededRandom(5);
  for (let i = 0; i < 120; i++) {
    const item = { message: message.slice(), signature: honest.slice(), publicKey: keyPair.publicKey.slice() };
    const target = [item.signature, item.publicKey, item.message][Math.floor(rand() * 3)];
    if (rand() < 0.8) target[Math.floor(rand() * target.length)] ^= 1 << Math.floor(rand() * 8);
    items.push(item);
  }
  return items;
}

describe('WebCrypto batch verifier', () => {
  it('runs on WebCrypto here (Node has Ed25519 in crypto.subtle and passes the probes)', async () => {
    expect(await webCryptoInUse()).toBe(true);
  });

  it('answers every edge case and mutation exactly as the reference does', async () => {
    const items = cases();
    const expected = items.map((i) => referenceVerify(i.message, i.signature, i.publicKey));
    expect(await verifyBatch(items)).toEqual(expected);
    expect(expected.filter(Boolean).length).toBeGreaterThan(10); // honest ones and cofactorless-valid mixed keys
    expect(expected.filter((v) => !v).length).toBeGreaterThan(10);
  }, 600_000);

  it('refuses an implementation that accepts what the reference rejects, or rejects an honest signature', async () => {
    const yesToAll: Subtle = { importKey: async () => ({}), verify: async () => true };
    const noToAll: Subtle = { importKey: async () => ({}), verify: async () => false };
    expect(await agreesWithReference(yesToAll)).toBe(false);
    expect(await agreesWithReference(noToAll)).toBe(false);
    expect(await agreesWithReference(crypto.subtle as unknown as Subtle)).toBe(true);
  });

  it('looks answers up by signature, key and message, and asks the reference about anything else', () => {
    const other = utf8('another message');
    const verify = answersFrom([{ message, signature: honest, publicKey: keyPair.publicKey }], [true]);
    expect(verify(message, honest, keyPair.publicKey)).toBe(true);
    expect(verify(other, honest, keyPair.publicKey)).toBe(false);
    const stale = answersFrom([{ message, signature: honest, publicKey: keyPair.publicKey }], [false]);
    expect(stale(message, honest, keyPair.publicKey)).toBe(false);
  });
});
