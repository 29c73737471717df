// The search bot plays every mode the engine offers to a finish, and its opening shows judgement.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/bots/arena';
import { geometryFor } from '../../src/bots/geometry';
import { searchStrategy } from '../../src/bots/search';
import type { Mode } from '../../src/engine/types';
import { seededRandom } from '../../src/net/random';
import { getEngine } from '../helpers';

const pips = (n: number | null) => (n ? 6 - Math.abs(7 - n) : 0);

describe('the search bot', () => {
  const modes: [Mode, number][] = [
    ['base', 4],
    ['ck', 4],
    ['base56', 5],
    ['ck56', 6],
  ];
  for (const [mode, players] of modes) {
    it(`plays ${mode} with ${players} players to a finish, every action legal`, async () => {
      const engine = await getEngine();
      const seats = ['strong', ...Array(players - 1).fill('basic')];
      // playGame throws on an illegal action and stops at maxTurns without a winner
      const result = playGame({ engine, mode, players, seed: 11, seats, thinkMs: 3, maxTurns: 600 });
      expect(result.winner).not.toBeNull();
      expect(result.decisionMs[0].length).toBeGreaterThan(10);
    });
  }

  it('opens on a productive intersection, not just next to one good number', async () => {
    const engine = await getEngine();
    for (const seed of [1, 2, 3]) {
      const game = engine.newGame({ mode: 'base', players: 4, seed });
      const view = game.view(0);
      const g = geometryFor(view.board.rows);
      const production = (v: [number, number]) => g.hexesAt[g.vertex(v)].reduce((n, h) => n + pips(view.board.hexes[h].number), 0);
      const actions = game.legalActions(0);
      const best = Math.max(...actions.map((a) => production(a.vertex as [number, number])));
      const bot = searchStrategy({ engine, thinkMs: 60_000, maxEvals: 200 });
      const chosen = bot.choose(actions, view, 0, seededRandom(seed), game.snapshot());
      expect(chosen.type).toBe('placeSettlement');
      expect(production(chosen.vertex as [number, number])).toBeGreaterThanOrEqual(best - 2);
      const kinds = new Set(g.hexesAt[g.vertex(chosen.vertex as [number, number])].map((h) => view.board.hexes[h].terrain));
      expect(kinds.size).toBeGreaterThanOrEqual(2);
    }
  });
});
