// Trade progress cards (yellow), from the almanac (000) and RULES.md.

import {
  C_CARD_PLAYER, C_DECISION, C_FLEET_KIND, C_HARBOR_DONE, C_HARBOR_KIND, C_MERCHANT_HEX, C_MERCHANT_OWNER,
  C_RESPONDER, DEC_HARBOR_REPLY, NONE, P_VP, g8, playerCount, pg, ps, s8,
} from '../core/layout';
import { KINDS, RESOURCES, handOf, handTotal, isBuilding, ownerAt, transfer } from '../rules/hand';
import {
  E_BAD_ARGUMENT, E_BAD_PLAYER, E_CARDS_NOT_HELD, E_FACE_DOWN_ONLY, E_HARBOR_ASKED, E_NOTHING_TO_TAKE, E_NOT_CONNECTED, E_NOT_RICHER, E_NO_SUCH_PLACE,
  E_SEALED_HANDS_ONLY, OK,
} from '../core/errors';
import { hexCount, hexVertex } from '../board/topology';
import { clearDecision } from './cardsPolitics';
import { beginMonopoly, faceDownCount, oweMonopolyAnswer, sealedHands } from '../rules/sealedHands';
import { OFFERED_FACE_DOWN, askHarborSeal, askTake, cardsLeftOut, offerFaceDown, privateMoveGate, replyFaceDown } from './privateMoves';

const HARBOR_ACTIVE = 0x80;

// ---- Merchant: 2:1 for the resource of a hex next to your building, and 1 VP while you hold it ----

export function checkMerchant(p: i32, hex: i32): i32 {
  if (hex < 0 || hex >= hexCount) return E_NO_SUCH_PLACE;
  for (let c = 0; c < 6; c++) {
    const v = hexVertex(hex, c);
    if (isBuilding(v) && ownerAt(v) == p) return OK;
  }
  return E_NOT_CONNECTED;
}

export function playMerchant(p: i32, hex: i32): void {
  const holder = g8(C_MERCHANT_OWNER);
  if (holder != NONE) ps(holder, P_VP, pg(holder, P_VP) - 1);
  ps(p, P_VP, pg(p, P_VP) + 1);
  s8(C_MERCHANT_OWNER, p);
  s8(C_MERCHANT_HEX, hex);
}

// ---- Merchant Fleet: one kind at 2:1 for the rest of the turn ----

export function playMerchantFleet(kind: i32): void { s8(C_FLEET_KIND, kind); }

// ---- Monopolies ----

/** Resource Monopoly: 2 of a resource from everyone (1 if that is all they have); Trade Monopoly: 1 commodity. */
export function checkMonopolyKind(kind: i32, commodity: bool): i32 {
  if (kind < 0 || kind >= KINDS) return E_BAD_ARGUMENT;
  return (kind >= RESOURCES) == commodity ? OK : E_BAD_ARGUMENT;
}

export function playMonopoly(p: i32, kind: i32, each: i32): void {
  if (sealedHands()) beginMonopoly(p, kind);
  for (let q = 0; q < playerCount(); q++) {
    if (q == p) continue;
    const n = min(each, handOf(q, kind));
    if (n > 0) transfer(q, p, kind, n);
    // with sealed hands the rest of its share comes from its sealed cards, in its answer
    if (sealedHands()) oweMonopolyAnswer(q, each - n);
  }
}

// ---- Master Merchant: take 2 cards of your choice from a player with more points (sealed hands: after a look, face down) ----

export function checkMasterMerchant(p: i32, target: i32, take: usize): i32 {
  if (target < 0 || target >= playerCount() || target == p) return E_BAD_PLAYER;
  if (pg(target, P_VP) <= pg(p, P_VP)) return E_NOT_RICHER;
  // with sealed hands the card names only its target (`take` left out): the look and the take follow (ck/privateMoves.ts)
  const faceDown = cardsLeftOut(take);
  if (sealedHands()) {
    if (!faceDown) return E_FACE_DOWN_ONLY;
    return handTotal(target) > 0 ? OK : E_NOTHING_TO_TAKE;
  }
  if (faceDown) return E_SEALED_HANDS_ONLY;
  let total = 0;
  for (let k = 0; k < KINDS; k++) {
    const n = load<i32>(take + <usize>(k * 4));
    if (n < 0) return E_BAD_ARGUMENT;
    if (n > handOf(target, k)) return E_CARDS_NOT_HELD;
    total += n;
  }
  return total == min(2, handTotal(target)) ? OK : E_BAD_ARGUMENT;
}

