// Legal Cities & Knights actions, generated directly: building, knight actions, progress cards
// (cardOffers.ts) and the decisions owed in the respond phase. What p can pay and has left is settled
// once per kind, a knight's reach once per knight; the callers (rules/legal.ts) have settled the phase
// and the turn. Trial mode (rules/offerList.ts) widens each range and checks every record.

import * as A from '../core/actions';
import { setArg } from '../core/actions';
import {
  C_DECISION, C_HARBOR_DONE, C_KNIGHT_FROM, C_RESPONDER, CP_KNIGHTS_LEFT, CP_OWED, CP_PENDING, CP_WALLS_LEFT, DEC_DESERTER_PLACE,
  DEC_DESERTER_REMOVE, DEC_HARBOR_REPLY, DEC_RELOCATE, DEC_SPY, DEC_TAKE, C_TARGET, F_KNIGHT_ERRANT, F_SEALED, NONE, PENDING_AQUEDUCT,
  PENDING_GIFT, PENDING_PILLAGE, PENDING_PROGRESS_DISCARD, PENDING_SABOTAGE, cg, g8, hasFlag, playerCount,
} from '../core/layout';
import { KINDS, PIECE_CITY, PIECE_DAMAGED, PIECE_NONE, RESOURCES, bankOf, canPay, handOf, ownerAt, pieceAt } from '../rules/hand';
import { hexCount, vertexCount } from '../board/topology';
import { OK } from '../core/errors';
import { touchesOwnRoad } from '../rules/build';
import { inNetwork, markNetwork, offerCardChoices } from '../rules/baseOffers';
import { ownPiece, ownPieces } from '../rules/ownPieces';
import { NO_VICTIM, robberChoices } from '../rules/robberChoices';
import { robbablePlayers } from '../rules/robber';
import { clearArgs, enough, offer, offerLegal, trying, wanted } from '../rules/offerList';
import {
  COST_ACTIVATE, COST_KNIGHT, COST_PROMOTE, checkChase, checkPromote, checkReadyKnight, isKnight, knightActive, knightLevel, reachedAt,
  reachedFrom, reaches,
} from './knights';
import { COST_REPAIR, COST_WALL, hasWall, pillageable } from './cities';
import { commercialHarborActive, hasCommodity } from './cardsTrade';
import { faceDownCount, ownIntents, sealedAllShown, sealedHands } from '../rules/sealedHands';
import { giftOpen, leaveCardsOut, lookedOf, sealPending, takeCount } from './privateMoves';
import { nextCommitment, nextDefenderDraw } from './barbarians';
import { ALCHEMIST, CARD_TYPES, HAND_LIMIT, cardAt, deckCount, isVictoryCard, knownCard, knownToken, progressCount, progressToken } from './progress';
import { byToken, offerImprovements, offerPlays } from './cardOffers';
import { put } from '../core/put';

function one(type: i32, a: i32): void { clearArgs(); setArg(0, a); offerLegal(type); }
function two(type: i32, a: i32, b: i32): void { clearArgs(); setArg(0, a); setArg(1, b); offerLegal(type); }

@inline function ownKnight(p: i32, v: i32): bool { return isKnight(v) && ownerAt(v) == p; }

/**
 * Each move of p's ready knight at `from`: to an empty intersection it reaches, or displacing a weaker
 * opponent there. Only the intersections its roads reach are walked, in ascending order as checkAction's range.
 */
@inline function knightMoves(p: i32, from: i32): void {
  const move = wanted(A.A_MOVE_KNIGHT), displace = wanted(A.A_DISPLACE_KNIGHT);
  if (!move && !displace) return;
  if (trying()) {
    for (let to = 0; to < vertexCount; to++) {
      if (to == from) continue;
      two(A.A_MOVE_KNIGHT, from, to);
      two(A.A_DISPLACE_KNIGHT, from, to);
    }
    return;
  }
  let moves = move && !enough(A.A_MOVE_KNIGHT), displacements = displace && !enough(A.A_DISPLACE_KNIGHT);
  if (!moves && !displacements) return;
  const n = reachedFrom(p, from);
  for (let i = 0; i < n && (moves || displacements); i++) {
    const to = reachedAt(i);
    if (to == from) continue;
    const piece = pieceAt(to);
    if (piece == PIECE_NONE) {
      if (!moves) continue;
      two(A.A_MOVE_KNIGHT, from, to);
      moves = !enough(A.A_MOVE_KNIGHT);
    } else if (displacements && isKnight(to) && ownerAt(to) != p && knightLevel(to) < knightLevel(from)) {
      two(A.A_DISPLACE_KNIGHT, from, to);
      displacements = !enough(A.A_DISPLACE_KNIGHT);
    }
  }
}

