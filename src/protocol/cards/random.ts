// Randomness is injected so tests and benches can replay a shuffle; the default is the platform's
// CSPRNG (Web Crypto, present in Node 20 and in browsers).
import { concatBytes, u32be } from '../bytes.js';
import { sha256 } from '../hash.js';
import { permutationFromValues, permutationRanges } from '../unbiased.js';

export type RandomBytes = (length: number) => Uint8Array;

export const systemRandom: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));

/** A replayable byte stream (sha256 of label and counter): for tests and seeded simulations only. */
export function seededBytes(label: number): RandomBytes {
  let counter = 0;
  let pool: Uint8Array = new Uint8Array(0);
  return (length) => {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      if (pool.length === 0) pool = sha256(concatBytes(u32be(label), u32be(counter++)));
      out[i] = pool[0];
      pool = pool.subarray(1);
    }
    return out;
  };
}

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
  return permutationFromValues(
    n,
    permutationRanges(n).map((r) => uniformBelow(r, random)),
  );
}
