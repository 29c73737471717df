// Randomness is injected so tests and benches can replay a shuffle; the default is the platform's
// CSPRNG (Web Crypto, present in Node 20 and in browsers).
import { permutationFromValues, permutationRanges } from '../unbiased.js';

export type RandomBytes = (length: number) => Uint8Array;

export const systemRandom: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));

/** Uniform in [0, range) by rejection, so no position is favoured by modulo bias. */
export function uniformBelow(range: number, random: RandomBytes): number {
  if (!Number.isInteger(range) || range < 1 || range > 2 ** 32) throw new Error(`bad range ${range}`);
  const limit = 2 ** 32 - (2 ** 32 % range);
  for (;;) {
    const b = random(4);
    const x = ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;
    if (x < limit) return x % range;
  }
}

/** order[k] = the input index that lands at output position k. */
export function randomPermutation(n: number, random: RandomBytes): number[] {
  return permutationFromValues(n, permutationRanges(n).map((r) => uniformBelow(r, random)));
}
