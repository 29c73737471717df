// Trading: with the bank at 4:1, 3:1 (generic harbor) or 2:1 (that resource's harbor), and between
// players: the current player offers, to everyone or to one player (`to`), the others (or that player)
// accept, decline or counter, the current player confirms one.

import {
  B_HARBOR_EDGE, B_HARBOR_KIND, G_CURRENT, G_HARBOR_COUNT, G_TRADE_OPEN, TRADE_ANSWER, TRADE_COUNTER, TRADE_GET,
  TRADE_GIVE, TRADE_TO, ANSWER_ACCEPTED, ANSWER_COUNTERED, ANSWER_NONE, MAX_PLAYERS, NONE, g16, g8, playerCount, s8,
} from '../core/layout';
import { KINDS, bankOf, giveBack, handOf, isBuilding, kindCount, ownerAt, receive, settlementsPlaced, transfer } from './hand';
import { HARBOR_GENERIC } from '../board/board';
import { edgeHex, edgeVertex } from '../board/topology';
import { hooks, asks, ASK_KINDS_AT_TWO, ASK_HARBORS_CLOSED_AT, ASK_BUILDING_LOST } from './modeHooks';
import {
  E_ALREADY_ANSWERED, E_BAD_ARGUMENT, E_BAD_PLAYER, E_BAD_RATE, E_BANK_SHORT, E_CARDS_NOT_HELD, E_EMPTY_TRADE,
  E_NOT_ACCEPTED, E_NO_OFFER, E_OFFER_NOT_FOR_YOU, OK,
} from '../core/errors';
import { put } from '../core/put';

@inline function slot(base: usize, k: i32): i32 { return load<i32>(base + <usize>(k * 4)); }

// Each player's rates: the harbor kinds p has a building at (bits 0..5, 5 generic) and the kinds the
// mode trades at 2:1 (bits 8..15), derived from the state and kept until it changes: a legal-action
// list asks for them once per kind and per offered trade. -1: not computed. The harbors change only
// with a settlement placed (hand.ts settlementsPlaced) or another game put in place, unless the mode
// closes harbors or loses buildings; the 2:1 kinds are the mode's answer, asked again after each action.
const harborCache: StaticArray<i32> = [-1, -1, -1, -1, -1, -1, -1, -1]; // MAX_PLAYERS
const twoToOneCache: StaticArray<i32> = [-1, -1, -1, -1, -1, -1, -1, -1];
let harborsFrom: u32 = 0; // settlementsPlaced when harborCache was last cleared

/** Called whenever the state may have changed (rules/derived.ts); `everything` when another game is in place. */
@inline export function forgetHarbors(everything: bool): void {
  if (everything || asks(ASK_KINDS_AT_TWO)) for (let p = 0; p < MAX_PLAYERS; p++) put(twoToOneCache, p, -1);
  if (!everything && harborsFrom == settlementsPlaced && !asks(ASK_HARBORS_CLOSED_AT | ASK_BUILDING_LOST)) return;
  harborsFrom = settlementsPlaced;
  for (let p = 0; p < MAX_PLAYERS; p++) put(harborCache, p, -1);
}

/** Harbors p has a building at (bit 5 = generic), and the kinds at 2:1 shifted by TWO_TO_ONE. */
@inline function harborMask(p: i32): i32 {
  let harbors = unchecked(harborCache[p]);
  if (harbors < 0) {
    harbors = computeHarborMask(p);
    put(harborCache, p, harbors);
  }
  let twoToOne = unchecked(twoToOneCache[p]);
  if (twoToOne < 0) {
    twoToOne = asks(ASK_KINDS_AT_TWO) ? (hooks.kindsAtTwo(p) & 0xff) << TWO_TO_ONE : 0;
    put(twoToOneCache, p, twoToOne);
  }
  return harbors | twoToOne;
}

const TWO_TO_ONE = 8;

@inline function computeHarborMask(p: i32): i32 {
  let mask = 0;
  const closed = asks(ASK_HARBORS_CLOSED_AT) ? hooks.harborsClosedAt() : NONE;
  for (let i = 0; i < g8(G_HARBOR_COUNT); i++) {
    const e = g16(B_HARBOR_EDGE + i * 2);
    if (closed != NONE && (edgeHex(e, 0) == closed || edgeHex(e, 1) == closed)) continue; // the pirate's harbor trades nothing
    for (let j = 0; j < 2; j++) {
      const v = edgeVertex(e, j);
      if (isBuilding(v) && ownerAt(v) == p && !(asks(ASK_BUILDING_LOST) && hooks.buildingLost(v))) mask |= 1 << g8(B_HARBOR_KIND + i);
    }
  }
  return mask;
}

/**
 * Cards of `kind` p gives the bank for one card: 4, 3 at a generic harbor, 2 at that resource's
 * harbor, or 2 for what the mode trades at 2:1 (C&K: the Trading House, Merchant, Merchant Fleet).
 */
export function bankRate(p: i32, kind: i32): i32 {
  const mask = harborMask(p);
  if (kind < HARBOR_GENERIC && (mask & (1 << kind)) != 0) return 2;
  if ((mask & (1 << (TWO_TO_ONE + kind))) != 0) return 2;
  return (mask & (1 << HARBOR_GENERIC)) != 0 ? 3 : 4;
}

/** Give and get: counts per kind, non-negative, only kinds of this mode, no kind on both sides. */
function checkTwoSides(give: usize, get: usize): i32 {
  let gives = 0, gets = 0;
  for (let k = 0; k < KINDS; k++) {
    const a = slot(give, k), b = slot(get, k);
    if (a < 0 || b < 0 || (k >= kindCount() && (a | b) != 0)) return E_BAD_ARGUMENT;
    if (a > 0 && b > 0) return E_EMPTY_TRADE;
    gives += a; gets += b;
  }
  return gives > 0 && gets > 0 ? OK : E_EMPTY_TRADE;
}

