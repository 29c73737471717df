// Properties every reachable state must have; simulations check them after every action.

import { BANK, DEV_DECK, E_OWNER, G_DEV_TOTAL, G_SUPPLY, MAX_PLAYERS, G_LONGEST_ROAD, NONE, P_CITIES_LEFT, P_DEV, P_DEV_NEW, P_KNIGHTS_PLAYED,
  P_ROADS_LEFT, P_ROAD_LENGTH, P_SETTLEMENTS_LEFT, P_VP, g8, playerCount, pg } from '../core/layout';
import { DEV_KINDS, KINDS, PIECE_CITY, PIECE_DAMAGED, PIECE_SETTLEMENT, RESOURCES, handOf, ownerAt, pieceAt } from '../rules/hand';
import { edgeCount, vertexCount } from '../board/topology';
import { C_DECISION, C_DEFENDERS_LEFT, C_MERCHANT_OWNER, CP_DEFENDER, CP_KNIGHTS_LEFT, CP_PROGRESS_VP, CP_WALLS_LEFT,
  DEC_RELOCATE, G_LARGEST_ARMY, cg, isCK } from '../core/layout';
import { deckCount, progressCount } from '../ck/progress';
import { isKnight, knightLevel } from '../ck/knights';
import { hasWall, metropolisAt } from '../ck/cities';
import { referenceRoadLength } from '../rules/roadReference';
import { T_TOKENS, T_TOKEN_SUPPLY } from '../core/layout';
import { seatCount, twoPlayer } from '../core/options';
import { playedVictoryPoints } from '../variants/normalDevelopmentCard';
import { TOKENS_IN_GAME } from '../two/setup';
import { isCKBA } from '../core/layout';
import { knightsOnBoard } from '../ckba/pathKnights';

const knights = new StaticArray<i32>(3);

/** Cities & Knights: knights, walls, progress cards and Defender cards are conserved. */
function brokenCKInvariants(): i32 {
  let broken = 0;
  let cards = 0, defenders = g8(C_DEFENDERS_LEFT);
  for (let d = 0; d < 3; d++) cards += deckCount(d);
  for (let p = 0; p < playerCount(); p++) {
    cards += progressCount(p) + cg(p, CP_PROGRESS_VP);
    defenders += cg(p, CP_DEFENDER);
    let walls = 0;
    for (let l = 0; l < 3; l++) knights[l] = 0;
    for (let v = 0; v < vertexCount; v++) {
      if (ownerAt(v) != p) continue;
      if (isKnight(v)) knights[knightLevel(v) - 1]++;
      else if (pieceAt(v) == PIECE_CITY && hasWall(v)) walls++;
    }
    if (isCKBA()) for (let l = 0; l < 3; l++) knights[l] += knightsOnBoard(p, l + 1);
    for (let l = 0; l < 3; l++) if (knights[l] + cg(p, CP_KNIGHTS_LEFT + l) != 2) broken |= 32;
    if (walls + cg(p, CP_WALLS_LEFT) != 3) broken |= 64;
  }
  // A lifted knight waiting for its owner to place it is off the board and out of the supply.
  if (g8(C_DECISION) == DEC_RELOCATE) broken &= ~32;
  if (cards != 54) broken |= 128;
  if (defenders != 6) broken |= 256;
  return broken;
}

const roads = new StaticArray<i32>(MAX_PLAYERS);
const settlements = new StaticArray<i32>(MAX_PLAYERS);
const cities = new StaticArray<i32>(MAX_PLAYERS);
const points = new StaticArray<i32>(MAX_PLAYERS);

/** Counts every player's pieces and building points in one pass over the board. */
function countBoard(n: i32): void {
  for (let p = 0; p < n; p++) { roads[p] = 0; settlements[p] = 0; cities[p] = 0; points[p] = 0; }
  for (let e = 0; e < edgeCount; e++) {
    const owner = g8(E_OWNER + e);
    if (owner != NONE) unchecked(roads[owner]++);
  }
  for (let v = 0; v < vertexCount; v++) {
    const owner = ownerAt(v);
    if (owner == NONE) continue;
    const piece = pieceAt(v);
    if (piece == PIECE_SETTLEMENT) { unchecked(settlements[owner]++); unchecked(points[owner] += 1); }
    else if (piece == PIECE_DAMAGED) { unchecked(cities[owner]++); unchecked(points[owner] += 1); } // keeps its city piece
    else if (piece == PIECE_CITY) { unchecked(cities[owner]++); unchecked(points[owner] += metropolisAt(v) >= 0 ? 4 : 2); }
  }
}

/** Public points besides buildings: special cards, merchant, defender and progress victory points. */
function bonusPoints(p: i32): i32 {
  let vp = 0;
  if (g8(G_LONGEST_ROAD) == p) vp += 2;
  if (g8(G_LARGEST_ARMY) == p) vp += 2;
  vp += playedVictoryPoints(p);
  if (isCK()) {
    if (g8(C_MERCHANT_OWNER) == p) vp += 1;
    vp += cg(p, CP_DEFENDER) + cg(p, CP_PROGRESS_VP);
  }
  return vp;
}

/**
 * Road lengths are recomputed only for the players a change can touch (longestRoad.ts), by a faster
 * search (roadTrail.ts): every stored length, neutral seats' included, must equal the plain search
 * (roadReference.ts). Costly (every player's longest trail), so it runs in the check-all soak and the
 * invariants() export, not in the speed loop. 512 when broken.
 */
export function staleRoadLengths(): i32 {
  for (let p = 0; p < seatCount(); p++) if (pg(p, P_ROAD_LENGTH) != referenceRoadLength(p)) return 512;
  return 0;
}

/** Returns a bit set of broken invariants (0 when all hold). */
export function brokenInvariants(): i32 {
  let broken = 0;
  const n = playerCount();
  const supply = g8(G_SUPPLY);
  for (let k = 0; k < KINDS; k++) {
    let total = g8(BANK + k);
    for (let p = 0; p < n; p++) total += handOf(p, k);
    if (total != (k < RESOURCES ? supply : isCK() ? 12 : 0)) broken |= 1; // cards conserved
  }
  if (isCK()) broken |= brokenCKInvariants();
  let devTotal = 0;
  for (let c = 0; c < DEV_KINDS; c++) devTotal += g8(DEV_DECK + c);
  // Catan for Two: the neutral seats' pieces and points are checked like the players'.
  const seats = seatCount();
  countBoard(seats);
  for (let p = 0; p < seats; p++) {
    if (roads[p] + pg(p, P_ROADS_LEFT) != 15 || settlements[p] + pg(p, P_SETTLEMENTS_LEFT) != 5 || cities[p] + pg(p, P_CITIES_LEFT) != 4) broken |= 2;
    if (points[p] + bonusPoints(p) != pg(p, P_VP)) broken |= 4; // tracked VP = VP from the board
    for (let c = 0; c < DEV_KINDS; c++) devTotal += pg(p, P_DEV + c) + pg(p, P_DEV_NEW + c);
    devTotal += pg(p, P_KNIGHTS_PLAYED) + playedVictoryPoints(p);
  }
  if (devTotal > g8(G_DEV_TOTAL)) broken |= 8; // no card made from nothing
  const holder = g8(G_LONGEST_ROAD);
  if (holder != NONE && pg(holder, P_ROAD_LENGTH) < 5) broken |= 16;
  if (twoPlayer() && g8(T_TOKENS) + g8(T_TOKENS + 1) + g8(T_TOKEN_SUPPLY) != TOKENS_IN_GAME) broken |= 512; // tokens conserved
  return broken;
}
