// Building: where a road, settlement or city may stand, what it costs, and placing it.

import {
  E_OWNER, G_FREE_ROADS, NONE, P_CITIES_LEFT, P_ROADS_LEFT, P_SETTLEMENTS_LEFT, g8, pg, ps, s8,
} from './layout';
import {
  COST_CITY, COST_ROAD, COST_SETTLEMENT, PIECE_NONE, PIECE_SETTLEMENT, canPay, isBuilding, ownerAt, pay,
  pieceAt, placeSettlementPiece, upgradeToCity,
} from './hand';
import {
  E_CANNOT_AFFORD, E_DISTANCE_RULE, E_NOT_CONNECTED, E_NOT_YOUR_SETTLEMENT, E_NO_PIECES_LEFT, E_NO_SUCH_PLACE,
  E_OCCUPIED, E_ROAD_EXISTS, OK,
} from './errors';
import { edgeCount, edgeVertex, vertexCount, vertexEdge, vertexNeighbor } from './topology';
import { updateLongestRoad } from './longestRoad';
import { oweNeutral } from './two/neutral';
import { earnForSettlement } from './two/tokens';
import { lastSettlementKept } from './variants/settlementRequired';
import { E_SETTLEMENT_REQUIRED } from './errors';

@inline export function roadAt(e: i32): i32 { return g8(E_OWNER + e); }

/** Distance rule: no settlement or city on any neighbouring intersection. */
export function distanceRuleHolds(v: i32): bool {
  for (let i = 0; i < 3; i++) {
    const w = vertexNeighbor(v, i);
    if (w != NONE && isBuilding(w)) return false;
  }
  return true;
}

function touchesOwnRoad(p: i32, v: i32): bool {
  for (let i = 0; i < 3; i++) {
    const e = vertexEdge(v, i);
    if (e != NONE && roadAt(e) == p) return true;
  }
  return false;
}

/** A road connects to p's own piece at an end, or to p's road through an end no opponent occupies. */
export function roadConnects(p: i32, e: i32): bool {
  for (let i = 0; i < 2; i++) {
    const v = edgeVertex(e, i);
    const piece = pieceAt(v);
    if (piece != PIECE_NONE) {
      if (ownerAt(v) == p) return true;
      continue;
    }
    if (touchesOwnRoad(p, v)) return true;
  }
  return false;
}

export function checkRoadSite(p: i32, e: i32): i32 {
  if (e < 0 || e >= edgeCount) return E_NO_SUCH_PLACE;
  if (roadAt(e) != NONE) return E_ROAD_EXISTS;
  if (pg(p, P_ROADS_LEFT) == 0) return E_NO_PIECES_LEFT;
  if (!roadConnects(p, e)) return E_NOT_CONNECTED;
  return OK;
}

export function checkSettlementSite(p: i32, v: i32, needsRoad: bool): i32 {
  if (v < 0 || v >= vertexCount) return E_NO_SUCH_PLACE;
  if (pieceAt(v) != PIECE_NONE) return E_OCCUPIED;
  if (!distanceRuleHolds(v)) return E_DISTANCE_RULE;
  if (pg(p, P_SETTLEMENTS_LEFT) == 0) return E_NO_PIECES_LEFT;
  if (needsRoad && !touchesOwnRoad(p, v)) return E_NOT_CONNECTED;
  return OK;
}

/** Paid roads; Road Building's free roads skip the cost. */
export function checkBuildRoad(p: i32, e: i32): i32 {
  const site = checkRoadSite(p, e);
  if (site != OK) return site;
  if (g8(G_FREE_ROADS) == 0 && !canPay(p, COST_ROAD)) return E_CANNOT_AFFORD;
  return OK;
}

export function checkBuildSettlement(p: i32, v: i32): i32 {
  if (!canPay(p, COST_SETTLEMENT)) return E_CANNOT_AFFORD;
  return checkSettlementSite(p, v, true);
}

export function checkBuildCity(p: i32, v: i32): i32 {
  if (v < 0 || v >= vertexCount) return E_NO_SUCH_PLACE;
  if (pieceAt(v) != PIECE_SETTLEMENT || ownerAt(v) != p) return E_NOT_YOUR_SETTLEMENT;
  if (pg(p, P_CITIES_LEFT) == 0) return E_NO_PIECES_LEFT;
  if (lastSettlementKept(p)) return E_SETTLEMENT_REQUIRED;
  if (!canPay(p, COST_CITY)) return E_CANNOT_AFFORD;
  return OK;
}

export function placeRoad(p: i32, e: i32): void {
  s8(E_OWNER + e, p);
  ps(p, P_ROADS_LEFT, pg(p, P_ROADS_LEFT) - 1);
}

export function buildRoad(p: i32, e: i32): void {
  const free = g8(G_FREE_ROADS);
  if (free > 0) s8(G_FREE_ROADS, free - 1);
  else pay(p, COST_ROAD);
  placeRoad(p, e);
  updateLongestRoad();
  oweNeutral(false);
}

export function buildSettlement(p: i32, v: i32): void {
  pay(p, COST_SETTLEMENT);
  placeSettlementPiece(p, v);
  // A settlement can cut another player's road.
  updateLongestRoad();
  earnForSettlement(p, v);
  oweNeutral(true);
}

export function buildCity(p: i32, v: i32): void {
  pay(p, COST_CITY);
  upgradeToCity(p, v);
}

/** Whether p could place any road now (used to end Road Building early). */
export function anyRoadSite(p: i32): bool {
  for (let e = 0; e < edgeCount; e++) if (checkRoadSite(p, e) == OK) return true;
  return false;
}
