// A live replica's verifier checks signatures ahead through WebCrypto and answers the synchronous check
// from what it found: the answers must be the reference's, checked ahead or not, a "no" from WebCrypto
// is never taken as final, and the same bytes are not checked twice.
import { describe, expect, it } from 'vitest';
import nacl from 'tweetnacl';
import { LiveVerifier } from '../../src/protocol/liveVerifier.js';
import { referenceVerify } from '../../src/protocol/canonicalSignature.js';
import { concatBytes, utf8 } from '../../src/protocol/bytes.js';
import type { VerifySignature } from '../../src/protocol/signatures.js';

const L = 2n ** 252n + 27742317777372353535851937790883648493n;
const keys = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(11));
const message = utf8('hexknights live entry');
const honest = nacl.sign.detached(message, keys.secretKey);

/** The reference, counting how often it is asked. */
function counting(): { verify: VerifySignature; asked: () => number } {
  let asked = 0;
  return { verify: (m, s, k) => (asked++, referenceVerify(m, s, k)), asked: () => asked };
}

describe('LiveVerifier', () => {
  it('answers an honest signature checked ahead without asking the reference', async () => {
    const ref = counting();
    const live = new LiveVerifier(ref.verify);
    await live.checkAhead([{ message, signature: honest, publicKey: keys.publicKey }]);
    expect(live.verify(message, honest, keys.publicKey)).toBe(true);
    expect(ref.asked()).toBe(0);
    expect(live.stats).toEqual({ ahead: 1, fallback: 0 });
  });

  it('leaves every "no" to the reference, and answers as the reference does', async () => {
    const ref = counting();
    const live = new LiveVerifier(ref.verify);
    const flipped = honest.slice();
    flipped[3] ^= 4;
    // S + L: tweetnacl alone would accept it, the protocol does not
    let s = 0n;
    for (let i = 63; i >= 32; i--) s = (s << 8n) | BigInt(honest[i]);
    const malleated = concatBytes(honest.slice(0, 32), Uint8Array.from({ length: 32 }, (_, i) => Number(((s + L) >> BigInt(8 * i)) & 255n)));
    const cases = [
      { message, signature: flipped, publicKey: keys.publicKey },
      { message, signature: malleated, publicKey: keys.publicKey },
      { message: utf8('another message'), signature: honest, publicKey: keys.publicKey },
    ];
    await live.checkAhead(cases);
    for (const c of cases) expect(live.verify(c.message, c.signature, c.publicKey)).toBe(false);
    expect(ref.asked()).toBe(cases.length);
    // remembered: asked again, the reference is not
    for (const c of cases) expect(live.verify(c.message, c.signature, c.publicKey)).toBe(false);
    expect(ref.asked()).toBe(cases.length);
  });

  it('joins a check already under way and checks nothing twice', async () => {
    const live = new LiveVerifier();
    const item = { message, signature: honest, publicKey: keys.publicKey };
    await Promise.all([live.checkAhead([item]), live.checkAhead([item]), live.checkAhead([item])]);
    await live.checkAhead([item]);
    expect(live.stats.ahead).toBe(1);
    expect(live.verify(message, honest, keys.publicKey)).toBe(true);
    expect(live.stats.fallback).toBe(0);
  });

  it('without a check ahead, asks the reference once and remembers', () => {
    const ref = counting();
    const live = new LiveVerifier(ref.verify);
    expect(live.verify(message, honest, keys.publicKey)).toBe(true);
    expect(live.verify(message, honest, keys.publicKey)).toBe(true);
    expect(ref.asked()).toBe(1);
  });
});
