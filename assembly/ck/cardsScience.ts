// Science progress cards (green), from the almanac (000) and RULES.md.

import {
  B_NUMBER, C_ALCHEMIST, CP_KNIGHTS_LEFT, G_DIE_RED, G_DIE_YELLOW, G_FREE_ROADS, G_PHASE, G_RESUME_PHASE,
  P_CITIES_LEFT, P_ROADS_LEFT, cg, g8, pg, s8,
} from '../core/layout';
import { PIECE_SETTLEMENT, bankOf, giveBack, handOf, isBuilding, ownerAt, pieceAt, receive, upgradeToCity } from '../rules/hand';
import {
  E_BAD_ARGUMENT, E_CANNOT_AFFORD, E_DAMAGED_CITY_FIRST, E_NO_PIECES_LEFT, E_NO_ROAD_POSSIBLE, E_NO_SUCH_PLACE,
  E_NOT_YOUR_SETTLEMENT, E_BAD_FORCED, E_INVENTOR_NUMBER, OK,
} from '../core/errors';
import { checkImprove, checkWallSite, hasDamagedCity, improve, placeWall } from './cities';
import { checkPromote, knightLevel, promote } from './knights';
import { anyRoadSite } from '../rules/build';
import { hexCount, vertexCount, vertexHex } from '../board/topology';
import { numberOf, terrainOf } from '../board/board';
import { PH_ROAD_BUILDING } from '../core/phases';
import { roll } from '../rules/turn';
import { lastSettlementKept } from '../variants/settlementRequired';
import { sevenRerolled } from '../rules/chance';
import { E_SETTLEMENT_REQUIRED } from '../core/errors';

const MEDICINE_ORE = 2;
const MEDICINE_GRAIN = 1;

export function checkAlchemist(yellow: i32, red: i32): i32 {
  if (yellow < 1 || yellow > 6 || red < 1 || red > 6) return E_BAD_FORCED;
  // Easy Start / Safe Beginning re-roll a 7 in the first rounds: a chosen 7 could never be re-rolled.
  return sevenRerolled() && yellow + red == 7 ? E_BAD_FORCED : OK;
}

/** The production dice are chosen; the event die is still rolled. */
export function playAlchemist(yellow: i32, red: i32): void {
  s8(G_DIE_YELLOW, yellow);
  s8(G_DIE_RED, red);
  s8(C_ALCHEMIST, 1);
  roll();
}

export function checkCrane(p: i32, track: i32, metropolisCity: i32): i32 { return checkImprove(p, track, metropolisCity, 1); }
export function playCrane(p: i32, track: i32, metropolisCity: i32): void { improve(p, track, metropolisCity, 1); }

export function checkEngineer(p: i32, v: i32): i32 { return checkWallSite(p, v); }
export function playEngineer(p: i32, v: i32): void { placeWall(p, v); }

/** Inventor: swap two number tokens, neither of them 2, 12, 6 or 8. */
export function checkInventor(a: i32, b: i32): i32 {
  if (a < 0 || b < 0 || a >= hexCount || b >= hexCount || a == b) return E_NO_SUCH_PLACE;
  const x = numberOf(a), y = numberOf(b);
  if (x == 0 || y == 0) return E_INVENTOR_NUMBER;
  if (x == 2 || x == 12 || x == 6 || x == 8 || y == 2 || y == 12 || y == 6 || y == 8) return E_INVENTOR_NUMBER;
  return OK;
}

export function playInventor(a: i32, b: i32): void {
  const x = numberOf(a);
  s8(B_NUMBER + a, numberOf(b));
  s8(B_NUMBER + b, x);
}

/** Irrigation and Mining: 2 cards per fields (mountains) hex next to any of p's buildings; cities do not double. */
export function harvest(p: i32, terrain: i32): void {
  let owed = 0;
  for (let h = 0; h < hexCount; h++) {
    if (terrainOf(h) != terrain) continue;
    let mine = false;
    for (let v = 0; v < vertexCount && !mine; v++) {
      if (!isBuilding(v) || ownerAt(v) != p) continue;
      for (let i = 0; i < 3; i++) if (vertexHex(v, i) == h) { mine = true; break; }
    }
    if (mine) owed += 2;
  }
  const n = min(owed, bankOf(terrain));
  if (n > 0) receive(p, terrain, n);
}

/** Medicine: a settlement becomes a city for 2 ore and 1 grain. */
/** What checkMedicine asks of p whatever the settlement, the cheap part: a city left and the cost. */
export function medicinePayable(p: i32): bool {
  return pg(p, P_CITIES_LEFT) > 0 && handOf(p, 4) >= MEDICINE_ORE && handOf(p, 3) >= MEDICINE_GRAIN;
}

export function checkMedicine(p: i32, v: i32): i32 {
  if (v < 0 || v >= vertexCount) return E_NO_SUCH_PLACE;
  if (pieceAt(v) != PIECE_SETTLEMENT || ownerAt(v) != p) return E_NOT_YOUR_SETTLEMENT;
  if (pg(p, P_CITIES_LEFT) == 0) return E_NO_PIECES_LEFT;
  if (hasDamagedCity(p)) return E_DAMAGED_CITY_FIRST;
  if (lastSettlementKept(p)) return E_SETTLEMENT_REQUIRED;
  return handOf(p, 4) >= MEDICINE_ORE && handOf(p, 3) >= MEDICINE_GRAIN ? OK : E_CANNOT_AFFORD;
}

export function playMedicine(p: i32, v: i32): void {
  giveBack(p, 4, MEDICINE_ORE);
  giveBack(p, 3, MEDICINE_GRAIN);
  upgradeToCity(p, v);
}

export function checkScienceRoads(p: i32): i32 { return anyRoadSite(p) ? OK : E_NO_ROAD_POSSIBLE; }

export function playScienceRoads(p: i32): void {
  s8(G_FREE_ROADS, min(2, pg(p, P_ROADS_LEFT)));
  s8(G_RESUME_PHASE, g8(G_PHASE));
  s8(G_PHASE, PH_ROAD_BUILDING);
}

/** Smith: promote up to two different knights one level each, for free (mighty needs the Fortress). */
export function checkSmith(p: i32, a: i32, b: i32): i32 {
  const first = checkPromote(p, a, true);
  if (first != OK) return first;
  if (b == -1) return OK;
  if (b == a) return E_BAD_ARGUMENT;
  const second = checkPromote(p, b, true);
  if (second != OK) return second;
  const lvl = knightLevel(a);
  return lvl == knightLevel(b) && cg(p, CP_KNIGHTS_LEFT + lvl) < 2 ? E_NO_PIECES_LEFT : OK;
}

export function playSmith(p: i32, a: i32, b: i32): void {
  promote(p, a, true);
  if (b != -1) promote(p, b, true);
}

