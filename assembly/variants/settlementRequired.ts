// Settlement Required (001 fn 27): "At the end of a player's turn, he must have at least one settlement
// on the board (in addition to any cities)." Enforced when a city would replace the last settlement
// (building a city, Medicine): refusing the end of the turn instead could leave a player who cannot
// afford a settlement unable to ever end it (docs/rules-decisions.md). A city that wins at once may
// replace it: that turn has no end, and refusing it left games where nobody could ever win.

import { PIECE_SETTLEMENT, ownerAt, pieceAt } from '../rules/hand';
import { vertexCount } from '../board/topology';
import { SETTLEMENT_REQUIRED, variantOn } from '../core/options';
import { G_CURRENT, G_PHASE, g8 } from '../core/layout';
import { PH_MAIN } from '../core/phases';
import { totalVictoryPoints } from '../rules/points';
import { victoryTarget } from '../rules/turn';

function settlements(p: i32): i32 {
  let n = 0;
  for (let v = 0; v < vertexCount; v++) if (pieceAt(v) == PIECE_SETTLEMENT && ownerAt(v) == p) n++;
  return n;
}

/** The city's point wins on p's own turn (checkVictory), so the turn ends no more. */
function cityWins(p: i32): bool {
  return g8(G_CURRENT) == p && g8(G_PHASE) == PH_MAIN && totalVictoryPoints(p) + 1 >= victoryTarget();
}

/** True when upgrading one of p's settlements would leave none on the board at the end of the turn. */
@inline export function lastSettlementKept(p: i32): bool {
  return variantOn(SETTLEMENT_REQUIRED) && settlements(p) <= 1 && !cityWins(p);
}
