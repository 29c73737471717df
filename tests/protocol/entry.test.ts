import { describe, expect, it } from 'vitest';
import {
  decodeEntry,
  DecodeError,
  encodeEntry,
  entryHash,
  HEADER_BYTES,
  MAX_BODY_BYTES,
  unsignedBytes,
  ZERO_HASH,
  type Entry,
} from '../../src/protocol/entry.js';
import { encodeCanonical, decodeCanonical, canonicalJson } from '../../src/protocol/canonicalJson.js';
import { fromBase64, fromHex, toBase64, toHex, utf8 } from '../../src/protocol/bytes.js';

function sample(): Entry {
  return {
    seq: 7,
    prev: Uint8Array.from({ length: 32 }, (_, i) => i),
    author: 2,
    kind: 'action',
    body: encodeCanonical({ action: { type: 'endTurn' } }),
    sig: new Uint8Array(64).fill(9),
  };
}

describe('entry encoding', () => {
  it('round-trips and lays out fields at fixed offsets', () => {
    const e = sample();
    const bytes = encodeEntry(e);
    expect(bytes.length).toBe(HEADER_BYTES + e.body.length + 64);
    expect([bytes[0], bytes[1], bytes[2]]).toEqual([1, 1, 2]);
    expect(Array.from(bytes.slice(3, 7))).toEqual([0, 0, 0, 7]);
    const back = decodeEntry(bytes);
    expect(back).toEqual(e);
    expect(encodeEntry(back)).toEqual(bytes);
    expect(unsignedBytes(e)).toEqual(bytes.slice(0, bytes.length - 64));
  });

  it('hashes the full bytes, signature included', () => {
    const a = encodeEntry(sample());
    const b = encodeEntry({ ...sample(), sig: new Uint8Array(64).fill(8) });
    expect(toHex(entryHash(a))).not.toBe(toHex(entryHash(b)));
  });

  it('rejects every truncation and every extension', () => {
    const bytes = encodeEntry(sample());
    for (let n = 0; n < bytes.length; n++) expect(() => decodeEntry(bytes.slice(0, n))).toThrow(DecodeError);
    const longer = new Uint8Array(bytes.length + 1);
    longer.set(bytes);
    expect(() => decodeEntry(longer)).toThrow(/does not match body length/);
  });

  it('rejects unknown versions, kinds, and oversize bodies', () => {
    const bytes = encodeEntry(sample());
    const v = bytes.slice();
    v[0] = 2;
    expect(() => decodeEntry(v)).toThrow(/version/);
    const k = bytes.slice();
    k[1] = 9;
    expect(() => decodeEntry(k)).toThrow(/kind/);
    const big = bytes.slice();
    new DataView(big.buffer).setUint32(39, MAX_BODY_BYTES + 1);
    expect(() => decodeEntry(big)).toThrow(/exceeds/);
    expect(() => encodeEntry({ ...sample(), prev: ZERO_HASH.slice(1) })).toThrow(/prev/);
  });
});

describe('canonical JSON', () => {
  it('sorts keys and refuses a second spelling', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'] })).toBe('{"a":[true,null,"x"],"b":1}');
    expect(() => decodeCanonical(utf8('{"b":1,"a":2}'))).toThrow(/canonical/);
    expect(() => decodeCanonical(utf8('{"a": 2}'))).toThrow(/canonical/);
    expect(() => decodeCanonical(utf8('{"a":1,"a":1}'))).toThrow(/canonical/);
    expect(() => decodeCanonical(utf8('1.5'))).toThrow(/canonical/);
    expect(() => decodeCanonical(Uint8Array.of(0xff, 0xfe))).toThrow(/UTF-8/);
    expect(() => decodeCanonical(utf8('{'))).toThrow(/not JSON/);
    expect(decodeCanonical(utf8('{"__proto__":1}'))).toEqual(JSON.parse('{"__proto__":1}'));
  });
});

describe('hex and base64', () => {
  it('are strict and round-trip', () => {
    const b = Uint8Array.from({ length: 37 }, (_, i) => i * 7);
    for (let n = 0; n < b.length; n++) {
      expect(fromBase64(toBase64(b.slice(0, n)))).toEqual(b.slice(0, n));
      expect(toBase64(b.slice(0, n))).toBe(Buffer.from(b.slice(0, n)).toString('base64'));
    }
    expect(fromHex(toHex(b))).toEqual(b);
    expect(() => fromHex('AB')).toThrow();
    expect(() => fromBase64('QQ')).toThrow();
    expect(() => fromBase64('QR==')).toThrow(/non-canonical/);
  });
});
