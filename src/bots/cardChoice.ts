// Which cards the priority bot hands over when it chooses them itself, in a game with sealed hands
// (docs/cards.md, "Private resource moves"): its replica lists the kind-based intents it can know (a
// Wedding's gift, a Master Merchant's take, a Commercial Harbor's offer and reply) beside the bare
// face-down forms. It gives what it needs least and takes what it needs most, for what it saves for
// (strategy.ts `target`); a bare form (the first tokens by id, a stand-in's pick) comes last.
import type { Action } from '../engine/types.js';

type Hand = Record<string, number>;

const COMMODITIES = new Set(['cloth', 'coin', 'paper']);

/** A card of kind `k` when `had` of it are held besides: 1 if the goal still needs it, a commodity 0.5 (its last) or 0.3, any other 0.1. */
function worth(k: string, had: number, goal: Hand): number {
  if (COMMODITIES.has(k)) return had >= 1 ? 0.3 : 0.5;
  return had < (goal[k] ?? 0) ? 1 : 0.1;
}

/** What giving `cards` out of `hand` costs, for `goal`. */
export function giveCost(cards: Hand, hand: Hand, goal: Hand): number {
  let cost = 0;
  for (const [k, n] of Object.entries(cards)) for (let i = 1; i <= n; i++) cost += worth(k, (hand[k] ?? 0) - i, goal);
  return cost;
}

/** What taking `cards` into `hand` gains, for `goal`. */
export function takeGain(cards: Hand, hand: Hand, goal: Hand): number {
  let gain = 0;
  for (const [k, n] of Object.entries(cards)) for (let i = 0; i < n; i++) gain += worth(k, (hand[k] ?? 0) + i, goal);
  return gain;
}

/**
 * Between 0 and 1, how good a kind-based card choice is for `hand` saving for `goal` (the cheapest gift,
 * the richest take highest); 0 for a bare face-down form; null for any other action.
 */
export function cardChoiceRank(a: Action, hand: Hand, goal: Hand): number | null {
  const given =
    a.type === 'giveCards'
      ? a.cards
      : a.type === 'commercialHarborOffer' || a.type === 'commercialHarborReply'
        ? a.kind === undefined
          ? undefined
          : { [String(a.kind)]: 1 }
        : null;
  if (a.type === 'takeCards') {
    if (a.take === undefined) return 0;
    const gain = takeGain(a.take as Hand, hand, goal);
    return 0.01 + (0.98 * gain) / (1 + gain);
  }
  if (given === null) return null;
  if (given === undefined) return a.type === 'commercialHarborReply' && a.faceDown !== true ? null : 0; // "no commodity" is no choice of cards
  return 1 / (1 + giveCost(given as Hand, hand, goal));
}
