// The board of the Robber-is-a-Pirate tests (001 fn 19): a custom board of rows (DESIGN.md) with two
// sea hexes in the middle, one of them a port hex.
//
//      0   1   2        hex 0 pasture 8, hex 1 fields 9, hex 3 forest 6 (mountains 10 in C&K),
//    3   4   5   6      hex 6 hills 5, hex 7 fields 11; 4 and 5 sea, the rest desert (the robber
//      7   8   9        starts on hex 2). Hex 4 is a port hex twice: wool 2:1 towards hex 0, generic
//                       3:1 towards hex 8; hex 5 carries a brick harbor towards hex 9.
// Seats: P0 on the wool harbor (WEST, touching 0, 3 and the sea hex 4) and on hex 1's top corner;
// P1 on the generic harbor (touching the sea hexes 4 and 5) and on hex 7's bottom corner; P2 on hex
// 5's brick harbor and on hex 6.
import type { Terrain, Vertex } from '../../../src/engine/types';
import { Geometry } from '../geometry';

export const ROWS: [number, number][] = [
  [1, 3],
  [0, 4],
  [1, 3],
];
export const G = new Geometry(ROWS);
export const PORT = 4; // the sea hex with two harbors
export const OPEN_SEA = 5; // the other sea hex, with the brick harbor
export const WEST: Vertex = G.at(0, 3, 4);
export const P0_TOP: Vertex = G.v(1, 0);
export const P1_COAST: Vertex = G.at(4, 5, 8);
export const P1_FAR: Vertex = G.v(7, 3);
export const P2_COAST: Vertex = G.at(5, 6, 9);
export const P2_HILLS: Vertex = G.v(6, 1);
/** WEST's neighbour on the pirate's hex: where P0's first road goes (and a C&K knight stands). */
export const WEST_SOUTH: Vertex = G.at(3, 4, 7);

type Hex = [Terrain, number | null];

export function pirateBoard(ck = false) {
  const land: Record<number, Hex> = {
    0: ['pasture', 8],
    1: ['fields', 9],
    3: ck ? ['mountains', 10] : ['forest', 6],
    6: ['hills', 5],
    7: ['fields', 11],
    4: ['sea', null],
    5: ['sea', null],
  };
  const hexes: Hex[] = [];
  for (let h = 0; h < G.hexCount; h++) hexes.push(land[h] ?? ['desert', null]);
  return {
    rows: ROWS,
    hexes,
    harbors: [
      { hex: PORT, side: 5, kind: 'wool' as const }, // hex 4's NW side faces hex 0
      { hex: PORT, side: 2, kind: 'generic' as const }, // hex 4's SE side faces hex 8
      { hex: OPEN_SEA, side: 2, kind: 'brick' as const }, // hex 5's SE side faces hex 9
    ],
  };
}
