// Fast Ed25519 for Node (OpenSSL through node:crypto, ~0.1 ms instead of tweetnacl's ~6 ms), the same
// primitive as tweetnacl's. Only Node entry points (CLI, tests, simulations) import this file; the
// page signs with nobleSign.ts and verifies with acceleratedVerify.ts.
//
// Why it accepts exactly what referenceVerify (tweetnacl with S < L) accepts:
//  - OpenSSL checks the same cofactorless equation encode([S]B - [h]A) == R with h = SHA-512(R||A||M),
//    on the raw key bytes, and rejects S >= L itself. So when OpenSSL says yes, the reference says yes.
//  - When OpenSSL says no (or throws, or the input lies outside the plain canonical subset it and
//    tweetnacl are known to agree on), the page's verifier decides (acceleratedVerify, itself held to
//    tweetnacl). A "no" from OpenSSL is never trusted, so the two can only differ if OpenSSL accepted
//    something the reference rejects, which tests/protocol/signatureRule.test.ts hunts for on every
//    encoding edge, small- and mixed-order keys and hundreds of mutations.
// Forged signatures therefore cost the slower path; honest ones take the fast path.
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { acceleratedVerify } from './acceleratedVerify.js';
import { hasCanonicalScalar, hasCanonicalY } from './canonicalSignature.js';
import type { SignMessage, VerifySignature } from './signatures.js';

const SPKI_PREFIX = Uint8Array.from([0x30, 0x2a, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x03, 0x21, 0x00]);
const PKCS8_PREFIX = Uint8Array.from([0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20]);
const MAX_CACHED_KEYS = 1024;

const publicKeys = new Map<string, KeyObject | null>();
const privateKeys = new Map<string, KeyObject>();

function publicKeyObject(publicKey: Uint8Array): KeyObject | null {
  const id = Buffer.from(publicKey).toString('hex');
  let key = publicKeys.get(id);
  if (key === undefined) {
    try {
      key = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, publicKey]), format: 'der', type: 'spki' });
    } catch {
      key = null; // OpenSSL refuses the point: leave the decision to the page's verifier
    }
    if (publicKeys.size >= MAX_CACHED_KEYS) publicKeys.clear();
    publicKeys.set(id, key);
  }
  return key;
}

export const fastVerify: VerifySignature = (message, signature, publicKey) => {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  if (hasCanonicalScalar(signature) && hasCanonicalY(publicKey)) {
    const key = publicKeyObject(publicKey);
    if (key) {
      try {
        if (verify(null, message, key, signature)) return true;
      } catch {
        // fall through to the page's verifier
      }
    }
  }
  return acceleratedVerify(message, signature, publicKey);
};

/** Ed25519 signing is deterministic, so this yields the same bytes as tweetnacl, only faster. */
export const fastSign: SignMessage = (message, secretKey) => {
  const id = Buffer.from(secretKey).toString('hex');
  let key = privateKeys.get(id);
  if (!key) {
    key = createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, secretKey.subarray(0, 32)]), format: 'der', type: 'pkcs8' });
    if (privateKeys.size >= MAX_CACHED_KEYS) privateKeys.clear();
    privateKeys.set(id, key);
  }
  return new Uint8Array(sign(null, message, key));
};
