// Tools on the engine for Node (the CLI, bench and tests): whole games between random legal-move bots
// inside the engine, which only the full build (build/engine.wasm) exports. Apart from index.ts so that
// the page's engine chunk does not carry them.
import { type EngineBuild, instantiateEngine, readOut } from './wasm';
import { EngineHost } from './engineHost';
import { PORT_LAYOUTS, variantFlags } from './variants';
import type { Engine } from './types';
import { LAYOUTS, type LayoutName, layoutId } from './layouts';
import { engineOn } from './index';

export interface EngineWithTools extends Engine {
  /** Whole games between random legal-move bots inside the engine (see src/cli/simulate.ts). */
  simulate(options: {
    mode: 'base' | 'ck' | 'ckba';
    games: number;
    players: number;
    seed: number;
    maxTurns: number;
    checkAll: boolean;
    variants?: string[];
    /** A named layout (default 'standard': the 19-hex board for 3-4 players, the 30-hex one for 5-6). */
    layout?: LayoutName;
    /** Check every invariant after every action (default true); off measures the rules alone. */
    invariants?: boolean;
  }): SimulationStats;
}

export interface SimulationStats {
  games: number;
  finished: number;
  actions: number;
  turns: number;
  invariantViolations: number;
  /** Whether invariants were checked after every action (SimulateOptions.invariants). */
  invariantsChecked: boolean;
  stuck: number;
  /** Check-all mode: steps where a player's generated legal list differed from the candidates checkAction passes. */
  legalMismatches: number;
  /** With checkAll: steps where a pick made without the list (counts per type, one record) differed from the list. */
  pickMismatches: number;
  /** Check-all mode: Longest Road updates where a kept (incrementally recomputed) length differed from the plain search. */
  roadAuditMisses: number;
  /** Count per action kind, keyed by type (and card). */
  actionMix: Record<string, number>;
}

/** createEngine (index.ts) with simulate. */
export async function createEngineWithTools(build?: EngineBuild): Promise<EngineWithTools> {
  const x = await instantiateEngine(build);
  const host = new EngineHost(x);
  return {
    ...engineOn(host),
    simulate(o) {
      host.release();
      const info = LAYOUTS.find((l) => l.name === (o.layout ?? 'standard'));
      if (!info) throw new Error(`unknown layout "${o.layout}" (known: ${LAYOUTS.map((l) => l.name).join(', ')})`);
      if (o.players === 2 && o.mode !== 'base') throw new Error('Catan for Two (2 players) is played with the base rules');
      const least = o.players === 2 && info.name === 'standard' ? 2 : info.players[0];
      const most = o.mode === 'ckba' ? (info.name === 'standard' ? 4 : 0) : o.mode === 'ck' ? (info.ck ? 6 : 0) : info.players[1];
      if (o.players < least || o.players > most) {
        throw new Error(
          most === 0 ? `layout ${info.name} is not for Cities & Knights` : `layout ${info.name} takes ${info.players[0]}-${most} players, not ${o.players}`,
        );
      }
      const mode = o.mode !== 'ckba' && info.name === 'standard' && o.players > 4 ? (`${o.mode}56` as const) : o.mode;
      const flags = variantFlags(o.variants ?? [], mode, PORT_LAYOUTS.includes(info.name));
      const seedHi = Math.floor(o.seed / 2 ** 32) >>> 0;
      const layout = layoutId(info.name, o.players);
      const checked = o.invariants ?? true;
      if (!x.simulate) throw new Error('simulate is a tool of the full engine build (build/engine.wasm), not of the page build');
      const length = x.simulate(
        o.mode === 'ckba' ? 2 : o.mode === 'ck' ? 1 : 0,
        o.games,
        o.players,
        layout,
        o.seed >>> 0,
        seedHi,
        o.maxTurns,
        o.checkAll ? 1 : 0,
        flags,
        checked ? 1 : 0,
      );
      const raw = JSON.parse(readOut(x, length));
      const mix: Record<string, number> = {};
      host.codec.schema.actions.forEach((spec) => {
        const name = spec.card ? `${spec.type}:${spec.card}` : spec.type;
        if (raw.actionMix[spec.id]) mix[name] = raw.actionMix[spec.id];
      });
      return { ...raw, invariantsChecked: checked, actionMix: mix };
    },
  };
}
