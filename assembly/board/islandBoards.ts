// The island layouts of 001: "Islands of Catan" (3-4) and "Big Islands" (5-6). Land and sea hexes
// are shuffled together into one shape; number chits are laid from a corner counter-clockwise,
// ring by ring, and a chit next to an equal number or a red next to a red goes back to the pool;
// harbors lie on sea hexes and face land. Counts the text leaves open are in docs/rules-decisions.md.

import { B_NUMBER, B_TERRAIN, G_HARBOR_COUNT, NONE, s8 } from '../core/layout';
import {
  DESERT, EXTENDED_HARBORS, SEA, STANDARD_HARBORS, STANDARD_TERRAINS, STANDARD_TOKENS, addHarborEdge, fillTerrains,
  isRed, numberOf, placeRobberOnDesert, scratch, shuffle, terrainOf,
} from './board';
import { below } from '../core/rng';
import { hexColumn, hexCount, hexEdge, hexNeighbor, hexRow } from './topology';

// Big Islands: the standard set less its desert, plus two of each terrain (001).
const BIG_ISLANDS_TERRAINS: StaticArray<i32> = [5, 6, 6, 6, 5, 0];
// Big Islands: two sets of chits without a 3, a 5 and a 10 (001): 33 chits for 28 land hexes.
const BIG_ISLANDS_TOKENS: StaticArray<i32> = [
  2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12,
  2, 3, 4, 4, 5, 6, 6, 8, 8, 9, 9, 10, 11, 11, 12,
];
const ISLANDS_SEA = 18; // 37 spaces: 19 land, 18 sea
const BIG_ISLANDS_SEA = 24; // 52 spaces: 28 land, 24 sea

const order = new StaticArray<i32>(128); // land hexes in chit order
const ring = new StaticArray<i32>(128);
const pool = new StaticArray<i32>(64); // chits not yet placed
let poolSize = 0;

/** A random Islands (or, `big`, Big Islands) board from the seeded generator. */
export function generateIslands(big: bool): void {
  // Terrains and sea, shuffled together over every space.
  let n = fillTerrains(big ? BIG_ISLANDS_TERRAINS : STANDARD_TERRAINS, 0);
  const seas = big ? BIG_ISLANDS_SEA : ISLANDS_SEA;
  for (let i = 0; i < seas; i++) scratch[n++] = SEA;
  shuffle(0, n);
  for (let h = 0; h < hexCount; h++) s8(B_TERRAIN + h, scratch[h]);

  const tokens = big ? BIG_ISLANDS_TOKENS : STANDARD_TOKENS;
  const count = chitOrder();
  do {
    for (let h = 0; h < hexCount; h++) s8(B_NUMBER + h, 0);
    for (let i = 0; i < tokens.length; i++) scratch[i] = tokens[i];
    shuffle(0, tokens.length);
    poolSize = tokens.length;
    for (let i = 0; i < poolSize; i++) pool[i] = scratch[i];
  } while (!dealChits(count));

  s8(G_HARBOR_COUNT, 0);
  harborsOnSea(big ? EXTENDED_HARBORS : STANDARD_HARBORS);
  placeRobberOnDesert();
}

/** Equal numbers, or two reds, may not touch (001, Islands of Catan). */
function fits(h: i32, n: i32): bool {
  for (let s = 0; s < 6; s++) {
    const o = hexNeighbor(h, s);
    if (o == NONE) continue;
    const m = numberOf(o);
    if (m != 0 && (m == n || (isRed(m) && isRed(n)))) return false;
  }
  return true;
}

function takeFromPool(i: i32): i32 {
  const n = pool[i];
  for (let j = i + 1; j < poolSize; j++) pool[j - 1] = pool[j];
  poolSize--;
  return n;
}

/**
 * Lays a chit on each hex in order: the next chit from the pool that fits. When none fits, 001's rule
 * for the last chit: trade it for the first chit laid, then the next, until the trade fits both
 * hexes. If no trade fits, the caller deals again from a fresh shuffle.
 */
function dealChits(count: i32): bool {
  for (let i = 0; i < count; i++) {
    const h = order[i];
    let placed = false;
    for (let j = 0; j < poolSize; j++) {
      if (!fits(h, pool[j])) continue;
      s8(B_NUMBER + h, takeFromPool(j));
      placed = true;
      break;
    }
    if (placed) continue;
    const chit = takeFromPool(0);
    for (let t = 0; t < i && !placed; t++) {
      const g = order[t];
      const other = numberOf(g);
      s8(B_NUMBER + g, 0);
      if (fits(h, other)) {
        s8(B_NUMBER + h, other);
        if (fits(g, chit)) { s8(B_NUMBER + g, chit); placed = true; continue; }
        s8(B_NUMBER + h, 0);
      }
      s8(B_NUMBER + g, other);
    }
    if (!placed) return false;
  }
  return true;
}

