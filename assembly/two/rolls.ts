// Catan for Two (001): "On your turn, you roll the dice twice in a row. It is essential that the two
// dice-roll results differ from one another. Should the second dice roll give the same result as the
// first one, roll again [...]. Immediately after each of the two dice rolls, the two real players obtain
// resources and/or move the robber." The turn returns to the roll phase after the first roll resolves.

import { T_FIRST_TOTAL, T_KNIGHT_SWAP, T_ROLLS, g8, s8 } from '../core/layout';
import { PH_MAIN, PH_ROLL } from '../core/phases';
import { twoPlayer } from '../core/options';

/** A resolved production roll: counted, and the first one's total remembered. */
export function noteRoll(total: i32): void {
  if (!twoPlayer()) return;
  if (g8(T_ROLLS) == 0) s8(T_FIRST_TOTAL, total);
  s8(T_ROLLS, g8(T_ROLLS) + 1);
}

/** Where the turn goes once a roll (and any 7 it brought) is resolved: the second roll, or the main phase. */
@inline export function phaseAfterRoll(): i32 { return twoPlayer() && g8(T_ROLLS) == 1 ? PH_ROLL : PH_MAIN; }

/** The second roll repeats the first: it is rolled again. */
export function repeatsFirstRoll(total: i32): bool {
  return twoPlayer() && g8(T_ROLLS) == 1 && total == g8(T_FIRST_TOTAL);
}

export function newTurnForTwo(): void {
  s8(T_ROLLS, 0);
  s8(T_FIRST_TOTAL, 0);
  s8(T_KNIGHT_SWAP, 0);
}
