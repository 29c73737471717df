// The variants from 001's footnotes, one bit each in V_BITS. A rule file asks `variantOn(BIT)` through
// the small hooks in this folder (one file per variant) instead of testing bits in place.
// The three C&K variants of 000 (easyStart, knightErrant, nastyBarbarians) keep their G_FLAGS bits.

import { G_PLAYERS, V_BITS, g16, g8 } from '../core/layout';
import { fiveSixBoard } from '../board/layouts';

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

/**
 * Where each variant makes sense (docs/rules-decisions.md): mode 0 base, 1 C&K; board a LAYOUT_*.
 * Variants about development cards and the Knight card are base-game rules; Original Mayfair replaces
 * the 5-6 special building phase, so it goes with the 5-6 game whatever its board (a layout or rows);
 * the others concern hands, the 7 and settlements and fit both games.
 */
export function variantAllowed(bit: i32, mode: i32, board: i32, players: i32): bool {
  if (bit == FRIENDLY_ROBBER || bit == OPTIONAL_ROBBER || bit == AFTER_DICE_ROLL || bit == KNIGHT_INTERRUPT
    || bit == NORMAL_DEVELOPMENT_CARD) return mode == 0;
  if (bit == ORIGINAL_MAYFAIR) return fiveSixBoard(board, players);
  // The robber's rule in both games (in C&K once the barbarians have come); the board's sea is checked once laid.
  if (bit == ROBBER_IS_A_PIRATE) return mode == 0 || mode == 1;
  return bit == HANDS_UP || bit == SAFE_BEGINNING || bit == SETTLEMENT_REQUIRED;
}

/** Every bit in `bits` allowed for this game. */
export function variantsAllowed(bits: i32, mode: i32, board: i32, players: i32): bool {
  if ((bits & ~ALL_VARIANTS) != 0) return false;
  for (let b = 1; b <= ROBBER_IS_A_PIRATE; b <<= 1) if ((bits & b) != 0 && !variantAllowed(b, mode, board, players)) return false;
  return true;
}

/** Catan for Two (001): two players on the standard board of the base game, with two neutral seats. */
@inline export function twoPlayer(): bool { return g8(G_PLAYERS) == 2; }
/** Seats on the board: the players, and in Catan for Two the two neutral seats 2 and 3. */
@inline export function seatCount(): i32 { return g8(G_PLAYERS) == 2 ? 4 : g8(G_PLAYERS); }
