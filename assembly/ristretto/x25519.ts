// X25519 (RFC 7748, section 5) for NaCl's box keys (src/protocol/naclBox.ts): the Montgomery ladder
// with a clamped scalar, in constant time in the scalar: every step does the same field operations,
// and the conditional swap is a masked exchange (feCswap), never a branch or an index. As tweetnacl,
// a u of low order gives 0 (the inversion of 0 is 0) instead of an error; u's top bit is ignored and
// a u >= p is taken modulo p.
import { feAdd, feAlloc, feCswap, feFromBytes, feInvert, feMul, feSetSmall, feSq, feSub, feToBytes } from './field';

const x1 = feAlloc(), x2 = feAlloc(), z2 = feAlloc(), x3 = feAlloc(), z3 = feAlloc();
const a = feAlloc(), aa = feAlloc(), b = feAlloc(), bb = feAlloc(), e = feAlloc(), c = feAlloc(), d = feAlloc(), a24 = feAlloc();
const k = heap.alloc(32);

/** out = X25519(scalar, u), 32 bytes each. */
export function x25519(out: usize, scalar: usize, u: usize): void {
  memory.copy(k, scalar, 32);
  store<u8>(k, load<u8>(k) & 248);
  store<u8>(k + 31, (load<u8>(k + 31) & 127) | 64);
  feFromBytes(x1, u);
  feSetSmall(x2, 1);
  feSetSmall(z2, 0);
  memory.copy(x3, x1, 80);
  feSetSmall(z3, 1);
  feSetSmall(a24, 121665);
  let swap: bool = false;
  for (let t = 254; t >= 0; t--) {
    const bit = ((load<u8>(k + <usize>(t >> 3)) >> <u8>(t & 7)) & 1) != 0;
    swap ^= bit;
    feCswap(x2, x3, swap);
    feCswap(z2, z3, swap);
    swap = bit;
    feAdd(a, x2, z2);
    feSq(aa, a);
    feSub(b, x2, z2);
    feSq(bb, b);
    feSub(e, aa, bb);
    feSub(d, x3, z3);
    feMul(d, d, a); // DA
    feAdd(c, x3, z3);
    feMul(c, c, b); // CB
    feAdd(x3, d, c);
    feSq(x3, x3);
    feSub(z3, d, c);
    feSq(z3, z3);
    feMul(z3, z3, x1);
    feMul(x2, aa, bb);
    feMul(z2, a24, e);
    feAdd(z2, z2, aa);
    feMul(z2, z2, e);
  }
  feCswap(x2, x3, swap);
  feCswap(z2, z3, swap);
  feInvert(z2, z2);
  feMul(x2, x2, z2);
  feToBytes(out, x2);
  memory.fill(k, 0, 32); // the key does not stay behind
}
