// The protocol's signature rule (canonicalSignature.ts: tweetnacl's crypto_sign_open with S < L) on the
// WebAssembly accelerator: the verification equation S·B - h·A in build/ristretto.wasm (wasmGroup.ts),
// about 0.15 ms a signature where tweetnacl takes several. Every input is public (message, signature,
// public key). What the page's replicas and the verify page run; tests/protocol/signatureRule.test.ts
// compares both functions here with tweetnacl on random signatures, forgeries and every encoding edge.
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToNumberLE } from '@noble/curves/utils.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { bytesEqual, concatBytes } from './bytes.js';
import { hasCanonicalScalar } from './canonicalSignature.js';
import { wasmEdCheck } from './cards/wasmGroup.js';
import type { VerifySignature } from './signatures.js';

const L = ed25519.Point.Fn.ORDER;

/**
 * tweetnacl's crypto_sign_open, step by step: A is decoded as tweetnacl's unpackneg does (y taken
 * modulo p, so a y >= p is accepted; x = 0 with the sign bit set is accepted as x = 0); h = SHA-512(R ||
 * A's bytes as given || M) mod L; S is used whole (S·B = (S mod L)·B, B being of order L); and R must be
 * byte for byte the canonical encoding of S·B - h·A (cofactorless: a non-canonical R never matches).
 * No check of S < L here, as in tweetnacl.
 */
export const acceleratedNaclVerify: VerifySignature = (message, signature, publicKey) => {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  const R = signature.subarray(0, 32);
  const h = bytesToNumberLE(sha512(concatBytes(R, publicKey, message))) % L;
  const check = wasmEdCheck(publicKey, signature.subarray(32), h);
  return check !== null && bytesEqual(check, R);
};

/** The protocol's rule: a canonical S, and tweetnacl's equation. */
export const acceleratedVerify: VerifySignature = (message, signature, publicKey) =>
  hasCanonicalScalar(signature) && acceleratedNaclVerify(message, signature, publicKey);
