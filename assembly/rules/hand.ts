// Cards in hands and in the bank, costs, pieces and victory points.

import {
  BANK, P_CITIES_LEFT, P_DEV, P_DEV_NEW, P_HAND, P_ROADS_LEFT, P_SEALED, P_SETTLEMENTS_LEFT, P_VP, V_OWNER, V_PIECE, g8, isCK,
  pField, pg, ps, s8,
} from '../core/layout';

export const KINDS = 8;
export const RESOURCES = 5;
export const DEV_KINDS = 5;
export const DEV_KNIGHT = 0;
export const DEV_ROAD_BUILDING = 1;
export const DEV_YEAR_OF_PLENTY = 2;
export const DEV_MONOPOLY = 3;
export const DEV_VICTORY_POINT = 4;

export const PIECE_NONE = 0;
export const PIECE_SETTLEMENT = 1;
export const PIECE_CITY = 2;
export const PIECE_KNIGHT = 3;
export const PIECE_DAMAGED = 4; // a pillaged city that counts as a settlement until repaired

// Costs in kind order: brick lumber wool grain ore cloth coin paper
export const COST_ROAD: StaticArray<i32> = [1, 1, 0, 0, 0, 0, 0, 0];
export const COST_SETTLEMENT: StaticArray<i32> = [1, 1, 1, 1, 0, 0, 0, 0];
export const COST_CITY: StaticArray<i32> = [0, 0, 0, 2, 3, 0, 0, 0];
export const COST_DEVELOPMENT: StaticArray<i32> = [0, 0, 1, 1, 1, 0, 0, 0];
export const COST_BRIDGE: StaticArray<i32> = [1, 1, 1, 0, 0, 0, 0, 0]; // 001, Islands of Catan

@inline export function handOf(p: i32, kind: i32): i32 { return pg(p, P_HAND + kind); }
@inline export function bankOf(kind: i32): i32 { return g8(BANK + kind); }

/** Kinds that exist in this mode: resources, plus commodities in Cities & Knights. */
@inline export function kindCount(): i32 { return isCK() ? KINDS : RESOURCES; }

/** Every card p holds: its public cards and its sealed ones (rules/sealedHands.ts; none outside a sealed-hands game). */
@inline export function handTotal(p: i32): i32 {
  let n = pg(p, P_SEALED);
  for (let k = 0; k < KINDS; k++) n += handOf(p, k);
  return n;
}

/** Moves n cards of a kind from the bank to a player. The caller has checked the bank. */
@inline export function receive(p: i32, kind: i32, n: i32): void {
  s8(BANK + kind, bankOf(kind) - n);
  ps(p, P_HAND + kind, handOf(p, kind) + n);
}

/** Moves n cards of a kind from a player to the bank. The caller has checked the hand. */
@inline export function giveBack(p: i32, kind: i32, n: i32): void {
  ps(p, P_HAND + kind, handOf(p, kind) - n);
  s8(BANK + kind, bankOf(kind) + n);
}

export function transfer(from: i32, to: i32, kind: i32, n: i32): void {
  ps(from, P_HAND + kind, handOf(from, kind) - n);
  ps(to, P_HAND + kind, handOf(to, kind) + n);
}

@inline export function canPay(p: i32, cost: StaticArray<i32>): bool {
  for (let k = 0; k < RESOURCES; k++) if (handOf(p, k) < unchecked(cost[k])) return false;
  return true;
}

export function pay(p: i32, cost: StaticArray<i32>): void {
  for (let k = 0; k < RESOURCES; k++) {
    const n = unchecked(cost[k]);
    if (n > 0) giveBack(p, k, n);
  }
}


@inline export function pieceAt(v: i32): i32 { return g8(V_PIECE + v); }
@inline export function ownerAt(v: i32): i32 { return g8(V_OWNER + v); }
@inline export function isBuilding(v: i32): bool { const piece = pieceAt(v); return piece == PIECE_SETTLEMENT || piece == PIECE_CITY || piece == PIECE_DAMAGED; }

/**
 * Settlements placed since the engine started: a new building is the only way a player comes to a
 * harbor (a city stays its settlement's, a lost city stays a building), so the harbors each player
 * trades at are kept until this changes (trade.ts).
 */
export let settlementsPlaced: u32 = 0;

export function placeSettlementPiece(p: i32, v: i32): void {
  settlementsPlaced++;
  s8(V_PIECE + v, PIECE_SETTLEMENT);
  s8(V_OWNER + v, p);
  ps(p, P_SETTLEMENTS_LEFT, pg(p, P_SETTLEMENTS_LEFT) - 1);
  ps(p, P_VP, pg(p, P_VP) + 1);
}

export function upgradeToCity(p: i32, v: i32): void {
  s8(V_PIECE + v, PIECE_CITY);
  ps(p, P_SETTLEMENTS_LEFT, pg(p, P_SETTLEMENTS_LEFT) + 1);
  ps(p, P_CITIES_LEFT, pg(p, P_CITIES_LEFT) - 1);
  ps(p, P_VP, pg(p, P_VP) + 1);
}

export function initPlayerSupply(p: i32): void {
  ps(p, P_ROADS_LEFT, 15);
  ps(p, P_SETTLEMENTS_LEFT, 5);
  ps(p, P_CITIES_LEFT, 4);
}



