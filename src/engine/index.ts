// The engine's public face: createEngine() in Node and in the browser (see docs/actions.md).

import { instantiateEngine, readOut } from './wasm';
import { EngineHost, WasmGame } from './game';
import { variantFlags } from './variants';
import type { Engine, GameConfig } from './types';

export type * from './types';
export { VARIANTS, TWO_PLAYER_MODES, type VariantInfo } from './variants';

export interface EngineWithTools extends Engine {
  /** Whole games between random legal-move bots inside the engine (see src/cli/simulate.ts). */
  simulate(options: {
    mode: 'base' | 'ck'; games: number; players: number; extendedBoard: boolean; seed: number; maxTurns: number;
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
      const flags = variantFlags(o.variants ?? [], o.extendedBoard ? `${o.mode}56` : o.mode);
      if (o.players === 2 && o.mode !== 'base') throw new Error('Catan for Two (2 players) is played with the base rules');
      const seedHi = Math.floor(o.seed / 2 ** 32) >>> 0;
      const length = x.simulate(o.mode === 'ck' ? 1 : 0, o.games, o.players, o.extendedBoard ? 1 : 0, o.seed >>> 0, seedHi, o.maxTurns, o.checkAll ? 1 : 0, flags);
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
