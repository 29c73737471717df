// A whole signed ckba game between bot replicas verifies from its log, with the mode name as the only
// change to the session; a landing roll is a beacon draw, so a tampered landing reveal is caught at its entry.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { simulateSigned } from '../../../src/cli/simulateSigned.js';
import { verifyCommand } from '../../../src/cli/verify.js';
import { fromBase64, toBase64 } from '../../../src/protocol/bytes.js';

let dir: string;
let logPath: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hexknights-ckba-'));
  const summary = (await simulateSigned({ players: 3, games: 1, seed: 1, logDir: dir, json: true, mode: 'ckba' })) as any;
  expect(summary).toMatchObject({ games: 1, finished: 1, verified: 1, consistent: 1 });
  logPath = summary.results[0].log;
}, 600_000); // only a guard against a hang: a whole signed game between replicas on a shared machine

afterEach(() => vi.restoreAllMocks());

async function verify(path: string): Promise<{ code: number; out: any }> {
  const output: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((s: string) => void output.push(s));
  vi.spyOn(console, 'error').mockImplementation((s: string) => void output.push(s));
  const code = await verifyCommand([path, '--json']);
  return { code, out: JSON.parse(output.join('\n')) };
}

const body = (entry: { body: string }) => JSON.parse(new TextDecoder().decode(fromBase64(entry.body)));

describe('ckba: signed games', () => {
  it('a signed ckba game verifies, and a tampered landing roll is caught at its entry', async () => {
    const good = await verify(logPath);
    expect(good.code).toBe(0);
    expect(good.out).toMatchObject({ valid: true, finished: true, mode: 'ckba' });
    // 13 points win (003 "End of the game").
    const points = good.out.players.map((p: { vp: number; seat: number }) => [p.seat, p.vp]);
    expect(points.find(([seat]: number[]) => seat === good.out.winner)[1]).toBeGreaterThanOrEqual(13);
    const log = JSON.parse(readFileSync(logPath, 'utf8'));
    const at = log.entries.findIndex((e: any) => e.kind === 'beacon' && body(e).purpose === 'landing');
    expect(at).toBeGreaterThan(0);
    const draw = body(log.entries[at]);
    draw.reveals[0] = draw.reveals[0].replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    log.entries[at].body = toBase64(new TextEncoder().encode(JSON.stringify(draw)));
    const path = join(dir, 'tampered.json');
    writeFileSync(path, JSON.stringify(log));
    const bad = await verify(path);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatchObject({ valid: false, firstBadEntry: at });
  }, 120_000);
});
