// Victory points as a player and the table count them. Apart from the hand because the modes adjust
// them (ckba: conquered buildings and prisoners; Normal Development Card: victory point cards held).

import { P_DEV, P_DEV_NEW, P_VP, pg } from '../core/layout';
import { DEV_VICTORY_POINT } from './hand';
import { victoryPointCardsPlayed } from '../core/options';
import { hooks, asks, ASK_POINT_ADJUSTMENT } from './modeHooks';
import { sealedDevelopment } from './sealedDevelopment';

@inline export function hiddenVictoryPoints(p: i32): i32 {
  if (victoryPointCardsPlayed()) return 0; // Normal Development Card: they count once played
  // Sealed: a hidden card counts once its holder shows it (sealedDevelopment.ts), as a public point.
  if (sealedDevelopment()) return 0;
  return pg(p, P_DEV + DEV_VICTORY_POINT) + pg(p, P_DEV_NEW + DEV_VICTORY_POINT);
}

/** Points everyone can see: in ckba conquered buildings count 0 and every 3 prisoners 1. */
export function publicPoints(p: i32): i32 { return pg(p, P_VP) + (asks(ASK_POINT_ADJUSTMENT) ? hooks.pointAdjustment(p) : 0); }

/** Points a player counts on their own turn: public points plus hidden victory point cards. */
@inline export function totalVictoryPoints(p: i32): i32 { return publicPoints(p) + hiddenVictoryPoints(p); }
