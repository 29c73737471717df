// Barbarian Attack combined with Cities & Knights (mode `ckba`, ../shared/rules/barbarian-attack.md
// and seeds/003): the mode's own region of the state block. Every offset is relative to CKBA_BASE,
// so moving the region (when other regions grow) is a one-line change. Only the standard 19-hex
// board is used, so hex and edge ids fit a byte here.

import { NONE, g16, g8, s16, s8 } from '../core/layout';
import { noteProgress } from '../rules/stalemate';

export const CKBA_BASE = 3904; // up to 4031, below PRIVATE_START (4032)

export const CKBA_MAX_PLAYERS = 4;
export const CKBA_HEXES = 19;
export const KNIGHT_SLOTS = 24; // 6 knights x 4 players

export const R_BARBARIANS = CKBA_BASE + 0; // 19: barbarians on each hex (0..3; 3 = conquered)
export const R_PRISONERS = CKBA_BASE + 20; // 4: prisoners of each player
export const R_GOLD = CKBA_BASE + 24; // 4 x u16: gold of each player
export const R_GOLD_BOUGHT = CKBA_BASE + 32; // resources bought with gold this turn (at most 2)
export const R_LANDING_LEFT = CKBA_BASE + 33; // barbarians of the current landing still to roll for
export const R_LANDING_SEEN = CKBA_BASE + 34; // 2: earlier results of this landing (0: none)
export const R_LANDING_DONE = CKBA_BASE + 36; // placement rolls of this landing already settled
export const R_COMBAT_PLAYER = CKBA_BASE + 37; // whose turn the coast battles end (NONE: no battle running)
export const R_COMBAT_INDEX = CKBA_BASE + 38; // position in the battle order (COMBAT_ORDER)
export const R_COMBAT_STEP = CKBA_BASE + 39; // see STEP_* in combat.ts
export const R_LOTTERY_POOL = CKBA_BASE + 40; // players still in a prisoner draw (bit mask)
export const R_PRISONERS_LEFT = CKBA_BASE + 41; // prisoners of the current battle not yet handed out
export const R_LOTTERY_ROLLED = CKBA_BASE + 42; // players who took part in a draw (bit mask), for their 3 gold
export const R_KNIGHTS_MOVED = CKBA_BASE + 43; // a knight moved this turn: trading and building are over
export const R_RELOCATE_FROM = CKBA_BASE + 44; // displaced knight: the path it was pushed from
export const R_RELOCATE_BITS = CKBA_BASE + 45; // displaced knight: level (it is inactive)
export const R_KNIGHTS = CKBA_BASE + 48; // KNIGHT_SLOTS x 3: edge (NONE = free slot), owner, bits
export const CKBA_END = R_KNIGHTS + KNIGHT_SLOTS * 3; // 4024

@inline export function barbariansOn(hex: i32): i32 { return hex < CKBA_HEXES ? g8(R_BARBARIANS + hex) : 0; }
@inline export function setBarbarians(hex: i32, n: i32): void { s8(R_BARBARIANS + hex, n); }
@inline export function prisonersOf(p: i32): i32 { return g8(R_PRISONERS + p); }
/** Prisoners are kept for good; taking one is progress, which the stalemate count notes at the turn's end. */
@inline export function addPrisoners(p: i32, n: i32): void {
  s8(R_PRISONERS + p, prisonersOf(p) + n);
  noteProgress();
}
@inline export function goldOf(p: i32): i32 { return g16(R_GOLD + 2 * p); }
@inline export function addGold(p: i32, n: i32): void { s16(R_GOLD + 2 * p, goldOf(p) + n); }

export function clearRegion(): void {
  for (let i = CKBA_BASE; i < CKBA_END; i++) s8(i, 0);
  for (let k = 0; k < KNIGHT_SLOTS; k++) s8(R_KNIGHTS + 3 * k, NONE);
  s8(R_COMBAT_PLAYER, NONE);
}

export const NONE_PLAYER = 255;
