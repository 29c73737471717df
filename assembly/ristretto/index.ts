// The accelerator of public checks (built to build/ristretto.wasm by `npm run build:wasm`, loaded by
// src/protocol/cards/wasmGroup.ts): ristretto255 decoding, encoding, scalar multiplication and a
// multi-scalar sum for the card audit and checks of published shares, and Ed25519's verification
// equation, several times faster than the BigInt arithmetic of @noble/curves. Everything here is variable
// time and sees public data only: secret keys and scalars stay in tweetnacl and @noble/curves. The
// libraries are the reference: tests/protocol/accelerator.test.ts compares every function with them.
// Inputs and outputs go through fixed buffers: up to MAX points (32 bytes each) at pointsIn(), as many
// scalars (32 bytes little-endian) at scalarsIn(), and results at out(). Every function returns -1, or
// the index of the first point that does not decode.
import { PT_BYTES, ptAdd, ptAffineBytes, ptAlloc, ptCopy, ptDecode, ptDouble, ptEncode, ptFromUniform, ptIdentity, ptIsIdentity, ptMul } from './point';
import { edDecode, edEncode } from './edwards';
import { feNeg } from './field';

export const MAX: i32 = 1024;

const POINTS_IN = heap.alloc(<usize>MAX * 32);
const SCALARS_IN = heap.alloc(<usize>MAX * 32);
const OUT = heap.alloc(<usize>MAX * 64);
const DECODED = heap.alloc(<usize>MAX * PT_BYTES);
const MAX_WINDOW = 8;
const BUCKETS = heap.alloc((<usize>1 << MAX_WINDOW) * PT_BYTES);
const FILLED = heap.alloc(<usize>1 << MAX_WINDOW);
const acc = ptAlloc(), part = ptAlloc(), running = ptAlloc(), total = ptAlloc(), work = ptAlloc();

export function pointsIn(): usize {
  return POINTS_IN;
}
export function scalarsIn(): usize {
  return SCALARS_IN;
}
export function out(): usize {
  return OUT;
}

/** Decodes points 0..n-1 into DECODED; -1, or the first that does not decode. */
function decodeAll(n: i32): i32 {
  for (let i = 0; i < n; i++) {
    if (!ptDecode(DECODED + <usize>i * PT_BYTES, POINTS_IN + <usize>i * 32)) return i;
  }
  return -1;
}

/** out[i] = encoding of (scalar 0) · point i, for i < n. */
export function mulSame(n: i32): i32 {
  const bad = decodeAll(n);
  if (bad >= 0) return bad;
  for (let i = 0; i < n; i++) {
    ptMul(work, DECODED + <usize>i * PT_BYTES, SCALARS_IN);
    ptEncode(OUT + <usize>i * 32, work);
  }
  return -1;
}

/** out[i] = encoding of (scalar i) · point i, for i < n. */
export function mulEach(n: i32): i32 {
  const bad = decodeAll(n);
  if (bad >= 0) return bad;
  for (let i = 0; i < n; i++) {
    ptMul(work, DECODED + <usize>i * PT_BYTES, SCALARS_IN + <usize>i * 32);
    ptEncode(OUT + <usize>i * 32, work);
  }
  return -1;
}

/** out[64 i ..] = affine x then y of point i (canonical little-endian), for i < n: a checked decoding. */
export function decode(n: i32): i32 {
  const bad = decodeAll(n);
  if (bad >= 0) return bad;
  for (let i = 0; i < n; i++) ptAffineBytes(OUT + <usize>i * 64, DECODED + <usize>i * PT_BYTES);
  return -1;
}

/** out[i] = encoding of the hash-to-group element of the 64 uniform bytes at pointsIn() + 64 i, for i < n <= MAX / 2. */
export function fromUniform(n: i32): i32 {
  for (let i = 0; i < n; i++) {
    ptFromUniform(work, POINTS_IN + <usize>i * 64);
    ptEncode(OUT + <usize>i * 32, work);
  }
  return -1;
}

