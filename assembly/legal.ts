// Legal actions: complete for every finite choice (places, victims, cards, discards), and canonical
// representatives for compositional ones: bank trades as one kind for one kind at the player's rate,
// trade offers as one card for one card. Every record is filtered through checkAction.

import { G_ACTOR, G_CHANCE, G_CURRENT, G_PHASE, G_ROBBER_ACTOR, G_TRADE_OPEN, g8, isCK, playerCount } from './layout';
import * as A from './actions';
import { ARGS, ARG_SLOTS, AT_SLOT, RECORD_WIDTH, setArg } from './actions';
import { checkAction } from './apply';
import { OK } from './errors';
import {
  PH_DISCARD, PH_MAIN, PH_RESPOND, PH_ROAD_BUILDING, PH_ROBBER, PH_ROLL, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT,
  PH_SPECIAL_BUILD, CH_NONE,
} from './phases';
import { COST_CITY, COST_DEVELOPMENT, COST_ROAD, COST_SETTLEMENT, KINDS, canPay, handOf, kindCount, RESOURCES } from './hand';
import { discardOwed, anyoneRobbable } from './robber';
import { bankRate } from './trade';
import { edgeCount, hexCount, vertexCount } from './topology';
import {
  offerAlchemist, offerBuildingCK, offerDecisions, offerFreeRoadEnd, offerKnightErrant, offerTurnCK, offerVictoryReveals,
} from './legalCK';
import { isCKBA } from './ckba/region';
import { offerCKBA } from './ckba/offers';

export const MAX_LEGAL = 4096;
export const LEGAL: usize = memory.data(MAX_LEGAL * RECORD_WIDTH * 4, 16);
let count = 0;
let forPlayer = 0;

export function clearArgs(): void {
  for (let i = 0; i < ARG_SLOTS; i++) setArg(i, 0);
  setArg(AT_SLOT, -1);
}

/** Records the action in ARGS if it is legal for the player being enumerated. */
export function offer(type: i32): void {
  if (count >= MAX_LEGAL || checkAction(forPlayer, type) != OK) return;
  const rec = LEGAL + <usize>(count * RECORD_WIDTH * 4);
  store<i32>(rec, type);
  memory.copy(rec + 4, ARGS, ARG_SLOTS * 4);
  count++;
}

function offerAt(type: i32, place: i32): void {
  clearArgs();
  setArg(0, place);
  offer(type);
}

function offerNoArgs(type: i32): void {
  clearArgs();
  offer(type);
}

function offerRoads(type: i32): void {
  for (let e = 0; e < edgeCount; e++) offerAt(type, e);
}

function offerBuilding(p: i32): void {
  if (canPay(p, COST_ROAD) || g8(G_PHASE) == PH_ROAD_BUILDING) offerRoads(A.A_BUILD_ROAD);
  if (g8(G_PHASE) == PH_ROAD_BUILDING) return;
  if (canPay(p, COST_SETTLEMENT)) for (let v = 0; v < vertexCount; v++) offerAt(A.A_BUILD_SETTLEMENT, v);
  if (canPay(p, COST_CITY)) for (let v = 0; v < vertexCount; v++) offerAt(A.A_BUILD_CITY, v);
  if (!isCK() && canPay(p, COST_DEVELOPMENT)) {
    clearArgs();
    setArg(0, -1);
    offer(A.A_BUY_DEVELOPMENT);
  }
}

function offerDevelopmentPlays(): void {
  if (isCK()) return;
  offerNoArgs(A.A_PLAY_KNIGHT);
  offerNoArgs(A.A_PLAY_ROAD_BUILDING);
  for (let a = 0; a < RESOURCES; a++) {
    for (let b = a; b < RESOURCES; b++) {
      clearArgs();
      setArg(a, 1);
      setArg(b, a == b ? 2 : 1);
      offer(A.A_PLAY_YEAR_OF_PLENTY);
    }
  }
  for (let k = 0; k < RESOURCES; k++) offerAt(A.A_PLAY_MONOPOLY, k);
}

