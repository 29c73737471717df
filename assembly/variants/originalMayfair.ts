// Original Mayfair 5-6 (001 fn 48): "Instead of the Special Building Phase, players do not build after
// other players' turns. Instead, the robber forces a player to discard half his resource cards when he
// has more than 10 cards (as opposed to the usual 7)." On the 5-6 board only (base56, ck56).

import { G_BOARD, g8 } from '../layout';
import { ORIGINAL_MAYFAIR, variantOn } from './flags';

/** The cards kept safe on a 7, before C&K city walls. */
export function baseHandLimit(): i32 { return variantOn(ORIGINAL_MAYFAIR) ? 10 : 7; }

/** Whether other players build between turns (the 5-6 special building phase). */
export function specialBuildingPhase(): bool { return g8(G_BOARD) == 1 && !variantOn(ORIGINAL_MAYFAIR); }
