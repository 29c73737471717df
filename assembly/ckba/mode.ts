// Barbarian Attack with Cities & Knights as a mode: its answers to the mode hooks (rules/modeHooks.ts),
// each for ckba games only; modes/index.ts installs them.

import { G_ROBBER, G_ROBBER_ACTOR, NONE, g8, isCKBA, s8 } from '../core/layout';
import { PH_MAIN, PH_ROBBER } from '../core/phases';
import { pointAdjustment } from './conquest';
import { sevenVictimExists } from './seven';
import { offerCKBA } from './offers';
import { generateCastleBoard } from './castle';
import { afterAction, checkCKBA, executeCKBA, ownsAction } from './rules';
import { checkActionBase, execute } from '../rules/apply';
import { LEFT_TO_BASE } from '../rules/modeHooks';
import { OK } from '../core/errors';
import * as A from '../core/actions';
import { placeStartingBarbarians, startCKBA } from './setup';

/** Conquered buildings count nothing and every 3 prisoners 1. */
export function ckbaPoints(p: i32): i32 { return isCKBA() ? pointAdjustment(p) : 0; }

/** ckba's limits on C&K actions are in checkCKBA alone: every offer goes through checkAction. */
export function ckbaChecksEveryOffer(): bool { return isCKBA(); }

/** No robber: the 7 draws a card from a player (seven.ts), when there is one to draw from. */
export function ckbaRobberPhase(phase: i32): i32 {
  if (!isCKBA()) return phase;
  return sevenVictimExists(g8(G_ROBBER_ACTOR)) ? PH_ROBBER : PH_MAIN;
}

/** Barbarian Attack has no robber: its 7 draws a card from a player (offerCKBA). */
export function ckbaHasRobber(): bool { return !isCKBA(); }

/** ckba's own actions, in any phase. */
export function ckbaOffers(p: i32): void {
  if (isCKBA()) offerCKBA(p);
}

/** The region cleared. */
export function ckbaStartGame(): void {
  if (isCKBA()) startCKBA();
}

/** The castle board, random from the seed, with the two barbarians that start on the coast. */
export function ckbaLaysBoard(): bool {
  if (!isCKBA()) return false;
  generateCastleBoard();
  placeStartingBarbarians();
  return true;
}

/** An explicit castle board: no robber, and the starting barbarians. */
export function ckbaBoardLaid(): void {
  if (!isCKBA()) return;
  s8(G_ROBBER, NONE);
  placeStartingBarbarians();
}

/**
 * ckba adds its own actions and limits to the C&K check; its own ids skip that check (it does not
 * know them) and are checked here alone.
 */
export function ckbaCheck(p: i32, type: i32): i32 {
  if (!isCKBA()) return LEFT_TO_BASE;
  const alone = type >= A.A_CKBA_BUILD_KNIGHT && type <= A.A_CKBA_STEAL;
  return checkCKBA(p, type, alone ? OK : checkActionBase(p, type));
}

/** ckba's own actions its own way; the shared ones as C&K has them, then landings, conquests and the like. */
export function ckbaExecute(p: i32, type: i32): bool {
  if (!isCKBA()) return false;
  if (ownsAction(type)) executeCKBA(p, type);
  else {
    execute(p, type);
    afterAction(p, type);
  }
  return true;
}
