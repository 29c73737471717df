// Sealed resource cards (docs/cards.md, "Private resource moves"): in a game with sealed hands a
// steal does not move a card every replica can name. The victim's whole hand goes into a hand
// shuffle outside the engine; here the victim keeps its other cards and the thief one card, all
// sealed: each player's count of sealed cards is public and hashed, their kinds are not. A sealed
// card becomes an ordinary card of its kind when its holder reveals it (the session checks the keys
// first), which is what paying, discarding, trading or giving one needs: the engine's own checks see
// only public cards. A replica privately knows its own player's sealed kinds (outside the hash); that
// changes what it offers its own player, never what an action does.
//
// Monopoly: the public cards of the kind move at once; every other player holding sealed cards then
// owes an answer (its sealed cards of the kind revealed, which go to the monopolist) and may do
// nothing else until it has answered. Whether it held back one is for the end-of-game audit. C&K's
// Resource and Trade Monopoly take at most 2 or 1 of the kind from each player: its answer gives what
// its public cards left of that, and is owed only while they left some.

import {
  F_SEALED_HANDS, G_CHANCE, G_CHANCE_PLAYER, G_ROBBER_ACTOR, MONOPOLY_KIND, MONOPOLY_LEFT, MONOPOLY_OWED, MONOPOLY_TAKER, P_HAND, P_SEALED, PRIVATE_KNOWN, PRIVATE_SEAT, g8, hasFlag, pg,
  playerCount, ps, s8,
} from '../core/layout';
import { KINDS, handOf, transfer } from './hand';
import { CH_STEAL } from '../core/phases';

@inline export function sealedHands(): bool { return hasFlag(F_SEALED_HANDS); }

@inline export function sealedCount(p: i32): i32 { return pg(p, P_SEALED); }

/** The seat whose sealed kinds this replica knows, stored + 1 so that a new game's zeroed state says "none". */
@inline function privateSeat(): i32 { return g8(PRIVATE_SEAT) - 1; }

/**
 * A pending steal's victim and thief as victim * 16 + thief, or -1: the session shuffles the victim's
 * hand while the engine waits for the steal's chance value.
 */
export function stealParties(): i32 {
  return sealedHands() && g8(G_CHANCE) == CH_STEAL ? g8(G_CHANCE_PLAYER) * 16 + g8(G_ROBBER_ACTOR) : -1;
}

/** The steal in a sealed-hands game: every card of the victim is sealed now, one of them the thief's. */
export function sealSteal(victim: i32, thief: i32): void {
  let total = sealedCount(victim);
  for (let k = 0; k < KINDS; k++) { total += handOf(victim, k); ps(victim, P_HAND + k, 0); }
  ps(victim, P_SEALED, total - 1);
  ps(thief, P_SEALED, sealedCount(thief) + 1);
  // the victim's replica learns its remaining cards again from their keys (the shuffle made them new tokens)
  forgetKnownSealed(victim);
}

/**
 * A sealed card of p shown to be `kind` (its keys checked by the session): an ordinary card of p from
 * now on, or the monopolist's when p owes a Monopoly answer of that kind. Hashed, as every replica
 * does it alike.
 */
export function revealResource(p: i32, kind: i32): bool {
  if (!sealedHands() || p < 0 || p >= playerCount() || kind < 0 || kind >= KINDS || sealedCount(p) == 0) return false;
  ps(p, P_SEALED, sealedCount(p) - 1);
  ps(p, P_HAND + kind, handOf(p, kind) + 1);
  if (privateSeat() == p && g8(PRIVATE_KNOWN + kind) > 0) s8(PRIVATE_KNOWN + kind, g8(PRIVATE_KNOWN + kind) - 1);
  if (owesMonopoly(p) && kind == g8(MONOPOLY_KIND) && monopolyLeft(p) > 0) {
    transfer(p, g8(MONOPOLY_TAKER), kind, 1);
    s8(MONOPOLY_LEFT + p, monopolyLeft(p) - 1);
  }
  return true;
}

/** This replica learns that one of p's sealed cards is `kind` (its own player's: the keys came to it). Outside the hash. */
export function learnResource(p: i32, kind: i32): bool {
  if (!sealedHands() || p < 0 || p >= playerCount() || kind < 0 || kind >= KINDS) return false;
  const seat = privateSeat();
  if (seat != -1 && seat != p) return false;
  if (knownSealedTotal() >= sealedCount(p)) return false;
  s8(PRIVATE_SEAT, p + 1);
  s8(PRIVATE_KNOWN + kind, g8(PRIVATE_KNOWN + kind) + 1);
  return true;
}

/**
 * This replica plays seat p (its own player's sealed cards are the ones it reads): from then on what it
 * offers p waits for p's sealed cards to be read where an answer depends on all of them. Outside the hash.
 */
export function claimSealedSeat(p: i32): bool {
  if (!sealedHands() || p < 0 || p >= playerCount()) return false;
  const seat = privateSeat();
  if (seat != -1) return seat == p;
  s8(PRIVATE_SEAT, p + 1);
  return true;
}

/**
 * In a listing of p's actions (legalActions shows its own replica's known sealed cards as cards): may p
 * claim something of all its sealed cards? Its own replica only once none is left unread; another
 * replica, which never reads them, lists what p could claim.
 */
