// City walls, city improvements on three tracks (trade/cloth, politics/coin, science/paper),
// metropolises, and cities the barbarians pillage or damage (Cities & Knights, RULES.md).

import {
  C_METROPOLIS, CP_IMPROVEMENT, CP_WALLS_LEFT, NONE, P_CITIES_LEFT, P_SETTLEMENTS_LEFT, P_VP, V_EXTRA, V_PIECE,
  cg, cs, g8, pg, ps, s8,
} from '../core/layout';
import { PIECE_CITY, PIECE_DAMAGED, PIECE_SETTLEMENT, canPay, giveBack, handOf, ownerAt, pay, pieceAt } from '../rules/hand';
import {
  E_CANNOT_AFFORD, E_NO_CITY_FOR_METROPOLIS, E_NO_PIECES_LEFT, E_NO_SUCH_PLACE, E_NEEDS_CITY, E_NOT_YOUR_CITY,
  E_TRACK_COMPLETE, E_WALL_EXISTS, OK,
} from '../core/errors';
import { vertexCount } from '../board/topology';

export const TRACK_TRADE = 0;
export const TRACK_POLITICS = 1;
export const TRACK_SCIENCE = 2;
export const MAX_LEVEL = 5;
export const ABILITY_LEVEL = 3;
export const METROPOLIS_LEVEL = 4;
const WALL_BIT = 1;
const METRO_SHIFT = 1; // bits 1-2: track + 1 of the metropolis on this city

export const COST_WALL: StaticArray<i32> = [2, 0, 0, 0, 0, 0, 0, 0];
export const COST_REPAIR: StaticArray<i32> = [0, 0, 0, 2, 3, 0, 0, 0];

/** The commodity that pays for a track: trade cloth, politics coin, science paper. */
@inline export function trackCommodity(track: i32): i32 { return 5 + track; }
@inline export function level(p: i32, track: i32): i32 { return cg(p, CP_IMPROVEMENT + track); }
// V_EXTRA means walls and metropolises only under a city (for a knight it holds its level and state).
@inline export function hasWall(v: i32): bool { return pieceAt(v) == PIECE_CITY && (g8(V_EXTRA + v) & WALL_BIT) != 0; }
/** The track of the metropolis on city v, or -1. */
@inline export function metropolisAt(v: i32): i32 {
  return pieceAt(v) == PIECE_CITY ? ((g8(V_EXTRA + v) >> METRO_SHIFT) & 3) - 1 : -1;
}
@inline export function metropolisOwner(track: i32): i32 { return g8(C_METROPOLIS + track); }

export function wallCount(p: i32): i32 { return 3 - cg(p, CP_WALLS_LEFT); }

/** Intact cities (metropolises included, damaged cities not). */
@inline export function cityCount(p: i32, withMetropolis: bool): i32 {
  let n = 0;
  for (let v = 0; v < vertexCount; v++) {
    if (pieceAt(v) == PIECE_CITY && ownerAt(v) == p && (withMetropolis || metropolisAt(v) < 0)) n++;
  }
  return n;
}

@inline export function hasDamagedCity(p: i32): bool {
  for (let v = 0; v < vertexCount; v++) if (pieceAt(v) == PIECE_DAMAGED && ownerAt(v) == p) return true;
  return false;
}

function checkOwnCity(p: i32, v: i32): i32 {
  if (v < 0 || v >= vertexCount) return E_NO_SUCH_PLACE;
  return pieceAt(v) == PIECE_CITY && ownerAt(v) == p ? OK : E_NOT_YOUR_CITY;
}

export function checkWallSite(p: i32, v: i32): i32 {
  const own = checkOwnCity(p, v);
  if (own != OK) return own;
  if (hasWall(v)) return E_WALL_EXISTS;
  return cg(p, CP_WALLS_LEFT) > 0 ? OK : E_NO_PIECES_LEFT;
}

export function checkBuildWall(p: i32, v: i32): i32 {
  const site = checkWallSite(p, v);
  if (site != OK) return site;
  return canPay(p, COST_WALL) ? OK : E_CANNOT_AFFORD;
}

export function placeWall(p: i32, v: i32): void {
  s8(V_EXTRA + v, g8(V_EXTRA + v) | WALL_BIT);
  cs(p, CP_WALLS_LEFT, cg(p, CP_WALLS_LEFT) - 1);
}

export function buildWall(p: i32, v: i32): void {
  pay(p, COST_WALL);
  placeWall(p, v);
}

