// Development cards (base game): buy (the draw is a chance outcome), play one per turn, never on
// the turn bought; victory point cards count at once and stay hidden. Largest Army.
// A sealed game (networked: encrypted deck) holds cards as tokens instead: sealedDevelopment.ts.

import {
  DEV_DECK, G_CARD_PLAYED, G_CHANCE, G_CHANCE_PLAYER, G_FREE_ROADS, G_LARGEST_ARMY, G_PHASE,
  G_RESUME_PHASE, G_ROBBER_ACTOR, NONE, P_DEV, P_DEV_NEW, P_KNIGHTS_PLAYED, P_ROADS_LEFT, P_VP, g8, playerCount,
  pg, ps, s8,
} from '../core/layout';
import {
  COST_DEVELOPMENT, DEV_KINDS, DEV_KNIGHT, DEV_ROAD_BUILDING, KINDS, RESOURCES, bankOf, canPay, handOf,
  pay, receive, transfer,
} from './hand';
import { oweMonopolyAnswers, sealedHands } from './sealedHands';
import {
  E_BAD_ARGUMENT, E_BANK_SHORT, E_CANNOT_AFFORD, E_CARD_ALREADY_PLAYED, E_CARD_NOT_PLAYABLE, E_DECK_EMPTY,
  E_NO_ROAD_POSSIBLE, OK,
} from '../core/errors';
import { CH_DEVELOPMENT, CH_NONE, PH_ROAD_BUILDING, PH_ROBBER } from '../core/phases';
import { anyRoadSite } from './build';
import { developmentDeck } from '../board/layouts';
import {
  checkTokenPlay, clearDevelopmentTokens, drawDevelopmentToken, ripenTokens, sealedDeckSize, sealedDevelopment, spendToken,
} from './sealedDevelopment';

const MIN_ARMY = 3;

/**
 * The deck for this layout and player count (layouts.ts). A sealed game keeps it as its composition
 * only (what the encrypted deck holds); its draws are tokens.
 */
export function fillDevelopmentDeck(): void {
  const deck = developmentDeck();
  for (let c = 0; c < DEV_KINDS; c++) s8(DEV_DECK + c, deck[c]);
  if (sealedDevelopment()) clearDevelopmentTokens();
}

export function deckSize(): i32 {
  if (sealedDevelopment()) return sealedDeckSize();
  let n = 0;
  for (let c = 0; c < DEV_KINDS; c++) n += g8(DEV_DECK + c);
  return n;
}

export function checkBuyDevelopment(p: i32): i32 {
  if (deckSize() == 0) return E_DECK_EMPTY;
  if (!canPay(p, COST_DEVELOPMENT)) return E_CANNOT_AFFORD;
  return OK;
}

export function buyDevelopment(p: i32): void {
  pay(p, COST_DEVELOPMENT);
  if (sealedDevelopment()) { drawDevelopmentToken(p); return; }
  s8(G_CHANCE, CH_DEVELOPMENT);
  s8(G_CHANCE_PLAYER, p);
}

/** Gives the buyer the card at `index` of the deck ordered by kind. */
export function resolveDevelopmentDraw(index: i32): void {
  let c = 0;
  while (index >= g8(DEV_DECK + c)) { index -= g8(DEV_DECK + c); c++; }
  s8(DEV_DECK + c, g8(DEV_DECK + c) - 1);
  const p = g8(G_CHANCE_PLAYER);
  ps(p, P_DEV_NEW + c, pg(p, P_DEV_NEW + c) + 1);
  s8(G_CHANCE, CH_NONE);
  s8(G_CHANCE_PLAYER, NONE);
}

/** The index a forced draw of `card` maps to, or -1 when the deck has none left. */
export function developmentIndexOf(card: i32): i32 {
  if (card < 0 || card >= DEV_KINDS || g8(DEV_DECK + card) == 0) return -1;
  let index = 0;
  for (let c = 0; c < card; c++) index += g8(DEV_DECK + c);
  return index;
}

/** One card per turn, held since before this turn. */
export function checkPlayable(p: i32, card: i32): i32 {
  if (g8(G_CARD_PLAYED) != 0) return E_CARD_ALREADY_PLAYED;
  return checkHeld(p, card);
}