@inline function knightActions(p: i32): void {
  if (!wanted(A.A_MOVE_KNIGHT) && !wanted(A.A_DISPLACE_KNIGHT) && !wanted(A.A_CHASE_ROBBER)) return;
  const n = trying() ? vertexCount : ownPieces(p);
  for (let i = 0; i < n; i++) {
    const from = trying() ? i : ownPiece(i);
    // checkMove, checkDisplace and checkChase all start with checkReadyKnight: it bounds every range here.
    if (!ownKnight(p, from) || checkReadyKnight(p, from) != OK) continue;
    knightMoves(p, from);
    chases(p, from);
  }
}

/** The knight at `knight` chases the robber (checkChase), which then goes where a robber move may (robberChoices). */
function chases(p: i32, knight: i32): void {
  if (!wanted(A.A_CHASE_ROBBER) || enough(A.A_CHASE_ROBBER)) return;
  if (!trying() && checkChase(p, knight) != OK) return;
  const robbable = robbablePlayers();
  for (let h = 0; h < hexCount && !enough(A.A_CHASE_ROBBER); h++) {
    const choices = trying() ? NO_VICTIM | ((1 << playerCount()) - 1) : robberChoices(p, h, robbable);
    if ((choices & NO_VICTIM) != 0) {
      clearArgs(); setArg(0, knight); setArg(1, h); setArg(2, -1); setArg(3, -1);
      offerLegal(A.A_CHASE_ROBBER);
    }
    for (let q = 0; q < playerCount(); q++) {
      if ((choices & (1 << q)) == 0) continue;
      clearArgs(); setArg(0, knight); setArg(1, h); setArg(2, q); setArg(3, -1);
      offerLegal(A.A_CHASE_ROBBER);
    }
  }
}

/** Building and knight upkeep: allowed on your turn and in a 5-6 player special building phase. */
export function offerBuildingCK(p: i32): void {
  // A pick's lists skip the kinds it does not need and stop at what it needs (rules/offerList.ts).
  if (wanted(A.A_BUILD_WALL) && (trying() || (cg(p, CP_WALLS_LEFT) > 0 && canPay(p, COST_WALL)))) {
    const n = trying() ? vertexCount : ownPieces(p);
    for (let i = 0; i < n && !enough(A.A_BUILD_WALL); i++) {
      const v = trying() ? i : ownPiece(i);
      if (trying() || (pieceAt(v) == PIECE_CITY && !hasWall(v))) one(A.A_BUILD_WALL, v);
    }
  }
  const repair = wanted(A.A_REPAIR_CITY) && (trying() || canPay(p, COST_REPAIR));
  const knight = wanted(A.A_BUILD_KNIGHT) && (trying() || (cg(p, CP_KNIGHTS_LEFT) > 0 && canPay(p, COST_KNIGHT)));
  if (repair || knight) {
    // A knight's site is a free intersection at p's road: marked by markNetwork, kept for the state.
    if (knight) markNetwork(p);
    for (let v = 0; v < vertexCount; v++) {
      if ((!repair || enough(A.A_REPAIR_CITY)) && (!knight || enough(A.A_BUILD_KNIGHT))) break;
      const piece = pieceAt(v);
      if (repair && (trying() || (piece == PIECE_DAMAGED && ownerAt(v) == p)) && !enough(A.A_REPAIR_CITY)) one(A.A_REPAIR_CITY, v);
      if (knight && (trying() || (piece == PIECE_NONE && inNetwork(v))) && !enough(A.A_BUILD_KNIGHT)) one(A.A_BUILD_KNIGHT, v);
    }
  }
  if (wanted(A.A_ACTIVATE_KNIGHT) && (trying() || canPay(p, COST_ACTIVATE))) {
    const n = trying() ? vertexCount : ownPieces(p);
    for (let i = 0; i < n && !enough(A.A_ACTIVATE_KNIGHT); i++) {
      const v = trying() ? i : ownPiece(i);
      if (trying() || (isKnight(v) && !knightActive(v))) one(A.A_ACTIVATE_KNIGHT, v);
    }
  }
  // checkPromote refuses every knight of a player who cannot pay (not a free promotion here)
  if (wanted(A.A_PROMOTE_KNIGHT) && (trying() || canPay(p, COST_PROMOTE))) {
    const n = trying() ? vertexCount : ownPieces(p);
    for (let i = 0; i < n && !enough(A.A_PROMOTE_KNIGHT); i++) {
      const v = trying() ? i : ownPiece(i);
      if (trying() || checkPromote(p, v, false) == OK) one(A.A_PROMOTE_KNIGHT, v);
    }
  }
  if (wanted(A.A_IMPROVE)) offerImprovements(p, A.A_IMPROVE, 0);
}

