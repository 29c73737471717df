// The replicas' message wire format (src/session/replica/messages.ts): one type byte, then the entry's
// own bytes or canonical JSON with bytes as lower-case hex. Every type is spelt here byte for byte, so
// a change to the encoder cannot change what peers of another build read, and each decodes back.
import { describe, expect, it } from 'vitest';
import { fromUtf8 } from '../../src/protocol/bytes.js';
import { decodeMessage, encodeMessage, type Message } from '../../src/session/replica/messages.js';

const bytes = (n: number, fill: number) => new Uint8Array(n).fill(fill);
const hash = bytes(32, 0xab);
const sig = bytes(64, 0x01);
const h = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const statement = { seq: 7, by: 0, hash, sig };

const cases: [Message, number, string][] = [
  [{ type: 'reject', seq: 3, reason: 'not your turn' }, 2, '{"reason":"not your turn","seq":3}'],
  [{ type: 'reveal', participant: 1, draw: 4, reveal: bytes(32, 0x0f) }, 3, `{"draw":4,"participant":1,"reveal":"${h(bytes(32, 0x0f))}"}`],
  [{ type: 'head', participant: 2, seq: 9, hash, sig }, 4, `{"hash":"${h(hash)}","participant":2,"seq":9,"sig":"${h(sig)}"}`],
  [{ type: 'sync', next: 12 }, 5, '{"next":12}'],
  [{ type: 'call', draw: 2 }, 6, '{"draw":2}'],
  [{ type: 'silence', seq: 5, for: 1, by: 2, sig }, 7, `{"by":2,"for":1,"seq":5,"sig":"${h(sig)}"}`],
  [{ type: 'challenge', nonce: 'n0nce' }, 8, '{"nonce":"n0nce"}'],
  [{ type: 'prove', participant: 3, sig }, 9, `{"participant":3,"sig":"${h(sig)}"}`],
  [{ type: 'sequenced', ...statement }, 10, `{"by":0,"hash":"${h(hash)}","seq":7,"sig":"${h(sig)}"}`],
  [
    { type: 'proof', a: statement, b: { ...statement, hash: bytes(32, 0xcd) } },
    11,
    `{"a":{"by":0,"hash":"${h(hash)}","seq":7,"sig":"${h(sig)}"},"b":{"by":0,"hash":"${h(bytes(32, 0xcd))}","seq":7,"sig":"${h(sig)}"}}`,
  ],
  [{ type: 'peers', peers: ['room-a', 'room-b'] }, 12, '{"peers":["room-a","room-b"]}'],
];

describe('replica messages', () => {
  it.each(cases)('%o is spelt as before and decodes back', (message, code, json) => {
    const data = encodeMessage(message);
    expect(data[0]).toBe(code);
    expect(fromUtf8(data.subarray(1))).toBe(json);
    expect(decodeMessage(data)).toEqual(message);
  });

  it('carries entries as their own bytes, and cuts a long refusal reason to 500 characters', () => {
    const entry = Uint8Array.of(1, 2, 3);
    for (const [type, code] of [['entry', 0], ['submit', 1]] as const) {
      const data = encodeMessage({ type, bytes: entry });
      expect([...data]).toEqual([code, 1, 2, 3]);
      expect(decodeMessage(data)).toEqual({ type, bytes: entry });
    }
    const long = decodeMessage(encodeMessage({ type: 'reject', seq: 1, reason: 'x'.repeat(600) }));
    expect(long).toEqual({ type: 'reject', seq: 1, reason: 'x'.repeat(500) });
  });
});
