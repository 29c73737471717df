// The view as JSON: the omniscient view for tools and tests (viewer -1), or what one seat may know:
// other players' hands and development cards are shown as counts only.

import { knownSealed, sealedCount, sealedHands } from '../rules/sealedHands';
import { OFFERED_FACE_DOWN, takeCount } from '../ck/privateMoves';
import { quietTurns, stalemateLimit } from '../rules/stalemate';
import {
  B_HARBOR_EDGE, B_HARBOR_KIND, BANK, G_ACTOR, G_CHANCE, G_CURRENT, G_DIE_EVENT, G_DIE_RED, G_DIE_YELLOW,
  G_BOARD, G_FREE_ROADS, G_HARBOR_COUNT, G_LARGEST_ARMY, G_LONGEST_ROAD, G_MODE, G_PHASE, G_ROBBER, G_TRADE_OPEN, G_TURN,
  G_HAND_LIMIT, G_ROW_COUNT, G_WINNER, NONE, P_CITIES_LEFT, P_DEV, P_DEV_NEW, P_DISCARD_OWED, P_KNIGHTS_PLAYED, P_ROADS_LEFT, P_ROAD_LENGTH,
  P_SETTLEMENTS_LEFT, P_VP, TRADE_ANSWER, TRADE_COUNTER, TRADE_GET, TRADE_GIVE, E_OWNER, g16, g32, g8, playerCount, pg,
} from '../core/layout';
import { wBool, wChar, wInt, wKeyLine, wKeyText, wLine, wRawText, wStrLine } from '../core/json';
import { utf8, utf8Lines } from '../core/utf8';
import { isCKBA } from '../core/layout';
import { writeCKBA } from '../ckba/view';
import { DEV_NAMES, HARBOR_NAMES, KIND_NAMES, MODE_NAMES, TERRAIN_NAMES } from '../core/names';
import { CHANCE_NAMES, PHASE_NAMES, PH_GAME_OVER } from '../core/phases';
import { DEV_KINDS, PIECE_CITY, PIECE_DAMAGED, PIECE_SETTLEMENT, handOf, handTotal, kindCount, ownerAt, pieceAt } from '../rules/hand';
import { publicPoints, totalVictoryPoints } from '../rules/points';
import {
  developmentTokenCount, knownDevelopmentCount, knownHiddenVictory, sealedDevelopment, tokenOfHand,
} from '../rules/sealedDevelopment';
import { edgeAliasHex, edgeAliasSide, edgeCount, firstFrameHex, hexColumn, hexCount, hexRow, rowFirst, rowLength, vertexAliasCorner, vertexAliasHex, vertexCount } from '../board/topology';
import { numberOf, terrainOf } from '../board/board';
import { chanceCount, chanceRange } from '../rules/chance';
import { deckSize } from '../rules/development';
import { legalActions } from '../rules/legal';
import { activeStrength, isKnight, knightActive, knightLevel } from '../ck/knights';
import {
  C_ALCHEMIST, C_ATTACKS, C_BARBARIANS, C_DECISION, C_DEFENDERS_LEFT, C_FLEET_KIND, C_HARBOR_KIND, C_KNIGHT_FROM,
  C_MERCHANT_HEX, C_MERCHANT_OWNER, C_RESPONDER, C_TARGET, CP_DEFENDER, CP_KNIGHTS_LEFT, CP_OWED, CP_PENDING,
  CP_PROGRESS_VP, CP_WALLS_LEFT, DEC_HARBOR_REPLY, DEC_RELOCATE, DEC_SPY, DEC_TAKE, F_SEALED, cg, hasFlag, isCK,
} from '../core/layout';
import { ATTACK_AT, barbarianStrength, knightStrength, nextCommitment, nextDefenderDraw } from '../ck/barbarians';
import { TRACK_POLITICS, TRACK_SCIENCE, TRACK_TRADE, hasWall, level, metropolisAt, metropolisOwner } from '../ck/cities';
import { CARD_NAMES, DECK_POLITICS, DECK_SCIENCE, DECK_TRADE, deckCount, knownCard, progressCount, progressToken } from '../ck/progress';
import { commercialHarborActive } from '../ck/cardsTrade';
import { offerRecipient } from '../rules/trade';
import { handVisible } from '../variants/handsUp';
import { seatCount } from '../core/options';
import { wVariantsView } from '../variants/view';

