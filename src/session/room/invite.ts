// The room id is no identity (issue 35 item 5): anyone may register it with the broker once the host's
// tab is gone, so a guest recognises its host by the host's game key. An invite is the room code and
// a short fingerprint of that key ("abc234" + 12 more characters); every answer the host gives in its
// lobby is signed with the key, and a guest takes an answer only from the key of its invite (or, with a
// typed code and no fingerprint, from the key that answered it first). The fingerprint also marks an
// invited guest: a hello (or a request to watch) that proves it, bound to the asker's peer id, is
// listed ahead of strangers' requests, so strangers who know only the code cannot crowd it out.
import { sha256 } from '@noble/hashes/sha2.js';
import { encodeCanonical } from '../../protocol/canonicalJson.js';
import { fromHex, toHex, utf8 } from '../../protocol/bytes.js';
import { naclSign, naclVerify, tagged } from '../../protocol/signatures.js';
import type { PeerId } from '../../net/transport.js';
import { ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from './roomCode.js';

export const ANSWER_TAG = 'hexknights/lobby-answer/v1';
const PRINT_TAG = 'hexknights/host-print/v1';
const INVITED_TAG = 'hexknights/invited/v1';
/** Characters of a host key's fingerprint: 12 of 31 symbols, about 59 bits. */
export const PRINT_LENGTH = 12;

/** The fingerprint of a host's game key, in the room code's alphabet. */
export function hostPrint(publicKey: Uint8Array | string): string {
  const key = typeof publicKey === 'string' ? fromHex(publicKey) : publicKey;
  const digest = sha256(tagged(PRINT_TAG, key));
  return Array.from(digest.subarray(0, PRINT_LENGTH), (b) => ROOM_CODE_ALPHABET[b % ROOM_CODE_ALPHABET.length]).join('');
}

/** What a player typed or a link carried: the room code, and the host's fingerprint when there is one. */
export function parseInvite(text: string): { code: string; print: string | null } {
  const clean = text.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (clean.length !== ROOM_CODE_LENGTH + PRINT_LENGTH) return { code: clean, print: null };
  return { code: clean.slice(0, ROOM_CODE_LENGTH), print: clean.slice(ROOM_CODE_LENGTH) };
}

/** A hello's proof that its sender holds the invite: the fingerprint, bound to the room and its own peer id (a host at the room id learns nothing reusable). */
export function invitedProof(print: string, room: PeerId, peer: PeerId): string {
  return toHex(sha256(utf8(`${INVITED_TAG}\0${print}\0${room}\0${peer}`)).subarray(0, 16));
}

export function isInvited(prints: readonly string[], room: PeerId, peer: PeerId, proof: unknown): boolean {
  return typeof proof === 'string' && prints.some((print) => invitedProof(print, room, peer) === proof);
}

/** A lobby answer's signature: by the host's game key, over what it says, to whom, in which room. */
export interface HostSignature {
  key: string;
  sig: string;
}

function answerBytes(room: PeerId, to: PeerId, answer: object): Uint8Array {
  return tagged(ANSWER_TAG, encodeCanonical({ room, to, answer }));
}

/** The host signs an answer (everything in it but the signature) to `to`. */
export function signAnswer<T extends { t: string }>(
  room: PeerId,
  to: PeerId,
  answer: T,
  keyPair: { publicKey: Uint8Array; secretKey: Uint8Array },
): T & { host: HostSignature } {
  const sig = naclSign(answerBytes(room, to, answer), keyPair.secretKey);
  return { ...answer, host: { key: toHex(keyPair.publicKey), sig: toHex(sig) } };
}

/** The key that signed this answer to us, or null if it is unsigned or the signature is wrong. */
export function answerSigner(room: PeerId, self: PeerId, message: object): string | null {
  const { host, ...answer } = message as { host?: unknown };
  if (typeof host !== 'object' || host === null) return null;
  const { key, sig } = host as Record<string, unknown>;
  if (typeof key !== 'string' || !/^[0-9a-f]{64}$/.test(key) || typeof sig !== 'string' || !/^[0-9a-f]{128}$/.test(sig)) return null;
  try {
    return naclVerify(answerBytes(room, self, answer), fromHex(sig), fromHex(key)) ? key : null;
  } catch {
    return null; // an answer that has no canonical form (a fraction, a nested oddity) is no answer
  }
}
