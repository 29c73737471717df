// Legal Cities & Knights actions: building, knight actions, progress cards with every choice of
// their arguments, and the decisions owed in the respond phase. Every record passes checkAction.

import * as A from '../core/actions';
import { setArg } from '../core/actions';
import { C_DECISION, C_RESPONDER, C_TARGET, CP_OWED, CP_PENDING, DEC_DESERTER_PLACE, DEC_DESERTER_REMOVE, DEC_HARBOR_REPLY,
  DEC_RELOCATE, DEC_SPY, F_KNIGHT_ERRANT, F_SEALED, NONE, PENDING_AQUEDUCT, PENDING_GIFT, PENDING_PILLAGE, PENDING_PROGRESS_DISCARD,
  PENDING_SABOTAGE, cg, g8, hasFlag, playerCount } from '../core/layout';
import { KINDS, RESOURCES, handOf, ownerAt, pieceAt, PIECE_CITY } from '../rules/hand';
import { hexCount, edgeCount, vertexCount } from '../board/topology';
import { checkReadyKnight, isKnight, knightActive } from './knights';
import { nextCommitment } from './barbarians';
import { OK } from '../core/errors';
import {
  ALCHEMIST, CARD_TYPES, HAND_LIMIT, cardAt, isVictoryCard, knownCard, knownToken, progressCount, progressToken,
} from './progress';

import { clearArgs, offer } from '../rules/offerList';

/**
 * The card token the next offers name in their `at` slot (-1: none). A sealed game names every
 * progress card by token, because no other replica may learn the card from a discard or a Spy's pick.
 */
let offerToken = -1;
function clear(): void { clearArgs(); setArg(A.AT_SLOT, offerToken); }

/** Offers `type` for the card in token `token`: by token in a sealed game, else by the card's name. */
function byToken(type: i32, token: i32): void {
  clear();
  if (hasFlag(F_SEALED)) { setArg(0, -1); setArg(A.AT_SLOT, token); } else setArg(0, cardAt(token));
  offer(type);
}

/** Offers the plays of the card p's replica knows in `token` (with the token in a sealed game). */
function playsOf(p: i32, card: i32, token: i32): void {
  offerToken = hasFlag(F_SEALED) ? token : -1;
  if (card == ALCHEMIST) alchemistPlays(); else cardPlays(p, card);
  offerToken = -1;
}

function one(type: i32, a: i32): void { clear(); setArg(0, a); offer(type); }
function two(type: i32, a: i32, b: i32): void { clear(); setArg(0, a); setArg(1, b); offer(type); }

function ownKnights(p: i32, type: i32): void {
  for (let v = 0; v < vertexCount; v++) if (isKnight(v) && ownerAt(v) == p) one(type, v);
}

function ownCities(p: i32, type: i32): void {
  for (let v = 0; v < vertexCount; v++) if (pieceAt(v) == PIECE_CITY && ownerAt(v) == p) one(type, v);
}

function improvements(p: i32, type: i32): void {
  for (let t = 0; t < 3; t++) {
    two(type, t, -1);
    for (let v = 0; v < vertexCount; v++) if (pieceAt(v) == PIECE_CITY && ownerAt(v) == p) two(type, t, v);
  }
}

function knightActions(p: i32): void {
  for (let from = 0; from < vertexCount; from++) {
    if (checkReadyKnight(p, from) != OK) continue;
    for (let to = 0; to < vertexCount; to++) {
      if (to == from) continue;
      two(A.A_MOVE_KNIGHT, from, to);
      two(A.A_DISPLACE_KNIGHT, from, to);
    }
    chases(p, from);
  }
}

function chases(p: i32, knight: i32): void {
  for (let h = 0; h < hexCount; h++) {
    clear(); setArg(0, knight); setArg(1, h); setArg(2, -1); setArg(3, -1);
    offer(A.A_CHASE_ROBBER);
    for (let q = 0; q < playerCount(); q++) {
      clear(); setArg(0, knight); setArg(1, h); setArg(2, q); setArg(3, -1);
      offer(A.A_CHASE_ROBBER);
    }
  }
}