const EVENT_NAMES = utf8Lines(`
ship
science
politics
trade`);
// A literal inside a function would allocate on every call, and the stub runtime never frees.
const ANSWER_NAMES = utf8Lines(`none
declined
accepted
countered`);

function wVertex(v: i32): void { wChar(91); wInt(vertexAliasHex(v)); wChar(44); wInt(vertexAliasCorner(v)); wChar(93); }
function wEdge(e: i32): void { wChar(91); wInt(edgeAliasHex(e)); wChar(44); wInt(edgeAliasSide(e)); wChar(93); }
function wPlayerOrNull(p: i32): void { if (p == NONE) wRawText(utf8('null')); else wInt(p); }

/** A card map {kind: count} from 8 bytes of state at `field`, zero counts left out. */
function wCardsAt(field: i32): void {
  wChar(123);
  let first = true;
  for (let k = 0; k < kindCount(); k++) {
    const n = g8(field + k);
    if (n == 0) continue;
    wKeyLine(KIND_NAMES, k, first); first = false;
    wInt(n);
  }
  wChar(125);
}

/** Game-wide Cities & Knights state: metropolises, decks, card effects under way, decisions owed. */
function wCitiesAndKnights(viewer: i32): void {
  wKeyText(utf8('metropolises'));
  wRawText(utf8('{"trade":')); wPlayerOrNull(metropolisOwner(TRACK_TRADE));
  wRawText(utf8(',"politics":')); wPlayerOrNull(metropolisOwner(TRACK_POLITICS));
  wRawText(utf8(',"science":')); wPlayerOrNull(metropolisOwner(TRACK_SCIENCE)); wChar(125);
  wKeyText(utf8('decks'));
  wRawText(utf8('{"trade":')); wInt(deckCount(DECK_TRADE));
  wRawText(utf8(',"politics":')); wInt(deckCount(DECK_POLITICS));
  wRawText(utf8(',"science":')); wInt(deckCount(DECK_SCIENCE)); wChar(125);
  wKeyText(utf8('defenderCardsLeft')); wInt(g8(C_DEFENDERS_LEFT));
  wKeyText(utf8('merchantFleet'));
  if (g8(C_FLEET_KIND) == NONE) wRawText(utf8('null')); else wStrLine(KIND_NAMES, g8(C_FLEET_KIND));
  wKeyText(utf8('commercialHarbor')); wBool(commercialHarborActive());
  wKeyText(utf8('alchemist')); wBool(g8(C_ALCHEMIST) != 0);
  wKeyText(utf8('decision'));
  const responder = g8(C_RESPONDER);
  if (responder == NONE) wRawText(utf8('null'));
  else {
    wRawText(utf8('{"kind":')); wStrLine(DECISION_NAMES, g8(C_DECISION));
    wRawText(utf8(',"player":')); wInt(responder);
    const decision = g8(C_DECISION);
    if (decision == DEC_RELOCATE) { wRawText(utf8(',"from":')); wVertex(g8(C_KNIGHT_FROM)); }
    if (decision == DEC_HARBOR_REPLY) {
      // a face-down offer's kind is the two players' secret
      wRawText(utf8(',"offered":'));
      if (g8(C_HARBOR_KIND) == OFFERED_FACE_DOWN) wRawText(utf8('null')); else wStrLine(KIND_NAMES, g8(C_HARBOR_KIND));
    }
    // the Master Merchant's take (sealed hands): whose cards, and how many; the looked hand is its player's alone (the session's keys)
    if (decision == DEC_TAKE) { wRawText(utf8(',"target":')); wInt(g8(C_TARGET)); wRawText(utf8(',"count":')); wInt(takeCount()); }
    if (decision == DEC_SPY) {
      const target = g8(C_TARGET);
      wRawText(utf8(',"target":')); wInt(target);
      // Only the spy looks at the target's hand.
      if (viewer == -1 || viewer == responder) wProgressCards(target, utf8('cards'), utf8('cardsAt'));
    }
    wChar(125);
  }
  wKeyText(utf8('defenderDraw')); wPlayerOrNull(nextDefenderDraw());
  wKeyText(utf8('commitKnights')); wPlayerOrNull(nextCommitment());
}

