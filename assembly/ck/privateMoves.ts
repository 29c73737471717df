// Private moves of a sealed-hands Cities & Knights game (docs/cards.md, "Private resource moves"): the
// Wedding's gifts, the Master Merchant's take and the Commercial Harbor's exchange hand cards over face
// down. A card moves privately only from a hand nobody but its holder can tell apart, so before each
// such move the engine names a hand to be resealed (`pendingSeal`: the session's hand shuffle without
// a pick) and waits; `sealHand` then seals all of it, and the face-down action moves a count of sealed
// cards (hashed) whose kinds the engine never learns. Open games keep the kind-based forms.
//
// On its own replica a chooser is also offered the kind-based intent of each move (its known sealed
// cards, or the looked hand), which the session turns into the face-down action and its tokens: checked
// only inside that listing (ownIntents), never applied.

import {
  C_CARD_PLAYER, C_DECISION, C_RESPONDER, C_TARGET, CP_PENDING, DEC_TAKE, G_PHASE, LOOKED_KNOWN, NONE, PENDING_GIFT, SEAL_LOOKER, SEAL_SEAT,
  cg, g8, playerCount, s8,
} from '../core/layout';
import { ARGS } from '../core/actions';
import { E_BAD_ARGUMENT, E_CARDS_NOT_HELD, E_FACE_DOWN_ONLY, E_GIFT_ORDER, E_SEALED_HANDS_ONLY, E_SEAL_PENDING, OK } from '../core/errors';
import { PH_RESPOND } from '../core/phases';
import { KINDS, handTotal } from '../rules/hand';
import { claimSealedSeat, faceDownCount, moveSealed, ownIntents, sealAll, sealedCount, sealedHands } from '../rules/sealedHands';

/** The seat whose hand awaits its reseal, or -1. */
@inline export function sealSeat(): i32 { return g8(SEAL_SEAT) - 1; }
/** The Master Merchant's player, who gets every key of that hand, or -1. */
@inline export function sealLooker(): i32 { return g8(SEAL_LOOKER) - 1; }
@inline export function sealPending(): bool { return g8(SEAL_SEAT) != 0; }

function askSeal(seat: i32, looker: i32): void {
  s8(SEAL_SEAT, seat + 1);
  s8(SEAL_LOOKER, looker + 1);
}

/** No reseal is awaited any more (it landed, or the move it was for was made another way). */
export function clearSeal(): void {
  s8(SEAL_SEAT, 0);
  s8(SEAL_LOOKER, 0);
}

/** The awaited reseal of `seat` has landed: all its cards are sealed now. Hashed. */
export function sealHand(seat: i32): bool {
  if (!sealedHands() || !sealPending() || seat != sealSeat()) return false;
  sealAll(seat);
  clearSeal();
  return true;
}

/**
 * Whether a face-down move (`faceDown`) or a kind-based one may be made now, as far as sealed hands go:
 * face down only with sealed hands, and there only once the awaited reseal landed; kind-based with
 * sealed hands only as the own replica's intent.
 */
export function privateMoveGate(faceDown: bool): i32 {
  if (!sealedHands()) return faceDown ? E_SEALED_HANDS_ONLY : OK;
  if (!faceDown && !ownIntents()) return E_FACE_DOWN_ONLY;
  return sealPending() ? E_SEAL_PENDING : OK;
}

/** Whether eight card counts from `at` all read -1: a `cards` argument left out, the face-down form. */
export function cardsLeftOut(at: usize): bool {
  for (let k = 0; k < KINDS; k++) if (load<i32>(at + <usize>(k * 4)) != -1) return false;
  return true;
}

/** Writes eight -1 counts from argument slot `first`: the face-down form of a `cards` argument. */
export function leaveCardsOut(args: usize, first: i32): void {
  for (let k = 0; k < KINDS; k++) store<i32>(args + <usize>((first + k) * 4), -1);
}

// ---- The Wedding: the givers give one after another, in seat order from the card's player ----

/** The next giver of a Wedding's gift, or -1. */
export function nextGiver(): i32 {
  const n = playerCount();
  const from = g8(C_CARD_PLAYER);
  for (let i = 1; i < n; i++) {
    const q = (from + i) % n;
    if (cg(q, CP_PENDING) == PENDING_GIFT) return q;
  }
  return -1;
}

/** With sealed hands the next giver's hand is resealed before it gives (none left: nothing awaited). */
export function askNextGift(): void {
  if (!sealedHands()) return;
  const q = nextGiver();
  if (q >= 0) askSeal(q, -1);
}

