// Bots for the in-page table that know what Cities & Knights rewards. The shared heuristic
// (src/bots/strategy.ts) ranks every C&K action below ending the turn, so its C&K games take hundreds
// of turns and nobody ever defends Catan. This only re-ranks the engine's legal actions: it decides
// no rule. Base games keep the shared heuristic.
import type { Action, View } from '../engine/types';
import { heuristicStrategy, type Strategy } from '../bots/strategy';

function pips(n: unknown): number {
  return typeof n === 'number' ? 6 - Math.abs(7 - n) : 0;
}

const PRIORITY: Record<string, number> = {
  placeCity: 100,
  buildCity: 100,
  placeSettlement: 90,
  buildSettlement: 90,
  roll: 80,
  improve: 70,
  repairCity: 68,
  activateKnight: 50,
  buildKnight: 48,
  promoteKnight: 44,
  buildWall: 40,
  moveRobber: 35,
  chaseRobber: 34,
  buildRoad: 30,
  placeRoad: 30,
  playProgress: 25,
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
  commercialHarborReply: 20,
  commercialHarborOffer: 15,
  endRoadBuilding: 12,
  bankTrade: 10,
  endTurn: 1,
};

/** Cards a bot would rather not play blind (they need a plan, or they only help late). */
const SKIP_CARDS = new Set(['deserter', 'intrigue', 'diplomat', 'commercialHarbor']);

export function ckStrategy(): Strategy {
  let tradesTurn = -1;
  let trades = 0;
  return {
    name: 'ck-heuristic',
    choose(actions: Action[], view: View | null, seat: number, random: () => number): Action {
      const turn = typeof view?.turn === 'number' ? view.turn : -1;
      if (turn !== tradesTurn) {
        tradesTurn = turn;
        trades = 0;
      }
      const b = view?.barbarians;
      const danger = b ? b.position / Math.max(1, b.attackAt) : 0;
      const me = view?.players?.[seat];
      const cities = me?.cities?.length ?? 0;
      let best: Action[] = [];
      let bestScore = -Infinity;
      for (const a of actions) {
        let score = PRIORITY[a.type] ?? 0.5;
        if (a.type === 'bankTrade' && trades >= 3) score = 0;
        if (a.type === 'playProgress' && typeof a.card === 'string' && SKIP_CARDS.has(a.card)) score = 0.8;
        // knights matter when the ship is close, and only with a city to lose
        if ((a.type === 'activateKnight' || a.type === 'buildKnight') && cities > 0) score += danger * 40;
        if (a.type === 'buildKnight' && (me?.knights?.length ?? 0) >= 3 && danger < 0.5) score = 5;
        if (a.type === 'moveKnight' || a.type === 'displaceKnight') score = 0.6;
        if (Array.isArray(a.vertex)) score += pips(view?.board?.hexes?.[a.vertex[0] as number]?.number) / 10;
        if ((a.type === 'moveRobber' || a.type === 'chaseRobber') && typeof a.victim === 'number') score += (view?.players?.[a.victim]?.vp ?? 0) / 10;
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

export function strategyFor(mode: string): Strategy {
  return String(mode).startsWith('ck') ? ckStrategy() : heuristicStrategy();
}
