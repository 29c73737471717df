// The verify page's engine: the CLI's verifier with tweetnacl signatures (browser-safe), and the
// replayed board. The log comes from the signed bot table, as `hexknights simulate --signed` makes it.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { Table } from '../../src/bots/table';
import { logToJson } from '../../src/protocol/logFile';
import { verifyText } from '../../src/ui/Verify';
import { entryCount, verifyTextLoaded } from '../../src/ui/verifyRun';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519';

describe('verify page', () => {
  it('verifies a signed log, names the winner and replays the final board; names a tampered entry', async () => {
    const engine = await createEngine();
    // The table's own replicas use the fast Node signer; the page's checks below use the browser's.
    const table = new Table({ engine, players: 3, mode: 'base', seed: 8, sign: fastSign, verify: fastVerify });
    await table.open();
    await table.run();
    const log = logToJson([...table.log]);
    table.close();
    const good = verifyText(engine, JSON.stringify(log));
    expect(good.report.valid).toBe(true);
    expect(good.report.finished).toBe(true);
    expect(good.report.winnerName).toMatch(/^bot\d$/);
    expect(good.view?.winner).toBe(good.report.winner);
    expect(good.names).toHaveLength(3);
    // the worker's progress: entries applied so far, up to every entry of the file
    const seen: [number, number][] = [];
    const again = verifyText(engine, JSON.stringify(log), (done, total) => seen.push([done, total]));
    expect(again.report).toEqual(good.report);
    expect(entryCount(JSON.stringify(log))).toBe(log.entries.length);
    expect(seen.every(([d, t]) => t === log.entries.length && d >= 1 && d <= t)).toBe(true);
    expect(seen.map(([d]) => d)).toEqual([...seen.map(([d]) => d)].sort((a, b) => a - b));
    // the worker's way reports the same
    expect((await verifyTextLoaded(engine, JSON.stringify(log))).report).toEqual(good.report);
    const bad = structuredClone(log);
    const i = 40;
    bad.entries[i].sig = bad.entries[i].sig.replace(/^./, (c: string) => (c === 'A' ? 'B' : 'A'));
    const r = verifyText(engine, JSON.stringify(bad));
    expect(r.report.valid).toBe(false);
    expect(r.report.firstBadEntry).toBe(i);
    expect(r.report.reason).toMatch(/signature/);
    expect((await verifyTextLoaded(engine, JSON.stringify(bad))).report).toEqual(r.report);
    expect(r.view).not.toBeNull();
    expect(verifyText(engine, '{"format":"nope"}').report.valid).toBe(false);
  }, 600_000); // only a guard against a hang: the reference verifier is slow on a loaded machine
});
