// Issue 13: every variant's simulation finishes. Catan-for-Two games ran into the turn cap: in
// each, the player one point short had no road or settlement piece left and no building on fields or
// mountains, so only a city bought through 4:1 bank trades could end the game, and the random bot's
// uniformly random trades gave grain and ore away as often as they brought them in. No rule was at
// fault (a bot that trades its surplus for what it lacks wins within a few turns); the simulation's
// bot now trades towards a city when it can no longer expand, else its most plentiful resource for its
// scarcest (assembly/abi/simTrades.ts). Seed 1859 still stalled with the scarcity rule alone.
import { describe, expect, it } from 'vitest';
import { getEngine } from '../../helpers';

describe('random-bot Catan for Two games that stalled', () => {
  for (const [variant, seed] of [
    ['friendlyRobber', 178],
    ['settlementRequired', 776],
    ['optionalRobberMovement', 1859],
  ] as const) {
    it(`${variant}, seed ${seed}: finishes`, async () => {
      const engine = await getEngine();
      const stats = engine.simulate({ mode: 'base', games: 1, players: 2, seed, maxTurns: 3000, checkAll: false, variants: [variant] });
      expect(stats).toMatchObject({ games: 1, finished: 1, invariantViolations: 0, stuck: 0 });
    });
  }
});
