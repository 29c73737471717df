// Barbarian Attack's 7 in the combination (page §6 and §10.6; 003: the rules of Barbarian Attack
// continue to apply): after the discards "the roller draws 1 random resource card from a player of
// their choice"; the chosen player must hold at least 1 card, and commodities count for the steal.
// There is no robber (page §9), so no hex is named: the roller names the victim with `steal`, and the
// card is the same `steal` chance as a robber's (rules/robber.ts resolveSteal).

import * as A from '../core/actions';
import { arg, setArg } from '../core/actions';
import { F_FORCED_OK, G_CHANCE, G_CHANCE_PLAYER, G_PHASE, G_ROBBER_ACTOR, g8, hasFlag, playerCount, s8 } from '../core/layout';
import * as E from '../core/errors';
import { CH_STEAL, PH_ROBBER } from '../core/phases';
import { KINDS, handOf, handTotal } from '../rules/hand';
import { clearArgs, offer } from '../rules/offerList';
import { resolveWith } from '../rules/chance';
import { stealIndexOf } from '../rules/robber';

/** Whether anyone but the roller holds a card to draw: else the 7 ends with its discards. */
export function sevenVictimExists(roller: i32): bool {
  for (let q = 0; q < playerCount(); q++) if (q != roller && handTotal(q) > 0) return true;
  return false;
}

export function checkSevenSteal(p: i32): i32 {
  if (g8(G_PHASE) != PH_ROBBER) return E.E_WRONG_PHASE;
  if (p != g8(G_ROBBER_ACTOR)) return E.E_NOT_YOUR_TURN;
  const victim = arg(0), kind = arg(1);
  if (victim < 0 || victim >= playerCount() || victim == p || handTotal(victim) == 0) return E.E_BAD_VICTIM;
  if (kind == -1) return E.OK;
  if (!hasFlag(F_FORCED_OK)) return E.E_FORCED_NOT_ALLOWED;
  return kind < KINDS && handOf(victim, kind) > 0 ? E.OK : E.E_BAD_FORCED;
}

/** The draw is a chance outcome (or the scenario's `forced` card); it returns the game to the turn. */
export function sevenSteal(): void {
  s8(G_CHANCE, CH_STEAL);
  s8(G_CHANCE_PLAYER, arg(0));
  if (arg(1) != -1) resolveWith(stealIndexOf(arg(1)), 0, 0);
}

export function offerSevenSteals(p: i32): void {
  if (p != g8(G_ROBBER_ACTOR)) return;
  for (let q = 0; q < playerCount(); q++) {
    clearArgs();
    setArg(0, q);
    setArg(1, -1);
    offer(A.A_CKBA_STEAL);
  }
}
