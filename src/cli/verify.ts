// `hexknights verify LOG [--json]`: replay a finished game's log from nothing and report.
// Exit 0 for a valid log, 1 for an invalid one (including an unreadable file), 2 for bad usage.
import { readFile } from 'node:fs/promises';
import { createEngine } from '../engine/index.js';
import { parseLogFile } from '../protocol/logFile.js';
import { fastVerify } from '../protocol/nodeEd25519.js';
import { formatReport, verifyParsedLog, type VerifyReport } from '../session/log/verifyLog.js';

const USAGE = 'usage: hexknights verify LOG [--json]';

export async function verifyCommand(args: string[]): Promise<number> {
  const json = args.includes('--json');
  const files = args.filter((a) => a !== '--json');
  if (files.length !== 1 || files[0].startsWith('--')) {
    console.error(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = await readFile(files[0], 'utf8');
  } catch (e) {
    return print(unreadable(`cannot read ${files[0]}: ${(e as Error).message}`), json);
  }
  const engine = await createEngine();
  return print(verifyParsedLog(parseLogFile(text), engine, fastVerify), json);
}

function unreadable(reason: string): VerifyReport {
  return {
    valid: false, finished: false, winner: null, winnerName: null, entries: 0, firstBadEntry: null, reason,
    cardsAudited: 0, gameId: null, mode: null, turns: null, draws: 0, players: [],
  };
}

function print(report: VerifyReport, json: boolean): number {
  console.log(json ? JSON.stringify(report) : formatReport(report));
  return report.valid ? 0 : 1;
}
