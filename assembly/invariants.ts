// Properties every reachable state must have; simulations check them after every action.

import { BANK, DEV_DECK, E_OWNER, G_BOARD, G_LONGEST_ROAD, NONE, P_CITIES_LEFT, P_DEV, P_DEV_NEW, P_KNIGHTS_PLAYED,
  P_ROADS_LEFT, P_ROAD_LENGTH, P_SETTLEMENTS_LEFT, P_VP, g8, playerCount, pg } from './layout';
import { DEV_KINDS, KINDS, PIECE_CITY, PIECE_SETTLEMENT, RESOURCES, handOf, ownerAt, pieceAt, recountPublicPoints } from './hand';
import { edgeCount, vertexCount } from './topology';

/** Returns a bit set of broken invariants (0 when all hold). */
export function brokenInvariants(): i32 {
  let broken = 0;
  const n = playerCount();
  const supply = g8(G_BOARD) == 1 ? 24 : 19;
  for (let k = 0; k < KINDS; k++) {
    let total = g8(BANK + k);
    for (let p = 0; p < n; p++) total += handOf(p, k);
    if (total != (k < RESOURCES ? supply : 0)) broken |= 1; // cards conserved
  }
  let devTotal = 0;
  for (let c = 0; c < DEV_KINDS; c++) devTotal += g8(DEV_DECK + c);
  for (let p = 0; p < n; p++) {
    let roads = 0, settlements = 0, cities = 0;
    for (let e = 0; e < edgeCount; e++) if (g8(E_OWNER + e) == p) roads++;
    for (let v = 0; v < vertexCount; v++) {
      if (ownerAt(v) != p) continue;
      if (pieceAt(v) == PIECE_SETTLEMENT) settlements++;
      else if (pieceAt(v) == PIECE_CITY) cities++;
    }
    if (roads + pg(p, P_ROADS_LEFT) != 15 || settlements + pg(p, P_SETTLEMENTS_LEFT) != 5 || cities + pg(p, P_CITIES_LEFT) != 4) broken |= 2;
    if (recountPublicPoints(p, vertexCount) != pg(p, P_VP)) broken |= 4; // tracked VP = VP from the board
    for (let c = 0; c < DEV_KINDS; c++) devTotal += pg(p, P_DEV + c) + pg(p, P_DEV_NEW + c);
    devTotal += pg(p, P_KNIGHTS_PLAYED);
  }
  if (devTotal > (g8(G_BOARD) == 1 ? 34 : 25)) broken |= 8; // no card made from nothing
  const holder = g8(G_LONGEST_ROAD);
  if (holder != NONE && pg(holder, P_ROAD_LENGTH) < 5) broken |= 16;
  return broken;
}
