// A copy of an entry with a broken signature is no evidence of a second history. A guest that already
// holds entry N and then gets, from its host, a damaged or forged copy of N (same seat, same chain
// link, another signature; or another chain link at an entry already final) must refuse that copy
// like any bad entry and play on. It used to call this a fork and halt, so any peer able to send it a
// damaged copy could stop an honest replica (found by tests/session/liveVerify.test.ts, at random).
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
import { decodeEntry, encodeEntry } from '../../src/protocol/entry.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { decodeMessage, encodeMessage } from '../../src/session/replica/messages.js';
import { sharedEngine } from './logBuilder.js';

type Damage = (bytes: Uint8Array) => Uint8Array;

/** The signature's last byte flipped: the same entry, badly signed. */
const brokenSignature: Damage = (bytes) => {
  const bad = bytes.slice();
  bad[bad.length - 1] ^= 1;
  return bad;
};
/** Another chain link, signed by nobody (the old signature kept). */
const otherLink: Damage = (bytes) => {
  const entry = decodeEntry(bytes);
  const prev = entry.prev.slice();
  prev[0] ^= 1;
  return encodeEntry({ ...entry, prev });
};

describe('a damaged copy of an entry the guest already holds', () => {
  it.each([
    ['a broken signature', brokenSignature],
    ['another chain link at a final entry', otherLink],
  ])(
    '(%s) is refused, and the guest plays on',
    async (_, damage) => {
      const t = new Table({ engine: await sharedEngine(), players: 3, seed: 9, sign: fastSign, verify: fastVerify, faults: { delayMs: [1, 10] } });
      await t.open();
      const guest = t.seats[1].replica;
      let copied = -1;
      // once the guest holds entry 20 and more, the host's next entry to it is swapped for a damaged copy of 20
      t.network.intercept = (from, to, data) => {
        if (copied >= 0 || from !== 'p0' || to !== 'p1' || guest.replay.nextSeq < 25) return data;
        if (decodeMessage(data).type !== 'entry') return data;
        copied = 20;
        return encodeMessage({ type: 'entry', bytes: damage(guest.replay.entryAt(20)!) });
      };
      const start = () => t.seats[0].replica.replay.nextSeq;
      await t.run(() => (copied >= 0 && guest.replay.nextSeq > 60) || t.seats.some((s) => s.replica.halted) || t.seats[0].replica.finished.value);
      expect(copied).toBe(20);
      expect(t.seats.map((s) => s.replica.halted)).toEqual([false, false, false]);
      expect(guest.fork.value).toBeNull();
      expect(guest.rejections.value.some((r) => r.seq === 20 && /bad signature/.test(r.reason))).toBe(true);
      expect(guest.replay.nextSeq).toBeGreaterThan(60);
      expect(start()).toBeGreaterThan(60);
      t.close();
    },
    300_000,
  );
});