@inline function hexDistance(a: i32, b: i32): i32 {
  const dr = abs(hexRow(a) - hexRow(b)), dc = abs(hexColumn(a) - hexColumn(b));
  return dr + max(0, (dc - dr) / 2);
}

/**
 * The producing land hexes in chit order: ring by ring from the outside in (rings around the middle
 * hex), each ring counter-clockwise from the direction of the bottom-left corner. Returns how many.
 */
function chitOrder(): i32 {
  let lastRow = 0;
  for (let h = 0; h < hexCount; h++) lastRow = max(lastRow, hexRow(h));
  const midRow = lastRow / 2;
  let rowStart = -1, rowEnd = -1, bottomLeft = -1;
  for (let h = 0; h < hexCount; h++) {
    if (hexRow(h) == midRow) { if (rowStart < 0) rowStart = h; rowEnd = h; }
    if (hexRow(h) == lastRow && bottomLeft < 0) bottomLeft = h;
  }
  const centre = rowStart + (rowEnd - rowStart) / 2;
  // Directions with y up (a positive linear map of the real geometry keeps the turning order).
  const x0 = hexColumn(bottomLeft) - hexColumn(centre), y0 = hexRow(centre) - hexRow(bottomLeft);
  let n = 0;
  for (let h = 0; h < hexCount; h++) {
    const t = terrainOf(h);
    if (t == SEA || t == DESERT) continue;
    order[n] = h;
    ring[n] = hexDistance(h, centre);
    n++;
  }
  // Insertion sort: outer rings first, then counter-clockwise from the start direction.
  for (let i = 1; i < n; i++) {
    const h = order[i], r = ring[i];
    let j = i - 1;
    while (j >= 0 && comesAfter(order[j], ring[j], h, r, centre, x0, y0)) {
      order[j + 1] = order[j]; ring[j + 1] = ring[j]; j--;
    }
    order[j + 1] = h; ring[j + 1] = r;
  }
  return n;
}

/** Whether hex a (ring ra) comes after hex b (ring rb) in chit order. */
function comesAfter(a: i32, ra: i32, b: i32, rb: i32, centre: i32, x0: i32, y0: i32): bool {
  if (ra != rb) return ra < rb;
  const ax = hexColumn(a) - hexColumn(centre), ay = hexRow(centre) - hexRow(a);
  const bx = hexColumn(b) - hexColumn(centre), by = hexRow(centre) - hexRow(b);
  const ha = half(ax, ay, x0, y0), hb = half(bx, by, x0, y0);
  if (ha != hb) return ha > hb;
  return ax * by - ay * bx < 0; // b is counter-clockwise of a: a first
}

/** 0 for turning angles from the start direction in [0, 180), 1 for [180, 360). */
function half(x: i32, y: i32, x0: i32, y0: i32): i32 {
  const cross = x0 * y - y0 * x, dot = x0 * x + y0 * y;
  return cross > 0 || (cross == 0 && dot > 0) ? 0 : 1;
}

/**
 * Harbors on distinct sea hexes that touch land, each facing one of its land neighbours, both at
 * random (001: "randomly on the board, on ocean hexes"; a harbor touching no land would trade
 * nowhere, so none is laid there). Fewer such sea hexes than harbors: the rest stay in the box.
 */
function harborsOnSea(kinds: StaticArray<i32>): void {
  let seas = 0;
  for (let h = 0; h < hexCount; h++) {
    if (terrainOf(h) != SEA || landSides(h) == 0) continue;
    scratch[seas++] = h;
  }
  shuffle(0, seas);
  for (let i = 0; i < kinds.length; i++) scratch[64 + i] = kinds[i];
  shuffle(64, kinds.length);
  for (let i = 0; i < min(seas, kinds.length); i++) {
    const h = scratch[i];
    let pick = below(landSides(h));
    for (let s = 0; s < 6; s++) {
      const o = hexNeighbor(h, s);
      if (o == NONE || terrainOf(o) == SEA) continue;
      if (pick-- == 0) { addHarborEdge(hexEdge(h, s), scratch[64 + i]); break; }
    }
  }
}

function landSides(h: i32): i32 {
  let n = 0;
  for (let s = 0; s < 6; s++) {
    const o = hexNeighbor(h, s);
    if (o != NONE && terrainOf(o) != SEA) n++;
  }
  return n;
}
