// Three NetworkRooms over the in-memory network on virtual time, with bots, for the failover tests:
// every player has its own storage (a store that can drop a tail, as IndexedDB's does), the peer id
// each player's transport uses is recorded, and a player can leave, come back, or stop playing.
import { expect } from 'vitest';
import { Bot } from '../../src/bots/bot.js';
import { strategyNamed } from '../../src/bots/strategy.js';
import { VirtualClock } from '../../src/net/clock.js';
import { MemoryNetwork } from '../../src/net/memoryNetwork.js';
import { seededRandom } from '../../src/net/random.js';
import type { PeerId } from '../../src/net/transport.js';
import { MemoryEntryStore } from '../../src/session/log/entryStore.js';
import type { Replica } from '../../src/session/replica/replica.js';
import { NetworkRoom, roomPeerId, type RoomDeps, type RoomStorage } from '../../src/session/room/roomNet.js';
import type { SavedSeat } from '../../src/session/log/indexedDbStore.js';
import { sharedEngine } from './logBuilder.js';
import { fastVerify } from '../../src/protocol/nodeEd25519.js';
import { withSealedHands } from '../../src/session/cards/sealedHands.js';

/** The host clicks Admit for everyone who asks for a seat (the tests' players are all invited). */
export function admitEveryone(room: NetworkRoom): () => void {
  return room.joinRequests.subscribe((asking) => {
    for (const j of asking) room.admitJoin(j.peer);
  });
}

export class TestStorage implements RoomStorage {
  readonly stores = new Map<string, MemoryEntryStore>();
  private readonly seats = new Map<string, SavedSeat>();
  entries(room: string): MemoryEntryStore {
    if (!this.stores.has(room)) this.stores.set(room, new MemoryEntryStore());
    return this.stores.get(room)!;
  }
  async saveSeat(seat: SavedSeat): Promise<void> {
    this.seats.set(seat.room, { ...seat });
  }
  async loadSeat(room: string): Promise<SavedSeat | null> {
    return this.seats.get(room) ?? null;
  }
}

export interface RoomTableOptions {
  seed?: number;
  delayMs?: [number, number];
  proxyAfterMs?: number;
  /** The game's signed turn limit (genesis rules.turnLimitMs); none by default. */
  turnLimitMs?: number;
  /** 3 players (default), or 2: the host and one guest. */
  players?: 2 | 3;
  /** Replica `answerSlotMs` for every player (they are all bots here). */
  answerSlotMs?: number;
  /** Every line each player's room logs. */
  log?: (player: number, line: string) => void;
  /** Stolen cards sealed (genesis rules.hands) where the rules seal them, as the page's host does (the default: guests refuse a room that leaves them open). */
  sealedHands?: boolean;
}

export class RoomTable {
  readonly clock = new VirtualClock();
  readonly network: MemoryNetwork;
  readonly room = roomPeerId('fai10v');
  readonly storages = [new TestStorage(), new TestStorage(), new TestStorage()];
  /** rooms[i]: player i's room (player 0 created it); replaced when a player comes back. */
  readonly rooms: (NetworkRoom | null)[] = [null, null, null];
  /** The peer id each player's transport registered last. */
  readonly peerIds: PeerId[] = ['', '', ''];
  private readonly bots = new Map<number, Bot>();
  private readonly randomBytes: (n: number) => Uint8Array;

  get players(): number {
    return this.options.players ?? 3;
  }

