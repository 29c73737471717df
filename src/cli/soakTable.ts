// One soak game: bot replicas over the in-memory network (delay, loss, duplication, reordering), each
// on its own drifting clock and its own crashable store, with faults injected at random moments until
// the game ends: replicas (the host too) killed, some in the middle of a write, and restarted from
// what their store saved; links dropped for seconds; the broker gone; players idle past the turn
// limit. Every durable log seen at a crash is kept, to prove at the end that nothing was lost.
import type { Engine } from '../engine/types.js';
import { Bot } from '../bots/bot.js';
import { strategyNamed } from '../bots/strategy.js';
import { VirtualClock } from '../net/clock.js';
import { MemoryNetwork, type Faults } from '../net/memoryNetwork.js';
import { seededRandom } from '../net/random.js';
import { toHex } from '../protocol/bytes.js';
import { seededBytes } from '../protocol/cards/random.js';
import type { Rules } from '../protocol/genesis.js';
import type { SignMessage, VerifySignature } from '../protocol/signatures.js';
import { Replica } from '../session/replica/replica.js';
import { createIdentity, type PlayerIdentity } from '../session/room/identity.js';
import { createGenesis } from '../session/room/lobby.js';
import { withSealedHands } from '../session/cards/sealedHands.js';
import { DriftingClock } from './soakClock.js';
import { CrashableStore, SavedLog } from './soakStore.js';

