// Safe Beginning (001 fn 14) and Easy Start (000) in C&K: a 7 in the first rounds is rolled again, so an
// Alchemist may not choose one then: the engine would wait for a re-roll of dice nobody rolls. Seeded
// game 274 (4 players, safeBeginning) played such an Alchemist and never returned before the fix, so
// this test fails by hanging without it.
import { describe, expect, it } from 'vitest';
import { getEngine } from '../../helpers';

describe('Alchemist in the safe first rounds', () => {
  it('never chooses a 7 that would have to be rolled again', async () => {
    const engine = await getEngine();
    for (const variant of ['safeBeginning', 'easyStart']) {
      const stats = engine.simulate({ mode: 'ck', games: 1, players: 4, seed: 274, maxTurns: 3000, checkAll: false, variants: [variant] });
      expect(stats.finished, variant).toBe(1);
      expect(stats.invariantViolations, variant).toBe(0);
    }
  });
});
