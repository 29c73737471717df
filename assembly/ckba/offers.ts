// Legal ckba actions for legal.ts: every knight build, activation, promotion, move and displacement,
// gold trades, the decisions of a displaced knight's owner and a Deserter's victim, and the Intrigue
// and Smith plays. Every record goes through checkAction like any other offer, but the knight moves,
// which this file knows legal as it lists them.

import * as A from '../core/actions';
import { AT_SLOT, setArg } from '../core/actions';
import { CP_KNIGHTS_LEFT, C_DECISION, C_RESPONDER, DEC_DESERTER_REMOVE, DEC_RELOCATE, F_SEALED, G_CURRENT, G_PHASE, cg, g8, hasFlag } from '../core/layout';
import { PH_MAIN, PH_RESPOND, PH_ROBBER } from '../core/phases';
import { offerSevenSteals } from './seven';
import { RESOURCES, canPay, handOf } from '../rules/hand';
import { COST_ACTIVATE, COST_KNIGHT, COST_PROMOTE } from '../ck/knights';
import { GOLD_BUYS_PER_TURN, GOLD_PRICE } from './rules';
import { clearArgs, enough, offer, offerKnownLegal, trying, wanted } from '../rules/offerList';
import { edgeCount, hexCount, hexEdge } from '../board/topology';
import { INTRIGUE, SMITH, knownToken } from '../ck/progress';
import { CASTLE_HEX } from './castle';
import { RUN, WALK, distanceBetween, measureFrom, slotActive, slotEdge, slotLevel, slotOwner, slotSteps } from './pathKnights';
import { KNIGHT_SLOTS, R_GOLD_BOUGHT, R_KNIGHTS_MOVED, goldOf } from './region';

const own = new StaticArray<i32>(KNIGHT_SLOTS);
const occupant = new StaticArray<i32>(256);

function one(type: i32, a: i32): void { clearArgs(); setArg(0, a); offer(type); }
function two(type: i32, a: i32, b: i32, at: i32): void { clearArgs(); setArg(0, a); setArg(1, b); setArg(AT_SLOT, at); offer(type); }
function known(type: i32, a: i32, b: i32): void { clearArgs(); setArg(0, a); setArg(1, b); offerKnownLegal(type); }

function ownPaths(p: i32): i32 {
  let n = 0;
  for (let k = 0; k < KNIGHT_SLOTS; k++) if (slotEdge(k) != 255 && slotOwner(k) == p) unchecked(own[n++] = slotEdge(k));
  return n;
}

/**
 * Moves to every free path within each knight's limit, and displacements of weaker knights within 3.
 * Both are legal as listed (checkMovePath's conditions, from the same distances): not checked again
 * outside trial mode. A pass that needs neither type skips the walk, and stops once it has enough.
 */
function knightMoves(p: i32): void {
  const moves = wanted(A.A_CKBA_MOVE_KNIGHT), displacements = wanted(A.A_CKBA_DISPLACE_KNIGHT);
  if (!moves && !displacements) return;
  for (let e = 0; e < edgeCount; e++) unchecked(occupant[e] = -1);
  for (let k = 0; k < KNIGHT_SLOTS; k++) if (slotEdge(k) != 255) unchecked(occupant[slotEdge(k)] = k);
  for (let k = 0; k < KNIGHT_SLOTS; k++) {
    if (slotEdge(k) == 255 || slotOwner(k) != p) continue;
    const walk = WALK - slotSteps(k);
    let movesDone = !moves || enough(A.A_CKBA_MOVE_KNIGHT);
    let displacing = displacements && slotActive(k) && walk > 0 && !enough(A.A_CKBA_DISPLACE_KNIGHT);
    if (movesDone && !displacing) continue;
    const from = slotEdge(k);
    const limit = (slotActive(k) ? RUN : WALK) - slotSteps(k);
    measureFrom(from, limit);
    // distanceBetween, not distanceTo: checking a record in trial mode measures from elsewhere.
    for (let e = 0; e < edgeCount && !(movesDone && !displacing); e++) {
      const d = distanceBetween(from, e);
      if (d <= 0 || d > limit) continue;
      const other = unchecked(occupant[e]);
      if (other < 0) {
        if (movesDone) continue;
        known(A.A_CKBA_MOVE_KNIGHT, from, e);
        movesDone = enough(A.A_CKBA_MOVE_KNIGHT);
      } else if (displacing && d <= walk && slotOwner(other) != p && slotLevel(other) < slotLevel(k)) {
        known(A.A_CKBA_DISPLACE_KNIGHT, from, e);
        displacing = !enough(A.A_CKBA_DISPLACE_KNIGHT);
      }
    }
  }
}

