// `hexknights simulate ... --signed [--log-dir DIR]`: whole games between bot replicas over the full
// protocol (signed entries, beacon dice, a lossy reordering in-memory network), each log written as
// JSON and re-verified from its bytes.
import { loadWasmGroup } from '../protocol/cards/wasmGroup.js';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createEngine } from '../engine/index.js';
import { Table } from '../bots/table.js';
import { logToJson, parseLogFile } from '../protocol/logFile.js';
import { fastSign, fastVerify } from '../protocol/nodeEd25519.js';
import { rememberingVerifier } from '../protocol/memoVerify.js';
import { verifyParsedLog } from '../session/log/verifyLog.js';

export interface SignedGameSummary {
  seed: number;
  finished: boolean;
  winner: number | null;
  entries: number;
  turns: number | null;
  draws: number;
  sameStateOnEveryReplica: boolean;
  verified: boolean;
  reason: string | null;
  /** Sealed resource tokens the hand audit opened (0 where stolen cards are not sealed). */
  handTokensAudited: number;
  virtualSeconds: number;
  log?: string;
}

export async function simulateSigned(opts: {
  players: number;
  games: number;
  seed: number;
  logDir?: string;
  json: boolean;
  mode: string;
  layout?: string;
  variants?: string[];
  /** false: stolen cards in the open even where sealed hands fit (--open-hands). */
  sealedHands?: boolean;
}): Promise<object> {
  // Public card checks (reveals, point decoding, each log's audit) in WebAssembly, as the verifier does.
  const [engine] = await Promise.all([createEngine(), loadWasmGroup()]);
  if (opts.logDir) await mkdir(opts.logDir, { recursive: true });
  const games: SignedGameSummary[] = [];
  for (let g = 0; g < opts.games; g++) {
    const seed = (opts.seed + g) >>> 0;
    // Every replica checks every entry and head; in one process one check per signature is enough.
    const verify = rememberingVerifier(fastVerify);
    const table = new Table({
      engine,
      players: opts.players,
      mode: opts.mode,
      layout: opts.layout,
      variants: opts.variants,
      sealedHands: opts.sealedHands !== false, // stolen cards sealed where the mode has it (3+ players)
      seed,
      sign: fastSign,
      verify,
      strategies: ['heuristic', 'random'],
      faults: { delayMs: [2, 40], loss: 0.02, duplicate: 0.01, reorder: 0.05, reorderMs: 60 },
    });
    await table.open();
    await table.run();
    table.close();
    const hashes = new Set(table.seats.map((s) => s.replica.replay.game?.hash() ?? ''));
    const heads = new Set(table.seats.map((s) => s.replica.head.value.hash));
    const text = JSON.stringify(logToJson([...table.log]));
    const report = verifyParsedLog(parseLogFile(text), engine, verify);
    const summary: SignedGameSummary = {
      seed,
      finished: report.finished,
      winner: report.winner,
      entries: report.entries,
      turns: report.turns,
      draws: report.draws,
      sameStateOnEveryReplica: hashes.size === 1 && heads.size === 1,
      verified: report.valid,
      reason: report.reason,
      handTokensAudited: report.handTokensAudited ?? 0,
      virtualSeconds: Math.round(table.clock.now() / 1000),
    };
    if (opts.logDir) {
      summary.log = join(opts.logDir, `game-${seed}.json`);
      await writeFile(summary.log, text + '\n');
    }
    games.push(summary);
  }
  return {
    signed: true,
    mode: opts.mode,
    layout: opts.layout ?? 'standard',
    variants: opts.variants ?? [],
    players: opts.players,
    games: games.length,
    finished: games.filter((g) => g.finished).length,
    verified: games.filter((g) => g.verified).length,
    consistent: games.filter((g) => g.sameStateOnEveryReplica).length,
    entries: games.reduce((n, g) => n + g.entries, 0),
    results: games,
  };
}
