// A table of bot players: one replica per participant, each with its own store, all on one in-memory
// network (with whatever faults are asked for), the first participant hosting. Used by the whole-game
// tests and by `hexknights simulate --signed`. Everything is derived from `seed`, so a run repeats.
import type { Engine } from '../engine/types.js';
import { toHex } from '../protocol/bytes.js';
import { acceleratedVerify } from '../protocol/acceleratedVerify.js';
import type { Rules } from '../protocol/genesis.js';
import { naclSign, type SignMessage, type VerifySignature } from '../protocol/signatures.js';
import { VirtualClock } from '../net/clock.js';
import { MemoryNetwork, type Faults } from '../net/memoryNetwork.js';
import { seededRandom } from '../net/random.js';
import { seededBytes } from '../protocol/cards/random.js';
import { createIdentity, type PlayerIdentity } from '../session/room/identity.js';
import { createGenesis } from '../session/room/lobby.js';
import { Replica } from '../session/replica/replica.js';
import { MemoryEntryStore } from '../session/log/entryStore.js';
import { Bot } from './bot.js';
import { searches, strategyFor } from './levels.js';
import { strategyNamed } from './strategy.js';
import { withSealedHands } from '../session/cards/sealedHands.js';

export interface TableOptions {
  engine: Engine;
  players: number;
  mode?: string;
  /** A named layout (src/engine/layouts.ts); the mode's standard board without one. */
  layout?: string;
  /** Variants by name (src/engine/variants.ts), written into the genesis rules as switches. */
  variants?: string[];
  /** Stolen cards sealed where the mode has it (genesis rules.hands, docs/cards.md "Private resource moves"): base games of 3 or more. */
  sealedHands?: boolean;
  seed: number;
  /** Per seat, cycled: 'heuristic', 'random', or a search kind ('normal', 'strong'). */
  strategies?: string[];
  /** Time budget of a search bot's decision (real milliseconds; the table's clock is virtual). */
  botThinkMs?: number;
  faults?: Faults;
  sign?: SignMessage;
  verify?: VerifySignature;
  beaconLength?: number;
  tickMs?: number;
  revealTimeoutMs?: number;
  /** The signed turn limit (genesis rules.turnLimitMs): past it the others sign an idle player idle. */
  turnLimitMs?: number;
  /** Each `run` gives up after this much more virtual time. */
  limitMs?: number;
}

export interface Seat {
  peer: string;
  identity: PlayerIdentity;
  store: MemoryEntryStore;
  replica: Replica;
  bot: Bot | null;
}

const COLORS = ['red', 'blue', 'white', 'orange', 'green', 'brown', 'purple', 'teal'];

export class Table {
  readonly clock = new VirtualClock();
  readonly network: MemoryNetwork;
  readonly seats: Seat[] = [];
  private readonly random: () => number;
  private genesis: Uint8Array = new Uint8Array(0);

  constructor(readonly options: TableOptions) {
    this.random = seededRandom(options.seed);
    this.network = new MemoryNetwork(this.clock, options.faults ?? {}, options.seed ^ 0x5eed);
  }

  private randomBytes(n: number): Uint8Array {
    return Uint8Array.from({ length: n }, () => Math.floor(this.random() * 256));
  }

  async open(): Promise<void> {
    const o = this.options;
    // A base game deals its development cards from the encrypted deck (docs/cards.md), as C&K its progress cards.
    const mode = o.mode ?? 'base';
    let rules: Rules = {
      mode,
      players: o.players,
      seating: 'beacon',
      beaconLength: o.beaconLength ?? 2048,
      ...(mode.startsWith('base') ? { cards: 'sealed' as const } : {}),
    };
    if (o.layout) rules.layout = o.layout;
    if (o.turnLimitMs !== undefined) rules.turnLimitMs = o.turnLimitMs;
    if (o.variants?.length) rules.options = Object.fromEntries(o.variants.map((v) => [v, true]));
    if (o.sealedHands) rules = withSealedHands(rules);
    const identities = Array.from({ length: o.players }, () => createIdentity(rules.beaconLength, this.randomBytes(64)));
    const gameId = toHex(this.randomBytes(16));
    const seats = identities.map((identity, i) => ({ identity, name: `bot${i}`, color: COLORS[i % COLORS.length] }));
    this.genesis = createGenesis(gameId, rules, seats, 0, o.sign ?? naclSign);
    for (let i = 0; i < o.players; i++) {
      const seat: Seat = { peer: `p${i}`, identity: identities[i], store: new MemoryEntryStore(), replica: null!, bot: null };
      this.seats.push(seat);
      seat.replica = await this.openReplica(i);
    }
    for (let i = 0; i < o.players; i++) this.startBot(i);
  }

  private async openReplica(i: number): Promise<Replica> {
    const o = this.options;
    const seat = this.seats[i];
    return Replica.open({
      engine: o.engine,
      store: seat.store,
      transport: this.network.connect(seat.peer),
      clock: this.clock,
      hostPeer: this.seats[0]?.peer ?? 'p0',
      participant: i,
      identity: seat.identity,
      genesis: i === 0 ? this.genesis : undefined,
      sign: o.sign,
      verify: o.verify ?? acceleratedVerify,
      cardRandom: seededBytes(o.seed * 64 + i),
      tickMs: o.tickMs ?? 200,
      revealTimeoutMs: o.revealTimeoutMs ?? 5000,
    });
  }

  private startBot(i: number): void {
    const names = this.options.strategies ?? ['heuristic'];
    const name = names[i % names.length];
    const strategy = searches(name) ? strategyFor(name, this.options.engine, this.options.botThinkMs ?? 10) : strategyNamed(name);
    const seat = this.seats[i];
    seat.bot = new Bot(seat.replica, strategy, this.clock, seededRandom(this.options.seed * 31 + i));
    seat.bot.start();
  }

  /** Crash participant i's replica and bring it back from its store. */
  async restart(i: number): Promise<void> {
    const seat = this.seats[i];
    seat.bot?.stop();
    seat.replica.close();
    seat.replica = await this.openReplica(i);
    this.startBot(i);
  }

  /** Everyone finished and on the same head (or halted, or out of time). */
  settled(): boolean {
    const first = this.seats[0].replica;
    if (this.seats.some((s) => s.replica.halted)) return true;
    // A sealed game is settled once every card seed is in too (the log is then fully auditable).
    const audited = (s: Seat) => s.replica.replay.cards?.ledger.audited ?? true;
    return this.seats.every((s) => s.replica.finished.value && audited(s) && s.replica.head.value.hash === first.head.value.hash);
  }

  async run(until: () => boolean = () => this.settled()): Promise<boolean> {
    return this.clock.runUntil(until, this.clock.now() + (this.options.limitMs ?? 3_600_000));
  }

  close(): void {
    for (const s of this.seats) {
      s.bot?.stop();
      s.replica.close();
    }
  }

  /** The host's log: the finished game's entries. */
  get log(): readonly Uint8Array[] {
    return this.seats[0].replica.replay.entries;
  }
}
