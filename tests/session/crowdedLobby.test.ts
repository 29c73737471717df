// Issue 35 item 6: one outsider cannot keep an invited friend out. The attacker is a set of peers on
// the room's network speaking the project's own lobby frames (the room code is all it knows):
// - 16 join requests before the friend's hello: a friend with the invite link (the host's fingerprint)
//   is listed all the same, and one who typed the code is listed once the host refuses the 16 (its
//   hello is repeated until answered; the refused are not listed again however often they ask);
// - 300 requests to watch: the host's list holds at most MAX_LISTED, and a spectator with the watch
//   link is listed among them and admitted.
import { describe, expect, it } from 'vitest';
import { NetworkRoom } from '../../src/session/room/roomNet.js';
import { Channel } from '../../src/session/room/channel.js';
import { MAX_LISTED } from '../../src/session/room/requestList.js';
import { RoomTable } from './roomHarness.js';

const LOBBY = 0x4c;
const rules = { mode: 'base', players: 2, seating: 'beacon' as const, beaconLength: 512, cards: 'sealed' as const };
const frame = (msg: object) => new TextEncoder().encode(JSON.stringify(msg));

/** `count` outsider peers on the room's network, each asking the host with `msg` now and whenever `again()` is called. */
function crowd(t: RoomTable, count: number, msg: object) {
  const lobbies = Array.from({ length: count }, (_, i) => new Channel(t.network.connect(`${t.room}-mal${i}`), LOBBY));
  const again = () => lobbies.forEach((l) => l.send(t.room, frame(msg)));
  again();
  return { peers: lobbies.map((_, i) => `${t.room}-mal${i}`), again };
}

describe('an outsider cannot crowd out an invited friend', () => {
  it('16 strangers ask first: a friend with the invite link is listed and seated', async () => {
    const t = new RoomTable({ seed: 41, players: 2 });
    const host = await NetworkRoom.create(await t.deps(0), t.room, rules, { name: 'ada', color: 'red' });
    const strangers = crowd(t, 16, { t: 'hello', name: 'friend', color: 'blue' });
    await t.until(() => host.joinRequests.value.length === 16, 5_000);
    let friend: NetworkRoom | null = null;
    void NetworkRoom.join(await t.deps(1), t.room, { name: 'bob', color: 'blue' }, { print: host.hostPrint()! }).then((r) => (friend = r));
    const friendListed = () => host.joinRequests.value.some((j) => j.invited && j.name === 'bob');
    await t.until(friendListed, 5_000);
    strangers.again(); // they keep asking: the friend stays listed, and the list stays bounded
    await t.runFor(1_000);
    expect(friendListed()).toBe(true);
    expect(host.joinRequests.value.length).toBeLessThanOrEqual(16);
    host.admitJoin(host.joinRequests.value.find((j) => j.invited)!.peer);
    await t.until(() => friend !== null && host.replica.value !== null, 20_000);
    expect(host.replica.value!.replay.genesis!.players.map((p) => p.name)).toEqual(['ada', 'bob']);
    host.close();
    friend!.close();
  });

  it('a friend who typed the code is listed once the host refuses the 16 strangers, who are not listed again', async () => {
    const t = new RoomTable({ seed: 42, players: 2 });
    const host = await NetworkRoom.create(await t.deps(0), t.room, rules, { name: 'ada', color: 'red' });
    const strangers = crowd(t, 16, { t: 'hello', name: 'mal', color: 'blue' });
    await t.until(() => host.joinRequests.value.length === 16, 5_000);
    let friend: NetworkRoom | null = null;
    void NetworkRoom.join(await t.deps(1), t.room, { name: 'bob', color: 'blue' }).then((r) => (friend = r));
    await t.runFor(2_000);
    expect(host.joinRequests.value.map((j) => j.name)).not.toContain('bob'); // no room for a stranger
    for (const peer of strangers.peers) host.refuseJoin(peer);
    strangers.again();
    await t.until(() => host.joinRequests.value.some((j) => j.name === 'bob'), 10_000);
    expect(host.joinRequests.value.map((j) => j.name)).toEqual(['bob']);
    host.admitJoin(host.joinRequests.value[0].peer);
    await t.until(() => friend !== null && host.replica.value !== null, 20_000);
    host.close();
    friend!.close();
  });

  it('300 requests to watch: at most MAX_LISTED are listed, and a spectator with the watch link is among them', async () => {
    const t = new RoomTable({ seed: 43 });
    await t.start();
    const host = t.rooms[t.hostPlayer()]!;
    crowd(t, 300, { t: 'watch', name: 'mallory' });
    await t.until(() => host.watchRequests.value.length === MAX_LISTED, 5_000);
    let watcher: NetworkRoom | null = null;
    void NetworkRoom.watch(await t.deps(0), t.room, { name: 'dan', print: host.hostPrint()! }).then((r) => (watcher = r));
    await t.until(() => host.watchRequests.value.some((w) => w.name === 'dan'), 10_000);
    expect(host.watchRequests.value.length).toBe(MAX_LISTED);
    host.admit(host.watchRequests.value.find((w) => w.name === 'dan')!.peer);
    await t.until(() => watcher !== null && watcher.role.value === 'watcher', 10_000);
    watcher!.close();
    t.close();
  }, 600_000);
});
