// The page signs with @noble/curves instead of tweetnacl for speed; Ed25519 is deterministic, so both
// must give the very same bytes, or a replica's signatures would differ from the reference's.
import { describe, expect, it } from 'vitest';
import nacl from 'tweetnacl';
import { nobleSign } from '../../src/protocol/nobleSign.js';
import { referenceVerify } from '../../src/protocol/canonicalSignature.js';
import { seededRandom } from '../../src/net/random.js';

describe('nobleSign', () => {
  it('gives the same bytes as tweetnacl for many keys and messages, and they verify', () => {
    const rand = seededRandom(17);
    const bytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(rand() * 256));
    for (let i = 0; i < 40; i++) {
      const keys = nacl.sign.keyPair.fromSeed(bytes(32));
      const message = bytes(Math.floor(rand() * 600));
      const signature = nobleSign(message, keys.secretKey);
      expect(signature).toEqual(nacl.sign.detached(message, keys.secretKey)); // tweetnacl's own
      expect(referenceVerify(message, signature, keys.publicKey)).toBe(true);
    }
  });
});
