// The game's options as data (catanatron's rule options): which footnote variants of 001 are on, one
// bit each in V_BITS, and how many seats the board has. Rule files read them here; what a variant
// changes lives in its own file under variants/, which fills the mode hooks (rules/modeHooks.ts).
// The three C&K variants of 000 (easyStart, knightErrant, nastyBarbarians) keep their G_FLAGS bits.

import { G_PLAYERS, V_BITS, g16, g8 } from './layout';

export const HANDS_UP: i32 = 1; // fn 7: resource hands face up
export const SAFE_BEGINNING: i32 = 2; // fn 14: no 7 in the first two rounds
export const FRIENDLY_ROBBER: i32 = 4; // fn 16: the robber spares players with 2 VP
export const OPTIONAL_ROBBER: i32 = 8; // fn 18: the roller of a 7 may leave the robber where it is
export const SETTLEMENT_REQUIRED: i32 = 16; // fn 27: a settlement on the board at the end of each turn
export const AFTER_DICE_ROLL: i32 = 32; // fn 29: no development card before the roll
export const KNIGHT_INTERRUPT: i32 = 64; // fn 32: a Knight card answers a robber move
export const NORMAL_DEVELOPMENT_CARD: i32 = 128; // fn 40: victory point cards are played like the others
export const ORIGINAL_MAYFAIR: i32 = 256; // fn 48: 5-6 players without the special building phase, discard above 10
export const ROBBER_IS_A_PIRATE: i32 = 512; // fn 19: the robber may stand on a sea hex and closes its harbors (pirate.ts)
export const ALL_VARIANTS: i32 = 1023;

@inline export function variantOn(bit: i32): bool { return (g16(V_BITS) & bit) != 0; }

/** Normal Development Card: victory point cards are played (and count nothing while held). */
export function victoryPointCardsPlayed(): bool { return variantOn(NORMAL_DEVELOPMENT_CARD); }

/** Catan for Two (001): two players on the standard board of the base game, with two neutral seats. */
@inline export function twoPlayer(): bool { return g8(G_PLAYERS) == 2; }
/** Seats on the board: the players, and in Catan for Two the two neutral seats 2 and 3. */
@inline export function seatCount(): i32 { return g8(G_PLAYERS) == 2 ? 4 : g8(G_PLAYERS); }
