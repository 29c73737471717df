// Knight Interrupt (001 fn 32): "Knight cards may be used to interrupt immediately after any player moves
// the robber. The player who plays the Knight places the robber where he desires and gets to steal a card
// from another player. The player who used to be moving the robber gets nothing. A Knight card can be
// played to interrupt another player's Knight card, leading to a chain of Knights."
// After each robber move (a declined move excepted) a response window opens (phase `interrupt`) for every
// other player holding a Knight card they may play: each answers `playDevelopment {card: "knight"}` (then
// moves the robber, and a new window opens) or `passInterrupt`. When everyone has passed, the last mover
// steals. The current player's interrupting Knight is their one card of the turn; another player's
// Knight, played off-turn, does not use up the current player's card (docs/rules-decisions.md).

import {
  G_CARD_PLAYED, G_CHANCE, G_CHANCE_PLAYER, G_CURRENT, G_PHASE, G_RESUME_PHASE, G_ROBBER_ACTOR, K_QUEUE, K_RESUME,
  K_VICTIM, NONE, P_DEV, g8, playerCount, pg, s8,
} from '../core/layout';
import { DEV_KNIGHT } from '../rules/hand';
import { CH_STEAL, PH_INTERRUPT, PH_ROBBER } from '../core/phases';
import { E_CARD_ALREADY_PLAYED, E_CARD_NOT_PLAYABLE, E_NO_DECISION, E_WRONG_PHASE, OK } from '../core/errors';
import { checkHeld, playKnight } from '../rules/development';
import { mayHoldKnight, sealedDevelopment } from '../rules/sealedDevelopment';
import { offerSealedInterruptKnight } from '../rules/sealedOffers';
import { offerNoArgs } from '../rules/offerList';
import * as A from '../core/actions';
import { KNIGHT_INTERRUPT, variantOn } from '../core/options';

function mayInterrupt(q: i32): bool {
  // Sealed: who is asked must not depend on what one replica knows, so any card that may be a Knight.
  if (sealedDevelopment() ? !mayHoldKnight(q, DEV_KNIGHT) : pg(q, P_DEV + DEV_KNIGHT) == 0) return false;
  return q != g8(G_CURRENT) || g8(G_CARD_PLAYED) == 0;
}

/** After the robber moved: opens the window when someone may answer; true when it did. */
export function openInterrupt(victim: i32): bool {
  if (!variantOn(KNIGHT_INTERRUPT)) return false;
  const mover = g8(G_ROBBER_ACTOR);
  let queue = 0;
  for (let q = 0; q < playerCount(); q++) if (q != mover && mayInterrupt(q)) queue |= 1 << q;
  if (queue == 0) return false;
  s8(K_QUEUE, queue);
  s8(K_VICTIM, victim == -1 ? NONE : victim);
  s8(K_RESUME, g8(G_RESUME_PHASE));
  s8(G_PHASE, PH_INTERRUPT);
  return true;
}

@inline export function awaitsInterrupt(p: i32): bool { return (g8(K_QUEUE) & (1 << p)) != 0; }

export function checkInterruptKnight(p: i32): i32 {
  if (!awaitsInterrupt(p)) return E_NO_DECISION;
  if (checkHeld(p, DEV_KNIGHT) != OK) return E_CARD_NOT_PLAYABLE;
  return mayInterrupt(p) ? OK : E_CARD_ALREADY_PLAYED;
}

/** p plays a Knight into the window: the earlier mover's steal is void, p moves the robber next. */
export function interruptKnight(p: i32): void {
  const played = g8(G_CARD_PLAYED);
  playKnight(p);
  if (p != g8(G_CURRENT)) s8(G_CARD_PLAYED, played);
  s8(G_RESUME_PHASE, g8(K_RESUME));
  s8(K_QUEUE, 0);
  s8(K_VICTIM, NONE);
}

export function checkPassInterrupt(p: i32): i32 {
  if (g8(G_PHASE) != PH_INTERRUPT) return E_WRONG_PHASE;
  return awaitsInterrupt(p) ? OK : E_NO_DECISION;
}

/** p lets the robber move stand; when nobody is left to answer, the mover's steal goes ahead. */
export function passInterrupt(p: i32): void {
  s8(K_QUEUE, g8(K_QUEUE) & ~(1 << p));
  if (g8(K_QUEUE) != 0) return;
  const victim = g8(K_VICTIM);
  s8(K_VICTIM, NONE);
  s8(G_RESUME_PHASE, g8(K_RESUME));
  if (victim == NONE) { s8(G_PHASE, g8(K_RESUME)); return; }
  s8(G_PHASE, PH_ROBBER);
  s8(G_CHANCE, CH_STEAL);
  s8(G_CHANCE_PLAYER, victim);
}

/** The window's answers: a Knight (by token in a sealed game), or a pass. */
export function offerInterruptAnswers(p: i32): void {
  if (!awaitsInterrupt(p)) return;
  if (sealedDevelopment()) offerSealedInterruptKnight(p);
  else offerNoArgs(A.A_PLAY_KNIGHT);
  offerNoArgs(A.A_PASS_INTERRUPT);
}
