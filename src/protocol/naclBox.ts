// NaCl's box as tweetnacl computes it: X25519 (RFC 7748's ladder, in build/ristretto.wasm:
// assembly/ristretto/x25519.ts), HSalsa20, XSalsa20 and Poly1305, the way nacl.ts needs them, in a few
// lines of BigInt and 32-bit words: @noble/ciphers made the page 4.2 KB (gzipped) heavier. Every output is
// compared byte for byte with tweetnacl's in tests/protocol/nacl.test.ts, including low-order keys,
// where tweetnacl (unlike noble's x25519) answers with zeros rather than refusing.
import { numberFromLE as bytesToNumberLE, numberToLE as numberToBytesLE } from './curve/scalar.js';
import { wasmX25519 } from './cards/wasmGroup.js';

/** X25519(k, u): RFC 7748 section 5, the Montgomery ladder with a clamped scalar, in constant time in WebAssembly. */
export const x25519 = wasmX25519;

const word = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24);
/** "expand 32-byte k" as four little-endian words. */
const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574];
/** The quarter-rounds of a double round: four columns, then four rows (a, b, c, d each). */
const QUARTERS = [0, 4, 8, 12, 5, 9, 13, 1, 10, 14, 2, 6, 15, 3, 7, 11, 0, 1, 2, 3, 5, 6, 7, 4, 10, 11, 8, 9, 15, 12, 13, 14];
const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n));

/** The Salsa20 state for a 32-byte key and 16 bytes of nonce and counter. */
function salsaInput(key: Uint8Array, sixteen: Uint8Array): Uint32Array {
  const x = new Uint32Array(16);
  [x[0], x[5], x[10], x[15]] = SIGMA;
  for (let i = 0; i < 4; i++) {
    x[1 + i] = word(key, 4 * i);
    x[11 + i] = word(key, 16 + 4 * i);
    x[6 + i] = word(sixteen, 4 * i);
  }
  return x;
}

function rounds(input: Uint32Array): Uint32Array {
  const x = input.slice();
  for (let r = 0; r < 10; r++) {
    for (let q = 0; q < 32; q += 4) {
      const [a, b, c, d] = [QUARTERS[q], QUARTERS[q + 1], QUARTERS[q + 2], QUARTERS[q + 3]];
      x[b] ^= rotl((x[a] + x[d]) | 0, 7);
      x[c] ^= rotl((x[b] + x[a]) | 0, 9);
      x[d] ^= rotl((x[c] + x[b]) | 0, 13);
      x[a] ^= rotl((x[d] + x[c]) | 0, 18);
    }
  }
  return x;
}

const bytesOfWords = (w: ArrayLike<number>): Uint8Array => {
  const out = new Uint8Array(4 * w.length);
  for (let i = 0; i < w.length; i++) for (let j = 0; j < 4; j++) out[4 * i + j] = (w[i] >>> (8 * j)) & 255;
  return out;
};

/** HSalsa20 with a zero nonce: crypto_box_beforenm's step from the X25519 secret to the box key. */
export function hsalsa20(key: Uint8Array, nonce16: Uint8Array): Uint8Array {
  const x = rounds(salsaInput(key, nonce16));
  return bytesOfWords([x[0], x[5], x[10], x[15], x[6], x[7], x[8], x[9]]);
}

/** XSalsa20's key stream, `length` bytes from its start. */
function xsalsa20Stream(key: Uint8Array, nonce: Uint8Array, length: number): Uint8Array {
  const subkey = hsalsa20(key, nonce.subarray(0, 16));
  const out = new Uint8Array(Math.ceil(length / 64) * 64);
  const counter = new Uint8Array(16);
  counter.set(nonce.subarray(16, 24));
  for (let block = 0; block * 64 < length; block++) {
    counter.set(numberToBytesLE(BigInt(block), 8), 8);
    const input = salsaInput(subkey, counter);
    const x = rounds(input);
    for (let i = 0; i < 16; i++) x[i] = (x[i] + input[i]) | 0;
    out.set(bytesOfWords(x), 64 * block);
  }
  return out.subarray(0, length);
}

const P1305 = (1n << 130n) - 5n;
const CLAMP = 0x0ffffffc0ffffffc0ffffffc0fffffffn;

function poly1305(message: Uint8Array, key: Uint8Array): Uint8Array {
  const r = bytesToNumberLE(key.subarray(0, 16)) & CLAMP;
  let acc = 0n;
  for (let i = 0; i < message.length; i += 16) {
    const block = message.subarray(i, i + 16);
    acc = ((acc + bytesToNumberLE(block) + (1n << BigInt(8 * block.length))) * r) % P1305;
  }
  return numberToBytesLE((acc + bytesToNumberLE(key.subarray(16, 32))) & ((1n << 128n) - 1n), 16);
}

/** crypto_secretbox: the 16-byte Poly1305 tag, then the message XOR the stream after its first 32 bytes. */
export function secretbox(message: Uint8Array, nonce: Uint8Array, key: Uint8Array): Uint8Array {
  const stream = xsalsa20Stream(key, nonce, 32 + message.length);
  const out = new Uint8Array(16 + message.length);
  for (let i = 0; i < message.length; i++) out[16 + i] = message[i] ^ stream[32 + i];
  out.set(poly1305(out.subarray(16), stream.subarray(0, 32)));
  return out;
}

/** crypto_secretbox_open: the message, or null if the box is short or its tag is not this key's. */
export function secretboxOpen(box: Uint8Array, nonce: Uint8Array, key: Uint8Array): Uint8Array | null {
  if (box.length < 16) return null;
  const stream = xsalsa20Stream(key, nonce, 32 + box.length - 16);
  const tag = poly1305(box.subarray(16), stream.subarray(0, 32));
  let diff = 0;
  for (let i = 0; i < 16; i++) diff |= tag[i] ^ box[i];
  if (diff !== 0) return null;
  const out = new Uint8Array(box.length - 16);
  for (let i = 0; i < out.length; i++) out[i] = box[16 + i] ^ stream[32 + i];
  return out;
}
