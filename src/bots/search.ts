// The search bot: determinized look-ahead over the real rules engine with a hand-tuned value function
// (docs/bots.md). For each decision it samples a world consistent with what its seat knows
// (determinize.ts), tries every legal action on a byte copy of that world, and scores the result with
// evaluate.ts. Actions that open more play for the same seat (a trade, a card, a knight's robber
// move) are looked at one step deeper, so "trade 4:1 then build a city" is seen as one plan. Further
// samples are averaged in while the time budget lasts: chance (a steal, a development card, the dice)
// is judged over several sampled outcomes.
import type { Action, Engine, Game, Mode } from '../engine/types.js';
import { determinize } from './determinize.js';
import { evaluatorFor } from './evaluate.js';
import { heuristicStrategy, priorityOf, type Strategy } from './strategy.js';

export interface SearchOptions {
  engine: Engine;
  /** Time budget per decision (ms); the likeliest candidates are always judged once, up to 64 positions. */
  thinkMs: number;
  /** Cap on evaluated positions per decision: with it a decision no longer depends on the clock. */
  maxEvals?: number;
  /** Samples of the hidden information (default: as many as the budget allows). */
  samples?: number;
  /** Look one step deeper after trades, cards and other actions that leave us to move. */
  deepen?: boolean;
  /** Player trade offers per turn. */
  offersPerTurn?: number;
  /** Called with each decision's scored candidates (for logs and the decisions report). */
  explain?: (explanation: Explanation) => void;
}

export interface Explanation {
  seat: number;
  turn: number;
  /** The seat's points and hand when it decided (what a reader of the log needs to judge the choice). */
  vp: number;
  hand: Record<string, number> | null;
  chosen: Action;
  candidates: { action: Action; value: number }[];
  samples: number;
  evals: number;
}

// A sealed game's card actions name a token (`at`); the determinized copy is open, and there our own
// tokens carry the cards we know, so the same action applies as it stands.
interface Candidate {
  action: Action;
  total: number;
  samples: number;
  deeperTotal: number;
  deeperSamples: number;
}

// After these, the same seat usually moves again, and their worth shows only in what follows.
const ENABLERS = new Set(['bankTrade', 'playDevelopment', 'playProgress', 'confirmTrade', 'moveKnight', 'activateKnight']);
const NOT_FOLLOW_UPS = new Set(['endTurn', 'bankTrade', 'offerTrade', 'cancelTrade']);
// Positions the first pass scores whatever the clock says: more than any opening's spots (54 on the
// standard board), about 4 ms of work. (Counted in positions: a trade offer costs one per opponent.)
const FIRST_PASS = 64;
// Chance of a player trade being taken (our offers are judged at this discount).
const ACCEPT_CHANCE = 0.35;

