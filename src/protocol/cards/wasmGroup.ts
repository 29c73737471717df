// The accelerator of public checks: ristretto255 and Ed25519 arithmetic in WebAssembly,
// build/ristretto.wasm (assembly/ristretto/), about 4 KB. Loaded once (loadWasmGroup; in Node on first
// use). Points go in as 32-byte encodings and are decoded inside (ristretto255 strictly: canonical,
// nonzero). Everything here is variable time, for public data only: the audit, checks of published
// shares, signature verification. Secret keys and scalars never come here (tweetnacl and @noble/curves
// take them: group.ts, signatures.ts). tests/protocol/accelerator.test.ts holds every function to the
// libraries' answers. docs/cards.md, "Which library does what", says why.
import { bytesToNumberLE as numberFromLE } from '@noble/curves/utils.js';
import { toHex } from '../bytes.js';

interface GroupExports {
  memory: WebAssembly.Memory;
  MAX: WebAssembly.Global;
  pointsIn(): number;
  scalarsIn(): number;
  out(): number;
  mulSame(n: number): number;
  mulEach(n: number): number;
  publicEdCheck(): number;
  publicAdd(): number;
  decode(n: number): number;
  fromUniform(n: number): number;
  sumReset(): void;
  sumAdd(n: number): number;
  sumIsIdentity(): number;
}

const wasmUrl = new URL('../../../build/ristretto.wasm', import.meta.url);
const imports = {
  env: {
    abort: () => {
      throw new Error('ristretto.wasm aborted');
    },
  },
};

type Loaded = { ex: GroupExports; heap: Uint8Array; max: number };
let loaded: Loaded | null = null;
let loading: Promise<boolean> | null = null;

function ready(instance: WebAssembly.Instance): Loaded {
  const ex = instance.exports as unknown as GroupExports;
  // stub runtime, memory never grows: one view serves for the module's life
  const heap = new Uint8Array(ex.memory.buffer);
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
 * The page fetches the module (about 4 KB) beside the rules engine and awaits this before anything can
 * deal or verify (src/ui/main.tsx, the verify worker through verifyLog). Not a top-level await:
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
function inChunks(
  points: readonly Uint8Array[],
  scalars: readonly bigint[],
  same: boolean,
  call: (n: number) => number,
  each: (i: number, at: number) => void,
): boolean {
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
  return inChunks(
    points,
    [s],
    true,
    (n) => ex.mulSame(n),
    (i, at) => (outHex[i] = toHex(heap.subarray(at, at + 32))),
  )
    ? outHex
    : null;
}

/** The hex encodings of scalars[i]·points[i] (public data), or null when a point does not decode. */
export function wasmMulEach(points: readonly Uint8Array[], scalars: readonly bigint[]): string[] | null {
  const { ex, heap } = group();
  const outHex: string[] = new Array(points.length);
  return inChunks(
    points,
    scalars,
    false,
    (n) => ex.mulEach(n),
    (i, at) => (outHex[i] = toHex(heap.subarray(at, at + 32))),
  )
    ? outHex
    : null;
}

/** Is Σ scalars[i]·points[i] the identity (public data)? Null when a point does not decode. */
export function wasmSumIsIdentity(points: readonly Uint8Array[], scalars: readonly bigint[]): boolean | null {
  const { ex } = group();
  ex.sumReset();
  if (
    !inChunks(
      points,
      scalars,
      false,
      (n) => ex.sumAdd(n),
      () => undefined,
    )
  )
    return null;
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

/** p + q for two encodings (public data), or null when one does not decode (the identity included). */
export function wasmAdd(p: Uint8Array, q: Uint8Array): Uint8Array | null {
  const { ex, heap } = group();
  heap.set(p, ex.pointsIn());
  heap.set(q, ex.pointsIn() + 32);
  return ex.publicAdd() >= 0 ? null : heap.slice(ex.out(), ex.out() + 32);
}

/** Ed25519 verification: the encoding of S·B - h·A for the public key bytes A, or null when A encodes no point (public data). */
export function wasmEdCheck(publicKey: Uint8Array, s: Uint8Array, h: bigint): Uint8Array | null {
  const { ex, heap } = group();
  heap.set(publicKey, ex.pointsIn());
  heap.set(s, ex.scalarsIn());
  putScalar(heap, ex.scalarsIn() + 32, h);
  return ex.publicEdCheck() >= 0 ? null : heap.slice(ex.out(), ex.out() + 32);
}
