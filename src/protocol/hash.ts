// One hash function for the whole protocol: SHA-256 (chain links, beacon onions, beacon outcomes).
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { concatBytes, utf8 } from './bytes.js';

export const HASH_BYTES = 32;

export function sha256(data: Uint8Array): Uint8Array {
  return nobleSha256(data);
}

/**
 * Hash with a domain tag, so a value hashed for one purpose (a chain link) can never be mistaken for
 * a value hashed for another (a beacon outcome).
 */
export function taggedHash(tag: string, ...parts: Uint8Array[]): Uint8Array {
  return nobleSha256(concatBytes(utf8(tag + '\0'), ...parts));
}