export function offerAlchemist(p: i32): void {
  const token = knownToken(p, ALCHEMIST);
  if (token != -1) offerPlays(p, ALCHEMIST, token);
}

/** Sealed games: the holder of a victory point card nobody else has seen reveals it, at any moment (checked: rare). */
export function offerVictoryReveals(p: i32): void {
  if (!hasFlag(F_SEALED)) return;
  for (let i = 0; i < progressCount(p); i++) {
    const token = progressToken(p, i);
    if (cardAt(token) != NONE) continue;
    const card = knownCard(token);
    if (card != NONE && isVictoryCard(card)) { clearArgs(); setArg(A.AT_SLOT, token); offer(A.A_PLAY_PROGRESS + card); }
  }
}

/** Knight-Errant: before the roll, a knight may chase the robber. */
export function offerKnightErrant(p: i32): void {
  if (!hasFlag(F_KNIGHT_ERRANT)) return;
  for (let v = 0; v < vertexCount; v++) if (ownKnight(p, v)) chases(p, v);
}

/**
 * Commercial Harbor: one of p's resources to each opponent not yet asked this turn; with sealed hands
 * face down once p's hand is resealed, and by kind only as its own replica's intents.
 */
function harborOffers(p: i32): void {
  if (!trying() && !commercialHarborActive()) return;
  const sealed = sealedHands();
  const faceDown = sealed && !sealPending() && faceDownCount(p) > 0;
  const byKind = !sealed || (faceDown && ownIntents());
  for (let q = 0; q < playerCount(); q++) {
    const open = q != p && (g8(C_HARBOR_DONE) & (1 << q)) == 0;
    if (trying() || (open && faceDown)) two(A.A_HARBOR_OFFER, q, -1);
    for (let k = 0; k < RESOURCES; k++) {
      if (trying() || (open && byKind && handOf(p, k) > 0)) two(A.A_HARBOR_OFFER, q, k);
    }
  }
}

/**
 * The answer to a Commercial Harbor offer: a commodity; with sealed hands face down once the hand is
 * resealed (by kind only as its own replica's intents), or "no commodity" (a claim the audit checks; its
 * own replica offers it only once it has read every sealed card).
 */
function harborReplies(p: i32): void {
  const sealed = sealedHands();
  const faceDown = sealed && !sealPending();
  const byKind = !sealed || (faceDown && ownIntents());
  for (let k = RESOURCES; k < KINDS; k++) if (trying() || (byKind && handOf(p, k) > 0)) one(A.A_HARBOR_REPLY, k);
  if (trying() || (sealed && !hasCommodity(p) && sealedAllShown(p))) one(A.A_HARBOR_REPLY, -1);
  if (trying() || faceDown) { clearArgs(); setArg(0, -1); setArg(1, 1); offerLegal(A.A_HARBOR_REPLY); }
}

const firstToken = new StaticArray<i32>(CARD_TYPES);

/** The current player's turn after the roll (besides base building, trades and ending the turn). */
export function offerTurnCK(p: i32): void {
  offerBuildingCK(p);
  knightActions(p);
  // The cards p's replica knows p holds, each with its first token in hand order (knownToken), in card order.
  let held = 0;
  for (let i = 0; i < progressCount(p); i++) {
    const token = progressToken(p, i);
    const card = knownCard(token);
    if (card == NONE || (held & (1 << card)) != 0) continue;
    held |= 1 << card;
    put(firstToken, card, token);
  }
  for (let card = 0; card < CARD_TYPES; card++) {
    if ((held & (1 << card)) == 0 || card == ALCHEMIST || isVictoryCard(card) || !wanted(A.A_PLAY_PROGRESS + card)) continue;
    offerPlays(p, card, unchecked(firstToken[card]));
  }
  if (wanted(A.A_HARBOR_OFFER)) harborOffers(p);
  if (progressCount(p) > HAND_LIMIT) discardChoices(p);
}

function discardChoices(p: i32): void {
  for (let i = 0; i < progressCount(p); i++) byToken(A.A_DISCARD_PROGRESS, progressToken(p, i));
}

