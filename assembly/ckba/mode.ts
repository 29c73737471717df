// Barbarian Attack with Cities & Knights as a mode: its answers to the mode hooks (rules/modeHooks.ts),
// each for ckba games only; modes/index.ts installs them.

import { G_ROBBER, G_ROBBER_ACTOR, NONE, g8, isCKBA, s8 } from '../core/layout';
import { PH_MAIN, PH_ROBBER } from '../core/phases';
import { pointAdjustment } from './conquest';
import { sevenVictimExists } from './seven';
import { offerCKBA } from './offers';
import { generateCastleBoard } from './castle';
import { afterAction, checkCKBA, ownsAction } from './rules';
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

/** ckba-only action ids skip the C&K check (it does not know them); their own check does it all. */
export function ckbaChecksAlone(type: i32): bool {
  return isCKBA() && type >= A.A_CKBA_BUILD_KNIGHT && type <= A.A_CKBA_STEAL;
}

/** ckba adds its own actions and limits to the C&K check. */
export function ckbaReviewCheck(p: i32, type: i32, err: i32): i32 { return isCKBA() ? checkCKBA(p, type, err) : err; }

/** The actions ckba carries out its own way. */
export function ckbaExecutesAlone(type: i32): bool { return isCKBA() && ownsAction(type); }

/** After a shared action: landings, conquests and the like (rules.ts). */
export function ckbaAfterAction(p: i32, type: i32): void {
  if (isCKBA()) afterAction(p, type);
}
