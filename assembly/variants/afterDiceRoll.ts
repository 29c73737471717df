// After Dice-Roll (001 fn 29): "Players cannot play a Development card until after he rolls the dice
// on his turn." In Catan for Two the first of the two rolls opens the cards.

import { G_PHASE, T_ROLLS, g8 } from '../core/layout';
import { PH_ROLL } from '../core/phases';
import { AFTER_DICE_ROLL, variantOn } from '../core/options';

@inline export function beforeDiceRoll(): bool {
  return variantOn(AFTER_DICE_ROLL) && g8(G_PHASE) == PH_ROLL && g8(T_ROLLS) == 0;
}
