// Issue 23 item 5: a save that fails is never silent. A replica whose stored log has a damaged entry
// used to stop replaying there but leave the entry in its store, so every later save was refused and
// it played on without saving anything; and a save that failed once was simply lost. Now the damaged
// tail is dropped from the store (the peers send it again), and a failed save is shown to the player
// (saveProblem, the room's status) and tried again every tick until the store holds the whole log.
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { sharedEngine } from './logBuilder.js';

async function table(seed: number): Promise<Table> {
  const t = new Table({ engine: await sharedEngine(), players: 3, seed, sign: fastSign, verify: fastVerify, faults: { delayMs: [1, 10] } });
  await t.open();
  await t.run(() => t.log.length >= 60);
  return t;
}

describe('saving the log', () => {
  it('a replica reopened on a damaged stored entry saves every entry after it again', async () => {
    const t = await table(41);
    const seat = t.seats[2];
    const damaged = seat.store.entries[30].slice();
    damaged[damaged.length - 1] ^= 1; // its signature no longer verifies
    seat.store.entries[30] = damaged;
    await t.restart(2);
    await t.run(() => t.log.length >= 120);
    await t.run(() => seat.replica.head.value.seq === t.seats[0].replica.head.value.seq);
    expect(seat.replica.warnings.value.some((w) => w.includes('stored log is damaged'))).toBe(true);
    expect(seat.replica.warnings.value.filter((w) => w.includes('store expected'))).toEqual([]); // no save was refused
    expect(seat.store.size).toBe(seat.replica.replay.nextSeq);
    t.close();
  });

  it('a failed save is shown to the player and tried again until the store holds the whole log', async () => {
    const t = await table(42);
    const seat = t.seats[1];
    const append = seat.store.append.bind(seat.store);
    let failures = 5;
    seat.store.append = async (seq, bytes) => {
      if (failures > 0) {
        failures--;
        throw new Error('QuotaExceededError');
      }
      return append(seq, bytes);
    };
    const shown: (string | null)[] = [];
    seat.replica.saveProblem.subscribe((p) => shown.push(p));
    await t.run(() => t.log.length >= 120);
    await t.run(() => seat.replica.head.value.seq === t.seats[0].replica.head.value.seq && !seat.replica.saveProblem.value);
    expect(shown.some((p) => p?.includes('QuotaExceededError'))).toBe(true);
    expect(seat.replica.saveProblem.value).toBeNull();
    expect(seat.store.size).toBe(seat.replica.replay.nextSeq);
    t.close();
  });
});
