// Conquered hexes and buildings (page §3): a coastal hex with 3 barbarians produces nothing, takes no
// more barbarians and blocks building on its paths and corners; a building whose every land hex is
// conquered scores nothing and loses its harbor. Everything here is derived from the barbarian
// counts, so a liberation (fewer than 3 again) restores production, points and harbors at once.

import { C_MERCHANT_HEX, C_MERCHANT_OWNER, NONE, P_VP, g8, pg, ps, s8 } from '../core/layout';
import { PIECE_CITY, PIECE_DAMAGED, PIECE_SETTLEMENT, isBuilding, ownerAt, pieceAt } from '../rules/hand';
import { edgeHex, hexVertex, vertexCount, vertexHex } from '../board/topology';
import { metropolisAt } from '../ck/cities';
import { barbariansOn, prisonersOf } from './region';
import { isCKBA } from '../core/layout';

export const CONQUERED = 3;

@inline export function hexConquered(hex: i32): bool { return hex != NONE && barbariansOn(hex) >= CONQUERED; }

/** Every land hex at v is conquered (the castle, the desert and inner hexes never are). */
export function vertexConquered(v: i32): bool {
  if (!isCKBA()) return false;
  let land = 0;
  for (let i = 0; i < 3; i++) {
    const h = vertexHex(v, i);
    if (h == NONE) continue;
    if (!hexConquered(h)) return false;
    land++;
  }
  return land > 0;
}

/** A conquered settlement or city; a metropolis is never conquered (003). Inlined: outside CKBA (the hot case) one test. */
@inline export function buildingConquered(v: i32): bool { return isCKBA() && conqueredBuilding(v); }

function conqueredBuilding(v: i32): bool {
  if (!isBuilding(v) || !vertexConquered(v)) return false;
  return !(pieceAt(v) == PIECE_CITY && metropolisAt(v) >= 0);
}

/** Building is barred on the paths and corners of a conquered hex. */
export function edgeBlocked(e: i32): bool {
  if (!isCKBA()) return false;
  return hexConquered(edgeHex(e, 0)) || hexConquered(edgeHex(e, 1));
}

export function vertexBlocked(v: i32): bool {
  if (!isCKBA()) return false;
  for (let i = 0; i < 3; i++) if (hexConquered(vertexHex(v, i))) return true;
  return false;
}

/** Unconquered cities of p (a metropolis counts unless every land hex around it is conquered). */
export function freeCityCount(p: i32): i32 {
  let n = 0;
  for (let v = 0; v < vertexCount; v++) {
    if (ownerAt(v) != p || pieceAt(v) != PIECE_CITY) continue;
    if (!vertexConquered(v)) n++;
  }
  return n;
}

/**
 * Points p's tracked total (P_VP) is off by in this mode: conquered buildings score nothing, and
 * every 3 prisoners score 1 (003).
 */
export function pointAdjustment(p: i32): i32 {
  let lost = 0;
  for (let v = 0; v < vertexCount; v++) {
    if (ownerAt(v) != p || !buildingConquered(v)) continue;
    const piece = pieceAt(v);
    lost += piece == PIECE_CITY ? 2 : piece == PIECE_SETTLEMENT || piece == PIECE_DAMAGED ? 1 : 0;
  }
  return prisonersOf(p) / 3 - lost;
}

/** 003: the Merchant is lost with its point when its hex is conquered. */
export function afterConquest(hex: i32): void {
  if (g8(C_MERCHANT_HEX) != hex) return;
  const holder = g8(C_MERCHANT_OWNER);
  if (holder != NONE) ps(holder, P_VP, pg(holder, P_VP) - 1);
  s8(C_MERCHANT_OWNER, NONE);
  s8(C_MERCHANT_HEX, NONE);
}

/** Any corner of the hex holds a building (Bishop: its owner's building must stand unconquered). */
export function unconqueredBuildingOf(p: i32, hex: i32): bool {
  for (let c = 0; c < 6; c++) {
    const v = hexVertex(hex, c);
    if (isBuilding(v) && ownerAt(v) == p && !buildingConquered(v)) return true;
  }
  return false;
}
