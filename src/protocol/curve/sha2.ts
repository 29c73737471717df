// SHA-256 and SHA-512 (FIPS 180-4), synchronous: the chain links, beacon onions, Ed25519 and the card
// hashes need a hash inside synchronous code, and WebCrypto's digest is asynchronous. The padding is
// here; the compression runs in build/ristretto.wasm (assembly/ristretto/sha2.ts), on native 64-bit
// words. Compared with @noble/hashes and node:crypto in tests/protocol/curve.test.ts (every length
// across the block and padding edges, and long messages across the module's buffer).
import { wasmSha } from '../cards/wasmGroup.js';

/** The message, 0x80, zeros and its bit length (big-endian, in the last 8 bytes) to a multiple of `block` bytes. */
function padded(message: Uint8Array, block: number): Uint8Array {
  const total = Math.ceil((message.length + 1 + block / 8) / block) * block;
  const out = new Uint8Array(total);
  out.set(message);
  out[message.length] = 0x80;
  const view = new DataView(out.buffer);
  const bits = message.length * 8;
  view.setUint32(total - 8, bits / 2 ** 32);
  view.setUint32(total - 4, bits >>> 0);
  return out;
}

export function sha256(message: Uint8Array): Uint8Array {
  return wasmSha(padded(message, 64), 256);
}

export function sha512(message: Uint8Array): Uint8Array {
  return wasmSha(padded(message, 128), 512);
}
