// Keys of sealed resource tokens (handShuffle.ts) on their way to a token's holder: every other
// participant boxes its key for position k of hand shuffle g to the holder, exactly as a progress
// card's key share (shares.ts), under the same box keys. The box names the token, so a key cannot be
// passed off as another token's; it is longer than a progress share by the tag and the 4-byte shuffle
// number, so neither kind of box opens as the other. A wrong key is disputed with the pair key
// (shares.ts disputeKey) and blamed on its sender; the audit opens every box with the seeds.
import nacl from '../nacl.js';
import { u32be } from '../bytes.js';
import { CardError } from './errors.js';
import { ELEMENT_BYTES, type Point, type Scalar, scalarFromBytes, scalarToBytes } from './group.js';
import { type TokenId, tokenKey } from './handShuffle.js';
import { type RandomBytes, systemRandom } from './random.js';
import { MAX_HAND_CARDS, type PlayerPublic, boxKeyPair, seedMismatch } from './secrets.js';
import { disputeKey, shareMatches } from './shares.js';

const TAG = 0x48; // 'H': a hand token's key
export const HAND_SHARE_MESSAGE_BYTES = 1 + 4 + 1 + ELEMENT_BYTES;
export const SEALED_HAND_SHARE_BYTES = nacl.box.nonceLength + HAND_SHARE_MESSAGE_BYTES + nacl.box.overheadLength;

export interface HandShareMessage {
  at: TokenId;
  scalar: Scalar;
}

/** 'H' || shuffle (u32, big-endian) || position (1 byte) || scalar (32 bytes, little-endian). */
export function encodeHandShare(share: HandShareMessage): Uint8Array {
  const { shuffle, position } = share.at;
  if (!Number.isInteger(shuffle) || shuffle < 0 || shuffle >= 2 ** 32 || !Number.isInteger(position) || position < 0 || position >= MAX_HAND_CARDS) {
    throw new Error(`bad token ${tokenKey(share.at)}`);
  }
  const out = new Uint8Array(HAND_SHARE_MESSAGE_BYTES);
  out[0] = TAG;
  out.set(u32be(shuffle), 1);
  out[5] = position;
  out.set(scalarToBytes(share.scalar), 6);
  return out;
}

/** null unless the bytes are a well-formed hand share (tag, a position in range, a nonzero scalar below L). */
export function decodeHandShare(bytes: Uint8Array): HandShareMessage | null {
  if (bytes.length !== HAND_SHARE_MESSAGE_BYTES || bytes[0] !== TAG || bytes[5] >= MAX_HAND_CARDS) return null;
  const shuffle = ((bytes[1] << 24) | (bytes[2] << 16) | (bytes[3] << 8) | bytes[4]) >>> 0;
  try {
    return { at: { shuffle, position: bytes[5] }, scalar: scalarFromBytes(bytes.subarray(6)) };
  } catch {
    return null;
  }
}

/** nonce (24) || box, as shares.ts: the same pair exchanges many boxes. */
export function sealHandShare(
  share: HandShareMessage,
  senderSecretKey: Uint8Array,
  recipientPublicKey: Uint8Array,
  random: RandomBytes = systemRandom,
): Uint8Array {
  const nonce = random(nacl.box.nonceLength);
  const box = nacl.box(encodeHandShare(share), nonce, recipientPublicKey, senderSecretKey);
  const out = new Uint8Array(nonce.length + box.length);
  out.set(nonce);
  out.set(box, nonce.length);
  return out;
}

export function openHandShareWithKey(sealed: Uint8Array, sharedKey: Uint8Array): HandShareMessage | null {
  if (!(sealed instanceof Uint8Array) || sealed.length !== SEALED_HAND_SHARE_BYTES) return null;
  const plain = nacl.box.open.after(sealed.subarray(nacl.box.nonceLength), sealed.subarray(0, nacl.box.nonceLength), sharedKey);
  return plain ? decodeHandShare(plain) : null;
}

/** The holder opens one incoming box: it must be for this token and match the sender's commitment; any failure blames the sender. */
export function receiveHandShare(args: { sealed: Uint8Array; from: number; at: TokenId; sharedKey: Uint8Array; commitment: Point }): Scalar {
  const { sealed, from, at } = args;
  const share = openHandShareWithKey(sealed, args.sharedKey);
  if (!share) throw new CardError('share', from, null, at.position, `token ${tokenKey(at)}: box does not open to a hand share`);
  if (tokenKey(share.at) !== tokenKey(at))
    throw new CardError('share', from, null, at.position, `token ${tokenKey(at)}: box holds the key of token ${tokenKey(share.at)}`);
  if (!shareMatches(share.scalar, args.commitment))
    throw new CardError('share', from, null, at.position, `token ${tokenKey(at)}: key does not match its commitment`);
  return share.scalar;
}

export interface SentHandShare {
  from: number;
  to: number;
  at: TokenId;
  sealed: Uint8Array;
}

/**
 * With every seed published: each box opens with its recipient's seed to the named token's key, and
 * that key matches the sender's commitment (`commitment(from, at)`: the sender's rekey output). A box
 * sent privately and never disputed is still caught; the first bad box names its sender.
 */
export function auditHandShareBoxes(
  players: readonly PlayerPublic[],
  seeds: readonly Uint8Array[],
  sent: readonly SentHandShare[],
  commitment: (from: number, at: TokenId) => Point | undefined,
): void {
  const n = players.length;
  if (seeds.length !== n) throw new CardError('shape', null, null, null, `${seeds.length} seeds for ${n} players`);
  seeds.forEach((seed, p) => {
    const wrong = seedMismatch(seed, players[p]);
    if (wrong) throw new CardError('seed', p, null, null, `published seed does not match the announced ${wrong}`);
  });
  for (const s of sent) {
    const { from, to, at } = s;
    if (![from, to].every((p) => Number.isInteger(p) && p >= 0 && p < n) || from === to)
      throw new CardError('shape', null, null, null, `bad sender ${from} or recipient ${to}`);
    const committed = commitment(from, at);
    if (!committed) throw new CardError('shape', from, null, at.position, `no commitment for token ${tokenKey(at)}`);
    receiveHandShare({ sealed: s.sealed, from, at, sharedKey: disputeKey(players[from].boxPublicKey, boxKeyPair(seeds[to]).secretKey), commitment: committed });
  }
}
