// Optional Robber Movement (001 fn 18): "When a player rolls a 7, he can choose to ignore it and not
// move the robber. That player forfeits his right to steal." The contract (DESIGN.md): he declines by
// `moveRobber` naming the robber's current hex and no victim. Discards owed on the 7 still happen.
// Only a robber move caused by a rolled 7 can be declined, not one from a Knight card.

import { G_ROBBER, V_SEVEN_ROBBER, g8, s8 } from '../core/layout';
import { OPTIONAL_ROBBER, variantOn } from '../core/options';

/** Called when a rolled 7 hands the robber to the roller. */
export function noteSevenRobber(): void { s8(V_SEVEN_ROBBER, 1); }
/** Called when the robber has moved (or stayed). */
export function clearSevenRobber(): void { s8(V_SEVEN_ROBBER, 0); }

/** `moveRobber` to the robber's own hex without a victim declines the move. */
@inline export function declinesRobber(hex: i32, victim: i32): bool {
  return variantOn(OPTIONAL_ROBBER) && g8(V_SEVEN_ROBBER) != 0 && hex == g8(G_ROBBER) && victim == -1;
}
