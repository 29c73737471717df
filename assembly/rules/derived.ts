// Data derived from the state and kept between calls (a knight's reach, each player's harbors), valid
// until the state changes. Everything that changes the state outside an action's own effects (a new
// game, an action applied, a chance outcome supplied, a snapshot restored) forgets it here. A mode's
// own caches (C&K's knight reach) compare the epoch they were filled in with `derivedEpoch`, so
// forgetting costs the rules no call into the modes.

import { forgetHarbors } from './trade';
import { learnAnswers } from './modeHooks';

/** Counts the times derived data was forgotten: a cache filled in another epoch is stale. */
export let derivedEpoch: u32 = 0;

@inline export function forgetDerived(): void {
  derivedEpoch++;
  forgetHarbors(false);
}

/**
 * Another game is in place (a new game set up, a snapshot restored, a game switched): besides what
 * derives from its pieces, the hooks its mode and variants answer (rules/modeHooks.ts).
 */
export function gameInPlace(): void {
  derivedEpoch++;
  forgetHarbors(true);
  learnAnswers();
}
