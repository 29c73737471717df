// Room codes people type, the broker id they stand for, and a guest's check of a host's rules before it
// signs a seat.
import nacl from '../../protocol/nacl.js';
import type { PeerId } from '../../net/transport.js';
import { dealsSealedCards, type Rules } from '../../protocol/genesis.js';

/**
 * Why a guest will not sign a seat in a room with these rules, or null. A base game whose development
 * cards are drawn in the open would show every replica every player's cards: the host could read them.
 */
export function unsealedCards(rules: Rules): string | null {
  return !dealsSealedCards(rules) ? "the host's rules deal development cards in the open (every replica would see every hand): not joined" : null;
}

/** The symbols of a room code (and of a host's fingerprint, invite.ts): no 0/o, 1/l/i to mistake. */
export const ROOM_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const ROOM_CODE_LENGTH = 6;

/** Room codes people type: short, unambiguous. The peer id adds a prefix to stay apart on a shared broker. */
export function newRoomCode(randomBytes: (n: number) => Uint8Array = nacl.randomBytes): string {
  return Array.from(randomBytes(ROOM_CODE_LENGTH), (b) => ROOM_CODE_ALPHABET[b % ROOM_CODE_ALPHABET.length]).join('');
}

export function roomPeerId(code: string): PeerId {
  return `hexknights-${code.toLowerCase()}`;
}
