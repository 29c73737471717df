// The card audit's group arithmetic through build/ristretto.wasm (assembly/ristretto/): ristretto255
// scalar multiplications, encodings and multi-scalar sums several times faster than @noble/curves'
// BigInt arithmetic. Loaded once (`loadWasmGroup`); until then, or where it cannot load, every caller
// falls back to noble and gets the same answers. Points go in as their canonical 32-byte encodings and
// are decoded (strictly: canonical, nonzero) inside. Variable time: public data only (the audit).
import { bytesToNumberLE } from '@noble/curves/utils.js';
import { toHex } from '../bytes.js';

interface GroupExports {
  memory: WebAssembly.Memory;
  MAX: WebAssembly.Global;
  pointsIn(): number;
  scalarsIn(): number;
  out(): number;
  mulSame(n: number): number;
  mulEach(n: number): number;
  decode(n: number): number;
  fromUniform(n: number): number;
  sumReset(): void;
  sumAdd(n: number): number;
  sumIsIdentity(): number;
}

let wasm: { ex: GroupExports; heap: Uint8Array; max: number } | null = null;
let loading: Promise<boolean> | null = null;

const wasmUrl = new URL('../../../build/ristretto.wasm', import.meta.url);

async function compile(): Promise<WebAssembly.Module> {
  if (typeof process !== 'undefined' && process.versions?.node) {
    // Node has no fetch for file: URLs; the name is kept out of the browser bundle's reach. The compiled
    // CLI (build/cli) sits at another depth than this source file: look upwards for build/.
    const fsName = 'node:fs/promises';
    const fs = (await import(/* @vite-ignore */ fsName)) as typeof import('node:fs/promises');
    for (let up = './'; up.length < 16; up += '../') {
      const relative = up + 'build/ristretto.wasm'; // a variable: the bundler rewrites only literal URLs
      const candidate = new URL(relative, import.meta.url);
      const bytes = await fs.readFile(candidate).catch(() => null);
      if (bytes) return WebAssembly.compile(bytes);
    }
    throw new Error('build/ristretto.wasm not found (npm run build:wasm)');
  }
  return WebAssembly.compileStreaming(fetch(wasmUrl));
}

/** Loads the module once; false (and noble is used) when it cannot be loaded here. */
export function loadWasmGroup(): Promise<boolean> {
  loading ??= (async () => {
    try {
      const instance = await WebAssembly.instantiate(await compile(), { env: { abort: () => { throw new Error('ristretto.wasm aborted'); } } });
      const ex = instance.exports as unknown as GroupExports;
      wasm = { ex, heap: new Uint8Array(ex.memory.buffer), max: ex.MAX.value as number };
      return true;
    } catch {
      return false;
    }
  })();
  return loading;
}

export function wasmGroupLoaded(): boolean {
  return wasm !== null;
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
  const { ex, heap, max } = wasm!;
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

/** The hex encodings of s·P for every P (one scalar), or null when the module is not loaded or a point does not decode. */
export function wasmMulSame(points: readonly Uint8Array[], s: bigint): string[] | null {
  if (!wasm) return null;
  const { ex, heap } = wasm;
  const outHex: string[] = new Array(points.length);
  return inChunks(points, [s], true, (n) => ex.mulSame(n), (i, at) => (outHex[i] = toHex(heap.subarray(at, at + 32)))) ? outHex : null;
}

/** The hex encodings of scalars[i]·points[i], or null (not loaded, or a point does not decode). */
export function wasmMulEach(points: readonly Uint8Array[], scalars: readonly bigint[]): string[] | null {
  if (!wasm) return null;
  const { ex, heap } = wasm;
  const outHex: string[] = new Array(points.length);
  return inChunks(points, scalars, false, (n) => ex.mulEach(n), (i, at) => (outHex[i] = toHex(heap.subarray(at, at + 32)))) ? outHex : null;
}

/** Is Σ scalars[i]·points[i] the identity? Null when not loaded or a point does not decode. */
export function wasmSumIsIdentity(points: readonly Uint8Array[], scalars: readonly bigint[]): boolean | null {
  if (!wasm) return null;
  const { ex } = wasm;
  ex.sumReset();
  if (!inChunks(points, scalars, false, (n) => ex.sumAdd(n), () => undefined)) return null;
  return ex.sumIsIdentity() === 1;
}

/** The encoding of RFC 9496's hash-to-group element for 64 uniform bytes (two one-way maps, added), or null when not loaded. */
export function wasmFromUniform(uniform: Uint8Array): Uint8Array | null {
  if (!wasm || uniform.length !== 64) return null;
  const { ex, heap } = wasm;
  heap.set(uniform, ex.pointsIn());
  ex.fromUniform(1);
  return heap.slice(ex.out(), ex.out() + 32);
}

/**
 * Decodes one canonical encoding to the affine Edwards coordinates (x, y) of its representative, as
 * RFC 9496 decodes it; null when not loaded, or for anything it refuses (not canonical, not a point,
 * the identity), which the caller then hands to noble for its verdict and its error.
 */
export function wasmDecodePoint(bytes: Uint8Array): { x: bigint; y: bigint } | null {
  if (!wasm || bytes.length !== 32) return null;
  const { ex, heap } = wasm;
  heap.set(bytes, ex.pointsIn());
  if (ex.decode(1) >= 0) return null;
  const o = ex.out();
  return { x: bytesToNumberLE(heap.subarray(o, o + 32)), y: bytesToNumberLE(heap.subarray(o + 32, o + 64)) };
}

