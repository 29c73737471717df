// Field arithmetic mod p = 2^255 - 19 for the WebAssembly accelerator of public checks (index.ts).
// An element is 10 signed 64-bit limbs in linear memory (80 bytes), radix 2^25.5 as in ref10: limb k
// weighs 2^ceil(25.5 k), so limbs alternate 26 and 25 bits. Every operation leaves its result carried
// (each |limb| < 2^26), which keeps every product sum below 2^61: no 128-bit arithmetic is needed.
// Every input is public (signatures being verified, the audit's points and published scalars): secret
// keys and scalars go to tweetnacl and @noble/curves, never here. So nothing in this module is a timing
// promise, though the straight-line carries happen to be branch-free.

export type Fe = usize;
export const FE_BYTES: usize = 80;

export function feAlloc(): Fe {
  return heap.alloc(FE_BYTES);
}

/** Carries h0..h9 (each below 2^62 in size) into limbs of 26/25 bits and stores them at h. */
// @ts-ignore: decorator
@inline
function carryStore(h: Fe, h0: i64, h1: i64, h2: i64, h3: i64, h4: i64, h5: i64, h6: i64, h7: i64, h8: i64, h9: i64): void {
  let c: i64;
  c = h0 >> 26; h1 += c; h0 -= c << 26;
  c = h1 >> 25; h2 += c; h1 -= c << 25;
  c = h2 >> 26; h3 += c; h2 -= c << 26;
  c = h3 >> 25; h4 += c; h3 -= c << 25;
  c = h4 >> 26; h5 += c; h4 -= c << 26;
  c = h5 >> 25; h6 += c; h5 -= c << 25;
  c = h6 >> 26; h7 += c; h6 -= c << 26;
  c = h7 >> 25; h8 += c; h7 -= c << 25;
  c = h8 >> 26; h9 += c; h8 -= c << 26;
  c = h9 >> 25; h0 += c * 19; h9 -= c << 25;
  c = h0 >> 26; h1 += c; h0 -= c << 26;
  store<i64>(h, h0, 0); store<i64>(h, h1, 8); store<i64>(h, h2, 16); store<i64>(h, h3, 24); store<i64>(h, h4, 32);
  store<i64>(h, h5, 40); store<i64>(h, h6, 48); store<i64>(h, h7, 56); store<i64>(h, h8, 64); store<i64>(h, h9, 72);
}

/** h = f * g (h may be f or g). Schoolbook: limb products whose weights overflow 2^255 fold back times 19. */
export function feMul(h: Fe, f: Fe, g: Fe): void {
  const f0 = load<i64>(f, 0);
  const f1 = load<i64>(f, 8);
  const f2 = load<i64>(f, 16);
  const f3 = load<i64>(f, 24);
  const f4 = load<i64>(f, 32);
  const f5 = load<i64>(f, 40);
  const f6 = load<i64>(f, 48);
  const f7 = load<i64>(f, 56);
  const f8 = load<i64>(f, 64);
  const f9 = load<i64>(f, 72);
  const g0 = load<i64>(g, 0);
  const g1 = load<i64>(g, 8);
  const g2 = load<i64>(g, 16);
  const g3 = load<i64>(g, 24);
  const g4 = load<i64>(g, 32);
  const g5 = load<i64>(g, 40);
  const g6 = load<i64>(g, 48);
  const g7 = load<i64>(g, 56);
  const g8 = load<i64>(g, 64);
  const g9 = load<i64>(g, 72);
  const g1_19 = g1 * 19;
  const g2_19 = g2 * 19;
  const g3_19 = g3 * 19;
  const g4_19 = g4 * 19;
  const g5_19 = g5 * 19;
  const g6_19 = g6 * 19;
  const g7_19 = g7 * 19;
  const g8_19 = g8 * 19;
  const g9_19 = g9 * 19;
  const f1_2 = f1 * 2;
  const f3_2 = f3 * 2;
  const f5_2 = f5 * 2;
  const f7_2 = f7 * 2;
  const f9_2 = f9 * 2;
  let h0 = f0 * g0 + f1_2 * g9_19 + f2 * g8_19 + f3_2 * g7_19 + f4 * g6_19 + f5_2 * g5_19 + f6 * g4_19 + f7_2 * g3_19 + f8 * g2_19 + f9_2 * g1_19;
  let h1 = f0 * g1 + f1 * g0 + f2 * g9_19 + f3 * g8_19 + f4 * g7_19 + f5 * g6_19 + f6 * g5_19 + f7 * g4_19 + f8 * g3_19 + f9 * g2_19;
  let h2 = f0 * g2 + f1_2 * g1 + f2 * g0 + f3_2 * g9_19 + f4 * g8_19 + f5_2 * g7_19 + f6 * g6_19 + f7_2 * g5_19 + f8 * g4_19 + f9_2 * g3_19;
  let h3 = f0 * g3 + f1 * g2 + f2 * g1 + f3 * g0 + f4 * g9_19 + f5 * g8_19 + f6 * g7_19 + f7 * g6_19 + f8 * g5_19 + f9 * g4_19;
  let h4 = f0 * g4 + f1_2 * g3 + f2 * g2 + f3_2 * g1 + f4 * g0 + f5_2 * g9_19 + f6 * g8_19 + f7_2 * g7_19 + f8 * g6_19 + f9_2 * g5_19;
  let h5 = f0 * g5 + f1 * g4 + f2 * g3 + f3 * g2 + f4 * g1 + f5 * g0 + f6 * g9_19 + f7 * g8_19 + f8 * g7_19 + f9 * g6_19;
  let h6 = f0 * g6 + f1_2 * g5 + f2 * g4 + f3_2 * g3 + f4 * g2 + f5_2 * g1 + f6 * g0 + f7_2 * g9_19 + f8 * g8_19 + f9_2 * g7_19;
  let h7 = f0 * g7 + f1 * g6 + f2 * g5 + f3 * g4 + f4 * g3 + f5 * g2 + f6 * g1 + f7 * g0 + f8 * g9_19 + f9 * g8_19;
  let h8 = f0 * g8 + f1_2 * g7 + f2 * g6 + f3_2 * g5 + f4 * g4 + f5_2 * g3 + f6 * g2 + f7_2 * g1 + f8 * g0 + f9_2 * g9_19;
  let h9 = f0 * g9 + f1 * g8 + f2 * g7 + f3 * g6 + f4 * g5 + f5 * g4 + f6 * g3 + f7 * g2 + f8 * g1 + f9 * g0;
  carryStore(h, h0, h1, h2, h3, h4, h5, h6, h7, h8, h9);
}

