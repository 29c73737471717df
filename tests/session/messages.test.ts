// The replicas' message wire format (src/session/replica/messages.ts): one type byte, then the entry's
// own bytes or canonical JSON with bytes as lower-case hex. Every type is spelt here byte for byte, so
// a change to the encoder cannot change what peers of another build read, and each decodes back.
import { describe, expect, it } from 'vitest';
import { fromUtf8, utf8 } from '../../src/protocol/bytes.js';
import { decodeMessage, encodeMessage, type Message } from '../../src/session/replica/messages.js';

const bytes = (n: number, fill: number) => new Uint8Array(n).fill(fill);
const hash = bytes(32, 0xab);
const sig = bytes(64, 0x01);
const h = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const statement = { seq: 7, by: 0, term: 0, hash, sig };

const cases: [Message, number, string][] = [
  [{ type: 'reject', seq: 3, reason: 'not your turn' }, 2, '{"reason":"not your turn","seq":3}'],
  [{ type: 'reveal', participant: 1, draw: 4, reveal: bytes(32, 0x0f) }, 3, `{"draw":4,"participant":1,"reveal":"${h(bytes(32, 0x0f))}"}`],
  [{ type: 'head', participant: 2, seq: 9, hash, sig }, 4, `{"hash":"${h(hash)}","participant":2,"seq":9,"sig":"${h(sig)}"}`],
  [{ type: 'sync', next: 12 }, 5, '{"next":12}'],
  [{ type: 'call', by: 0, draw: 2, term: 0, sig }, 6, `{"by":0,"draw":2,"sig":"${h(sig)}","term":0}`],
  [{ type: 'silence', seq: 5, for: 1, by: 2, sig }, 7, `{"by":2,"for":1,"seq":5,"sig":"${h(sig)}"}`],
  [{ type: 'challenge', nonce: 'n0nce' }, 8, '{"nonce":"n0nce"}'],
  [{ type: 'prove', participant: 3, sig }, 9, `{"participant":3,"sig":"${h(sig)}"}`],
  [{ type: 'sequenced', ...statement }, 10, `{"by":0,"hash":"${h(hash)}","seq":7,"sig":"${h(sig)}","term":0}`],
  [
    { type: 'proof', a: statement, b: { ...statement, hash: bytes(32, 0xcd) } },
    11,
    `{"a":{"by":0,"hash":"${h(hash)}","seq":7,"sig":"${h(sig)}","term":0},"b":{"by":0,"hash":"${h(bytes(32, 0xcd))}","seq":7,"sig":"${h(sig)}","term":0}}`,
  ],
  [{ type: 'peers', peers: ['room-a', 'room-b'] }, 12, '{"peers":["room-a","room-b"]}'],
  [{ type: 'idle', seq: 6, for: 2, by: 2, sig }, 14, `{"by":2,"for":2,"seq":6,"sig":"${h(sig)}"}`],
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
    for (const [type, code] of [
      ['entry', 0],
      ['submit', 1],
    ] as const) {
      const data = encodeMessage({ type, bytes: entry });
      expect([...data]).toEqual([code, 1, 2, 3]);
      expect(decodeMessage(data)).toEqual({ type, bytes: entry });
    }
    const long = decodeMessage(encodeMessage({ type: 'reject', seq: 1, reason: 'x'.repeat(600) }));
    expect(long).toEqual({ type: 'reject', seq: 1, reason: 'x'.repeat(500) });
  });

  it('refuses every malformed payload', () => {
    const frame = (code: number, json: string) => Uint8Array.of(code, ...utf8(json));
    const statementJson = `{"by":0,"hash":"${h(hash)}","seq":7,"sig":"${h(sig)}"}`;
    const malformed: [number, string][] = [
      [2, '{"seq":3}'],
      [2, '{"reason":7,"seq":3}'],
      [3, `{"draw":-1,"participant":1,"reveal":"${h(hash)}"}`],
      [3, '{"draw":4,"participant":1,"reveal":"XYZ"}'],
      [4, `{"hash":"${h(hash)}","participant":2,"seq":1.5,"sig":"${h(sig)}"}`],
      [4, `{"participant":2,"seq":9,"sig":"${h(sig)}"}`],
      [5, '{"next":"12"}'],
      [6, '{"draw":4294967296}'],
      [7, `{"by":2,"for":1,"seq":5}`],
      [8, `{"nonce":"${'n'.repeat(65)}"}`],
      [8, '{"nonce":5}'],
      [9, '{"participant":3,"sig":null}'],
      [10, `{"by":0,"hash":"${h(bytes(31, 1))}","seq":7,"sig":"${h(sig)}"}`],
      [10, `{"by":0,"hash":"${h(hash)}","seq":7,"sig":"${h(bytes(63, 1))}"}`],
      [11, `{"a":${statementJson}}`],
      [11, `{"a":${statementJson},"b":{"by":0,"seq":7}}`],
      [12, `{"peers":[${Array.from({ length: 17 }, () => '"p"').join(',')}]}`],
      [12, '{"peers":["a",""]}'],
      [12, '{"peers":"a"}'],
      [2, '[1,2]'],
      [13, '{}'],
    ];
    for (const [code, json] of malformed) expect(() => decodeMessage(frame(code, json)), json).toThrow();
    expect(() => decodeMessage(new Uint8Array(0))).toThrow();
  });
});
