// Legality and effects of every action in mode ckba. apply.ts sends every check here once
// (checkCKBA), and every ckba-only action or changed effect (ownsAction / executeCKBA / afterAction).
// Shared actions go through the C&K check first, then this mode's extra limits.

import * as A from '../core/actions';
import { AT_SLOT, arg } from '../core/actions';
import {
  C_CARD_PLAYER, C_DECISION, C_RESPONDER, C_STEAL_QUEUE, CP_KNIGHTS_LEFT, DEC_DESERTER_REMOVE, DEC_RELOCATE,
  G_PHASE, G_RESUME_PHASE, G_ROBBER_ACTOR, cg, g8, playerCount, s8,
} from '../core/layout';
import * as E from '../core/errors';
import { PH_MAIN, PH_RESPOND, PH_ROAD_BUILDING } from '../core/phases';
import { RESOURCES, bankOf, canPay, giveBack, handOf, handTotal, pay, receive } from '../rules/hand';
import { COST_ACTIVATE, COST_KNIGHT, COST_PROMOTE } from '../ck/knights';
import { mayBuild, onTurn } from '../rules/timing';
import { BISHOP, CRANE, DESERTER, INTRIGUE, INVENTOR, MEDICINE, MERCHANT, SMITH, WARLORD, namedToken, returnProgress, revealCard } from '../ck/progress';
import { clearDecision } from '../ck/cardsPolitics';
import { nextBishopSteal } from '../ck/bishopSteals';
import { afterDecision } from '../ck/ckroll';
import { bankRate } from '../rules/trade';
import { edgeCount, hexCount } from '../board/topology';
import { isCastlePath, isInner } from './castle';
import { buildingConquered, edgeBlocked, freeCityCount, hexConquered, unconqueredBuildingOf, vertexBlocked } from './conquest';
import { startLanding } from './landing';
import { startBattles } from './combat';
import { checkSevenSteal, sevenSteal } from './seven';
import {
  RUN, WALK, distanceTo, hasPathKnight, knightOn, mayPromote, measureFrom, moveSlot, promoteSlot,
  putKnight, setActive, slotActive, slotEdge, slotLevel, slotOwner, slotSteps, takeKnight,
} from './pathKnights';
import {
  KNIGHT_SLOTS, R_GOLD_BOUGHT, R_KNIGHTS_MOVED, R_RELOCATE_BITS, R_RELOCATE_FROM, addGold, addPrisoners,
  barbariansOn, goldOf, setBarbarians,
} from './region';
import * as X from './errors';

export const GOLD_PRICE = 2;
export const GOLD_BUYS_PER_TURN = 2;

@inline function isCard(type: i32, card: i32): bool { return type == A.A_PLAY_PROGRESS + card; }

/** C&K actions that name knights on intersections: knights stand on paths in this mode. */
function vertexKnightAction(type: i32): bool {
  return type == A.A_BUILD_KNIGHT || type == A.A_ACTIVATE_KNIGHT || type == A.A_PROMOTE_KNIGHT
    || type == A.A_MOVE_KNIGHT || type == A.A_DISPLACE_KNIGHT || type == A.A_CHASE_ROBBER
    || type == A.A_RELOCATE_KNIGHT || type == A.A_REMOVE_KNIGHT || type == A.A_PLACE_DESERTER
    || type == A.A_COMMIT_KNIGHTS || isCard(type, INTRIGUE) || isCard(type, SMITH);
}

/** Trading and building end once knights move (page §2: movement comes after them). */
function tradeOrBuild(type: i32): bool {
  return type == A.A_BUILD_SETTLEMENT || type == A.A_BUILD_CITY || type == A.A_BUILD_WALL
    || type == A.A_IMPROVE || type == A.A_BANK_TRADE || type == A.A_OFFER_TRADE
    || type == A.A_CKBA_BUILD_KNIGHT || type == A.A_CKBA_ACTIVATE_KNIGHT || type == A.A_CKBA_PROMOTE_KNIGHT
    || type == A.A_BUY_WITH_GOLD || type == A.A_SELL_FOR_GOLD
    || (type == A.A_BUILD_ROAD && g8(G_PHASE) != PH_ROAD_BUILDING);
}

