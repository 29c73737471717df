// Normal Development Card (001 fn 40): "Victory Point cards are played like all other Development cards.
// Only one can be played each turn, and they cannot be played immediately upon drawing." A held card
// counts nothing; the contract (DESIGN.md) plays it as `playDevelopment {card: "victoryPoint"}`, and it
// then counts as a public point.

import { G_CARD_PLAYED, P_VP, T_VP_PLAYED, g8, pg, ps, s8 } from '../core/layout';
import { DEV_VICTORY_POINT } from '../rules/hand';
import { checkPlayable, discardPlayed } from '../rules/development';
import { checkVictoryReveal, revealVictoryToken, sealedDevelopment } from '../rules/sealedDevelopment';
import { E_NOT_IN_THIS_GAME, OK } from '../core/errors';
import { mayPlayCard } from '../rules/timing';
import { NORMAL_DEVELOPMENT_CARD, variantOn } from '../core/options';

export function playedVictoryPoints(p: i32): i32 { return g8(T_VP_PLAYED + p); }

// Without the variant, a sealed game uses the same action to show a hidden card when claiming a win
// (sealedDevelopment.ts): the other replicas cannot count a card they cannot see.
/** A victory point card played (with this variant, as the other cards are) or shown (sealed). */
export function checkVictoryPointCard(p: i32): i32 {
  const turn = mayPlayCard(p);
  return turn != OK && variantOn(NORMAL_DEVELOPMENT_CARD) ? turn : checkPlayVictoryPoint(p);
}

function checkPlayVictoryPoint(p: i32): i32 {
  if (!variantOn(NORMAL_DEVELOPMENT_CARD)) return sealedDevelopment() ? checkVictoryReveal(p) : E_NOT_IN_THIS_GAME;
  return checkPlayable(p, DEV_VICTORY_POINT);
}

export function playVictoryPoint(p: i32): void {
  if (!variantOn(NORMAL_DEVELOPMENT_CARD)) { revealVictoryToken(p); return; }
  discardPlayed(p, DEV_VICTORY_POINT);
  s8(G_CARD_PLAYED, 1);
  s8(T_VP_PLAYED + p, playedVictoryPoints(p) + 1);
  ps(p, P_VP, pg(p, P_VP) + 1);
}
