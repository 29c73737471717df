// Where the robber may go and whom it may rob there, as checkMoveRobber decides, worked out once per
// hex for every record that names the hex: a robber move, a knight chasing the robber.

import { G_ROBBER, g8 } from '../core/layout';
import { declinesRobber, robbableAt, robbablePlayers, robberMayStand, robberMayStay, robberRefuses } from './robber';

/** The bit of robberChoices for a move without a victim (player bits are 0..7). */
export const NO_VICTIM = 1 << 8;

/**
 * Victims p may name when the robber goes to hex h, as a bit mask, plus NO_VICTIM when p may name
 * none (nobody to rob there, or Optional Robber Movement's decline); 0 when the robber may not go there.
 * `robbable`: robbablePlayers(), when the caller asks for every hex of one state.
 */
export function robberChoices(p: i32, h: i32, robbable: i32 = -1): i32 {
  const declines = declinesRobber(h, -1) ? NO_VICTIM : 0;
  if (!robberMayStand(h) || (h == g8(G_ROBBER) && !robberMayStay(h)) || robberRefuses(h)) return declines;
  const victims = robbableAt(p, h, robbable < 0 ? robbablePlayers() : robbable);
  return declines | victims | (victims == 0 ? NO_VICTIM : 0);
}
