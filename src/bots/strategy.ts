// How a bot picks one of the engine's legal actions. Strategies never decide a rule: they only rank
// what `legalActions` offers, so they work for any mode the engine supports.
import type { Action, View } from '../engine/types.js';

export interface Strategy {
  readonly name: string;
  choose(actions: Action[], view: View | null, seat: number, random: () => number): Action;
}

export const randomStrategy: Strategy = {
  name: 'random',
  choose: (actions, _view, _seat, random) => actions[Math.floor(random() * actions.length)],
};

// Higher is better. Unknown action types rank below ending the turn, so a new engine action (a trade
// offer, say) cannot trap a bot in a loop; but when nothing else is legal the bot still takes it.
const PRIORITY: Record<string, number> = {
  buildCity: 100,
  placeCity: 100,
  buildSettlement: 90,
  placeSettlement: 90,
  roll: 80,
  playDevelopment: 45,
  buyDevelopment: 40,
  moveRobber: 35,
  buildRoad: 30,
  placeRoad: 30,
  discard: 20,
  bankTrade: 10,
  endTurn: 1,
};
const MAX_TRADES_PER_TURN = 2;

/** Pips of a number token: how often it rolls out of 36. */
function pips(n: unknown): number {
  return typeof n === 'number' ? 6 - Math.abs(7 - n) : 0;
}

/**
 * Builds before it trades, cities before settlements, settles on the vertex's best-numbered hex,
 * robs the leader, and trades with the bank at most twice a turn.
 */
export function heuristicStrategy(): Strategy {
  let tradesTurn = -1;
  let trades = 0;
  return {
    name: 'heuristic',
    choose(actions, view, _seat, random) {
      const turn = typeof view?.turn === 'number' ? view.turn : -1;
      if (turn !== tradesTurn) {
        tradesTurn = turn;
        trades = 0;
      }
      let best: Action[] = [];
      let bestScore = -Infinity;
      for (const a of actions) {
        let score = PRIORITY[a.type] ?? 0.5;
        if (a.type === 'bankTrade' && trades >= MAX_TRADES_PER_TURN) score = 0;
        if (Array.isArray(a.vertex)) score += pips(view?.board?.hexes?.[a.vertex[0] as number]?.number) / 10;
        if (a.type === 'moveRobber' && typeof a.victim === 'number') score += (view?.players?.[a.victim]?.vp ?? 0) / 10;
        if (score > bestScore) {
          bestScore = score;
          best = [a];
        } else if (score === bestScore) best.push(a);
      }
      const choice = best[Math.floor(random() * best.length)];
      if (choice.type === 'bankTrade') trades++;
      return choice;
    },
  };
}

export function strategyNamed(name: string): Strategy {
  if (name === 'random') return randomStrategy;
  if (name === 'heuristic') return heuristicStrategy();
  throw new Error(`unknown bot strategy ${name}`);
}
