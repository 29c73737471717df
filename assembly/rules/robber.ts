// A roll of 7: discards (more than 7 cards: half, rounded down), then the robber moves and steals.

import {
  C_ATTACKS, G_HAND_LIMIT, G_CHANCE, G_CHANCE_PLAYER, G_CURRENT, G_PHASE, G_RESUME_PHASE, G_ROBBER, G_ROBBER_ACTOR, NONE,
  P_DISCARD_OWED, g8, isCK, playerCount, pg, ps, s8,
} from '../core/layout';
import { handOf, handTotal, KINDS, giveBack, transfer, ownerAt, isBuilding } from './hand';
import { sealSteal, sealedHands } from './sealedHands';
import { hexCount, hexVertex } from '../board/topology';
import { isLand } from '../board/sea';
import { E_ROBBER_ON_SEA, E_BAD_VICTIM, E_NO_SUCH_PLACE, E_ROBBER_SAME_HEX, E_VICTIM_REQUIRED, E_WRONG_DISCARD, E_CARDS_NOT_HELD, OK } from '../core/errors';
import { CH_NONE, CH_STEAL, PH_DISCARD, PH_MAIN, PH_ROBBER } from '../core/phases';
import { E_FRIENDLY_ROBBER } from '../core/errors';
import {
  hooks, asks, ASK_HAND_LIMIT_BONUS, ASK_PHASE_AFTER_ROLL, ASK_SPARED, ASK_DECLINES_ROBBER, ASK_ROBBER_MAY_STAY,
  ASK_ROBBER_MAY_STAND, ASK_ROBBER_REFUSES,
} from './modeHooks';

/**
 * Cards a player may hold when a 7 is rolled: 7 (10 on Big Islands, 13 with 7-8 players: layouts.ts),
 * and 2 more per city wall in Cities & Knights.
 */
export function handLimit(p: i32): i32 { return g8(G_HAND_LIMIT) + (asks(ASK_HAND_LIMIT_BONUS) ? hooks.handLimitBonus(p) : 0); }

/** After a 7: who must discard, then the robber. */
export function startSeven(): void {
  let anyone = false;
  for (let p = 0; p < playerCount(); p++) {
    const cards = handTotal(p);
    const owed = cards > handLimit(p) ? cards / 2 : 0;
    ps(p, P_DISCARD_OWED, owed);
    if (owed > 0) anyone = true;
  }
  s8(G_RESUME_PHASE, asks(ASK_PHASE_AFTER_ROLL) ? hooks.phaseAfterRoll() : PH_MAIN);
  s8(G_ROBBER_ACTOR, g8(G_CURRENT));
  hooks.sevenRolled();
  s8(G_PHASE, anyone ? PH_DISCARD : robberPhase());
}

/**
 * In Cities & Knights the robber stays put until the barbarians have attacked once (RULES.md); in
 * Barbarian Attack there is no robber, but its 7 still draws a card from a player (ckba/seven.ts).
 */
function robberPhase(): i32 {
  return hooks.robberPhase(isCK() && g8(C_ATTACKS) == 0 ? PH_MAIN : PH_ROBBER);
}

export function checkDiscard(p: i32, cards: usize): i32 {
  const owed = pg(p, P_DISCARD_OWED);
  if (owed == 0) return E_WRONG_DISCARD;
  let total = 0;
  for (let k = 0; k < KINDS; k++) {
    const n = load<i32>(cards + <usize>(k * 4));
    if (n < 0) return E_WRONG_DISCARD;
    if (n > handOf(p, k)) return E_CARDS_NOT_HELD;
    total += n;
  }
  return total == owed ? OK : E_WRONG_DISCARD;
}

@inline export function discard(p: i32, cards: usize): void {
  for (let k = 0; k < KINDS; k++) {
    const n = load<i32>(cards + <usize>(k * 4));
    if (n > 0) giveBack(p, k, n);
  }
  ps(p, P_DISCARD_OWED, 0);
  for (let q = 0; q < playerCount(); q++) if (pg(q, P_DISCARD_OWED) > 0) return;
  s8(G_PHASE, robberPhase());
}

