// The hard bot plans its turn: after each candidate it follows its own best follow-ups, so a road is
// worth the settlement it lets it build next, which a bot judging the road alone does not see.
import { describe, expect, it } from 'vitest';
import { evaluatorFor } from '../../src/bots/evaluate';
import { searchStrategy, type Explanation } from '../../src/bots/search';
import type { Action, Game } from '../../src/engine/types';
import { seededRandom } from '../../src/net/random';
import { getEngine } from '../helpers';
import { positionWhere } from './positions';

/** The roads after which the current player may build a settlement it may not build now. */
function roadsToASettlement(game: Game): Action[] {
  const me = game.view().currentPlayer;
  const legal = game.legalActions(me);
  if (legal.some((a) => a.type === 'buildSettlement')) return [];
  const before = game.snapshot();
  const roads = legal.filter(
    (a) => a.type === 'buildRoad' && (game.restore(before), game.apply(me, a).ok) && game.legalActions(me).some((b) => b.type === 'buildSettlement'),
  );
  game.restore(before);
  return roads;
}

describe('turn planning', () => {
  it('scores a road that opens a settlement spot at least as the road and the settlement together', async () => {
    const engine = await getEngine();
    let game = await positionWhere('base', (g, i) => i > 60 && roadsToASettlement(g).length > 0, 1);
    for (let seed = 2; game.view().winner !== null && seed < 40; seed++) {
      game = await positionWhere('base', (g, i) => i > 60 && roadsToASettlement(g).length > 0, seed);
    }
    expect(game.view().winner).toBeNull();
    const me = game.view().currentPlayer;
    const road = roadsToASettlement(game)[0];
    // what road-then-settlement is worth: the value function reads only what our seat sees, so this
    // is its worth in every world the bot may sample
    const value = evaluatorFor(game.view(me), 'full');
    const before = game.snapshot();
    game.apply(me, road);
    const afterRoad = game.snapshot();
    let both = -Infinity;
    for (const s of game.legalActions(me).filter((a) => a.type === 'buildSettlement')) {
      game.restore(afterRoad);
      game.apply(me, s);
      both = Math.max(both, value(game.positionView(me), me));
    }
    game.restore(before);
    const roadWorth = (deepen: boolean) => {
      let explained: Explanation | null = null;
      searchStrategy({
        engine,
        thinkMs: 60_000,
        maxEvals: 5000,
        samples: 1,
        evaluation: 'full',
        deepen,
        depth: 2,
        width: 4,
        explain: (e) => (explained = e),
      }).choose(game.legalActions(me), game.view(me), me, seededRandom(1), game.snapshot());
      const candidates = (explained as Explanation | null)?.candidates ?? [];
      return candidates.find((c) => JSON.stringify(c.action) === JSON.stringify(road))!.value;
    };
    expect(roadWorth(true)).toBeGreaterThanOrEqual(both - 1e-9);
    expect(roadWorth(false)).toBeLessThan(both);
  });
});

describe('planning with time to spare', () => {
  it('plans one move deeper after each sample it planned whole, up to maxDepth', async () => {
    const engine = await getEngine();
    const game = await positionWhere('base', (g, i) => i > 60 && g.legalActions(g.view().currentPlayer).length > 3, 2);
    const me = game.view().currentPlayer;
    const depthReached = (maxDepth?: number) => {
      let explained: Explanation | null = null;
      searchStrategy({
        engine,
        thinkMs: 60_000,
        maxEvals: 20_000,
        samples: 4,
        evaluation: 'full',
        depth: 2,
        maxDepth,
        width: 4,
        explain: (e) => (explained = e),
      }).choose(game.legalActions(me), game.view(me), me, seededRandom(1), game.snapshot());
      return (explained as Explanation | null)!.depth;
    };
    expect(depthReached()).toBe(2);
    expect(depthReached(3)).toBe(3);
  });
});
