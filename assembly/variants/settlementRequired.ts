// Settlement Required (001 fn 27): "At the end of a player's turn, he must have at least one settlement
// on the board (in addition to any cities)." Enforced when a city would replace the last settlement
// (building a city, Medicine): refusing the end of the turn instead could leave a player who cannot
// afford a settlement unable to ever end it (docs/rules-decisions.md).

import { PIECE_SETTLEMENT, ownerAt, pieceAt } from '../rules/hand';
import { vertexCount } from '../board/topology';
import { SETTLEMENT_REQUIRED, variantOn } from '../core/options';

function settlements(p: i32): i32 {
  let n = 0;
  for (let v = 0; v < vertexCount; v++) if (pieceAt(v) == PIECE_SETTLEMENT && ownerAt(v) == p) n++;
  return n;
}

/** True when upgrading one of p's settlements would leave none on the board. */
@inline export function lastSettlementKept(p: i32): bool {
  return variantOn(SETTLEMENT_REQUIRED) && settlements(p) <= 1;
}
