// The log entry and its exact bytes.
//
// Layout (all integers big-endian):
//   0      u8   format version (1)
//   1      u8   kind (genesis 0, action 1, beacon 2)
//   2      u8   author (participant index from the genesis entry)
//   3      u32  seq (0 for genesis, then +1 per entry)
//   7      32B  prev (SHA-256 of the previous entry's full bytes; zeros for genesis)
//   39     u32  body length
//   43     ...  body (canonical JSON, UTF-8)
//   43+n   64B  Ed25519 signature over ENTRY_SIGNATURE_TAG || bytes[0 .. 43+n)
// Fixed-width header fields mean the bytes can be rebuilt exactly from a JSON log's fields, and the
// signature and hash are always checked against these bytes, never against a re-serialisation.
import { bytesEqual, concatBytes, u32be, utf8 } from './bytes.js';
import { HASH_BYTES, sha256 } from './hash.js';

export const ENTRY_VERSION = 1;
export const HEADER_BYTES = 43;
export const SIGNATURE_BYTES = 64;
export const MAX_BODY_BYTES = 65536;
export const MAX_AUTHORS = 255;
export const ENTRY_SIGNATURE_TAG = utf8('hexknights/entry/v1\0');
export const ZERO_HASH = new Uint8Array(HASH_BYTES);

export const ENTRY_KINDS = ['genesis', 'action', 'beacon'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export interface Entry {
  seq: number;
  prev: Uint8Array;
  author: number;
  kind: EntryKind;
  /** Exact body bytes (canonical JSON). */
  body: Uint8Array;
  sig: Uint8Array;
}

export class DecodeError extends Error {}

export function kindCode(kind: EntryKind): number {
  return ENTRY_KINDS.indexOf(kind);
}

function checkFields(e: Omit<Entry, 'sig'>): void {
  if (!Number.isInteger(e.seq) || e.seq < 0 || e.seq > 0xffffffff) throw new DecodeError('seq out of range');
  if (!Number.isInteger(e.author) || e.author < 0 || e.author >= MAX_AUTHORS) throw new DecodeError('author out of range');
  if (kindCode(e.kind) < 0) throw new DecodeError(`unknown kind ${String(e.kind)}`);
  if (!(e.prev instanceof Uint8Array) || e.prev.length !== HASH_BYTES) throw new DecodeError('prev must be 32 bytes');
  if (!(e.body instanceof Uint8Array) || e.body.length > MAX_BODY_BYTES) throw new DecodeError('body too long');
}

/** The bytes the author signs (without the domain tag): everything but the signature. */
export function unsignedBytes(e: Omit<Entry, 'sig'>): Uint8Array {
  checkFields(e);
  const header = new Uint8Array(HEADER_BYTES);
  header[0] = ENTRY_VERSION;
  header[1] = kindCode(e.kind);
  header[2] = e.author;
  header.set(u32be(e.seq), 3);
  header.set(e.prev, 7);
  header.set(u32be(e.body.length), 39);
  return concatBytes(header, e.body);
}

export function signingMessage(unsigned: Uint8Array): Uint8Array {
  return concatBytes(ENTRY_SIGNATURE_TAG, unsigned);
}

export function encodeEntry(e: Entry): Uint8Array {
  if (!(e.sig instanceof Uint8Array) || e.sig.length !== SIGNATURE_BYTES) throw new DecodeError('sig must be 64 bytes');
  return concatBytes(unsignedBytes(e), e.sig);
}

/** Strict decoder: any byte string that is not exactly one well-formed entry is rejected with a reason. */
export function decodeEntry(bytes: Uint8Array): Entry {
  if (!(bytes instanceof Uint8Array)) throw new DecodeError('entry is not bytes');
  if (bytes.length < HEADER_BYTES + SIGNATURE_BYTES) throw new DecodeError(`entry too short (${bytes.length} bytes)`);
  if (bytes[0] !== ENTRY_VERSION) throw new DecodeError(`unknown entry version ${bytes[0]}`);
  const kind = ENTRY_KINDS[bytes[1]];
  if (kind === undefined) throw new DecodeError(`unknown entry kind ${bytes[1]}`);
  const author = bytes[2];
  if (author >= MAX_AUTHORS) throw new DecodeError('author out of range');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const seq = view.getUint32(3, false);
  const bodyLength = view.getUint32(39, false);
  if (bodyLength > MAX_BODY_BYTES) throw new DecodeError(`body length ${bodyLength} exceeds ${MAX_BODY_BYTES}`);
  if (bytes.length !== HEADER_BYTES + bodyLength + SIGNATURE_BYTES) {
    throw new DecodeError(`entry length ${bytes.length} does not match body length ${bodyLength}`);
  }
  return {
    seq,
    prev: bytes.slice(7, 39),
    author,
    kind,
    body: bytes.slice(HEADER_BYTES, HEADER_BYTES + bodyLength),
    sig: bytes.slice(HEADER_BYTES + bodyLength),
  };
}

/** The chain link: the hash of an entry's full bytes, signature included. */
export function entryHash(bytes: Uint8Array): Uint8Array {
  return sha256(bytes);
}

export function sameEntry(a: Uint8Array, b: Uint8Array): boolean {
  return bytesEqual(a, b);
}
