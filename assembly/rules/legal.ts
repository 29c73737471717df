// Legal actions: complete for every finite choice (places, victims, cards, discards), and canonical
// representatives for compositional ones: bank trades as one kind for one kind at the player's rate,
// trade offers as one card for one card. Every record is filtered through checkAction.

import {
  G_ACTOR, G_CARD_PLAYED, G_CHANCE, G_CURRENT, G_PHASE, G_ROBBER_ACTOR, G_TRADE_OPEN, NONE, P_DEV, P_DEV_NEW, g8, isCK, pg, playerCount,
} from '../core/layout';
import * as A from '../core/actions';
import { ARGS, ARG_SLOTS, AT_SLOT, RECORD_WIDTH, setArg } from '../core/actions';
import { MAX_LEGAL, clearArgs, offer, offerAt, offerCount, offerNoArgs, offeringFor, startOffers } from './offerList';
import { OK } from '../core/errors';
import {
  PH_DISCARD, PH_MAIN, PH_RESPOND, PH_ROAD_BUILDING, PH_ROBBER, PH_ROLL, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT,
  PH_SPECIAL_BUILD, CH_NONE,
} from '../core/phases';
import {
  COST_BRIDGE, COST_CITY, COST_DEVELOPMENT, COST_ROAD, COST_SETTLEMENT, DEV_KNIGHT, DEV_MONOPOLY, DEV_ROAD_BUILDING, DEV_VICTORY_POINT,
  DEV_YEAR_OF_PLENTY, KINDS, PIECE_NONE, PIECE_SETTLEMENT, canPay, handOf,
  kindCount, ownerAt, pieceAt, RESOURCES,
} from './hand';
import { discardOwed, robbableMask } from './robber';
import { bankRate } from './trade';
import { edgeCount, hexCount, vertexCount } from '../board/topology';
import { isLand, seaOnBoard } from '../board/sea';
import { robberMayStand } from '../variants/pirate';
import { roadAt, roadConnects, touchesOwnRoad } from './build';
import {
  offerAlchemist, offerBuildingCK, offerDecisions, offerFreeRoadEnd, offerKnightErrant, offerTurnCK, offerVictoryReveals,
} from '../ck/legalCK';
import { offerNeutralPieces, offerTokenActions } from '../two/offers';
import { neutralOwedBy } from '../two/neutral';
import { twoPlayer } from '../variants/flags';
import { awaitsInterrupt } from '../variants/knightInterrupt';
import { G_ROBBER } from '../core/layout';
import { PH_INTERRUPT } from '../core/phases';
import { isCKBA } from '../ckba/region';
import { offerCKBA } from '../ckba/offers';
import { sealedDevelopment } from './sealedDevelopment';
import { offerSealedInterruptKnight, offerSealedPlays, offerWinningReveals } from './sealedOffers';

export { LEGAL, MAX_LEGAL } from './offerList';

/**
 * Roads and bridges: only free paths that touch the player's network are candidates (a necessary
 * condition of every road rule, build.ts roadConnects), so checkAction runs on a handful, not on all.
 */
function offerRoads(type: i32): void {
  for (let e = 0; e < edgeCount; e++) {
    if (roadAt(e) != NONE || !roadConnects(offeringFor(), e)) continue;
    offerAt(type, e);
  }
}

/** Paid settlements stand next to the player's own road; cities replace the player's own settlement. */
function offerSettlementsAndCities(p: i32): void {
  if (canPay(p, COST_SETTLEMENT)) {
    for (let v = 0; v < vertexCount; v++) if (pieceAt(v) == PIECE_NONE && touchesOwnRoad(p, v)) offerAt(A.A_BUILD_SETTLEMENT, v);
  }
  if (canPay(p, COST_CITY)) {
    for (let v = 0; v < vertexCount; v++) if (pieceAt(v) == PIECE_SETTLEMENT && ownerAt(v) == p) offerAt(A.A_BUILD_CITY, v);
  }
}

