// Room codes people type, the broker id they stand for, and a guest's check of a host's rules before it
// signs a seat.
import nacl from '../../protocol/nacl.js';
import type { PeerId } from '../../net/transport.js';
import { dealsSealedCards, type Rules } from '../../protocol/genesis.js';
import { withSealedHands } from '../cards/sealedHands.js';

/** A guest's refusal of rules that deal development cards in the open. */
export const OPEN_DEVELOPMENT_CARDS = "the host's rules deal development cards in the open (every replica would see every hand): not joined";
/** A guest's refusal of rules that leave stolen cards open where sealed hands apply. */
export const OPEN_STOLEN_CARDS = "the host's rules leave stolen cards open (every replica would see each stolen card): not joined";

/**
 * Why a guest will not sign a seat in a room with these rules, or null. A base game whose development
 * cards are drawn in the open would show every replica every player's cards: the host could read them.
 * Nor where the rules would seal stolen cards (withSealedHands: the one rule for which games do) and
 * the host's leave them open: every replica, the host's too, would read each stolen card.
 */
export function unsealedCards(rules: Rules): string | null {
  if (!dealsSealedCards(rules)) return OPEN_DEVELOPMENT_CARDS;
  return withSealedHands(rules).hands === 'sealed' && rules.hands !== 'sealed' ? OPEN_STOLEN_CARDS : null;
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