/** h = f^2: the product with equal cross terms counted once, doubled (unrolled like feMul, so every limb stays in a local). */
export function feSq(h: Fe, f: Fe): void {
  const f0 = load<i64>(f, 0);
  const f1 = load<i64>(f, 8);
  const f2 = load<i64>(f, 16);
  const f3 = load<i64>(f, 24);
  const f4 = load<i64>(f, 32);
  const f5 = load<i64>(f, 40);
  const f6 = load<i64>(f, 48);
  const f7 = load<i64>(f, 56);
  const f8 = load<i64>(f, 64);
  const f9 = load<i64>(f, 72);
  const f1_19 = f1 * 19;
  const f2_19 = f2 * 19;
  const f3_19 = f3 * 19;
  const f4_19 = f4 * 19;
  const f5_19 = f5 * 19;
  const f6_19 = f6 * 19;
  const f7_19 = f7 * 19;
  const f8_19 = f8 * 19;
  const f9_19 = f9 * 19;
  const f1_2 = f1 * 2;
  const f3_2 = f3 * 2;
  const f5_2 = f5 * 2;
  const f7_2 = f7 * 2;
  const f9_2 = f9 * 2;
  let h0 = f0 * f0 + f1 * f9_19 * 4 + f2 * f8_19 * 2 + f3 * f7_19 * 4 + f4 * f6_19 * 2 + f5_2 * f5_19;
  let h1 = f0 * f1 * 2 + f2 * f9_19 * 2 + f3_2 * f8_19 + f4 * f7_19 * 2 + f5_2 * f6_19;
  let h2 = f0 * f2 * 2 + f1_2 * f1 + f3 * f9_19 * 4 + f4 * f8_19 * 2 + f5 * f7_19 * 4 + f6 * f6_19;
  let h3 = f0 * f3 * 2 + f1_2 * f2 + f4 * f9_19 * 2 + f5_2 * f8_19 + f6 * f7_19 * 2;
  let h4 = f0 * f4 * 2 + f1 * f3 * 4 + f2 * f2 + f5 * f9_19 * 4 + f6 * f8_19 * 2 + f7_2 * f7_19;
  let h5 = f0 * f5 * 2 + f1_2 * f4 + f2 * f3 * 2 + f6 * f9_19 * 2 + f7_2 * f8_19;
  let h6 = f0 * f6 * 2 + f1 * f5 * 4 + f2 * f4 * 2 + f3_2 * f3 + f7 * f9_19 * 4 + f8 * f8_19;
  let h7 = f0 * f7 * 2 + f1_2 * f6 + f2 * f5 * 2 + f3_2 * f4 + f8 * f9_19 * 2;
  let h8 = f0 * f8 * 2 + f1 * f7 * 4 + f2 * f6 * 2 + f3 * f5 * 4 + f4 * f4 + f9_2 * f9_19;
  let h9 = f0 * f9 * 2 + f1_2 * f8 + f2 * f7 * 2 + f3_2 * f6 + f4 * f5 * 2;
  carryStore(h, h0, h1, h2, h3, h4, h5, h6, h7, h8, h9);
}

