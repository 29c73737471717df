// Small byte helpers shared by the protocol. Everything here works the same in Node and in the browser
// (no Buffer), because the protocol layer runs in both. Hex and joining are @noble/hashes' (in the page
// already for the curves).
import { hexToBytes } from '@noble/hashes/utils.js';

export { bytesToHex as toHex } from '@noble/hashes/utils.js';

/** Strict: lower-case only, even length, so a given byte string has exactly one hex spelling. */
export function fromHex(text: string): Uint8Array {
  if (typeof text !== 'string' || text.length % 2 !== 0 || !/^[0-9a-f]*$/.test(text)) {
    throw new Error('not lower-case hex');
  }
  return hexToBytes(text);
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? B64[n & 63] : '=';
  }
  return out;
}

/** Strict standard base64 with padding; rejects anything that would not re-encode to the same text. */
export function fromBase64(text: string): Uint8Array {
  if (typeof text !== 'string' || text.length % 4 !== 0) throw new Error('not padded base64');
  const pad = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const out = new Uint8Array((text.length / 4) * 3 - pad);
  let o = 0;
  for (let i = 0; i < text.length; i += 4) {
    let n = 0;
    for (let j = 0; j < 4; j++) {
      const c = text[i + j];
      const last = i + 4 === text.length;
      const v = c === '=' && last && j >= 4 - pad ? 0 : B64_INDEX.get(c);
      if (v === undefined) throw new Error('bad base64 character');
      n = (n << 6) | v;
    }
    if (o < out.length) out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  if (toBase64(out) !== text) throw new Error('non-canonical base64');
  return out;
}

export { concatBytes } from '@noble/hashes/utils.js';

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

export function u32be(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value >>> 0, false);
  return out;
}

const encoder = new TextEncoder();
const strictDecoder = new TextDecoder('utf-8', { fatal: true });

export function utf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Throws on invalid UTF-8 instead of substituting U+FFFD, so two byte strings never decode alike. */
export function fromUtf8(bytes: Uint8Array): string {
  return strictDecoder.decode(bytes);
}
