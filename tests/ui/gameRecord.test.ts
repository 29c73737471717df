// The verify page's check of a local game's record (src/ui/gameRecord.ts): a record is recognised, not
// mistaken for a signed log; its moves are replayed by the rules; a move the rules refuse is named.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import type { Action } from '../../src/engine/types';
import { checkRecord, isGameRecord } from '../../src/ui/gameRecord';
import { checkFile } from '../../src/ui/verifyRun';

describe('a local game record on the verify page', () => {
  it('replays every move, names the seats, and names the first move the rules refuse', async () => {
    const engine = await createEngine();
    const config = { mode: 'base' as const, players: 3, seed: 8 };
    const game = engine.newGame(config);
    const actions: (Action & { p: number })[] = [];
    for (let i = 0; i < 30; i++) {
      const p = game.view().awaiting[0];
      const action = game.legalActions(p)[0];
      expect(game.apply(p, action).ok).toBe(true);
      actions.push({ p, ...action });
    }
    const seats = [
      { name: 'Ada', color: 'green' },
      { name: 'Red', color: 'red' },
      { name: 'Blue', color: 'blue' },
    ];
    const record = { ...config, seats, actions };
    expect(isGameRecord(record)).toBe(true);
    expect(isGameRecord({ format: 'hexknights-log/1', entries: [] })).toBe(false);
    const good = checkRecord(engine, record);
    expect(good.record).toMatchObject({ moves: 30, applied: 30, rejected: null, finished: false });
    expect(good.names).toEqual(['Ada', 'Red', 'Blue']);
    expect(good.colors).toEqual(['green', 'red', 'blue']);
    expect(good.view.turn).toBe(game.view().turn);
    // a move made by a seat whose move it was not
    const forged = { ...record, actions: actions.map((a, i) => (i === 5 ? { ...a, p: (a.p + 1) % 3 } : a)) };
    const bad = checkFile(engine, JSON.stringify(forged));
    expect('record' in bad && bad.record.rejected?.index).toBe(5);
    expect('record' in bad && bad.record.applied).toBe(5);
  });
});
