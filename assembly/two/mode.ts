// Catan for Two (001) as a mode: its answers to the mode hooks (rules/modeHooks.ts), each for two-player
// games only; modes/index.ts installs them.

import { twoPlayer } from '../core/options';
import * as A from '../core/actions';
import { E_NEUTRAL_FIRST, OK } from '../core/errors';
import { neutralOwedBy } from './neutral';
import { offerNeutralPieces, offerTokenActions, offerTokenRobber } from './offers';
import { setUpNeutralSeats } from './setup';

/** The free neutral piece comes right after the build that owes it, before anything else. */
export function twoOffersOwedPiece(p: i32): bool {
  if (!neutralOwedBy(p)) return false;
  offerNeutralPieces(p);
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

/** The free neutral piece comes right after the build that owes it. */
export function twoCheckFirst(p: i32, type: i32): i32 {
  return neutralOwedBy(p) && type != A.A_NEUTRAL_ROAD && type != A.A_NEUTRAL_SETTLEMENT ? E_NEUTRAL_FIRST : OK;
}
