// Issue 30: two 6-player random-bot games stopped in the respond phase with no legal action. Two
// players were owed an Aqueduct pick (000: "you may take any one resource of your choice from the
// bank") after a production that left one resource card in the bank; the first pick took it and the
// second player owed a choice with nothing to choose. A pick that empties the bank now lets the
// other picks lapse (docs/rules-decisions.md).
import { describe, expect, it } from 'vitest';
import { getEngine } from '../../helpers';

describe('Aqueduct picks when the bank runs out', () => {
  for (const seed of [14958, 16925]) {
    it(`Cities & Knights, 6 players, seed ${seed}: the game finishes instead of waiting for a pick nobody can make`, async () => {
      const engine = await getEngine();
      const stats = engine.simulate({ mode: 'ck', players: 6, games: 1, seed, maxTurns: 5000, checkAll: false });
      expect(stats).toMatchObject({ games: 1, finished: 1, invariantViolations: 0, stuck: 0 });
    });
  }
});
