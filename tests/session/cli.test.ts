// The verify command on real files: a simulated signed game verifies; a tampered copy does not, and
// the report names the entry and the reason.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { simulateSigned } from '../../src/cli/simulateSigned.js';
import { verifyCommand } from '../../src/cli/verify.js';
import { fromBase64, toBase64 } from '../../src/protocol/bytes.js';

let dir: string;
let logPath: string;
let ckLogPath: string;
let output: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hexknights-verify-'));
  const summary = (await simulateSigned({ players: 4, games: 1, seed: 11, logDir: dir, json: true, mode: 'base' })) as any;
  expect(summary).toMatchObject({ games: 1, finished: 1, verified: 1, consistent: 1 });
  logPath = summary.results[0].log;
  const ck = (await simulateSigned({ players: 4, games: 1, seed: 3, logDir: dir, json: true, mode: 'ck' })) as any;
  expect(ck).toMatchObject({ games: 1, finished: 1, verified: 1 });
  ckLogPath = ck.results[0].log;
}, 600_000); // only a guard against a hang: whole signed games between replicas on a shared 2-core machine

afterEach(() => vi.restoreAllMocks());

async function verify(path: string, json = true, ...flags: string[]): Promise<{ code: number; out: any }> {
  output = [];
  vi.spyOn(console, 'log').mockImplementation((s: string) => void output.push(s));
  vi.spyOn(console, 'error').mockImplementation((s: string) => void output.push(s));
  const code = await verifyCommand([path, ...(json ? ['--json'] : []), ...flags]);
  return { code, out: json ? JSON.parse(output.join('\n')) : output.join('\n') };
}

function tampered(edit: (log: any) => void, from = logPath): string {
  const log = JSON.parse(readFileSync(from, 'utf8'));
  edit(log);
  const path = join(dir, `tampered-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, JSON.stringify(log));
  return path;
}

describe('hexknights verify', () => {
  it('accepts the simulated game and reports it', async () => {
    const { code, out } = await verify(logPath);
    expect(code).toBe(0);
    // A signed base game deals its development deck from the encrypted shuffle: the audit covers its 25 cards.
    expect(out).toMatchObject({ valid: true, finished: true, complete: true, firstBadEntry: null, reason: null, cardsAudited: 25 });
    expect(out.winner).toBeTypeOf('number');
    expect(out.entries).toBeGreaterThan(100);
    const human = await verify(logPath, false);
    expect(human.code).toBe(0);
    expect(human.out).toMatch(/VALID log, finished game/);
    expect(human.out).toMatch(/winner: bot\d \(seat \d\)/);
    expect(human.out).toMatch(/development cards audited: 25/);
  });

  it('names the entry with a flipped body byte', async () => {
    const path = tampered((log) => {
      const body = fromBase64(log.entries[50].body);
      body[body.length - 2] ^= 1;
      log.entries[50].body = toBase64(body);
    });
    const { code, out } = await verify(path);
    expect(code).toBe(1);
    expect(out).toMatchObject({ valid: false, firstBadEntry: 50 });
    expect(out.reason).toMatch(/^entry 50: (bad signature|body is not)/);
  });

  it('names dropped, swapped and truncated-field entries', async () => {
    const dropped = await verify(tampered((log) => log.entries.splice(30, 1)));
    expect(dropped.out).toMatchObject({ valid: false, firstBadEntry: 30 });
    expect(dropped.out.reason).toMatch(/out of order/);
    const swapped = await verify(tampered((log) => ([log.entries[40], log.entries[41]] = [log.entries[41], log.entries[40]])));
    expect(swapped.out.reason).toMatch(/^entry 41: out of order/);
    const broken = await verify(tampered((log) => (log.entries[10].sig = 'not base64')));
    expect(broken.out).toMatchObject({ valid: false, firstBadEntry: 10 });
    expect(broken.out.reason).toMatch(/malformed entry \(sig/);
    const extra = await verify(tampered((log) => log.entries.push(log.entries[log.entries.length - 1])));
    expect(extra.code).toBe(1);
    expect(extra.out.reason).toMatch(/replayed entry/);
  });

  it('calls a truncated log incomplete, not valid, unless --partial says a prefix is meant', async () => {
    const path = tampered((log) => log.entries.splice(200));
    const { code, out } = await verify(path);
    expect(code).toBe(3);
    expect(out).toMatchObject({ valid: true, finished: false, complete: false, firstBadEntry: null });
    expect(out.missing).toMatch(/not finished: the log ends after entry 199/);
    const human = await verify(path, false);
    expect(human.code).toBe(3);
    expect(human.out).toMatch(/^INCOMPLETE log .*missing the game is not finished/);
    expect((await verify(path, true, '--partial')).code).toBe(0);
  });

  it('a finished C&K game verifies only with every card seed: a stripped seed is named', async () => {
    const whole = await verify(ckLogPath);
    expect(whole.code).toBe(0);
    expect(whole.out).toMatchObject({ valid: true, finished: true, complete: true, missing: null, cardsAudited: 54 });
    const seedOf = (e: any) => /^\{"cards":\{"seed"/.test(Buffer.from(e.body, 'base64').toString());
    const stripped = tampered((log) => {
      const last = log.entries.findLastIndex(seedOf);
      log.entries.splice(last);
    }, ckLogPath);
    const { code, out } = await verify(stripped);
    expect(code).toBe(3);
    expect(out).toMatchObject({ valid: true, finished: true, complete: false, cardsAudited: 0 });
    expect(out.missing).toMatch(/card audit: no card seed from participant \d/);
    const human = await verify(stripped, false);
    expect(human.code).toBe(3);
    expect(human.out).toMatch(/INCOMPLETE log .*finished game.*card seed from participant/);
  });

  it('rejects files that are not logs, and bad usage', async () => {
    const notJson = join(dir, 'garbage.json');
    writeFileSync(notJson, '{"format": "something else"');
    expect((await verify(notJson)).code).toBe(1);
    expect((await verify(join(dir, 'missing.json'))).out.reason).toMatch(/cannot read/);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await verifyCommand([])).toBe(2);
  });
});
