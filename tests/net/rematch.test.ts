// A hosted rematch with the same seats (issue 18): the host of a finished game opens a new room that
// keeps a seat for every player by name, names it to everyone, a guest joins it and another declines
// and is replaced by a bot; the new game has its own genesis and beacon, and the finished game's log
// stays whole in its own store. On the in-memory network, virtual time.
import { describe, expect, it } from 'vitest';
import { NetworkRoom, roomPeerId } from '../../src/session/room/roomNet';
import { declinedBy, rematchSeats, signDecline } from '../../src/session/room/rematch';
import { RoomTable } from '../session/roomHarness';

describe('rematch seats', () => {
  it('the new host comes first, then everyone else in their order, with the colours the table showed', () => {
    const players = [
      { name: 'ada', publicKey: 'aa' },
      { name: 'bob', publicKey: 'bb' },
      { name: 'cyd', publicKey: 'cc' },
    ];
    expect(rematchSeats(players, ['red', 'blue', 'white'], 0)).toEqual([
      { index: 0, name: 'ada', color: 'red', publicKey: 'aa' },
      { index: 1, name: 'bob', color: 'blue', publicKey: 'bb' },
      { index: 2, name: 'cyd', color: 'white', publicKey: 'cc' },
    ]);
    // after a host change bob hosts the rematch
    expect(rematchSeats(players, ['red', 'blue', 'white'], 1).map((s) => s.name)).toEqual(['bob', 'ada', 'cyd']);
  });
});

describe('NetworkRoom rematch', () => {
  it('same players in a new room with its own genesis; a stranger finds no seat; a guest who declines is replaced by a bot', async () => {
    const t = new RoomTable({ seed: 11 });
    await t.start();
    const hostPlayer = t.hostPlayer();
    const host = t.rooms[hostPlayer]!;
    const guests = [0, 1, 2].filter((p) => p !== hostPlayer);
    // a game still running offers no rematch
    host.offerRematch('early2');
    await t.runFor(2_000);
    expect(guests.map((p) => t.rooms[p]!.rematch.value)).toEqual([null, null]);

    // a hang guard only: bots finish a 3-player base game in some thousands of virtual seconds
    await t.until(() => [0, 1, 2].every((p) => t.replica(p).finished.value), 600_000, 400);
    t.stopBots();
    const old = t.replica(hostPlayer);
    const oldGenesis = old.replay.genesis!;
    const colors = oldGenesis.players.map((p) => p.color);
    const seats = rematchSeats(oldGenesis.players, colors, host.participant!);
    const code = 'rem234';
    const next = await NetworkRoom.create(await t.deps(hostPlayer), roomPeerId(code), oldGenesis.rules, seats[0], seats.slice(1), host.rematchKeys());
    expect(next.lobby.value.map((s) => [s.name, s.joined])).toEqual(seats.map((s, i) => [s.name, i === 0]));
    host.offerRematch(code);
    await t.until(() => guests.every((p) => t.rooms[p]!.rematch.value === code), 10_000);

    // someone else (even under a player's name) waits for the host, and admitted finds every seat kept
    let stranger: string | null = null;
    const name = (p: number) => oldGenesis.players[t.rooms[p]!.participant!].name;
    void NetworkRoom.join(await t.deps(guests[0]), roomPeerId(code), { name: name(guests[0]), color: 'red' }).then(
      () => (stranger = 'joined'),
      (e: Error) => (stranger = e.message),
    );
    await t.until(() => next.joinRequests.value.length === 1, 10_000);
    expect(stranger).toBeNull();
    next.admitJoin(next.joinRequests.value[0].peer);
    await t.until(() => stranger !== null, 10_000);
    expect(stranger).toBe('the room is full');

    // one guest joins under its name, the other declines; the host gives that seat to a bot
    const [joiner, decliner] = guests;
    const rooms: NetworkRoom[] = [next];
    const keys = t.rooms[joiner]!.rematchKeys()!;
    void NetworkRoom.join(
      await t.deps(joiner),
      roomPeerId(code),
      { name: name(joiner), color: colors[t.rooms[joiner]!.participant!] },
      { rematchOf: keys },
    ).then((r) => rooms.push(r));
    // a "no thanks" counts only signed by the player it names: nobody can give another's seat away
    const keyOf = (p: number) => t.replica(p).identity.keyPair.secretKey;
    const part = (p: number) => t.rooms[p]!.participant!;
    expect(declinedBy(oldGenesis, code, signDecline(oldGenesis.gameId, code, part(decliner), keyOf(joiner)))).toBeNull();
    expect(declinedBy(oldGenesis, 'other2', signDecline(oldGenesis.gameId, code, part(decliner), keyOf(decliner)))).toBeNull();
    expect(declinedBy(oldGenesis, code, signDecline(oldGenesis.gameId, code, part(decliner), keyOf(decliner)))).toBe(name(decliner));
    t.rooms[decliner]!.declineRematch();
    await t.until(() => host.declined.value.includes(name(decliner)), 10_000);
    const declinedSeat = seats.find((s) => s.name === name(decliner))!;
    await t.until(() => rooms.length === 2 && !!next.lobby.value.find((s) => s.name === name(joiner))?.joined, 10_000);
    expect(next.release(seats.find((s) => s.name === name(joiner))!.index)).toBe(false); // only a seat nobody took
    expect(next.release(declinedSeat.index)).toBe(true);
    void NetworkRoom.join(await t.deps(decliner), roomPeerId(code), { name: 'White bot', color: declinedSeat.color }, { ticket: next.inviteTicket() }).then(
      (r) => rooms.push(r),
    );
    await t.until(() => rooms.length === 3 && rooms.every((r) => r.replica.value !== null), 10_000);

    // the new game: its own genesis with the same rules and players (a bot in the declined seat), its own beacon
    const reps = rooms.map((r) => r.replica.value!);
    await t.until(() => reps.every((r) => r.replay.draws >= 1), 60_000);
    const g = reps[0].replay.genesis!;
    expect(g.gameId).not.toBe(oldGenesis.gameId);
    expect(g.rules).toEqual(oldGenesis.rules);
    expect(g.players.map((p) => p.name)).toEqual(seats.map((s) => (s.name === name(decliner) ? 'White bot' : s.name)));
    expect(g.players.map((p) => p.publicKey).some((k) => oldGenesis.players.some((o) => o.publicKey === k))).toBe(false);
    expect(reps[0].replay.game!.hash()).not.toBe(old.replay.game!.hash());
    await t.until(() => new Set(reps.map((r) => r.head.value.hash)).size === 1 && reps.every((r) => !r.pendingDraw.value), 60_000);
    // the finished game is still there: finished, its whole log in its own store, apart from the new one's
    expect(old.finished.value).toBe(true);
    expect(old.replay.genesis!.gameId).toBe(oldGenesis.gameId);
    expect((await t.storages[hostPlayer].entries(t.room).load()).length).toBe(old.head.value.seq + 1);
    expect((await t.storages[hostPlayer].entries(roomPeerId(code)).load()).length).toBe(reps[0].head.value.seq + 1);
    for (const r of rooms) r.close();
    t.close();
  }, 600_000);
});