/** With sealed hands only the next giver gives, face down (or its own replica's intent). */
export function checkSealedGift(p: i32, owed: i32, faceDown: bool): i32 {
  if (!faceDown && !ownIntents()) return E_FACE_DOWN_ONLY;
  if (p != nextGiver()) return E_GIFT_ORDER;
  if (sealPending()) return E_SEAL_PENDING;
  return faceDownCount(p) >= owed ? OK : E_CARDS_NOT_HELD;
}

/** Whether p's face-down gift is what the Wedding waits for now (for the listing). */
export function giftOpen(p: i32): bool { return p == nextGiver() && !sealPending(); }

/** p's gift of `owed` sealed cards to the card's player; the next giver's reseal is asked. */
export function giveFaceDown(p: i32, owed: i32): void {
  moveSealed(p, g8(C_CARD_PLAYER), owed);
}

// ---- The Master Merchant: the target's hand is resealed and shown to the card's player, who takes ----

/** The card's player p looks at `target`'s hand (resealed first) and then takes its count of cards. */
export function askTake(p: i32, target: i32): void {
  s8(C_TARGET, target);
  s8(C_RESPONDER, p);
  s8(C_DECISION, DEC_TAKE);
  askSeal(target, p);
}

/** How many of the target's cards the take moves: 2, or all of them if fewer. */
export function takeCount(): i32 { return min(2, handTotal(g8(C_TARGET))); }

/**
 * The take asked of p (decisionFor settled that): face down once the target's reseal landed, or, in its
 * own replica's listing, the intent naming cards the look showed (`take` at ARGS).
 */
export function checkTake(faceDown: bool): i32 {
  const gate = privateMoveGate(faceDown);
  if (gate != OK) return gate;
  const count = takeCount();
  if (faceDown) return faceDownCount(g8(C_TARGET)) >= count ? OK : E_CARDS_NOT_HELD;
  let total = 0;
  for (let k = 0; k < KINDS; k++) {
    const n = load<i32>(ARGS + <usize>(k * 4));
    if (n < 0) return E_BAD_ARGUMENT;
    if (n > lookedOf(k)) return E_CARDS_NOT_HELD;
    total += n;
  }
  return total == count ? OK : E_BAD_ARGUMENT;
}

/** The take, face down: its count of the target's sealed cards to p. The look is over. */
export function takeFaceDown(p: i32): void {
  const target = g8(C_TARGET);
  moveSealed(target, p, takeCount());
  forgetLooked();
  s8(C_TARGET, NONE);
}

/**
 * This replica (the looker's) read one of the target's sealed cards in the look: outside the hash. Only
 * while the take is asked, after the reseal, for at most the target's sealed cards.
 */
export function learnLooked(target: i32, kind: i32): bool {
  if (!sealedHands() || g8(G_PHASE) != PH_RESPOND || g8(C_DECISION) != DEC_TAKE || sealPending()) return false;
  if (target != g8(C_TARGET) || kind < 0 || kind >= KINDS || lookedTotal() >= sealedCount(target)) return false;
  if (!claimSealedSeat(g8(C_RESPONDER))) return false;
  s8(LOOKED_KNOWN + kind, g8(LOOKED_KNOWN + kind) + 1);
  return true;
}

/** Whether this replica (p's own) has read cards of the hand p looks at: its listing offers the take's intents. */
export function lookedBy(p: i32): bool { return g8(C_RESPONDER) == p && g8(C_DECISION) == DEC_TAKE && lookedTotal() > 0; }

/** How many of the looked hand's cards this replica read to be `kind`. */
@inline export function lookedOf(kind: i32): i32 { return g8(LOOKED_KNOWN + kind); }

export function lookedTotal(): i32 {
  let n = 0;
  for (let k = 0; k < KINDS; k++) n += g8(LOOKED_KNOWN + k);
  return n;
}

function forgetLooked(): void {
  for (let k = 0; k < KINDS; k++) s8(LOOKED_KNOWN + k, 0);
}

// ---- The Commercial Harbor: one sealed card each way ----

/** C_HARBOR_KIND of an offer made face down: its kind is the two players' secret. */
export const OFFERED_FACE_DOWN = 255;

/** Playing the card: its player's hand is resealed once for every offer. */
export function askHarborSeal(p: i32): void {
  if (sealedHands() && handTotal(p) > 0) askSeal(p, -1);
}

/** A face-down offer: one sealed card of p to `target`, whose hand (holding it now) is resealed before its reply. */
export function offerFaceDown(p: i32, target: i32): void {
  moveSealed(p, target, 1);
  askSeal(target, -1);
}

/** The reply to a face-down offer, a commodity face down or "no commodity" (the offered card): one sealed card back. */
export function replyFaceDown(q: i32): void {
  moveSealed(q, g8(C_CARD_PLAYER), 1);
  clearSeal();
}
