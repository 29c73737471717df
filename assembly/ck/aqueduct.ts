// The Aqueduct (science level 3): after a production, players who received nothing owe a pick. Its own
// file because production (base rules) asks for it and the C&K roll order calls production.

import { CP_IMPROVEMENT, CP_PENDING, PENDING_AQUEDUCT, cg, cs, playerCount } from '../core/layout';
import { RESOURCES, bankOf } from '../rules/hand';
import { ABILITY_LEVEL, TRACK_SCIENCE } from './cities';

/**
 * Aqueduct (science 3): a player who received nothing from a production picks a resource. With no
 * resource left in the bank there is nothing to pick, and no decision may be owed that has no answer.
 */
export function offerAqueduct(p: i32): void {
  if (cg(p, CP_IMPROVEMENT + TRACK_SCIENCE) >= ABILITY_LEVEL && bankHoldsResource()) cs(p, CP_PENDING, PENDING_AQUEDUCT);
}

/**
 * After a pick: when it took the bank's last resource, the picks still owed have nothing left to take
 * and lapse (two players owed a pick with one card in the bank left the second one owing forever).
 */
export function lapseEmptyAqueducts(): void {
  if (bankHoldsResource()) return;
  for (let q = 0; q < playerCount(); q++) if (cg(q, CP_PENDING) == PENDING_AQUEDUCT) cs(q, CP_PENDING, 0);
}

function bankHoldsResource(): bool {
  for (let k = 0; k < RESOURCES; k++) if (bankOf(k) > 0) return true;
  return false;
}
