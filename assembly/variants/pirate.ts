// The Robber is a Pirate (001 fn 19): "A player may place the robber on any port hex. While the
// robber is there, no trades may be conducted using that port. The player who moved the robber can
// still steal a card from a neighboring player, as usual." The contract (DESIGN.md): the robber may
// stand on a sea hex, and blocks every harbor whose edge touches that hex. Victims are found as on
// land (a building at a corner of the hex: robber.ts robbableMask), and the sea produces nothing
// anyway. The text's board is the standard one, whose frame of sea hexes carries the harbors: with the
// variant the standard and 5-6 layouts get that frame (topology.ts addFrame), numbered after the land.
// A board without sea otherwise has no port hex: the variant is refused there (docs/rules-decisions.md).

import { G_ROBBER, NONE, g8 } from '../core/layout';
import { SEA, terrainOf } from '../board/board';
import { isLand, seaOnBoard } from '../board/sea';
import { E_PIRATE_NEEDS_SEA, OK } from '../core/errors';
import { ROBBER_IS_A_PIRATE, variantOn } from '../core/options';
import { LAYOUT_EXTENDED, LAYOUT_STANDARD } from '../board/layouts';

/** Where the robber may be put: land, and with the variant any sea hex too. */
@inline export function robberMayStand(hex: i32): bool {
  return isLand(hex) || (variantOn(ROBBER_IS_A_PIRATE) && hex != NONE && terrainOf(hex) == SEA);
}

/** The sea hex whose harbors the pirate closes (the robber stands on it), or NONE. */
export function pirateHex(): i32 {
  if (!variantOn(ROBBER_IS_A_PIRATE)) return NONE;
  const robber = g8(G_ROBBER);
  return robber == NONE || isLand(robber) ? NONE : robber;
}

/** Once the board is laid (noteSea has run): OK, or why the chosen variant cannot be played on it. */
export function pirateBoardProblem(): i32 {
  return variantOn(ROBBER_IS_A_PIRATE) && !seaOnBoard ? E_PIRATE_NEEDS_SEA : OK;
}

/** Whether a new game with these 001 variant bits lays its named standard or 5-6 board in its sea frame. */
export function pirateFrame(variants: i32, layout: i32): bool {
  return (variants & ROBBER_IS_A_PIRATE) != 0 && (layout == LAYOUT_STANDARD || layout == LAYOUT_EXTENDED);
}
