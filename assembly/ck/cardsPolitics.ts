// Politics progress cards (blue), from the almanac (000), 002 and RULES.md.

import {
  C_ATTACKS, C_CARD_PLAYER, C_DECISION, C_KNIGHT_BITS, C_KNIGHT_FROM, C_RESPONDER, C_STEAL_QUEUE, C_TARGET,
  CP_KNIGHTS_LEFT, CP_OWED, CP_PENDING, DEC_DESERTER_PLACE, DEC_DESERTER_REMOVE, DEC_RELOCATE, DEC_SPY, E_OWNER,
  G_CHANCE, G_CHANCE_PLAYER, G_CURRENT, G_FREE_ROADS, G_PHASE, G_RESUME_PHASE, G_ROBBER, G_ROBBER_ACTOR, NONE, P_ROADS_LEFT,
  P_VP, PENDING_GIFT, PENDING_SABOTAGE, cg, cs, g8, playerCount, pg, ps, s8,
} from '../core/layout';
import { askNextGift } from './privateMoves';
import { handTotal, ownerAt, pieceAt, PIECE_NONE } from '../rules/hand';
import { publicPoints } from '../rules/points';
import {
  E_BAD_PLAYER, E_NOT_OPEN_ROAD, E_NOT_YOUR_KNIGHT, E_NO_SUCH_PLACE, E_NOT_CONNECTED, E_ROBBER_ASLEEP,
  E_ROBBER_ON_SEA, E_ROBBER_SAME_HEX, OK,
} from '../core/errors';
import { robberMayStand } from '../variants/pirate';
import {
  activate, anyRelocation, checkKnightSite, isKnight, knightActive, liftKnight, placeKnight,
  returnLiftedKnight,
} from './knights';
import { robbable } from '../rules/robber';
import { nextBishopSteal } from './bishopSteals';
import { progressCount } from './progress';
import { updateLongestRoad } from '../rules/longestRoad';
import { edgeCount, edgeVertex, hexCount, vertexCount, vertexEdge, NO_ID } from '../board/topology';
import { CH_STEAL, PH_ROAD_BUILDING } from '../core/phases';

// ---- Bishop: move the robber, rob one random card from every player at the new hex ----

export function checkBishop(p: i32, hex: i32): i32 {
  if (g8(C_ATTACKS) == 0) return E_ROBBER_ASLEEP;
  if (hex < 0 || hex >= hexCount) return E_NO_SUCH_PLACE;
  if (!robberMayStand(hex)) return E_ROBBER_ON_SEA;
  return hex == g8(G_ROBBER) ? E_ROBBER_SAME_HEX : OK;
}

export function playBishop(p: i32, hex: i32): void {
  s8(G_ROBBER, hex);
  let queue = 0;
  for (let q = 0; q < playerCount(); q++) if (robbable(p, q, hex)) queue |= 1 << q;
  s8(G_ROBBER_ACTOR, p);
  s8(G_RESUME_PHASE, g8(G_PHASE));
  s8(C_STEAL_QUEUE, queue);
  nextBishopSteal();
}


// ---- Deserter: the target removes a knight of their choice; you may place one of equal strength ----

export function checkOpponent(p: i32, target: i32): i32 {
  return target >= 0 && target < playerCount() && target != p ? OK : E_BAD_PLAYER;
}

function hasKnight(p: i32): bool {
  for (let v = 0; v < vertexCount; v++) if (isKnight(v) && ownerAt(v) == p) return true;
  return false;
}

export function playDeserter(p: i32, target: i32): void {
  if (!hasKnight(target)) return;
  s8(C_CARD_PLAYER, p);
  s8(C_RESPONDER, target);
  s8(C_DECISION, DEC_DESERTER_REMOVE);
}

export function checkRemoveKnight(p: i32, v: i32): i32 {
  if (v < 0 || v >= vertexCount) return E_NO_SUCH_PLACE;
  return isKnight(v) && ownerAt(v) == p ? OK : E_NOT_YOUR_KNIGHT;
}

/** The deserter's level, or the strongest weaker one the card player still has (000). */
function deserterLevel(p: i32, level: i32): i32 {
  for (let l = level; l >= 1; l--) if (cg(p, CP_KNIGHTS_LEFT + l - 1) > 0) return l;
  return 0;
}

export function removeForDeserter(v: i32): void {
  const owner = ownerAt(v);
  const bits = liftKnight(v);
  returnLiftedKnight(owner, bits);
  const thief = g8(C_CARD_PLAYER);
  const lvl = deserterLevel(thief, bits & 3);
  if (lvl == 0) { clearDecision(); return; }
  s8(C_KNIGHT_BITS, (bits & 4) | lvl);
  s8(C_RESPONDER, thief);
  s8(C_DECISION, DEC_DESERTER_PLACE);
}

