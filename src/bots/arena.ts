// Whole games between bots on one engine game (seeded chance, no network): the tournament's table.
// Each seat decides from its own view and legal actions; search bots also get the engine snapshot,
// which they only read through determinize(). Answers owed by other seats (discards, trade replies)
// are asked before the current player moves on, as a session would wait for them.
import type { Action, Engine, Mode } from '../engine/types.js';
import { seededRandom } from '../net/random.js';
import { searches, seatKind, strategyFor } from './levels.js';
import type { Explanation } from './search.js';

export interface ArenaGame {
  engine: Engine;
  mode: Mode;
  players: number;
  seed: number;
  /** Bot kind per seat, optionally with its own think time (`strong@100`). */
  seats: string[];
  thinkMs: number;
  maxTurns?: number;
  explain?: (e: Explanation) => void;
  /** Every applied action, in order (for logs). */
  onAction?: (seat: number, action: Action) => void;
}

export interface ArenaResult {
  winner: number | null;
  turns: number;
  /** Milliseconds per decision that had a choice, by seat. */
  decisionMs: number[][];
}

export function playGame(o: ArenaGame): ArenaResult {
  const game = o.engine.newGame({ mode: o.mode, players: o.players, seed: o.seed });
  const bots = o.seats.map((spec) => {
    const { kind, thinkMs } = seatKind(spec, o.thinkMs);
    return strategyFor(kind, o.engine, thinkMs, o.explain);
  });
  const randoms = o.seats.map((_, i) => seededRandom(o.seed * 7919 + i));
  const decisionMs: number[][] = o.seats.map(() => []);
  const maxTurns = o.maxTurns ?? 1000;
  for (;;) {
    const view = game.view();
    if (view.winner !== null || view.turn > maxTurns) return { winner: view.winner, turns: view.turn, decisionMs };
    const awaiting = view.awaiting as number[];
    if (awaiting.length === 0) throw new Error(`nobody can move (seed ${o.seed}, turn ${view.turn})`);
    const seat = awaiting.find((p) => p !== view.currentPlayer) ?? awaiting[0];
    const actions = game.legalActions(seat);
    const started = performance.now();
    const state = searches(o.seats[seat]) ? game.snapshot() : undefined;
    const action = bots[seat].choose(actions, game.view(seat), seat, randoms[seat], state);
    if (actions.length > 1) decisionMs[seat].push(performance.now() - started);
    const result = game.apply(seat, action);
    if (!result.ok) throw new Error(`seat ${seat} (${o.seats[seat]}) chose an illegal ${JSON.stringify(action)}: ${result.error}`);
    o.onAction?.(seat, action);
  }
}
