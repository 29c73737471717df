// Bots in a networked room, run by the host's page: each is a full participant of its own (its own
// keys, its own PeerJS peer, its own replica, log and beacon reveals), joined through the same lobby
// handshake as a person, then played by the shared heuristic (src/bots). Its seat is kept in memory
// only: a bot lives as long as the page that hosts it (a reloaded host page loses its bots).
import { signal } from '@preact/signals';
import { Bot } from '../bots/bot';
import { heuristicStrategy } from '../bots/strategy';
import { realClock } from '../net/clock';
import { MemoryEntryStore } from '../session/log/entryStore';
import type { SavedSeat } from '../session/log/indexedDbStore';
import { NetworkRoom, roomPeerId, type RoomDeps, type RoomStorage } from '../session/room/roomNet';

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

interface RunningBot {
  name: string;
  room: NetworkRoom;
  bot: Bot | null;
  stop: () => void;
}

export class RoomBots {
  readonly names = signal<string[]>([]);
  readonly error = signal<string | null>(null);
  private readonly bots: RunningBot[] = [];
  private closed = false;

  /**
   * @param deps how to reach the room (the host's broker and engine); storage is replaced by memory
   * @param thinkMs how long a bot waits before each move
   */
  constructor(
    private readonly deps: () => Promise<Omit<RoomDeps, 'storage'>>,
    private readonly code: string,
    private readonly thinkMs = 650,
  ) {}

  /** Join one more bot to the room as `name` in `color`. */
  async add(name: string, color: string): Promise<void> {
    this.error.value = null;
    this.names.value = [...this.names.value, name];
    try {
      const deps = { ...(await this.deps()), storage: new MemoryRoomStorage() };
      const room = await NetworkRoom.join(deps, roomPeerId(this.code), { name, color });
      if (this.closed) return room.close();
      const running: RunningBot = { name, room, bot: null, stop: () => {} };
      // follow the replica: it is replaced when the room changes host
      running.stop = room.replica.subscribe((replica) => {
        running.bot?.stop();
        running.bot = null;
        if (!replica) return;
        running.bot = new Bot(replica, heuristicStrategy(), realClock, Math.random, this.thinkMs);
        running.bot.start();
      });
      this.bots.push(running);
    } catch (e) {
      this.names.value = this.names.value.filter((n) => n !== name);
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
  }
}
