// The part of tweetnacl's interface the protocol uses, built on the noble libraries the page already
// carries for signing and the card crypto (@noble/curves, @noble/hashes; the box in naclBox.ts).
// tweetnacl is one block that no bundler can trim; these are trimmed to what is used. The bytes
// are tweetnacl's, and so is the set of signatures accepted: tests/protocol/nacl.test.ts compares
// both on random input and on every edge case (non-canonical R and A, S >= L, small-order keys,
// low-order box keys). tweetnacl stays, as a dev dependency, the reference those tests compare against.
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToNumberLE } from '@noble/curves/utils.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes } from './bytes.js';
import { nobleSign } from './nobleSign.js';
import { hsalsa20, secretbox, secretboxOpen, x25519 } from './naclBox.js';

const Point = ed25519.Point;
/** The order L of the base point. */
const L = Point.Fn.ORDER;
const SIGNATURE_BYTES = 64;
const KEY_BYTES = 32;
const NONCE_BYTES = 24;
const TAG_BYTES = 16;
/** Curve25519's base point, u = 9. */
const BASE_U = Uint8Array.of(9, ...new Uint8Array(31));

function randomBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  // getRandomValues fills at most 65,536 bytes a call
  for (let i = 0; i < n; i += 65536) crypto.getRandomValues(out.subarray(i, Math.min(n, i + 65536)));
  return out;
}

function signKeyPairFromSeed(seed: Uint8Array): { publicKey: Uint8Array; secretKey: Uint8Array } {
  if (seed.length !== KEY_BYTES) throw new Error('bad seed size');
  const publicKey = ed25519.getPublicKey(seed);
  return { publicKey, secretKey: concatBytes(seed, publicKey) };
}

/**
 * tweetnacl's crypto_sign_open, step by step: A is decoded as tweetnacl's unpackneg does (y taken
 * modulo p, so a y >= p is accepted; x = 0 with the sign bit set is accepted as x = 0), which is
 * noble's ZIP-215 decoding; h = SHA-512(R || A's bytes as given || M) mod L; S is used whole
 * (S·B = (S mod L)·B, B being of order L); and R must be byte for byte the canonical encoding of
 * S·B - h·A (cofactorless: a non-canonical R never matches). No check of S < L here, as in tweetnacl:
 * canonicalSignature.ts adds it.
 */
function verifyDetached(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== SIGNATURE_BYTES) throw new Error('bad signature size');
  if (publicKey.length !== KEY_BYTES) throw new Error('bad public key size');
  let A;
  try {
    A = Point.fromBytes(publicKey, true);
  } catch {
    return false;
  }
  const R = signature.subarray(0, 32);
  const S = bytesToNumberLE(signature.subarray(32)) % L;
  const h = bytesToNumberLE(sha512(concatBytes(R, publicKey, message))) % L;
  const check = Point.BASE.multiplyUnsafe(S).subtract(A.multiplyUnsafe(h)).toBytes();
  let diff = 0;
  for (let i = 0; i < 32; i++) diff |= check[i] ^ R[i];
  return diff === 0;
}

/** crypto_box_beforenm: HSalsa20 of the X25519 secret with a zero nonce. */
function boxBefore(publicKey: Uint8Array, secretKey: Uint8Array): Uint8Array {
  if (publicKey.length !== KEY_BYTES || secretKey.length !== KEY_BYTES) throw new Error('bad key size');
  return hsalsa20(x25519(secretKey, publicKey), new Uint8Array(16));
}

function boxAfter(message: Uint8Array, nonce: Uint8Array, key: Uint8Array): Uint8Array {
  if (nonce.length !== NONCE_BYTES || key.length !== KEY_BYTES) throw new Error('bad nonce or key size');
  return secretbox(message, nonce, key);
}

function boxOpenAfter(box: Uint8Array, nonce: Uint8Array, key: Uint8Array): Uint8Array | null {
  if (nonce.length !== NONCE_BYTES || key.length !== KEY_BYTES) throw new Error('bad nonce or key size');
  return secretboxOpen(box, nonce, key);
}

const box = Object.assign((message: Uint8Array, nonce: Uint8Array, publicKey: Uint8Array, secretKey: Uint8Array) => boxAfter(message, nonce, boxBefore(publicKey, secretKey)), {
  before: boxBefore,
  after: boxAfter,
  open: Object.assign((b: Uint8Array, nonce: Uint8Array, publicKey: Uint8Array, secretKey: Uint8Array) => boxOpenAfter(b, nonce, boxBefore(publicKey, secretKey)), { after: boxOpenAfter }),
  keyPair: {
    fromSecretKey(secretKey: Uint8Array): nacl.BoxKeyPair {
      if (secretKey.length !== KEY_BYTES) throw new Error('bad secret key size');
      return { publicKey: x25519(secretKey, BASE_U), secretKey: new Uint8Array(secretKey) };
    },
  },
  nonceLength: NONCE_BYTES,
  overheadLength: TAG_BYTES,
});

const sign = {
  keyPair: Object.assign(() => signKeyPairFromSeed(randomBytes(KEY_BYTES)), { fromSeed: signKeyPairFromSeed }),
  detached: Object.assign((message: Uint8Array, secretKey: Uint8Array) => nobleSign(message, secretKey), { verify: verifyDetached }),
  signatureLength: SIGNATURE_BYTES,
};

/** tweetnacl's object, as far as the protocol uses it. */
const nacl = { sign, box, randomBytes, hash: (m: Uint8Array) => sha512(m) };
// eslint-disable-next-line @typescript-eslint/no-namespace
declare namespace nacl {
  interface BoxKeyPair {
    publicKey: Uint8Array;
    secretKey: Uint8Array;
  }
}
export default nacl;
