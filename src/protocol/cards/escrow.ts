// Escrow of a card seed, so the game can go on when its owner leaves for good. At the deal each
// player splits its seed into n - 1 parts that XOR to it (all parts are needed: fewer say nothing)
// and boxes part j to holder j. If the owner goes, every holder publishes the pair's shared key
// (like a dispute), anyone opens the holder's box, and the XOR of the parts is the seed: checked
// against the owner's commitment, then used in the owner's place (its keys, its pass 2, its audit).
import nacl from '../nacl.js';
import { taggedHash } from '../hash.js';
import { bytesEqual } from '../bytes.js';
import { CardError } from './errors.js';
import { type RandomBytes, systemRandom } from './random.js';
import { type PlayerPublic, SEED_BYTES, boxKeyPair } from './secrets.js';

/** owner (1 byte) ‖ holder (1 byte) ‖ part (32 bytes): a part cannot be passed off as another pair's. */
const PART_MESSAGE_BYTES = 2 + SEED_BYTES;
export const SEALED_ESCROW_BYTES = nacl.box.nonceLength + PART_MESSAGE_BYTES + nacl.box.overheadLength;
const LEFT_TAG = 'hexknights/card-seed/left-before-escrow/v1';

/** `count` parts, the first count - 1 uniformly random, that XOR to `seed`. */
export function splitSeed(seed: Uint8Array, count: number, random: RandomBytes = systemRandom): Uint8Array[] {
  if (seed.length !== SEED_BYTES || count < 1) throw new Error('split a 32-byte seed into at least one part');
  const parts = Array.from({ length: count - 1 }, () => random(SEED_BYTES));
  const last = seed.slice();
  for (const p of parts) for (let i = 0; i < SEED_BYTES; i++) last[i] ^= p[i];
  return [...parts, last];
}

export function combineSeed(parts: readonly Uint8Array[]): Uint8Array {
  const seed = new Uint8Array(SEED_BYTES);
  for (const p of parts) for (let i = 0; i < SEED_BYTES; i++) seed[i] ^= p[i];
  return seed;
}

export function sealEscrowPart(
  owner: number,
  holder: number,
  part: Uint8Array,
  ownerBoxSecret: Uint8Array,
  holderBoxPublic: Uint8Array,
  random: RandomBytes = systemRandom,
): Uint8Array {
  const message = new Uint8Array(PART_MESSAGE_BYTES);
  message[0] = owner;
  message[1] = holder;
  message.set(part, 2);
  const nonce = random(nacl.box.nonceLength);
  const box = nacl.box(message, nonce, holderBoxPublic, ownerBoxSecret);
  const out = new Uint8Array(nonce.length + box.length);
  out.set(nonce);
  out.set(box, nonce.length);
  return out;
}

/** The part inside `sealed`, opened with the pair's shared key (nacl.box.before); null if it does not open to this pair's part. */
export function openEscrowPart(sealed: Uint8Array, sharedKey: Uint8Array, owner: number, holder: number): Uint8Array | null {
  if (sealed.length !== SEALED_ESCROW_BYTES) return null;
  const plain = nacl.box.open.after(sealed.subarray(nacl.box.nonceLength), sealed.subarray(0, nacl.box.nonceLength), sharedKey);
  if (!plain || plain[0] !== owner || plain[1] !== holder) return null;
  return plain.slice(2);
}

/**
 * The seed that stands in for a participant who left before its escrow was in: public, so its layer
 * of the deal hides nothing and anyone can compute its steps and keys; the others' layers still hide.
 */
export function standInSeed(participant: number): Uint8Array {
  return taggedHash(LEFT_TAG, Uint8Array.of(participant));
}

/**
 * With every seed published: each escrow (escrows[p][j], p's part boxed to j; a null row for a
 * participant who never escrowed) opens with j's seed and its parts rebuild p's seed, so a false
 * escrow is caught even when nobody left. Throws an 'escrow' CardError naming its author.
 */
export function auditEscrows(players: readonly PlayerPublic[], seeds: readonly Uint8Array[], escrows: readonly (readonly (Uint8Array | null)[])[]): void {
  escrows.forEach((boxes, owner) => {
    if (boxes.every((b) => b === null)) return; // a stand-in's: nothing was escrowed
    const parts = boxes.flatMap((box, holder) => {
      if (holder === owner) return [];
      const key = nacl.box.before(players[owner].boxPublicKey, boxKeyPair(seeds[holder]).secretKey);
      const part = box && openEscrowPart(box, key, owner, holder);
      if (!part) throw new CardError('escrow', owner, null, null, `escrow box to player ${holder} does not open to its part`);
      return [part];
    });
    if (!bytesEqual(combineSeed(parts), seeds[owner])) throw new CardError('escrow', owner, null, null, 'escrow parts do not rebuild the seed');
  });
}
