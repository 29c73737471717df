// The Barbarian Attack board (rules/barbarian-attack.md §1): castle on hex 16 and desert on hex 2,
// opposite corners of the ring; the coastal and inner resources are shuffled by the seed; the number
// tokens follow the page's fixed default layout. Neither castle nor desert ever produces or is conquered.

import { B_NUMBER, B_TERRAIN, G_ROBBER, NONE, s8 } from '../core/layout';
import { below } from '../core/rng';
import { DESERT, generateBoard, numberOf } from '../board/board';
import { hexEdge } from '../board/topology';

export const CASTLE_HEX = 16;
export const DESERT_HEX = 2;

/** The coastal hexes in battle order: the "4" left of the castle, then clockwise (page §5). */
export const COMBAT_ORDER: StaticArray<i32> = [12, 7, 3, 0, 1, 6, 11, 15, 18, 17];
const INNER: StaticArray<i32> = [4, 5, 8, 9, 10, 13, 14];
// Hex -> number token of the page's default layout (0: castle and desert).
const NUMBERS: StaticArray<i32> = [9, 12, 0, 11, 8, 4, 8, 2, 10, 3, 5, 10, 4, 6, 9, 6, 0, 5, 3];
// hills forest pasture fields mountains: 2 forest, 2 hills, 3 pasture, 1 mountains, 2 fields on the coast
const COAST_TERRAINS: StaticArray<i32> = [0, 0, 1, 1, 2, 2, 2, 3, 3, 4];
// 1 forest, 1 pasture, 1 hills, 2 mountains, 2 fields inside
const INNER_TERRAINS: StaticArray<i32> = [0, 1, 2, 3, 3, 4, 4];
const deal = new StaticArray<i32>(10);

/** A coastal hex that can hold barbarians (every ring hex but the castle and the desert). */
export function isCoastal(hex: i32): bool {
  for (let i = 0; i < COMBAT_ORDER.length; i++) if (unchecked(COMBAT_ORDER[i]) == hex) return true;
  return false;
}

export function isInner(hex: i32): bool {
  for (let i = 0; i < INNER.length; i++) if (unchecked(INNER[i]) == hex) return true;
  return false;
}

/** The coastal hex bearing `total`, or -1 (a 7; every other total is on exactly one coastal hex). */
export function coastalHexWith(total: i32): i32 {
  for (let i = 0; i < COMBAT_ORDER.length; i++) {
    const h = unchecked(COMBAT_ORDER[i]);
    if (numberOf(h) == total) return h;
  }
  return -1;
}

export function isCastlePath(e: i32): bool {
  for (let s = 0; s < 6; s++) if (hexEdge(CASTLE_HEX, s) == e) return true;
  return false;
}

function dealInto(hexes: StaticArray<i32>, terrains: StaticArray<i32>): void {
  const n = terrains.length;
  for (let i = 0; i < n; i++) unchecked(deal[i] = terrains[i]);
  for (let i = n - 1; i > 0; i--) {
    const j = below(i + 1);
    const t = unchecked(deal[i]);
    unchecked(deal[i] = deal[j]);
    unchecked(deal[j] = t);
  }
  for (let i = 0; i < n; i++) s8(B_TERRAIN + unchecked(hexes[i]), unchecked(deal[i]));
}

/** Harbors come from the standard generator; terrains and numbers are then laid as the page says. */
export function generateCastleBoard(): void {
  generateBoard();
  dealInto(COMBAT_ORDER, COAST_TERRAINS);
  dealInto(INNER, INNER_TERRAINS);
  s8(B_TERRAIN + CASTLE_HEX, DESERT);
  s8(B_TERRAIN + DESERT_HEX, DESERT);
  for (let h = 0; h < 19; h++) s8(B_NUMBER + h, unchecked(NUMBERS[h]));
  s8(G_ROBBER, NONE); // no robber in this mode (page §9)
}
