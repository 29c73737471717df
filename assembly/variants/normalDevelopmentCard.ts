// Normal Development Card (001 fn 40): "Victory Point cards are played like all other Development cards.
// Only one can be played each turn, and they cannot be played immediately upon drawing." A held card
// counts nothing; the contract (DESIGN.md) plays it as `playDevelopment {card: "victoryPoint"}`, and it
// then counts as a public point.

import { G_CARD_PLAYED, P_DEV, P_VP, T_VP_PLAYED, g8, pg, ps, s8 } from '../core/layout';
import { DEV_VICTORY_POINT } from '../rules/hand';
import { checkPlayable } from '../rules/development';
import { E_NOT_IN_THIS_GAME } from '../core/errors';
import { NORMAL_DEVELOPMENT_CARD, variantOn } from './flags';

export function playedVictoryPoints(p: i32): i32 { return g8(T_VP_PLAYED + p); }

export function checkPlayVictoryPoint(p: i32): i32 {
  if (!variantOn(NORMAL_DEVELOPMENT_CARD)) return E_NOT_IN_THIS_GAME;
  return checkPlayable(p, DEV_VICTORY_POINT);
}

export function playVictoryPoint(p: i32): void {
  ps(p, P_DEV + DEV_VICTORY_POINT, pg(p, P_DEV + DEV_VICTORY_POINT) - 1);
  s8(G_CARD_PLAYED, 1);
  s8(T_VP_PLAYED + p, playedVictoryPoints(p) + 1);
  ps(p, P_VP, pg(p, P_VP) + 1);
}
