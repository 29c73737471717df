// Issue 17 item 5 (network part): a peer that is not a participant of the genesis entry gets nothing.
// Every link starts with a signed challenge; until a peer proves a genesis key it receives no
// broadcast (entries, heads, reveals) and its requests (SYNC for the whole log) are dropped.
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { decodeMessage, encodeMessage } from '../../src/session/replica/messages.js';
import { sharedEngine } from './logBuilder.js';

describe('admission', () => {
  it('an outsider on the network receives no entry, head or reveal, and its SYNC is not answered', async () => {
    const t = new Table({ engine: await sharedEngine(), players: 3, seed: 21, sign: fastSign, verify: fastVerify, faults: { delayMs: [1, 10] } });
    await t.open();
    const outsider = t.network.connect('outsider');
    const got: string[] = [];
    outsider.onMessage((_from, data) => {
      try {
        got.push(decodeMessage(data).type);
      } catch {
        got.push('garbage');
      }
    });
    const ask = () => {
      for (const p of ['p0', 'p1', 'p2']) {
        outsider.send(p, encodeMessage({ type: 'sync', next: 0 }));
        // it even answers a challenge with a made-up proof
        outsider.send(p, encodeMessage({ type: 'prove', participant: 1, sig: new Uint8Array(64) }));
      }
    };
    ask();
    await t.run(() => t.log.length >= 60);
    ask();
    await t.run(() => t.log.length >= 120);
    expect(t.log.length).toBeGreaterThanOrEqual(120); // the game itself went on
    expect(new Set(got)).toEqual(new Set(['challenge'])); // asked to prove itself, and nothing else
    t.close();
  });
});
