// Safe Beginning (001 fn 14): "In the first two complete turns, any roll of a 7 is ignored and rolled
// again until a combination other than a 7 is rolled." Two complete turns = the first two rounds.

import { G_TURN, g32, playerCount } from '../core/layout';
import { SAFE_BEGINNING, variantOn } from '../core/options';

export function safeBeginningTurn(): bool {
  return variantOn(SAFE_BEGINNING) && g32(G_TURN) <= 2 * playerCount();
}
