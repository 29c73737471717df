// Plays soak games one after another and judges each: finished (every replica up, finished, on one
// head), verified (the log replays whole from its bytes, card audit included, and every replica's
// store holds exactly that log), and lost (entries a store had committed at some crash that the final
// log does not hold at their place: must be 0).
import { createEngine } from '../engine/index.js';
import type { Engine } from '../engine/types.js';
import { bytesEqual } from '../protocol/bytes.js';
import { decodeCanonical } from '../protocol/canonicalJson.js';
import { decodeEntry } from '../protocol/entry.js';
import { loadWasmGroup } from '../protocol/cards/wasmGroup.js';
import { logToJson, parseLogFile } from '../protocol/logFile.js';
import { rememberingVerifier } from '../protocol/memoVerify.js';
import { fastSign, fastVerify } from '../protocol/nodeEd25519.js';
import { verifyParsedLog } from '../session/log/verifyLog.js';
import { FAULT_KINDS, SoakGame, type FaultKind } from './soakTable.js';

export interface SoakMode {
  rules: string;
  players: number;
  layout?: string;
  /** Stolen cards sealed where the mode has it (unless --open-hands; docs/cards.md "Private resource moves"). */
  sealedHands?: boolean;
}

/** `--rules all`: every mode, each board family, in turn. */
export const ALL_MODES: SoakMode[] = [
  { rules: 'base', players: 4 },
  { rules: 'ck', players: 4 },
  { rules: 'ckba', players: 4 },
  { rules: 'base', players: 2 }, // Catan for Two
  { rules: 'base', players: 4, layout: 'islands' },
  { rules: 'base', players: 3 },
  { rules: 'ck', players: 3 },
  { rules: 'base', players: 5, layout: 'bigIslands' },
  { rules: 'base', players: 6 },
  { rules: 'ck', players: 5 },
];

export interface SoakGameResult {
  seed: number;
  mode: string;
  finished: boolean;
  verified: boolean;
  lost: number;
  entries: number;
  /** Moves the host made for a player idle past the turn limit, or gone (proxy): what the idle faults and long crashes caused. */
  standIns: number;
  proxyMoves: number;
  virtualSeconds: number;
  faults: Record<FaultKind, number>;
  /** Why it did not finish or verify, or null. */
  problem: string | null;
}

export interface SoakReport {
  games: number;
  finished: number;
  verified: number;
  lost: number;
  stuck: number;
  faults: Record<FaultKind, number>;
  entries: number;
  standIns: number;
  proxyMoves: number;
  wallSeconds: number;
  gamesPerMinute: number;
  modes: Record<string, { games: number; finished: number; verified: number; lost: number; wallSeconds: number }>;
  failures: SoakGameResult[];
}

/** The mode string the engine takes: the standard 5-6 board from the name, a named layout its own. */
export function modeName(m: SoakMode): string {
  return m.players > 4 && !m.layout ? `${m.rules}56` : m.rules;
}

export function modeLabel(m: SoakMode): string {
  const two = m.rules === 'base' && m.players === 2 ? ' (Catan for Two)' : '';
  return `${m.rules} ${m.players}p${m.layout ? ` ${m.layout}` : ''}${two}`;
}

/** Host entries that moved for a player: stand-ins (idle past the turn limit) and proxy moves (gone). */
export function movesForOthers(log: readonly Uint8Array[]): { standIns: number; proxyMoves: number } {
  let standIns = 0;
  let proxyMoves = 0;
  for (const bytes of log) {
    const e = decodeEntry(bytes);
    if (e.kind !== 'beacon') continue;
    const body = decodeCanonical(e.body) as Record<string, unknown>;
    if ('standIn' in body) standIns++;
    else if ('proxy' in body) proxyMoves++;
  }
  return { standIns, proxyMoves };
}

/** Entries some store had committed that `log` does not hold at their place. */
export function lostEntries(durableLogs: readonly (readonly Uint8Array[])[], log: readonly Uint8Array[]): number {
  let lost = 0;
  for (const durable of durableLogs)
    durable.forEach((e, k) => {
      if (!log[k] || !bytesEqual(e, log[k])) lost++;
    });
  return lost;
}

