// The chance inputs of this mode, dispatched from chance.ts: landing rolls (two dice), prisoner
// draws (one of the players still drawing) and the casualty die.

import { G_CHANCE, g8 } from '../core/layout';
import { CH_LANDING, resolveLandingRoll } from './landing';
import { CH_CASUALTY, CH_PRISONERS, poolSize, resolveCasualty, resolvePrisonerDraw } from './combat';

@inline export function isCKBAChance(kind: i32): bool { return kind >= CH_LANDING && kind <= CH_CASUALTY; }

export function ckbaChanceCount(): i32 { return g8(G_CHANCE) == CH_LANDING ? 2 : 1; }

export function ckbaChanceRange(): i32 { return g8(G_CHANCE) == CH_PRISONERS ? poolSize() : 6; }

export function resolveCKBAChance(a: i32, b: i32): void {
  const kind = g8(G_CHANCE);
  if (kind == CH_LANDING) resolveLandingRoll(a, b);
  else if (kind == CH_PRISONERS) resolvePrisonerDraw(a);
  else resolveCasualty(a);
}
