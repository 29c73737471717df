// The rules a game was played with, as `hexknights verify` (human and --json) and the verify page
// report them: mode, layout, player count and variants, read from the signed genesis entry. The log is
// a whole signed game of Islands of Catan with the Robber is a Pirate variant, as
// `hexknights simulate --signed --layout islands --variants robberIsAPirate --log-dir` writes it.
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEngine } from '../../src/engine/index.js';
import { rulesLine } from '../../src/ui/Verify';
import { verifyTextLoaded } from '../../src/ui/verifyRun';
import { setupLine } from '../../src/ui/gameSetup';
import { runVerify, signedLogFile } from './verifyCli';

let logPath: string;

beforeAll(async () => {
  logPath = await signedLogFile({ players: 3, seed: 7, mode: 'base', layout: 'islands', variants: ['robberIsAPirate'] });
}, 600_000); // only a guard against a hang: a whole signed game between replicas on a shared machine

afterEach(() => vi.restoreAllMocks());

const RULES = { mode: 'base', layout: 'islands', players: 3, variants: ['robberIsAPirate'] };

describe('the rules in the verify report', () => {
  it('hexknights verify names mode, layout, players and variants from the genesis entry', async () => {
    const json = await runVerify([logPath, '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toMatchObject({ valid: true, complete: true, mode: 'base', rules: RULES });
    const human = await runVerify([logPath]);
    expect(human.code).toBe(0);
    expect(human.out).toMatch(/^game [0-9a-f]{32}, mode base, layout islands, 3 players, variants: robberIsAPirate$/m);
  });

  it('the verify page shows them in words, and the game header names the variant during play', async () => {
    const engine = await createEngine();
    const { report, view } = await verifyTextLoaded(engine, readFileSync(logPath, 'utf8'));
    expect(report.rules).toEqual(RULES);
    expect(rulesLine(report.rules!)).toBe('Islands of Catan · 3 players · Robber is a pirate');
    expect(setupLine(view as never)).toBe('Islands of Catan · Robber is a pirate');
    expect(rulesLine({ mode: 'ck', layout: 'standard', players: 4, variants: [] })).toBe('Standard board · 4 players · no variants');
    expect(rulesLine({ mode: 'base56', layout: 'standard', players: 6, variants: ['handsUp'] })).toBe('Standard 5-6 player board · 6 players · Hands up');
  }, 600_000); // only a guard against a hang on a loaded machine
});
