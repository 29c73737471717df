// Bot kinds by name: the lobby's levels (easy, normal, hard) and the tournament's kinds (random,
// basic, strong). `basic` and `easy` are the priority table of strategy.ts; `strong` and `hard` are the
// search bot at full strength, planning its turn two moves past each candidate (the four best
// follow-ups), up to four while time is left; `normal` searches one sampled world, one step deep, on a quarter of the
// budget, so it plays sensibly but misses plans that need a trade or a road first.
import type { Engine } from '../engine/types.js';
import { searchStrategy, type SearchOptions } from './search.js';
import { heuristicStrategy, randomStrategy, type Strategy } from './strategy.js';
import { LEVELS, type Level } from './levelNames.js';

export { LEVELS, type Level };
export const KINDS = ['random', 'basic', 'normal', 'strong'] as const;

/** Does this kind read the state snapshot (through determinize) and so need one passed in? */
export function searches(kind: string): boolean {
  const name = seatKind(kind, 0).kind;
  return name === 'normal' || name === 'strong' || name === 'hard';
}

/**
 * A tournament seat: a kind, optionally with its own think time (`strong@100`); without one it thinks
 * for `thinkMs`, the table's.
 */
export function seatKind(spec: string, thinkMs: number): { kind: string; thinkMs: number } {
  const at = spec.indexOf('@');
  if (at < 0) return { kind: spec, thinkMs };
  const ms = Number(spec.slice(at + 1));
  if (!Number.isSafeInteger(ms) || ms <= 0) throw new Error(`seat "${spec}": the think time after @ must be a positive whole number of ms`);
  return { kind: spec.slice(0, at), thinkMs: ms };
}

export function strategyFor(kind: string, engine: Engine, thinkMs: number, explain?: SearchOptions['explain']): Strategy {
  switch (kind) {
    case 'random':
      return randomStrategy;
    case 'basic':
    case 'easy':
      return heuristicStrategy();
    case 'normal':
      return searchStrategy({ engine, thinkMs: Math.max(1, thinkMs / 4), samples: 1, deepen: false, firstPassAnyway: false, explain });
    case 'strong':
    case 'hard':
      return searchStrategy({ engine, thinkMs, evaluation: 'full', tradeSense: true, offersPerTurn: 2, depth: 2, maxDepth: 4, width: 4, explain });
    default:
      throw new Error(`unknown bot kind "${kind}" (known: ${[...KINDS, ...LEVELS].join(', ')})`);
  }
}
