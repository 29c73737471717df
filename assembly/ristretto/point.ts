// ristretto255 points for the card audit's WebAssembly group code: the twisted Edwards curve
// -x^2 + y^2 = 1 + d x^2 y^2 in extended coordinates (X:Y:Z:T, x = X/Z, y = Y/Z, xy = T/Z), and the
// ristretto255 encoding of RFC 9496 (section 4.3). A point is four field elements, 320 bytes.
// Everything here is variable time, for public data only (the audit, checks of published shares,
// signature verification); multiplications by secret scalars are @noble/curves' (src/protocol/cards/group.ts).
import { Fe, FE_BYTES, feAdd, feAlloc, feCmov, feCopy, feEqual, feFromBytes, feInvert, feIsNegative, feIsZero, feMul, feNeg, fePow22523, feSetSmall, feSq, feSub, feToBytes } from './field';

export type Pt = usize;
export const PT_BYTES: usize = 4 * FE_BYTES;

// @ts-ignore: decorator
@inline function X(p: Pt): Fe { return p; }
// @ts-ignore: decorator
@inline function Y(p: Pt): Fe { return p + FE_BYTES; }
// @ts-ignore: decorator
@inline function Z(p: Pt): Fe { return p + 2 * FE_BYTES; }
// @ts-ignore: decorator
@inline function T(p: Pt): Fe { return p + 3 * FE_BYTES; }

function constant(bytes: usize): Fe {
  const f = feAlloc();
  feFromBytes(f, bytes);
  return f;
}
/** d = -121665/121666, 2d, sqrt(-1), 1/sqrt(a - d): little-endian bytes (RFC 8032, RFC 9496). */
export const D = constant(memory.data<u8>([163, 120, 89, 19, 202, 77, 235, 117, 171, 216, 65, 65, 77, 10, 112, 0, 152, 232, 121, 119, 121, 64, 199, 140, 115, 254, 111, 43, 238, 108, 3, 82]));
const D2 = constant(memory.data<u8>([89, 241, 178, 38, 148, 155, 214, 235, 86, 177, 131, 130, 154, 20, 224, 0, 48, 209, 243, 238, 242, 128, 142, 25, 231, 252, 223, 86, 220, 217, 6, 36]));
const SQRT_M1 = constant(memory.data<u8>([176, 160, 14, 74, 39, 27, 238, 196, 120, 228, 47, 173, 6, 24, 67, 47, 167, 215, 251, 61, 153, 0, 77, 43, 11, 223, 193, 79, 128, 36, 131, 43]));
/** For the one-way map of RFC 9496 (4.3.4): 1 - d^2, (d - 1)^2, sqrt(a d - 1). */
const ONE_MINUS_D_SQ = constant(memory.data<u8>([118, 193, 95, 148, 193, 9, 124, 226, 15, 53, 94, 205, 56, 161, 129, 44, 228, 223, 112, 190, 221, 171, 148, 153, 215, 224, 179, 178, 168, 114, 144, 2]));
const D_MINUS_ONE_SQ = constant(memory.data<u8>([32, 77, 237, 68, 170, 90, 173, 49, 153, 25, 30, 176, 44, 74, 158, 210, 235, 78, 155, 82, 47, 211, 220, 76, 65, 34, 108, 246, 122, 179, 104, 89]));
const SQRT_AD_MINUS_ONE = constant(memory.data<u8>([27, 46, 123, 73, 160, 246, 151, 126, 189, 84, 120, 27, 12, 142, 157, 175, 253, 209, 245, 49, 201, 252, 60, 15, 172, 72, 131, 43, 191, 49, 105, 55]));
const INVSQRT_A_MINUS_D = constant(memory.data<u8>([234, 64, 93, 128, 170, 253, 200, 153, 190, 114, 65, 90, 23, 22, 47, 157, 64, 216, 1, 254, 145, 123, 194, 22, 162, 252, 175, 207, 5, 137, 108, 120]));

export function ptAlloc(): Pt {
  return heap.alloc(PT_BYTES);
}

export function ptIdentity(p: Pt): void {
  feSetSmall(X(p), 0);
  feSetSmall(Y(p), 1);
  feSetSmall(Z(p), 1);
  feSetSmall(T(p), 0);
}

export function ptCopy(p: Pt, q: Pt): void {
  memory.copy(p, q, PT_BYTES);
}

const a = feAlloc(), b = feAlloc(), c = feAlloc(), d = feAlloc(), e = feAlloc(), f = feAlloc(), g = feAlloc(), h = feAlloc();

/** r = p + q (r may be p or q): add-2008-hwcd-3 for a = -1. */
export function ptAdd(r: Pt, p: Pt, q: Pt): void {
  feSub(a, Y(p), X(p));
  feSub(b, Y(q), X(q));
  feMul(a, a, b); // A = (Y1 - X1)(Y2 - X2)
  feAdd(b, Y(p), X(p));
  feAdd(c, Y(q), X(q));
  feMul(b, b, c); // B = (Y1 + X1)(Y2 + X2)
  feMul(c, T(p), D2);
  feMul(c, c, T(q)); // C = 2d T1 T2
  feMul(d, Z(p), Z(q));
  feAdd(d, d, d); // D = 2 Z1 Z2
  feSub(e, b, a);
  feSub(f, d, c);
  feAdd(g, d, c);
  feAdd(h, b, a);
  feMul(X(r), e, f);
  feMul(Y(r), g, h);
  feMul(T(r), e, h);
  feMul(Z(r), f, g);
}