export function checkPlaceDeserter(p: i32, v: i32): i32 { return v == -1 ? OK : checkKnightSite(p, v); }

export function placeDeserter(p: i32, v: i32): void {
  if (v != -1) placeKnight(p, v, g8(C_KNIGHT_BITS));
  clearDecision();
}

export function clearDecision(): void {
  s8(C_RESPONDER, NONE);
  s8(C_DECISION, 0);
}

// ---- Diplomat: remove an open road; your own may be placed again at once ----

function ownPieceOrRoadAt(owner: i32, v: i32, except: i32): bool {
  if (pieceAt(v) != PIECE_NONE && ownerAt(v) == owner) return true;
  for (let i = 0; i < 3; i++) {
    const e = vertexEdge(v, i);
    if (e != NO_ID && e != except && g8(E_OWNER + e) == owner) return true;
  }
  return false;
}

/** Open: at one end neither another road nor a piece of the road's owner. */
export function checkDiplomat(e: i32): i32 {
  if (e < 0 || e >= edgeCount) return E_NO_SUCH_PLACE;
  const owner = g8(E_OWNER + e);
  if (owner == NONE) return E_NOT_OPEN_ROAD;
  for (let i = 0; i < 2; i++) if (!ownPieceOrRoadAt(owner, edgeVertex(e, i), e)) return OK;
  return E_NOT_OPEN_ROAD;
}

export function playDiplomat(p: i32, e: i32): void {
  const owner = g8(E_OWNER + e);
  s8(E_OWNER + e, NONE);
  ps(owner, P_ROADS_LEFT, pg(owner, P_ROADS_LEFT) + 1);
  updateLongestRoad(1 << owner); // only the owner's roads changed
  if (owner == p) {
    s8(G_FREE_ROADS, 1);
    s8(G_RESUME_PHASE, g8(G_PHASE));
    s8(G_PHASE, PH_ROAD_BUILDING);
  }
}

// ---- Intrigue: displace an opponent's knight standing on your road network ----

export function checkIntrigue(p: i32, v: i32): i32 {
  if (v < 0 || v >= vertexCount) return E_NO_SUCH_PLACE;
  if (!isKnight(v) || ownerAt(v) == p) return E_NOT_YOUR_KNIGHT;
  for (let i = 0; i < 3; i++) {
    const e = vertexEdge(v, i);
    if (e != NO_ID && g8(E_OWNER + e) == p) return OK;
  }
  return E_NOT_CONNECTED;
}

/**
 * Pushes the knight at v off: its owner must move it to an empty intersection on their roads from
 * there, or it goes back to their supply when there is none (000).
 */
export function displace(v: i32): void {
  const owner = ownerAt(v);
  const bits = liftKnight(v);
  if (!anyRelocation(owner, v)) { returnLiftedKnight(owner, bits); return; }
  s8(C_KNIGHT_FROM, v);
  s8(C_KNIGHT_BITS, bits);
  s8(C_RESPONDER, owner);
  s8(C_DECISION, DEC_RELOCATE);
}

// ---- Saboteur and Wedding ----

/** Saboteur: everyone else with at least your points discards half their cards, rounded down. */
export function playSaboteur(p: i32): void {
  for (let q = 0; q < playerCount(); q++) {
    if (q == p || publicPoints(q) < publicPoints(p)) continue;
    const owed = handTotal(q) / 2;
    if (owed == 0) continue;
    cs(q, CP_OWED, owed);
    cs(q, CP_PENDING, PENDING_SABOTAGE);
  }
}

/** Wedding: everyone with more points gives you 2 cards of their choice (or what they have); with sealed hands one after another. */
export function playWedding(p: i32): void {
  s8(C_CARD_PLAYER, p);
  for (let q = 0; q < playerCount(); q++) {
    if (q == p || publicPoints(q) <= publicPoints(p)) continue;
    const owed = min(2, handTotal(q));
    if (owed == 0) continue;
    cs(q, CP_OWED, owed);
    cs(q, CP_PENDING, PENDING_GIFT);
  }
  askNextGift();
}

// ---- Spy and Warlord ----

export function playSpy(p: i32, target: i32): void {
  if (progressCount(target) == 0) return;
  s8(C_TARGET, target);
  s8(C_RESPONDER, p);
  s8(C_DECISION, DEC_SPY);
}

/** Warlord: activate all your knights for free (they still cannot act this turn). */
export function playWarlord(p: i32): void {
  for (let v = 0; v < vertexCount; v++) {
    if (isKnight(v) && ownerAt(v) == p && !knightActive(v)) activate(p, v, true);
  }
}

