// Every action the engine offers is already in its one canonical spelling, in every mode and board: a
// session accepts a signed action only in that spelling (docs/protocol.md), so an offered action that
// canonicalised differently would be refused when a player or bot signs it. ckba's own actions
// (knights on paths) once failed here: the canonical spelling was looked up without the game's mode.
import { describe, expect, it } from 'vitest';
import type { GameConfig } from '../../src/engine/types';
import { getEngine } from '../helpers';

const CONFIGS: GameConfig[] = [
  { mode: 'base', players: 4 },
  { mode: 'ck', players: 3 },
  { mode: 'ckba', players: 3 },
  { mode: 'base', players: 2 },
  { mode: 'base', players: 4, layout: 'islands' },
];

describe('legal actions are canonical', () => {
  for (const config of CONFIGS) {
    it(`${config.mode}, ${config.players} players${config.layout ? `, ${config.layout}` : ''}`, async () => {
      const engine = await getEngine();
      const game = engine.newGame({ ...config, seed: 4 });
      const seen = new Set<string>();
      for (let step = 0; step < 1500 && game.view().winner === null; step++) {
        const chance = game.pendingChance();
        if (chance) {
          game.supplyChance(chance.ranges.map((r, i) => (step + i) % r));
          continue;
        }
        const player = game.view().awaiting[0];
        const actions = game.legalActions(player);
        for (const action of actions) {
          seen.add(action.type);
          const canonical = game.canonical(action);
          expect(canonical, JSON.stringify(action)).toEqual({ ok: true, action });
        }
        expect(game.apply(player, actions[(step * 7919) % actions.length])).toEqual({ ok: true });
      }
      expect(seen.size).toBeGreaterThan(8);
    });
  }
});
