// The lobby's list of games this browser can go back to. A reload must never lose a game, so every
// game this page starts or joins is listed here (localStorage, small) until it ends or the player
// forgets it: local games keep their moves (localGame.ts), networked ones their log in IndexedDB
// (src/session/log/indexedDbStore.ts) under the room's peer id; a game that leaves the list takes
// its saved data with it (`onDrop`, wired in App.tsx). The address names the game too
// (`#game=ID`, `#room=CODE`), so a reload reopens it without the lobby.

export interface SavedBot {
  name: string;
  color: string;
  /** easy when absent (bots saved before levels). */
  level?: 'easy' | 'normal' | 'hard';
}

export interface SavedGame {
  kind: 'local' | 'room';
  /** Local: the save's id. Room: the room code people type. */
  id: string;
  /** "Cities & Knights, 4 players": the list's words when `game` is absent (games saved before it). */
  title: string;
  /** The rules and seat count, which the lobby names in its own language. */
  game?: { mode: string; players: number; layout?: string };
  /** Who this browser plays, for the list. */
  name: string;
  updatedAt: number;
  finished: boolean;
  /** Host only: the bots this page runs in the room (their keys and logs are saved beside ours). */
  bots?: SavedBot[];
}

const KEY = 'hexknights.games';
/** Older finished games are dropped first; a list, not an archive. */
const KEEP = 12;

/** Storage for tests (vitest runs in Node without localStorage). */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function browserStorage(): KeyValue | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (some private modes)
  }
}

export class SavedGames {
  /** Called for every game that leaves the list (forgotten, or an old finished one trimmed), to delete what it saved. */
  onDrop: (game: SavedGame) => void = () => {};

  constructor(private readonly kv: KeyValue | null = browserStorage()) {}

  list(): SavedGame[] {
    try {
      const all = JSON.parse(this.kv?.getItem(KEY) ?? '[]') as SavedGame[];
      return Array.isArray(all) ? all.sort((a, b) => b.updatedAt - a.updatedAt) : [];
    } catch {
      return [];
    }
  }

  /** Unfinished games, newest first: what the lobby offers to resume. */
  unfinished(): SavedGame[] {
    return this.list().filter((g) => !g.finished);
  }

  get(kind: SavedGame['kind'], id: string): SavedGame | null {
    return this.list().find((g) => g.kind === kind && g.id === id) ?? null;
  }

  /** Add or update a game (fields given replace the old ones). */
  remember(game: Omit<SavedGame, 'updatedAt' | 'finished'> & Partial<Pick<SavedGame, 'finished'>>): void {
    const old = this.get(game.kind, game.id);
    this.write([
      { ...old, finished: false, ...game, updatedAt: Date.now() } as SavedGame,
      ...this.list().filter((g) => g !== old && !(g.kind === game.kind && g.id === game.id)),
    ]);
  }

  update(kind: SavedGame['kind'], id: string, patch: Partial<SavedGame>): void {
    const old = this.get(kind, id);
    if (old) this.remember({ ...old, ...patch });
  }

  forget(kind: SavedGame['kind'], id: string): void {
    this.write(this.list().filter((g) => !(g.kind === kind && g.id === id)));
  }

  private write(games: SavedGame[]): void {
    // keep every unfinished game; trim finished ones beyond KEEP
    const keep = games.filter((g, i) => !g.finished || i < KEEP);
    const kept = (g: SavedGame) => keep.some((k) => k.kind === g.kind && k.id === g.id);
    const dropped = this.list().filter((g) => !kept(g));
    try {
      this.kv?.setItem(KEY, JSON.stringify(keep));
    } catch {
      /* full or disabled: the game still plays, it just cannot be listed */
    }
    dropped.forEach(this.onDrop);
  }
}

/** The one list this page uses. */
export const savedGames = new SavedGames();

/** Put `hash` in the address without a history step (so Back still leaves the site). */
export function setHash(hash: string): void {
  if (typeof location === 'undefined' || location.hash === hash) return;
  history.replaceState(null, '', hash || location.pathname + location.search);
}