/** r = 2p (r may be p): dbl-2008-hwcd for a = -1, every intermediate negated (the products are the same). */
export function ptDouble(r: Pt, p: Pt): void {
  feSq(a, X(p)); // A
  feSq(b, Y(p)); // B
  feSq(c, Z(p));
  feAdd(c, c, c); // C = 2 Z1^2
  feAdd(h, a, b); // H = A + B
  feAdd(e, X(p), Y(p));
  feSq(e, e);
  feSub(e, h, e); // E = H - (X1 + Y1)^2
  feSub(g, a, b); // G = A - B
  feAdd(f, c, g); // F = C + G
  feMul(X(r), e, f);
  feMul(Y(r), g, h);
  feMul(T(r), e, h);
  feMul(Z(r), f, g);
}

/** Ristretto equality with the identity: X = 0 or Y = 0 (RFC 9496, 4.5). */
export function ptIsIdentity(p: Pt): bool {
  return feIsZero(X(p)) || feIsZero(Y(p));
}

const sr = feAlloc(), check = feAlloc(), u = feAlloc(), flip = feAlloc();

/** SQRT_RATIO_M1(u, v) of RFC 9496 (4.2): r = |sqrt(u/v)| (or |sqrt(i u/v)|); returns was_square. */
export function sqrtRatioM1(r: Fe, uIn: Fe, v: Fe): bool {
  feCopy(u, uIn);
  feSq(a, v);
  feMul(a, a, v); // v^3
  feSq(b, a);
  feMul(b, b, v); // v^7
  feMul(b, b, u); // u v^7
  fePow22523(b, b);
  feMul(a, a, u); // u v^3
  feMul(sr, a, b); // r = (u v^3)(u v^7)^((p-5)/8)
  feSq(check, sr);
  feMul(check, check, v); // check = v r^2
  const correctSign = feEqual(check, u);
  feNeg(flip, u);
  const flippedSign = feEqual(check, flip);
  feMul(flip, flip, SQRT_M1);
  const flippedSignI = feEqual(check, flip);
  feMul(flip, sr, SQRT_M1);
  feCmov(sr, flip, flippedSign | flippedSignI);
  feNeg(flip, sr);
  feCmov(sr, flip, feIsNegative(sr));
  feCopy(r, sr);
  return correctSign | flippedSign;
}

const s = feAlloc(), ss = feAlloc(), u1 = feAlloc(), u2 = feAlloc(), v = feAlloc(), inv = feAlloc(), one = feAlloc(), encoded = heap.alloc(32);

/**
 * Decodes the 32 bytes at `bytes` into p (Z = 1); false for a non-canonical or negative s, a value
 * that is no point's encoding, and (as the audit wants) the identity.
 */
export function ptDecode(p: Pt, bytes: usize): bool {
  feFromBytes(s, bytes);
  feToBytes(encoded, s);
  if (memory.compare(encoded, bytes, 32) != 0 || feIsNegative(s)) return false;
  feSetSmall(one, 1);
  feSq(ss, s);
  feSub(u1, one, ss); // u1 = 1 - s^2
  feAdd(u2, one, ss); // u2 = 1 + s^2
  feSq(c, u2); // u2^2
  feSq(v, u1);
  feMul(v, v, D);
  feNeg(v, v);
  feSub(v, v, c); // v = -(d u1^2) - u2^2
  feMul(d, v, c);
  const square = sqrtRatioM1(inv, one, d);
  feMul(e, inv, u2); // den_x
  feMul(f, inv, e);
  feMul(f, f, v); // den_y
  feAdd(X(p), s, s);
  feMul(X(p), X(p), e);
  if (feIsNegative(X(p))) feNeg(X(p), X(p)); // x = |2 s den_x|
  feMul(Y(p), u1, f);
  feSetSmall(Z(p), 1);
  feMul(T(p), X(p), Y(p));
  return square && !feIsNegative(T(p)) && !feIsZero(Y(p)) && !feIsZero(X(p));
}

const den1 = feAlloc(), den2 = feAlloc(), zInv = feAlloc(), ix = feAlloc(), iy = feAlloc(), xx = feAlloc(), yy = feAlloc(), denInv = feAlloc();

