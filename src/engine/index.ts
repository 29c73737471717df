// The engine's public face: createEngine() in Node and in the browser (see docs/actions.md).

import { instantiateEngine, readOut } from './wasm';
import { EngineHost, OPTION_FLAGS, WasmGame } from './game';
import type { Engine, GameConfig } from './types';

export type * from './types';

export interface EngineWithTools extends Engine {
  /** Whole games between random legal-move bots inside the engine (see src/cli/simulate.ts). */
  simulate(options: {
    mode: 'base' | 'ck' | 'ckba'; games: number; players: number; extendedBoard: boolean; seed: number; maxTurns: number;
    checkAll: boolean; variants?: string[];
  }): SimulationStats;
}

export interface SimulationStats {
  games: number;
  finished: number;
  actions: number;
  turns: number;
  invariantViolations: number;
  stuck: number;
  /** Count per action kind, keyed by type (and card). */
  actionMix: Record<string, number>;
}

export async function createEngine(): Promise<EngineWithTools> {
  const x = await instantiateEngine();
  const host = new EngineHost(x);
  return {
    newGame: (config: GameConfig) => new WasmGame(host, config),
    progressDecks: host.codec.schema.progressDecks,
    simulate(o) {
      host.release();
      let flags = 0;
      for (const name of o.variants ?? []) {
        if (!(name in OPTION_FLAGS)) throw new Error(`unknown variant "${name}" (known: ${Object.keys(OPTION_FLAGS).join(', ')})`);
        flags |= OPTION_FLAGS[name];
      }
      const seedHi = Math.floor(o.seed / 2 ** 32) >>> 0;
      const length = x.simulate(o.mode === 'ckba' ? 2 : o.mode === 'ck' ? 1 : 0, o.games, o.players, o.extendedBoard ? 1 : 0, o.seed >>> 0, seedHi, o.maxTurns, o.checkAll ? 1 : 0, flags);
      const raw = JSON.parse(readOut(x, length));
      const mix: Record<string, number> = {};
      host.codec.schema.actions.forEach((spec) => {
        const name = spec.card ? `${spec.type}:${spec.card}` : spec.type;
        if (raw.actionMix[spec.id]) mix[name] = raw.actionMix[spec.id];
      });
      return { ...raw, actionMix: mix };
    },
  };
}