/** The actions this file carries out itself instead of the C&K execute. */
export function ownsAction(type: i32): bool {
  return type >= A.A_CKBA_BUILD_KNIGHT && type <= A.A_CKBA_STEAL || type == A.A_END_TURN || isCard(type, BISHOP);
}

function ownKnightAt(p: i32, e: i32): i32 {
  const k = knightOn(e);
  return k >= 0 && slotOwner(k) == p ? k : -1;
}

@inline function freePath(e: i32): bool { return e >= 0 && e < edgeCount && knightOn(e) < 0; }

function cardTurn(p: i32, card: i32): i32 {
  const turn = onTurn(p, PH_MAIN);
  if (turn != E.OK) return turn;
  return namedToken(p, card, arg(AT_SLOT)) != -1 ? E.OK : E.E_CARD_NOT_PLAYABLE;
}

function decisionFor(p: i32, kind: i32): i32 {
  if (g8(G_PHASE) != PH_RESPOND || g8(C_DECISION) != kind) return E.E_NO_DECISION;
  return g8(C_RESPONDER) == p ? E.OK : E.E_NOT_YOUR_TURN;
}

// ---- checks ----

export function checkMovePath(p: i32, from: i32, to: i32, displacing: bool): i32 {
  const k = ownKnightAt(p, from);
  if (k < 0) return X.E_NOT_YOUR_PATH_KNIGHT;
  if (to < 0 || to >= edgeCount || to == from) return E.E_NO_SUCH_PLACE;
  const other = knightOn(to);
  if (displacing) {
    if (other < 0 || slotOwner(other) == p) return E.E_NOT_YOUR_KNIGHT;
    if (!slotActive(k)) return E.E_KNIGHT_INACTIVE;
    if (slotLevel(other) >= slotLevel(k)) return E.E_TOO_STRONG;
  } else if (other >= 0) return X.E_PATH_OCCUPIED;
  const budget = (displacing ? WALK : slotActive(k) ? RUN : WALK) - slotSteps(k);
  if (budget <= 0) return displacing ? X.E_DISPLACE_TOO_FAR : X.E_KNIGHT_TOO_FAR;
  measureFrom(from, budget);
  if (distanceTo(to) < 0) return displacing ? X.E_DISPLACE_TOO_FAR : X.E_KNIGHT_TOO_FAR;
  return E.OK;
}

/** A free path the knight in slot k could still reach this turn that is not a castle path. */
function canLeaveCastle(k: i32): bool {
  const budget = (slotActive(k) ? RUN : WALK) - slotSteps(k);
  if (budget <= 0) return false;
  measureFrom(slotEdge(k), budget);
  for (let e = 0; e < edgeCount; e++) {
    if (distanceTo(e) > 0 && !isCastlePath(e) && knightOn(e) < 0) return true;
  }
  return false;
}

function knightLeftOnCastle(p: i32): bool {
  for (let k = 0; k < KNIGHT_SLOTS; k++) {
    const e = slotEdge(k);
    if (e == 255 || slotOwner(k) != p || !isCastlePath(e)) continue;
    if (canLeaveCastle(k)) return true;
  }
  return false;
}

function checkSmithPath(p: i32, a: i32, b: i32): i32 {
  const first = ownKnightAt(p, a);
  if (first < 0) return X.E_NOT_YOUR_PATH_KNIGHT;
  if (!mayPromote(p, first)) return E.E_TOO_STRONG;
  if (b == -1) return E.OK;
  if (b == a) return E.E_BAD_ARGUMENT;
  const second = ownKnightAt(p, b);
  if (second < 0) return X.E_NOT_YOUR_PATH_KNIGHT;
  if (!mayPromote(p, second)) return E.E_TOO_STRONG;
  const level = slotLevel(first);
  return level == slotLevel(second) && cg(p, CP_KNIGHTS_LEFT + level) < 2 ? E.E_NO_PIECES_LEFT : E.OK;
}

