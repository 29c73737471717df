// The fork after host failover (docs/network.md): the host dies holding an entry that not every
// replica has. Both ways it happens, on the in-memory network with virtual time, deterministically:
//  - the host persisted an entry and died before any of it left: the new host must start its term
//    without it, and the old host, back as a guest, must drop it instead of halting;
//  - the host died mid-broadcast, so only one guest got the entry, and the other guest claims the
//    room: the claimant must pull the entry from that guest before it sequences anything.
// Then the rule itself, replica by replica: a takeover replaces only what nobody else acknowledged.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/net/clock.js';
import { MemoryNetwork } from '../../src/net/memoryNetwork.js';
import { encodeActionBody, encodeBeaconBody, encodeTakeoverBody } from '../../src/protocol/bodies.js';
import { decodeCanonical } from '../../src/protocol/canonicalJson.js';
import { bytesEqual } from '../../src/protocol/bytes.js';
import { decodeEntry, entryHash, type Entry } from '../../src/protocol/entry.js';
import { logToJson, parseLogFile } from '../../src/protocol/logFile.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { decodeMessage, encodeMessage, headMessage, type Message } from '../../src/session/replica/messages.js';
import { admitMessage } from '../../src/session/replica/admission.js';
import { Replica } from '../../src/session/replica/replica.js';
import { verifyParsedLog } from '../../src/session/log/verifyLog.js';
import { LogBuilder, sharedEngine } from './logBuilder.js';
import { MemoryEntryStore } from '../../src/session/log/entryStore.js';
import { RoomTable } from './roomHarness.js';

/** The log entry inside a session ENTRY message ('S' channel, message code 0), if it is one. */
function sessionEntry(data: Uint8Array): Entry | null {
  if (data[0] !== 0x53 || data[1] !== 0) return null;
  try {
    return decodeEntry(data.subarray(2));
  } catch {
    return null;
  }
}

function isTakeover(bytes: Uint8Array): boolean {
  const e = decodeEntry(bytes);
  return e.kind === 'beacon' && 'takeover' in (decodeCanonical(e.body) as object);
}

/**
 * A beacon draw the host seals while a guest's player is to move: after it a guest acts, so without the
 * fix the new host puts something else at its seq (with the old host's turn next, nothing would move).
 */
function hostDrawForAGuest(t: RoomTable, entry: Entry | null, newest: number): boolean {
  return !!entry && entry.kind === 'beacon' && entry.seq > newest && t.replica(1).view.value?.currentPlayer !== t.replica(0).mySeat;
}

/** No replica of `players` halted on a fork (the failure this file is about). */
function expectNoFork(t: RoomTable, players: number[]): void {
  expect(players.map((p) => t.replica(p).fork.value)).toEqual(players.map(() => null));
}

/** A new host that has sequenced a few entries past k, or a fork somewhere. */
async function newHostPast(t: RoomTable, k: number, players: number[]): Promise<void> {
  const anyFork = () => players.some((p) => t.replica(p).fork.value !== null);
  await t.until(() => anyFork() || (t.hostPlayer() > 0 && t.replica(t.hostPlayer()).replay.nextSeq > k + 3), 600_000);
  expectNoFork(t, players);
}

/** Everyone back on one head and one state, no fork, and the shared log verifies. */
async function expectConverged(t: RoomTable): Promise<void> {
  const players = [0, 1, 2];
  const before = t.replica(t.hostPlayer()).head.value.seq;
  await t.until(() => t.replica(0).head.value.seq > before + 15 || players.some((p) => t.replica(p).fork.value !== null), 600_000);
  t.stopBots();
  await t.until(() => t.settledOrForked(players), 120_000);
  expectNoFork(t, players);
  expect(new Set(players.map((p) => t.replica(p).replay.game!.hash())).size).toBe(1);
  const log = [...t.replica(0).replay.entries];
  const report = verifyParsedLog(parseLogFile(JSON.stringify(logToJson(log))), await sharedEngine(), fastVerify);
  expect(report.valid, report.reason ?? '').toBe(true);
  expect(report.takeovers).toEqual([{ seq: expect.any(Number), from: 0, to: t.rooms[t.hostPlayer()]!.participant }]);
}

