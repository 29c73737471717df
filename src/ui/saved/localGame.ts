// A local game (engine and bots in this page) survives a reload: its config, seats and every move
// applied so far are kept in localStorage, and replaying the moves on a fresh engine game with the
// same seed gives the same position (the engine is deterministic: same inputs, same state, same
// hash). The narrated log is kept with it, so the reloaded table shows the whole game in words.
import { effect } from '@preact/signals';
import type { Action, GameConfig } from '../../engine/types';
import type { LogLine, SeatInfo } from '../port';
import type { LocalTable } from '../localTable';
import { browserStorage, type KeyValue } from './savedGames';

export interface LocalSave {
  id: string;
  config: GameConfig;
  seats: SeatInfo[];
  me: number;
  /** Every applied move in order: [seat, action]. */
  moves: [number, Action][];
  lines: LogLine[];
}

const PREFIX = 'hexknights.local.';
/** Writes are batched: a bot game applies many moves a second. The page's pagehide flushes the rest. */
const SAVE_EVERY_MS = 250;

export function newLocalId(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
}

export function loadLocal(id: string, kv: KeyValue | null = browserStorage()): LocalSave | null {
  try {
    const raw = kv?.getItem(PREFIX + id);
    return raw ? (JSON.parse(raw) as LocalSave) : null;
  } catch {
    return null;
  }
}

export function dropLocal(id: string, kv: KeyValue | null = browserStorage()): void {
  kv?.removeItem(PREFIX + id);
}

/** Keeps `table`'s save up to date until the returned function is called (which writes once more). */
export function keepSaved(id: string, table: LocalTable, kv: KeyValue | null = browserStorage(), onFinished?: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let saved = -1;
  const write = () => {
    timer = null;
    if (saved === table.moves.length) return;
    saved = table.moves.length;
    const save: LocalSave = { id, config: table.config, seats: table.seats.value, me: table.me, moves: table.moves, lines: table.log.value };
    try {
      kv?.setItem(PREFIX + id, JSON.stringify(save));
    } catch {
      /* storage full: the game plays on unsaved */
    }
    if (table.view.value.winner != null) onFinished?.();
  };
  const stop = effect(() => {
    void table.log.value; // a new line after every applied move
    if (!timer) timer = setTimeout(write, SAVE_EVERY_MS);
  });
  const flush = () => {
    if (timer) clearTimeout(timer);
    write();
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  return () => {
    stop();
    flush();
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', flush);
  };
}

/**
 * A local game as a scenario file (DESIGN.md: the game's config and every move, `p` the seat): there
 * is no signed log without a network, but `npx hexknights scenario FILE` and the verify page replay and check it.
 */
export function scenarioFile(table: Pick<LocalTable, 'config' | 'moves' | 'seats'>): string {
  // the seats' names and colours too, so the verify page draws the game as it was played
  const seats = table.seats.value.map(({ name, color }) => ({ name, color }));
  return JSON.stringify({ ...table.config, seats, actions: table.moves.map(([p, action]) => ({ p, ...action })) });
}
