// Chance outcomes are inputs: the engine stops with G_CHANCE set and waits for one value per range,
// from the dice beacon in play, from the seeded generator in simulations, or forced in scenarios.

import {
  C_ALCHEMIST, F_EASY_START, G_CHANCE, G_CHANCE_PLAYER, G_DIE_RED, G_DIE_YELLOW, G_TURN, g32, g8, hasFlag, isCK,
  playerCount,
} from '../core/layout';
import { CH_DEVELOPMENT, CH_DICE, CH_NONE, CH_STALEMATE, CH_STEAL } from '../core/phases';
import { hooks, asks, ASK_SAFE_OPENING, ASK_REPEATS_ROLL } from './modeHooks';
import { handTotal } from './hand';
import { deckSize, resolveDevelopmentDraw } from './development';
import { resolveSteal } from './robber';
import { resolveStalemateDraw, stalemateDrawRange } from './stalemate';
import { checkVictory, resolveDice } from './turn';
import { below } from '../core/rng';
import { E_NO_CHANCE_PENDING, OK } from '../core/errors';

export const EVENT_FACES = 6; // 3 ships, then science, politics and trade gates

/** Easy Start: each player's first two turns have no event die and no 7 (000). */
function easyStartTurn(): bool { return hasFlag(F_EASY_START) && g32(G_TURN) <= 2 * playerCount(); }

export function eventDieRolls(): bool { return isCK() && !easyStartTurn(); }
export function sevenRerolled(): bool { return easyStartTurn() || (asks(ASK_SAFE_OPENING) && hooks.safeOpening()); }

/** A roll thrown again: a 7 in a safe opening round, or a Catan-for-Two second roll equal to the first. */
export function rolledAgain(total: i32): bool { return (sevenRerolled() && total == 7) || (asks(ASK_REPEATS_ROLL) && hooks.repeatsRoll(total)); }

/** Dice still to roll: yellow and red unless an Alchemist chose them, and the event die in C&K. */
export function chanceCount(): i32 {
  const kind = g8(G_CHANCE);
  if (kind == CH_NONE) return 0;
  if (kind == CH_DICE) return (g8(C_ALCHEMIST) != 0 ? 0 : 2) + (eventDieRolls() ? 1 : 0);
  if (kind == CH_STEAL || kind == CH_DEVELOPMENT || kind == CH_STALEMATE) return 1;
  return hooks.chanceCount(kind);
}

export function chanceRange(i: i32): i32 {
  const kind = g8(G_CHANCE);
  if (kind == CH_DICE) return i < 2 && g8(C_ALCHEMIST) == 0 ? 6 : EVENT_FACES;
  if (kind == CH_STEAL) return handTotal(g8(G_CHANCE_PLAYER));
  if (kind == CH_DEVELOPMENT) return deckSize();
  if (kind == CH_STALEMATE) return stalemateDrawRange();
  return hooks.chanceRange(kind, i);
}

/** Event die face (0..5) to event (1 ship, 2 science, 3 politics, 4 trade); 0 means no event die. */
@inline export function eventOfFace(face: i32): i32 { return face < 3 ? 1 : face - 1; }

function resolveDiceValues(a: i32, b: i32, c: i32): void {
  let yellow = g8(G_DIE_YELLOW), red = g8(G_DIE_RED), face = a;
  if (g8(C_ALCHEMIST) == 0) { yellow = a + 1; red = b + 1; face = c; }
  // Easy Start / Safe Beginning: a 7 in the first two rounds is rolled again (the engine waits for new
  // dice); so is a Catan-for-Two second roll equal to the first.
  if (rolledAgain(yellow + red)) return;
  resolveDice(yellow, red, eventDieRolls() ? eventOfFace(face) : 0);
}

/** Applies values already checked against chanceRange. */
export function resolveWith(a: i32, b: i32, c: i32): void {
  const kind = g8(G_CHANCE);
  if (kind == CH_DICE) resolveDiceValues(a, b, c);
  else if (kind == CH_STEAL) resolveSteal(a);
  else if (kind == CH_DEVELOPMENT) resolveDevelopmentDraw(a);
  else if (kind == CH_STALEMATE) resolveStalemateDraw(a);
  else hooks.resolveChance(kind, a, b);
  checkVictory();
}

export function supplyChance(a: i32, b: i32, c: i32): i32 {
  const n = chanceCount();
  if (n == 0) return E_NO_CHANCE_PENDING;
  if (a < 0 || a >= chanceRange(0)) return E_NO_CHANCE_PENDING;
  if (n > 1 && (b < 0 || b >= chanceRange(1))) return E_NO_CHANCE_PENDING;
  if (n > 2 && (c < 0 || c >= chanceRange(2))) return E_NO_CHANCE_PENDING;
  resolveWith(a, b, c);
  return OK;
}

export function resolveSeeded(): void {
  const n = chanceCount();
  if (n == 0) { resolveWith(0, 0, 0); return; }
  const a = below(chanceRange(0));
  const b = n > 1 ? below(chanceRange(1)) : 0;
  const c = n > 2 ? below(chanceRange(2)) : 0;
  resolveWith(a, b, c);
}