describe('host failover without a fork', () => {
  it('the host persists an entry and dies before broadcasting it: the new host takes over without it, the old host drops it', async () => {
    const t = new RoomTable({ seed: 7 });
    await t.start();
    const host = t.replica(0);
    // From a new beacon draw the host seals on, no entry at or after it arrives anywhere.
    let lost: Entry | null = null;
    t.network.intercept = (from, _to, data) => {
      if (from !== t.room) return data;
      const entry = sessionEntry(data);
      const newest = Math.max(t.replica(1).head.value.seq, t.replica(2).head.value.seq);
      if (!lost && hostDrawForAGuest(t, entry, newest)) lost = entry;
      return lost && entry && entry.seq >= lost.seq ? null : data;
    };
    await t.until(() => lost !== null && t.replica(1).replay.nextSeq === lost.seq && t.replica(2).replay.nextSeq === lost.seq, 600_000);
    const k = lost!.seq;
    const tail = t.storages[0].entries(t.room).entries.length - k;
    expect(tail).toBeGreaterThanOrEqual(1); // persisted before it was sent
    t.leave(0);
    t.network.intercept = null;
    expect(t.replica(1).replay.nextSeq).toBe(k);
    expect(t.replica(2).replay.nextSeq).toBe(k);

    // a guest takes over, and the old host comes back from its store as a guest
    await newHostPast(t, k, [1, 2]);
    const newHost = t.replica(t.hostPlayer());
    const back = await t.comeBack(0);
    expect(back.role.value).toBe('guest');
    await t.runFor(30_000, () => t.replica(0).replay.nextSeq > k + tail || t.replica(0).fork.value !== null);
    expectNoFork(t, [0, 1, 2]);
    expect(t.replica(0).replay.nextSeq, 'the old host follows the new host').toBeGreaterThan(k + tail);
    // the new host's term starts with a takeover entry at k, where the lost entry was; the old host
    // found it there and dropped what nobody else had
    expect(isTakeover(newHost.replay.entryAt(k)!)).toBe(true);
    expect(newHost.replay.currentHost).toBe(t.rooms[t.hostPlayer()]!.participant);
    expect(bytesEqual(t.replica(0).replay.entryAt(k)!, newHost.replay.entryAt(k)!)).toBe(true);
    expect(t.replica(0).warnings.value.join('\n')).toMatch(new RegExp(`took over as host at entry ${k}: dropped our last ${tail} entr`));
    expect(t.storages[0].entries(t.room).entries[k]).toEqual(newHost.replay.entryAt(k));
    expect(host.replay.entryAt(k)).toBeDefined(); // (the closed replica still shows what it had)
    await expectConverged(t);
    t.close();
  });

  it('the host dies mid-broadcast and the guest that missed the entry claims the room: it pulls the entry first', async () => {
    const t = new RoomTable({ seed: 11 });
    await t.start();
    // participant 1 claims first (claims are staggered by index): it is the one that misses the entry
    const first = t.playerOf(1);
    const second = t.playerOf(2);
    let sent: Entry | null = null;
    t.network.intercept = (from, to, data) => {
      if (from !== t.room) return data;
      const entry = sessionEntry(data);
      const newest = Math.max(t.replica(first).head.value.seq, t.replica(second).head.value.seq);
      if (!sent && hostDrawForAGuest(t, entry, newest)) sent = entry;
      if (!sent) return data;
      // the broadcast reached participant 2 only; then the host went silent
      return entry && entry.seq === sent.seq && to === t.peerIds[second] ? data : null;
    };
    await t.until(() => sent !== null && t.replica(second).replay.nextSeq > sent.seq, 600_000);
    const k = sent!.seq;
    t.leave(0);
    t.network.intercept = null;
    expect(t.replica(first).replay.nextSeq).toBe(k);

    await newHostPast(t, k, [first, second]);
    expect(t.hostPlayer()).toBe(first);
    const log = t.replica(first).replay;
    expect(bytesEqual(log.entryAt(k)!, t.replica(second).replay.entryAt(k)!)).toBe(true); // pulled from participant 2
    expect(isTakeover(log.entryAt(k + 1)!)).toBe(true);

    await t.comeBack(0);
    await expectConverged(t);
    t.close();
  });
});

