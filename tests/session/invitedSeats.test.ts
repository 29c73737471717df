// Issue 23 item 4: seats belong to invited people, and the rematch to the finished game's players.
// Attackers are peers on the room's network using the project's own room code (or raw lobby frames):
// - an outsider who knows the room id asks for seats: it waits for the host's Admit, and the invited
//   guests get the seats;
// - a guest the host let in sends a malformed join line: refused with the reason, the lobby goes on;
// - an outsider on the links reads no table chat and gets no rematch offer; an offer not signed by
//   the finished game's host is dropped;
// - an outsider who registers the rematch's room id (the host's tab closed) seats nobody: guests join
//   only a room whose host proves the finished game's host key, and kept seats are claimed by key;
//   a rematch host that reloads in the lobby keeps the finished game's keys, so the players still get in.
import { describe, expect, it } from 'vitest';
import { NetworkRoom, roomPeerId, type RematchKeys } from '../../src/session/room/roomNet.js';
import { Channel } from '../../src/session/room/channel.js';
import { RoomChat } from '../../src/session/room/chat.js';
import { rematchSeats } from '../../src/session/room/rematch.js';
import { toHex } from '../../src/protocol/bytes.js';
import { keyPairFromSeed } from '../../src/protocol/signatures.js';
import { RoomTable } from './roomHarness.js';

const LOBBY = 0x4c;
const rules = { mode: 'base', players: 3, seating: 'beacon' as const, beaconLength: 512, cards: 'sealed' as const, hands: 'sealed' as const };
const lobbyFrame = (msg: object) => new TextEncoder().encode(JSON.stringify(msg));

/** Whatever `id` hears on the room's lobby channel. */
function listen(t: RoomTable, id: string) {
  const transport = t.network.connect(id);
  const heard: { t: string; [k: string]: unknown }[] = [];
  new Channel(transport, LOBBY).onMessage((_from, data) => heard.push(JSON.parse(new TextDecoder().decode(data))));
  return { transport, heard, lobby: new Channel(transport, LOBBY) };
}

describe('seats belong to invited people', () => {
  it('an outsider who knows the room id waits for the Admit, and the invited guests take the seats', async () => {
    const t = new RoomTable({ seed: 31 });
    const host = await NetworkRoom.create(await t.deps(0), t.room, rules, { name: 'ada', color: 'red' });
    const outsider = listen(t, 'mallory');
    for (const name of ['bob', 'cyd']) outsider.lobby.send(t.room, lobbyFrame({ t: 'hello', name, color: 'blue' }));
    await t.until(() => host.joinRequests.value.length === 1, 5_000);
    expect(outsider.heard.map((m) => m.t)).not.toContain('welcome');

    let joined: NetworkRoom[] = [];
    void Promise.all([
      NetworkRoom.join(await t.deps(1), t.room, { name: 'bob', color: 'blue' }),
      NetworkRoom.join(await t.deps(2), t.room, { name: 'cyd', color: 'white' }),
    ]).then((r) => (joined = r));
    await t.until(() => host.joinRequests.value.length === 3, 5_000);
    host.refuseJoin('mallory');
    for (const j of host.joinRequests.value) host.admitJoin(j.peer);
    await t.until(() => joined.length === 2 && joined.every((r) => r.replica.value?.replay.genesis), 20_000);
    expect(outsider.heard.map((m) => m.t)).toContain('refused');
    expect(outsider.heard.map((m) => m.t)).not.toContain('welcome');
    const genesis = joined[0].replica.value!.replay.genesis!;
    expect(genesis.players.map((p) => p.name).sort()).toEqual(['ada', 'bob', 'cyd']);
    for (const r of [host, ...joined]) r.close();
  });

  it('a malformed join line is refused with its reason, and the lobby goes on', async () => {
    const t = new RoomTable({ seed: 32 });
    const host = await NetworkRoom.create(await t.deps(0), t.room, rules, { name: 'ada', color: 'red' });
    const bad = listen(t, 'mallory');
    bad.lobby.send(t.room, lobbyFrame({ t: 'hello', name: 'mal', color: 'blue' }));
    await t.until(() => host.joinRequests.value.length === 1, 5_000);
    host.admitJoin('mallory'); // invited, but it sends garbage
    await t.until(() => bad.heard.some((m) => m.t === 'welcome'), 5_000);
    const index = bad.heard.find((m) => m.t === 'welcome')!.index;
    bad.lobby.send(t.room, lobbyFrame({ t: 'line', index, line: { name: 'mal', color: 'blue', publicKey: 'zz', commitment: 'zz', joinSig: 'zz' } }));
    await t.until(() => bad.heard.some((m) => m.t === 'refused'), 5_000);
    expect(bad.heard.find((m) => m.t === 'refused')!.reason).toMatch(/public key must be 32 bytes/);

    let joined: NetworkRoom[] = [];
    void Promise.all([
      NetworkRoom.join(await t.deps(1), t.room, { name: 'bob', color: 'blue' }),
      NetworkRoom.join(await t.deps(2), t.room, { name: 'cyd', color: 'white' }),
    ]).then((r) => (joined = r));
    await t.until(() => host.joinRequests.value.length === 2, 5_000);
    for (const j of host.joinRequests.value) host.admitJoin(j.peer);
    await t.until(() => host.replica.value !== null && joined.length === 2, 20_000);
    expect(host.replica.value!.replay.genesis!.players.map((p) => p.name).sort()).toEqual(['ada', 'bob', 'cyd']);
    for (const r of [host, ...joined]) r.close();
  });
});