/** h = f + g */
export function feAdd(h: Fe, f: Fe, g: Fe): void {
  carryStore(h,
    load<i64>(f, 0) + load<i64>(g, 0), load<i64>(f, 8) + load<i64>(g, 8), load<i64>(f, 16) + load<i64>(g, 16),
    load<i64>(f, 24) + load<i64>(g, 24), load<i64>(f, 32) + load<i64>(g, 32), load<i64>(f, 40) + load<i64>(g, 40),
    load<i64>(f, 48) + load<i64>(g, 48), load<i64>(f, 56) + load<i64>(g, 56), load<i64>(f, 64) + load<i64>(g, 64),
    load<i64>(f, 72) + load<i64>(g, 72));
}

/** h = f - g */
export function feSub(h: Fe, f: Fe, g: Fe): void {
  carryStore(h,
    load<i64>(f, 0) - load<i64>(g, 0), load<i64>(f, 8) - load<i64>(g, 8), load<i64>(f, 16) - load<i64>(g, 16),
    load<i64>(f, 24) - load<i64>(g, 24), load<i64>(f, 32) - load<i64>(g, 32), load<i64>(f, 40) - load<i64>(g, 40),
    load<i64>(f, 48) - load<i64>(g, 48), load<i64>(f, 56) - load<i64>(g, 56), load<i64>(f, 64) - load<i64>(g, 64),
    load<i64>(f, 72) - load<i64>(g, 72));
}

export function feCopy(h: Fe, f: Fe): void {
  memory.copy(h, f, FE_BYTES);
}

export function feSetSmall(h: Fe, v: i64): void {
  memory.fill(h, 0, FE_BYTES);
  store<i64>(h, v, 0);
}

/** Bit offset of limb k: ceil(25.5 k). */
// @ts-ignore: decorator
@inline
function limbShift(k: i32): i32 {
  return (51 * k + 1) >> 1;
}

/** h = the little-endian 255-bit number at s (bit 255 ignored; callers check canonical form by re-encoding). */
export function feFromBytes(h: Fe, s: usize): void {
  for (let k = 0; k < 10; k++) {
    const at = limbShift(k);
    const width = (k & 1) ? 25 : 26;
    let v: u64 = 0;
    // the 8 bytes from the limb's first byte, without reading past the 32 given
    for (let b = 0; b < 8; b++) {
      const i = (at >> 3) + b;
      if (i < 32) v |= (<u64>load<u8>(s + <usize>i)) << (<u64>(b << 3));
    }
    store<i64>(h + (<usize>k << 3), <i64>((v >> <u64>(at & 7)) & ((<u64>1 << <u64>width) - 1)));
  }
}

/** The canonical little-endian encoding of h (fully reduced below p) into 32 bytes at s. */
export function feToBytes(s: usize, h: Fe): void {
  const t = scratch;
  feCopy(t, h);
  // Three rounds of carries leave every limb in [0, 2^width): a value in [0, 2^255).
  for (let round = 0; round < 3; round++) carryPass(t, 0);
  // Subtract p when the value is at least p: then value + 19 reaches 2^255.
  let q: i64 = (load<i64>(t, 0) + 19) >> 26;
  for (let k = 1; k < 10; k++) q = (load<i64>(t + (<usize>k << 3)) + q) >> <i64>((k & 1) ? 25 : 26);
  carryPass(t, q * 19);
  let w0: u64 = 0, w1: u64 = 0, w2: u64 = 0, w3: u64 = 0;
  for (let k = 0; k < 10; k++) {
    const at = limbShift(k);
    const v = <u64>load<i64>(t + (<usize>k << 3));
    const word = at >> 6, off = <u64>(at & 63);
    const lo = v << off;
    const hi = off == 0 ? 0 : v >> (64 - off);
    if (word == 0) { w0 |= lo; w1 |= hi; } else if (word == 1) { w1 |= lo; w2 |= hi; } else if (word == 2) { w2 |= lo; w3 |= hi; } else { w3 |= lo; }
  }
  store<u64>(s, w0, 0); store<u64>(s, w1, 8); store<u64>(s, w2, 16); store<u64>(s, w3, 24);
}

