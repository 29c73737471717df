// Board set-up: a random board from the seeded generator, or an explicit one from the caller.

import {
  B_HARBOR_EDGE, B_HARBOR_KIND, B_NUMBER, B_TERRAIN, G_BOARD, G_HARBOR_COUNT, G_ROBBER, NONE, g8, s8,
} from './layout';
import { below } from './rng';
import { coastCount, coastEdge, hexCount, hexNeighbor } from './topology';

export const DESERT = 5;
export const HARBOR_GENERIC = 5; // harbor kinds 0..4 trade that resource 2:1

// Terrain and token sets (001: base game; 5-6 player extension adds 11 hexes and uses its own 28 tokens).
const STANDARD_TERRAINS: StaticArray<i32> = [3, 4, 4, 4, 3, 1]; // hills forest pasture fields mountains desert
const EXTENDED_TERRAINS: StaticArray<i32> = [5, 6, 6, 6, 5, 2];
const STANDARD_TOKENS: StaticArray<i32> = [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12];
const EXTENDED_TOKENS: StaticArray<i32> = [2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 8, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12];
const STANDARD_HARBORS: StaticArray<i32> = [0, 1, 2, 3, 4, 5, 5, 5, 5];
const EXTENDED_HARBORS: StaticArray<i32> = [0, 1, 2, 2, 3, 4, 5, 5, 5, 5, 5];

const scratch: StaticArray<i32> = new StaticArray<i32>(32);

@inline export function terrainOf(hex: i32): i32 { return g8(B_TERRAIN + hex); }
@inline export function numberOf(hex: i32): i32 { return g8(B_NUMBER + hex); }

function shuffle(n: i32): void {
  for (let i = n - 1; i > 0; i--) {
    const j = below(i + 1);
    const t = unchecked(scratch[i]);
    unchecked(scratch[i] = scratch[j]);
    unchecked(scratch[j] = t);
  }
}

function redNumbersTouch(): bool {
  for (let h = 0; h < hexCount; h++) {
    const n = numberOf(h);
    if (n != 6 && n != 8) continue;
    for (let s = 0; s < 6; s++) {
      const o = hexNeighbor(h, s);
      if (o == NONE) continue;
      const m = numberOf(o);
      if (m == 6 || m == 8) return true;
    }
  }
  return false;
}

/** Random terrains, number tokens (no 6 or 8 next to another 6 or 8) and harbor kinds. */
export function generateBoard(): void {
  const extended = g8(G_BOARD) == 1;
  const terrains = extended ? EXTENDED_TERRAINS : STANDARD_TERRAINS;
  let n = 0;
  for (let t = 0; t < 6; t++) for (let k = 0; k < terrains[t]; k++) scratch[n++] = t;
  shuffle(n);
  for (let h = 0; h < hexCount; h++) s8(B_TERRAIN + h, scratch[h]);

  const tokens = extended ? EXTENDED_TOKENS : STANDARD_TOKENS;
  do {
    for (let i = 0; i < tokens.length; i++) scratch[i] = tokens[i];
    shuffle(tokens.length);
    let next = 0;
    for (let h = 0; h < hexCount; h++) s8(B_NUMBER + h, terrainOf(h) == DESERT ? 0 : scratch[next++]);
  } while (redNumbersTouch());

  const harbors = extended ? EXTENDED_HARBORS : STANDARD_HARBORS;
  for (let i = 0; i < harbors.length; i++) scratch[i] = harbors[i];
  shuffle(harbors.length);
  // Harbors sit evenly spaced around the coast, so no two share an intersection.
  for (let i = 0; i < harbors.length; i++) {
    s8(B_HARBOR_EDGE + i, coastEdge((i * coastCount) / harbors.length));
    s8(B_HARBOR_KIND + i, scratch[i]);
  }
  s8(G_HARBOR_COUNT, harbors.length);
  placeRobberOnDesert();
}

export function placeRobberOnDesert(): void {
  s8(G_ROBBER, NONE);
  for (let h = 0; h < hexCount; h++) {
    if (terrainOf(h) == DESERT) { s8(G_ROBBER, h); return; }
  }
}
