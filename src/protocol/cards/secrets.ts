// Everything a player keeps secret comes from one 32-byte seed: it is all a player must persist to
// resume, and all it must publish at game end for the audit to recompute every step it took.
import { ristretto255_hasher } from '@noble/curves/ed25519.js';
import nacl from '../nacl.js';
import { bytesEqual, concatBytes, toHex, utf8 } from '../bytes.js';
import { taggedHash } from '../hash.js';
import { type DeckShape, PROGRESS_SHAPE } from './encoding.js';
import { type Scalar } from './group.js';
import { type RandomBytes, systemRandom } from './random.js';

export const SEED_BYTES = 32;
const SCALAR_DST = 'hexknights/progress-card/secret/v1';
const COMMIT_TAG = 'hexknights/progress-card/seed-commitment/v1';
const BOX_TAG = 'hexknights/progress-card/box/v1';

/** Published before pass 1, so the seed revealed at the end cannot be swapped for a convenient one. */
export interface PlayerPublic {
  seedCommitment: Uint8Array;
  boxPublicKey: Uint8Array;
}

export interface PlayerSecrets {
  seed: Uint8Array;
  /** shuffle[d] = a_d */
  shuffle: Scalar[];
  /** keys[d][k] = b_{d,k}, the key for final position k of deck d */
  keys: Scalar[][];
  box: nacl.BoxKeyPair;
  public: PlayerPublic;
}

export function newSeed(random: RandomBytes = systemRandom): Uint8Array {
  return random(SEED_BYTES);
}

function checkSeed(seed: Uint8Array): void {
  if (!(seed instanceof Uint8Array) || seed.length !== SEED_BYTES) throw new Error(`a card seed is ${SEED_BYTES} bytes`);
}

/**
 * Scalars already derived: the deal, the ledger, re-shuffles and the audit ask for the same keys again
 * and again (hash to scalar costs a SHA-512 expansion each). Bounded, so a long simulation does not grow it.
 * Keyed by the seed's public commitment (`cacheId`), never by the seed's own bytes: no string spelling
 * a secret is built, hashed by the Map or kept in it.
 */
const derived = new Map<string, Scalar>();
const MAX_DERIVED = 20_000;

/**
 * What the caches of derived secrets are keyed by: the seed's commitment, public once announced (one
 * SHA-256 of 32 bytes, a few µs, against the SHA-512 expansion and reduction a derivation costs).
 */
export function cacheId(seed: Uint8Array): string {
  return toHex(seedCommitment(seed));
}

/**
 * Uniform mod L: RFC 9380's expand_message_xmd to 64 bytes, reduced (@noble/curves' hashToScalar); a
 * zero would be a key that cannot be inverted, so re-derive.
 */
function deriveScalar(seed: Uint8Array, seedId: string, label: string, deck: number, position: number): Scalar {
  const id = `${seedId}/${label}/${deck}/${position}`;
  const known = derived.get(id);
  if (known !== undefined) return known;
  for (let attempt = 0; ; attempt++) {
    const msg = concatBytes(seed, utf8(label), Uint8Array.of(deck, position, attempt));
    const s = ristretto255_hasher.hashToScalar(msg, { DST: SCALAR_DST });
    if (s === 0n) continue;
    if (derived.size >= MAX_DERIVED) derived.clear();
    derived.set(id, s);
    return s;
  }
}

/**
 * A player's key for position k of deck d after the deck's g-th re-shuffle (reshuffle.ts); generation
 * 0 is the deal's key b_{d,k}. Fresh keys per generation, so the old ones open nothing new.
 */
export function generationKey(seed: Uint8Array, deck: number, position: number, generation: number): Scalar {
  return deriveScalar(seed, cacheId(seed), generation === 0 ? 'key' : `key/${generation}`, deck, position);
}

/** The deck-wide factors of a re-shuffle: u swaps out the per-position keys, v re-encrypts the mix. */
export function reshuffleFactors(seed: Uint8Array, deck: number, generation: number): { u: Scalar; v: Scalar } {
  const id = cacheId(seed);
  return { u: deriveScalar(seed, id, `strip/${generation}`, deck, 0), v: deriveScalar(seed, id, `mix/${generation}`, deck, 0) };
}