// Where the robber may go, as the mode answers, asked on every hex of every list of robber moves.
@inline export function declinesRobber(hex: i32, victim: i32): bool { return asks(ASK_DECLINES_ROBBER) && hooks.declinesRobber(hex, victim); }
@inline export function robberMayStay(hex: i32): bool { return asks(ASK_ROBBER_MAY_STAY) && hooks.robberMayStay(hex); }
@inline export function robberMayStand(hex: i32): bool { return asks(ASK_ROBBER_MAY_STAND) ? hooks.robberMayStand(hex) : isLand(hex); }
@inline export function robberRefuses(hex: i32): bool { return asks(ASK_ROBBER_REFUSES) && hooks.robberRefuses(hex); }

/** Players `thief` may rob at hex, as a bit mask: a building there, at least one card, not spared. */
export function robbableMask(thief: i32, hex: i32): i32 { return robbableAt(thief, hex, robbablePlayers()); }

/** robbableMask with robbablePlayers() already known: a list of robber moves asks it once, not once per hex. */
export function robbableAt(thief: i32, hex: i32, players: i32): i32 {
  let owners = 0;
  for (let c = 0; c < 6; c++) {
    const v = hexVertex(hex, c);
    if (isBuilding(v)) owners |= 1 << ownerAt(v);
  }
  return owners & ~(1 << thief) & players;
}

/** The players who may be robbed anywhere, as a bit mask: at least one card, not spared. */
export function robbablePlayers(): i32 {
  let mask = 0;
  for (let q = 0; q < playerCount(); q++) if (handTotal(q) > 0 && !(asks(ASK_SPARED) && hooks.spared(q))) mask |= 1 << q;
  return mask;
}

/** Can `victim` be robbed by `thief` at hex: a building there and at least one card. */
export function robbable(thief: i32, victim: i32, hex: i32): bool {
  return victim >= 0 && victim < playerCount() && (robbableMask(thief, hex) & (1 << victim)) != 0;
}

export function anyoneRobbable(thief: i32, hex: i32): bool { return robbableMask(thief, hex) != 0; }

export function checkMoveRobber(p: i32, hex: i32, victim: i32): i32 {
  if (hex < 0 || hex >= hexCount) return E_NO_SUCH_PLACE;
  if (declinesRobber(hex, victim)) return OK;
  if (hex == g8(G_ROBBER) && !robberMayStay(hex)) return E_ROBBER_SAME_HEX;
  if (!robberMayStand(hex)) return E_ROBBER_ON_SEA;
  if (robberRefuses(hex)) return E_FRIENDLY_ROBBER;
  if (victim == -1) return anyoneRobbable(p, hex) ? E_VICTIM_REQUIRED : OK;
  if (victim < 0 || victim >= playerCount() || !robbable(p, victim, hex)) return E_BAD_VICTIM;
  return OK;
}

/** Moves the robber; a steal then waits for its chance outcome. */
export function moveRobber(hex: i32, victim: i32): void {
  const declined = declinesRobber(hex, victim);
  hooks.robberMoved();
  s8(G_ROBBER, hex);
  if (!declined && hooks.robberAnswered(victim)) return;
  if (victim == -1) { s8(G_PHASE, g8(G_RESUME_PHASE)); return; }
  s8(G_CHANCE, CH_STEAL);
  s8(G_CHANCE_PLAYER, victim);
}

/** Steals the card at `index` of the victim's hand ordered by kind. */
export function resolveSteal(index: i32): void {
  const victim = g8(G_CHANCE_PLAYER);
  if (sealedHands()) sealSteal(victim, g8(G_ROBBER_ACTOR)); // the index picked a position of the hand shuffle, not a kind
  else {
    let k = 0;
    while (index >= handOf(victim, k)) { index -= handOf(victim, k); k++; }
    transfer(victim, g8(G_ROBBER_ACTOR), k, 1);
  }
  s8(G_CHANCE, CH_NONE);
  s8(G_CHANCE_PLAYER, NONE);
  if (hooks.stealsAgain()) return;
  s8(G_PHASE, g8(G_RESUME_PHASE));
}

/** The index a forced steal of `kind` maps to, or -1 when the victim holds none. */
export function stealIndexOf(kind: i32): i32 {
  const victim = g8(G_CHANCE_PLAYER);
  if (kind < 0 || kind >= KINDS || handOf(victim, kind) == 0) return -1;
  let index = 0;
  for (let k = 0; k < kind; k++) index += handOf(victim, k);
  return index;
}

export function discardOwed(p: i32): i32 { return pg(p, P_DISCARD_OWED); }
