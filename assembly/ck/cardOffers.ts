// Legal progress-card plays with every choice of their arguments, generated directly: whether p holds
// the card is settled once per card, each argument by the condition checkCard (applyCK.ts) tests for
// it. The callers (legalCK.ts) have settled the phase and the turn. In trial mode (offerList.ts)
// every card offers its whole candidate range, each record checked.

import * as A from '../core/actions';
import { setArg } from '../core/actions';
import { C_ATTACKS, CP_WALLS_LEFT, F_SEALED, G_ROBBER, P_VP, g8, cg, hasFlag, pg, playerCount } from '../core/layout';
import { OK } from '../core/errors';
import { KINDS, PIECE_CITY, PIECE_SETTLEMENT, RESOURCES, handOf, handTotal, ownerAt, pieceAt } from '../rules/hand';
import { clearArgs, enough, offer, offerLegal, trying } from '../rules/offerList';
import { edgeCount, hexCount, vertexCount } from '../board/topology';
import { anyRoadSite } from '../rules/build';
import { sevenRerolled } from '../rules/chance';
import { MAX_LEVEL, checkImprove, hasWall, level, metropolisAt, trackCommodity, winsMetropolis } from './cities';
import { isKnight } from './knights';
import { ownPiece, ownPieces } from '../rules/ownPieces';
import { checkMedicine, checkSmith, medicinePayable } from './cardsScience';
import { numberOf } from '../board/board';
import { isCKBA } from '../core/layout';
import { sealedHands } from '../rules/sealedHands';
import { leaveCardsOut, sealPending } from './privateMoves';
import { checkDiplomat, checkIntrigue } from './cardsPolitics';
import { checkMerchant } from './cardsTrade';
import {
  ALCHEMIST, BISHOP, COMMERCIAL_HARBOR, CRANE, DESERTER, DIPLOMAT, ENGINEER, INTRIGUE, INVENTOR, MASTER_MERCHANT, MEDICINE, MERCHANT,
  MERCHANT_FLEET, RESOURCE_MONOPOLY, ROAD_BUILDING, SMITH, SPY, TRADE_MONOPOLY, WEDDING, cardAt, namedToken,
} from './progress';

/**
 * The card token the next offers name in their `at` slot (-1: none). A sealed game names every
 * progress card by token, because no other replica may learn the card from a discard or a Spy's pick.
 */
let offerToken = -1;
function clear(): void { clearArgs(); setArg(A.AT_SLOT, offerToken); }
function one(type: i32, a: i32): void { clear(); setArg(0, a); offerLegal(type); }
function two(type: i32, a: i32, b: i32): void { clear(); setArg(0, a); setArg(1, b); offerLegal(type); }

// p's pieces, in ascending order (rules/ownPieces.ts); in trial mode every intersection.
@inline function mine(p: i32): i32 { return trying() ? vertexCount : ownPieces(p); }
@inline function at(i: i32): i32 { return trying() ? i : ownPiece(i); }

@inline function ownCity(p: i32, v: i32): bool { return pieceAt(v) == PIECE_CITY && ownerAt(v) == p; }
@inline function ownKnight(p: i32, v: i32): bool { return isKnight(v) && ownerAt(v) == p; }

/** Offers `type` for the card in token `token`: by token in a sealed game, else by the card's name (checked: rare). */
export function byToken(type: i32, token: i32): void {
  clear();
  if (hasFlag(F_SEALED)) { setArg(0, -1); setArg(A.AT_SLOT, token); } else setArg(0, cardAt(token));
  offer(type);
}

/**
 * Improvements on each track (checkImprove with the Crane's `discount`): without a city, unless the
 * step wins the track's metropolis, and then on each of p's cities that holds none yet.
 */
export function offerImprovements(p: i32, type: i32, discount: i32): void {
  for (let t = 0; t < 3; t++) {
    // Cheap conditions of checkImprove first: the track not complete, the commodity in hand.
    const next = level(p, t) + 1;
    if (!trying() && (next > MAX_LEVEL || handOf(p, trackCommodity(t)) < next - discount)) continue;
    const plain = trying() || checkImprove(p, t, -1, discount) == OK;
    if (plain) two(type, t, -1);
    let onCity = false;
    if (!plain && winsMetropolis(p, t)) {
      // Every other condition is the same for each of p's cities: the first free one answers for all.
      for (let i = 0, n = mine(p); i < n; i++) {
        const v = at(i);
        if (ownCity(p, v) && metropolisAt(v) < 0) { onCity = checkImprove(p, t, v, discount) == OK; break; }
      }
    }
    if (!onCity && !trying()) continue;
    for (let i = 0, n = mine(p); i < n; i++) {
      const v = at(i);
      if (trying() || (ownCity(p, v) && metropolisAt(v) < 0)) two(type, t, v);
    }
  }
}

/** Offers the plays of the card p's replica knows in `token` (with the token in a sealed game). */
export function offerPlays(p: i32, card: i32, token: i32): void {
  offerToken = hasFlag(F_SEALED) ? token : -1;
  // checkCard: the play names a card p holds (by token, or one publicly known to be that card).
  if (trying() || namedToken(p, card, offerToken) != -1) {
    if (card == ALCHEMIST) alchemistPlays(); else cardPlays(p, card);
  }
  offerToken = -1;
}

