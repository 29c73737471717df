// The hash-onion beacon. Each player picks a secret seed and commits (in the genesis entry) to
// H^K(seed). Draw d reveals layer H^(K-d)(seed): anyone checks it by hashing it once onto the layer
// revealed before (or K-d - (K-d') times, if the player missed draws), so a reveal is self-verifying
// and needs no signature of its own. A player cannot choose what they reveal, only whether to reveal;
// the outcome hashes every reveal of the draw together, so one honest contributor makes it
// unpredictable to everyone else.
import { concatBytes, u32be } from './bytes.js';
import { HASH_BYTES, taggedHash } from './hash.js';

const ONION_TAG = 'hexknights/onion/v1';
const OUTCOME_TAG = 'hexknights/beacon/v1';
export const MAX_BEACON_LENGTH = 65536;

export function onionStep(layer: Uint8Array): Uint8Array {
  return taggedHash(ONION_TAG, layer);
}

/** A player's private onion: all K+1 layers kept in memory, so each reveal is a lookup. */
export class HashOnion {
  private constructor(
    readonly length: number,
    private readonly layers: Uint8Array, // (length + 1) * 32 bytes, layer j at j*32
  ) {}

  static fromSeed(seed: Uint8Array, length: number): HashOnion {
    if (seed.length !== HASH_BYTES) throw new Error('onion seed must be 32 bytes');
    if (!Number.isInteger(length) || length < 1 || length > MAX_BEACON_LENGTH) throw new Error('bad onion length');
    const layers = new Uint8Array((length + 1) * HASH_BYTES);
    let layer = seed;
    layers.set(layer, 0);
    for (let j = 1; j <= length; j++) {
      layer = onionStep(layer);
      layers.set(layer, j * HASH_BYTES);
    }
    return new HashOnion(length, layers);
  }

  /** Published in the genesis entry. */
  get commitment(): Uint8Array {
    return this.layer(this.length);
  }

  /** The value to reveal for draw `draw` (1-based). */
  revealFor(draw: number): Uint8Array {
    if (!Number.isInteger(draw) || draw < 1 || draw > this.length) throw new Error(`no onion layer for draw ${draw}`);
    return this.layer(this.length - draw);
  }

  private layer(j: number): Uint8Array {
    return this.layers.slice(j * HASH_BYTES, (j + 1) * HASH_BYTES);
  }
}

/** Does `reveal` hash onto `lastKnown` in exactly `steps` onion steps? */
export function revealMatches(reveal: Uint8Array, lastKnown: Uint8Array, steps: number): boolean {
  if (reveal.length !== HASH_BYTES || steps < 1) return false;
  let layer = reveal;
  for (let i = 0; i < steps; i++) layer = onionStep(layer);
  for (let i = 0; i < HASH_BYTES; i++) if (layer[i] !== lastKnown[i]) return false;
  return true;
}

/**
 * The draw's seed: every participant's reveal in seat-independent participant order, with a marker for
 * the ones who timed out, bound to the game and the draw number so no seed repeats across draws or games.
 */
export function beaconOutcome(gameId: Uint8Array, draw: number, reveals: (Uint8Array | null)[]): Uint8Array {
  const parts: Uint8Array[] = [gameId, u32be(draw), u32be(reveals.length)];
  for (const r of reveals) parts.push(r ? concatBytes(Uint8Array.of(1), r) : Uint8Array.of(0));
  return taggedHash(OUTCOME_TAG, ...parts);
}