const DECISION_NAMES = utf8Lines(`none
relocateKnight
removeKnight
placeDeserter
spyTake
commercialHarborReply
takeCards`);
const PENDING_NAMES = utf8Lines(`none
pillageCity
aqueduct
discardProgress
giveCards
discard`);
const TRACK_NAMES = utf8Lines(`trade
politics
science`);

/**
 * p's progress cards by name, null where this replica does not know the card; a sealed game also
 * lists the tokens (`atKey`), which its actions name. `key` and `atKey` are utf8() texts.
 */
function wProgressCards(p: i32, key: usize, atKey: usize): void {
  wKeyText(key); wChar(91);
  for (let i = 0; i < progressCount(p); i++) {
    if (i > 0) wChar(44);
    const card = knownCard(progressToken(p, i));
    if (card == NONE) wRawText(utf8('null')); else wStrLine(CARD_NAMES, card);
  }
  wChar(93);
  if (!hasFlag(F_SEALED)) return;
  wKeyText(atKey); wChar(91);
  for (let i = 0; i < progressCount(p); i++) { if (i > 0) wChar(44); wInt(progressToken(p, i)); }
  wChar(93);
}

/**
 * A sealed base game's development cards: the tokens p holds (public: every replica must know whom it
 * owes keys), and to whoever may see p's hand the cards this replica knows among them (its own).
 */
function wSealedDevelopment(p: i32, sees: bool): void {
  const n = developmentTokenCount(p);
  wKeyText(utf8('developmentCount')); wInt(n);
  wKeyText(utf8('developmentAt')); wChar(91);
  for (let i = 0; i < n; i++) { if (i > 0) wChar(44); wInt(tokenOfHand(p, i)); }
  wChar(93);
  wKeyText(utf8('developmentCards'));
  if (!sees) { wRawText(utf8('null')); return; }
  wChar(123);
  for (let c = 0; c < DEV_KINDS; c++) { wKeyLine(DEV_NAMES, c, c == 0); wInt(knownDevelopmentCount(p, c, false)); }
  wChar(125);
  wKeyText(utf8('developmentCardsNew')); wChar(123);
  for (let c = 0; c < DEV_KINDS; c++) { wKeyLine(DEV_NAMES, c, c == 0); wInt(knownDevelopmentCount(p, c, true)); }
  wChar(125);
}

/** A sealed-hands game: how many of p's cards are sealed, and to p's own replica which kinds it knows them to be. */
function writeSealedHand(p: i32, sees: bool): void {
  wKeyText(utf8('sealedCards')); wInt(sealedCount(p));
  if (!sees) return;
  wKeyText(utf8('sealedKnown')); wChar(123);
  for (let k = 0; k < kindCount(); k++) { wKeyLine(KIND_NAMES, k, k == 0); wInt(knownSealed(p, k)); }
  wChar(125);
}

function wHand(p: i32): void {
  wChar(123);
  for (let k = 0; k < kindCount(); k++) { wKeyLine(KIND_NAMES, k, k == 0); wInt(handOf(p, k)); }
  wChar(125);
}

const LAYOUT_NAMES = utf8Lines(`standard
standard
islands
bigIslands
bigIsland
peanut
custom`);

function wBoard(): void {
  wKeyText(utf8('board'));
  wChar(123); wKeyText(utf8('layout'), true); wStrLine(LAYOUT_NAMES, g8(G_BOARD));
  // The shape: [firstColumn, count] per row in doubled-width columns (DESIGN.md).
  wKeyText(utf8('rows')); wChar(91);
  for (let r = 0; r < g8(G_ROW_COUNT); r++) {
    if (r > 0) wChar(44);
    wChar(91); wInt(rowFirst(r)); wChar(44); wInt(rowLength(r)); wChar(93);
  }
  wChar(93);
  // The sea frame's hexes (ids from the land's count on): [doubled column, row], row -1 above the first.
  wKeyText(utf8('frame')); wChar(91);
  for (let h = firstFrameHex; h < hexCount; h++) {
    if (h > firstFrameHex) wChar(44);
    wChar(91); wInt(hexColumn(h)); wChar(44); wInt(hexRow(h)); wChar(93);
  }
  wChar(93);
  wKeyText(utf8('hexes')); wChar(91);
  for (let h = 0; h < hexCount; h++) {
    if (h > 0) wChar(44);
    wChar(123); wKeyText(utf8('terrain'), true); wStrLine(TERRAIN_NAMES, terrainOf(h));
    wKeyText(utf8('number'));
    if (numberOf(h) == 0) wRawText(utf8('null')); else wInt(numberOf(h));
    wChar(125);
  }
  wChar(93); wKeyText(utf8('harbors')); wChar(91);
  for (let i = 0; i < g8(G_HARBOR_COUNT); i++) {
    if (i > 0) wChar(44);
    const e = g16(B_HARBOR_EDGE + i * 2);
    wChar(123); wKeyText(utf8('hex'), true); wInt(edgeAliasHex(e));
    wKeyText(utf8('side')); wInt(edgeAliasSide(e));
    wKeyText(utf8('kind')); wStrLine(HARBOR_NAMES, g8(B_HARBOR_KIND + i));
    wChar(125);
  }
  wChar(93); wChar(125);
}

