// assembly/packData.mjs joins a built module's data segments: the memory a module starts with must be
// the same byte for byte, and the engine built that way must still be the engine (pageBuild.test.ts
// plays both builds side by side; here the memory image itself).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { MAX_GAP, packData } from '../../assembly/packData.mjs';

const leb = (n: number): number[] => (n < 0x80 ? [n] : [(n & 0x7f) | 0x80, ...leb(n >>> 7)]);
const sleb = (n: number): number[] => {
  const b = n & 0x7f;
  const rest = n >> 7;
  return (rest === 0 && !(b & 0x40)) || (rest === -1 && b & 0x40) ? [b] : [b | 0x80, ...sleb(rest)];
};
const section = (id: number, body: number[]) => [id, ...leb(body.length), ...body];

/** A module with one exported page of memory and these active data segments (and a data count section). */
function moduleWith(segments: [number, number[]][]): Uint8Array<ArrayBuffer> {
  const data = segments.flatMap(([offset, bytes]) => [0, 0x41, ...sleb(offset), 0x0b, ...leb(bytes.length), ...bytes]);
  return Uint8Array.from([
    0,
    0x61,
    0x73,
    0x6d,
    1,
    0,
    0,
    0,
    ...section(5, [1, 0, 1]),
    ...section(7, [1, 3, ...[...'mem'].map((c) => c.charCodeAt(0)), 2, 0]),
    ...section(12, leb(segments.length)),
    ...section(11, [...leb(segments.length), ...data]),
  ]);
}

/** The count in the data section's header (below 16,384). */
function countData(wasm: Uint8Array): number {
  let at = 8;
  for (;;) {
    const id = wasm[at++];
    let size = 0;
    for (let shift = 0; ; shift += 7) {
      const b = wasm[at++];
      size |= (b & 0x7f) << shift;
      if (!(b & 0x80)) break;
    }
    if (id === 11) return wasm[at] & 0x80 ? (wasm[at] & 0x7f) | (wasm[at + 1] << 7) : wasm[at];
    at += size;
  }
}

function startingMemory(wasm: Uint8Array<ArrayBuffer>): Uint8Array {
  const instance = new WebAssembly.Instance(new WebAssembly.Module(wasm), {});
  const memory = (instance.exports.mem ?? instance.exports.memory) as WebAssembly.Memory;
  return new Uint8Array(memory.buffer.slice(0));
}

describe('packData', () => {
  test('joins segments with small gaps, keeps far ones apart, and the memory starts the same', () => {
    const segments: [number, number[]][] = [
      [1000, [9, 9]],
      [16, [1, 2, 3]],
      [20, [4]],
      [21 + MAX_GAP, [5, 6]],
      [300, [7]], // out of order and overlapping nothing
      [40000, [8]],
      [40001 + MAX_GAP + 1, [10]],
    ];
    const plain = moduleWith(segments);
    const packed = packData(plain);
    expect(countData(plain)).toBe(7);
    // 16..300 joined (gaps of 0 and MAX_GAP, then 300 within reach), 1000 alone, 40000 alone, the last alone
    expect(countData(packed)).toBe(4);
    expect(startingMemory(packed)).toEqual(startingMemory(plain));
    expect(packData(packed)).toEqual(packed);
  });

  test('refuses overlapping segments rather than choose between them', () => {
    expect(() =>
      packData(
        moduleWith([
          [10, [1, 2, 3]],
          [12, [4]],
        ]),
      ),
    ).toThrow(/overlapping/);
  });

  test('the built engine is packed: a few segments, and packing again changes nothing', () => {
    for (const file of ['engine.wasm', 'engine.page.wasm']) {
      const wasm = new Uint8Array(readFileSync(new URL(`../../build/${file}`, import.meta.url)));
      expect(countData(wasm), file).toBeLessThan(20);
      expect(packData(wasm), file).toEqual(wasm);
    }
  });
});
