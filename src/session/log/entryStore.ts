// Where a replica keeps accepted entries so a reload or a crash rejoins from the log. The replica
// awaits `append` before it acknowledges an entry (broadcast, head, reveal), so anything a peer has
// seen acknowledged survives a restart. IndexedDB implements this in the browser (network issue).
// Beside the entries it keeps a few notes about them (replica/notes.ts): what a reload must not forget.
export interface EntryStore {
  /** All stored entries in seq order. */
  load(): Promise<Uint8Array[]>;
  /** Persist entry `seq`; resolves once it is durable. Appends arrive in seq order. */
  append(seq: number, bytes: Uint8Array): Promise<void>;
  /** Forget entries from `fromSeq` on (a takeover replaced them); resolves once durable. Next append: `fromSeq`. */
  truncate(fromSeq: number): Promise<void>;
  /** Keep `value` under `key` (replacing what was there); resolves once durable. Truncating keeps notes. */
  saveNote(key: string, value: string): Promise<void>;
  loadNotes(): Promise<Map<string, string>>;
}

export class MemoryEntryStore implements EntryStore {
  /** The stored entries; tests may set up a log by assigning it. */
  entries: Uint8Array[] = [];
  readonly notes = new Map<string, string>();

  async load(): Promise<Uint8Array[]> {
    return this.entries.map((e) => e.slice());
  }

  async append(seq: number, bytes: Uint8Array): Promise<void> {
    if (seq !== this.entries.length) throw new Error(`store expected seq ${this.entries.length}, got ${seq}`);
    this.entries.push(bytes.slice());
  }

  async truncate(fromSeq: number): Promise<void> {
    this.entries.length = Math.min(this.entries.length, fromSeq);
  }

  async saveNote(key: string, value: string): Promise<void> {
    this.notes.set(key, value);
  }

  async loadNotes(): Promise<Map<string, string>> {
    return new Map(this.notes);
  }

  get size(): number {
    return this.entries.length;
  }
}