/** The canonical 32-byte ristretto255 encoding of p, written at `out` (RFC 9496, 4.3.2). */
export function ptEncode(out: usize, p: Pt): void {
  feAdd(u1, Z(p), Y(p));
  feSub(a, Z(p), Y(p));
  feMul(u1, u1, a); // u1 = (Z + Y)(Z - Y)
  feMul(u2, X(p), Y(p)); // u2 = X Y
  feSq(g, u2);
  feMul(g, g, u1);
  feSetSmall(one, 1);
  sqrtRatioM1(inv, one, g); // 1/sqrt(u1 u2^2)
  feMul(den1, inv, u1);
  feMul(den2, inv, u2);
  feMul(zInv, den1, den2);
  feMul(zInv, zInv, T(p));
  feMul(ix, X(p), SQRT_M1);
  feMul(iy, Y(p), SQRT_M1);
  feMul(a, T(p), zInv);
  const rotate = feIsNegative(a);
  feCopy(xx, X(p));
  feCopy(yy, Y(p));
  feCopy(denInv, den2);
  feCmov(xx, iy, rotate);
  feCmov(yy, ix, rotate);
  feMul(b, den1, INVSQRT_A_MINUS_D);
  feCmov(denInv, b, rotate);
  feMul(a, xx, zInv);
  feNeg(b, yy);
  feCmov(yy, b, feIsNegative(a));
  feSub(a, Z(p), yy);
  feMul(a, a, denInv);
  feNeg(b, a);
  feCmov(a, b, feIsNegative(a));
  feToBytes(out, a);
}

/** The affine coordinates of p (x = X/Z, y = Y/Z), canonical little-endian, at out and out + 32. */
export function ptAffineBytes(out: usize, p: Pt): void {
  feInvert(inv, Z(p));
  feMul(a, X(p), inv);
  feToBytes(out, a);
  feMul(a, Y(p), inv);
  feToBytes(out + 32, a);
}

const table = heap.alloc(16 * PT_BYTES);

/**
 * r = k p for the little-endian scalar at `scalar` (32 bytes): 4-bit windows over a table of 0p..15p,
 * from the top nibble down (r may be p).
 */
export function ptMul(r: Pt, p: Pt, scalar: usize): void {
  ptIdentity(table);
  ptCopy(table + PT_BYTES, p);
  for (let i: usize = 2; i < 16; i++) ptAdd(table + i * PT_BYTES, table + (i - 1) * PT_BYTES, p);
  let started = false;
  for (let i = 63; i >= 0; i--) {
    const nibble = (load<u8>(scalar + <usize>(i >> 1)) >> (<u8>(i & 1) << 2)) & 15;
    if (started) {
      ptDouble(r, r);
      ptDouble(r, r);
      ptDouble(r, r);
      ptDouble(r, r);
      if (nibble != 0) ptAdd(r, r, table + <usize>nibble * PT_BYTES);
    } else if (nibble != 0) {
      ptCopy(r, table + <usize>nibble * PT_BYTES);
      started = true;
    }
  }
  if (!started) ptIdentity(r);
}

const r0 = feAlloc(), rr = feAlloc(), mu = feAlloc(), mv = feAlloc(), ms = feAlloc(), mc = feAlloc(), mn = feAlloc(), w0 = feAlloc(), w1 = feAlloc(), w2 = feAlloc(), w3 = feAlloc();

/** p = MAP(t) of RFC 9496 (4.3.4) for the 32 bytes at t (bit 255 ignored). */
function ptMap(p: Pt, t: usize): void {
  feFromBytes(r0, t);
  feSetSmall(one, 1);
  feSq(rr, r0);
  feMul(rr, rr, SQRT_M1); // r = SQRT_M1 r0^2
  feAdd(mu, rr, one);
  feMul(mu, mu, ONE_MINUS_D_SQ); // u = (r + 1) ONE_MINUS_D_SQ
  feMul(a, rr, D);
  feNeg(a, a);
  feSub(a, a, one); // -1 - r d
  feAdd(b, rr, D);
  feMul(mv, a, b); // v = (-1 - r d)(r + d)
  const square = sqrtRatioM1(ms, mu, mv);
  if (square) {
    feSetSmall(mc, 1);
    feNeg(mc, mc); // c = -1
  } else {
    feMul(ms, ms, r0);
    if (!feIsNegative(ms)) feNeg(ms, ms); // s' = -|s r0|
    feCopy(mc, rr); // c = r
  }
  feSub(a, rr, one);
  feMul(mn, mc, a);
  feMul(mn, mn, D_MINUS_ONE_SQ);
  feSub(mn, mn, mv); // N = c (r - 1) D_MINUS_ONE_SQ - v
  feAdd(w0, ms, ms);
  feMul(w0, w0, mv); // w0 = 2 s v
  feMul(w1, mn, SQRT_AD_MINUS_ONE); // w1 = N SQRT_AD_MINUS_ONE
  feSq(a, ms);
  feSub(w2, one, a); // w2 = 1 - s^2
  feAdd(w3, one, a); // w3 = 1 + s^2
  feMul(X(p), w0, w3);
  feMul(Y(p), w2, w1);
  feMul(Z(p), w1, w3);
  feMul(T(p), w0, w2);
}

const mapped = heap.alloc(PT_BYTES);

/** p = MAP(first 32 bytes) + MAP(next 32): the element of RFC 9496's hash to group (4.3.4), from 64 uniform bytes. */
export function ptFromUniform(p: Pt, bytes: usize): void {
  ptMap(p, bytes);
  ptMap(mapped, bytes + 32);
  ptAdd(p, p, mapped);
}