function cardToken(p: i32, card: i32): i32 {
  const token = knownToken(p, card);
  if (token == -1) return -2;
  return hasFlag(F_SEALED) ? token : -1;
}

function cards(p: i32, n: i32): void {
  const intrigue = cardToken(p, INTRIGUE);
  if (intrigue != -2) for (let h = 0; h < hexCount; h++) two(A.A_CKBA_INTRIGUE, h, -1, intrigue);
  const smith = cardToken(p, SMITH);
  if (smith != -2) {
    for (let i = 0; i < n; i++) {
      two(A.A_CKBA_SMITH, unchecked(own[i]), -1, smith);
      for (let j = i + 1; j < n; j++) two(A.A_CKBA_SMITH, unchecked(own[i]), unchecked(own[j]), smith);
    }
  }
}

export function offerCKBA(p: i32): void {
  const phase = g8(G_PHASE);
  if (phase == PH_ROBBER) { offerSevenSteals(p); return; }
  if (phase == PH_RESPOND && g8(C_RESPONDER) == p) {
    const decision = g8(C_DECISION);
    if (decision == DEC_RELOCATE) for (let e = 0; e < edgeCount; e++) one(A.A_CKBA_RELOCATE_KNIGHT, e);
    else if (decision == DEC_DESERTER_REMOVE) { const n = ownPaths(p); for (let i = 0; i < n; i++) one(A.A_CKBA_REMOVE_KNIGHT, unchecked(own[i])); }
    return;
  }
  if (phase != PH_MAIN || p != g8(G_CURRENT)) return;
  // Checked records, but not where checkOwn would refuse every one of a kind (building and gold
  // trades end once knights move; the cost): most lists ask each of these again.
  const wide = trying();
  const trading = wide || g8(R_KNIGHTS_MOVED) == 0;
  if (trading && (wide || (cg(p, CP_KNIGHTS_LEFT) > 0 && canPay(p, COST_KNIGHT)))) {
    for (let s = 0; s < 6; s++) one(A.A_CKBA_BUILD_KNIGHT, hexEdge(CASTLE_HEX, s));
  }
  const n = ownPaths(p);
  const activating = trading && (wide || canPay(p, COST_ACTIVATE)), promoting = trading && (wide || canPay(p, COST_PROMOTE));
  for (let i = 0; i < n; i++) {
    if (activating) one(A.A_CKBA_ACTIVATE_KNIGHT, unchecked(own[i]));
    if (promoting) one(A.A_CKBA_PROMOTE_KNIGHT, unchecked(own[i]));
  }
  knightMoves(p);
  const buying = trading && (wide || (g8(R_GOLD_BOUGHT) < GOLD_BUYS_PER_TURN && goldOf(p) >= GOLD_PRICE));
  for (let k = 0; k < RESOURCES; k++) {
    if (buying) one(A.A_BUY_WITH_GOLD, k);
    if (trading && (wide || handOf(p, k) >= 3)) one(A.A_SELL_FOR_GOLD, k); // 3 or 4 for 1 gold (goldRate)
  }
  cards(p, n);
}
