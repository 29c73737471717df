// Turning a beacon seed into uniform integers without bias: a SHA-256 counter stream of 32-bit words,
// reduced by rejection sampling (a word at or above the largest multiple of the range is thrown away
// and the next one taken), so every value in [0, range) is exactly equally likely.
import { u32be } from './bytes.js';
import { taggedHash } from './hash.js';

const STREAM_TAG = 'hexknights/stream/v1';
export const MAX_RANGE = 2 ** 32;

export class HashStream {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private counter = 0;

  constructor(private readonly seed: Uint8Array) {}

  nextU32(): number {
    if (this.offset >= this.block.length) {
      this.block = taggedHash(STREAM_TAG, this.seed, u32be(this.counter++));
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return ((b[o] << 24) | (b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]) >>> 0;
  }

  /** Uniform in [0, range); range is an integer in [1, 2^32]. */
  uniform(range: number): number {
    if (!isValidRange(range)) throw new Error(`bad range ${range}`);
    if (range === MAX_RANGE) return this.nextU32();
    const limit = MAX_RANGE - (MAX_RANGE % range);
    for (;;) {
      const x = this.nextU32();
      if (x < limit) return x % range;
    }
  }
}

export function isValidRange(range: unknown): range is number {
  return typeof range === 'number' && Number.isInteger(range) && range >= 1 && range <= MAX_RANGE;
}

/** One uniform value per range, in order, all from one seed. */
export function valuesForRanges(seed: Uint8Array, ranges: readonly number[]): number[] {
  const stream = new HashStream(seed);
  return ranges.map((r) => stream.uniform(r));
}

/** Ranges [n, n-1, ..., 2] feed a Fisher-Yates shuffle of 0..n-1. */
export function permutationRanges(n: number): number[] {
  const ranges: number[] = [];
  for (let k = n; k >= 2; k--) ranges.push(k);
  return ranges;
}

export function permutationFromValues(n: number, values: readonly number[]): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1, v = 0; i >= 1; i--, v++) {
    const j = values[v];
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
