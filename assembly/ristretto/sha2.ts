// SHA-256 and SHA-512 compression (FIPS 180-4) on 64-bit integers, for src/protocol/curve/sha2.ts,
// which pads the message and hands over whole blocks. The round constants and initial values are
// not stored here (640 bytes of random-looking data compress badly): the JS side computes them (cube
// and square roots of the first primes, in BigInt) and writes them at shaConstants() once, on load.
// SHA-256's are the top halves of SHA-512's. Messages are public or hashed whole: no secret-dependent
// branch or address here either way.

export const SHA_BUFFER_BYTES: i32 = 16384;
const BUF = heap.alloc(<usize>SHA_BUFFER_BYTES);
/** K[0..79] then IV[0..7], SHA-512's, as u64 (little-endian in memory). */
const CONSTANTS = heap.alloc(88 * 8);
const IV = CONSTANTS + 80 * 8;
const W = heap.alloc(80 * 8);
const STATE = heap.alloc(8 * 8);
const DIGEST = heap.alloc(64);

export function shaBuffer(): usize {
  return BUF;
}
export function shaConstants(): usize {
  return CONSTANTS;
}
export function shaDigest(): usize {
  return DIGEST;
}

export function sha512Start(): void {
  memory.copy(STATE, IV, 64);
}

/** Compresses the n 128-byte blocks at shaBuffer() into the state. */
export function sha512Blocks(n: i32): void {
  for (let blk = 0; blk < n; blk++) {
    const at = BUF + <usize>blk * 128;
    for (let i = 0; i < 16; i++) store<u64>(W + <usize>(i << 3), bswap<u64>(load<u64>(at + <usize>(i << 3))));
    for (let i = 16; i < 80; i++) {
      const x = load<u64>(W + <usize>((i - 15) << 3));
      const y = load<u64>(W + <usize>((i - 2) << 3));
      const s0 = rotr<u64>(x, 1) ^ rotr<u64>(x, 8) ^ (x >> 7);
      const s1 = rotr<u64>(y, 19) ^ rotr<u64>(y, 61) ^ (y >> 6);
      store<u64>(W + <usize>(i << 3), load<u64>(W + <usize>((i - 16) << 3)) + s0 + load<u64>(W + <usize>((i - 7) << 3)) + s1);
    }
    let a = load<u64>(STATE, 0), b = load<u64>(STATE, 8), c = load<u64>(STATE, 16), d = load<u64>(STATE, 24);
    let e = load<u64>(STATE, 32), f = load<u64>(STATE, 40), g = load<u64>(STATE, 48), h = load<u64>(STATE, 56);
    for (let i = 0; i < 80; i++) {
      const t1 = h + (rotr<u64>(e, 14) ^ rotr<u64>(e, 18) ^ rotr<u64>(e, 41)) + ((e & f) ^ (~e & g)) + load<u64>(CONSTANTS + <usize>(i << 3)) + load<u64>(W + <usize>(i << 3));
      const t2 = (rotr<u64>(a, 28) ^ rotr<u64>(a, 34) ^ rotr<u64>(a, 39)) + ((a & b) ^ (a & c) ^ (b & c));
      h = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
    }
    store<u64>(STATE, load<u64>(STATE, 0) + a, 0); store<u64>(STATE, load<u64>(STATE, 8) + b, 8);
    store<u64>(STATE, load<u64>(STATE, 16) + c, 16); store<u64>(STATE, load<u64>(STATE, 24) + d, 24);
    store<u64>(STATE, load<u64>(STATE, 32) + e, 32); store<u64>(STATE, load<u64>(STATE, 40) + f, 40);
    store<u64>(STATE, load<u64>(STATE, 48) + g, 48); store<u64>(STATE, load<u64>(STATE, 56) + h, 56);
  }
}

/** The 64-byte digest (big-endian words) at shaDigest(). */
export function sha512Finish(): void {
  for (let i: usize = 0; i < 64; i += 8) store<u64>(DIGEST + i, bswap<u64>(load<u64>(STATE + i)));
}

/** SHA-256's state lives in the low 32 bits of the same eight words. */
export function sha256Start(): void {
  for (let i: usize = 0; i < 64; i += 8) store<u64>(STATE + i, load<u64>(IV + i) >> 32);
}

/** Compresses the n 64-byte blocks at shaBuffer() into the state. */
export function sha256Blocks(n: i32): void {
  for (let blk = 0; blk < n; blk++) {
    const at = BUF + <usize>blk * 64;
    for (let i = 0; i < 16; i++) store<u32>(W + <usize>(i << 2), bswap<u32>(load<u32>(at + <usize>(i << 2))));
    for (let i = 16; i < 64; i++) {
      const x = load<u32>(W + <usize>((i - 15) << 2));
      const y = load<u32>(W + <usize>((i - 2) << 2));
      const s0 = rotr<u32>(x, 7) ^ rotr<u32>(x, 18) ^ (x >> 3);
      const s1 = rotr<u32>(y, 17) ^ rotr<u32>(y, 19) ^ (y >> 10);
      store<u32>(W + <usize>(i << 2), load<u32>(W + <usize>((i - 16) << 2)) + s0 + load<u32>(W + <usize>((i - 7) << 2)) + s1);
    }
    let a = <u32>load<u64>(STATE, 0), b = <u32>load<u64>(STATE, 8), c = <u32>load<u64>(STATE, 16), d = <u32>load<u64>(STATE, 24);
    let e = <u32>load<u64>(STATE, 32), f = <u32>load<u64>(STATE, 40), g = <u32>load<u64>(STATE, 48), h = <u32>load<u64>(STATE, 56);
    for (let i = 0; i < 64; i++) {
      const t1 = h + (rotr<u32>(e, 6) ^ rotr<u32>(e, 11) ^ rotr<u32>(e, 25)) + ((e & f) ^ (~e & g)) + <u32>(load<u64>(CONSTANTS + <usize>(i << 3)) >> 32) + load<u32>(W + <usize>(i << 2));
      const t2 = (rotr<u32>(a, 2) ^ rotr<u32>(a, 13) ^ rotr<u32>(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
      h = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
    }
    store<u64>(STATE, <u64>(<u32>load<u64>(STATE, 0) + a), 0); store<u64>(STATE, <u64>(<u32>load<u64>(STATE, 8) + b), 8);
    store<u64>(STATE, <u64>(<u32>load<u64>(STATE, 16) + c), 16); store<u64>(STATE, <u64>(<u32>load<u64>(STATE, 24) + d), 24);
    store<u64>(STATE, <u64>(<u32>load<u64>(STATE, 32) + e), 32); store<u64>(STATE, <u64>(<u32>load<u64>(STATE, 40) + f), 40);
    store<u64>(STATE, <u64>(<u32>load<u64>(STATE, 48) + g), 48); store<u64>(STATE, <u64>(<u32>load<u64>(STATE, 56) + h), 56);
  }
}

/** The 32-byte digest at shaDigest(). */
export function sha256Finish(): void {
  for (let i: usize = 0; i < 8; i++) store<u32>(DIGEST + (i << 2), bswap<u32>(<u32>load<u64>(STATE + (i << 3))));
}