export function playMasterMerchant(p: i32, target: i32, take: usize): void {
  if (sealedHands()) { askTake(p, target); return; }
  for (let k = 0; k < KINDS; k++) {
    const n = load<i32>(take + <usize>(k * 4));
    if (n > 0) transfer(target, p, k, n);
  }
}

// ---- Commercial Harbor: once per opponent this turn, your resource for a commodity of their choice ----

/** Playing the card; with sealed hands its player's hand is resealed first, once for every offer (ck/privateMoves.ts). */
export function playCommercialHarbor(p: i32): void {
  s8(C_HARBOR_DONE, HARBOR_ACTIVE);
  askHarborSeal(p);
}

export function commercialHarborActive(): bool { return (g8(C_HARBOR_DONE) & HARBOR_ACTIVE) != 0; }

export function hasCommodity(q: i32): bool {
  for (let k = RESOURCES; k < KINDS; k++) if (handOf(q, k) > 0) return true;
  return false;
}

/** An offer of `kind`, or with sealed hands face down (kind -1: one sealed card, claimed a resource to the audit). */
export function checkHarborOffer(p: i32, target: i32, kind: i32): i32 {
  if (!commercialHarborActive()) return E_BAD_ARGUMENT;
  if (target < 0 || target >= playerCount() || target == p) return E_BAD_PLAYER;
  if ((g8(C_HARBOR_DONE) & (1 << target)) != 0) return E_HARBOR_ASKED;
  const faceDown = kind == -1;
  const gate = privateMoveGate(faceDown);
  if (gate != OK) return gate;
  if (faceDown) return faceDownCount(p) > 0 ? OK : E_CARDS_NOT_HELD;
  if (kind < 0 || kind >= RESOURCES) return E_BAD_ARGUMENT;
  return handOf(p, kind) > 0 ? OK : E_CARDS_NOT_HELD;
}

/**
 * The target answers with a commodity; with none, the trade is void and the offer comes back (000).
 * A face-down offer moves its card at once and is always answered: the target's hand, holding it now,
 * is resealed, and its reply sends one sealed card back (a commodity, or the offered card itself).
 */
export function harborOffer(p: i32, target: i32, kind: i32): void {
  s8(C_HARBOR_DONE, g8(C_HARBOR_DONE) | (1 << target));
  if (kind == -1) offerFaceDown(p, target);
  else if (!hasCommodity(target)) return;
  s8(C_CARD_PLAYER, p);
  s8(C_HARBOR_KIND, kind == -1 ? OFFERED_FACE_DOWN : kind);
  s8(C_RESPONDER, target);
  s8(C_DECISION, DEC_HARBOR_REPLY);
}

/**
 * A commodity `kind`; with sealed hands face down (`faceDown` 1: one sealed card, claimed a commodity
 * to the audit) or "no commodity" (kind -1: a claim over the target's cards), which sends the offered
 * card back, before or after the target's reseal.
 */
export function checkHarborReply(q: i32, kind: i32, faceDown: i32): i32 {
  const offeredFaceDown = g8(C_HARBOR_KIND) == OFFERED_FACE_DOWN;
  if (faceDown != 0) {
    if (faceDown != 1 || kind != -1) return E_BAD_ARGUMENT;
    const gate = privateMoveGate(true);
    return gate != OK ? gate : offeredFaceDown ? OK : E_BAD_ARGUMENT;
  }
  if (kind == -1) return sealedHands() && !hasCommodity(q) ? OK : E_BAD_ARGUMENT;
  if (kind < RESOURCES || kind >= KINDS) return E_BAD_ARGUMENT;
  if (offeredFaceDown) {
    const gate = privateMoveGate(false);
    if (gate != OK) return gate;
  }
  return handOf(q, kind) > 0 ? OK : E_CARDS_NOT_HELD;
}

export function harborReply(q: i32, kind: i32): void {
  const p = g8(C_CARD_PLAYER);
  if (g8(C_HARBOR_KIND) == OFFERED_FACE_DOWN) replyFaceDown(q);
  else if (kind != -1) {
    transfer(p, q, g8(C_HARBOR_KIND), 1);
    transfer(q, p, kind, 1);
  }
  clearDecision();
}

