// Sea hexes and bridges (001, "Islands of Catan"): nobody builds on the sea and nothing comes from
// it; a road needs land on at least one side, a bridge spans two sea hexes, and two intersections
// with nothing but water between them are not neighbours for the distance rule.

import { NONE } from '../core/layout';
import { SEA, terrainOf } from './board';
import { edgeHex, firstFrameHex, hexCount, vertexHex } from './topology';

@inline export function isLand(hex: i32): bool { return hex != NONE && terrainOf(hex) != SEA; }

/** Land on at least one side: where a road may run, and what keeps two intersections apart. */
@inline export function edgeTouchesLand(e: i32): bool { return isLand(edgeHex(e, 0)) || isLand(edgeHex(e, 1)); }

/**
 * Two sea hexes on the board, one each side (the rim of the board carries no bridge, and neither does
 * the sea frame of the standard boards: it is the rim, drawn).
 */
@inline export function isBridgeSite(e: i32): bool {
  const a = edgeHex(e, 0), b = edgeHex(e, 1);
  return a != NONE && b != NONE && a < firstFrameHex && b < firstFrameHex && terrainOf(a) == SEA && terrainOf(b) == SEA;
}

/** A settlement needs at least one land hex at its intersection. */
@inline export function vertexTouchesLand(v: i32): bool {
  for (let i = 0; i < 3; i++) if (isLand(vertexHex(v, i))) return true;
  return false;
}

/** Land on exactly one side: where a harbor can lie. */
export function isCoast(e: i32): bool { return isLand(edgeHex(e, 0)) != isLand(edgeHex(e, 1)); }

/**
 * Whether any hex is sea: boards without sea skip every water check (legal moves stay as fast as on
 * the standard board). Derived, not state: noteSea runs whenever a board is made or restored.
 */
export let seaOnBoard = false;

export function noteSea(): void {
  seaOnBoard = false;
  for (let h = 0; h < hexCount; h++) if (terrainOf(h) == SEA) seaOnBoard = true;
}
