// Bots in a networked room, run by the host's page: each is a full participant of its own (its own
// keys, its own PeerJS peer, its own replica, log and beacon reveals), joined through the same lobby
// handshake as a person, then played by the shared heuristic (src/bots). Each bot's seat (keys, beacon
// seed) and log are saved in IndexedDB like a person's, under the room's key with the bot's name in
// front, and the list of this page's bots in localStorage: a reloaded host page resumes its bots with
// their own keys, so their seats play on (issue 15 item 4).
import { signal } from '@preact/signals';
import { Bot } from '../bots/bot';
import { BotWorker } from '../bots/botWorker';
import type { Level } from '../bots/levels';
import type { Engine } from '../engine/types';
import { WorkerBot } from './workerBot';
import { heuristicStrategy } from '../bots/strategy';
import { realClock } from '../net/clock';
import { MemoryEntryStore } from '../session/log/entryStore';
import type { IdbGameStore, SavedSeat } from '../session/log/indexedDbStore';
import { NetworkRoom, roomPeerId, type RoomDeps, type RoomStorage } from '../session/room/roomNet';
import { browserStorage, type KeyValue, type SavedBot } from './saved/savedGames';

/** One bot's share of the page's IndexedDB: its seat and log under `bot:NAME:` + the room key. */
export class BotRoomStorage implements RoomStorage {
  constructor(
    private readonly inner: RoomStorage,
    private readonly prefix: string,
  ) {}

  entries(room: string) {
    return this.inner.entries(this.prefix + room);
  }

  saveSeat(seat: SavedSeat): Promise<void> {
    return this.inner.saveSeat({ ...seat, room: this.prefix + seat.room });
  }

  async loadSeat(room: string): Promise<SavedSeat | null> {
    const seat = await this.inner.loadSeat(this.prefix + room);
    return seat && { ...seat, room };
  }
}

/** A RoomStorage that forgets everything with the page (a bot's seat and log). */
export class MemoryRoomStorage implements RoomStorage {
  private readonly seats = new Map<string, SavedSeat>();
  private readonly logs = new Map<string, MemoryEntryStore>();

  entries(room: string): MemoryEntryStore {
    let store = this.logs.get(room);
    if (!store) this.logs.set(room, (store = new MemoryEntryStore()));
    return store;
  }

  async saveSeat(seat: SavedSeat): Promise<void> {
    this.seats.set(seat.room, { ...seat, seed: seat.seed.slice() });
  }

  async loadSeat(room: string): Promise<SavedSeat | null> {
    return this.seats.get(room) ?? null;
  }
}

/**
 * Writers at one log position (key shares after a card is bought, discards, trade answers) take turns
 * this far apart instead of racing for it (Replica `answerSlotMs`): more than an entry's round trip
 * through the host on a busy page, short enough not to be noticed. Bots hold their moves too; a
 * person's page holds only its card messages (NetRoom), never a click.
 */
export const ANSWER_SLOT_MS = 250;

interface RunningBot {
  name: string;
  room: NetworkRoom;
  bot: Bot | WorkerBot | null;
  stop: () => void;
}

export class RoomBots {
  readonly names = signal<string[]>([]);
  readonly error = signal<string | null>(null);
  private readonly bots: RunningBot[] = [];
  /** The host room's one-time tickets: a bot this page seats needs no Admit click (NetworkRoom.inviteTicket). */
  ticket: (() => string) | null = null;
  private closed = false;
  /** The search bot's worker, shared by this page's normal and hard bots; started by the first of them. */
  private worker: BotWorker | null = null;

  /**
   * @param deps how to reach the room (the host's broker and engine)
   * @param storage where the bots' seats and logs live (each bot under its own prefix); memory if null
   * @param thinkMs how long a bot waits before each move
   */
  constructor(
    private readonly deps: () => Promise<Omit<RoomDeps, 'storage'>>,
    private readonly code: string,
    private readonly thinkMs = 650,
    private readonly storage: () => Promise<IdbGameStore | null> = async () => null,
    private readonly kv: KeyValue | null = browserStorage(),
    /** For the search bots' worker (normal and hard); without it every bot plays easy. */
    private readonly engine: Engine | null = null,
  ) {}

  private get listKey(): string {
    return `hexknights.bots.${this.code}`;
  }

  /** The bots this page added to the room (kept so a reload resumes them). */
  saved(): SavedBot[] {
    try {
      return JSON.parse(this.kv?.getItem(this.listKey) ?? '[]') as SavedBot[];
    } catch {
      return [];
    }
  }

  /** After a reload: bring back every bot this page ran in the room, with its saved keys and log. */
  async resumeSaved(): Promise<void> {
    await Promise.all(this.saved().map((b) => this.add(b.name, b.color, false, b.level)));
  }

  /** Join one more bot to the room as `name` in `color` (or resume it, if its seat is saved). */
  async add(name: string, color: string, remember = true, level: Level = 'easy'): Promise<void> {
    this.error.value = null;
    this.names.value = [...this.names.value, name];
    if (remember) this.kv?.setItem(this.listKey, JSON.stringify([...this.saved(), { name, color, level }]));
    try {
      const idb = await this.storage();
      const storage = idb ? new BotRoomStorage(idb, `bot:${name}:`) : new MemoryRoomStorage();
      const deps = { ...(await this.deps()), storage, answerSlotMs: ANSWER_SLOT_MS, answerMoves: true };
      const room = await NetworkRoom.join(deps, roomPeerId(this.code), { name, color }, { ticket: this.ticket?.() });
      if (this.closed) return room.close();
      const running: RunningBot = { name, room, bot: null, stop: () => {} };
      // follow the replica: it is replaced when the room changes host
      running.stop = room.replica.subscribe((replica) => {
        running.bot?.stop();
        running.bot = null;
        if (!replica) return;
        if (level !== 'easy' && this.engine) {
          this.worker ??= new BotWorker(this.engine);
          // the search's own budget is its pause at the table (300-800 ms)
          running.bot = new WorkerBot(replica, this.worker, level, level === 'hard' ? 700 : 350);
        } else running.bot = new Bot(replica, heuristicStrategy(), realClock, Math.random, this.thinkMs);
        running.bot.start();
      });
      this.bots.push(running);
    } catch (e) {
      this.names.value = this.names.value.filter((n) => n !== name);
      if (remember) this.kv?.setItem(this.listKey, JSON.stringify(this.saved().filter((b) => b.name !== name)));
      this.error.value = `The bot could not join: ${(e as Error).message}`;
    }
  }

  close(): void {
    this.closed = true;
    for (const b of this.bots) {
      b.stop();
      b.bot?.stop();
      b.room.close();
    }
    this.bots.length = 0;
    this.worker?.close();
    this.worker = null;
  }
}
