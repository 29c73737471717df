// Cities & Knights (000) as a mode: its answers to the mode hooks (rules/modeHooks.ts), each for C&K
// games only (ckba plays by them too); modes/index.ts installs them.

import { isCK } from '../core/layout';
import { offerAqueduct } from './aqueduct';

/** The Aqueduct: a player with science 3 who received nothing picks a resource. */
export function aqueductAfterProduction(p: i32): void {
  if (isCK()) offerAqueduct(p);
}
