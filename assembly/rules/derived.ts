// Data derived from the state and kept between calls (a knight's reach, each player's harbors), valid
// until the state changes. Everything that changes the state outside an action's own effects (a new
// game, an action applied, a chance outcome supplied, a snapshot restored) forgets it here.

import { hooks } from './modeHooks';
import { forgetHarbors } from './trade';

@inline export function forgetDerived(): void {
  hooks.forgetDerived();
  forgetHarbors();
}