/** Nasty variant: every subset of p's active knights may be committed to the defence. */
function commitments(p: i32): void {
  let n = 0;
  for (let v = 0; v < vertexCount; v++) if (ownKnight(p, v) && knightActive(v)) knightsHere[n++] = v;
  for (let mask = 0; mask < (1 << n); mask++) {
    clearArgs();
    for (let i = 0; i < 6; i++) setArg(i, -1);
    let slot = 0;
    for (let i = 0; i < n; i++) if ((mask & (1 << i)) != 0) setArg(slot++, knightsHere[i]);
    offerLegal(A.A_COMMIT_KNIGHTS);
  }
}

const knightsHere = new StaticArray<i32>(6);

/** The decision p is asked for (relocating a displaced knight, a Deserter, a Spy, a Commercial Harbor reply). */
function askedDecision(p: i32): void {
  switch (g8(C_DECISION)) {
    case DEC_RELOCATE: {
      const from = g8(C_KNIGHT_FROM);
      for (let v = 0; v < vertexCount; v++) {
        if (trying() || (v != from && pieceAt(v) == PIECE_NONE && reaches(p, from, v))) one(A.A_RELOCATE_KNIGHT, v);
      }
      break;
    }
    case DEC_DESERTER_REMOVE:
      for (let v = 0; v < vertexCount; v++) if (trying() || ownKnight(p, v)) one(A.A_REMOVE_KNIGHT, v);
      break;
    case DEC_DESERTER_PLACE:
      one(A.A_PLACE_DESERTER, -1);
      for (let v = 0; v < vertexCount; v++) if (trying() || (pieceAt(v) == PIECE_NONE && touchesOwnRoad(p, v))) one(A.A_PLACE_DESERTER, v);
      break;
    case DEC_SPY: {
      one(A.A_SPY_TAKE, -1);
      const target = g8(C_TARGET);
      for (let i = 0; i < progressCount(target); i++) byToken(A.A_SPY_TAKE, progressToken(target, i));
      break;
    }
    case DEC_TAKE: offerTakes(p); break;
    case DEC_HARBOR_REPLY: harborReplies(p); break;
  }
}

/**
 * A Wedding's gift: the cards of p's choice; with sealed hands face down once it is p's turn to give
 * and its hand is resealed, and on its own replica the kind-based intents of its known cards too.
 */
function offerGifts(p: i32): void {
  if (sealedHands()) {
    const open = giftOpen(p);
    if (trying() || open) { clearArgs(); leaveCardsOut(A.ARGS, 0); offerLegal(A.A_GIVE_CARDS); }
    if (!trying() && !(open && ownIntents())) return;
  }
  clearArgs();
  offerCardChoices(p, A.A_GIVE_CARDS, cg(p, CP_OWED));
}

/**
 * The Master Merchant's take, once the target's hand is resealed: face down, and on the looker's own
 * replica each choice of the take's count among the cards its look read (the intents).
 */
function offerTakes(p: i32): void {
  const open = !sealPending();
  if (trying() || open) { clearArgs(); leaveCardsOut(A.ARGS, 0); offerLegal(A.A_TAKE_CARDS); }
  if (trying() || !open || !ownIntents()) return;
  const count = takeCount();
  for (let a = 0; a < KINDS; a++) {
    if (lookedOf(a) == 0) continue;
    if (count == 1) { clearArgs(); setArg(a, 1); offerLegal(A.A_TAKE_CARDS); continue; }
    for (let b = a; b < KINDS; b++) {
      if (lookedOf(b) < (a == b ? 2 : 1)) continue;
      clearArgs(); setArg(a, 1); setArg(b, a == b ? 2 : 1); offerLegal(A.A_TAKE_CARDS);
    }
  }
}

/** Decisions owed in the respond phase. */
export function offerDecisions(p: i32): void {
  if (nextCommitment() == p) commitments(p);
  if (g8(C_RESPONDER) == p) askedDecision(p);
  const draws = nextDefenderDraw() == p;
  for (let d = 0; d < 3; d++) if (trying() || (draws && deckCount(d) > 0)) one(A.A_CHOOSE_DECK, d);
  switch (cg(p, CP_PENDING)) {
    case PENDING_PILLAGE: for (let v = 0; v < vertexCount; v++) if (trying() || pillageable(p, v)) one(A.A_PILLAGE_CITY, v); break;
    case PENDING_AQUEDUCT: for (let k = 0; k < RESOURCES; k++) if (trying() || bankOf(k) > 0) one(A.A_AQUEDUCT, k); break;
    case PENDING_PROGRESS_DISCARD: discardChoices(p); break;
    case PENDING_GIFT: offerGifts(p); break;
    case PENDING_SABOTAGE: clearArgs(); offerCardChoices(p, A.A_DISCARD, cg(p, CP_OWED)); break;
  }
}
