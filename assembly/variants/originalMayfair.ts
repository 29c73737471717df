// Original Mayfair 5-6 (001 fn 48): "Instead of the Special Building Phase, players do not build after
// other players' turns. Instead, the robber forces a player to discard half his resource cards when he
// has more than 10 cards (as opposed to the usual 7)." On the 5-6 boards only (base56, ck56, bigIslands).

import { F_SPECIAL_BUILD, G_FLAGS, G_HAND_LIMIT, g16, g8, s16, s8 } from '../core/layout';
import { ORIGINAL_MAYFAIR, variantOn } from '../core/options';

/** Called once the layout's numbers are set: no special building phase, discard above 10. */
export function applyOriginalMayfair(): void {
  if (!variantOn(ORIGINAL_MAYFAIR)) return;
  s16(G_FLAGS, g16(G_FLAGS) & ~F_SPECIAL_BUILD);
  if (g8(G_HAND_LIMIT) < 10) s8(G_HAND_LIMIT, 10);
}
