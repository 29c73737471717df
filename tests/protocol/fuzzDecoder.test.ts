// The decoder meets hostile bytes from the network and from log files. Thousands of random and
// mutated inputs must each either decode to an entry that re-encodes to the same bytes, or be
// rejected with a DecodeError carrying a reason; nothing may crash.
import { describe, expect, it } from 'vitest';
import { decodeEntry, DecodeError, encodeEntry } from '../../src/protocol/entry.js';
import { decodeCanonical, encodeCanonical } from '../../src/protocol/canonicalJson.js';
import { parseActionBody, parseBeaconBody } from '../../src/protocol/bodies.js';
import { parseLogFile } from '../../src/protocol/logFile.js';
import { seededRandom } from '../../src/net/random.js';

const valid = encodeEntry({
  seq: 3,
  prev: new Uint8Array(32).fill(1),
  author: 1,
  kind: 'beacon',
  body: encodeCanonical({ draw: 1, purpose: 'dice', reveals: ['00'.repeat(32), null] }),
  sig: new Uint8Array(64).fill(2),
});

function mutate(bytes: Uint8Array, rand: () => number): Uint8Array {
  const out = Array.from(bytes);
  const edits = 1 + Math.floor(rand() * 4);
  for (let i = 0; i < edits; i++) {
    const op = Math.floor(rand() * 4);
    const at = Math.floor(rand() * (out.length + 1));
    if (op === 0 && out.length) out[at % out.length] ^= 1 << Math.floor(rand() * 8);
    else if (op === 1) out.splice(at, 1);
    else if (op === 2) out.splice(at, 0, Math.floor(rand() * 256));
    else out[at % Math.max(out.length, 1)] = Math.floor(rand() * 256);
  }
  return Uint8Array.from(out);
}

function check(bytes: Uint8Array): 'ok' | 'rejected' {
  try {
    const e = decodeEntry(bytes);
    expect(encodeEntry(e)).toEqual(bytes);
    try {
      const body = decodeCanonical(e.body);
      if (e.kind === 'action') parseActionBody(body);
      if (e.kind === 'beacon') parseBeaconBody(body, 2);
    } catch (err) {
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message.length).toBeGreaterThan(0);
    }
    return 'ok';
  } catch (err) {
    expect(err).toBeInstanceOf(DecodeError);
    expect((err as Error).message.length).toBeGreaterThan(0);
    return 'rejected';
  }
}

describe('decoder fuzz', () => {
  it('survives 5000 random byte strings', () => {
    const rand = seededRandom(1);
    let rejected = 0;
    for (let i = 0; i < 5000; i++) {
      const n = Math.floor(rand() * 300);
      const bytes = Uint8Array.from({ length: n }, () => Math.floor(rand() * 256));
      if (rand() < 0.5 && n > 0) bytes[0] = 1;
      if (check(bytes) === 'rejected') rejected++;
    }
    expect(rejected).toBeGreaterThan(4900);
  });

  it('survives 5000 mutations of a valid entry', () => {
    const rand = seededRandom(2);
    const outcomes = { ok: 0, rejected: 0 };
    for (let i = 0; i < 5000; i++) outcomes[check(mutate(valid, rand))]++;
    // bit flips inside the body or signature still decode; length changes never do
    expect(outcomes.ok).toBeGreaterThan(0);
    expect(outcomes.rejected).toBeGreaterThan(0);
  });

  it('survives malformed log files', () => {
    const rand = seededRandom(3);
    const good = JSON.stringify({ format: 'hexknights-log/1', entries: [{ seq: 0, prev: '00', author: 0, kind: 'genesis', body: 'e30=', sig: 'AA==' }] });
    for (let i = 0; i < 2000; i++) {
      const chars = [...good];
      const at = Math.floor(rand() * chars.length);
      chars[at] = String.fromCharCode(32 + Math.floor(rand() * 95));
      const parsed = parseLogFile(chars.join(''));
      if (parsed.ok) for (const e of parsed.entries) expect(e.bytes !== undefined || typeof e.error === 'string').toBe(true);
      else expect(parsed.error.length).toBeGreaterThan(0);
    }
  });
});