export function checkRepair(p: i32, v: i32): i32 {
  if (v < 0 || v >= vertexCount) return E_NO_SUCH_PLACE;
  if (pieceAt(v) != PIECE_DAMAGED || ownerAt(v) != p) return E_NOT_YOUR_CITY;
  return canPay(p, COST_REPAIR) ? OK : E_CANNOT_AFFORD;
}

export function repairCity(p: i32, v: i32): void {
  pay(p, COST_REPAIR);
  s8(V_PIECE + v, PIECE_CITY);
  ps(p, P_VP, pg(p, P_VP) + 1);
}

/** Whether this improvement would bring p the metropolis of the track (first to 4, or 5 over a 4). */
export function winsMetropolis(p: i32, track: i32): bool {
  const next = level(p, track) + 1;
  const owner = metropolisOwner(track);
  if (next == METROPOLIS_LEVEL) return owner == NONE;
  return next == MAX_LEVEL && owner != p && (owner == NONE || level(owner, track) < MAX_LEVEL);
}

/**
 * Improving needs a city; levels 4 and 5 need a city that could hold the metropolis (RULES.md: a
 * player whose only city is a metropolis stops at 3 on the other tracks), unless p already holds
 * this track's metropolis. `discount` is the Crane's one commodity off.
 */
export function checkImprove(p: i32, track: i32, metropolisCity: i32, discount: i32): i32 {
  if (track < 0 || track > 2) return E_NO_SUCH_PLACE;
  const next = level(p, track) + 1;
  if (next > MAX_LEVEL) return E_TRACK_COMPLETE;
  if (cityCount(p, true) == 0) return E_NEEDS_CITY;
  if (next >= METROPOLIS_LEVEL && metropolisOwner(track) != p && cityCount(p, false) == 0) return E_NO_CITY_FOR_METROPOLIS;
  if (handOf(p, trackCommodity(track)) < max(0, next - discount)) return E_CANNOT_AFFORD;
  if (winsMetropolis(p, track)) {
    if (metropolisCity == -1) return E_NO_CITY_FOR_METROPOLIS;
    const own = checkOwnCity(p, metropolisCity);
    if (own != OK) return own;
    if (metropolisAt(metropolisCity) >= 0) return E_NO_CITY_FOR_METROPOLIS;
  } else if (metropolisCity != -1) return E_NO_CITY_FOR_METROPOLIS;
  return OK;
}

function setMetropolis(v: i32, track: i32): void {
  s8(V_EXTRA + v, (g8(V_EXTRA + v) & ~(3 << METRO_SHIFT)) | ((track + 1) << METRO_SHIFT));
}

function clearMetropolis(v: i32): void { s8(V_EXTRA + v, g8(V_EXTRA + v) & ~(3 << METRO_SHIFT)); }

export function improve(p: i32, track: i32, metropolisCity: i32, discount: i32): void {
  const next = level(p, track) + 1;
  const cost = max(0, next - discount);
  if (cost > 0) giveBack(p, trackCommodity(track), cost);
  if (winsMetropolis(p, track)) {
    const owner = metropolisOwner(track);
    if (owner != NONE) {
      for (let v = 0; v < vertexCount; v++) if (metropolisAt(v) == track) clearMetropolis(v);
      ps(owner, P_VP, pg(owner, P_VP) - 2);
    }
    setMetropolis(metropolisCity, track);
    s8(C_METROPOLIS + track, p);
    ps(p, P_VP, pg(p, P_VP) + 2);
  }
  cs(p, CP_IMPROVEMENT + track, next);
}

/** Cities the barbarians may pillage: intact, without a metropolis. */
export function pillageable(p: i32, v: i32): bool {
  return pieceAt(v) == PIECE_CITY && ownerAt(v) == p && metropolisAt(v) < 0;
}

/**
 * The barbarians take a city: it becomes a settlement, or, when all 5 settlements are already on the
 * board, a damaged city that counts as a settlement until repaired (RULES.md). Its wall is lost.
 */
export function pillage(p: i32, v: i32): void {
  if (hasWall(v)) cs(p, CP_WALLS_LEFT, cg(p, CP_WALLS_LEFT) + 1);
  s8(V_EXTRA + v, 0);
  ps(p, P_VP, pg(p, P_VP) - 1);
  if (pg(p, P_SETTLEMENTS_LEFT) > 0) {
    s8(V_PIECE + v, PIECE_SETTLEMENT);
    ps(p, P_SETTLEMENTS_LEFT, pg(p, P_SETTLEMENTS_LEFT) - 1);
    ps(p, P_CITIES_LEFT, pg(p, P_CITIES_LEFT) + 1);
  } else s8(V_PIECE + v, PIECE_DAMAGED);
}

export function initCityPieces(p: i32): void {
  cs(p, CP_WALLS_LEFT, 3);
}
