// A reopened seat must not present its own log's state as the table's (issue 18: the prompt was wrong
// for seconds after a rejoin): `caughtUp` is false until a reopened guest holds its host's head, or a
// reopened host has finished catching up with the guests.
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { sharedEngine } from './logBuilder.js';

describe('caughtUp', () => {
  it("a guest reopened behind the host, then the host reopened, each say so until they hold the table's head", async () => {
    const t = new Table({ engine: await sharedEngine(), players: 3, seed: 4, sign: fastSign, verify: fastVerify });
    await t.open();
    const host = () => t.seats[0].replica;
    const guest = () => t.seats[1].replica;
    expect(host().caughtUp.value && guest().caughtUp.value).toBe(true); // a new game holds everything at once
    await t.run(() => t.log.length >= 60);
    // the guest misses some entries while it is away, then reopens from its store
    t.network.disconnect('p1');
    const missed = t.log.length + 10;
    await t.run(() => t.log.length >= missed);
    for (const s of t.seats) s.bot!.stop(); // nobody moves from here on: the table's head stays put
    await t.restart(1);
    t.seats[1].bot!.stop();
    expect(guest().caughtUp.value).toBe(false);
    expect(guest().replay.nextSeq).toBeLessThan(host().replay.nextSeq);
    t.network.reconnect('p1');
    await t.run(() => guest().caughtUp.value);
    expect(guest().head.value).toEqual(host().head.value);

    await t.restart(0);
    t.seats[0].bot!.stop();
    expect(host().caughtUp.value).toBe(false);
    await t.run(() => host().caughtUp.value);
    expect(host().head.value).toEqual(guest().head.value);
    t.close();
  }, 120_000);
});
