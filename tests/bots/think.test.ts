// The worker's decision function, run in the page's place (no Worker in Node): every level answers a
// real position with one of its legal actions, and a search level needs the snapshot to search.
import { describe, expect, it } from 'vitest';
import { BotWorker } from '../../src/bots/botWorker';
import { LEVELS } from '../../src/bots/levels';
import { Thinker } from '../../src/bots/think';
import { heuristicStrategy } from '../../src/bots/strategy';
import type { Action } from '../../src/engine/types';
import { seededRandom } from '../../src/net/random';
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
      const reply = thinker.decide({
        id: 1,
        level,
        thinkMs: 10,
        seat,
        actions: game.legalActions(seat),
        view: game.view(seat),
        state: game.snapshot(),
        seed: 2,
      });
      expect(reply).not.toHaveProperty('error');
      expect(game.legalActions(seat).map((a) => JSON.stringify(a))).toContain(JSON.stringify((reply as { action: unknown }).action));
    }
  });

  // Catan for Two, Barbarian Attack, and C&K with the variants that add decisions, each in mid-game
  const tables = [
    { mode: 'base', players: 2, variants: [] as string[] },
    { mode: 'ckba', players: 4, variants: [] },
    { mode: 'ck', players: 3, variants: ['knightErrant', 'nastyBarbarians', 'easyStart'] },
    { mode: 'base', players: 4, variants: ['knightInterrupt', 'friendlyRobber', 'normalDevelopmentCard'] },
  ] as const;
  for (const t of tables) {
    it(`every level answers legally in ${t.mode} with ${t.players} players${t.variants.length ? ` and ${t.variants.join(', ')}` : ''}`, async () => {
      const engine = await getEngine();
      const game = engine.newGame({ mode: t.mode, players: t.players, seed: 9, variants: [...t.variants] });
      const easy = heuristicStrategy();
      const random = seededRandom(9);
      const thinker = new Thinker(engine);
      let asked = 0;
      for (let step = 0; step < 400 && game.winner() === null; step++) {
        const seat = seatToMove(game);
        const actions = game.legalActions(seat);
        if (step % 40 === 39 && actions.length > 1) {
          // each level's answer applies (offers and counters of its own composition included)
          const before = game.snapshot();
          for (const level of LEVELS) {
            const reply = thinker.decide({ id: step, level, thinkMs: 4, seat, actions, view: game.view(seat), state: before, seed: step });
            expect(reply).not.toHaveProperty('error');
            expect(game.apply(seat, (reply as { action: Action }).action).ok).toBe(true);
            game.restore(before);
          }
          asked++;
        }
        expect(game.apply(seat, easy.choose(actions, game.view(seat), seat, random)).ok).toBe(true);
      }
      expect(asked).toBeGreaterThan(3);
    });
  }

  it('reports a failure as an error reply instead of throwing across the worker boundary', async () => {
    const thinker = new Thinker(await getEngine());
    const reply = thinker.decide({ id: 3, level: 'nightmare' as never, thinkMs: 5, seat: 0, actions: [], view: {}, seed: 1 });
    expect(reply).toMatchObject({ id: 3, error: expect.stringContaining('unknown bot kind') });
  });
});