export async function playSoakGame(engine: Engine, mode: SoakMode, seed: number, faultEveryMs?: number): Promise<SoakGameResult> {
  // every replica checks every signature; in one process one check per signature is enough
  const verify = rememberingVerifier(fastVerify);
  const game = new SoakGame({
    engine,
    mode: modeName(mode),
    players: mode.players,
    layout: mode.layout,
    seed,
    sign: fastSign,
    verify,
    faultEveryMs,
    sealedHands: mode.sealedHands,
  });
  await game.open();
  const settled = await game.run();
  const replicas = game.seats.map((s) => s.replica);
  const heads = new Set(replicas.map((r) => r?.head.value.hash));
  const finished = settled && heads.size === 1 && replicas.every((r) => r && r.finished.value && !r.halted);
  game.close();
  const log = finished ? game.log : game.seats.map((s) => s.saved.entries).reduce((a, b) => (b.length > a.length ? b : a));
  const lost = lostEntries(
    game.seats.flatMap((s) => [...s.durableAtCrash, s.saved.entries]),
    log,
  );
  const report = verifyParsedLog(parseLogFile(JSON.stringify(logToJson([...log]))), engine, verify);
  const storesWhole = game.seats.every((s) => s.saved.entries.length === log.length);
  const verified = report.valid && report.complete && storesWhole;
  let problem: string | null = null;
  if (!finished) {
    const halted = game.seats
      .map((s, i) => (s.replica?.fork.value ? `p${i} halted on a fork at ${s.replica.fork.value.seq} with p${s.replica.fork.value.participant}` : null))
      .filter(Boolean);
    const at = game.seats.map((s, i) => `p${i}@${s.replica?.head.value.seq ?? 'down'}`).join(' ');
    problem = `not finished after ${Math.round(game.clock.now() / 1000)} s: ${halted.join('; ') || 'no halt'}; heads ${at}`;
  } else if (!verified) problem = report.reason ?? report.missing ?? (storesWhole ? 'unverified' : 'a store does not hold the whole log');
  return {
    seed,
    mode: modeLabel(mode),
    finished,
    verified,
    lost,
    entries: log.length,
    ...movesForOthers(log),
    virtualSeconds: Math.round(game.clock.now() / 1000),
    faults: Object.fromEntries(game.faults) as Record<FaultKind, number>,
    problem,
  };
}

export async function soak(opts: {
  modes: SoakMode[];
  games: number;
  seed: number;
  faultEveryMs?: number;
  onGame?: (result: SoakGameResult, index: number) => void;
}): Promise<SoakReport> {
  const [engine] = await Promise.all([createEngine(), loadWasmGroup()]);
  const started = performance.now();
  const faults = Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>;
  const report: SoakReport = {
    games: 0,
    finished: 0,
    verified: 0,
    lost: 0,
    stuck: 0,
    faults,
    entries: 0,
    standIns: 0,
    proxyMoves: 0,
    wallSeconds: 0,
    gamesPerMinute: 0,
    modes: {},
    failures: [],
  };
  for (let g = 0; g < opts.games; g++) {
    const mode = opts.modes[g % opts.modes.length];
    const gameStarted = performance.now();
    const r = await playSoakGame(engine, mode, (opts.seed + g) >>> 0, opts.faultEveryMs);
    const m = (report.modes[r.mode] ??= { games: 0, finished: 0, verified: 0, lost: 0, wallSeconds: 0 });
    m.games++;
    m.wallSeconds = round(m.wallSeconds + (performance.now() - gameStarted) / 1000);
    report.games++;
    if (r.finished) report.finished++, m.finished++;
    else report.stuck++;
    if (r.verified) report.verified++, m.verified++;
    report.lost += r.lost;
    m.lost += r.lost;
    report.entries += r.entries;
    report.standIns += r.standIns;
    report.proxyMoves += r.proxyMoves;
    for (const k of FAULT_KINDS) faults[k] += r.faults[k];
    if (r.problem || r.lost) report.failures.push(r);
    opts.onGame?.(r, g);
  }
  report.wallSeconds = round((performance.now() - started) / 1000);
  report.gamesPerMinute = round(report.games / Math.max(report.wallSeconds / 60, 1e-9));
  return report;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
