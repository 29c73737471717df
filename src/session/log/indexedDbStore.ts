// Browser persistence in IndexedDB: every accepted log entry (the session's EntryStore, written and
// committed before the replica acknowledges it) and, per room, the player's secrets and seat, so a
// reloaded or crashed tab rejoins from its own log.
//
// Database `hexknights` (version 2; version 1 had no notes):
//   entries  key [room, seq]   value { room, seq, bytes }
//   notes    key [room, key]   value { room, key, value }   (what a replica keeps beside its entries)
//   seats    key room          value SavedSeat
import type { EntryStore } from './entryStore.js';
import type { SavedLobby } from '../room/lobbySeats.js';

export interface SavedSeat {
  /** The room code (the host's peer id); also the key of this game's entries. */
  room: string;
  /** 64 bytes that recreate the player's identity (`createIdentity(beaconLength, seed)`). */
  seed: Uint8Array;
  beaconLength: number;
  name: string;
  color: string;
  /** Participant index in the genesis entry, once known (null while in the lobby). */
  participant: number | null;
  gameId: string | null;
  /** Whether this tab created the room. */
  created: boolean;
  /** The creator's lobby while the game has not started (a reload reopens it: room/lobbySeats.ts). */
  lobby?: SavedLobby;
  /** A guest: the host key (hex) that signed its welcome; the genesis must name it as its host (room/invite.ts). */
  hostKey?: string;
  /** A guest: the table secret from its welcome, which names the room's second id (room/tableId.ts). */
  table?: string;
  updatedAt: number;
}

export type Durability = 'strict' | 'relaxed' | 'default';

const DB_NAME = 'hexknights';
const DB_VERSION = 2;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** One room's log entries from `fromSeq` on. */
const roomRange = (room: string, fromSeq = 0) => IDBKeyRange.bound([room, fromSeq], [room, Number.MAX_SAFE_INTEGER]);

/** One room's notes. */
const notesRange = (room: string) => IDBKeyRange.bound([room, ''], [room, '\uffff']);

export class IdbGameStore {
  private constructor(
    private readonly db: IDBDatabase,
    readonly durability: Durability,
  ) {}

  static async open(options: { name?: string; durability?: Durability; factory?: IDBFactory } = {}): Promise<IdbGameStore> {
    const factory = options.factory ?? globalThis.indexedDB;
    if (!factory) throw new Error('this browser has no IndexedDB: the game cannot be saved');
    const req = factory.open(options.name ?? DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains('entries')) db.createObjectStore('entries', { keyPath: ['room', 'seq'] });
      if (!db.objectStoreNames.contains('seats')) db.createObjectStore('seats', { keyPath: 'room' });
      if (!db.objectStoreNames.contains('notes')) db.createObjectStore('notes', { keyPath: ['room', 'key'] });
    };
    const db = await request(req);
    return new IdbGameStore(db, options.durability ?? 'strict');
  }

  /** The EntryStore for one room's log. */
  entries(room: string): IdbEntryStore {
    return new IdbEntryStore(this, room);
  }

  async saveSeat(seat: SavedSeat): Promise<void> {
    const tx = this.tx('seats', 'readwrite');
    tx.objectStore('seats').put({ ...seat, seed: seat.seed.slice(), updatedAt: Date.now() });
    await committed(tx);
  }

  async loadSeat(room: string): Promise<SavedSeat | null> {
    const tx = this.tx('seats', 'readonly');
    const value = (await request(tx.objectStore('seats').get(room))) as SavedSeat | undefined;
    return value ? { ...value, seed: new Uint8Array(value.seed) } : null;
  }

  /** Delete a room's seats and logs: this player's and those of the bots its page ran there (`bot:NAME:` + room, ui/netBots.ts). */
  async forgetRoom(room: string): Promise<void> {
    const tx = this.tx(['seats', 'entries', 'notes'], 'readwrite');
    const seats = tx.objectStore('seats');
    for (const key of (await request(seats.getAllKeys())) as string[]) {
      if (key !== room && !(key.startsWith('bot:') && key.endsWith(`:${room}`))) continue;
      seats.delete(key);
      tx.objectStore('entries').delete(roomRange(key));
      tx.objectStore('notes').delete(notesRange(key));
    }
    await committed(tx);
  }

  close(): void {
    this.db.close();
  }

  /** @internal */
  tx(stores: string | string[], mode: IDBTransactionMode): IDBTransaction {
    if (mode === 'readwrite' && this.durability !== 'default') {
      return this.db.transaction(stores, mode, { durability: this.durability });
    }
    return this.db.transaction(stores, mode);
  }
}

export class IdbEntryStore implements EntryStore {
  private next: number | null = null;

  constructor(
    private readonly owner: IdbGameStore,
    readonly room: string,
  ) {}

  async load(): Promise<Uint8Array[]> {
    const tx = this.owner.tx('entries', 'readonly');
    const rows = (await request(tx.objectStore('entries').getAll(roomRange(this.room)))) as { seq: number; bytes: Uint8Array }[];
    const out: Uint8Array[] = [];
    for (const row of rows) {
      if (row.seq !== out.length) break; // a hole: keep the contiguous prefix
      out.push(new Uint8Array(row.bytes));
    }
    this.next = out.length;
    return out;
  }

  /** Resolves once the transaction has committed (with the store's durability). */
  async append(seq: number, bytes: Uint8Array): Promise<void> {
    if (this.next !== null && seq !== this.next) throw new Error(`store expected seq ${this.next}, got ${seq}`);
    const tx = this.owner.tx('entries', 'readwrite');
    tx.objectStore('entries').put({ room: this.room, seq, bytes: bytes.slice() });
    await committed(tx);
    this.next = seq + 1;
  }

  async truncate(fromSeq: number): Promise<void> {
    const tx = this.owner.tx('entries', 'readwrite');
    tx.objectStore('entries').delete(roomRange(this.room, fromSeq));
    await committed(tx);
    this.next = fromSeq;
  }

  async saveNote(key: string, value: string): Promise<void> {
    const tx = this.owner.tx('notes', 'readwrite');
    tx.objectStore('notes').put({ room: this.room, key, value });
    await committed(tx);
  }

  async loadNotes(): Promise<Map<string, string>> {
    const tx = this.owner.tx('notes', 'readonly');
    const rows = (await request(tx.objectStore('notes').getAll(notesRange(this.room)))) as { key: string; value: string }[];
    return new Map(rows.map((r) => [r.key, r.value]));
  }
}
