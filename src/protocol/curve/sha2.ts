// SHA-256 and SHA-512 (FIPS 180-4), synchronous: the chain links, beacon onions, Ed25519 and the
// card hashes need a hash inside synchronous code, and WebCrypto's digest is asynchronous. Compared
// with @noble/hashes and node:crypto in tests/protocol/curve.test.ts (every length around the block
// and padding edges). SHA-512's 64-bit words are pairs of 32-bit halves: JavaScript has no fast
// 64-bit integer besides BigInt, which is several times slower here.

/** The first 32 bits of the fractional parts of the cube roots of the first 80 primes (and the next 32 bits, for SHA-512). */
function roundConstants(): { k256: Uint32Array; k512hi: Uint32Array; k512lo: Uint32Array } {
  const primes: number[] = [];
  for (let n = 2; primes.length < 80; n++) if (primes.every((p) => n % p !== 0)) primes.push(n);
  const k512hi = new Uint32Array(80);
  const k512lo = new Uint32Array(80);
  primes.forEach((p, i) => {
    // 64 fractional bits of p^(1/3), exactly: the largest f with (c·2^64 + f)^3 <= p·2^192, c = floor(cbrt(p))
    const scaled = BigInt(p) << 192n;
    let root = BigInt(Math.floor(Math.cbrt(p) * 2 ** 20)) << 44n;
    root = (2n * root + scaled / (root * root)) / 3n; // one Newton step: from here on at or above the root
    for (;;) {
      const next = (2n * root + scaled / (root * root)) / 3n;
      if (next >= root) break;
      root = next;
    }
    while ((root + 1n) ** 3n <= scaled) root++;
    while (root ** 3n > scaled) root--;
    const frac = root & ((1n << 64n) - 1n);
    k512hi[i] = Number(frac >> 32n);
    k512lo[i] = Number(frac & 0xffffffffn);
  });
  return { k256: k512hi.slice(0, 64), k512hi, k512lo };
}
const { k256: K256, k512hi: K512H, k512lo: K512L } = roundConstants();

const IV256 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
const IV512 = [
  0x6a09e667, 0xf3bcc908, 0xbb67ae85, 0x84caa73b, 0x3c6ef372, 0xfe94f82b, 0xa54ff53a, 0x5f1d36f1,
  0x510e527f, 0xade682d1, 0x9b05688c, 0x2b3e6c1f, 0x1f83d9ab, 0xfb41bd6b, 0x5be0cd19, 0x137e2179,
];

/** The message, 0x80, zeros and its bit length (big-endian, in the last 8 bytes) to a multiple of `block` bytes. */
function padded(message: Uint8Array, block: number): DataView {
  const lengthBytes = block / 8; // 8 for SHA-256, 16 for SHA-512
  const total = Math.ceil((message.length + 1 + lengthBytes) / block) * block;
  const out = new Uint8Array(total);
  out.set(message);
  out[message.length] = 0x80;
  const view = new DataView(out.buffer);
  const bits = message.length * 8;
  view.setUint32(total - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(total - 4, bits >>> 0);
  return view;
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

export function sha256(message: Uint8Array): Uint8Array {
  const data = padded(message, 64);
  const h = Int32Array.from(IV256);
  const w = new Int32Array(64);
  for (let at = 0; at < data.byteLength; at += 64) {
    for (let i = 0; i < 16; i++) w[i] = data.getInt32(at + 4 * i);
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15];
      const y = w[i - 2];
      w[i] = w[i - 16] + (rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3)) + w[i - 7] + (rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10));
    }
    let a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K256[i] + w[i]) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h[0] += a; h[1] += b; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
  }
  const out = new DataView(new ArrayBuffer(32));
  h.forEach((v, i) => out.setInt32(4 * i, v));
  return new Uint8Array(out.buffer);
}

// SHA-512 on (hi, lo) 32-bit halves, in locals (arrays of halves run three times slower). Rotations
// are spelled out per constant: rotr n of (hi, lo) is (hi >>> n | lo << 32 - n, lo >>> n | hi << 32 - n)
// for n < 32, and the halves swapped for n >= 32. Sums of halves carry through (lo / 2^32) | 0.
const carry = (lo: number) => (lo / 4294967296) | 0;