describe('the takeover rule, replica by replica', () => {
  /** A replica of `participant` on its own network, holding `entries`; 'room' is the (new) host's peer id. */
  async function replicaHolding(b: LogBuilder, participant: number, entries: Uint8Array[]) {
    const clock = new VirtualClock();
    const network = new MemoryNetwork(clock, { delayMs: [1, 5] }, participant + 1);
    const store = new MemoryEntryStore();
    store.entries = entries.map((e) => e.slice());
    const replica = await Replica.open({
      engine: b.engine,
      store,
      transport: network.connect(`p${participant}`),
      clock,
      hostPeer: 'room',
      participant,
      identity: b.identities[participant],
      sign: fastSign,
      verify: fastVerify,
    });
    // the room id's holder is heard once it proves a genesis key: it answers as participant 1, the new host
    const room = network.connect('room');
    room.onMessage((_from, data) => {
      const m = decodeMessage(data);
      if (m.type !== 'challenge') return;
      const sig = fastSign(admitMessage(m.nonce, 1, 'room', `p${participant}`), b.identities[1].keyPair.secretKey);
      room.send(`p${participant}`, encodeMessage({ type: 'prove', participant: 1, sig }));
    });
    await clock.runUntil(() => false, clock.now() + 1000);
    const deliver = async (message: Message) => {
      room.send(`p${participant}`, encodeMessage(message));
      await clock.runUntil(() => false, clock.now() + 1000);
      await replica.idle();
    };
    return { replica, store, deliver };
  }

  it('a takeover replaces an entry only its old host held, never one another player acknowledged', async () => {
    const b = await LogBuilder.create(3);
    b.playUntil((x) => x.entries.length >= 30 && x.replay.pendingDraw() !== null);
    const prefix = [...b.entries];
    const k = prefix.length;
    const sealed = b.beacon(); // the draw host 0 sealed, persisted, and then lost with its tab
    b.push(sealed);
    const takeover = b.entry(1, 'beacon', encodeTakeoverBody({ from: 0 }), { seq: k, prev: decodeEntry(sealed).prev });

    // the old host: nobody acknowledged its draw, so the takeover wins
    const old = await replicaHolding(b, 0, [...prefix, sealed]);
    await old.deliver({ type: 'entry', bytes: takeover });
    expect(old.replica.fork.value).toBeNull();
    expect(bytesEqual(old.replica.replay.entryAt(k)!, takeover)).toBe(true);
    expect(old.replica.replay.currentHost).toBe(1);
    expect(old.store.entries).toHaveLength(k + 1);
    expect(bytesEqual(old.store.entries[k], takeover)).toBe(true);
    expect(old.replica.warnings.value.at(-1)).toMatch(/participant 1 took over as host at entry \d+: dropped our last 1 entry/);

    // a guest that holds the draw acknowledged it (it holds it and did not sequence it): it halts
    const guest = await replicaHolding(b, 2, [...prefix, sealed]);
    await guest.deliver({ type: 'entry', bytes: takeover });
    expect(guest.replica.fork.value).toMatchObject({ seq: k, participant: null });
    expect(bytesEqual(guest.replica.replay.entryAt(k)!, sealed)).toBe(true);

    // the old host halts too once participant 2's signed head showed it the draw was acknowledged
    const acked = await replicaHolding(b, 0, [...prefix, sealed]);
    const hash = entryHash(sealed);
    const sig = fastSign(headMessage(b.replay.genesis!.gameId, 2, k, hash), b.identities[2].keyPair.secretKey);
    await acked.deliver({ type: 'head', participant: 2, seq: k, hash, sig });
    await acked.deliver({ type: 'entry', bytes: takeover });
    expect(acked.replica.fork.value).toMatchObject({ seq: k });
    expect(bytesEqual(acked.replica.replay.entryAt(k)!, sealed)).toBe(true);

    // anything but a takeover from the host at a replaced seq is a fork, as before
    const other = await replicaHolding(b, 0, [...prefix, sealed]);
    const notTakeover = b.entry(1, 'action', encodeActionBody({ type: 'endTurn' }), { seq: k, prev: decodeEntry(sealed).prev });
    await other.deliver({ type: 'entry', bytes: notTakeover });
    expect(other.replica.fork.value).toMatchObject({ seq: k });
    for (const r of [old, guest, acked, other]) r.replica.close();
  });

  it('takeover entries: only a participant other than the host, naming the host it replaces; a guest cannot submit one', async () => {
    const b = await LogBuilder.create(3);
    b.playUntil((x) => x.entries.length >= 20);
    const replay = b.replayCopy();
    const byHost = b.entry(0, 'beacon', encodeTakeoverBody({ from: 0 }));
    expect(replay.accept(byHost)).toMatchObject({ ok: false, reason: expect.stringMatching(/is the host already/) });
    const wrongFrom = b.entry(1, 'beacon', encodeTakeoverBody({ from: 2 }));
    expect(replay.accept(wrongFrom)).toMatchObject({ ok: false, reason: expect.stringMatching(/but the host is participant 0/) });
    const forged = b.entry(1, 'beacon', encodeTakeoverBody({ from: 0 }), { signer: 2 });
    expect(replay.accept(forged)).toMatchObject({ ok: false, reason: expect.stringMatching(/bad signature/) });
    expect(replay.accept(b.entry(1, 'beacon', encodeTakeoverBody({ from: 0 }))).ok).toBe(true);
    expect(replay.currentHost).toBe(1);
    // the old host's beacon draws are no longer valid; the new host's are
    while (!replay.pendingDraw()) {
      const p = [0, 1, 2].find((q) => replay.mayAct(q))!;
      const a = replay.legalActions(p);
      const bytes = b.entry(p, 'action', encodeActionBody(a.find((x) => x.type === 'roll') ?? a.find((x) => x.type === 'endTurn') ?? a[0]), {
        seq: replay.nextSeq,
        prev: replay.head,
      });
      expect(replay.accept(bytes).ok).toBe(true);
    }
    const pending = replay.pendingDraw()!;
    const reveals = b.identities.map((id) => id.onion.revealFor(pending.draw));
    const draw = (author: number) =>
      b.entry(author, 'beacon', encodeBeaconBody({ draw: pending.draw, purpose: pending.purpose, reveals }), { seq: replay.nextSeq, prev: replay.head });
    expect(replay.accept(draw(0))).toMatchObject({ ok: false, reason: expect.stringMatching(/only the host \(participant 1\)/) });
    expect(replay.accept(draw(1)).ok).toBe(true);
  });
});
