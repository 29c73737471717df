// Ed25519 signing on the move's path: a live replica signs every move, every head it gossips and, as
// host, every entry it sequences. @noble/curves' signing (with its precomputed base-point table) is
// several times faster than tweetnacl's (npm run bench -- verify prints both), and gives the same
// bytes: Ed25519 signatures are deterministic (RFC 8032), and tests/protocol/signatureRule.test.ts compares
// them with tweetnacl's. Node-only entry points sign through node:crypto instead (nodeEd25519.ts).
import { ed25519 } from '@noble/curves/ed25519.js';
import type { SignMessage } from './signatures.js';

/**
 * `secretKey` in tweetnacl's layout: the 32-byte seed, then the public key. noble derives the public
 * key from the seed (tweetnacl reads it from the second half); the two agree for every key pair made
 * by keyPairFromSeed or generateKeyPair.
 */
export const nobleSign: SignMessage = (message, secretKey) => {
  if (secretKey.length !== 64) throw new Error('bad secret key size');
  return ed25519.sign(message, secretKey.subarray(0, 32));
};