/** The largest hand a hand shuffle takes: a position travels as one byte of the derivation. */
export const MAX_HAND_CARDS = 255;

/**
 * A player's key for position k of hand shuffle `shuffle` (handShuffle.ts): private resource moves are
 * numbered through the game, so each has its own keys, apart from the progress decks' labels.
 */
export function handKey(seed: Uint8Array, shuffle: number, position: number): Scalar {
  if (!Number.isInteger(shuffle) || shuffle < 0 || !Number.isInteger(position) || position < 0 || position >= MAX_HAND_CARDS) {
    throw new Error(`no hand key for shuffle ${shuffle} position ${position}`);
  }
  return deriveScalar(seed, cacheId(seed), `hand/${shuffle}/key`, 0, position);
}

/** A hand shuffle's factors: u swaps out the sealed inputs' keys, v re-encrypts the mix. */
export function handFactors(seed: Uint8Array, shuffle: number): { u: Scalar; v: Scalar } {
  const id = cacheId(seed);
  return { u: deriveScalar(seed, id, `hand/${shuffle}/strip`, 0, 0), v: deriveScalar(seed, id, `hand/${shuffle}/mix`, 0, 0) };
}

export function seedCommitment(seed: Uint8Array): Uint8Array {
  checkSeed(seed);
  return taggedHash(COMMIT_TAG, seed);
}

/** Box key pairs already derived (tweetnacl's X25519 product each): the audit asks for every seed's several times. */
const boxPairs = new Map<string, nacl.BoxKeyPair>();
const MAX_BOX_PAIRS = 256;

export function boxKeyPair(seed: Uint8Array): nacl.BoxKeyPair {
  checkSeed(seed);
  const id = cacheId(seed);
  let pair = boxPairs.get(id);
  if (!pair) {
    pair = nacl.box.keyPair.fromSecretKey(taggedHash(BOX_TAG, seed));
    if (boxPairs.size >= MAX_BOX_PAIRS) boxPairs.clear();
    boxPairs.set(id, pair);
  }
  // copies: a caller may wipe or reuse what it is given
  return { publicKey: pair.publicKey.slice(), secretKey: pair.secretKey.slice() };
}

/** The secrets for decks of `shape` (the progress decks unless told; keys[d][k] for every position). */
export function deriveSecrets(seed: Uint8Array, shape: DeckShape = PROGRESS_SHAPE): PlayerSecrets {
  checkSeed(seed);
  const id = cacheId(seed);
  const shuffle: Scalar[] = [];
  const keys: Scalar[][] = [];
  for (let d = 0; d < shape.decks; d++) {
    shuffle.push(deriveScalar(seed, id, 'shuffle', d, 0));
    keys.push(Array.from({ length: shape.size }, (_, k) => deriveScalar(seed, id, 'key', d, k)));
  }
  const box = boxKeyPair(seed);
  return { seed: seed.slice(), shuffle, keys, box, public: { seedCommitment: seedCommitment(seed), boxPublicKey: box.publicKey } };
}

export function publicOf(seed: Uint8Array): PlayerPublic {
  return { seedCommitment: seedCommitment(seed), boxPublicKey: boxKeyPair(seed).publicKey };
}

/** The shape of decks `secrets` were derived for. */
export function secretsShape(secrets: PlayerSecrets): DeckShape {
  return { decks: secrets.keys.length, size: secrets.keys[0]?.length ?? 0 };
}

/** Which part of a published seed is wrong, or null if it matches what the player announced. */
export function seedMismatch(seed: Uint8Array, announced: PlayerPublic): 'length' | 'commitment' | 'box key' | null {
  if (!(seed instanceof Uint8Array) || seed.length !== SEED_BYTES) return 'length';
  if (!bytesEqual(seedCommitment(seed), announced.seedCommitment)) return 'commitment';
  if (!bytesEqual(boxKeyPair(seed).publicKey, announced.boxPublicKey)) return 'box key';
  return null;
}
