// The group arithmetic of ristretto255 and Ed25519 in WebAssembly: build/ristretto.wasm
// (assembly/ristretto/), about 5 KB. Loaded once (loadWasmGroup; in Node on first use), and the only
// path: there is nothing to fall back to. Points go in as 32-byte encodings and are decoded inside (ristretto255
// strictly: canonical, nonzero). The functions named secret... are constant time in their scalars
// (assembly/ristretto/secret.ts): card keys, shuffle factors, signing. Every other one is variable time,
// for public data only (the audit, verification). docs/cards.md, "Our curve code", says why.
import { toHex } from '../bytes.js';
import { numberFromLE } from '../curve/scalar.js';
import { sha512Constants } from '../curve/shaConstants.js';

interface GroupExports {
  memory: WebAssembly.Memory;
  MAX: WebAssembly.Global;
  pointsIn(): number;
  scalarsIn(): number;
  out(): number;
  mulSame(n: number): number;
  mulEach(n: number): number;
  secretMulEach(n: number): number;
  secretEdBaseMul(): void;
  publicEdCheck(): number;
  publicAdd(): number;
  secretX25519(): void;
  decode(n: number): number;
  fromUniform(n: number): number;
  sumReset(): void;
  sumAdd(n: number): number;
  sumIsIdentity(): number;
  SHA_BUFFER_BYTES: WebAssembly.Global;
  shaBuffer(): number;
  shaConstants(): number;
  shaDigest(): number;
  sha256Start(): void;
  sha256Blocks(n: number): void;
  sha256Finish(): void;
  sha512Start(): void;
  sha512Blocks(n: number): void;
  sha512Finish(): void;
}

const wasmUrl = new URL('../../../build/ristretto.wasm', import.meta.url);
const imports = { env: { abort: () => { throw new Error('ristretto.wasm aborted'); } } };

type Loaded = { ex: GroupExports; heap: Uint8Array; max: number };
let loaded: Loaded | null = null;
let loading: Promise<boolean> | null = null;

function ready(instance: WebAssembly.Instance): Loaded {
  const ex = instance.exports as unknown as GroupExports;
  // stub runtime, memory never grows: one view serves for the module's life
  const heap = new Uint8Array(ex.memory.buffer);
  heap.set(sha512Constants(), ex.shaConstants());
  return { ex, heap, max: ex.MAX.value as number };
}

/**
 * Node (the CLI, the tests, benches) reads the module synchronously on first use, so no importer has
 * to wait for it. The compiled CLI (build/cli) sits at another depth than this source file: look
 * upwards for build/. getBuiltinModule keeps node:fs out of the browser bundle's reach.
 */
function loadInNode(): Loaded | null {
  const fs = typeof __SITE__ !== 'undefined' || typeof process === 'undefined' ? undefined : process.getBuiltinModule?.('node:fs');
  if (!fs) return null;
  for (let up = './'; up.length < 16; up += '../') {
    const candidate = new URL(up + 'build/ristretto.wasm', import.meta.url); // a variable: the bundler rewrites only literal URLs
    if (fs.existsSync(candidate)) return ready(new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(candidate)), imports));
  }
  throw new Error('build/ristretto.wasm not found (npm run build:wasm)');
}

/**
 * The page fetches the module (about 5 KB) beside the rules engine and awaits this before anything can
 * sign, deal or verify (src/ui/main.tsx, the verify worker through verifyLog). Not a top-level await:
 * that made the bundler split the page's first chunk into six (rolldown issue #10632), 1.7 KB more.
 */
export function loadWasmGroup(): Promise<boolean> {
  loaded ??= loadInNode();
  loading ??= loaded
    ? Promise.resolve(true)
    : WebAssembly.instantiateStreaming(fetch(wasmUrl), imports).then((r) => {
        loaded = ready(r.instance);
        return true;
      });
  return loading;
}

