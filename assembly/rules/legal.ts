// Legal actions: complete for every finite choice (places, victims, cards, discards), and canonical
// representatives for compositional ones: bank trades as one kind for one kind at the player's rate,
// trade offers as one card for one card. Generators list only legal records (offerList.ts): this file
// settles the phase and whose turn it is, baseOffers.ts and ck/legalCK.ts what may be done in it.
// What a mode adds comes from the mode hooks (rules/modeHooks.ts); Catan for Two, ckba and the Knight
// Interrupt window still offer candidates through checkAction.

import { owesMonopoly, sealedHands } from './sealedHands';
import { G_ACTOR, G_CHANCE, G_CURRENT, G_PHASE, G_ROBBER_ACTOR, G_SETUP_STEP, g8, isCK, playerCount } from '../core/layout';
import * as A from '../core/actions';
import { setArg } from '../core/actions';
import {
  chooseNext, clearArgs, countNext, enough, legalAt, legalNoArgs, listAll, offerCount, offerLegal, recordsWritten, startOffers, trying, wanted,
} from './offerList';
import { OK } from '../core/errors';
import {
  PH_DISCARD, PH_MAIN, PH_ROAD_BUILDING, PH_ROBBER, PH_ROLL, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT,
  PH_SPECIAL_BUILD, CH_NONE,
} from '../core/phases';
import { discardOwed } from './robber';
import { checkAccept, checkDecline } from './trade';
import { edgeCount, vertexCount } from '../board/topology';
import { seaOnBoard } from '../board/sea';
import { checkSetupRoad, checkSetupSettlement } from './turn';
import { markNetwork, offerBuilding, offerDevelopmentPlays, offerOwedDiscards, offerPaths, offerRobberMoves, offerTrades } from './baseOffers';
import {
  hooks, asks, ASK_OFFERS_OWED_PIECE, ASK_OFFER_BEFORE_ROLL, ASK_OFFER_ON_TURN, ASK_CHECK_END_TURN,
  ASK_OFFER_EVERY_PHASE,
} from './modeHooks';
import { sealedDevelopment } from './sealedDevelopment';
import { offerWinningReveals } from './sealedOffers';

export { LEGAL, MAX_LEGAL, typeCounts, typesMet, typesMetInList } from './offerList';

/** Set-up: a settlement on any free land intersection the distance rule allows (in C&K the second is a city). */
function offerSetupPieces(): void {
  const city = isCK() && g8(G_SETUP_STEP) >= playerCount();
  const type = city ? A.A_PLACE_CITY : A.A_PLACE_SETTLEMENT;
  if (!trying() && !wanted(type)) return;
  for (let v = 0; v < vertexCount; v++) {
    if (!trying() && enough(type)) return;
    const fits = trying() || checkSetupSettlement(v) == OK;
    if (fits && (trying() || !city)) legalAt(A.A_PLACE_SETTLEMENT, v);
    if (fits && (trying() || city)) legalAt(A.A_PLACE_CITY, v);
  }
}

/** Set-up: a road on land from the settlement just placed. */
function offerSetupRoads(): void {
  if (!wanted(A.A_PLACE_ROAD)) return;
  for (let e = 0; e < edgeCount && !enough(A.A_PLACE_ROAD); e++) if (trying() || checkSetupRoad(e) == OK) legalAt(A.A_PLACE_ROAD, e);
}

/** Fills LEGAL with the actions player p may take now; returns how many. */
export function legalActions(p: i32): i32 {
  startOffers(p);
  if (p < 0 || p >= playerCount() || g8(G_CHANCE) != CH_NONE) return 0;
  if (sealedHands() && owesMonopoly(p)) return 0; // its answer is a card message first (rules/sealedHands.ts)
  const current = g8(G_CURRENT);
  if (asks(ASK_OFFERS_OWED_PIECE) && hooks.offersOwedPiece(p)) return offerCount();
  switch (g8(G_PHASE)) {
    case PH_SETUP_SETTLEMENT:
      if (p == current) offerSetupPieces();
      break;
    case PH_SETUP_ROAD:
      if (p == current) offerSetupRoads();
      break;
    case PH_ROLL:
      if (p != current) break;
      clearArgs();
      setArg(0, -1); setArg(1, -1); setArg(2, -1);
      offerLegal(A.A_ROLL);
      offerDevelopmentPlays(p);
      if (asks(ASK_OFFER_BEFORE_ROLL)) hooks.offerBeforeRoll(p);
      break;
    case PH_DISCARD:
      if (discardOwed(p) > 0) {
        clearArgs();
        offerOwedDiscards(p, discardOwed(p));
      }
      break;
    case PH_ROBBER:
      if (p == g8(G_ROBBER_ACTOR) && hooks.robberOnBoard()) offerRobberMoves(p);
      break;
    case PH_ROAD_BUILDING:
      if (p != current) break;
      markNetwork(p);
      offerPaths(p, A.A_BUILD_ROAD);
      if (seaOnBoard || trying()) offerPaths(p, A.A_BUILD_BRIDGE);
      if (isCK() || trying()) legalNoArgs(A.A_END_ROAD_BUILDING);
      break;
    case PH_SPECIAL_BUILD:
      if (p != g8(G_ACTOR)) break;
      offerBuilding(p);
      hooks.offerBuilding(p);
      legalNoArgs(A.A_END_SPECIAL_BUILD);
      break;
    case PH_MAIN:
      if (p != current) {
        if (wanted(A.A_ACCEPT_TRADE) && (trying() || checkAccept(p) == OK)) legalNoArgs(A.A_ACCEPT_TRADE);
        if (wanted(A.A_DECLINE_TRADE) && (trying() || checkDecline(p) == OK)) legalNoArgs(A.A_DECLINE_TRADE);
        break;
      }
      offerBuilding(p);
      offerDevelopmentPlays(p);
      if (asks(ASK_OFFER_ON_TURN)) hooks.offerOnTurn(p);
      offerTrades(p);
      if (wanted(A.A_END_TURN) && (trying() || !asks(ASK_CHECK_END_TURN) || hooks.checkEndTurn(p) == OK)) legalNoArgs(A.A_END_TURN);
      break;
    default:
      hooks.offerInPhase(p, g8(G_PHASE));
  }
  if (!isCK() && sealedDevelopment()) offerWinningReveals(p);
  if (asks(ASK_OFFER_EVERY_PHASE)) hooks.offerEveryPhase(p);
  return offerCount();
}

/**
 * How many actions player p may take now, tallied per type (typeCounts, typesMet) and not written:
 * of `type` only, or of every type with -1.
 */
export function countActions(p: i32, type: i32): i32 {
  countNext(type, false);
  const n = legalActions(p);
  listAll();
  return n;
}

/** The types of action player p may take now (typesMet; typeCounts at least 1 each, not the counts): none, 0. */
export function presentActions(p: i32): i32 {
  countNext(-1, true);
  const n = legalActions(p);
  listAll();
  return n;
}

/**
 * Writes to LEGAL only p's legal records of `type`: the which-th of them (as the full list orders
 * them), or all of them with which -1; returns how many it wrote.
 */
export function chooseAction(p: i32, type: i32, which: i32): i32 {
  chooseNext(type, which);
  legalActions(p);
  const n = recordsWritten();
  listAll();
  return n;
}