function checkOwn(p: i32, type: i32): i32 {
  let turn: i32;
  switch (type) {
    case A.A_CKBA_BUILD_KNIGHT: {
      turn = mayBuild(p);
      if (turn != E.OK) return turn;
      if (cg(p, CP_KNIGHTS_LEFT) == 0) return E.E_NO_PIECES_LEFT;
      if (!canPay(p, COST_KNIGHT)) return E.E_CANNOT_AFFORD;
      const e = arg(0);
      if (e < 0 || e >= edgeCount) return E.E_NO_SUCH_PLACE;
      if (!isCastlePath(e)) return X.E_NOT_CASTLE_PATH;
      return knightOn(e) < 0 ? E.OK : X.E_CASTLE_PATH_TAKEN;
    }
    case A.A_CKBA_ACTIVATE_KNIGHT: {
      turn = mayBuild(p);
      if (turn != E.OK) return turn;
      const k = ownKnightAt(p, arg(0));
      if (k < 0) return X.E_NOT_YOUR_PATH_KNIGHT;
      if (slotActive(k)) return E.E_KNIGHT_BUSY;
      return canPay(p, COST_ACTIVATE) ? E.OK : E.E_CANNOT_AFFORD;
    }
    case A.A_CKBA_PROMOTE_KNIGHT: {
      turn = mayBuild(p);
      if (turn != E.OK) return turn;
      const k = ownKnightAt(p, arg(0));
      if (k < 0) return X.E_NOT_YOUR_PATH_KNIGHT;
      if (!mayPromote(p, k)) return slotLevel(k) == 2 ? E.E_NEEDS_FORTRESS : E.E_TOO_STRONG;
      return canPay(p, COST_PROMOTE) ? E.OK : E.E_CANNOT_AFFORD;
    }
    case A.A_CKBA_MOVE_KNIGHT:
    case A.A_CKBA_DISPLACE_KNIGHT:
      turn = onTurn(p, PH_MAIN);
      return turn != E.OK ? turn : checkMovePath(p, arg(0), arg(1), type == A.A_CKBA_DISPLACE_KNIGHT);
    case A.A_CKBA_RELOCATE_KNIGHT: {
      const asked = decisionFor(p, DEC_RELOCATE);
      if (asked != E.OK) return asked;
      const e = arg(0), from = g8(R_RELOCATE_FROM);
      if (!freePath(e) || e == from) return X.E_PATH_OCCUPIED;
      measureFrom(from, WALK);
      return distanceTo(e) > 0 ? E.OK : X.E_KNIGHT_TOO_FAR;
    }
    case A.A_CKBA_REMOVE_KNIGHT: {
      const asked = decisionFor(p, DEC_DESERTER_REMOVE);
      if (asked != E.OK) return asked;
      return ownKnightAt(p, arg(0)) >= 0 ? E.OK : X.E_NOT_YOUR_PATH_KNIGHT;
    }
    case A.A_BUY_WITH_GOLD: {
      turn = onTurn(p, PH_MAIN);
      if (turn != E.OK) return turn;
      const k = arg(0);
      if (k < 0 || k >= 8) return E.E_BAD_ARGUMENT;
      if (k >= RESOURCES) return X.E_RESOURCES_ONLY;
      if (g8(R_GOLD_BOUGHT) >= GOLD_BUYS_PER_TURN) return X.E_GOLD_LIMIT;
      if (goldOf(p) < GOLD_PRICE) return X.E_NOT_ENOUGH_GOLD;
      return bankOf(k) > 0 ? E.OK : E.E_BANK_SHORT;
    }
    case A.A_SELL_FOR_GOLD: {
      turn = onTurn(p, PH_MAIN);
      if (turn != E.OK) return turn;
      const k = arg(0);
      if (k < 0 || k >= 8) return E.E_BAD_ARGUMENT;
      if (k >= RESOURCES) return X.E_RESOURCES_ONLY;
      return handOf(p, k) >= goldRate(p, k) ? E.OK : E.E_CARDS_NOT_HELD;
    }
    case A.A_CKBA_INTRIGUE: {
      turn = cardTurn(p, INTRIGUE);
      if (turn != E.OK) return turn;
      const h = arg(0);
      if (h < 0 || h >= hexCount) return E.E_NO_SUCH_PLACE;
      return barbariansOn(h) > 0 ? E.OK : X.E_NO_BARBARIAN;
    }
    case A.A_CKBA_SMITH:
      turn = cardTurn(p, SMITH);
      return turn != E.OK ? turn : checkSmithPath(p, arg(0), arg(1));
  }
  return E.E_UNKNOWN_ACTION;
}

