// Helpers for tests of `hexknights verify` on real files: a whole signed game written as a log file, and
// the command run with its printed output captured.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, vi } from 'vitest';
import { simulateSigned } from '../../src/cli/simulateSigned.js';
import { verifyCommand } from '../../src/cli/verify.js';

/** One whole signed game between bot replicas (`simulate --signed --log-dir`); returns its log's path. */
export async function signedLogFile(options: Omit<Parameters<typeof simulateSigned>[0], 'games' | 'json' | 'logDir'>): Promise<string> {
  const summary = (await simulateSigned({ ...options, games: 1, json: true, logDir: mkdtempSync(join(tmpdir(), 'hexknights-log-')) })) as any;
  expect(summary).toMatchObject({ games: 1, finished: 1, verified: 1, consistent: 1 });
  return summary.results[0].log;
}

/** Runs `hexknights verify ARGS` and returns its exit code and what it printed (restore mocks after each test). */
export async function runVerify(args: string[]): Promise<{ code: number; out: string }> {
  const output: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((s: string) => void output.push(s));
  vi.spyOn(console, 'error').mockImplementation((s: string) => void output.push(s));
  const code = await verifyCommand(args);
  return { code, out: output.join('\n') };
}

/** Writes `text` (a replica's log file) to a file and runs `hexknights verify FILE`, with `--json` and without; mocks restored. */
export async function verifyLogFileText(text: string): Promise<{ code: number; report: any; human: string }> {
  const path = join(mkdtempSync(join(tmpdir(), 'hexknights-log-')), 'game.json');
  writeFileSync(path, text);
  try {
    const { code, out } = await runVerify([path, '--json']);
    const human = (await runVerify([path])).out;
    return { code, report: JSON.parse(out), human };
  } finally {
    vi.restoreAllMocks();
  }
}