/** p holds `card` since before this turn (a sealed game: the token the action names may be that card). */
export function checkHeld(p: i32, card: i32): i32 {
  if (sealedDevelopment()) return checkTokenPlay(p, card, false);
  return pg(p, P_DEV + card) == 0 ? E_CARD_NOT_PLAYABLE : OK;
}

/** The card leaves p's hand (a sealed game: the named token, now public). */
export function discardPlayed(p: i32, card: i32): void {
  if (sealedDevelopment()) spendToken(card);
  else ps(p, P_DEV + card, pg(p, P_DEV + card) - 1);
}

function spend(p: i32, card: i32): void {
  discardPlayed(p, card);
  s8(G_CARD_PLAYED, 1);
}

export function playKnight(p: i32): void {
  spend(p, DEV_KNIGHT);
  ps(p, P_KNIGHTS_PLAYED, pg(p, P_KNIGHTS_PLAYED) + 1);
  updateLargestArmy(p);
  s8(G_RESUME_PHASE, g8(G_PHASE));
  s8(G_ROBBER_ACTOR, p);
  s8(G_PHASE, PH_ROBBER);
}

export function checkRoadBuilding(p: i32): i32 {
  const playable = checkPlayable(p, DEV_ROAD_BUILDING);
  if (playable != OK) return playable;
  return anyRoadSite(p) ? OK : E_NO_ROAD_POSSIBLE;
}

export function playRoadBuilding(p: i32): void {
  spend(p, DEV_ROAD_BUILDING);
  s8(G_FREE_ROADS, min(2, pg(p, P_ROADS_LEFT)));
  s8(G_RESUME_PHASE, g8(G_PHASE));
  s8(G_PHASE, PH_ROAD_BUILDING);
}

/** After a free road: back to the turn when both are placed or no further road fits. */
export function afterFreeRoad(p: i32): void {
  if (g8(G_FREE_ROADS) == 0 || !anyRoadSite(p)) {
    s8(G_FREE_ROADS, 0);
    s8(G_PHASE, g8(G_RESUME_PHASE));
  }
}

export function checkYearOfPlenty(p: i32, take: usize, card: i32): i32 {
  const playable = checkPlayable(p, card);
  if (playable != OK) return playable;
  let total = 0;
  for (let k = 0; k < KINDS; k++) {
    const n = load<i32>(take + <usize>(k * 4));
    if (n < 0 || (k >= RESOURCES && n > 0)) return E_BAD_ARGUMENT;
    if (n > bankOf(k)) return E_BANK_SHORT;
    total += n;
  }
  return total == 2 ? OK : E_BAD_ARGUMENT;
}

export function playYearOfPlenty(p: i32, take: usize, card: i32): void {
  spend(p, card);
  for (let k = 0; k < RESOURCES; k++) {
    const n = load<i32>(take + <usize>(k * 4));
    if (n > 0) receive(p, k, n);
  }
}

export function checkMonopoly(p: i32, kind: i32, card: i32): i32 {
  const playable = checkPlayable(p, card);
  if (playable != OK) return playable;
  return kind >= 0 && kind < RESOURCES ? OK : E_BAD_ARGUMENT;
}

export function playMonopoly(p: i32, kind: i32, card: i32): void {
  spend(p, card);
  for (let q = 0; q < playerCount(); q++) {
    if (q != p && handOf(q, kind) > 0) transfer(q, p, kind, handOf(q, kind));
  }
  if (sealedHands()) oweMonopolyAnswers(p, kind);
}

/** At the end of a turn, cards bought during it become playable. */
@inline export function ripenDevelopmentCards(p: i32): void {
  if (sealedDevelopment()) { ripenTokens(p); return; }
  for (let c = 0; c < DEV_KINDS; c++) {
    ps(p, P_DEV + c, pg(p, P_DEV + c) + pg(p, P_DEV_NEW + c));
    ps(p, P_DEV_NEW + c, 0);
  }
}

/** Three or more knights, and strictly more than the holder, take Largest Army. */
function updateLargestArmy(p: i32): void {
  const holder = g8(G_LARGEST_ARMY);
  const knights = pg(p, P_KNIGHTS_PLAYED);
  if (holder == p || knights < MIN_ARMY) return;
  if (holder != NONE && knights <= pg(holder, P_KNIGHTS_PLAYED)) return;
  if (holder != NONE) ps(holder, P_VP, pg(holder, P_VP) - 2);
  ps(p, P_VP, pg(p, P_VP) + 2);
  s8(G_LARGEST_ARMY, p);
}

