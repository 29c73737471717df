// Building: where a road, settlement or city may stand, what it costs, and placing it.

import {
  E_OWNER, G_FREE_ROADS, NONE, P_CITIES_LEFT, P_ROADS_LEFT, P_SETTLEMENTS_LEFT, g8, pg, ps, s8,
} from '../core/layout';
import {
  COST_BRIDGE, COST_CITY, COST_ROAD, COST_SETTLEMENT, PIECE_NONE, PIECE_SETTLEMENT, canPay, isBuilding, ownerAt, pay,
  pieceAt, placeSettlementPiece, upgradeToCity,
} from './hand';
import {
  E_CANNOT_AFFORD, E_DISTANCE_RULE, E_NOT_CONNECTED, E_NOT_YOUR_SETTLEMENT, E_NO_PIECES_LEFT, E_NO_SUCH_PLACE,
  E_NOT_BRIDGE_SITE, E_NO_LAND, E_OCCUPIED, E_ROAD_EXISTS, E_ROAD_ON_WATER, OK,
} from '../core/errors';
import { NO_ID, edgeCount, edgeVertex, otherEnd, vertexCount, vertexEdge, vertexNeighbor } from '../board/topology';
import { edgeTouchesLand, isBridgeSite, seaOnBoard, vertexTouchesLand } from '../board/sea';
import { roadOwnersAt, updateLongestRoad, updateLongestRoadAfterRoad } from './longestRoad';
import { hooks, asks, ASK_KEEPS_LAST_SETTLEMENT, ASK_SETTLEMENT_PLACED } from './modeHooks';
import { E_SETTLEMENT_REQUIRED } from '../core/errors';

@inline export function roadAt(e: i32): i32 { return g8(E_OWNER + e); }

/**
 * Distance rule: no settlement or city on any neighbouring intersection, except one separated by
 * nothing but water (001, Islands of Catan).
 */
export function distanceRuleHolds(v: i32): bool {
  for (let i = 0; i < 3; i++) {
    const e = vertexEdge(v, i);
    if (e != NO_ID && isBuilding(otherEnd(e, v)) && (!seaOnBoard || edgeTouchesLand(e))) return false;
  }
  return true;
}

@inline export function touchesOwnRoad(p: i32, v: i32): bool {
  for (let i = 0; i < 3; i++) {
    const e = vertexEdge(v, i);
    if (e != NO_ID && roadAt(e) == p) return true;
  }
  return false;
}

/** A road connects to p's own piece at an end, or to p's road through an end no opponent occupies. */
@inline export function roadConnects(p: i32, e: i32): bool {
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
  if (seaOnBoard && !edgeTouchesLand(e)) return E_ROAD_ON_WATER;
  return checkConnectedPiece(p, e);
}

/** A bridge: a road over an edge between two sea hexes (001, Islands of Catan). */
export function checkBridgeSite(p: i32, e: i32): i32 {
  if (e < 0 || e >= edgeCount) return E_NO_SUCH_PLACE;
  if (roadAt(e) != NONE) return E_ROAD_EXISTS;
  if (!isBridgeSite(e)) return E_NOT_BRIDGE_SITE;
  return checkConnectedPiece(p, e);
}

function checkConnectedPiece(p: i32, e: i32): i32 {
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
  // Last: on boards without sea every intersection passes, and most candidates fail above.
  if (seaOnBoard && !vertexTouchesLand(v)) return E_NO_LAND;
  return OK;
}

/** Paid roads; Road Building's free roads skip the cost. */
export function checkBuildRoad(p: i32, e: i32): i32 {
  const site = checkRoadSite(p, e);
  if (site != OK) return site;
  if (g8(G_FREE_ROADS) == 0 && !canPay(p, COST_ROAD)) return E_CANNOT_AFFORD;
  return OK;
}

/** Bridges cost 1 lumber, 1 brick, 1 wool; Road Building's free roads may be bridges (001). */
export function checkBuildBridge(p: i32, e: i32): i32 {
  const site = checkBridgeSite(p, e);
  if (site != OK) return site;
  if (g8(G_FREE_ROADS) == 0 && !canPay(p, COST_BRIDGE)) return E_CANNOT_AFFORD;
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
  if (asks(ASK_KEEPS_LAST_SETTLEMENT) && hooks.keepsLastSettlement(p)) return E_SETTLEMENT_REQUIRED;
  if (!canPay(p, COST_CITY)) return E_CANNOT_AFFORD;
  return OK;
}

export function placeRoad(p: i32, e: i32): void {
  s8(E_OWNER + e, p);
  ps(p, P_ROADS_LEFT, pg(p, P_ROADS_LEFT) - 1);
}

/** A road or a bridge: a free road of Road Building, or paid at `cost`. */
function buildPath(p: i32, e: i32, cost: StaticArray<i32>): void {
  const free = g8(G_FREE_ROADS);
  if (free > 0) s8(G_FREE_ROADS, free - 1);
  else pay(p, cost);
  placeRoad(p, e);
  updateLongestRoadAfterRoad(p, e); // only the builder's roads changed
}

export function buildRoad(p: i32, e: i32): void { buildPath(p, e, COST_ROAD); }
export function buildBridge(p: i32, e: i32): void { buildPath(p, e, COST_BRIDGE); }

export function buildSettlement(p: i32, v: i32): void {
  pay(p, COST_SETTLEMENT);
  const cut = roadOwnersAt(v) & ~(1 << p);
  placeSettlementPiece(p, v);
  // A settlement can cut another player's road, and only a road through its intersection.
  updateLongestRoad(cut);
  if (asks(ASK_SETTLEMENT_PLACED)) hooks.settlementPlaced(p, v);
}

export function buildCity(p: i32, v: i32): void {
  pay(p, COST_CITY);
  upgradeToCity(p, v);
}

/** Whether p could place any road or bridge now (used to end Road Building early). */
export function anyRoadSite(p: i32): bool {
  for (let e = 0; e < edgeCount; e++) if (checkRoadSite(p, e) == OK || checkBridgeSite(p, e) == OK) return true;
  return false;
}
