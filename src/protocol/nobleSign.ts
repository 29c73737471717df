// Ed25519 signing through @noble/curves (already in the page for the card crypto): several times
// faster than tweetnacl's signing in the browser, and the same bytes, since Ed25519 signatures are
// deterministic (tests/protocol/nobleSign.test.ts compares them). A live replica signs every move,
// every head it gossips and, as host, every entry it sequences, so this is on the move's path.
import { ed25519 } from '@noble/curves/ed25519.js';
import type { SignMessage } from './signatures.js';

/** `secretKey` in tweetnacl's layout: the 32-byte seed, then the public key. */
export const nobleSign: SignMessage = (message, secretKey) => ed25519.sign(message, secretKey.subarray(0, 32));