function wPlayer(p: i32, viewer: i32): void {
  const sees = viewer == -1 || viewer == p;
  wChar(123);
  // Hidden victory point cards are revealed when the game ends (001: the winner shows them).
  // A sealed game: p's own replica adds the hidden victory point cards it knows p holds.
  const hidden = sees && sealedDevelopment() ? knownHiddenVictory(p) : 0;
  wKeyText(utf8('vp'), true); wInt(sees || g8(G_PHASE) == PH_GAME_OVER ? totalVictoryPoints(p) + hidden : publicPoints(p));
  wKeyText(utf8('hand')); if (handVisible(viewer, p)) wHand(p); else wRawText(utf8('null'));
  wKeyText(utf8('cardCount')); wInt(handTotal(p));
  if (sealedHands()) writeSealedHand(p, sees);
  wKeyText(utf8('progressCount')); wInt(progressCount(p));
  if (sees) wProgressCards(p, utf8('progressCards'), utf8('progressAt'));
  else wRawText(utf8(',"progressCards":null'));
  wKeyText(utf8('improvements'));
  wRawText(utf8('{"trade":')); wInt(level(p, TRACK_TRADE));
  wRawText(utf8(',"politics":')); wInt(level(p, TRACK_POLITICS));
  wRawText(utf8(',"science":')); wInt(level(p, TRACK_SCIENCE)); wChar(125);
  let first = true;
  wKeyText(utf8('settlements')); wChar(91);
  for (let v = 0; v < vertexCount; v++) {
    if (pieceAt(v) != PIECE_SETTLEMENT || ownerAt(v) != p) continue;
    if (!first) wChar(44);
    first = false; wVertex(v);
  }
  wChar(93);
  first = true;
  wKeyText(utf8('cities')); wChar(91);
  for (let v = 0; v < vertexCount; v++) {
    const piece = pieceAt(v);
    if ((piece != PIECE_CITY && piece != PIECE_DAMAGED) || ownerAt(v) != p) continue;
    if (!first) wChar(44);
    first = false;
    wChar(123); wKeyText(utf8('vertex'), true); wVertex(v);
    wKeyText(utf8('wall')); wBool(hasWall(v));
    wKeyText(utf8('metropolis'));
    if (metropolisAt(v) < 0) wRawText(utf8('null')); else wStrLine(TRACK_NAMES, metropolisAt(v));
    wKeyText(utf8('damaged')); wBool(piece == PIECE_DAMAGED);
    wChar(125);
  }
  wChar(93);
  first = true;
  wKeyText(utf8('roads')); wChar(91);
  for (let e = 0; e < edgeCount; e++) {
    if (g8(E_OWNER + e) != p) continue;
    if (!first) wChar(44);
    first = false; wEdge(e);
  }
  wChar(93);
  wKeyText(utf8('knights')); wChar(91);
  first = true;
  for (let v = 0; v < vertexCount; v++) {
    if (!isKnight(v) || ownerAt(v) != p) continue;
    if (!first) wChar(44);
    first = false;
    wChar(123); wKeyText(utf8('vertex'), true); wVertex(v);
    wKeyText(utf8('level')); wInt(knightLevel(v));
    wKeyText(utf8('active')); wBool(knightActive(v));
    wChar(125);
  }
  wChar(93);
  wKeyText(utf8('longestRoad')); wBool(g8(G_LONGEST_ROAD) == p);
  wKeyText(utf8('roadLength')); wInt(pg(p, P_ROAD_LENGTH));
  wKeyText(utf8('defender')); wInt(cg(p, CP_DEFENDER));
  wKeyText(utf8('progressPoints')); wInt(cg(p, CP_PROGRESS_VP));
  wKeyText(utf8('knightStrength')); wInt(activeStrength(p));
  wKeyText(utf8('wallsLeft')); wInt(cg(p, CP_WALLS_LEFT));
  wKeyText(utf8('knightsLeft'));
  wRawText(utf8('{"basic":')); wInt(cg(p, CP_KNIGHTS_LEFT));
  wRawText(utf8(',"strong":')); wInt(cg(p, CP_KNIGHTS_LEFT + 1));
  wRawText(utf8(',"mighty":')); wInt(cg(p, CP_KNIGHTS_LEFT + 2)); wChar(125);
  wKeyText(utf8('pending')); wStrLine(PENDING_NAMES, cg(p, CP_PENDING));
  wKeyText(utf8('owed')); wInt(cg(p, CP_OWED));
  wKeyText(utf8('largestArmy')); wBool(g8(G_LARGEST_ARMY) == p);
  wKeyText(utf8('knightsPlayed')); wInt(pg(p, P_KNIGHTS_PLAYED));
  if (sealedDevelopment()) wSealedDevelopment(p, sees);
  else {
    let devs = 0;
    for (let c = 0; c < DEV_KINDS; c++) devs += pg(p, P_DEV + c) + pg(p, P_DEV_NEW + c);
    wKeyText(utf8('developmentCount')); wInt(devs);
    wKeyText(utf8('developmentCards'));
    if (!sees) wRawText(utf8('null'));
    else {
      wChar(123);
      for (let c = 0; c < DEV_KINDS; c++) { wKeyLine(DEV_NAMES, c, c == 0); wInt(pg(p, P_DEV + c)); }
      wChar(125);
      wKeyText(utf8('developmentCardsNew')); wChar(123);
      for (let c = 0; c < DEV_KINDS; c++) { wKeyLine(DEV_NAMES, c, c == 0); wInt(pg(p, P_DEV_NEW + c)); }
      wChar(125);
    }
  }
  wKeyText(utf8('discardOwed')); wInt(pg(p, P_DISCARD_OWED));
  wKeyText(utf8('piecesLeft'));
  wRawText(utf8('{"roads":')); wInt(pg(p, P_ROADS_LEFT));
  wRawText(utf8(',"settlements":')); wInt(pg(p, P_SETTLEMENTS_LEFT));
  wRawText(utf8(',"cities":')); wInt(pg(p, P_CITIES_LEFT)); wChar(125);
  wKeyText(utf8('neutral')); wBool(p >= playerCount()); // Catan for Two: seats 2 and 3
  wChar(125);
}

