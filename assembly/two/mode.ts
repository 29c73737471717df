// Catan for Two (001) as a mode: its answers to the mode hooks (rules/modeHooks.ts), each for two-player
// games only; modes/index.ts installs them.

import { twoPlayer } from '../core/options';
import { neutralOwedBy } from './neutral';
import { offerNeutralPieces, offerTokenActions, offerTokenRobber } from './offers';
import { setUpNeutralSeats } from './setup';

/** The free neutral piece comes right after the build that owes it, before anything else. */
export function twoOffersOwedPiece(p: i32): bool {
  if (!neutralOwedBy(p)) return false;
  offerNeutralPieces();
  return true;
}

/** Before the roll: a token buys the robber's move onto the desert. */
export function twoOffersBeforeRoll(): void {
  if (twoPlayer()) offerTokenRobber();
}

/** On the turn: the token robber, and a knight card for tokens. */
export function twoOffersOnTurn(p: i32): void {
  if (twoPlayer()) offerTokenActions(p);
}

/** The neutral seats' starting pieces and the players' tokens. */
export function twoFinishSetup(): void {
  if (twoPlayer()) setUpNeutralSeats();
}
