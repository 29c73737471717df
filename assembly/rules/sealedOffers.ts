// What a sealed base game offers a player for its development cards: plays name the token
// (AT_SLOT), and only cards this replica knows are offered, so only the holder's own replica offers
// them (the others cannot; the session checks a play's keys before the engine applies it).

import * as A from '../core/actions';
import { AT_SLOT, setArg } from '../core/actions';
import { G_CARD_PLAYED, G_CURRENT, g8 } from '../core/layout';
import { clearArgs, offer } from './offerList';
import { DEV_KNIGHT, DEV_MONOPOLY, DEV_ROAD_BUILDING, DEV_VICTORY_POINT, DEV_YEAR_OF_PLENTY, RESOURCES } from './hand';
import { knownHiddenVictory, knownToken } from './sealedDevelopment';
import { publicPoints } from './points';
import { victoryTarget } from './turn';
import { NORMAL_DEVELOPMENT_CARD, variantOn } from '../core/options';

function offerToken(type: i32, token: i32): void {
  clearArgs();
  setArg(AT_SLOT, token);
  offer(type);
}

/** The development cards p may play now (one per turn, held since before it). */
export function offerSealedPlays(p: i32): void {
  if (g8(G_CARD_PLAYED) != 0) return;
  let t = knownToken(p, DEV_KNIGHT, false);
  if (t != -1) offerToken(A.A_PLAY_KNIGHT, t);
  t = knownToken(p, DEV_ROAD_BUILDING, false);
  if (t != -1) offerToken(A.A_PLAY_ROAD_BUILDING, t);
  t = knownToken(p, DEV_MONOPOLY, false);
  if (t != -1) for (let k = 0; k < RESOURCES; k++) { clearArgs(); setArg(0, k); setArg(AT_SLOT, t); offer(A.A_PLAY_MONOPOLY); }
  t = knownToken(p, DEV_YEAR_OF_PLENTY, false);
  if (t != -1) {
    for (let a = 0; a < RESOURCES; a++) {
      for (let b = a; b < RESOURCES; b++) {
        clearArgs();
        setArg(a, 1);
        setArg(b, a == b ? 2 : 1);
        setArg(AT_SLOT, t);
        offer(A.A_PLAY_YEAR_OF_PLENTY);
      }
    }
  }
  if (!variantOn(NORMAL_DEVELOPMENT_CARD)) return;
  t = knownToken(p, DEV_VICTORY_POINT, false);
  if (t != -1) offerToken(A.A_PLAY_VICTORY_POINT, t);
}

/** Knight Interrupt: p answers the window with a Knight this replica knows p holds. */
export function offerSealedInterruptKnight(p: i32): void {
  const t = knownToken(p, DEV_KNIGHT, false);
  if (t != -1) offerToken(A.A_PLAY_KNIGHT, t);
}

/**
 * A win by hidden victory point cards is claimed by showing them, one action each, on p's own turn:
 * offered only when showing every one of them reaches the target (showing one earlier gains nothing).
 */
export function offerWinningReveals(p: i32): void {
  if (variantOn(NORMAL_DEVELOPMENT_CARD) || p != g8(G_CURRENT)) return;
  if (publicPoints(p) + knownHiddenVictory(p) < victoryTarget()) return;
  const t = knownToken(p, DEV_VICTORY_POINT, true);
  if (t != -1) offerToken(A.A_PLAY_VICTORY_POINT, t);
}