/** The loaded module; in Node it loads here on first use, in the page it must have been awaited. */
function group(): Loaded {
  loaded ??= loadInNode();
  if (!loaded) throw new Error('the curve module (ristretto.wasm) is not loaded yet: await loadWasmGroup() first');
  return loaded;
}

export function wasmGroupLoaded(): boolean {
  return loaded !== null;
}

/** Scalars as the module reads them: 32 bytes little-endian (callers pass values below the group order). */
function putScalar(heap: Uint8Array, at: number, s: bigint): void {
  for (let i = 0; i < 32; i++) {
    heap[at + i] = Number(s & 0xffn);
    s >>= 8n;
  }
}

/**
 * Runs `call` over `points` in chunks of the module's buffer size, with scalars[i] (or scalars[0] for
 * every point when `same`). Null when a point does not decode.
 */
function inChunks(points: readonly Uint8Array[], scalars: readonly bigint[], same: boolean, call: (n: number) => number, each: (i: number, at: number) => void): boolean {
  const { ex, heap, max } = group();
  const pIn = ex.pointsIn();
  const sIn = ex.scalarsIn();
  if (same && scalars.length > 0) putScalar(heap, sIn, scalars[0]);
  for (let first = 0; first < points.length; first += max) {
    const n = Math.min(max, points.length - first);
    for (let i = 0; i < n; i++) {
      heap.set(points[first + i], pIn + 32 * i);
      if (!same) putScalar(heap, sIn + 32 * i, scalars[first + i]);
    }
    if (call(n) >= 0) return false;
    // result i of the whole list is at position i - first of this chunk's output
    for (let i = 0; i < n; i++) each(first + i, ex.out() + 32 * i);
  }
  return true;
}

/** The hex encodings of s·P for every P (one scalar; public data), or null when a point does not decode. */
export function wasmMulSame(points: readonly Uint8Array[], s: bigint): string[] | null {
  const { ex, heap } = group();
  const outHex: string[] = new Array(points.length);
  return inChunks(points, [s], true, (n) => ex.mulSame(n), (i, at) => (outHex[i] = toHex(heap.subarray(at, at + 32)))) ? outHex : null;
}

/** The hex encodings of scalars[i]·points[i] (public data), or null when a point does not decode. */
export function wasmMulEach(points: readonly Uint8Array[], scalars: readonly bigint[]): string[] | null {
  const { ex, heap } = group();
  const outHex: string[] = new Array(points.length);
  return inChunks(points, scalars, false, (n) => ex.mulEach(n), (i, at) => (outHex[i] = toHex(heap.subarray(at, at + 32)))) ? outHex : null;
}

/** Is Σ scalars[i]·points[i] the identity (public data)? Null when a point does not decode. */
export function wasmSumIsIdentity(points: readonly Uint8Array[], scalars: readonly bigint[]): boolean | null {
  const { ex } = group();
  ex.sumReset();
  if (!inChunks(points, scalars, false, (n) => ex.sumAdd(n), () => undefined)) return null;
  return ex.sumIsIdentity() === 1;
}

/** The encoding of RFC 9496's hash-to-group element for 64 uniform bytes (two one-way maps, added). */
export function wasmFromUniform(uniform: Uint8Array): Uint8Array {
  if (uniform.length !== 64) throw new Error('64 uniform bytes');
  const { ex, heap } = group();
  heap.set(uniform, ex.pointsIn());
  ex.fromUniform(1);
  return heap.slice(ex.out(), ex.out() + 32);
}

/**
 * Decodes one canonical encoding to the affine Edwards coordinates (x, y) of its representative, as
 * RFC 9496 decodes it; null for anything it refuses (not canonical, not a point, the identity).
 */