export function searchStrategy(options: SearchOptions): Strategy {
  const { engine } = options;
  const fallback = heuristicStrategy();
  const scratch = new Map<string, Game>();
  let offerTurn = -1;
  let offers = 0;

  function scratchFor(mode: Mode, players: number): Game {
    const key = `${mode}/${players}`;
    let game = scratch.get(key);
    // Any game of the mode will do: restore() replaces its whole state (board included) with the
    // table's. The mode's standard board takes 3-4 seats (base56/ck56: 5-6), so a table of 7-8 on
    // Peanut Island asks for 4; asking for its own count failed, and its search bots played easy.
    const seats = mode.endsWith('56') ? Math.min(Math.max(players, 5), 6) : Math.min(players, 4);
    if (!game) scratch.set(key, (game = engine.newGame({ mode, players: seats })));
    return game;
  }

  return {
    name: 'search',
    choose(actions, view, me, random, state) {
      if (actions.length === 1) return actions[0];
      if (!state || !view) return fallback.choose(actions, view, me, random);
      const started = performance.now();
      // A margin for the caller's snapshot and view and for waiting on a crowded machine; the opening
      // placements (a handful per game, and they shape the whole game) get three times the budget.
      const opening = actions.some((a) => a.type === 'placeSettlement' || a.type === 'placeCity');
      const deadline = started + options.thinkMs * (opening ? 1.5 : 0.5);
      const maxEvals = options.maxEvals ?? Infinity;
      const game = scratchFor(view.mode as Mode, view.playerCount);
      const value = evaluatorFor(view);
      if (view.turn !== offerTurn) {
        offerTurn = view.turn;
        offers = 0;
      }
      const offersLeft = offers < (options.offersPerTurn ?? 1);
      let evals = 0;
      const outOfBudget = () => evals >= maxEvals || performance.now() >= deadline;

      const score = (world: Uint8Array, first: Action, then: (game: Game) => void = () => {}): number => {
        evals++;
        game.restore(world);
        if (!game.apply(me, first).ok) return -Infinity;
        then(game);
        // A card whose effect shows only after a forced move (an Alchemist's dice, then the roll) is
        // judged after that move.
        if (ENABLERS.has(first.type)) {
          const next = game.legalActions(me);
          if (next.length === 1 && next[0].type !== 'endTurn') game.apply(me, next[0]);
        }
        return value(game.view(me), me);
      };

      /** Value of one action in one sampled world, with the answers a trade needs from others. */
      const judge = (world: Uint8Array, c: Candidate, base: number): number => {
        const type = c.action.type;
        if (type === 'acceptTrade' || type === 'counterTrade') {
          // judged as if the offer is then confirmed with us: what we give, what they get
          return score(world, c.action, (g) => g.apply(view.currentPlayer, { type: 'confirmTrade', with: me }));
        }
        if (type === 'offerTrade') {
          if (!offersLeft) return -Infinity;
          let best = -Infinity;
          for (let q = 0; q < view.playerCount; q++) {
            if (q === me) continue;
            best = Math.max(best, score(world, c.action, (g) => {
              if (g.apply(q, { type: 'acceptTrade' }).ok) g.apply(me, { type: 'confirmTrade', with: q });
            }));
          }
          return ACCEPT_CHANCE * best + (1 - ACCEPT_CHANCE) * base - 3;
        }
        return score(world, c.action);
      };

      /** Best value of a follow-up move by us after `c`, in the same world. */
      const deepen = (world: Uint8Array, c: Candidate): number => {
        game.restore(world);
        if (!game.apply(me, c.action).ok) return -Infinity;
        const after = game.snapshot();
        const next = game.legalActions(me).filter((a) => !NOT_FOLLOW_UPS.has(a.type));
        let best = -Infinity;
        for (const a of next) {
          if (outOfBudget()) break;
          best = Math.max(best, score(after, a));
        }
        return best;
      };

      // Likely moves first: when time runs out in the first pass, the rest are not considered.
      const candidates: Candidate[] = actions
        .map((action) => ({ action, total: 0, samples: 0, deeperTotal: 0, deeperSamples: 0 }))
        .sort((a, b) => priorityOf(b.action.type) - priorityOf(a.action.type));
      let samples = 0;
      const limit = options.samples ?? Infinity;
      while (samples < limit) {
        const world = determinize(state, me, random, engine.progressDecks);
        game.restore(world);
        const base = value(game.view(me), me);
        evals++;
        for (const c of candidates) {
          if (c.samples < samples) continue;
          // the first pass always scores the likeliest moves (every opening spot)
          if ((samples > 0 || evals >= FIRST_PASS) && outOfBudget()) break;
          c.total += judge(world, c, base);
          c.samples++;
        }
        samples++;
        if (options.deepen !== false) {
          const mean = (c: Candidate) => (c.samples ? c.total / c.samples : -Infinity);
          const order = [...candidates].sort((a, b) => Number(ENABLERS.has(b.action.type)) - Number(ENABLERS.has(a.action.type)) || mean(b) - mean(a));
          for (const c of order.slice(0, 8)) {
            if (outOfBudget()) break;
            if (c.action.type === 'endTurn' || c.samples === 0 || c.total === -Infinity) continue;
            const deeper = deepen(world, c);
            if (deeper === -Infinity) continue;
            c.deeperTotal += deeper;
            c.deeperSamples++;
          }
        }
        if (outOfBudget()) break;
      }
      let best: Candidate | null = null;
      let bestValue = -Infinity;
      const worth = (c: Candidate) => Math.max(c.total / c.samples, c.deeperSamples ? c.deeperTotal / c.deeperSamples : -Infinity);
      for (const c of candidates) {
        if (c.samples === 0) continue;
        const v = worth(c);
        if (v > bestValue) {
          bestValue = v;
          best = c;
        }
      }
      if (!best) return fallback.choose(actions, view, me, random);
      if (best.action.type === 'offerTrade') offers++;
      options.explain?.({
        seat: me,
        turn: view.turn,
        vp: view.players[me].vp,
        hand: view.players[me].hand,
        chosen: best.action,
        candidates: candidates.filter((c) => c.samples > 0).map((c) => ({ action: c.action, value: worth(c) })).sort((a, b) => b.value - a.value),
        samples,
        evals,
      });
      return best.action;
    },
  };
}
