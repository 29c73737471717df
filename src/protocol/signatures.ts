// Ed25519 identities and signatures, tweetnacl's: its keys, its signing, its verification. Whatever
// tweetnacl accepts with a canonical S is a valid signature in this protocol (canonicalSignature.ts);
// faster verifiers (acceleratedVerify.ts, nodeEd25519.ts) must accept exactly the same set, and
// faster signers (nobleSign.ts, nodeEd25519.ts) must give the same bytes.
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

/** tweetnacl's crypto_sign_open (it alone also accepts S >= L: referenceVerify adds the protocol's S < L). */
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