describe('chat and rematch are for the participants', () => {
  it('an outsider on the links reads no chat and gets no rematch offer; a forged offer is dropped', async () => {
    const t = new RoomTable({ seed: 33 });
    await t.start();
    const outsider = listen(t, 'mallory');
    const chatHeard: string[] = [];
    new Channel(outsider.transport, 0x43).onMessage((_f, d) => chatHeard.push(new TextDecoder().decode(d)));
    const chatOf = (player: number) => {
      const room = t.rooms[player]!;
      const replica = room.replica.value!;
      const g = replica.replay.genesis!;
      const chat = new RoomChat({
        gameId: g.gameId,
        publicKeys: g.players.map((p) => p.publicKey),
        participant: replica.participant,
        secretKey: replica.identity.keyPair.secretKey,
      });
      chat.attach(room.chatChannel()!, room.role.value === 'host', () => room.replica.value?.participantPeers() ?? []);
      return chat;
    };
    const chats = [0, 1, 2].map(chatOf);
    await t.until(() => [0, 1, 2].every((p) => t.replica(p).participantPeers().length === 2), 10_000);
    chats[1].send('good luck');
    await t.runFor(2_000);
    expect(chats[0].lines.value.map((l) => l.text)).toEqual(['good luck']);
    expect(chats[2].lines.value.map((l) => l.text)).toEqual(['good luck']);
    expect(chatHeard).toEqual([]);

    await t.until(() => [0, 1, 2].every((p) => t.replica(p).finished.value), 600_000, 400);
    t.stopBots();
    const hostPlayer = t.hostPlayer();
    const guests = [0, 1, 2].filter((p) => p !== hostPlayer);
    // the offer to the first guest is altered on its way: that guest drops it
    t.network.intercept = (from, to, data) => {
      if (from !== t.room || to !== t.peerIds[guests[0]] || data[0] !== LOBBY) return data;
      const msg = JSON.parse(new TextDecoder().decode(data.subarray(1)));
      return msg.t === 'rematch' ? Uint8Array.of(LOBBY, ...lobbyFrame({ ...msg, code: 'forged2' })) : data;
    };
    t.rooms[hostPlayer]!.offerRematch('rem567');
    await t.until(() => t.rooms[guests[1]]!.rematch.value === 'rem567', 10_000);
    await t.runFor(2_000);
    expect(t.rooms[guests[0]]!.rematch.value).toBeNull();
    expect(outsider.heard.filter((m) => m.t === 'rematch')).toEqual([]);
    t.close();
  }, 600_000);

  it('a room an outsider opened under the rematch id seats no guest, and nobody claims a kept seat by name', async () => {
    const t = new RoomTable({ seed: 34 });
    await t.start();
    t.stopBots();
    const hostPlayer = t.hostPlayer();
    const guest = [0, 1, 2].find((p) => p !== hostPlayer)!;
    const keys = t.rooms[guest]!.rematchKeys()!;
    const genesis = t.replica(guest).replay.genesis!;
    const seats = rematchSeats(
      genesis.players,
      genesis.players.map((p) => p.color),
      t.rooms[hostPlayer]!.participant!,
    );
    const code = roomPeerId('imp234');

    // the outsider copies the seats (names and keys are public in the log) and signs with a key of its own
    const own = keyPairFromSeed(new Uint8Array(32).fill(9));
    const forged: RematchKeys = { gameId: genesis.gameId, secretKey: own.secretKey, publicKey: toHex(own.publicKey), hostKey: toHex(own.publicKey) };
    const imposter = await NetworkRoom.create(await t.deps(hostPlayer), code, genesis.rules, { name: 'mallory', color: 'red' }, seats.slice(1), forged);
    let outcome: string | null = null;
    void NetworkRoom.join(await t.deps(guest), code, { name: 'whoever', color: 'blue' }, { rematchOf: keys }).then(
      () => (outcome = 'joined'),
      (e: Error) => (outcome = e.message),
    );
    await t.until(() => outcome !== null, 10_000);
    expect(outcome).toMatch(/not the host of the finished game/);
    imposter.close();

    // the real host's rematch room: a stranger under a player's name finds no kept seat; the player's key does
    const code2 = roomPeerId('rem890');
    const opened = await NetworkRoom.create(await t.deps(hostPlayer), code2, genesis.rules, seats[0], seats.slice(1), t.rooms[hostPlayer]!.rematchKeys());
    // its host reloads in the lobby: the finished game's keys come back with the saved lobby
    opened.close();
    const real = await NetworkRoom.resume(await t.deps(hostPlayer), code2);
    expect(real.role.value).toBe('lobby-host');
    const name = genesis.players[t.rooms[guest]!.participant!].name;
    const stranger = listen(t, 'eve');
    stranger.lobby.send(code2, lobbyFrame({ t: 'hello', name, color: 'blue' }));
    await t.until(() => real.joinRequests.value.length === 1, 5_000);
    real.admitJoin('eve');
    await t.until(() => stranger.heard.some((m) => m.t === 'full'), 5_000);
    let seated: NetworkRoom | null = null;
    void NetworkRoom.join(await t.deps(guest), code2, { name, color: 'blue' }, { rematchOf: keys }).then((r) => (seated = r));
    await t.until(() => seated !== null && !!real.lobby.value.find((s) => s.name === name)?.joined, 10_000);
    real.close();
    seated!.close();
    t.close();
  }, 600_000);
});