export function wasmDecodePoint(bytes: Uint8Array): { x: bigint; y: bigint } | null {
  if (bytes.length !== 32) return null;
  const { ex, heap } = group();
  heap.set(bytes, ex.pointsIn());
  if (ex.decode(1) >= 0) return null;
  const o = ex.out();
  return { x: numberFromLE(heap.subarray(o, o + 32)), y: numberFromLE(heap.subarray(o + 32, o + 64)) };
}


/**
 * The encodings of scalars[i]·points[i] in constant time in the scalars (secret scalars: keys, shuffle
 * factors), or null when a point does not decode.
 */
export function wasmSecretMulEach(points: readonly Uint8Array[], scalars: readonly bigint[]): Uint8Array[] | null {
  const { ex, heap } = group();
  const out: Uint8Array[] = new Array(points.length);
  const ok = inChunks(points, scalars, false, (n) => ex.secretMulEach(n), (i, at) => (out[i] = heap.slice(at, at + 32)));
  heap.fill(0, ex.scalarsIn(), ex.scalarsIn() + 32 * Math.min(points.length, group().max)); // the secrets do not stay behind
  return ok ? out : null;
}

/** p + q for two encodings (public data), or null when one does not decode (the identity included). */
export function wasmAdd(p: Uint8Array, q: Uint8Array): Uint8Array | null {
  const { ex, heap } = group();
  heap.set(p, ex.pointsIn());
  heap.set(q, ex.pointsIn() + 32);
  return ex.publicAdd() >= 0 ? null : heap.slice(ex.out(), ex.out() + 32);
}

/** Ed25519: the encoding of k·B in constant time in k (0 <= k < 2^256, 32 bytes little-endian): a public key, a signature's R. */
export function wasmEdBaseMul(k: Uint8Array): Uint8Array {
  const { ex, heap } = group();
  heap.set(k, ex.scalarsIn());
  ex.secretEdBaseMul();
  heap.fill(0, ex.scalarsIn(), ex.scalarsIn() + 32); // the secret does not stay behind
  return heap.slice(ex.out(), ex.out() + 32);
}

/** Ed25519 verification: the encoding of S·B - h·A for the public key bytes A, or null when A encodes no point (public data). */
export function wasmEdCheck(publicKey: Uint8Array, s: Uint8Array, h: bigint): Uint8Array | null {
  const { ex, heap } = group();
  heap.set(publicKey, ex.pointsIn());
  heap.set(s, ex.scalarsIn());
  putScalar(heap, ex.scalarsIn() + 32, h);
  return ex.publicEdCheck() >= 0 ? null : heap.slice(ex.out(), ex.out() + 32);
}

/** SHA-256 or SHA-512 of a message already padded to whole blocks (curve/sha2.ts pads). */
export function wasmSha(data: Uint8Array, bits: 256 | 512): Uint8Array {
  const { ex, heap } = group();
  const block = bits === 256 ? 64 : 128;
  const chunk = ex.SHA_BUFFER_BYTES.value as number;
  const buffer = ex.shaBuffer();
  if (bits === 256) ex.sha256Start();
  else ex.sha512Start();
  for (let at = 0; at < data.length; at += chunk) {
    const part = data.subarray(at, at + chunk);
    heap.set(part, buffer);
    if (bits === 256) ex.sha256Blocks(part.length / block);
    else ex.sha512Blocks(part.length / block);
  }
  if (bits === 256) ex.sha256Finish();
  else ex.sha512Finish();
  return heap.slice(ex.shaDigest(), ex.shaDigest() + bits / 8);
}

/** X25519(k, u) (RFC 7748), constant time in the secret k (NaCl's box keys, naclBox.ts). */
export function wasmX25519(k: Uint8Array, u: Uint8Array): Uint8Array {
  const { ex, heap } = group();
  heap.set(k, ex.scalarsIn());
  heap.set(u, ex.pointsIn());
  ex.secretX25519();
  heap.fill(0, ex.scalarsIn(), ex.scalarsIn() + 32);
  return heap.slice(ex.out(), ex.out() + 32);
}
