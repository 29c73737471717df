// Constant-time scalar multiplication, for secret scalars: card keys, shuffle factors, Ed25519's
// signing nonce and key. The same sequence of operations and memory accesses for every scalar: 64
// four-bit windows, each four doublings and one addition of a table entry that is read by scanning the
// whole table with masks (never by an index that depends on the scalar). The addition formula is
// complete on this curve (a = -1 is a square, d is not), so adding the identity (a zero window) needs
// no special case. Field operations are branch-free (field.ts); so is the encoding (point.ts).
// See docs/cards.md, "Our curve code".
import { Pt, PT_BYTES, ptAdd, ptAlloc, ptCopy, ptDouble, ptIdentity } from './point';

const TABLE = heap.alloc(16 * PT_BYTES);
const pick = ptAlloc(), acc = ptAlloc();

/** r = table[index] (of 16 entries), reading every entry and keeping one through a mask. */
function ptSelect(r: Pt, index: u32): void {
  memory.fill(r, 0, PT_BYTES);
  for (let i: u32 = 0; i < 16; i++) {
    const mask = -<i64>(i == index);
    const entry = TABLE + <usize>i * PT_BYTES;
    for (let k: usize = 0; k < PT_BYTES; k += 8) store<i64>(r + k, load<i64>(r + k) | (load<i64>(entry + k) & mask));
  }
}

/** r = k p for the 256-bit little-endian scalar k at `scalar` (r may be p). */
export function ptMulSecret(r: Pt, p: Pt, scalar: usize): void {
  ptIdentity(TABLE);
  ptCopy(TABLE + PT_BYTES, p);
  for (let i: usize = 2; i < 16; i++) ptAdd(TABLE + i * PT_BYTES, TABLE + (i - 1) * PT_BYTES, p);
  ptIdentity(acc);
  for (let i = 63; i >= 0; i--) {
    ptDouble(acc, acc);
    ptDouble(acc, acc);
    ptDouble(acc, acc);
    ptDouble(acc, acc);
    ptSelect(pick, (<u32>load<u8>(scalar + <usize>(i >> 1)) >> (<u32>(i & 1) << 2)) & 15);
    ptAdd(acc, acc, pick);
  }
  ptCopy(r, acc);
}
