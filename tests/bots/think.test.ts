// The worker's decision function, run in the page's place (no Worker in Node): every level answers a
// real position with one of its legal actions, and a search level needs the snapshot to search.
import { describe, expect, it } from 'vitest';
import { BotWorker } from '../../src/bots/botWorker';
import { LEVELS } from '../../src/bots/levels';
import { Thinker } from '../../src/bots/think';
import { getEngine } from '../helpers';
import { positionAfter, seatToMove } from './positions';

describe('bot decisions as messages', () => {
  it('each level picks a legal action from the seat replica’s own game', async () => {
    const engine = await getEngine();
    const game = await positionAfter('ck', 300, 7);
    const seat = seatToMove(game);
    const legal = game.legalActions(seat).map((a) => JSON.stringify(a));
    const bots = new BotWorker(engine);
    for (const level of LEVELS) {
      const action = await bots.choose(game, seat, level, 10, 42);
      expect(legal).toContain(JSON.stringify(action));
    }
    bots.close();
  });

  it('searches on boards of 5-8 seats too (Peanut Island), instead of erring into the easy fallback', async () => {
    const engine = await getEngine();
    const game = engine.newGame({ mode: 'base', players: 8, layout: 'peanut', seed: 5 });
    const seat = seatToMove(game);
    const thinker = new Thinker(engine);
    for (const level of ['normal', 'hard'] as const) {
      const reply = thinker.decide({ id: 1, level, thinkMs: 10, seat, actions: game.legalActions(seat), view: game.view(seat), state: game.snapshot(), seed: 2 });
      expect(reply).not.toHaveProperty('error');
      expect(game.legalActions(seat).map((a) => JSON.stringify(a))).toContain(JSON.stringify((reply as { action: unknown }).action));
    }
  });

  it('reports a failure as an error reply instead of throwing across the worker boundary', async () => {
    const thinker = new Thinker(await getEngine());
    const reply = thinker.decide({ id: 3, level: 'nightmare' as never, thinkMs: 5, seat: 0, actions: [], view: {}, seed: 1 });
    expect(reply).toMatchObject({ id: 3, error: expect.stringContaining('unknown bot kind') });
  });
});
