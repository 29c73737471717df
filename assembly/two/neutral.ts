// Catan for Two (001): "When you build a road, you must also build (for free) a road for either of the
// two neutral players. When you build a settlement, you must also build (for free) a settlement for either
// of the two neutral players. If there is no legal settlement location for the neutral players, you must
// build a road instead." A city or a development card owes nothing. The owed piece is placed at once, by
// `placeNeutralRoad` / `placeNeutralSettlement`, before the builder does anything else; neutral pieces
// follow the ordinary building rules of their own seat (connected to its roads, distance rule).
// When no neutral road fits either, nothing is owed (docs/rules-decisions.md).

import { G_CURRENT, G_PHASE, T_OWED, g8, s8 } from '../core/layout';
import { PH_ROAD_BUILDING } from '../core/phases';
import { afterFreeRoad } from '../rules/development';
import { placeSettlementPiece } from '../rules/hand';
import { checkRoadSite, checkSettlementSite, placeRoad } from '../rules/build';
import { roadOwnersAt, updateLongestRoad } from '../rules/longestRoad';
import { edgeCount, vertexCount } from '../board/topology';
import { E_NEUTRAL_PLACE, E_NOT_IN_THIS_GAME, E_NOT_NEUTRAL, E_NOT_YOUR_TURN, OK } from '../core/errors';
import { twoPlayer } from '../core/options';
import { NEUTRAL_FIRST, NEUTRAL_SEATS, isNeutral } from './setup';

export const OWED_NONE = 0;
export const OWED_ROAD = 1;
export const OWED_SETTLEMENT = 2;

function anyNeutralRoad(): bool {
  for (let s = NEUTRAL_FIRST; s < NEUTRAL_FIRST + NEUTRAL_SEATS; s++) {
    for (let e = 0; e < edgeCount; e++) if (checkRoadSite(s, e) == OK) return true;
  }
  return false;
}

function anyNeutralSettlement(): bool {
  for (let s = NEUTRAL_FIRST; s < NEUTRAL_FIRST + NEUTRAL_SEATS; s++) {
    for (let v = 0; v < vertexCount; v++) if (checkSettlementSite(s, v, true) == OK) return true;
  }
  return false;
}

/** After a real player builds a road or settlement: what the neutral players are owed. */
export function oweNeutral(settlement: bool): void {
  if (!twoPlayer()) return;
  if (settlement && anyNeutralSettlement()) { s8(T_OWED, OWED_SETTLEMENT); return; }
  s8(T_OWED, anyNeutralRoad() ? OWED_ROAD : OWED_NONE);
}

/** The current player owes a neutral piece: every other action of theirs waits for it. */
@inline export function neutralOwedBy(p: i32): bool { return twoPlayer() && g8(T_OWED) != OWED_NONE && p == g8(G_CURRENT); }

function checkOwed(p: i32, seat: i32, owed: i32): i32 {
  if (!twoPlayer()) return E_NOT_IN_THIS_GAME;
  if (p != g8(G_CURRENT)) return E_NOT_YOUR_TURN;
  if (!isNeutral(seat)) return E_NOT_NEUTRAL;
  return g8(T_OWED) == owed ? OK : E_NEUTRAL_PLACE;
}

export function checkNeutralRoad(p: i32, seat: i32, e: i32): i32 {
  const owed = checkOwed(p, seat, OWED_ROAD);
  if (owed != OK) return owed;
  return checkRoadSite(seat, e) == OK ? OK : E_NEUTRAL_PLACE;
}

export function checkNeutralSettlement(p: i32, seat: i32, v: i32): i32 {
  const owed = checkOwed(p, seat, OWED_SETTLEMENT);
  if (owed != OK) return owed;
  return checkSettlementSite(seat, v, true) == OK ? OK : E_NEUTRAL_PLACE;
}

export function placeNeutralRoad(seat: i32, e: i32): void {
  placeRoad(seat, e);
  s8(T_OWED, OWED_NONE);
  updateLongestRoad(1 << seat);
  // Road Building: the neutral road may have taken the builder's last free spot.
  if (g8(G_PHASE) == PH_ROAD_BUILDING) afterFreeRoad(g8(G_CURRENT));
}

export function placeNeutralSettlement(seat: i32, v: i32): void {
  placeSettlementPiece(seat, v);
  s8(T_OWED, OWED_NONE);
  updateLongestRoad(roadOwnersAt(v) & ~(1 << seat)); // it cuts the others' roads through v
}