/** Resources for 1 gold: 4, or 3 with any better bank rate (there is no 2:1 for gold, page §6). */
export function goldRate(p: i32, kind: i32): i32 { return bankRate(p, kind) < 4 ? 3 : 4; }

function checkBishopHere(p: i32): i32 {
  const turn = cardTurn(p, BISHOP);
  if (turn != E.OK) return turn;
  return arg(0) >= 0 && arg(0) < hexCount ? E.OK : E.E_NO_SUCH_PLACE;
}

/** The mode's limits on an action the C&K rules already allow. */
function extraLimits(p: i32, type: i32): i32 {
  if (g8(R_KNIGHTS_MOVED) != 0 && tradeOrBuild(type)) return X.E_AFTER_MOVEMENT;
  if (type == A.A_BUILD_ROAD) return edgeBlocked(arg(0)) ? X.E_CONQUERED_HEX : E.OK;
  if (type == A.A_BUILD_SETTLEMENT) return vertexBlocked(arg(0)) ? X.E_CONQUERED_HEX : E.OK;
  if (type == A.A_BUILD_CITY || isCard(type, MEDICINE)) return buildingConquered(arg(0)) ? X.E_CONQUERED_BUILDING : E.OK;
  if (type == A.A_IMPROVE || isCard(type, CRANE)) return freeCityCount(p) > 0 ? E.OK : X.E_NO_FREE_CITY;
  if (isCard(type, INVENTOR)) return isInner(arg(0)) && isInner(arg(1)) ? E.OK : X.E_INVENTOR_INNER;
  if (isCard(type, MERCHANT)) return hexConquered(arg(0)) ? X.E_CONQUERED_HEX : E.OK;
  if (type == A.A_END_TURN) return knightLeftOnCastle(p) ? X.E_KNIGHT_ON_CASTLE : E.OK;
  return E.OK;
}

/** The whole check of an action in mode ckba; `base` is the C&K check. */
export function checkCKBA(p: i32, type: i32, base: i32): i32 {
  if (vertexKnightAction(type) || type == A.A_MOVE_ROBBER) return E.E_NOT_IN_THIS_GAME; // no robber (page §9)
  if (type == A.A_CKBA_STEAL) return checkSevenSteal(p);
  if (type >= A.A_CKBA_BUILD_KNIGHT && type <= A.A_CKBA_SMITH) {
    if (g8(R_KNIGHTS_MOVED) != 0 && tradeOrBuild(type)) return X.E_AFTER_MOVEMENT;
    return checkOwn(p, type);
  }
  if (isCard(type, BISHOP)) return checkBishopHere(p);
  if (base != E.OK) return base;
  return extraLimits(p, type);
}

// ---- effects ----

function awaitDecision(owner: i32, kind: i32): void {
  s8(C_RESPONDER, owner);
  s8(C_DECISION, kind);
  s8(G_RESUME_PHASE, PH_MAIN);
  s8(G_PHASE, PH_RESPOND);
}

function playedCard(p: i32, card: i32): void {
  const token = namedToken(p, card, arg(AT_SLOT));
  revealCard(token, card);
  returnProgress(p, token);
}

function displaceTo(p: i32, from: i32, to: i32): void {
  const victim = knightOn(to);
  const owner = slotOwner(victim), level = slotLevel(victim);
  takeKnight(victim);
  const k = knightOn(from);
  measureFrom(from, WALK);
  moveSlot(k, to, slotSteps(k) + distanceTo(to), false);
  // The weaker knight is deactivated and its owner moves it to a free path within 3, if there is one.
  measureFrom(to, WALK);
  for (let e = 0; e < edgeCount; e++) {
    if (e == to || distanceTo(e) <= 0 || knightOn(e) >= 0) continue;
    s8(R_RELOCATE_FROM, to);
    s8(R_RELOCATE_BITS, level);
    awaitDecision(owner, DEC_RELOCATE);
    return;
  }
}