  constructor(private readonly options: RoomTableOptions = {}) {
    this.network = new MemoryNetwork(this.clock, { delayMs: options.delayMs ?? [2, 20] }, options.seed ?? 7);
    const random = seededRandom((options.seed ?? 7) * 13 + 1);
    this.randomBytes = (n) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256));
  }

  async deps(player: number): Promise<RoomDeps> {
    return {
      engine: await sharedEngine(),
      storage: this.storages[player],
      clock: this.clock,
      randomBytes: this.randomBytes,
      revealTimeoutMs: 2000,
      verify: fastVerify, // synchronous: on virtual time, a check that waits for real work would let the clock run ahead
      proxyAfterMs: this.options.proxyAfterMs,
      answerSlotMs: this.options.answerSlotMs,
      log: this.options.log && ((line) => this.options.log!(player, line)),
      connect: async (id) => {
        try {
          const t = this.network.connect(id);
          this.peerIds[player] = id;
          return t;
        } catch (e) {
          throw Object.assign(new Error((e as Error).message), { kind: 'unavailable-id' });
        }
      },
    };
  }

  /** runUntil stops when nothing is scheduled; joins and resumes start with storage promises first. */
  async until(done: () => boolean, ms: number, rounds = 100): Promise<void> {
    for (let i = 0; i < rounds && !done(); i++) {
      await this.clock.runUntil(done, this.clock.now() + ms);
      await new Promise((r) => setImmediate(r));
    }
    expect(done()).toBe(true);
  }

  /** Run up to `ms` of virtual time, stopping early once `done` holds. */
  async runFor(ms: number, done: () => boolean = () => false): Promise<void> {
    const end = this.clock.now() + ms;
    for (let i = 0; i < 20 && !done() && this.clock.now() < end; i++) {
      await this.clock.runUntil(done, end);
      await new Promise((r) => setImmediate(r));
    }
  }

  /** Lobby, join, bots on; returns once the game is under way (set-up done, a few rolls). */
  async start(): Promise<void> {
    const limit = this.options.turnLimitMs;
    const open = {
      mode: 'base',
      players: this.players,
      seating: 'beacon' as const,
      beaconLength: 512,
      cards: 'sealed' as const,
      ...(limit ? { turnLimitMs: limit } : {}),
    };
    const rules = this.options.sealedHands === false ? open : withSealedHands(open);
    this.rooms[0] = await NetworkRoom.create(await this.deps(0), this.room, rules, { name: 'ada', color: 'red' });
    admitEveryone(this.rooms[0]);
    let joined: NetworkRoom[] = [];
    const guests = [
      { name: 'bob', color: 'blue' },
      { name: 'cyd', color: 'white' },
    ].slice(0, this.players - 1);
    void Promise.all(guests.map(async (me, i) => NetworkRoom.join(await this.deps(i + 1), this.room, me))).then((r) => (joined = r));
    await this.until(() => joined.length === guests.length, 10_000);
    joined.forEach((room, i) => (this.rooms[i + 1] = room));
    for (let i = 0; i < this.players; i++) {
      await this.until(() => this.rooms[i]!.replica.value !== null, 10_000);
      this.follow(i);
    }
    await this.until(() => this.replica(0).replay.draws >= 4, 600_000);
  }

  replica(player: number): Replica {
    return this.rooms[player]!.replica.value!;
  }

  /** The player whose genesis index is `participant`. */
  playerOf(participant: number): number {
    return this.rooms.findIndex((r) => r?.participant === participant);
  }

  /** Bots play for player i, and follow its replica when it changes (host takeover). */
  private follow(player: number): void {
    const room = this.rooms[player]!;
    const startBot = () => {
      this.bots.get(player)?.stop();
      const replica = room.replica.value;
      if (!replica || this.rooms[player] !== room) return;
      const bot = new Bot(replica, strategyNamed('heuristic'), this.clock, seededRandom(player + 5));
      this.bots.set(player, bot);
      bot.start();
    };
    room.replica.subscribe(() => this.bots.has(player) && startBot());
    startBot();
  }

  stopBots(): void {
    for (const b of this.bots.values()) b.stop();
    this.bots.clear();
  }

  /** Player i stays at the table (connected, its replica running) but stops choosing moves. */
  idle(player: number): void {
    this.bots.get(player)?.stop();
    this.bots.delete(player);
  }

  /** Player i, idle, chooses its own moves again. */
  wake(player: number): void {
    this.follow(player);
  }

  /** Player i's tab closes (its stored log and seat stay). */
  leave(player: number): void {
    this.bots.get(player)?.stop();
    this.bots.delete(player);
    this.rooms[player]!.close();
  }

  /** Player i reopens the room from its storage (and its bot plays again). */
  async comeBack(player: number): Promise<NetworkRoom> {
    let back: NetworkRoom | null = null;
    void NetworkRoom.resume(await this.deps(player), this.room).then((r) => (back = r));
    await this.until(() => back !== null, 10_000);
    this.rooms[player] = back!;
    this.follow(player);
    return back!;
  }

  hostPlayer(): number {
    return this.rooms.findIndex((r) => r?.role.value === 'host');
  }

  /** Everyone present on one head with no draw pending, or someone halted on a fork. */
  settledOrForked(players: number[]): boolean {
    const reps = players.map((p) => this.replica(p));
    if (reps.some((r) => r.fork.value)) return true;
    return reps.every((r) => r.head.value.hash === reps[0].head.value.hash && !r.pendingDraw.value);
  }

  close(): void {
    this.stopBots();
    for (const r of this.rooms) r?.close();
  }
}
