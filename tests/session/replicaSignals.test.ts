// The UI reads a replica through signals: they must follow the log, and a replica must refuse to act
// out of turn locally instead of sending a doomed entry.
import { describe, expect, it } from 'vitest';
import { effect } from '@preact/signals-core';
import { Table } from '../../src/bots/table.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { sharedEngine } from './logBuilder.js';

describe('replica signals', () => {
  it('head, view, pending draw and turn follow the log; acting out of turn is refused locally', async () => {
    const t = new Table({ engine: await sharedEngine(), players: 3, seed: 9, sign: fastSign, verify: fastVerify });
    await t.open();
    const guest = t.seats[1].replica;
    const heads: number[] = [];
    const stop = effect(() => void heads.push(guest.head.value.seq));
    for (const s of t.seats) s.bot!.stop(); // drive by hand
    const host = t.seats[0].replica;
    // A base game deals its development deck first (card messages, posted by the replicas themselves).
    await t.run(() => guest.view.value !== null && guest.replay.cards!.ledger.dealt && host.head.value.seq === guest.head.value.seq);
    expect(guest.view.value!.phase).toBeTypeOf('string');
    expect(guest.mySeat).toBeTypeOf('number');
    expect(host.head.value).toEqual(guest.head.value);
    const actor = t.seats.find((s) => s.replica.myTurn.value)!;
    const idle = t.seats.find((s) => !s.replica.myTurn.value)!;
    expect(idle.replica.act({ type: 'endTurn' })).toBe(false);
    expect(idle.replica.rejections.value.at(-1)!.reason).toMatch(/not your turn/);
    const before = guest.head.value.seq;
    expect(actor.replica.act(actor.replica.legalActions()[0])).toBe(true);
    await t.run(() => guest.head.value.seq > before);
    expect(heads.at(-1)).toBe(guest.head.value.seq);
    expect(new Set(heads).size).toBeGreaterThan(2);
    stop();
    t.close();
  });
});