/** Starts a new sum at the identity. */
export function sumReset(): void {
  ptIdentity(acc);
}

/** Adds Σ (scalar i) · (point i), i < n, to the sum (Pippenger's buckets). */
export function sumAdd(n: i32): i32 {
  const bad = decodeAll(n);
  if (bad >= 0) return bad;
  // c-bit windows: about (253 / c) (n + 2^(c+1)) additions; take the cheapest c.
  let c = 1;
  let best: i64 = i64.MAX_VALUE;
  for (let w = 1; w <= MAX_WINDOW; w++) {
    const cost = <i64>((253 + w - 1) / w) * (<i64>n + (<i64>1 << (w + 1)));
    if (cost < best) { best = cost; c = w; }
  }
  const windows = (253 + c - 1) / c;
  const buckets = (1 << c) - 1;
  ptIdentity(part);
  for (let win = windows - 1; win >= 0; win--) {
    for (let k = 0; k < c; k++) ptDouble(part, part);
    memory.fill(FILLED, 0, <usize>buckets);
    const bit = win * c;
    for (let i = 0; i < n; i++) {
      const at = SCALARS_IN + <usize>i * 32;
      // the c bits from `bit`; bits from 256 on are past the scalar (and zero below the order)
      let digit: u32 = 0;
      for (let k = 0; k < c; k++) {
        const b = bit + k;
        if (b < 256) digit |= ((<u32>load<u8>(at + <usize>(b >> 3)) >> <u32>(b & 7)) & 1) << <u32>k;
      }
      if (digit == 0) continue;
      const slot = <usize>(digit - 1);
      const bucket = BUCKETS + slot * PT_BYTES;
      const point = DECODED + <usize>i * PT_BYTES;
      if (load<u8>(FILLED + slot)) ptAdd(bucket, bucket, point);
      else { ptCopy(bucket, point); store<u8>(FILLED + slot, 1); }
    }
    // Σ digit · bucket(digit) as running sums from the top bucket down
    let any = false;
    for (let j = buckets - 1; j >= 0; j--) {
      if (load<u8>(FILLED + <usize>j)) {
        if (any) ptAdd(running, running, BUCKETS + <usize>j * PT_BYTES);
        else { ptCopy(running, BUCKETS + <usize>j * PT_BYTES); ptIdentity(total); any = true; }
      }
      if (any) ptAdd(total, total, running);
    }
    if (any) ptAdd(part, part, total);
  }
  ptAdd(acc, acc, part);
  return -1;
}

/** 1 when the sum is the identity (in ristretto255's sense), else 0. */
export function sumIsIdentity(): i32 {
  return ptIsIdentity(acc) ? 1 : 0;
}

/** Ed25519's base point B, decoded from its encoding (RFC 8032: y = 4/5, x even). */
const ED_BASE = ptAlloc();
const ED_BASE_BYTES = memory.data<u8>([0x58, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66, 0x66]);
edDecode(ED_BASE, ED_BASE_BYTES);

const edA = ptAlloc();

/**
 * Ed25519 verification's point: out = encoding of S·B - h·A, for A's encoding at pointsIn(), S (any
 * 256-bit number) at scalarsIn() and h at scalarsIn() + 32. -1, or 0 when A does not decode. Public data.
 */
export function publicEdCheck(): i32 {
  if (!edDecode(edA, POINTS_IN)) return 0;
  ptMul(edA, edA, SCALARS_IN + 32);
  feNeg(edA, edA); // -h·A: x and t negated
  feNeg(edA + 3 * (PT_BYTES / 4), edA + 3 * (PT_BYTES / 4));
  ptMul(part, ED_BASE, SCALARS_IN);
  ptAdd(part, part, edA);
  edEncode(OUT, part);
  return -1;
}

/** out = encoding of point 0 + point 1 (public data). -1, or the first that does not decode. */
export function publicAdd(): i32 {
  const bad = decodeAll(2);
  if (bad >= 0) return bad;
  ptAdd(work, DECODED, DECODED + PT_BYTES);
  ptEncode(OUT, work);
  return -1;
}
