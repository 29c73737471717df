// Issue 38 item 1: a wrong room code, or a room whose host has gone, is said within seconds; a host that
// is only reloading still gets the guest who came meanwhile. On the in-memory network a dial to an id
// nobody holds brings no link, as a PeerJS dial brings `peer-unavailable` (the transport redials).
import { describe, expect, it } from 'vitest';
import { NetworkRoom } from '../../src/session/room/roomNet.js';
import { VirtualClock } from '../../src/net/clock.js';
import type { Transport } from '../../src/net/transport.js';
import { expectRoom, NO_ROOM_AFTER_MS, type NoRoomError } from '../../src/session/room/noRoom.js';
import { admitEveryone, RoomTable } from './roomHarness.js';

const rules = { mode: 'base', players: 2, seating: 'beacon' as const, beaconLength: 512, cards: 'sealed' as const };

/** The outcome of a join or watch: the room, or the error's kind and when it came. */
function outcome(p: Promise<NetworkRoom>, t: RoomTable) {
  const o: { room: NetworkRoom | null; kind: string | null; at: number } = { room: null, kind: null, at: -1 };
  const started = t.clock.now();
  void p.then(
    (r) => (o.room = r),
    (e: Error & { kind?: string }) => {
      o.kind = e.kind ?? e.message;
      o.at = t.clock.now() - started;
    },
  );
  return o;
}

describe('a room nobody holds', () => {
  it('a wrong code: the join fails with no-room within NO_ROOM_AFTER_MS', async () => {
    const t = new RoomTable({ seed: 61, players: 2 });
    const join = outcome(NetworkRoom.join(await t.deps(1), t.room, { name: 'bob', color: 'blue' }), t);
    await t.runFor(NO_ROOM_AFTER_MS + 1_000, () => join.kind !== null);
    expect(join.kind).toBe('no-room');
    expect(join.at).toBeLessThanOrEqual(NO_ROOM_AFTER_MS);
    expect(t.network.isUp(t.peerIds[1])).toBe(false); // its transport was closed: no dialling on
  });

  it('a watch link to a room whose host has gone fails the same way', async () => {
    const t = new RoomTable({ seed: 62, players: 2 });
    const watch = outcome(NetworkRoom.watch(await t.deps(1), t.room, { name: 'dan' }), t);
    await t.runFor(NO_ROOM_AFTER_MS + 1_000, () => watch.kind !== null);
    expect(watch.kind).toBe('no-room');
  });

  it('a host that reloads its lobby for a few seconds still gets the guest who came meanwhile', async () => {
    const t = new RoomTable({ seed: 63, players: 2 });
    const host = await NetworkRoom.create(await t.deps(0), t.room, rules, { name: 'ada', color: 'red' });
    host.close(); // the host's page reloads...
    const join = outcome(NetworkRoom.join(await t.deps(1), t.room, { name: 'bob', color: 'blue' }), t);
    await t.runFor(NO_ROOM_AFTER_MS / 2);
    const back = await NetworkRoom.resume(await t.deps(0), t.room); // ...and is back within the wait
    admitEveryone(back);
    await t.until(() => join.room !== null || join.kind !== null, 20_000);
    expect(join.kind).toBeNull();
    await t.until(() => back.replica.value !== null, 20_000);
    back.close();
    join.room!.close();
  });

  it('a guest that reached the room waits on while its host reloads for longer than that', async () => {
    const t = new RoomTable({ seed: 64, players: 2 });
    const host = await NetworkRoom.create(await t.deps(0), t.room, rules, { name: 'ada', color: 'red' });
    const join = outcome(NetworkRoom.join(await t.deps(1), t.room, { name: 'bob', color: 'blue' }), t);
    await t.until(() => host.joinRequests.value.length === 1, 5_000);
    host.close();
    await t.runFor(NO_ROOM_AFTER_MS * 3);
    expect(join.kind).toBeNull();
    const back = await NetworkRoom.resume(await t.deps(0), t.room);
    admitEveryone(back);
    await t.until(() => join.room !== null && back.replica.value !== null, 20_000);
    back.close();
    join.room!.close();
  });
});

describe('a room the broker knows but no path reaches', () => {
  /** A transport whose dials reach no one, and which reports each failure as PeerJS does. */
  function unreachable(kind: string) {
    const problems: ((p: { kind: string; peer?: string }) => void)[] = [];
    const transport: Transport = {
      self: 'guest',
      send: () => {},
      peers: () => [],
      onMessage: () => () => {},
      onPeer: () => () => {},
      close: () => {},
      onProblem: (handler) => {
        problems.push(handler);
        return () => problems.splice(problems.indexOf(handler), 1);
      },
    };
    return { transport, report: () => kind !== 'nothing' && problems.slice().forEach((h) => h({ kind, peer: 'room' })) };
  }

  for (const [kind, said] of [
    ['ice-failed', false],
    ['connection-dead', false],
    ['peer-unavailable', true],
    ['nothing', false],
  ] as const) {
    it(`after ${kind === 'nothing' ? 'a dial the broker has said nothing of' : kind}, ${said ? 'says no room answers' : 'says nothing of a missing room (the page says why it cannot reach it)'}`, async () => {
      const clock = new VirtualClock();
      const { transport, report } = unreachable(kind);
      let failed: NoRoomError | null = null;
      expectRoom(clock, transport, 'room', NO_ROOM_AFTER_MS, (e) => (failed = e));
      clock.setTimer(1_000, report);
      await clock.runUntil(() => false, NO_ROOM_AFTER_MS * 2);
      expect(failed !== null).toBe(said);
    });
  }

  it('after peer-unavailable that comes only past the wait (a redial answered late), says no room answers then', async () => {
    const clock = new VirtualClock();
    const { transport, report } = unreachable('peer-unavailable');
    let failedAt = -1;
    expectRoom(clock, transport, 'room', NO_ROOM_AFTER_MS, () => (failedAt = clock.now()));
    clock.setTimer(NO_ROOM_AFTER_MS + 3_000, report);
    await clock.runUntil(() => false, NO_ROOM_AFTER_MS * 2);
    expect(failedAt).toBe(NO_ROOM_AFTER_MS + 3_000);
  });
});
