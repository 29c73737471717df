// Where each 001 footnote variant may be played (the bits are in core/options.ts).

import { AFTER_DICE_ROLL, ALL_VARIANTS, FRIENDLY_ROBBER, HANDS_UP, KNIGHT_INTERRUPT, NORMAL_DEVELOPMENT_CARD, OPTIONAL_ROBBER,
  ORIGINAL_MAYFAIR, ROBBER_IS_A_PIRATE, SAFE_BEGINNING, SETTLEMENT_REQUIRED } from '../core/options';
import { fiveSixBoard } from '../board/layouts';

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
