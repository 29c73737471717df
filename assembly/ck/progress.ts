// Progress cards (Cities & Knights): three decks of 18, drawn from the top, returned to the bottom;
// a hand of at most 4 (a 5th may be held on your own turn until it ends); victory point cards are
// played at once, face up.
//
// Decks and hands hold card tokens (deck * 18 + position in the shuffled deck), never bare cards, so
// that every replica holds the same state whether or not it knows what a card is. In an open game
// (simulations, scenarios) every token's card is public from the start; in a sealed game (the
// protocol's encrypted decks) a token's card becomes public when it is played or revealed with its
// proof, and a replica privately learns the cards its own player draws.

import { utf8Lines } from '../core/utf8';
import {
  C_DECKS, CARD_AT, CP_PENDING, CP_PROGRESS, CP_PROGRESS_COUNT, CP_PROGRESS_VP, DECK_STRIDE, F_SEALED, G_CURRENT,
  KNOWN_AT, MAX_PROGRESS_SLOTS, NONE, P_VP, PENDING_PROGRESS_DISCARD, cg, cs, g8, hasFlag, pg, ps, s8,
} from '../core/layout';
import { below } from '../core/rng';

export const DECK_TRADE = 0;
export const DECK_POLITICS = 1;
export const DECK_SCIENCE = 2;
export const DECK_SIZE = 18;
export const HAND_LIMIT = 4;
export const TOKENS = 3 * DECK_SIZE;

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

export const CARD_NAMES = utf8Lines(`alchemist
crane
engineer
inventor
irrigation
medicine
mining
printer
roadBuilding
smith
bishop
constitution
deserter
diplomat
intrigue
saboteur
spy
warlord
wedding
commercialHarbor
masterMerchant
merchant
merchantFleet
resourceMonopoly
tradeMonopoly`);
export const CARD_COPIES: StaticArray<i32> = [2, 2, 1, 2, 2, 2, 2, 1, 2, 2, 2, 1, 2, 2, 2, 2, 3, 2, 2, 2, 2, 6, 2, 4, 2];

export function deckOf(card: i32): i32 { return card < BISHOP ? DECK_SCIENCE : card < COMMERCIAL_HARBOR ? DECK_POLITICS : DECK_TRADE; }
@inline export function isVictoryCard(card: i32): bool { return card == PRINTER || card == CONSTITUTION; }

@inline export function tokenDeck(token: i32): i32 { return token / DECK_SIZE; }

/** The card every replica knows `token` to be, or NONE. */
@inline export function cardAt(token: i32): i32 { return g8(CARD_AT + token); }
/** The card this replica knows `token` to be, publicly or privately, or NONE. */
export function knownCard(token: i32): i32 {
  const card = cardAt(token);
  return card != NONE ? card : g8(KNOWN_AT + token);
}
/** This replica learns privately what `token` is (its own draw, a Spy's look): no effect on the hash. */
export function learnCard(token: i32, card: i32): bool {
  if (token < 0 || token >= TOKENS || card < 0 || card >= CARD_TYPES || deckOf(card) != tokenDeck(token)) return false;
  s8(KNOWN_AT + token, card);
  return true;
}
/** Makes `token`'s card public (played, or revealed as a victory point card). */
export function revealCard(token: i32, card: i32): void { s8(CARD_AT + token, card); }

@inline function deckBase(deck: i32): i32 { return C_DECKS + deck * DECK_STRIDE; }
@inline export function deckCount(deck: i32): i32 { return g8(deckBase(deck) + 19); }
@inline function deckHead(deck: i32): i32 { return g8(deckBase(deck) + 18); }

/** The token `i` places below the top of a deck. */
export function deckToken(deck: i32, i: i32): i32 { return g8(deckBase(deck) + (deckHead(deck) + i) % DECK_SIZE); }

function putUnder(token: i32): void {
  // A sealed game re-shuffles a pile a seen card returns to (docs/cards.md): what this replica had
  // learnt of the token is void from here on. Private, outside the hash.
  s8(KNOWN_AT + token, NONE);
  const deck = tokenDeck(token);
  const count = deckCount(deck);
  s8(deckBase(deck) + (deckHead(deck) + count) % DECK_SIZE, token);
  s8(deckBase(deck) + 19, count + 1);
}

function takeTop(deck: i32): i32 {
  const token = deckToken(deck, 0);
  s8(deckBase(deck) + 18, (deckHead(deck) + 1) % DECK_SIZE);
  s8(deckBase(deck) + 19, deckCount(deck) - 1);
  return token;
}

/**
 * Stacks each deck's tokens in position order. An open game also deals the cards to the positions in
 * a seeded random order; a sealed game leaves them unknown (the encrypted shuffle decides them).
 */