/** Adds `extra` to limb 0, then carries limb by limb; the carry out of limb 9 is dropped (mod 2^255). */
function carryPass(t: Fe, extra: i64): void {
  let c = extra;
  for (let k = 0; k < 10; k++) {
    const width: i64 = (k & 1) ? 25 : 26;
    const v = load<i64>(t + (<usize>k << 3)) + c;
    c = v >> width;
    store<i64>(t + (<usize>k << 3), v - (c << width));
  }
  // In the rounds before the final subtraction (extra = 0) the carry out of limb 9 wraps round times
  // 19; in the final pass it is dropped.
  store<i64>(t, load<i64>(t) + c * 19 * <i64>(extra == 0));
}

const scratch = feAlloc();
const bytesScratch = heap.alloc(32);

export function feIsZero(f: Fe): bool {
  feToBytes(bytesScratch, f);
  // one comparison of the OR of all words, without the branches of &&
  return (load<u64>(bytesScratch, 0) | load<u64>(bytesScratch, 8) | load<u64>(bytesScratch, 16) | load<u64>(bytesScratch, 24)) == 0;
}

/** h = f when `flag`, else h unchanged: through a mask, without a branch on `flag`. */
export function feCmov(h: Fe, f: Fe, flag: bool): void {
  const mask = -<i64>flag;
  for (let k: usize = 0; k < FE_BYTES; k += 8) {
    const x = load<i64>(h + k);
    store<i64>(h + k, x ^ ((x ^ load<i64>(f + k)) & mask));
  }
}

/** "Negative" in RFC 9496's sense: the low bit of the canonical encoding. */
export function feIsNegative(f: Fe): bool {
  feToBytes(bytesScratch, f);
  return (load<u8>(bytesScratch) & 1) != 0;
}

export function feEqual(f: Fe, g: Fe): bool {
  feSub(scratchEq, f, g);
  return feIsZero(scratchEq);
}
const scratchEq = feAlloc();

export function feNeg(h: Fe, f: Fe): void {
  feSetSmall(scratchNeg, 0);
  feSub(h, scratchNeg, f);
}
const scratchNeg = feAlloc();

/** h = f^(2^n) */
function feSqTimes(h: Fe, f: Fe, n: i32): void {
  feSq(h, f);
  for (let i = 1; i < n; i++) feSq(h, h);
}

const z2 = feAlloc(), z9 = feAlloc(), z11 = feAlloc(), z5 = feAlloc(), z10 = feAlloc(), z20 = feAlloc(), z50 = feAlloc(), z100 = feAlloc(), t0 = feAlloc();

/** z^(2^250 - 1) into t0, and z^11 into z11: the common start of inversion and the square root power. */
function pow250(z: Fe): void {
  feSq(z2, z); // 2
  feSqTimes(t0, z2, 2); // 8
  feMul(z9, t0, z); // 9
  feMul(z11, z9, z2); // 11
  feSq(t0, z11); // 22
  feMul(z5, t0, z9); // 31 = 2^5 - 1
  feSqTimes(t0, z5, 5);
  feMul(z10, t0, z5); // 2^10 - 1
  feSqTimes(t0, z10, 10);
  feMul(z20, t0, z10); // 2^20 - 1
  feSqTimes(t0, z20, 20);
  feMul(t0, t0, z20); // 2^40 - 1
  feSqTimes(t0, t0, 10);
  feMul(z50, t0, z10); // 2^50 - 1
  feSqTimes(t0, z50, 50);
  feMul(z100, t0, z50); // 2^100 - 1
  feSqTimes(t0, z100, 100);
  feMul(t0, t0, z100); // 2^200 - 1
  feSqTimes(t0, t0, 50);
  feMul(t0, t0, z50); // 2^250 - 1
}

/** h = 1/z = z^(p - 2) = z^(2^255 - 21) (0 for 0). */
export function feInvert(h: Fe, z: Fe): void {
  pow250(z);
  feSqTimes(t0, t0, 5);
  feMul(h, t0, z11);
}

/** h = z^((p - 5) / 8) = z^(2^252 - 3), the power in the square root of a ratio. */
export function fePow22523(h: Fe, z: Fe): void {
  pow250(z);
  feSqTimes(t0, t0, 2);
  feMul(h, t0, z);
}