@inline export function checkBankTrade(p: i32, give: usize, get: usize): i32 {
  const sides = checkTwoSides(give, get);
  if (sides != OK) return sides;
  let units = 0, wanted = 0;
  for (let k = 0; k < KINDS; k++) {
    const a = slot(give, k);
    if (a > 0) {
      const rate = bankRate(p, k);
      if (a % rate != 0) return E_BAD_RATE;
      if (a > handOf(p, k)) return E_CARDS_NOT_HELD;
      units += a / rate;
    }
    const b = slot(get, k);
    if (b > bankOf(k)) return E_BANK_SHORT;
    wanted += b;
  }
  return units == wanted ? OK : E_BAD_RATE;
}

export function bankTrade(p: i32, give: usize, get: usize): void {
  for (let k = 0; k < KINDS; k++) {
    const a = slot(give, k), b = slot(get, k);
    if (a > 0) giveBack(p, k, a);
    if (b > 0) receive(p, k, b);
  }
}

function holds(p: i32, cards: usize): bool {
  for (let k = 0; k < KINDS; k++) if (slot(cards, k) > handOf(p, k)) return false;
  return true;
}

/** An offer by p; `to` is the one player it is made to, or -1 for everyone. */
export function checkOffer(p: i32, give: usize, get: usize, to: i32 = -1): i32 {
  if (to != -1 && (to < 0 || to >= playerCount() || to == p)) return E_BAD_PLAYER;
  const sides = checkTwoSides(give, get);
  if (sides != OK) return sides;
  return holds(p, give) ? OK : E_CARDS_NOT_HELD;
}

export function offerTrade(give: usize, get: usize, to: i32): void {
  for (let k = 0; k < KINDS; k++) {
    s8(TRADE_GIVE + k, slot(give, k));
    s8(TRADE_GET + k, slot(get, k));
  }
  for (let q = 0; q < 6; q++) s8(TRADE_ANSWER + q, ANSWER_NONE);
  s8(TRADE_TO, to + 1);
  s8(G_TRADE_OPEN, 1);
}

/** The one player the open offer is made to, or -1 when it is made to everyone. */
export function offerRecipient(): i32 { return g8(TRADE_TO) - 1; }

@inline function checkOpenFor(p: i32): i32 {
  if (g8(G_TRADE_OPEN) == 0) return E_NO_OFFER;
  if (p == g8(G_CURRENT)) return E_BAD_PLAYER;
  const to = offerRecipient();
  if (to != -1 && p != to) return E_OFFER_NOT_FOR_YOU;
  if (g8(TRADE_ANSWER + p) != ANSWER_NONE) return E_ALREADY_ANSWERED;
  return OK;
}

@inline export function checkAccept(p: i32): i32 {
  const open = checkOpenFor(p);
  if (open != OK) return open;
  for (let k = 0; k < KINDS; k++) if (g8(TRADE_GET + k) > handOf(p, k)) return E_CARDS_NOT_HELD;
  return OK;
}

@inline export function checkDecline(p: i32): i32 { return checkOpenFor(p); }

/** A counter-offer, with give and get seen from the countering player. */
export function checkCounter(p: i32, give: usize, get: usize): i32 {
  const open = checkOpenFor(p);
  if (open != OK) return open;
  return checkOffer(p, give, get);
}

export function answer(p: i32, value: i32): void { s8(TRADE_ANSWER + p, value); }

export function counter(p: i32, give: usize, get: usize): void {
  // Stored from the current player's side: they give what the counter asks for and get what it gives.
  for (let k = 0; k < KINDS; k++) {
    s8(TRADE_COUNTER + p * 16 + k, slot(get, k));
    s8(TRADE_COUNTER + p * 16 + 8 + k, slot(give, k));
  }
  s8(TRADE_ANSWER + p, ANSWER_COUNTERED);
}

/** Offsets of what the current player gives and gets in a deal with `partner`. */
@inline function dealGive(partner: i32): i32 { return g8(TRADE_ANSWER + partner) == ANSWER_COUNTERED ? TRADE_COUNTER + partner * 16 : TRADE_GIVE; }
@inline function dealGet(partner: i32): i32 { return g8(TRADE_ANSWER + partner) == ANSWER_COUNTERED ? TRADE_COUNTER + partner * 16 + 8 : TRADE_GET; }

export function checkConfirm(p: i32, partner: i32): i32 {
  if (g8(G_TRADE_OPEN) == 0) return E_NO_OFFER;
  if (partner < 0 || partner >= playerCount() || partner == p) return E_BAD_PLAYER;
  const a = g8(TRADE_ANSWER + partner);
  if (a != ANSWER_ACCEPTED && a != ANSWER_COUNTERED) return E_NOT_ACCEPTED;
  const give = dealGive(partner), get = dealGet(partner);
  for (let k = 0; k < KINDS; k++) {
    if (g8(give + k) > handOf(p, k) || g8(get + k) > handOf(partner, k)) return E_CARDS_NOT_HELD;
  }
  return OK;
}

@inline export function confirmTrade(p: i32, partner: i32): void {
  const give = dealGive(partner), get = dealGet(partner);
  for (let k = 0; k < KINDS; k++) {
    const a = g8(give + k), b = g8(get + k);
    if (a > 0) transfer(p, partner, k, a);
    if (b > 0) transfer(partner, p, k, b);
  }
  closeTrade();
}

@inline export function closeTrade(): void {
  s8(G_TRADE_OPEN, 0);
  s8(TRADE_TO, 0);
  for (let q = 0; q < 6; q++) s8(TRADE_ANSWER + q, ANSWER_NONE);
}
