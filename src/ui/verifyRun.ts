// The verify page's work, shared by its Web Worker (src/engine/coreWorker.ts with verifyCore.ts) and its in-page fallback:
// check a log file's text with the session's verifier (src/session/log/verifyLog.ts) and keep what the
// page draws (the report, the board the log replays to, the players' names and colours). Plain data
// only, so it crosses to the page by structured clone.
import type { Engine, Game, GameConfig, View } from '../engine/types';
import { verifyLogText, type VerifyReport } from '../session/log/verifyLog';
import { loadWasmGroup } from '../protocol/cards/wasmGroup';
import type { GameReplay } from '../session/log/replay';
import type { PlayerColor } from './port';
import { seatColors } from './playedColors';
import { checkRecord, isGameRecord, type RecordReport } from './gameRecord';

export interface VerifyResult {
  report: VerifyReport;
  view: View | null;
  names: string[];
  colors: PlayerColor[];
  ms: number;
}

/** Entries the log file lists (0 if it is not JSON with an entries array): the progress bar's end. */
export function entryCount(text: string): number {
  try {
    const entries = (JSON.parse(text) as { entries?: unknown }).entries;
    return Array.isArray(entries) ? entries.length : 0;
  } catch {
    return 0;
  }
}

/**
 * Counts the entries the replay has applied: every entry after the genesis applies one action or
 * supplies one beacon draw to the game, so the calls to `apply` and `supplyChance` are the progress.
 */
function counting(engine: Engine, tick: () => void): Engine {
  return {
    ...engine,
    newGame(config: GameConfig): Game {
      const game = engine.newGame(config);
      const apply = game.apply.bind(game);
      const supply = game.supplyChance.bind(game);
      game.apply = (seat, action) => (tick(), apply(seat, action));
      game.supplyChance = (values) => (tick(), supply(values));
      tick(); // the genesis entry (the rules check) and the first draw (the game starts) make a game
      return game;
    },
  };
}

type Progress = (done: number, total: number) => void;

/**
 * Verify a log file's text and replay its valid part to the last good position. `onProgress(done,
 * total)` is called now and then while it runs (entries checked so far, entries in the file).
 * Signatures go through the reference verifier, whose curve code is build/ristretto.wasm: the page
 * loads it at start (main.tsx); the worker calls verifyTextLoaded.
 */
export function verifyText(engine: Engine, text: string, onProgress?: Progress): VerifyResult {
  const t0 = performance.now();
  const { report, replay } = verifyLogText(text, progressEngine(engine, text, onProgress));
  return result(report, replay, t0);
}

/** A local game's record checked by its rules (gameRecord.ts): what the page shows instead of a log's report. */
export interface RecordResult {
  record: RecordReport;
  view: View;
  names: string[];
  colors: PlayerColor[];
  ms: number;
}

/** What the verify page checks: a signed log (verifyText), or a local game's record (its moves replayed). */
export function checkFile(engine: Engine, text: string, onProgress?: Progress): VerifyResult | RecordResult {
  const t0 = performance.now();
  const file = gameRecordIn(text);
  if (!file) return verifyText(engine, text, onProgress);
  return { ...checkRecord(engine, file), ms: performance.now() - t0 };
}

/** checkFile once the curve module is loaded: what the verify page's worker runs. */
export async function checkFileLoaded(engine: Engine, text: string, onProgress?: Progress): Promise<VerifyResult | RecordResult> {
  await loadWasmGroup();
  return checkFile(engine, text, onProgress);
}

/** The local game's record in `text`, if that is what it holds (a signed log, or anything else: null). */
function gameRecordIn(text: string) {
  try {
    const file: unknown = JSON.parse(text);
    return isGameRecord(file) ? file : null;
  } catch {
    return null;
  }
}

/** verifyText once the curve module is loaded: what the verify page's worker runs. */
export async function verifyTextLoaded(engine: Engine, text: string, onProgress?: Progress): Promise<VerifyResult> {
  await loadWasmGroup();
  return verifyText(engine, text, onProgress);
}

/** The engine, counting applied entries for `onProgress` when there is one. */
function progressEngine(engine: Engine, text: string, onProgress?: Progress): Engine {
  if (!onProgress) return engine;
  let done = 0;
  let lastReport = 0;
  const total = entryCount(text);
  const tick = () => {
    done++;
    const now = performance.now();
    if (now - lastReport > 50) {
      lastReport = now;
      onProgress(Math.min(done, total), total);
    }
  };
  return counting(engine, tick);
}

function result(report: VerifyReport, replay: GameReplay, t0: number): VerifyResult {
  let view: View | null = null;
  const names: string[] = [];
  const colors: PlayerColor[] = [];
  if (replay.genesis) {
    view = replay.view();
    const players = replay.genesis.players;
    // the colours the table painted (two who asked for red: the later one played in another)
    colors.push(...seatColors(players, replay.participantAt));
    for (let seat = 0; seat < players.length; seat++) names.push(players[replay.participantAt[seat] ?? seat]?.name ?? `Seat ${seat + 1}`);
  }
  return { report, view, names, colors, ms: performance.now() - t0 };
}
