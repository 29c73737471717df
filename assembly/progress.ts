// Progress cards (Cities & Knights): three decks of 18, drawn from the top, returned to the bottom;
// a hand of at most 4 (a 5th may be held on your own turn until it ends); victory point cards are
// played at once, face up. The deck order is known here (simulations, scenarios); the encrypted
// decks of the protocol hide it from replicas.

import {
  C_DECKS, CP_PENDING, CP_PROGRESS, CP_PROGRESS_COUNT, CP_PROGRESS_VP, DECK_STRIDE, G_CURRENT, MAX_PROGRESS_SLOTS,
  NONE, P_VP, PENDING_PROGRESS_DISCARD, cg, cs, g8, pg, ps, s8,
} from './layout';
import { below } from './rng';

export const DECK_TRADE = 0;
export const DECK_POLITICS = 1;
export const DECK_SCIENCE = 2;
export const DECK_SIZE = 18;
export const HAND_LIMIT = 4;

// Card ids, in the order of RULES.md: science, politics, trade.
export const ALCHEMIST = 0;
export const CRANE = 1;
export const ENGINEER = 2;
export const INVENTOR = 3;
export const IRRIGATION = 4;
export const MEDICINE = 5;
export const MINING = 6;
export const PRINTER = 7;
export const ROAD_BUILDING = 8;
export const SMITH = 9;
export const BISHOP = 10;
export const CONSTITUTION = 11;
export const DESERTER = 12;
export const DIPLOMAT = 13;
export const INTRIGUE = 14;
export const SABOTEUR = 15;
export const SPY = 16;
export const WARLORD = 17;
export const WEDDING = 18;
export const COMMERCIAL_HARBOR = 19;
export const MASTER_MERCHANT = 20;
export const MERCHANT = 21;
export const MERCHANT_FLEET = 22;
export const RESOURCE_MONOPOLY = 23;
export const TRADE_MONOPOLY = 24;
export const CARD_TYPES = 25;

export const CARD_NAMES: StaticArray<string> = [
  'alchemist', 'crane', 'engineer', 'inventor', 'irrigation', 'medicine', 'mining', 'printer', 'roadBuilding', 'smith',
  'bishop', 'constitution', 'deserter', 'diplomat', 'intrigue', 'saboteur', 'spy', 'warlord', 'wedding',
  'commercialHarbor', 'masterMerchant', 'merchant', 'merchantFleet', 'resourceMonopoly', 'tradeMonopoly',
];
export const CARD_COPIES: StaticArray<i32> = [2, 2, 1, 2, 2, 2, 2, 1, 2, 2, 2, 1, 2, 2, 2, 2, 3, 2, 2, 2, 2, 6, 2, 4, 2];

export function deckOf(card: i32): i32 { return card < BISHOP ? DECK_SCIENCE : card < COMMERCIAL_HARBOR ? DECK_POLITICS : DECK_TRADE; }
export function isVictoryCard(card: i32): bool { return card == PRINTER || card == CONSTITUTION; }

@inline function deckBase(deck: i32): i32 { return C_DECKS + deck * DECK_STRIDE; }
@inline export function deckCount(deck: i32): i32 { return g8(deckBase(deck) + 19); }
@inline function deckHead(deck: i32): i32 { return g8(deckBase(deck) + 18); }

/** The card `i` places below the top of a deck. */
export function deckCard(deck: i32, i: i32): i32 { return g8(deckBase(deck) + (deckHead(deck) + i) % DECK_SIZE); }

export function putUnder(deck: i32, card: i32): void {
  const count = deckCount(deck);
  s8(deckBase(deck) + (deckHead(deck) + count) % DECK_SIZE, card);
  s8(deckBase(deck) + 19, count + 1);
}

function takeTop(deck: i32): i32 {
  const card = deckCard(deck, 0);
  s8(deckBase(deck) + 18, (deckHead(deck) + 1) % DECK_SIZE);
  s8(deckBase(deck) + 19, deckCount(deck) - 1);
  return card;
}

/** Fills each deck with its 18 cards in a seeded random order. */
export function shuffleDecks(): void {
  for (let deck = 0; deck < 3; deck++) {
    s8(deckBase(deck) + 18, 0);
    s8(deckBase(deck) + 19, 0);
    for (let c = 0; c < CARD_TYPES; c++) {
      if (deckOf(c) != deck) continue;
      for (let k = 0; k < CARD_COPIES[c]; k++) putUnder(deck, c);
    }
    for (let i = DECK_SIZE - 1; i > 0; i--) {
      const j = below(i + 1);
      const a = g8(deckBase(deck) + i);
      s8(deckBase(deck) + i, g8(deckBase(deck) + j));
      s8(deckBase(deck) + j, a);
    }
  }
}

/**
 * Puts `card` at position `at` from the top of its deck (scenarios list a deck's top cards): the
 * card already there swaps with the first later copy of `card`. Returns false if none is left.
 */
export function arrangeDeck(deck: i32, at: i32, card: i32): bool {
  if (deckOf(card) != deck || at >= deckCount(deck)) return false;
  for (let i = at; i < deckCount(deck); i++) {
    if (deckCard(deck, i) != card) continue;
    const a = deckBase(deck) + (deckHead(deck) + at) % DECK_SIZE;
    const b = deckBase(deck) + (deckHead(deck) + i) % DECK_SIZE;
    const t = g8(a);
    s8(a, g8(b));
    s8(b, t);
    return true;
  }
  return false;
}

@inline export function progressCount(p: i32): i32 { return cg(p, CP_PROGRESS_COUNT); }
@inline export function progressCard(p: i32, i: i32): i32 { return cg(p, CP_PROGRESS + i); }

export function holdsProgress(p: i32, card: i32): bool {
  for (let i = 0; i < progressCount(p); i++) if (progressCard(p, i) == card) return true;
  return false;
}

export function addProgress(p: i32, card: i32): void {
  const n = progressCount(p);
  cs(p, CP_PROGRESS + n, card);
  cs(p, CP_PROGRESS_COUNT, n + 1);
}

/** Removes one copy of `card` from p's hand; the caller has checked p holds it. */
export function removeProgress(p: i32, card: i32): void {
  const n = progressCount(p);
  let found = false;
  for (let i = 0; i < n; i++) {
    if (!found && progressCard(p, i) == card) { found = true; continue; }
    if (found) cs(p, CP_PROGRESS + i - 1, progressCard(p, i));
  }
  cs(p, CP_PROGRESS + n - 1, NONE);
  cs(p, CP_PROGRESS_COUNT, n - 1);
}

/** A played or discarded card goes face down under its deck. */
export function returnProgress(p: i32, card: i32): void {
  removeProgress(p, card);
  putUnder(deckOf(card), card);
}

/**
 * p draws the top card of `deck`, if any. A victory point card is played at once; a hand over the
 * limit owes a discard at once unless it is p's own turn (then it must be down to 4 at the turn's end).
 */
export function drawProgress(p: i32, deck: i32): void {
  if (deckCount(deck) == 0) return;
  const card = takeTop(deck);
  if (isVictoryCard(card)) {
    cs(p, CP_PROGRESS_VP, cg(p, CP_PROGRESS_VP) + 1);
    ps(p, P_VP, pg(p, P_VP) + 1);
    return;
  }
  if (progressCount(p) >= MAX_PROGRESS_SLOTS) { putUnder(deck, card); return; }
  addProgress(p, card);
  if (progressCount(p) > HAND_LIMIT && p != g8(G_CURRENT)) cs(p, CP_PENDING, PENDING_PROGRESS_DISCARD);
}
