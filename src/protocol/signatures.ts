// Ed25519 identities and signatures. tweetnacl is the reference: whatever it accepts is a valid
// signature in this protocol. Faster verifiers (see nodeEd25519.ts) must accept exactly the same set.
// The page runs tweetnacl's algorithm on the noble libraries (nacl.ts, compared with tweetnacl itself
// in tests/protocol/nacl.test.ts), so it carries one crypto library, not two.
import nacl from './nacl.js';
import { concatBytes, utf8 } from './bytes.js';

export const PUBLIC_KEY_BYTES = 32;
export const SECRET_KEY_BYTES = 64;

/** (message, signature, publicKey) -> valid? Synchronous so that replay stays a simple loop. */
export type VerifySignature = (message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array) => boolean;
export type SignMessage = (message: Uint8Array, secretKey: Uint8Array) => Uint8Array;

export interface KeyPair {
  publicKey: Uint8Array;
  /** tweetnacl layout: 32-byte seed followed by the 32-byte public key. */
  secretKey: Uint8Array;
}

export function generateKeyPair(): KeyPair {
  return nacl.sign.keyPair();
}

export function keyPairFromSeed(seed: Uint8Array): KeyPair {
  return nacl.sign.keyPair.fromSeed(seed);
}

export const naclVerify: VerifySignature = (message, signature, publicKey) => {
  if (signature.length !== nacl.sign.signatureLength || publicKey.length !== PUBLIC_KEY_BYTES) return false;
  return nacl.sign.detached.verify(message, signature, publicKey);
};

export const naclSign: SignMessage = (message, secretKey) => nacl.sign.detached(message, secretKey);

/** Signed statements other than entries carry their own tag, so no signature can be replayed across kinds. */
export function tagged(tag: string, message: Uint8Array): Uint8Array {
  return concatBytes(utf8(tag + '\0'), message);
}

export const JOIN_TAG = 'hexknights/join/v1';
export const HEAD_TAG = 'hexknights/head/v1';
