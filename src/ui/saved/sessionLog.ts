// The narrated log of a networked game, kept per room in localStorage. The session does not say
// which action each entry carried, so the table narrates from view differences as entries arrive;
// a reloaded page (or a new replica after a host change) would otherwise start its log from the
// current position and show two lines. With this it continues the words it had, and narrates the
// gap from the saved position to now in one step.
import type { LogLine } from '../port';
import { browserStorage, type KeyValue } from './savedGames';

export interface SavedLines {
  /** The log position (next seq) the lines describe. */
  seq: number;
  lines: LogLine[];
}

export const LINES_PREFIX = 'hexknights.lines.';
const SAVE_EVERY_MS = 400;

export class SessionLogSaver {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private pending: SavedLines | null = null;
  private readonly flush = () => this.write();

  constructor(
    private readonly key: string,
    private readonly kv: KeyValue | null = browserStorage(),
  ) {
    if (typeof window !== 'undefined') window.addEventListener('pagehide', this.flush);
  }

  load(): SavedLines | null {
    try {
      const raw = this.kv?.getItem(LINES_PREFIX + this.key);
      const saved = raw ? (JSON.parse(raw) as SavedLines) : null;
      return saved && Array.isArray(saved.lines) && typeof saved.seq === 'number' ? saved : null;
    } catch {
      return null;
    }
  }

  save(seq: number, lines: LogLine[]): void {
    this.pending = { seq, lines };
    if (!this.timer) this.timer = setTimeout(this.flush, SAVE_EVERY_MS);
  }

  close(): void {
    this.write();
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', this.flush);
  }

  private write(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.pending) return;
    try {
      this.kv?.setItem(LINES_PREFIX + this.key, JSON.stringify(this.pending));
    } catch {
      /* storage full: the log is still on screen */
    }
    this.pending = null;
  }
}
