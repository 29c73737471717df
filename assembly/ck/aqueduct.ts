// The Aqueduct (science level 3): after a production, players who received nothing owe a pick. Its own
// file because production (base rules) asks for it and the C&K roll order calls production.

import { CP_IMPROVEMENT, CP_PENDING, PENDING_AQUEDUCT, cg, cs } from '../core/layout';
import { RESOURCES, bankOf } from '../rules/hand';
import { ABILITY_LEVEL, TRACK_SCIENCE } from './cities';

/**
 * Aqueduct (science 3): a player who received nothing from a production picks a resource. With no
 * resource left in the bank there is nothing to pick, and no decision may be owed that has no answer.
 */
export function offerAqueduct(p: i32): void {
  if (cg(p, CP_IMPROVEMENT + TRACK_SCIENCE) < ABILITY_LEVEL) return;
  for (let k = 0; k < RESOURCES; k++) {
    if (bankOf(k) > 0) { cs(p, CP_PENDING, PENDING_AQUEDUCT); return; }
  }
}
