// Ed25519 signing on the move's path: a live replica signs every move, every head it gossips and, as
// host, every entry it sequences. Once @noble/curves' (hence the name, which the tests and the replica
// import); now curve/ed25519.ts, with tweetnacl's bytes (tests/protocol/nobleSign.test.ts compares them).
import { ed25519Sign } from './curve/ed25519.js';
import type { SignMessage } from './signatures.js';

/** `secretKey` in tweetnacl's layout: the 32-byte seed, then the public key. */
export const nobleSign: SignMessage = ed25519Sign;
