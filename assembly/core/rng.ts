// Seeded generator for simulations and seeded games. Its state lives in the game state, so a seeded
// game is reproducible from its seed and its snapshot alone. In play, chance comes from the beacon.

import { G_RNG, STATE } from './layout';

export function seedRng(seed: u64): void {
  store<u64>(STATE + <usize>G_RNG, seed ^ 0x9e3779b97f4a7c15);
}

/** splitmix64: small, fast and statistically sound for game simulation. */
@inline export function nextU64(): u64 {
  let z = load<u64>(STATE + <usize>G_RNG) + 0x9e3779b97f4a7c15;
  store<u64>(STATE + <usize>G_RNG, z);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
  z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
  return z ^ (z >> 31);
}

/**
 * Uniform in [0, n) without modulo bias (rejection of the top partial range). x lies in that range
 * exactly when x - x % n, a multiple of n, exceeds MAX - n: one 64-bit division a draw, not two.
 */
export function below(n: i32): i32 {
  const range = <u64>n;
  let x = nextU64();
  // A power of two (a single record among them, most picks) needs no division: the same values.
  if (n > 0 && (n & (n - 1)) == 0) {
    while (x - (x & (range - 1)) > u64.MAX_VALUE - range) x = nextU64();
    return <i32>(x & (range - 1));
  }
  let r = x % range;
  while (x - r > u64.MAX_VALUE - range) { x = nextU64(); r = x % range; }
  return <i32>r;
}
