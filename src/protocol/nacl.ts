// The part of tweetnacl's interface the protocol uses, on our own curve code (curve/: Ed25519 and
// SHA-512; the box in naclBox.ts). tweetnacl is one block that no bundler can trim; these are trimmed
// to what is used. The bytes are tweetnacl's, and so is the set of signatures accepted:
// tests/protocol/nacl.test.ts compares both on random input and on every edge case (non-canonical R and
// A, S >= L, small-order keys, low-order box keys). tweetnacl and @noble/curves stay, as dev
// dependencies, the references those tests compare against.
import { concatBytes } from './bytes.js';
import { ed25519PublicKey, ed25519Sign, ed25519Verify } from './curve/ed25519.js';
import { sha512 } from './curve/sha2.js';
import { hsalsa20, secretbox, secretboxOpen, x25519 } from './naclBox.js';

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
  const publicKey = ed25519PublicKey(seed);
  return { publicKey, secretKey: concatBytes(seed, publicKey) };
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
  open: { after: boxOpenAfter },
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
  detached: Object.assign((message: Uint8Array, secretKey: Uint8Array) => ed25519Sign(message, secretKey), { verify: ed25519Verify }),
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
