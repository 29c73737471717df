// The rules a game was played with, as `hexknights verify` (human and --json) and the verify page
// report them: mode, layout, player count and variants, read from the signed genesis entry. The log is
// a whole signed game of Islands of Catan with the Robber is a Pirate variant, as
// `hexknights simulate --signed --layout islands --variants robberIsAPirate --log-dir` writes it.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { simulateSigned } from '../../src/cli/simulateSigned.js';
import { verifyCommand } from '../../src/cli/verify.js';
import { createEngine } from '../../src/engine/index.js';
import { rulesLine } from '../../src/ui/Verify';
import { verifyTextBatched } from '../../src/ui/verifyRun';
import { setupLine } from '../../src/ui/gameSetup';

let logPath: string;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hexknights-rules-'));
  const summary = (await simulateSigned({ players: 3, games: 1, seed: 7, logDir: dir, json: true, mode: 'base', layout: 'islands', variants: ['robberIsAPirate'] })) as any;
  expect(summary).toMatchObject({ games: 1, finished: 1, verified: 1, consistent: 1, variants: ['robberIsAPirate'] });
  logPath = summary.results[0].log;
}, 600_000); // only a guard against a hang: a whole signed game between replicas on a shared machine

afterEach(() => vi.restoreAllMocks());

async function verify(json: boolean): Promise<{ code: number; out: string }> {
  const output: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((s: string) => void output.push(s));
  const code = await verifyCommand([logPath, ...(json ? ['--json'] : [])]);
  return { code, out: output.join('\n') };
}

const RULES = { mode: 'base', layout: 'islands', players: 3, variants: ['robberIsAPirate'] };

describe('the rules in the verify report', () => {
  it('hexknights verify names mode, layout, players and variants from the genesis entry', async () => {
    const json = await verify(true);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toMatchObject({ valid: true, complete: true, mode: 'base', rules: RULES });
    const human = await verify(false);
    expect(human.code).toBe(0);
    expect(human.out).toMatch(/^game [0-9a-f]{32}, mode base, layout islands, 3 players, variants: robberIsAPirate$/m);
  });

  it('the verify page shows them in words, and the game header names the variant during play', async () => {
    const engine = await createEngine();
    const { report, view } = await verifyTextBatched(engine, readFileSync(logPath, 'utf8'));
    expect(report.rules).toEqual(RULES);
    expect(rulesLine(report.rules!)).toBe('Islands of Catan · 3 players · Robber is a pirate');
    expect(setupLine(view as never)).toBe('Islands of Catan · Robber is a pirate');
    expect(rulesLine({ mode: 'ck', layout: 'standard', players: 4, variants: [] })).toBe('Catan (3-4), or the 5-6 board · 4 players · no variants');
  }, 600_000); // only a guard against a hang on a loaded machine
});
