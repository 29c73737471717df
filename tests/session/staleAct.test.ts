// A replica accepts an entry, then persists it, and only then moves its signals (head, view, legal
// actions) on. A player's click in that gap was chosen from the list of the position before; signed
// onto the new position it came back as "rejected ... entry 7: illegal action placeSettlement: that
// action is not allowed in this phase" (the hosted Peanut Island browser run, where the page's store
// is a busy IndexedDB): no divergence, but a log line that reads like one. The replica now checks
// such an action against the position it would be signed for and says plainly that the game moved on.
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { sharedEngine } from './logBuilder.js';

/** Lets the replica's queue run as far as it can without the clock moving. */
async function settle(): Promise<void> {
  for (let i = 0; i < 50; i++) await new Promise((r) => setImmediate(r));
}

describe('an action chosen before the replica moved on', () => {
  it('is refused locally as stale, never signed and refused as illegal', async () => {
    const t = new Table({ engine: await sharedEngine(), players: 3, seed: 4, sign: fastSign, verify: fastVerify });
    await t.open();
    const host = t.seats[0];
    host.bot!.stop(); // the host's player is "the UI" here; the other seats play
    await t.run(() => host.replica.legalActions().some((a) => a.type === 'placeSettlement'));
    const shown = host.replica.legalActions(); // what the table offers the host's player
    const lines: string[] = [];
    const logged = host.replica.rejected.bind(host.replica);
    host.replica.rejected = (seq, reason, from) => {
      lines.push(reason);
      logged(seq, reason, from);
    };
    // a slow store holds the replica in the gap between accepting its own entry and showing it
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const append = host.store.append.bind(host.store);
    host.store.append = async (seq, bytes) => {
      await gate;
      return append(seq, bytes);
    };
    const at = host.replica.replay.nextSeq;
    expect(host.replica.act(shown[0])).toBe(true);
    await settle();
    expect(host.replica.replay.nextSeq).toBe(at + 1); // accepted, not yet persisted nor shown
    expect(host.replica.head.value.seq).toBe(at - 1);
    // the second click lands on the old list: another corner for a settlement, now a road is due
    expect(host.replica.act(shown[1])).toBe(false);
    expect(host.replica.rejections.value.at(-1)!.reason).toMatch(/moved on.*placeSettlement.*not possible at entry/);
    release();
    await settle();
    await t.run(() => host.replica.head.value.seq >= at);
    expect(lines.filter((l) => /illegal action/.test(l))).toEqual([]);
    // and a click from the list it shows now goes through as ever
    const road = host.replica.legalActions().find((a) => a.type === 'placeRoad')!;
    expect(host.replica.act(road)).toBe(true);
    expect(await t.run(() => t.seats.every((s) => s.replica.head.value.seq > at))).toBe(true);
    expect(t.seats.map((s) => s.replica.halted)).toEqual([false, false, false]);
    t.close();
  });
});
