// Who may act when: the timing rules shared by the base and the Cities & Knights actions.

import { G_ACTOR, G_CURRENT, G_PHASE, g8 } from '../core/layout';
import { E_AFTER_DICE_ROLL, E_NOT_YOUR_TURN, E_WRONG_PHASE, OK } from '../core/errors';
import { PH_MAIN, PH_ROLL, PH_SPECIAL_BUILD } from '../core/phases';
import { hooks, asks, ASK_CARDS_WAIT_FOR_ROLL } from './modeHooks';

/** p's own turn, in `phase`. */
@inline export function onTurn(p: i32, phase: i32): i32 {
  if (g8(G_PHASE) != phase) return E_WRONG_PHASE;
  return p == g8(G_CURRENT) ? OK : E_NOT_YOUR_TURN;
}

/** Building: on your turn after the roll, and by the builder of a 5-6 player special building phase. */
export function mayBuild(p: i32): i32 {
  const phase = g8(G_PHASE);
  if (phase == PH_MAIN) return p == g8(G_CURRENT) ? OK : E_NOT_YOUR_TURN;
  if (phase == PH_SPECIAL_BUILD) return p == g8(G_ACTOR) ? OK : E_NOT_YOUR_TURN;
  return E_WRONG_PHASE;
}

/** Development cards: on your own turn, before or after the roll, outside special phases. */
export function mayPlayCard(p: i32): i32 {
  const phase = g8(G_PHASE);
  if (phase != PH_ROLL && phase != PH_MAIN) return E_WRONG_PHASE;
  if (p != g8(G_CURRENT)) return E_NOT_YOUR_TURN;
  return asks(ASK_CARDS_WAIT_FOR_ROLL) && hooks.cardsWaitForRoll() ? E_AFTER_DICE_ROLL : OK;
}
