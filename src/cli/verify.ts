// `hexknights verify LOG [--json] [--partial]`: replay a finished game's log from nothing and report.
// Exit 0 for a whole game's valid log (a winner, and with sealed decks every card seed and the audit),
// 1 for an invalid one (including an unreadable file), 2 for bad usage, 3 for a valid log that is not
// a whole game (a prefix, or a finished game whose card audit lacks a seed): the report names what is
// missing. `--partial` says a prefix is meant, so a valid prefix exits 0.
import { readFile } from 'node:fs/promises';
import { parseArgs, UsageError, type ParsedArgs } from './args';
import { createEngine } from '../engine/index.js';
import { parseLogFile } from '../protocol/logFile.js';
import { fastVerify } from '../protocol/nodeEd25519.js';
import { loadWasmGroup } from '../protocol/cards/wasmGroup.js';
import { formatReport, verifyParsedLog, type VerifyReport } from '../session/log/verifyLog.js';

const USAGE = 'usage: hexknights verify LOG [--json] [--partial]';
/** Exit code of a valid log that is not a whole game's record. */
export const EXIT_INCOMPLETE = 3;

export async function verifyCommand(argv: string[]): Promise<number> {
  let args: ParsedArgs;
  try {
    args = parseArgs(argv, { switches: ['json', 'partial'] });
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`hexknights verify: ${e.message}\n${USAGE}`);
    return 2;
  }
  const json = args.flags.has('json');
  const partial = args.flags.has('partial');
  const files = args.positional;
  if (files.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = await readFile(files[0], 'utf8');
  } catch (e) {
    return print(unreadable(`cannot read ${files[0]}: ${(e as Error).message}`), json, partial);
  }
  // The group arithmetic in WebAssembly (loaded when the protocol is imported) and the engine.
  const [engine] = await Promise.all([createEngine(), loadWasmGroup()]);
  return print(verifyParsedLog(parseLogFile(text), engine, fastVerify), json, partial);
}

function unreadable(reason: string): VerifyReport {
  return {
    valid: false,
    finished: false,
    complete: false,
    missing: null,
    winner: null,
    winnerName: null,
    entries: 0,
    firstBadEntry: null,
    reason,
    cardsAudited: 0,
    gameId: null,
    mode: null,
    rules: null,
    turns: null,
    draws: 0,
    players: [],
  };
}

function print(report: VerifyReport, json: boolean, partial: boolean): number {
  console.log(json ? JSON.stringify(report) : formatReport(report));
  if (!report.valid) return 1;
  return report.complete || partial ? 0 : EXIT_INCOMPLETE;
}