/** Building and knight upkeep: allowed on your turn and in a 5-6 player special building phase. */
export function offerBuildingCK(p: i32): void {
  ownCities(p, A.A_BUILD_WALL);
  for (let v = 0; v < vertexCount; v++) {
    one(A.A_REPAIR_CITY, v);
    if (pieceAt(v) == 0) one(A.A_BUILD_KNIGHT, v);
  }
  ownKnights(p, A.A_ACTIVATE_KNIGHT);
  ownKnights(p, A.A_PROMOTE_KNIGHT);
  improvements(p, A.A_IMPROVE);
}

function cardPlays(p: i32, card: i32): void {
  const type = A.A_PLAY_PROGRESS + card;
  switch (card) {
    case 1: improvements(p, type); break; // crane
    case 2: ownCities(p, type); break; // engineer
    case 3: for (let a = 0; a < hexCount; a++) for (let b = a + 1; b < hexCount; b++) two(type, a, b); break; // inventor
    case 5: for (let v = 0; v < vertexCount; v++) one(type, v); break; // medicine
    case 9: // smith
      for (let a = 0; a < vertexCount; a++) {
        if (!isKnight(a) || ownerAt(a) != p) continue;
        two(type, a, -1);
        for (let b = a + 1; b < vertexCount; b++) if (isKnight(b) && ownerAt(b) == p) two(type, a, b);
      }
      break;
    case 10: case 21: for (let h = 0; h < hexCount; h++) one(type, h); break; // bishop, merchant
    case 12: case 16: for (let q = 0; q < playerCount(); q++) one(type, q); break; // deserter, spy
    case 13: for (let e = 0; e < edgeCount; e++) one(type, e); break; // diplomat
    case 14: for (let v = 0; v < vertexCount; v++) one(type, v); break; // intrigue
    case 20: // master merchant: a player and two cards
      for (let q = 0; q < playerCount(); q++) {
        for (let a = 0; a < KINDS; a++) {
          for (let b = a; b < KINDS; b++) {
            clear(); setArg(0, q); setArg(1 + a, 1); setArg(1 + b, a == b ? 2 : 1); offer(type);
          }
          clear(); setArg(0, q); setArg(1 + a, 1); offer(type);
        }
      }
      break;
    case 22: for (let k = 0; k < KINDS; k++) one(type, k); break; // merchant fleet
    case 23: for (let k = 0; k < RESOURCES; k++) one(type, k); break; // resource monopoly
    case 24: for (let k = RESOURCES; k < KINDS; k++) one(type, k); break; // trade monopoly
    default: clear(); offer(type); // no arguments
  }
}

function alchemistPlays(): void {
  for (let y = 1; y <= 6; y++) for (let r = 1; r <= 6; r++) {
    clear(); setArg(0, y); setArg(1, r); setArg(2, -1); offer(A.A_PLAY_PROGRESS + ALCHEMIST);
  }
}

export function offerAlchemist(p: i32): void {
  const token = knownToken(p, ALCHEMIST);
  if (token != -1) playsOf(p, ALCHEMIST, token);
}

/** Sealed games: the holder of a victory point card nobody else has seen reveals it, at any moment. */
export function offerVictoryReveals(p: i32): void {
  if (!hasFlag(F_SEALED)) return;
  for (let i = 0; i < progressCount(p); i++) {
    const token = progressToken(p, i);
    if (cardAt(token) != NONE) continue;
    const card = knownCard(token);
    if (card != NONE && isVictoryCard(card)) { offerToken = token; clear(); offer(A.A_PLAY_PROGRESS + card); offerToken = -1; }
  }
}

export function offerKnightErrant(p: i32): void {
  if (!hasFlag(F_KNIGHT_ERRANT)) return;
  for (let v = 0; v < vertexCount; v++) if (isKnight(v) && ownerAt(v) == p) chases(p, v);
}