function offerTrades(p: i32): void {
  const kinds = kindCount();
  for (let give = 0; give < kinds; give++) {
    const rate = bankRate(p, give);
    if (handOf(p, give) < rate) continue;
    for (let get = 0; get < kinds; get++) {
      if (get == give) continue;
      clearArgs();
      setArg(give, rate);
      setArg(8 + get, 1);
      offer(A.A_BANK_TRADE);
    }
  }
  if (g8(G_TRADE_OPEN) != 0) {
    for (let q = 0; q < playerCount(); q++) offerAt(A.A_CONFIRM_TRADE, q);
    offerNoArgs(A.A_CANCEL_TRADE);
    return;
  }
  for (let give = 0; give < kinds; give++) {
    if (handOf(p, give) == 0) continue;
    for (let get = 0; get < kinds; get++) {
      if (get == give) continue;
      clearArgs();
      setArg(give, 1);
      setArg(8 + get, 1);
      offer(A.A_OFFER_TRADE);
    }
  }
}

/** Every way to discard `left` cards from kinds k.. of the player's hand. */
function offerDiscards(p: i32, k: i32, left: i32): void {
  if (left == 0) { offer(A.A_DISCARD); return; }
  if (k == KINDS) return;
  const most = min(left, handOf(p, k));
  for (let n = most; n >= 0; n--) {
    setArg(k, n);
    offerDiscards(p, k + 1, left - n);
    if (count >= MAX_LEGAL) break;
  }
  setArg(k, 0);
}

function offerRobberMoves(p: i32): void {
  for (let h = 0; h < hexCount; h++) {
    clearArgs();
    setArg(0, h);
    setArg(2, -1);
    if (!anyoneRobbable(p, h)) {
      setArg(1, -1);
      offer(A.A_MOVE_ROBBER);
      continue;
    }
    for (let q = 0; q < playerCount(); q++) {
      setArg(1, q);
      offer(A.A_MOVE_ROBBER);
    }
  }
}

/** Fills LEGAL with the actions player p may take now; returns how many. */
export function legalActions(p: i32): i32 {
  count = 0;
  forPlayer = p;
  if (p < 0 || p >= playerCount() || g8(G_CHANCE) != CH_NONE) return 0;
  const current = g8(G_CURRENT);
  switch (g8(G_PHASE)) {
    case PH_SETUP_SETTLEMENT:
      if (p == current) for (let v = 0; v < vertexCount; v++) {
        offerAt(A.A_PLACE_SETTLEMENT, v);
        if (isCK()) offerAt(A.A_PLACE_CITY, v);
      }
      break;
    case PH_SETUP_ROAD:
      if (p == current) offerRoads(A.A_PLACE_ROAD);
      break;
    case PH_ROLL:
      if (p != current) break;
      clearArgs();
      setArg(0, -1); setArg(1, -1); setArg(2, -1);
      offer(A.A_ROLL);
      offerDevelopmentPlays();
      if (isCK()) { offerAlchemist(p); offerKnightErrant(p); }
      break;
    case PH_DISCARD:
      if (discardOwed(p) > 0) {
        clearArgs();
        offerDiscards(p, 0, discardOwed(p));
      }
      break;
    case PH_ROBBER:
      if (p == g8(G_ROBBER_ACTOR)) offerRobberMoves(p);
      break;
    case PH_ROAD_BUILDING:
      if (p != current) break;
      offerRoads(A.A_BUILD_ROAD);
      if (isCK()) offerFreeRoadEnd();
      break;
    case PH_RESPOND:
      offerDecisions(p);
      break;
    case PH_SPECIAL_BUILD:
      if (p != g8(G_ACTOR)) break;
      offerBuilding(p);
      if (isCK()) offerBuildingCK(p);
      offerNoArgs(A.A_END_SPECIAL_BUILD);
      break;
    case PH_MAIN:
      if (p != current) {
        offerNoArgs(A.A_ACCEPT_TRADE);
        offerNoArgs(A.A_DECLINE_TRADE);
        break;
      }
      offerBuilding(p);
      offerDevelopmentPlays();
      if (isCK()) offerTurnCK(p);
      offerTrades(p);
      offerNoArgs(A.A_END_TURN);
      break;
  }
  if (isCK()) offerVictoryReveals(p);
  if (isCKBA()) offerCKBA(p);
  return count;
}
