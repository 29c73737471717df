// Ed25519 (RFC 8032) as tweetnacl computes and accepts it: the bytes of every key and signature are
// tweetnacl's (signatures are deterministic), and so is the set of signatures accepted.
// tests/protocol/nacl.test.ts and nobleSign.test.ts compare both with tweetnacl on random input and
// on every edge case. The point arithmetic runs in build/ristretto.wasm (wasmGroup.ts): k·B for the
// key and the nonce in constant time, the verification equation in variable time (public data).
import { concatBytes } from '../bytes.js';
import { wasmEdBaseMul, wasmEdCheck } from '../cards/wasmGroup.js';
import { Fn, L, numberFromLE } from './scalar.js';
import { sha512 } from './sha2.js';

/** The secret scalar a (clamped, RFC 8032 5.1.5) and the nonce prefix, from the 32-byte seed. */
function expandSeed(seed: Uint8Array): { a: Uint8Array; prefix: Uint8Array } {
  const h = sha512(seed);
  const a = h.slice(0, 32);
  a[0] &= 248;
  a[31] = (a[31] & 127) | 64;
  return { a, prefix: h.subarray(32) };
}

export function ed25519PublicKey(seed: Uint8Array): Uint8Array {
  return wasmEdBaseMul(expandSeed(seed).a);
}

/** A signature with `secretKey` in tweetnacl's layout (the 32-byte seed, then the public key, which goes into h as tweetnacl's does). */
export function ed25519Sign(message: Uint8Array, secretKey: Uint8Array): Uint8Array {
  if (secretKey.length !== 64) throw new Error('bad secret key size');
  const { a, prefix } = expandSeed(secretKey.subarray(0, 32));
  const r = Fn.create(numberFromLE(sha512(concatBytes(prefix, message))));
  const R = wasmEdBaseMul(Fn.toBytes(r));
  const h = Fn.create(numberFromLE(sha512(concatBytes(R, secretKey.subarray(32), message))));
  // S = r + h·a mod L in BigInt, as @noble/curves computed it
  return concatBytes(R, Fn.toBytes(Fn.add(r, Fn.mul(h, numberFromLE(a)))));
}

/**
 * tweetnacl's crypto_sign_open, step by step: A is decoded as tweetnacl's unpackneg does (y taken
 * modulo p, so a y >= p is accepted; x = 0 with the sign bit set is accepted as x = 0); h = SHA-512(R ||
 * A's bytes as given || M) mod L; S is used whole (S·B = (S mod L)·B, B being of order L); and R must be
 * byte for byte the canonical encoding of S·B - h·A (cofactorless: a non-canonical R never matches). No
 * check of S < L here, as in tweetnacl: canonicalSignature.ts adds it.
 */
export function ed25519Verify(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== 64) throw new Error('bad signature size');
  if (publicKey.length !== 32) throw new Error('bad public key size');
  const R = signature.subarray(0, 32);
  const h = numberFromLE(sha512(concatBytes(R, publicKey, message))) % L;
  const check = wasmEdCheck(publicKey, signature.subarray(32), h);
  if (check === null) return false;
  let diff = 0;
  for (let i = 0; i < 32; i++) diff |= check[i] ^ R[i];
  return diff === 0;
}
