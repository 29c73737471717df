// Ed25519's own point encoding (RFC 8032, 5.1.2-3: y, and the sign of x in the top bit) for verifying
// signatures, on the same curve arithmetic as ristretto255. Decoding accepts what tweetnacl's unpackneg
// accepts, the set the protocol's signatures are defined by (src/protocol/canonicalSignature.ts): y taken
// modulo p (a y >= p is read as y - p), and x = 0 with the sign bit set read as x = 0.
import { feAdd, feAlloc, feCmov, feFromBytes, feIsNegative, feMul, feNeg, feSetSmall, feSq, feSub, feToBytes } from './field';
import { D, Pt, PT_BYTES, ptAffineBytes, sqrtRatioM1 } from './point';

const y2 = feAlloc(), u = feAlloc(), v = feAlloc(), one = feAlloc(), neg = feAlloc();
const affine = heap.alloc(64);

/** p = the point the 32 bytes at `bytes` encode (Z = 1); false when y gives no x (public data only). */
export function edDecode(p: Pt, bytes: usize): bool {
  const X = p, Y = p + PT_BYTES / 4, Z = p + PT_BYTES / 2, T = p + (3 * PT_BYTES) / 4;
  feFromBytes(Y, bytes); // bit 255, the sign of x, is ignored here
  feSetSmall(one, 1);
  feSq(y2, Y);
  feSub(u, y2, one); // u = y^2 - 1
  feMul(v, y2, D);
  feAdd(v, v, one); // v = d y^2 + 1
  if (!sqrtRatioM1(X, u, v)) return false; // x = |sqrt(u / v)|, the non-negative root
  feNeg(neg, X);
  feCmov(X, neg, (load<u8>(bytes + 31) >> 7) != 0);
  feSetSmall(Z, 1);
  feMul(T, X, Y);
  return true;
}

/** The 32-byte encoding of p at `out`: canonical y, and x's low bit as bit 255. */
export function edEncode(out: usize, p: Pt): void {
  ptAffineBytes(affine, p);
  memory.copy(out, affine + 32, 32);
  store<u8>(out + 31, load<u8>(out + 31) | ((load<u8>(affine) & 1) << 7));
}
