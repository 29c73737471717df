// Key shares: to deal position k of deck d to player X, every other player sends X its b_{d,k} in a
// nacl.box (X25519 keys derived from the seed). The box hides the share from the other players; the
// log entry carrying it is signed elsewhere, which is what makes a wrong share attributable.
import nacl from '../nacl.js';
import { CardError } from './errors.js';
import { MAX_DECK_SIZE, MAX_DECKS } from './encoding.js';
import { ELEMENT_BYTES, Point, type Scalar, scalarFromBytes, scalarToBytes } from './group.js';
import { type RandomBytes, systemRandom } from './random.js';

/** A share names its slot so it cannot be replayed as the key of another position. */
export interface ShareMessage {
  deck: number;
  position: number;
  scalar: Scalar;
}

export const SHARE_MESSAGE_BYTES = 2 + ELEMENT_BYTES;
export const SEALED_SHARE_BYTES = nacl.box.nonceLength + SHARE_MESSAGE_BYTES + nacl.box.overheadLength;

/** deck (1 byte) || position (1 byte) || scalar (32 bytes, little-endian). */
export function encodeShareMessage(share: ShareMessage): Uint8Array {
  checkSlot(share.deck, share.position);
  const out = new Uint8Array(SHARE_MESSAGE_BYTES);
  out[0] = share.deck;
  out[1] = share.position;
  out.set(scalarToBytes(share.scalar), 2);
  return out;
}

export function decodeShareMessage(bytes: Uint8Array): ShareMessage {
  if (bytes.length !== SHARE_MESSAGE_BYTES) throw new Error(`a share message is ${SHARE_MESSAGE_BYTES} bytes`);
  checkSlot(bytes[0], bytes[1]);
  return { deck: bytes[0], position: bytes[1], scalar: scalarFromBytes(bytes.subarray(2)) };
}

function checkSlot(deck: number, position: number): void {
  if (!Number.isInteger(deck) || deck < 0 || deck >= MAX_DECKS) throw new Error(`bad deck ${deck}`);
  if (!Number.isInteger(position) || position < 0 || position >= MAX_DECK_SIZE) throw new Error(`bad position ${position}`);
}

/** nonce (24) || box; the nonce is random because the same pair of players exchanges many boxes. */
export function sealShare(share: ShareMessage, senderSecretKey: Uint8Array, recipientPublicKey: Uint8Array, random: RandomBytes = systemRandom): Uint8Array {
  const nonce = random(nacl.box.nonceLength);
  const box = nacl.box(encodeShareMessage(share), nonce, recipientPublicKey, senderSecretKey);
  const out = new Uint8Array(nonce.length + box.length);
  out.set(nonce);
  out.set(box, nonce.length);
  return out;
}

/**
 * The X25519 shared key of one sender -> recipient pair. The recipient publishes it to dispute a
 * share: anyone can then open that box (and only boxes between those two) with openShareWithKey.
 * Callers may also cache it, since opening with it skips a scalar multiplication.
 */
export function disputeKey(senderPublicKey: Uint8Array, recipientSecretKey: Uint8Array): Uint8Array {
  return nacl.box.before(senderPublicKey, recipientSecretKey);
}

/** null when the box does not open or does not hold a well-formed share. */
export function openShareWithKey(sealed: Uint8Array, sharedKey: Uint8Array): ShareMessage | null {
  if (!(sealed instanceof Uint8Array) || sealed.length !== SEALED_SHARE_BYTES) return null;
  const plain = nacl.box.open.after(sealed.subarray(nacl.box.nonceLength), sealed.subarray(0, nacl.box.nonceLength), sharedKey);
  if (!plain) return null;
  try {
    return decodeShareMessage(plain);
  } catch {
    return null;
  }
}

export function openShare(sealed: Uint8Array, senderPublicKey: Uint8Array, recipientSecretKey: Uint8Array): ShareMessage | null {
  return openShareWithKey(sealed, disputeKey(senderPublicKey, recipientSecretKey));
}

export function shareMatches(scalar: Scalar, commitment: Point): boolean {
  return Point.BASE.multiply(scalar).equals(commitment);
}

/** Throws a 'share' CardError naming `player` unless b·G equals the player's commitment B_{d,k}. */
export function checkShare(player: number, deck: number, position: number, scalar: Scalar, commitment: Point): void {
  if (typeof scalar !== 'bigint' || scalar <= 0n || scalar >= Point.Fn.ORDER) {
    throw new CardError('share', player, deck, position, 'share is not a nonzero scalar');
  }
  if (!shareMatches(scalar, commitment)) throw new CardError('share', player, deck, position, 'share does not match its commitment');
}

/**
 * What a drawer does with one incoming box: open it, insist it is for the slot being dealt, check it
 * against the sender's commitment. Any failure blames the sender (the box is signed by it).
 */
export function receiveShare(args: { sealed: Uint8Array; from: number; deck: number; position: number; sharedKey: Uint8Array; commitment: Point }): Scalar {
  const { sealed, from, deck, position } = args;
  const share = openShareWithKey(sealed, args.sharedKey);
  if (!share) throw new CardError('share', from, deck, position, 'share box does not open to a share');
  if (share.deck !== deck || share.position !== position) {
    throw new CardError('share', from, deck, position, `share is for deck ${share.deck} position ${share.position}`);
  }
  checkShare(from, deck, position, share.scalar, args.commitment);
  return share.scalar;
}
