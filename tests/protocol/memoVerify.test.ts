// The remembering verifier (one check per signature when many replicas share a process) answers as the
// verifier it wraps, asks it once per identical triple, and never reuses an answer for another message.
import { describe, expect, it } from 'vitest';
import nacl from 'tweetnacl';
import { rememberingVerifier } from '../../src/protocol/memoVerify.js';
import { referenceVerify } from '../../src/protocol/canonicalSignature.js';
import { utf8 } from '../../src/protocol/bytes.js';

describe('remembering verifier', () => {
  it('asks once per (message, signature, key) and keeps the answer tied to the message', () => {
    const keys = nacl.sign.keyPair.fromSeed(new Uint8Array(32).fill(4));
    const message = utf8('entry 7');
    const sig = nacl.sign.detached(message, keys.secretKey);
    let asked = 0;
    const verify = rememberingVerifier((m, s, k) => (asked++, referenceVerify(m, s, k)));
    for (let replica = 0; replica < 4; replica++) expect(verify(message, sig, keys.publicKey)).toBe(true);
    expect(asked).toBe(1);
    // same signature and key, another message: a fresh check, and the right answer
    expect(verify(utf8('entry 8'), sig, keys.publicKey)).toBe(false);
    expect(asked).toBe(2);
    const forged = sig.slice();
    forged[0] ^= 1;
    expect(verify(message, forged, keys.publicKey)).toBe(false);
    expect(verify(message, forged, keys.publicKey)).toBe(false);
    expect(asked).toBe(3);
  });
});