export function sealedAllShown(p: i32): bool {
  return privateSeat() != p || sealedCount(p) == 0;
}

/** How many of this replica's own player's sealed cards it knows to be `kind` (0 for another seat). */
export function knownSealed(p: i32, kind: i32): i32 {
  return privateSeat() == p && kind >= 0 && kind < KINDS ? g8(PRIVATE_KNOWN + kind) : 0;
}

function knownSealedTotal(): i32 {
  let n = 0;
  for (let k = 0; k < KINDS; k++) n += g8(PRIVATE_KNOWN + k);
  return n;
}

/** Known sealed cards of this replica's seat that showKnownSealed counts as public now (0 outside a listing). */
let shownCards = 0;

/**
 * For offers and plans only: p's known sealed cards counted as its public cards (`on`), or put back.
 * The caller restores before anything is applied for real, so the hash never sees it.
 */
export function showKnownSealed(p: i32, on: bool): bool {
  if (!sealedHands() || privateSeat() != p || knownSealedTotal() == 0) return false;
  const sign = on ? 1 : -1;
  let moved = 0;
  for (let k = 0; k < KINDS; k++) {
    const n = g8(PRIVATE_KNOWN + k);
    ps(p, P_HAND + k, handOf(p, k) + sign * n);
    moved += n;
  }
  ps(p, P_SEALED, sealedCount(p) - sign * moved);
  shownCards = on ? moved : 0;
  return true;
}

/** p's sealed cards, those showKnownSealed shows as public for a listing included: what a face-down move may hand over. */
export function faceDownCount(p: i32): i32 { return sealedCount(p) + (privateSeat() == p ? shownCards : 0); }

/**
 * Whether the listing under way is this replica's own (legalActions with its known cards shown): there
 * a private move's kind-based intent is offered and checked (ck/privateMoves.ts); the engine applies
 * only the face-down form. Outside the hash, never set while an action is applied for real.
 */
let ownListing = false;
export function listOwnIntents(on: bool): void { ownListing = on; }
@inline export function ownIntents(): bool { return ownListing; }

/** Every public card of `seat` becomes sealed (a reseal, sealHand); its own replica reads the new tokens anew. Hashed. */
export function sealAll(seat: i32): void {
  let total = sealedCount(seat);
  for (let k = 0; k < KINDS; k++) { total += handOf(seat, k); ps(seat, P_HAND + k, 0); }
  ps(seat, P_SEALED, total);
  forgetKnownSealed(seat);
}

/**
 * n sealed cards move face down from `from` to `to`. Which kinds left is the session's to tell the giver's
 * replica (it learns its remaining tokens anew); the receiver's known cards stay known.
 */
export function moveSealed(from: i32, to: i32, n: i32): void {
  ps(from, P_SEALED, sealedCount(from) - n);
  ps(to, P_SEALED, sealedCount(to) + n);
  forgetKnownSealed(from);
}

/** This replica's own knowledge of `seat`'s sealed kinds is void (new tokens, or cards gone it cannot name). */
function forgetKnownSealed(seat: i32): void {
  if (privateSeat() == seat) for (let k = 0; k < KINDS; k++) s8(PRIVATE_KNOWN + k, 0);
}

/** No cap on a Monopoly answer: the base game's Monopoly takes every card of the kind. */
export const ALL_OF_KIND: i32 = 255;

/** After a Monopoly's public cards moved: every other player holding sealed cards owes its answer. */
export function oweMonopolyAnswers(taker: i32, kind: i32): void {
  beginMonopoly(taker, kind);
  for (let q = 0; q < playerCount(); q++) if (q != taker) oweMonopolyAnswer(q, ALL_OF_KIND);
}

/** A Monopoly of `kind` by `taker` whose answers are owed next (oweMonopolyAnswer names who owes one). */
export function beginMonopoly(taker: i32, kind: i32): void {
  s8(MONOPOLY_OWED, 0);
  s8(MONOPOLY_KIND, kind);
  s8(MONOPOLY_TAKER, taker);
}

/** q owes an answer giving at most `left` more cards of the kind, if it holds sealed cards and `left` > 0. */
export function oweMonopolyAnswer(q: i32, left: i32): void {
  if (sealedCount(q) == 0 || left <= 0) return;
  s8(MONOPOLY_OWED, g8(MONOPOLY_OWED) | (1 << q));
  s8(MONOPOLY_LEFT + q, left);
}

@inline export function owesMonopoly(p: i32): bool { return (g8(MONOPOLY_OWED) & (1 << p)) != 0; }

/** How many more cards p's answer may give (0 when it owes none). */
export function monopolyLeft(p: i32): i32 { return owesMonopoly(p) ? g8(MONOPOLY_LEFT + p) : 0; }

/** p has revealed every sealed card of the Monopoly's kind it says it holds. */
export function answerMonopoly(p: i32): bool {
  if (p < 0 || p >= playerCount() || !owesMonopoly(p)) return false;
  const owed = g8(MONOPOLY_OWED) & ~(1 << p);
  s8(MONOPOLY_OWED, owed);
  return true;
}
