// Legal-action enumeration for Catan for Two: the owed neutral piece, and the token actions (Forced Trade
// offered once per way of choosing the cards to give).

import * as A from '../core/actions';
import { setArg } from '../core/actions';
import { clearArgs, offer, trying } from '../rules/offerList';
import { OK } from '../core/errors';
import { RESOURCES, handOf, handTotal } from '../rules/hand';
import { edgeCount, vertexCount } from '../board/topology';
import { NEUTRAL_FIRST, NEUTRAL_SEATS } from './setup';
import { checkNeutralRoad, checkNeutralSettlement } from './neutral';

/** The places p may give the neutral seats; only those pass on to checkAction (every one in trial mode). */
export function offerNeutralPieces(p: i32): void {
  for (let s = NEUTRAL_FIRST; s < NEUTRAL_FIRST + NEUTRAL_SEATS; s++) {
    for (let e = 0; e < edgeCount; e++) {
      if (!trying() && checkNeutralRoad(p, s, e) != OK) continue;
      clearArgs(); setArg(0, s); setArg(1, e); offer(A.A_NEUTRAL_ROAD);
    }
    for (let v = 0; v < vertexCount; v++) {
      if (!trying() && checkNeutralSettlement(p, s, v) != OK) continue;
      clearArgs(); setArg(0, s); setArg(1, v); offer(A.A_NEUTRAL_SETTLEMENT);
    }
  }
}

/** Before (or between) the rolls: only the robber to the desert (tokens.ts checkTokenAction). */
export function offerTokenRobber(): void {
  clearArgs();
  offer(A.A_TOKEN_ROBBER);
}

export function offerTokenActions(p: i32): void {
  offerTokenRobber();
  clearArgs();
  offer(A.A_KNIGHT_FOR_TOKENS);
  // Forced Trade: every choice of 1 or 2 cards to give (checkAction keeps the size that applies).
  if (handTotal(p) == 0) return;
  for (let a = 0; a < RESOURCES; a++) {
    if (handOf(p, a) == 0) continue;
    clearArgs(); setArg(a, 1); offer(A.A_FORCED_TRADE);
    for (let b = a; b < RESOURCES; b++) {
      if (handOf(p, b) < (a == b ? 2 : 1)) continue;
      clearArgs(); setArg(a, 1); setArg(b, a == b ? 2 : 1); offer(A.A_FORCED_TRADE);
    }
  }
}
