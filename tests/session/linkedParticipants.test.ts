// Who is linked to a replica now, by participant (issue 38 item 8): the host's page shows a guest gone
// as soon as its tab closes (src/ui/sessionTable.ts `away`), from Replica.linkedParticipants(): the
// admitted peers' participants, never a peer that proved nothing.
import { describe, expect, it } from 'vitest';
import { RoomTable } from './roomHarness.js';

describe('Replica.linkedParticipants', () => {
  it('names every guest linked to the host, drops one whose tab closed and takes it back when it returns', async () => {
    const t = new RoomTable({ seed: 21 });
    await t.start();
    const host = t.replica(0);
    const guests = [1, 2].map((p) => t.rooms[p]!.participant!);
    expect([...host.linkedParticipants()].sort()).toEqual([...guests].sort());
    t.leave(2);
    await t.until(() => !host.linkedParticipants().includes(guests[1]), 30_000);
    expect(host.linkedParticipants()).toEqual([guests[0]]);
    await t.comeBack(2);
    await t.until(() => host.linkedParticipants().includes(guests[1]), 60_000);
    expect([...host.linkedParticipants()].sort()).toEqual([...guests].sort());
    t.close();
  }, 120_000);
});
