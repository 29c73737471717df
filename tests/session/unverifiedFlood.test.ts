// Issue 23 item 5: what anyone may send without it being checked costs bounded memory and work.
// - A participant floods a replica with forged SEQUENCED statements for entries far ahead of the log:
//   they are stored unchecked (checking is done only when two disagree), so each one used to be kept
//   and relayed; now only statements up to AHEAD entries past the log are kept.
// - An outsider sends thousands of challenges, each with a new nonce: a replica signs a proof for
//   each, which costs a signature apiece; now a peer gets one new proof a second, and unadmitted peers
//   a few between them.
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { decodeMessage, encodeMessage } from '../../src/session/replica/messages.js';
import { sharedEngine } from './logBuilder.js';

async function table(): Promise<Table> {
  const t = new Table({ engine: await sharedEngine(), players: 3, seed: 23, sign: fastSign, verify: fastVerify, faults: { delayMs: [1, 10] } });
  await t.open();
  await t.run(() => t.log.length >= 40);
  return t;
}

describe('unverified statements and challenges are bounded', () => {
  it('forged SEQUENCED statements far past the log are neither kept nor relayed', async () => {
    const t = await table();
    const base = t.seats[2].replica.replay.nextSeq;
    let relayed = 0;
    t.network.intercept = (from, to, data) => {
      if (from === 'p2' && to === 'p0') {
        const m = decodeMessage(data);
        if (m.type === 'sequenced' && m.seq >= base + 10_000) relayed++;
      }
      return data;
    };
    const FORGED = 3000;
    for (let i = 0; i < FORGED; i++) {
      const forged = {
        type: 'sequenced' as const,
        seq: base + 10_000 + i,
        by: 1,
        term: 0,
        hash: new Uint8Array(32).fill(i % 256),
        sig: new Uint8Array(64).fill(7),
      };
      t.network.transmit('p1', 'p2', encodeMessage(forged));
    }
    await t.run(() => t.log.length >= base + 20);
    expect(relayed).toBe(0);
    expect(t.seats[2].replica.halted).toBe(false);
    t.close();
  });

  it('an outsider gets at most one new proof a second for its challenges', async () => {
    const t = await table();
    const outsider = t.network.connect('outsider');
    let proofs = 0;
    outsider.onMessage((_from, data) => {
      if (decodeMessage(data).type === 'prove') proofs++;
    });
    const start = t.clock.now();
    for (let i = 0; i < 5000; i++) outsider.send('p1', encodeMessage({ type: 'challenge', nonce: `n${i}` }));
    await t.run(() => t.clock.now() >= start + 3000);
    expect(proofs).toBeGreaterThan(0); // a link still gets its proof
    expect(proofs).toBeLessThanOrEqual(4);
    expect(t.log.length).toBeGreaterThan(40);
    t.close();
  });
});
