// How a bot picks one of the engine's legal actions. Strategies never decide a rule: they only rank
// what `legalActions` offers, so they work for any mode the engine supports.
import type { Action, View } from '../engine/types.js';
import { cardChoiceRank } from './cardChoice.js';
import { isFaceDownForm } from '../engine/sealedHands.js';

export interface Strategy {
  readonly name: string;
  /**
   * `state` is the seat's replica's engine snapshot: only the search bot reads it, and only through
   * determinize(), which replaces everything the seat may not know.
   */
  choose(actions: Action[], view: View | null, seat: number, random: () => number, state?: Uint8Array): Action;
}

export const randomStrategy: Strategy = {
  name: 'random',
  choose: (actions, _view, _seat, random) => actions[Math.floor(random() * actions.length)],
};

// Higher is better. Unknown action types rank below ending the turn, so a new engine action (a trade
// offer, say) cannot trap a bot in a loop; but when nothing else is legal the bot still takes it.
// Cities & Knights types never occur in a base game, so one table serves both modes.
const PRIORITY: Record<string, number> = {
  buildCity: 100,
  placeCity: 100,
  buildSettlement: 90,
  placeSettlement: 90,
  roll: 80,
  improve: 70,
  repairCity: 100,
  activateKnight: 50,
  buildKnight: 48,
  playDevelopment: 45,
  promoteKnight: 44,
  buyDevelopment: 40,
  buildWall: 40,
  moveRobber: 35,
  chaseRobber: 34,
  buildRoad: 30,
  placeRoad: 30,
  playProgress: 25,
  // decisions asked of the bot: any answer beats stalling
  discard: 20,
  discardProgress: 20,
  pillageCity: 20,
  chooseDeck: 20,
  aqueduct: 20,
  giveCards: 20,
  removeKnight: 20,
  relocateKnight: 20,
  placeDeserter: 20,
  spyTake: 20,
  commitKnights: 20,
  commercialHarborReply: 20,
  takeCards: 20,
  commercialHarborOffer: 15,
  endRoadBuilding: 12,
  bankTrade: 10,
  endTurn: 1,
};
/** The priority table's rank of an action type (the search bot tries high ranks first when time is short). */
export function priorityOf(type: string): number {
  return PRIORITY[type] ?? 0.5;
}

/** Progress cards a bot would rather not play blind (they need a plan, or only help late). */
const SKIP_CARDS = new Set(['deserter', 'intrigue', 'diplomat', 'commercialHarbor']);

type Hand = Record<string, number>;
const COST: Record<'city' | 'settlement' | 'development' | 'road', Hand> = {
  city: { grain: 2, ore: 3 },
  settlement: { brick: 1, lumber: 1, wool: 1, grain: 1 },
  development: { wool: 1, grain: 1, ore: 1 },
  road: { brick: 1, lumber: 1 },
};

/**
 * What the bot saves for: a city while it has a settlement to raise (or a damaged city to repair: the
 * same cards), else a settlement while it has one left, else a development card (C&K: a knight's wool
 * and ore are part of it). Bank trades aim at it; nothing it needs is traded away.
 */
function target(me: { settlements?: unknown[]; cities?: { damaged?: boolean }[]; piecesLeft?: { settlements?: number; cities?: number } } | undefined): Hand {
  const settlements = me?.settlements?.length ?? 0;
  if (me?.cities?.some((c) => c.damaged)) return COST.city;
  const hand = (me as { hand?: Hand } | undefined)?.hand ?? {};
  const cityNear = (hand.ore ?? 0) + (hand.grain ?? 0) >= 3;
  if (settlements > 0 && (me?.piecesLeft?.cities ?? 1) > 0 && (cityNear || (me?.piecesLeft?.settlements ?? 1) === 0)) return COST.city;
  if ((me?.piecesLeft?.settlements ?? 1) > 0) return COST.settlement;
  return COST.development;
}

/**
 * A bank trade worth making: everything it gets is still missing for the target, and nothing it gives
 * is needed for it. So the bot never gives 4 lumber for a wool and then 2 wool for a lumber: the
 * second trade would give what the target needs.
 */
function usefulTrade(a: Action, hand: Hand, goal: Hand): boolean {
  const give = (a.give ?? {}) as Hand;
  const get = (a.get ?? {}) as Hand;
  const missing = (k: string) => Math.max(0, (goal[k] ?? 0) - (hand[k] ?? 0));
  return Object.entries(get).every(([k, n]) => n > 0 && n <= missing(k)) && Object.entries(give).every(([k, n]) => (hand[k] ?? 0) - n >= (goal[k] ?? 0));
}

function withKnownSealed(hand: Hand, known: Hand): Hand {
  const out = { ...hand };
  for (const [k, n] of Object.entries(known)) out[k] = (out[k] ?? 0) + n;
  return out;
}

/** Pips of a number token: how often it rolls out of 36. */
function pips(n: unknown): number {
  return typeof n === 'number' ? 6 - Math.abs(7 - n) : 0;
}

/**
 * Builds before it trades, cities before settlements, settles on the vertex's best-numbered hex,
 * robs the leader, and trades with the bank at most twice a turn (three times in C&K), only towards
 * what it saves for (`target`: a city, including one the barbarians took, else a settlement). In
 * Cities & Knights it improves cities, and raises knights as the barbarian ship comes closer.
 */
export function heuristicStrategy(): Strategy {
  let tradesTurn = -1;
  let trades = 0;
  return {
    name: 'heuristic',
    choose(actions, view, seat, random) {
      const turn = typeof view?.turn === 'number' ? view.turn : -1;
      if (turn !== tradesTurn) {
        tradesTurn = turn;
        trades = 0;
      }
      const barbarians = view?.barbarians;
      const maxTrades = barbarians ? 3 : 2;
      const danger = barbarians ? barbarians.position / Math.max(1, barbarians.attackAt) : 0;
      const me = view?.players?.[seat];
      const cities = me?.cities?.length ?? 0;
      const hand = (me?.hand ?? {}) as Hand;
      const goal = target(me);
      // a move made face down (its bare form listed beside the intents): it chooses the cards, from its
      // public ones and the sealed ones its replica has read; moves that name their cards openly keep
      // the priority table's pick, so seeded games without face-down moves play as before
      const faceDown = actions.some(isFaceDownForm);
      const held = faceDown ? withKnownSealed(hand, me?.sealedKnown ?? {}) : hand;
      let best: Action[] = [];
      let bestScore = -Infinity;
      for (const a of actions) {
        let score = PRIORITY[a.type] ?? 0.5;
        if (a.type === 'bankTrade') score = trades < maxTrades && usefulTrade(a, hand, goal) ? 95 : 0;
        if (a.type === 'playProgress' && typeof a.card === 'string' && SKIP_CARDS.has(a.card)) score = 0.8;
        // knights matter when the ship is close, and only with a city to lose
        if ((a.type === 'activateKnight' || a.type === 'buildKnight') && cities > 0) score += danger * 40;
        if (a.type === 'buildKnight' && (me?.knights?.length ?? 0) >= 3 && danger < 0.5) score = 5;
        if (a.type === 'moveKnight' || a.type === 'displaceKnight') score = 0.6;
        if (faceDown) score += cardChoiceRank(a, held, goal) ?? 0;
        if (Array.isArray(a.vertex)) score += pips(view?.board?.hexes?.[a.vertex[0] as number]?.number) / 10;
        if ((a.type === 'moveRobber' || a.type === 'chaseRobber') && typeof a.victim === 'number') {
          score += (view?.players?.[a.victim]?.vp ?? 0) / 10;
        }
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