/** The current player's turn after the roll (besides base building, trades and ending the turn). */
export function offerTurnCK(p: i32): void {
  offerBuildingCK(p);
  knightActions(p);
  for (let card = 0; card < CARD_TYPES; card++) {
    if (card == ALCHEMIST || isVictoryCard(card)) continue;
    const token = knownToken(p, card);
    if (token != -1) playsOf(p, card, token);
  }
  for (let q = 0; q < playerCount(); q++) for (let k = 0; k < RESOURCES; k++) two(A.A_HARBOR_OFFER, q, k);
  if (progressCount(p) > HAND_LIMIT) discardChoices(p);
}

function discardChoices(p: i32): void {
  for (let i = 0; i < progressCount(p); i++) byToken(A.A_DISCARD_PROGRESS, progressToken(p, i));
}

/** Every way to choose exactly `left` cards of p's hand from kind k on (gifts, sabotage discards). */
function cardChoices(p: i32, type: i32, k: i32, left: i32): void {
  if (left == 0) { offer(type); return; }
  if (k == KINDS) return;
  for (let n = min(left, handOf(p, k)); n >= 0; n--) {
    setArg(k, n);
    cardChoices(p, type, k + 1, left - n);
  }
  setArg(k, 0);
}

export function offerFreeRoadEnd(): void { clear(); offer(A.A_END_ROAD_BUILDING); }

/** Nasty variant: every subset of p's active knights may be committed to the defence. */
function commitments(p: i32): void {
  let n = 0;
  for (let v = 0; v < vertexCount; v++) if (isKnight(v) && ownerAt(v) == p && knightActive(v)) knightsHere[n++] = v;
  for (let mask = 0; mask < (1 << n); mask++) {
    clear();
    for (let i = 0; i < 6; i++) setArg(i, -1);
    let slot = 0;
    for (let i = 0; i < n; i++) if ((mask & (1 << i)) != 0) setArg(slot++, knightsHere[i]);
    offer(A.A_COMMIT_KNIGHTS);
  }
}

const knightsHere = new StaticArray<i32>(6);

/** Decisions owed in the respond phase. */
export function offerDecisions(p: i32): void {
  if (nextCommitment() == p) commitments(p);
  if (g8(C_RESPONDER) == p) {
    switch (g8(C_DECISION)) {
      case DEC_RELOCATE: for (let v = 0; v < vertexCount; v++) one(A.A_RELOCATE_KNIGHT, v); break;
      case DEC_DESERTER_REMOVE: ownKnights(p, A.A_REMOVE_KNIGHT); break;
      case DEC_DESERTER_PLACE:
        one(A.A_PLACE_DESERTER, -1);
        for (let v = 0; v < vertexCount; v++) one(A.A_PLACE_DESERTER, v);
        break;
      case DEC_SPY: {
        one(A.A_SPY_TAKE, -1);
        const target = g8(C_TARGET);
        for (let i = 0; i < progressCount(target); i++) byToken(A.A_SPY_TAKE, progressToken(target, i));
        break;
      }
      case DEC_HARBOR_REPLY: for (let k = RESOURCES; k < KINDS; k++) one(A.A_HARBOR_REPLY, k); break;
    }
  }
  for (let d = 0; d < 3; d++) one(A.A_CHOOSE_DECK, d);
  switch (cg(p, CP_PENDING)) {
    case PENDING_PILLAGE: ownCities(p, A.A_PILLAGE_CITY); break;
    case PENDING_AQUEDUCT: for (let k = 0; k < RESOURCES; k++) one(A.A_AQUEDUCT, k); break;
    case PENDING_PROGRESS_DISCARD: discardChoices(p); break;
    case PENDING_GIFT: clear(); cardChoices(p, A.A_GIVE_CARDS, 0, cg(p, CP_OWED)); break;
    case PENDING_SABOTAGE: clear(); cardChoices(p, A.A_DISCARD, 0, cg(p, CP_OWED)); break;
  }
}
