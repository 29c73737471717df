// One bot decision as plain data, so it can cross to a Web Worker (worker.ts) and back. The request
// carries what the seat's own replica holds: its legal actions, its view, and its engine snapshot,
// which the search reads only through determinize(). `decide` keeps one strategy per seat and level,
// so per-turn memory (trade offers made) and scratch games live between decisions.
import type { Action, Engine, View } from '../engine/types.js';
import { seededRandom } from '../net/random.js';
import { searches, strategyFor, type Level } from './levels.js';
import type { Strategy } from './strategy.js';

export interface ThinkRequest {
  id: number;
  level: Level;
  /** Time budget of this decision, ms (search levels). */
  thinkMs: number;
  seat: number;
  actions: Action[];
  view: View;
  /** The seat's replica's `game.snapshot()` (search levels only). */
  state?: Uint8Array;
  /** Seeds this decision's samples and tie-breaks. */
  seed: number;
}

export type ThinkReply = { id: number; action: Action; ms: number } | { id: number; error: string };

export class Thinker {
  private readonly strategies = new Map<string, Strategy>();

  constructor(private readonly engine: Engine) {}

  decide(r: ThinkRequest): ThinkReply {
    try {
      const started = performance.now();
      const key = `${r.level}/${r.seat}/${r.thinkMs}`;
      let strategy = this.strategies.get(key);
      if (!strategy) this.strategies.set(key, (strategy = strategyFor(r.level, this.engine, r.thinkMs)));
      const state = searches(r.level) ? r.state : undefined;
      const action = strategy.choose(r.actions, r.view, r.seat, seededRandom(r.seed), state);
      return { id: r.id, action, ms: performance.now() - started };
    } catch (err) {
      return { id: r.id, error: (err as Error).message ?? String(err) };
    }
  }
}