/** The production dice, except a 7 while a 7 would be re-rolled (checkAlchemist). */
function alchemistPlays(): void {
  const noSeven = sevenRerolled();
  const type = A.A_PLAY_PROGRESS + ALCHEMIST;
  for (let y = 1; y <= 6; y++) for (let r = 1; r <= 6; r++) {
    if (enough(type)) return;
    if (noSeven && y + r == 7 && !trying()) continue;
    clear(); setArg(0, y); setArg(1, r); setArg(2, -1); offerLegal(type);
  }
}

/** Each card's plays; a pass that has enough of the card's type stops (rules/offerList.ts). */
function cardPlays(p: i32, card: i32): void {
  const type = A.A_PLAY_PROGRESS + card;
  switch (card) {
    case CRANE: offerImprovements(p, type, 1); break;
    case ENGINEER: // a wall on a city without one
      if (cg(p, CP_WALLS_LEFT) == 0 && !trying()) break;
      for (let i = 0, n = mine(p); i < n && !enough(type); i++) {
        const v = at(i);
        if (trying() || (ownCity(p, v) && !hasWall(v))) one(type, v);
      }
      break;
    case INVENTOR: inventorSwaps(type); break;
    case MEDICINE:
      if (!trying() && !medicinePayable(p)) break;
      for (let i = 0, n = mine(p); i < n && !enough(type); i++) {
        const v = at(i);
        if (trying() || (pieceAt(v) == PIECE_SETTLEMENT && ownerAt(v) == p && checkMedicine(p, v) == OK)) one(type, v);
      }
      break;
    case SMITH: // one or two of p's knights
      for (let i = 0, n = mine(p); i < n && !enough(type); i++) {
        const a = at(i);
        if (!ownKnight(p, a)) continue;
        if (trying() || checkSmith(p, a, -1) == OK) two(type, a, -1);
        for (let j = i + 1; j < n && !enough(type); j++) {
          const b = at(j);
          if (ownKnight(p, b) && (trying() || checkSmith(p, a, b) == OK)) two(type, a, b);
        }
      }
      break;
    case BISHOP: { // once the barbarians have come, to any other hex (ckba has no robber: its own check, every hex)
      const wide = trying() || isCKBA();
      if (g8(C_ATTACKS) == 0 && !wide) break;
      for (let h = 0; h < hexCount && !enough(type); h++) if (wide || h != g8(G_ROBBER)) one(type, h);
      break;
    }
    case MERCHANT: for (let h = 0; h < hexCount && !enough(type); h++) if (trying() || checkMerchant(p, h) == OK) one(type, h); break;
    case DESERTER: case SPY: for (let q = 0; q < playerCount(); q++) if (trying() || q != p) one(type, q); break;
    case DIPLOMAT: for (let e = 0; e < edgeCount && !enough(type); e++) if (trying() || checkDiplomat(e) == OK) one(type, e); break;
    case INTRIGUE:
      for (let v = 0; v < vertexCount && !enough(type); v++) if (trying() || (isKnight(v) && checkIntrigue(p, v) == OK)) one(type, v);
      break;
    case MASTER_MERCHANT: masterMerchantTakes(p, type); break;
    case MERCHANT_FLEET: for (let k = 0; k < KINDS; k++) one(type, k); break;
    case RESOURCE_MONOPOLY: for (let k = 0; k < RESOURCES; k++) one(type, k); break;
    case TRADE_MONOPOLY: for (let k = RESOURCES; k < KINDS; k++) one(type, k); break;
    case ROAD_BUILDING: if (trying() || anyRoadSite(p)) { clear(); offerLegal(type); } break;
    case WEDDING: case COMMERCIAL_HARBOR: if (trying() || !(sealedHands() && sealPending())) { clear(); offerLegal(type); } break;
    default: clear(); offerLegal(type); // no arguments: irrigation, mining, saboteur, warlord
  }
}

/** A number token the Inventor may move: not 2, 12, 6 or 8 (checkInventor). */
@inline function swappable(h: i32): bool { const n = numberOf(h); return n != 0 && n != 2 && n != 12 && n != 6 && n != 8; }

@inline function inventorSwaps(type: i32): void {
  for (let a = 0; a < hexCount && !enough(type); a++) {
    if (!trying() && !swappable(a)) continue;
    for (let b = a + 1; b < hexCount && !enough(type); b++) if (trying() || swappable(b)) two(type, a, b);
  }
}

/**
 * Master Merchant: two cards (as many as there are, if fewer) from a player with more points; the
 * records name two cards, or one.
 */
function masterMerchantTakes(p: i32, type: i32): void {
  for (let q = 0; q < playerCount() && !enough(type); q++) {
    const richer = q != p && pg(q, P_VP) > pg(p, P_VP);
    if (!richer && !trying()) continue;
    // sealed hands: the card names its target alone; which cards it takes is the look's (ck/privateMoves.ts)
    if (sealedHands()) {
      if (trying() || (handTotal(q) > 0 && !sealPending())) { clear(); setArg(0, q); leaveCardsOut(A.ARGS, 1); offerLegal(type); }
      continue;
    }
    const take = min(2, handTotal(q));
    for (let a = 0; a < KINDS; a++) {
      for (let b = a; b < KINDS; b++) {
        if (trying() || (take == 2 && handOf(q, a) >= (a == b ? 2 : 1) && handOf(q, b) >= 1)) {
          clear(); setArg(0, q); setArg(1 + a, 1); setArg(1 + b, a == b ? 2 : 1); offerLegal(type);
        }
      }
      if (trying() || (take == 1 && handOf(q, a) >= 1)) { clear(); setArg(0, q); setArg(1 + a, 1); offerLegal(type); }
    }
  }
}
