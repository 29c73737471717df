// One hash function for the whole protocol: SHA-256 (chain links, beacon onions, beacon outcomes,
// commitments to card seeds), @noble/hashes' synchronous one (WebCrypto's digest is asynchronous).
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes, utf8 } from './bytes.js';

export const HASH_BYTES = 32;

export { sha256 };

/**
 * Hash with a domain tag, so a value hashed for one purpose (a chain link) can never be mistaken for
 * a value hashed for another (a beacon outcome).
 */
export function taggedHash(tag: string, ...parts: Uint8Array[]): Uint8Array {
  return sha256(concatBytes(utf8(tag + '\0'), ...parts));
}
