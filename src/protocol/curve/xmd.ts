// expand_message_xmd of RFC 9380 (section 5.3.1) with SHA-512: the uniform bytes behind the card
// points (hash to ristretto255) and the derived card keys (hash to scalar), as @noble/curves'
// ristretto255_hasher computed them (tests/protocol/curve.test.ts compares both).
import { concatBytes, utf8 } from '../bytes.js';
import { Fn, numberFromLE, type Scalar } from './scalar.js';
import { sha512 } from './sha2.js';

const B_BYTES = 64; // SHA-512's output
const R_BYTES = 128; // and its block

export function expandMessageXmd(message: Uint8Array, dstText: string, length: number): Uint8Array {
  let dst = utf8(dstText);
  if (dst.length > 255) dst = sha512(concatBytes(utf8('H2C-OVERSIZE-DST-'), dst));
  const ell = Math.ceil(length / B_BYTES);
  if (dst.length === 0 || ell > 255 || length > 65535) throw new Error('expand_message_xmd: bad length or tag');
  const dstPrime = concatBytes(dst, Uint8Array.of(dst.length));
  const b0 = sha512(concatBytes(new Uint8Array(R_BYTES), message, Uint8Array.of(length >> 8, length & 255, 0), dstPrime));
  const blocks = [sha512(concatBytes(b0, Uint8Array.of(1), dstPrime))];
  for (let i = 2; i <= ell; i++) {
    const mixed = b0.map((byte, j) => byte ^ blocks[i - 2][j]);
    blocks.push(sha512(concatBytes(mixed, Uint8Array.of(i), dstPrime)));
  }
  return concatBytes(...blocks).slice(0, length);
}

/** A scalar mod L from 64 expanded bytes (noble's ristretto255_hasher.hashToScalar). */
export function hashToScalar(message: Uint8Array, dst: string): Scalar {
  return Fn.create(numberFromLE(expandMessageXmd(message, dst, 64)));
}