function wTrade(): void {
  wKeyText(utf8('trade'));
  if (g8(G_TRADE_OPEN) == 0) { wRawText(utf8('null')); return; }
  wChar(123); wKeyText(utf8('from'), true); wInt(g8(G_CURRENT));
  const to = offerRecipient();
  if (to != -1) { wKeyText(utf8('to')); wInt(to); } // an offer made to one player only
  wKeyText(utf8('give')); wCardsAt(TRADE_GIVE);
  wKeyText(utf8('get')); wCardsAt(TRADE_GET);
  wKeyText(utf8('answers')); wChar(91);
  for (let q = 0; q < playerCount(); q++) {
    if (q > 0) wChar(44);
    const a = g8(TRADE_ANSWER + q);
    wChar(123); wKeyText(utf8('answer'), true); wStrLine(ANSWER_NAMES, a);
    if (a == 3) {
      // a counter as the countering player sees it: what they give and what they get
      wKeyText(utf8('give')); wCardsAt(TRADE_COUNTER + q * 16 + 8);
      wKeyText(utf8('get')); wCardsAt(TRADE_COUNTER + q * 16);
    }
    wChar(125);
  }
  wChar(93); wChar(125);
}

export function writeView(viewer: i32): void {
  const n = playerCount();
  wChar(123);
  wKeyText(utf8('mode'), true); wChar(34); wLine(MODE_NAMES, g8(G_MODE)); if (g8(G_BOARD) == 1) wRawText(utf8('56')); wChar(34);
  wKeyText(utf8('playerCount')); wInt(n);
  wKeyText(utf8('turn')); wInt(g32(G_TURN));
  wKeyText(utf8('currentPlayer')); wInt(g8(G_CURRENT));
  wKeyText(utf8('phase')); wStrLine(PHASE_NAMES, g8(G_PHASE));
  wKeyText(utf8('winner')); wPlayerOrNull(g8(G_WINNER));
  // a stalled game's count towards its end (rules/stalemate.ts)
  wKeyText(utf8('quietTurns')); wInt(quietTurns());
  wKeyText(utf8('stalemateAfter')); wInt(stalemateLimit());
  wKeyText(utf8('dice'));
  if (g8(G_DIE_YELLOW) == 0) wRawText(utf8('null'));
  else {
    wChar(123); wKeyText(utf8('yellow'), true); wInt(g8(G_DIE_YELLOW));
    wKeyText(utf8('red')); wInt(g8(G_DIE_RED));
    wKeyText(utf8('total')); wInt(g8(G_DIE_YELLOW) + g8(G_DIE_RED));
    if (g8(G_DIE_EVENT) != 0) { wKeyText(utf8('event')); wStrLine(EVENT_NAMES, g8(G_DIE_EVENT)); }
    wChar(125);
  }
  wKeyText(utf8('barbarians'));
  if (!isCK()) wRawText(utf8('null'));
  else {
    wRawText(utf8('{"position":')); wInt(g8(C_BARBARIANS));
    wRawText(utf8(',"attacks":')); wInt(g8(C_ATTACKS));
    wRawText(utf8(',"attackAt":')); wInt(ATTACK_AT);
    wRawText(utf8(',"strength":')); wInt(barbarianStrength());
    wRawText(utf8(',"defense":')); wInt(knightStrength());
    wChar(125);
  }
  wKeyText(utf8('robber')); wPlayerOrNull(g8(G_ROBBER));
  wKeyText(utf8('merchant'));
  if (!isCK() || g8(C_MERCHANT_OWNER) == NONE) wRawText(utf8('null'));
  else { wRawText(utf8('{"hex":')); wInt(g8(C_MERCHANT_HEX)); wRawText(utf8(',"owner":')); wInt(g8(C_MERCHANT_OWNER)); wChar(125); }
  if (isCK()) wCitiesAndKnights(viewer);
  wKeyText(utf8('longestRoad')); wPlayerOrNull(g8(G_LONGEST_ROAD));
  wKeyText(utf8('largestArmy')); wPlayerOrNull(g8(G_LARGEST_ARMY));
  wKeyText(utf8('freeRoads')); wInt(g8(G_FREE_ROADS));
  wKeyText(utf8('specialBuilder')); wPlayerOrNull(g8(G_ACTOR));
  wKeyText(utf8('developmentDeck')); wInt(deckSize());
  wKeyText(utf8('discardAbove')); wInt(g8(G_HAND_LIMIT));
  wKeyText(utf8('bank')); wCardsAt(BANK);
  wKeyText(utf8('chance'));
  if (g8(G_CHANCE) == 0) wRawText(utf8('null'));
  else {
    wChar(123); wKeyText(utf8('kind'), true); wStrLine(CHANCE_NAMES, g8(G_CHANCE));
    wKeyText(utf8('ranges')); wChar(91);
    for (let i = 0; i < chanceCount(); i++) { if (i > 0) wChar(44); wInt(chanceRange(i)); }
    wChar(93); wChar(125);
  }
  wTrade();
  wVariantsView();
  wBoard();
  if (isCKBA()) writeCKBA();
  wKeyText(utf8('awaiting')); wChar(91);
  let first = true;
  if (g8(G_PHASE) != PH_GAME_OVER) {
    for (let q = 0; q < n; q++) {
      if (legalActions(q) == 0) continue;
      if (!first) wChar(44);
      first = false; wInt(q);
    }
  }
  wChar(93);
  wKeyText(utf8('players')); wChar(91);
  for (let p = 0; p < seatCount(); p++) { if (p > 0) wChar(44); wPlayer(p, viewer); }
  wChar(93);
  wChar(125);
}

