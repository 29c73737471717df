// The soak's store: the Node twin of the page's IndexedDB store (session/log/indexedDbStore.ts) as a
// crash sees it. Every append, truncate and note is its own transaction; transactions commit in the
// order they were asked for, each a little (virtual) later; a load returns the contiguous prefix of
// entries. A crash kills the process mid-write: what committed stays, what did not is gone, and the
// dead replica's pending writes never answer. One `SavedLog` outlives crashes; each life of a replica
// opens a new `CrashableStore` over it.
import type { Clock } from '../net/clock.js';
import type { EntryStore } from '../session/log/entryStore.js';

/** What survives a crash: the committed entries and notes of one replica. */
export class SavedLog {
  readonly entries: Uint8Array[] = [];
  readonly notes = new Map<string, string>();
  /** Bytes committed (entries and notes), as IndexedDB would hold them before its own overhead. */
  get bytes(): number {
    let n = 0;
    for (const e of this.entries) n += e.length;
    for (const [k, v] of this.notes) n += k.length + v.length;
    return n;
  }
}

interface Pending {
  commit: () => void;
  resolve: () => void;
}

export class CrashableStore implements EntryStore {
  private readonly pending: Pending[] = [];
  private crashed = false;
  private draining = false;
  private next: number | null = null;
  /** Called as a write is asked for, before it commits: where a crash lands mid-write. */
  onWrite: ((store: CrashableStore) => void) | null = null;

  constructor(
    readonly saved: SavedLog,
    private readonly clock: Clock,
    private readonly commitMs: () => number,
  ) {}

  get writesInFlight(): number {
    return this.pending.length;
  }

  async load(): Promise<Uint8Array[]> {
    this.next = this.saved.entries.length;
    return this.saved.entries.map((e) => e.slice());
  }

  append(seq: number, bytes: Uint8Array): Promise<void> {
    if (this.crashed) return new Promise(() => {}); // a dead process's write never answers
    if (this.next !== null && seq !== this.next) return Promise.reject(new Error(`store expected seq ${this.next}, got ${seq}`));
    this.next = seq + 1;
    const copy = bytes.slice();
    return this.write(() => {
      // the page's store keys entries by seq: a put at an existing seq replaces it, a hole ends the log on load
      this.saved.entries.length = Math.min(this.saved.entries.length, seq);
      if (this.saved.entries.length === seq) this.saved.entries.push(copy);
    });
  }

  truncate(fromSeq: number): Promise<void> {
    this.next = fromSeq;
    return this.write(() => {
      this.saved.entries.length = Math.min(this.saved.entries.length, fromSeq);
    });
  }

  saveNote(key: string, value: string): Promise<void> {
    return this.write(() => this.saved.notes.set(key, value));
  }

  async loadNotes(): Promise<Map<string, string>> {
    return new Map(this.saved.notes);
  }

  /**
   * The process dies now. `committedInFlight` of the writes still in flight had reached the disk
   * (their transaction completed, the replica never heard so); the rest are lost. Nothing answers again.
   */
  crash(committedInFlight = 0): void {
    if (this.crashed) return;
    this.crashed = true;
    for (const p of this.pending.splice(0, committedInFlight)) p.commit();
    this.pending.length = 0;
  }

  private write(commit: () => void): Promise<void> {
    if (this.crashed) return new Promise(() => {});
    return new Promise((resolve) => {
      this.pending.push({ commit, resolve });
      this.onWrite?.(this);
      this.drain();
    });
  }

  /** Commit the oldest write after its latency, then the next: transactions on one store run in order. */
  private drain(): void {
    if (this.draining || this.crashed || this.pending.length === 0) return;
    this.draining = true;
    this.clock.setTimer(this.commitMs(), () => {
      this.draining = false;
      if (this.crashed) return;
      const p = this.pending.shift()!;
      p.commit();
      p.resolve();
      this.drain();
    });
  }
}
