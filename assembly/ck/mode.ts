// Cities & Knights (000) as a mode: its answers to the mode hooks (rules/modeHooks.ts), each for C&K
// games only (ckba plays by them too); modes/index.ts installs them.

import { isCK } from '../core/layout';
import { offerAqueduct } from './aqueduct';
import { wallCount } from './cities';

/** The Aqueduct: a player with science 3 who received nothing picks a resource. */
export function aqueductAfterProduction(p: i32): void {
  if (isCK()) offerAqueduct(p);
}

/** City walls: 2 more cards each before a 7 costs half the hand. */
export function wallsHandLimit(p: i32): i32 { return isCK() ? 2 * wallCount(p) : 0; }
