// The verify page's engine: the CLI's verifier with tweetnacl signatures (browser-safe), and the
// replayed board. The log comes from the signed bot table, as `hexknights simulate --signed` makes it.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { Table } from '../../src/bots/table';
import { logToJson } from '../../src/protocol/logFile';
import { verifyText } from '../../src/ui/Verify';

describe('verify page', () => {
  it('verifies a signed log, names the winner and replays the final board; names a tampered entry', async () => {
    const engine = await createEngine();
    const table = new Table({ engine, players: 3, mode: 'base', seed: 8 });
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
    const bad = structuredClone(log);
    const i = 40;
    bad.entries[i].sig = bad.entries[i].sig.replace(/^./, (c: string) => (c === 'A' ? 'B' : 'A'));
    const r = verifyText(engine, JSON.stringify(bad));
    expect(r.report.valid).toBe(false);
    expect(r.report.firstBadEntry).toBe(i);
    expect(r.report.reason).toMatch(/signature/);
    expect(r.view).not.toBeNull();
    expect(verifyText(engine, '{"format":"nope"}').report.valid).toBe(false);
  }, 120_000);
});
