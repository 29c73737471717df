// Joins the data segments of a built module that lie close together into one, the gaps filled with the
// zeros the memory holds there anyway: `node assembly/packData.mjs build/engine.wasm` (package.json's
// build:wasm, after asc). Binaryen splits AssemblyScript's static data at every run of zeros (object
// headers, padding), about 650 segments for the engine, each with its own offset: cheaper raw, but the
// offsets gzip badly. Joined, engine.wasm is 1.8 KB larger raw and 2 KB smaller gzipped. The memory a
// module starts with is the same byte for byte (tests/engine/packData.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Segments further apart than this stay apart (zeros cost raw bytes, little gzipped). */
export const MAX_GAP = 256;

function reader(bytes, at = 0) {
  return {
    get at() {
      return at;
    },
    byte() {
      return bytes[at++];
    },
    u32() {
      let value = 0;
      for (let shift = 0; ; shift += 7) {
        const b = bytes[at++];
        value += (b & 0x7f) * 2 ** shift;
        if (!(b & 0x80)) return value;
      }
    },
    i32() {
      let value = 0;
      let shift = 0;
      let b;
      do {
        b = bytes[at++];
        value |= (b & 0x7f) << shift;
        shift += 7;
      } while (b & 0x80);
      return shift < 32 && b & 0x40 ? value | (-1 << shift) : value;
    },
    take(n) {
      at += n;
      return bytes.subarray(at - n, at);
    },
  };
}

function u32(n) {
  const out = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return out;
}

function i32(n) {
  const out = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && !(b & 0x40)) || (n === -1 && b & 0x40)) {
      out.push(b);
      return out;
    }
    out.push(b | 0x80);
  }
}

const DATA = 11;
const DATA_COUNT = 12;

/** The module with its active data segments joined where less than `maxGap` zero bytes lie between. */
export function packData(wasm, maxGap = MAX_GAP) {
  const r = reader(wasm, 8);
  const sections = [];
  while (r.at < wasm.length) {
    const id = r.byte();
    sections.push({ id, body: r.take(r.u32()) });
  }
  const data = sections.find((s) => s.id === DATA);
  if (!data) return wasm;
  const d = reader(data.body);
  const segments = [];
  for (let n = d.u32(); n > 0; n--) {
    // Only what asc emits: active segments of memory 0 at an i32.const offset.
    if (d.u32() !== 0 || d.byte() !== 0x41) throw new Error('packData: a data segment that is not active at a constant offset');
    const offset = d.i32();
    if (d.byte() !== 0x0b) throw new Error('packData: a data segment offset that is not a single i32.const');
    segments.push({ offset, bytes: d.take(d.u32()) });
  }
  segments.sort((a, b) => a.offset - b.offset);
  const joined = [];
  for (const s of segments) {
    const last = joined.at(-1);
    const end = last ? last.offset + last.length : 0;
    if (last && s.offset < end) throw new Error('packData: overlapping data segments');
    if (last && s.offset - end <= maxGap) {
      last.parts.push(s);
      last.length = s.offset + s.bytes.length - last.offset;
    } else joined.push({ offset: s.offset, length: s.bytes.length, parts: [s] });
  }
  const body = [Uint8Array.from(u32(joined.length))];
  for (const j of joined) {
    const bytes = new Uint8Array(j.length);
    for (const s of j.parts) bytes.set(s.bytes, s.offset - j.offset);
    body.push(Uint8Array.from([0, 0x41, ...i32(j.offset), 0x0b, ...u32(j.length)]), bytes);
  }
  const parts = [wasm.subarray(0, 8)];
  for (const s of sections) {
    const bytes = s.id === DATA ? concat(body) : s.id === DATA_COUNT ? Uint8Array.from(u32(joined.length)) : s.body;
    parts.push(Uint8Array.from([s.id, ...u32(bytes.length)]), bytes);
  }
  return concat(parts);
}

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of process.argv.slice(2)) writeFileSync(file, packData(readFileSync(file)));
}