function offerBuilding(p: i32): void {
  if (canPay(p, COST_ROAD)) offerRoads(A.A_BUILD_ROAD);
  if (seaOnBoard && canPay(p, COST_BRIDGE)) offerRoads(A.A_BUILD_BRIDGE);
  offerSettlementsAndCities(p);
  if (!isCK() && canPay(p, COST_DEVELOPMENT)) {
    clearArgs();
    setArg(0, -1);
    offer(A.A_BUY_DEVELOPMENT);
  }
}

/** Only cards the player holds from before this turn are candidates (checkPlayable's first condition). */
function offerDevelopmentPlays(): void {
  if (isCK() || g8(G_CARD_PLAYED) != 0) return;
  const p = offeringFor();
  if (sealedDevelopment()) { offerSealedPlays(p); return; }
  if (pg(p, P_DEV + DEV_KNIGHT) > 0) offerNoArgs(A.A_PLAY_KNIGHT);
  if (pg(p, P_DEV + DEV_ROAD_BUILDING) > 0) offerNoArgs(A.A_PLAY_ROAD_BUILDING);
  if (pg(p, P_DEV + DEV_YEAR_OF_PLENTY) > 0) offerYearOfPlenty();
  if (pg(p, P_DEV + DEV_MONOPOLY) > 0) for (let k = 0; k < RESOURCES; k++) offerAt(A.A_PLAY_MONOPOLY, k);
  if (pg(p, P_DEV + DEV_VICTORY_POINT) + pg(p, P_DEV_NEW + DEV_VICTORY_POINT) > 0) offerNoArgs(A.A_PLAY_VICTORY_POINT);
}

function offerYearOfPlenty(): void {
  for (let a = 0; a < RESOURCES; a++) {
    for (let b = a; b < RESOURCES; b++) {
      clearArgs();
      setArg(a, 1);
      setArg(b, a == b ? 2 : 1);
      offer(A.A_PLAY_YEAR_OF_PLENTY);
    }
  }
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
    if (offerCount() >= MAX_LEGAL) break;
  }
  setArg(k, 0);
}

function offerRobberMoves(p: i32): void {
  for (let h = 0; h < hexCount; h++) {
    if (!robberMayStand(h)) continue; // land, or sea with the pirate (checkMoveRobber)
    const victims = robbableMask(p, h);
    clearArgs();
    setArg(0, h);
    setArg(2, -1);
    // No victim: nobody to rob there, or (Optional Robber Movement) the robber stays where it is.
    if (victims == 0 || h == g8(G_ROBBER)) {
      setArg(1, -1);
      offer(A.A_MOVE_ROBBER);
    }
    for (let q = 0; victims >> q != 0; q++) {
      if ((victims & (1 << q)) == 0) continue;
      setArg(1, q);
      offer(A.A_MOVE_ROBBER);
    }
  }
}

/** Fills LEGAL with the actions player p may take now; returns how many. */
export function legalActions(p: i32): i32 {
  startOffers(p);
  if (p < 0 || p >= playerCount() || g8(G_CHANCE) != CH_NONE) return 0;
  const current = g8(G_CURRENT);
  if (neutralOwedBy(p)) { offerNeutralPieces(); return offerCount(); }
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
      if (seaOnBoard) offerRoads(A.A_BUILD_BRIDGE);
      if (isCK()) offerFreeRoadEnd();
      break;
    case PH_RESPOND:
      offerDecisions(p);
      break;
    case PH_INTERRUPT:
      if (!awaitsInterrupt(p)) break;
      if (sealedDevelopment()) offerSealedInterruptKnight(p);
      else offerNoArgs(A.A_PLAY_KNIGHT);
      offerNoArgs(A.A_PASS_INTERRUPT);
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
      if (twoPlayer()) offerTokenActions(p);
      offerTrades(p);
      offerNoArgs(A.A_END_TURN);
      break;
  }
  if (isCK()) offerVictoryReveals(p);
  else if (sealedDevelopment()) offerWinningReveals(p);
  if (isCKBA()) offerCKBA(p);
  return offerCount();
}