export function shuffleDecks(): void {
  const sealed = hasFlag(F_SEALED);
  for (let t = 0; t < TOKENS; t++) s8(KNOWN_AT + t, NONE);
  for (let deck = 0; deck < 3; deck++) {
    s8(deckBase(deck) + 18, 0);
    s8(deckBase(deck) + 19, 0);
    const first = deck * DECK_SIZE;
    let t = first;
    for (let c = 0; c < CARD_TYPES; c++) {
      if (deckOf(c) != deck) continue;
      for (let k = 0; k < CARD_COPIES[c]; k++) { putUnder(t); revealCard(t++, sealed ? NONE : c); }
    }
    if (sealed) continue;
    for (let i = DECK_SIZE - 1; i > 0; i--) swapCards(first + i, first + below(i + 1));
  }
}

function swapCards(a: i32, b: i32): void {
  const card = cardAt(a);
  revealCard(a, cardAt(b));
  revealCard(b, card);
}

/**
 * Open games: puts `card` at position `at` from the top of its deck (scenarios list a deck's top
 * cards) by swapping it with the first later copy of `card`. False if none is left.
 */
export function arrangeDeck(deck: i32, at: i32, card: i32): bool {
  if (hasFlag(F_SEALED) || deckOf(card) != deck || at >= deckCount(deck)) return false;
  for (let i = at; i < deckCount(deck); i++) {
    if (cardAt(deckToken(deck, i)) != card) continue;
    swapCards(deckToken(deck, at), deckToken(deck, i));
    return true;
  }
  return false;
}

@inline export function progressCount(p: i32): i32 { return cg(p, CP_PROGRESS_COUNT); }
@inline export function progressToken(p: i32, i: i32): i32 { return cg(p, CP_PROGRESS + i); }

export function holdsToken(p: i32, token: i32): bool {
  for (let i = 0; i < progressCount(p); i++) if (progressToken(p, i) == token) return true;
  return false;
}

/** A token in p's hand publicly known to be `card`, or -1. */
function publicToken(p: i32, card: i32): i32 {
  for (let i = 0; i < progressCount(p); i++) if (cardAt(progressToken(p, i)) == card) return progressToken(p, i);
  return -1;
}

/** A token in p's hand this replica knows to be `card`, or -1 (offers to p's own replica). */
export function knownToken(p: i32, card: i32): i32 {
  for (let i = 0; i < progressCount(p); i++) if (knownCard(progressToken(p, i)) == card) return progressToken(p, i);
  return -1;
}

/**
 * The token in p's hand an action names: `at` if given (it must be in p's hand and, if `card` is
 * named too, may be that card), else a token publicly known to be `card`; -1 if there is none.
 */
export function namedToken(p: i32, card: i32, at: i32): i32 {
  if (at == -1) return card == -1 ? -1 : publicToken(p, card);
  if (at < 0 || at >= TOKENS || !holdsToken(p, at)) return -1;
  if (card == -1) return at;
  const known = cardAt(at);
  return tokenDeck(at) == deckOf(card) && (known == NONE || known == card) ? at : -1;
}

export function addProgress(p: i32, token: i32): void {
  const n = progressCount(p);
  cs(p, CP_PROGRESS + n, token);
  cs(p, CP_PROGRESS_COUNT, n + 1);
}

/** Removes `token` from p's hand; the caller has checked p holds it. */
export function removeProgress(p: i32, token: i32): void {
  const n = progressCount(p);
  let found = false;
  for (let i = 0; i < n; i++) {
    if (!found && progressToken(p, i) == token) { found = true; continue; }
    if (found) cs(p, CP_PROGRESS + i - 1, progressToken(p, i));
  }
  cs(p, CP_PROGRESS + n - 1, NONE);
  cs(p, CP_PROGRESS_COUNT, n - 1);
}

/** A played or discarded card goes under its deck (face up if it was played: its card is public). */
export function returnProgress(p: i32, token: i32): void {
  removeProgress(p, token);
  putUnder(token);
}

/** A victory point card is scored at once and stays in front of its owner. */
export function scoreVictoryCard(p: i32, token: i32, card: i32): void {
  revealCard(token, card);
  cs(p, CP_PROGRESS_VP, cg(p, CP_PROGRESS_VP) + 1);
  ps(p, P_VP, pg(p, P_VP) + 1);
}

/**
 * p draws the top card of `deck`, if any. A victory point card known to all is scored at once (in a
 * sealed game its holder reveals it with `playProgress`). A hand over the limit owes a discard at
 * once unless it is p's own turn (then it must be down to 4 at the turn's end).
 */
export function drawProgress(p: i32, deck: i32): void {
  if (deckCount(deck) == 0) return;
  const token = takeTop(deck);
  const card = cardAt(token);
  if (card != NONE && isVictoryCard(card)) { scoreVictoryCard(p, token, card); return; }
  if (progressCount(p) >= MAX_PROGRESS_SLOTS) { putUnder(token); return; }
  addProgress(p, token);
  if (progressCount(p) > HAND_LIMIT && p != g8(G_CURRENT)) cs(p, CP_PENDING, PENDING_PROGRESS_DISCARD);
}