export function sha512(message: Uint8Array): Uint8Array {
  const data = padded(message, 128);
  const h = Int32Array.from(IV512);
  const wh = new Int32Array(80);
  const wl = new Int32Array(80);
  for (let at = 0; at < data.byteLength; at += 128) {
    for (let i = 0; i < 16; i++) {
      wh[i] = data.getInt32(at + 8 * i);
      wl[i] = data.getInt32(at + 8 * i + 4);
    }
    for (let i = 16; i < 80; i++) {
      const xh = wh[i - 15], xl = wl[i - 15], yh = wh[i - 2], yl = wl[i - 2];
      // σ0 = rotr 1 ^ rotr 8 ^ shr 7, σ1 = rotr 19 ^ rotr 61 ^ shr 6
      const s0h = ((xh >>> 1) | (xl << 31)) ^ ((xh >>> 8) | (xl << 24)) ^ (xh >>> 7);
      const s0l = ((xl >>> 1) | (xh << 31)) ^ ((xl >>> 8) | (xh << 24)) ^ ((xl >>> 7) | (xh << 25));
      const s1h = ((yh >>> 19) | (yl << 13)) ^ ((yl >>> 29) | (yh << 3)) ^ (yh >>> 6);
      const s1l = ((yl >>> 19) | (yh << 13)) ^ ((yh >>> 29) | (yl << 3)) ^ ((yl >>> 6) | (yh << 26));
      const lo = (s0l >>> 0) + (s1l >>> 0) + (wl[i - 16] >>> 0) + (wl[i - 7] >>> 0);
      wl[i] = lo;
      wh[i] = s0h + s1h + wh[i - 16] + wh[i - 7] + carry(lo);
    }
    let ah = h[0], al = h[1], bh = h[2], bl = h[3], ch = h[4], cl = h[5], dh = h[6], dl = h[7];
    let eh = h[8], el = h[9], fh = h[10], fl = h[11], gh = h[12], gl = h[13], hh = h[14], hl = h[15];
    for (let i = 0; i < 80; i++) {
      // t1 = h + Σ1(e) + ch(e, f, g) + K[i] + w[i], Σ1 = rotr 14 ^ rotr 18 ^ rotr 41
      const sh = ((eh >>> 14) | (el << 18)) ^ ((eh >>> 18) | (el << 14)) ^ ((el >>> 9) | (eh << 23));
      const sl = ((el >>> 14) | (eh << 18)) ^ ((el >>> 18) | (eh << 14)) ^ ((eh >>> 9) | (el << 23));
      const t1l = (hl >>> 0) + (sl >>> 0) + (((el & fl) ^ (~el & gl)) >>> 0) + K512L[i] + (wl[i] >>> 0);
      const t1h = hh + sh + ((eh & fh) ^ (~eh & gh)) + K512H[i] + wh[i] + carry(t1l);
      // t2 = Σ0(a) + maj(a, b, c), Σ0 = rotr 28 ^ rotr 34 ^ rotr 39
      const s0h = ((ah >>> 28) | (al << 4)) ^ ((al >>> 2) | (ah << 30)) ^ ((al >>> 7) | (ah << 25));
      const s0l = ((al >>> 28) | (ah << 4)) ^ ((ah >>> 2) | (al << 30)) ^ ((ah >>> 7) | (al << 25));
      const t2l = (s0l >>> 0) + (((al & bl) ^ (al & cl) ^ (bl & cl)) >>> 0);
      const t2h = s0h + ((ah & bh) ^ (ah & ch) ^ (bh & ch)) + carry(t2l);
      hh = gh; hl = gl; gh = fh; gl = fl; fh = eh; fl = el;
      const newE = (dl >>> 0) + (t1l >>> 0);
      eh = (dh + t1h + carry(newE)) | 0;
      el = newE | 0;
      dh = ch; dl = cl; ch = bh; cl = bl; bh = ah; bl = al;
      const newA = (t1l >>> 0) + (t2l >>> 0);
      ah = (t1h + t2h + carry(newA)) | 0;
      al = newA | 0;
    }
    const state = [ah, al, bh, bl, ch, cl, dh, dl, eh, el, fh, fl, gh, gl, hh, hl];
    for (let i = 0; i < 16; i += 2) {
      const lo = (h[i + 1] >>> 0) + (state[i + 1] >>> 0);
      h[i] += state[i] + carry(lo);
      h[i + 1] = lo;
    }
  }
  const out = new DataView(new ArrayBuffer(64));
  h.forEach((x, i) => out.setInt32(4 * i, x));
  return new Uint8Array(out.buffer);
}