/** Bishop in this mode (003): no robber; one random card from each player with an unconquered building on the hex. */
function playBishopHere(p: i32, hex: i32): void {
  let queue = 0;
  for (let q = 0; q < playerCount(); q++) if (q != p && handTotal(q) > 0 && unconqueredBuildingOf(q, hex)) queue |= 1 << q;
  s8(G_ROBBER_ACTOR, p);
  s8(G_RESUME_PHASE, g8(G_PHASE));
  s8(C_STEAL_QUEUE, queue);
  nextBishopSteal();
}

export function executeCKBA(p: i32, type: i32): void {
  switch (type) {
    case A.A_CKBA_BUILD_KNIGHT: pay(p, COST_KNIGHT); putKnight(p, arg(0), 1, false); break;
    case A.A_CKBA_ACTIVATE_KNIGHT: pay(p, COST_ACTIVATE); setActive(knightOn(arg(0)), true); break;
    case A.A_CKBA_PROMOTE_KNIGHT: pay(p, COST_PROMOTE); promoteSlot(knightOn(arg(0))); break;
    case A.A_CKBA_MOVE_KNIGHT: {
      const k = knightOn(arg(0));
      measureFrom(arg(0), RUN);
      const steps = slotSteps(k) + distanceTo(arg(1));
      moveSlot(k, arg(1), steps, slotActive(k) && steps <= WALK);
      s8(R_KNIGHTS_MOVED, 1);
      break;
    }
    case A.A_CKBA_DISPLACE_KNIGHT: displaceTo(p, arg(0), arg(1)); s8(R_KNIGHTS_MOVED, 1); break;
    case A.A_CKBA_RELOCATE_KNIGHT:
      putKnight(p, arg(0), g8(R_RELOCATE_BITS), false);
      clearDecision();
      afterDecision();
      break;
    case A.A_CKBA_REMOVE_KNIGHT: {
      const k = knightOn(arg(0));
      const level = slotLevel(k);
      takeKnight(k);
      // 003: the deserter stands where the removed knight stood, inactive, at the highest level
      // up to the removed one that the card player still has in supply.
      const thief = g8(C_CARD_PLAYER);
      for (let l = level; l >= 1; l--) {
        if (cg(thief, CP_KNIGHTS_LEFT + l - 1) > 0) { putKnight(thief, arg(0), l, false); break; }
      }
      clearDecision();
      afterDecision();
      break;
    }
    case A.A_BUY_WITH_GOLD:
      addGold(p, -GOLD_PRICE);
      s8(R_GOLD_BOUGHT, g8(R_GOLD_BOUGHT) + 1);
      receive(p, arg(0), 1);
      break;
    case A.A_SELL_FOR_GOLD: giveBack(p, arg(0), goldRate(p, arg(0))); addGold(p, 1); break;
    case A.A_CKBA_INTRIGUE:
      playedCard(p, INTRIGUE);
      setBarbarians(arg(0), barbariansOn(arg(0)) - 1);
      addPrisoners(p, 1);
      break;
    case A.A_CKBA_SMITH:
      playedCard(p, SMITH);
      promoteSlot(knightOn(arg(0)));
      if (arg(1) != -1) promoteSlot(knightOn(arg(1)));
      break;
    case A.A_END_TURN: startBattles(p); break;
    case A.A_CKBA_STEAL: sevenSteal(); break;
    default: // Bishop
      playedCard(p, BISHOP);
      playBishopHere(p, arg(0));
  }
}

/** After a shared action: landings, and the cards whose C&K effect names knights on intersections. */
export function afterAction(p: i32, type: i32): void {
  if (type == A.A_BUILD_SETTLEMENT || type == A.A_BUILD_CITY || isCard(type, MEDICINE)) startLanding(3);
  else if (type == A.A_IMPROVE || isCard(type, CRANE)) startLanding(1);
  else if (isCard(type, WARLORD)) {
    for (let k = 0; k < KNIGHT_SLOTS; k++) if (slotEdge(k) != 255 && slotOwner(k) == p) setActive(k, true);
  } else if (isCard(type, DESERTER) && hasPathKnight(arg(0))) {
    s8(C_CARD_PLAYER, p);
    awaitDecision(arg(0), DEC_DESERTER_REMOVE);
  }
}

