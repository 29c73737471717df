// The protocol's signature rule: tweetnacl's verification plus one extra condition, S < L.
// tweetnacl alone accepts S and S + L alike, which would let anyone re-spell a signed entry (and so
// change its hash, the chain link) without the author's key. Requiring the canonical S closes that,
// and gives every fast verifier a precise reference to be equivalent to: referenceVerify below is the
// rule itself, on tweetnacl; replicas run the same rule accelerated (acceleratedVerify.ts, and in Node
// nodeEd25519.ts), which tests/protocol/signatureRule.test.ts holds to this one.
import { naclVerify, type VerifySignature } from './signatures.js';

// L = 2^252 + 27742317777372353535851937790883648493, little-endian bytes.
const GROUP_ORDER_LE = new Uint8Array([
  0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10,
]);

/** S (the signature's second half, little-endian) is strictly below the group order L. */
export function hasCanonicalScalar(signature: Uint8Array): boolean {
  if (signature.length !== 64) return false;
  for (let i = 31; i >= 0; i--) {
    const s = signature[32 + i];
    if (s < GROUP_ORDER_LE[i]) return true;
    if (s > GROUP_ORDER_LE[i]) return false;
  }
  return false; // S == L
}

/** y (the key without its sign bit, little-endian) is strictly below p = 2^255 - 19. */
export function hasCanonicalY(point: Uint8Array): boolean {
  if (point.length !== 32) return false;
  if ((point[31] & 0x7f) !== 0x7f) return true;
  for (let i = 30; i >= 1; i--) if (point[i] !== 0xff) return true;
  return point[0] < 0xed;
}

/** The protocol's rule on tweetnacl itself (several ms a signature): the reference the fast verifiers are compared with. */
export const referenceVerify: VerifySignature = (message, signature, publicKey) => hasCanonicalScalar(signature) && naclVerify(message, signature, publicKey);
