// Board set-up: a random board from the seeded generator, or an explicit one from the caller.
// Boards without sea (standard, 5-6, Big Island, Peanut) get their harbors on rim edges, spread
// evenly around the coast; the island layouts (islandBoards.ts) put them on sea hexes.

import {
  B_HARBOR_EDGE, B_HARBOR_KIND, B_NUMBER, B_TERRAIN, G_HARBOR_COUNT, G_ROBBER, NONE, g8, s16, s8,
} from '../core/layout';
import { below } from '../core/rng';
import { coastCount, coastEdge, firstFrameHex, hexCount, hexNeighbor } from './topology';
import { LAYOUT_BIG_ISLAND, LAYOUT_EXTENDED, LAYOUT_PEANUT, layoutOf } from './layouts';

export const DESERT = 5;
export const SEA = 6;
export const HARBOR_GENERIC = 5; // harbor kinds 0..4 trade that resource 2:1

// Terrain and token sets (001: base game; 5-6 player extension adds 11 hexes and uses its own 28 tokens).
export const STANDARD_TERRAINS: StaticArray<i32> = [3, 4, 4, 4, 3, 1]; // hills forest pasture fields mountains desert
const EXTENDED_TERRAINS: StaticArray<i32> = [5, 6, 6, 6, 5, 2];
const BIG_ISLAND_TERRAINS: StaticArray<i32> = [6, 8, 8, 8, 6, 1]; // two sets, one desert removed (001)
export const STANDARD_TOKENS: StaticArray<i32> = [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12];
const EXTENDED_TOKENS: StaticArray<i32> = [2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12];
export const STANDARD_HARBORS: StaticArray<i32> = [0, 1, 2, 3, 4, 5, 5, 5, 5];
export const EXTENDED_HARBORS: StaticArray<i32> = [0, 1, 2, 2, 3, 4, 5, 5, 5, 5, 5];
// Big Island: one set of special harbors and three generic ones (001).
const BIG_ISLAND_HARBORS: StaticArray<i32> = [0, 1, 2, 3, 4, 5, 5, 5];
// Peanut: two sets of harbors without four generic ones (001): 10 special, 4 generic.
const PEANUT_HARBORS: StaticArray<i32> = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 5, 5];

export const scratch: StaticArray<i32> = new StaticArray<i32>(128);

@inline export function terrainOf(hex: i32): i32 { return g8(B_TERRAIN + hex); }
@inline export function numberOf(hex: i32): i32 { return g8(B_NUMBER + hex); }
@inline export function isRed(n: i32): bool { return n == 6 || n == 8; }

/** Shuffles scratch[from..from+n) with the seeded generator. */
export function shuffle(from: i32, n: i32): void {
  for (let i = n - 1; i > 0; i--) {
    const j = below(i + 1);
    const t = unchecked(scratch[from + i]);
    unchecked(scratch[from + i] = scratch[from + j]);
    unchecked(scratch[from + j] = t);
  }
}

/** Puts `counts[t]` copies of each terrain t into scratch from `from`; returns how many. */
export function fillTerrains(counts: StaticArray<i32>, from: i32): i32 {
  let n = from;
  for (let t = 0; t < counts.length; t++) for (let k = 0; k < counts[t]; k++) scratch[n++] = t;
  return n - from;
}

function redNumbersTouch(): bool {
  for (let h = 0; h < hexCount; h++) {
    if (!isRed(numberOf(h))) continue;
    for (let s = 0; s < 6; s++) {
      const o = hexNeighbor(h, s);
      if (o != NONE && isRed(numberOf(o))) return true;
    }
  }
  return false;
}

/** Terrains for hexes [from, from+n) from one shuffled set. */
function layTerrains(counts: StaticArray<i32>, from: i32): void {
  const n = fillTerrains(counts, 0);
  shuffle(0, n);
  for (let i = 0; i < n; i++) s8(B_TERRAIN + from + i, scratch[i]);
}

/** Deals `sets` shuffled copies of `tokens` onto the non-desert hexes of [from, to) (the caller checks red neighbours). */
function layTokens(tokens: StaticArray<i32>, sets: i32, from: i32, to: i32): void {
  let n = 0;
  for (let s = 0; s < sets; s++) for (let i = 0; i < tokens.length; i++) scratch[n++] = tokens[i];
  shuffle(0, n);
  let next = 0;
  for (let h = from; h < to; h++) s8(B_NUMBER + h, terrainOf(h) == DESERT ? 0 : scratch[next++]);
}

/** Harbors spread evenly around the rim, starting at hex 0's corner, so no two share an intersection. */
function harborsOnCoast(kinds: StaticArray<i32>): void {
  for (let i = 0; i < kinds.length; i++) scratch[i] = kinds[i];
  shuffle(0, kinds.length);
  for (let i = 0; i < kinds.length; i++) addHarborEdge(coastEdge((i * coastCount) / kinds.length), scratch[i]);
}

export function addHarborEdge(e: i32, kind: i32): void {
  const i = g8(G_HARBOR_COUNT);
  s16(B_HARBOR_EDGE + i * 2, e);
  s8(B_HARBOR_KIND + i, kind);
  s8(G_HARBOR_COUNT, i + 1);
}

/** A random board without sea for the game's layout: terrains, number tokens and harbors (001). */
export function generateBoard(): void {
  const layout = layoutOf();
  s8(G_HARBOR_COUNT, 0);
  if (layout == LAYOUT_PEANUT) {
    // Two islands, each from its own set; no red numbers side by side anywhere (001).
    layTerrains(STANDARD_TERRAINS, 0);
    layTerrains(STANDARD_TERRAINS, 19);
    do {
      layTokens(STANDARD_TOKENS, 1, 0, 19);
      layTokens(STANDARD_TOKENS, 1, 19, 38);
    } while (redNumbersTouch());
    harborsOnCoast(PEANUT_HARBORS);
  } else {
    const extended = layout == LAYOUT_EXTENDED, big = layout == LAYOUT_BIG_ISLAND;
    layTerrains(extended ? EXTENDED_TERRAINS : big ? BIG_ISLAND_TERRAINS : STANDARD_TERRAINS, 0);
    // Big Island: both sets of tokens over its 36 producing hexes.
    do layTokens(extended ? EXTENDED_TOKENS : STANDARD_TOKENS, big ? 2 : 1, 0, firstFrameHex);
    while (redNumbersTouch());
    harborsOnCoast(extended ? EXTENDED_HARBORS : big ? BIG_ISLAND_HARBORS : STANDARD_HARBORS);
  }
  placeRobberOnDesert();
}

export function placeRobberOnDesert(): void {
  s8(G_ROBBER, NONE);
  for (let h = 0; h < hexCount; h++) {
    if (terrainOf(h) == DESERT) { s8(G_ROBBER, h); return; }
  }
}
