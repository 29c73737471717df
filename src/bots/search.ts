// The search bot: determinized look-ahead over the real rules engine with a hand-tuned value function
// (docs/bots.md). For each decision it samples a world consistent with what its seat knows
// (determinize.ts), tries every legal action on a byte copy of that world, and scores the result with
// evaluate.ts. Then our own turn is followed further after each candidate (the best follow-ups, and
// theirs), so "trade 4:1 then build a city" and "a road, then the settlement it reaches" are plans. Further
// samples are averaged in while the time budget lasts: chance (a steal, a development card, the dice)
// is judged over several sampled outcomes.
import type { Action, Engine, Game, Mode } from '../engine/types.js';
import { determinize, tradeShown } from './determinize.js';
import { evaluatorFor, type Evaluation } from './evaluate.js';
import { heuristicStrategy, priorityOf, type Strategy } from './strategy.js';
import { readableOffer, tradeNeeds, twoForOneOffers } from './offers.js';
import { counterOffers, nearWin } from './tradeAnswer.js';
import { takingSealedSpelling } from './openSpelling.js';

export interface SearchOptions {
  engine: Engine;
  /** Time budget per decision (ms); the likeliest candidates are always judged once, up to 64 positions. */
  thinkMs: number;
  /** Cap on evaluated positions per decision: with it a decision no longer depends on the clock. */
  maxEvals?: number;
  /** Samples of the hidden information (default: as many as the budget allows). */
  samples?: number;
  /**
   * Score the likeliest 64 positions of the first pass whatever the clock says (default); false: only
   * in the opening placements, elsewhere the budget is kept to even on a crowded machine.
   */
  firstPassAnyway?: boolean;
  /** Look further along our own turn after each candidate (a plan: "trade, then build a city"). */
  deepen?: boolean;
  /** How many of our own moves the look-ahead follows after a candidate (default 1). */
  depth?: number;
  /**
   * Deepen further while time is left: after a sample whose every candidate was planned, the next sample
   * plans one move deeper, up to this many (default: `depth`). More think time then plans deeper plans.
   */
  maxDepth?: number;
  /** How many of the best follow-ups the look-ahead's first step follows further (default 1); each further step half as many. */
  width?: number;
  /** Player trade offers per turn. */
  offersPerTurn?: number;
  /** The value function (evaluate.ts): `plain` by default, `full` for the hard bot. */
  evaluation?: Evaluation;
  /**
   * Trade as a careful person does: what the partner gains counts against a trade (the leader's
   * doubly), an offer counts only with someone it suits, an open offer also gets counter-offers, and
   * no trade is made with a player close enough to winning that it could hand them the game.
   */
  tradeSense?: boolean;
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
  /** How many of our own moves the last sample's plan followed after each candidate. */
  depth: number;
}

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
// Candidates whose worth the look-ahead does not follow: the turn ends, or others answer first.
const NOT_PLANNED = new Set(['endTurn', 'offerTrade', 'acceptTrade', 'counterTrade', 'declineTrade']);
// Positions the first pass scores whatever the clock says: more than any opening's spots (54 on the
// standard board), about 4 ms of work. (Counted in positions: a trade offer costs one per opponent.)
const FIRST_PASS = 64;
// Chance of a player trade being taken (our offers are judged at this discount).
const ACCEPT_CHANCE = 0.35;
// With tradeSense: the chance that an offer which suits someone is taken, and that a counter is.
const SUITED_ACCEPT_CHANCE = 0.6;
const COUNTER_CHANCE = 0.5;
// With tradeSense: how much of a partner's gain counts against a trade. Little: the other bots take
// most offers we decline, so refusing seldom denies the partner its gain, only ours (at 0.5, hard took
// 0.1 offers a game in C&K, each normal bot 9); the leader's gain counts more.
const PARTNER_SHARE = 0.2;
const LEADER_SHARE = 0.6;

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
    if (!game) scratch.set(key, (game = takingSealedSpelling(engine.newGame({ mode, players: seats }))));
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
      const firstPass = opening || options.firstPassAnyway !== false ? FIRST_PASS : 0;
      const maxEvals = options.maxEvals ?? Infinity;
      const game = scratchFor(view.mode as Mode, view.playerCount);
      const value = evaluatorFor(view, options.evaluation);
      const sense = options.tradeSense === true;
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
        return value(game.positionView(me), me);
      };

      /**
       * A trade with `partner` in one world: our value after it, less a share of what it is worth to the partner
       * (by the same value function on the partner's side of this world). A partner close to winning
       * (nearWin: one build, or a hidden card, from the target) gets no trade at all.
       */
      const tradeValue = (world: Uint8Array, partner: number, trade: (g: Game) => boolean): { mine: number; theirs: number } => {
        if (nearWin(view, partner)) return { mine: -Infinity, theirs: 0 };
        evals += 2;
        game.restore(world);
        const before = value(game.positionView(partner), partner);
        if (!trade(game)) return { mine: -Infinity, theirs: 0 };
        const theirs = value(game.positionView(partner), partner) - before;
        const leader = view.players[partner].vp >= Math.max(...view.players.map((q: { vp: number }) => q.vp));
        return { mine: value(game.positionView(me), me) - (leader ? LEADER_SHARE : PARTNER_SHARE) * Math.max(0, theirs), theirs };
      };

      /** Value of one action in one sampled world, with the answers a trade needs from others. */
      const judge = (world: Uint8Array, c: Candidate, base: number): number => {
        const type = c.action.type;
        if (type === 'acceptTrade' || type === 'counterTrade') {
          // judged as if the offer is then confirmed with us: what we give, what they get
          const confirm = (g: Game) => g.apply(view.currentPlayer, { type: 'confirmTrade', with: me });
          if (!sense) return score(world, c.action, (g) => confirm(g));
          const { mine } = tradeValue(world, view.currentPlayer, (g) => g.apply(me, c.action).ok && confirm(g).ok);
          if (type !== 'counterTrade' || nearWin(view, view.currentPlayer)) return mine;
          // a counter the offerer cannot pay in this world is a counter refused
          return mine === -Infinity ? base : COUNTER_CHANCE * mine + (1 - COUNTER_CHANCE) * base;
        }
        if (type === 'confirmTrade' && sense) {
          const partner = c.action.with as number;
          return tradeValue(world, partner, (g) => g.apply(me, c.action).ok).mine;
        }
        if (type === 'offerTrade') {
          if (!offersLeft) return -Infinity;
          let best = -Infinity;
          for (let q = 0; q < view.playerCount; q++) {
            if (q === me) continue;
            if (!sense) {
              best = Math.max(
                best,
                score(world, c.action, (g) => {
                  if (g.apply(q, { type: 'acceptTrade' }).ok) g.apply(me, { type: 'confirmTrade', with: q });
                }),
              );
              continue;
            }
            // someone takes it only if it suits them (and nobody close to winning gets it)
            const t = tradeValue(
              world,
              q,
              (g) => g.apply(me, c.action).ok && g.apply(q, { type: 'acceptTrade' }).ok && g.apply(me, { type: 'confirmTrade', with: q }).ok,
            );
            if (t.theirs > 0) best = Math.max(best, t.mine);
          }
          if (!sense) return ACCEPT_CHANCE * best + (1 - ACCEPT_CHANCE) * base - 3;
          return best === -Infinity ? base - 3 : SUITED_ACCEPT_CHANCE * best + (1 - SUITED_ACCEPT_CHANCE) * base - 3;
        }
        return score(world, c.action);
      };

      /**
       * Best value of a follow-up move by us after `action`, in the same world; with depth left, the
       * `width` best follow-ups are followed again (a second bank trade among them), so "trade, trade,
       * build a city" and "road, then the settlement it reaches" are seen as plans. Each further step
       * follows half as many: a third move is worth looking for only after the likeliest second ones.
       */
      const deepen = (world: Uint8Array, action: Action, depth: number, width: number): number => {
        game.restore(world);
        if (!game.apply(me, action).ok) return -Infinity;
        const after = game.snapshot();
        const next = game.legalActions(me).filter((a) => !NOT_FOLLOW_UPS.has(a.type) || (depth > 1 && a.type === 'bankTrade'));
        let best = -Infinity;
        const followed: { a: Action; v: number }[] = [];
        for (const a of next) {
          if (outOfBudget()) break;
          const v = score(after, a);
          best = Math.max(best, v);
          if (depth > 1 && v > -Infinity) followed.push({ a, v });
        }
        followed.sort((x, y) => y.v - x.v);
        for (const f of followed.slice(0, width)) {
          if (outOfBudget()) break;
          best = Math.max(best, deepen(after, f.a, depth - 1, Math.max(1, width >> 1)));
        }
        return best;
      };

      // An offer made to us may also be answered with a counter-offer (the engine does not list them).
      const trade = view.trade;
      const counters: Action[] =
        sense && trade && trade.from !== me && actions.some((a) => a.type === 'declineTrade')
          ? counterOffers(trade).map((c) => ({ type: 'counterTrade', ...c }))
          : [];
      // Only offers a person would read at a glance (offers.ts), which also keeps the search affordable.
      const needs = sense ? tradeNeeds(view, me) : null;
      const considered = needs ? actions.filter((a) => a.type !== 'offerTrade' || readableOffer(a, needs)) : actions;
      if (needs && actions.some((a) => a.type === 'offerTrade')) considered.push(...twoForOneOffers(view, me, needs));
      // Likely moves first: when time runs out in the first pass, the rest are not considered.
      const candidates: Candidate[] = [...considered, ...counters]
        .map((action) => ({ action, total: 0, samples: 0, deeperTotal: 0, deeperSamples: 0 }))
        .sort((a, b) => priorityOf(b.action.type) - priorityOf(a.action.type));
      let samples = 0;
      let depth = options.depth ?? 1;
      let plannedDepth = 0;
      const limit = options.samples ?? Infinity;
      // trade sense deals the open trade's shown cards where they were shown; the normal bot keeps the
      // blind re-deal it was measured with (the yardstick of issue 28's runs)
      const shown = sense ? tradeShown(view) : [];
      while (samples < limit) {
        const world = determinize(state, me, random, engine.progressDecks, shown);
        game.restore(world);
        const base = value(game.positionView(me), me);
        evals++;
        for (const c of candidates) {
          if (c.samples < samples) continue;
          // the first pass always scores the likeliest moves (every opening spot)
          if ((samples > 0 || evals >= firstPass) && outOfBudget()) break;
          c.total += judge(world, c, base);
          c.samples++;
        }
        samples++;
        if (options.deepen !== false) {
          const mean = (c: Candidate) => (c.samples ? c.total / c.samples : -Infinity);
          // the best-looking candidates first: time may run out before the last is followed
          const order = [...candidates].sort((a, b) => mean(b) - mean(a));
          let planned = true;
          plannedDepth = depth;
          for (const c of order) {
            if (outOfBudget()) {
              planned = false;
              break;
            }
            if (NOT_PLANNED.has(c.action.type) || c.samples === 0 || c.total === -Infinity) continue;
            const deeper = deepen(world, c.action, depth, options.width ?? 1);
            if (deeper === -Infinity) continue;
            c.deeperTotal += deeper;
            c.deeperSamples++;
          }
          if (planned && depth < (options.maxDepth ?? depth)) depth++;
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
        candidates: candidates
          .filter((c) => c.samples > 0)
          .map((c) => ({ action: c.action, value: worth(c) }))
          .sort((a, b) => b.value - a.value),
        samples,
        evals,
        depth: plannedDepth,
      });
      return best.action;
    },
  };
}