export const FAULT_KINDS = ['crash', 'hostCrash', 'crashMidWrite', 'linkDrop', 'brokerOutage', 'idle', 'clockDrift'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface SoakGameOptions {
  engine: Engine;
  mode: string;
  players: number;
  layout?: string;
  seed: number;
  sign: SignMessage;
  verify: VerifySignature;
  /** The signed turn limit past which the others sign an idle player idle. */
  turnLimitMs?: number;
  /** Mean virtual time between two injected faults. */
  faultEveryMs?: number;
  network?: Faults;
  /** The game is given up (counted stuck) after this much virtual time. */
  limitMs?: number;
  /** Which faults to inject (default: all); a fault drawn outside them is skipped. */
  faultKinds?: readonly FaultKind[];
  /** A bot's (virtual) pause before it moves: long ones keep a table open for hours. */
  botThinkMs?: number;
  /** Spectator replicas the host admits (they follow the log and never act). */
  spectators?: number;
  /** Stolen cards sealed where the mode has it (withSealedHands). */
  sealedHands?: boolean;
}

export interface SoakSeat {
  peer: string;
  /** The 64 bytes the identity is made from: what the page's saved seat keeps. */
  identitySeed: Uint8Array;
  identity: PlayerIdentity;
  clock: DriftingClock;
  saved: SavedLog;
  store: CrashableStore | null;
  replica: Replica | null;
  bot: Bot | null;
  /** Until this table time the player does not move (an idle fault). */
  idleUntil: number;
  /** Every committed log this seat's store held at a crash. */
  durableAtCrash: Uint8Array[][];
}

const COLORS = ['red', 'blue', 'white', 'orange', 'green', 'brown', 'purple', 'teal'];
const NETWORK: Faults = { delayMs: [2, 40], loss: 0.02, duplicate: 0.01, reorder: 0.05, reorderMs: 60 };

export class SoakGame {
  readonly clock = new VirtualClock();
  readonly network: MemoryNetwork;
  readonly seats: SoakSeat[] = [];
  readonly watchers: { peer: string; saved: SavedLog; replica: Replica }[] = [];
  readonly faults = new Map<FaultKind, number>(FAULT_KINDS.map((k) => [k, 0]));
  private readonly random: () => number;
  private genesis: Uint8Array = new Uint8Array(0);
  /** Restarts, reconnects and the broker's return still to come. */
  private pendingRecoveries = 0;
  private injecting = true;

  constructor(readonly options: SoakGameOptions) {
    this.random = seededRandom(options.seed * 7919 + 17);
    this.network = new MemoryNetwork(this.clock, options.network ?? NETWORK, options.seed ^ 0x50a4);
  }

  private between(min: number, max: number): number {
    return min + this.random() * (max - min);
  }

  private allows(kind: FaultKind): boolean {
    return !this.options.faultKinds || this.options.faultKinds.includes(kind);
  }

  private count(kind: FaultKind): void {
    this.faults.set(kind, this.faults.get(kind)! + 1);
  }

  async open(): Promise<void> {
    const o = this.options;
    let rules: Rules = { mode: o.mode, players: o.players, seating: 'beacon', beaconLength: 2048, turnLimitMs: o.turnLimitMs ?? 8000 };
    if (o.mode.startsWith('base')) rules.cards = 'sealed';
    if (o.layout) rules.layout = o.layout;
    if (o.sealedHands) rules = withSealedHands(rules);
    const bytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(this.random() * 256));
    const seeds = Array.from({ length: o.players }, () => bytes(64));
    const identities = seeds.map((seed) => createIdentity(rules.beaconLength, seed));
    const seats = identities.map((identity, i) => ({ identity, name: `bot${i}`, color: COLORS[i % COLORS.length] }));
    this.genesis = createGenesis(toHex(bytes(16)), rules, seats, 0, o.sign);
    for (let i = 0; i < o.players; i++) {
      // every machine's clock is off by up to 20 s and runs up to 3 % fast or slow
      const drifts = this.allows('clockDrift');
      const clock = drifts ? new DriftingClock(this.clock, Math.round(this.between(0, 20_000)), this.between(0.97, 1.03)) : new DriftingClock(this.clock, 0, 1);
      if (drifts) this.count('clockDrift');
      this.seats.push({
        peer: `p${i}`,
        identitySeed: seeds[i],
        identity: identities[i],
        clock,
        saved: new SavedLog(),
        store: null,
        replica: null,
        bot: null,
        idleUntil: 0,
        durableAtCrash: [],
      });
    }
    for (let i = 0; i < o.players; i++) {
      // a store commits on the table's clock, so the clock runs while a replica opens
      let opened = false;
      const opening = this.start(i).then(() => (opened = true));
      for (let idle = 0; !opened; ) {
        if (await this.clock.step()) idle = 0;
        else if (++idle > 1000) throw new Error(`replica ${i} did not open`);
      }
      await opening;
    }
    for (let w = 0; w < (o.spectators ?? 0); w++) {
      const saved = new SavedLog();
      const peer = `w${w}`;
      const replica = await Replica.open({
        engine: o.engine,
        store: new CrashableStore(saved, this.clock, () => 1),
        transport: this.network.connect(peer),
        clock: this.clock,
        hostPeer: this.seats[0].peer,
        participant: null,
        identity: null,
        verify: o.verify,
        tickMs: 200,
      });
      this.watchers.push({ peer, saved, replica });
      this.seats[0].replica?.admitWatcher(peer);
    }
    this.scheduleFault();
  }

  private async start(i: number): Promise<void> {
    const o = this.options;
    const seat = this.seats[i];
    seat.store = new CrashableStore(seat.saved, this.clock, () => this.between(0.5, 4));
    seat.replica = await Replica.open({
      engine: o.engine,
      store: seat.store,
      transport: this.network.connect(seat.peer),
      clock: seat.clock,
      hostPeer: this.seats[0].peer,
      participant: i,
      identity: seat.identity,
      genesis: i === 0 ? this.genesis : undefined,
      sign: o.sign,
      verify: o.verify,
      cardRandom: seededBytes((o.seed * 64 + i) * 1000 + seat.durableAtCrash.length),
      tickMs: 200,
      revealTimeoutMs: 5000,
    });
    if (i === 0) for (const w of this.watchers) seat.replica.admitWatcher(w.peer); // a restarted host lets its watchers in again
    this.wakeBot(i);
  }

  private wakeBot(i: number): void {
    const seat = this.seats[i];
    if (!seat.replica || seat.bot || this.clock.now() < seat.idleUntil) return;
    const strategy = strategyNamed(i % 2 === 0 ? 'heuristic' : 'random');
    seat.bot = new Bot(
      seat.replica,
      strategy,
      seat.clock,
      seededRandom(this.options.seed * 31 + i + 1000 * seat.durableAtCrash.length),
      this.options.botThinkMs,
    );
    seat.bot.start();
  }

  private stopBot(i: number): void {
    this.seats[i].bot?.stop();
    this.seats[i].bot = null;
  }

  /** Kill seat i now; `committedInFlight` of its writes in flight reach the disk. Back after `downMs`. */
  private crash(i: number, downMs: number, committedInFlight = 0): void {
    const seat = this.seats[i];
    if (!seat.replica || !seat.store) return;
    this.stopBot(i);
    seat.store.crash(committedInFlight);
    seat.replica.close();
    seat.replica = null;
    seat.store = null;
    seat.durableAtCrash.push([...seat.saved.entries]);
    this.later(downMs, () => this.start(i));
  }

  /** A recovery the game must wait for before it may count as settled. */
  private later(ms: number, recover: () => void | Promise<void>): void {
    this.pendingRecoveries++;
    this.clock.setTimer(ms, () => {
      this.pendingRecoveries--;
      void recover();
    });
  }

  private scheduleFault(): void {
    const mean = this.options.faultEveryMs ?? 10_000;
    this.clock.setTimer(-Math.log(1 - this.random()) * mean, () => {
      if (!this.injecting || this.seats.some((s) => s.replica?.finished.value)) {
        this.injecting = false;
        return;
      }
      this.inject();
      this.scheduleFault();
    });
  }

  private inject(): void {
    const allowed = (kind: FaultKind) => this.allows(kind);
    const live = this.seats.map((s, i) => (s.replica ? i : -1)).filter((i) => i >= 0);
    if (live.length === 0) return;
    const pick = live[Math.floor(this.random() * live.length)];
    const roll = this.random();
    if (roll < 0.2) {
      if (!allowed(pick === 0 ? 'hostCrash' : 'crash')) return;
      this.count(pick === 0 ? 'hostCrash' : 'crash');
      this.crash(pick, this.between(500, 12_000));
    } else if (roll < 0.35) {
      if (!allowed('crashMidWrite')) return;
      // the next write this seat asks for is where it dies: the write, and some of those before it still in flight, are lost or just made it
      const store = this.seats[pick].store!;
      store.onWrite = (s) => {
        s.onWrite = null;
        this.count('crashMidWrite');
        this.crash(pick, this.between(500, 12_000), Math.floor(this.random() * (s.writesInFlight + 1)));
      };
    } else if (roll < 0.6) {
      const peer = this.seats[pick].peer;
      if (!allowed('linkDrop') || !this.network.isUp(peer)) return;
      this.count('linkDrop');
      this.network.disconnect(peer);
      this.later(this.between(1000, 10_000), () => this.network.reconnect(peer));
    } else if (roll < 0.7) {
      if (!allowed('brokerOutage') || this.network.brokerIsAway) return;
      this.count('brokerOutage');
      this.network.brokerGone();
      this.later(this.between(3000, 30_000), () => this.network.brokerBack());
    } else {
      const seat = this.seats[pick];
      if (!allowed('idle') || seat.idleUntil > this.clock.now()) return;
      this.count('idle');
      const limit = this.options.turnLimitMs ?? 8000;
      seat.idleUntil = this.clock.now() + this.between(1.2, 3) * limit;
      this.stopBot(pick);
      this.later(seat.idleUntil - this.clock.now(), () => this.wakeBot(pick));
    }
  }

  /** Every replica up, finished, audited and on one head, with nothing left to recover. */
  settled(): boolean {
    if (this.pendingRecoveries > 0) return false;
    const replicas = this.seats.map((s) => s.replica);
    if (replicas.some((r) => !r || r.halted)) return replicas.some((r) => r?.fork.value);
    const first = replicas[0]!;
    const audited = (r: Replica) => r.replay.cards?.ledger.audited ?? true;
    return replicas.every((r) => r!.finished.value && audited(r!) && r!.head.value.hash === first.head.value.hash && !r!.unsaved);
  }

  async run(): Promise<boolean> {
    return this.clock.runUntil(() => this.settled(), this.options.limitMs ?? 6 * 3_600_000);
  }

  close(): void {
    this.injecting = false;
    for (let i = 0; i < this.seats.length; i++) {
      this.stopBot(i);
      this.seats[i].replica?.close();
    }
    for (const w of this.watchers) w.replica.close();
  }

  /** The host's log (the whole game's, once settled). */
  get log(): readonly Uint8Array[] {
    return this.seats[0].replica?.replay.entries ?? this.seats[0].saved.entries;
  }
}
