// The view as JSON: the omniscient view for tools and tests (viewer -1), or what one seat may know:
// other players' hands and development cards are shown as counts only.

import {
  B_HARBOR_EDGE, B_HARBOR_KIND, BANK, G_ACTOR, G_CHANCE, G_CURRENT, G_DIE_EVENT, G_DIE_RED, G_DIE_YELLOW,
  G_BOARD, G_FREE_ROADS, G_HARBOR_COUNT, G_LARGEST_ARMY, G_LONGEST_ROAD, G_MODE, G_PHASE, G_ROBBER, G_TRADE_OPEN, G_TURN,
  G_HAND_LIMIT, G_ROW_COUNT, G_WINNER, NONE, P_CITIES_LEFT, P_DEV, P_DEV_NEW, P_DISCARD_OWED, P_KNIGHTS_PLAYED, P_ROADS_LEFT, P_ROAD_LENGTH,
  P_SETTLEMENTS_LEFT, P_VP, TRADE_ANSWER, TRADE_COUNTER, TRADE_GET, TRADE_GIVE, E_OWNER, g16, g32, g8, playerCount, pg,
} from '../core/layout';
import { wBool, wChar, wInt, wKey, wRaw, wStr } from '../core/json';
import { isCKBA } from '../ckba/region';
import { writeCKBA } from '../ckba/view';
import { DEV_NAMES, HARBOR_NAMES, KIND_NAMES, MODE_NAMES, TERRAIN_NAMES } from '../core/names';
import { CHANCE_NAMES, PHASE_NAMES, PH_GAME_OVER } from '../core/phases';
import { DEV_KINDS, PIECE_CITY, PIECE_DAMAGED, PIECE_SETTLEMENT, handOf, handTotal, kindCount, ownerAt, pieceAt } from '../rules/hand';
import { publicPoints, totalVictoryPoints } from '../rules/points';
import { edgeAliasHex, edgeAliasSide, edgeCount, hexCount, rowFirst, rowLength, vertexAliasCorner, vertexAliasHex, vertexCount } from '../board/topology';
import { numberOf, terrainOf } from '../board/board';
import { chanceCount, chanceRange } from '../rules/chance';
import { deckSize } from '../rules/development';
import { legalActions } from '../rules/legal';
import { activeStrength, isKnight, knightActive, knightLevel } from '../ck/knights';
import {
  C_ALCHEMIST, C_ATTACKS, C_BARBARIANS, C_DECISION, C_DEFENDERS_LEFT, C_FLEET_KIND, C_HARBOR_KIND, C_KNIGHT_FROM,
  C_MERCHANT_HEX, C_MERCHANT_OWNER, C_RESPONDER, C_TARGET, CP_DEFENDER, CP_KNIGHTS_LEFT, CP_OWED, CP_PENDING,
  CP_PROGRESS_VP, CP_WALLS_LEFT, DEC_HARBOR_REPLY, DEC_RELOCATE, DEC_SPY, F_SEALED, cg, hasFlag, isCK,
} from '../core/layout';
import { ATTACK_AT, barbarianStrength, knightStrength, nextCommitment, nextDefenderDraw } from '../ck/barbarians';
import { TRACK_POLITICS, TRACK_SCIENCE, TRACK_TRADE, hasWall, level, metropolisAt, metropolisOwner } from '../ck/cities';
import { CARD_NAMES, DECK_POLITICS, DECK_SCIENCE, DECK_TRADE, deckCount, knownCard, progressCount, progressToken } from '../ck/progress';
import { commercialHarborActive } from '../ck/cardsTrade';
import { offerRecipient } from '../rules/trade';
import { handVisible } from '../variants/handsUp';
import { seatCount } from '../variants/flags';
import { wVariantsView } from '../variants/view';

const EVENT_NAMES: StaticArray<string> = ['', 'ship', 'science', 'politics', 'trade'];
// A literal inside a function would allocate on every call, and the stub runtime never frees.
const ANSWER_NAMES: StaticArray<string> = ['none', 'declined', 'accepted', 'countered'];

function wVertex(v: i32): void { wChar(91); wInt(vertexAliasHex(v)); wChar(44); wInt(vertexAliasCorner(v)); wChar(93); }
function wEdge(e: i32): void { wChar(91); wInt(edgeAliasHex(e)); wChar(44); wInt(edgeAliasSide(e)); wChar(93); }
function wPlayerOrNull(p: i32): void { if (p == NONE) wRaw('null'); else wInt(p); }

/** A card map {kind: count} from 8 bytes of state at `field`, zero counts left out. */
function wCardsAt(field: i32): void {
  wChar(123);
  let first = true;
  for (let k = 0; k < kindCount(); k++) {
    const n = g8(field + k);
    if (n == 0) continue;
    wKey(KIND_NAMES[k], first); first = false;
    wInt(n);
  }
  wChar(125);
}

/** Game-wide Cities & Knights state: metropolises, decks, card effects under way, decisions owed. */
function wCitiesAndKnights(viewer: i32): void {
  wKey('metropolises');
  wRaw('{"trade":'); wPlayerOrNull(metropolisOwner(TRACK_TRADE));
  wRaw(',"politics":'); wPlayerOrNull(metropolisOwner(TRACK_POLITICS));
  wRaw(',"science":'); wPlayerOrNull(metropolisOwner(TRACK_SCIENCE)); wChar(125);
  wKey('decks');
  wRaw('{"trade":'); wInt(deckCount(DECK_TRADE));
  wRaw(',"politics":'); wInt(deckCount(DECK_POLITICS));
  wRaw(',"science":'); wInt(deckCount(DECK_SCIENCE)); wChar(125);
  wKey('defenderCardsLeft'); wInt(g8(C_DEFENDERS_LEFT));
  wKey('merchantFleet');
  if (g8(C_FLEET_KIND) == NONE) wRaw('null'); else wStr(KIND_NAMES[g8(C_FLEET_KIND)]);
  wKey('commercialHarbor'); wBool(commercialHarborActive());
  wKey('alchemist'); wBool(g8(C_ALCHEMIST) != 0);
  wKey('decision');
  const responder = g8(C_RESPONDER);
  if (responder == NONE) wRaw('null');
  else {
    wRaw('{"kind":'); wStr(DECISION_NAMES[g8(C_DECISION)]);
    wRaw(',"player":'); wInt(responder);
    const decision = g8(C_DECISION);
    if (decision == DEC_RELOCATE) { wRaw(',"from":'); wVertex(g8(C_KNIGHT_FROM)); }
    if (decision == DEC_HARBOR_REPLY) { wRaw(',"offered":'); wStr(KIND_NAMES[g8(C_HARBOR_KIND)]); }
    if (decision == DEC_SPY) {
      const target = g8(C_TARGET);
      wRaw(',"target":'); wInt(target);
      // Only the spy looks at the target's hand.
      if (viewer == -1 || viewer == responder) wProgressCards(target, 'cards', 'cardsAt');
    }
    wChar(125);
  }
  wKey('defenderDraw'); wPlayerOrNull(nextDefenderDraw());
  wKey('commitKnights'); wPlayerOrNull(nextCommitment());
}

const DECISION_NAMES: StaticArray<string> = ['none', 'relocateKnight', 'removeKnight', 'placeDeserter', 'spyTake', 'commercialHarborReply'];
const PENDING_NAMES: StaticArray<string> = ['none', 'pillageCity', 'aqueduct', 'discardProgress', 'giveCards', 'discard'];
const TRACK_NAMES: StaticArray<string> = ['trade', 'politics', 'science'];

/**
 * p's progress cards by name, null where this replica does not know the card; a sealed game also
 * lists the tokens (`atKey`), which its actions name.
 */
function wProgressCards(p: i32, key: string, atKey: string): void {
  wKey(key); wChar(91);
  for (let i = 0; i < progressCount(p); i++) {
    if (i > 0) wChar(44);
    const card = knownCard(progressToken(p, i));
    if (card == NONE) wRaw('null'); else wStr(CARD_NAMES[card]);
  }
  wChar(93);
  if (!hasFlag(F_SEALED)) return;
  wKey(atKey); wChar(91);
  for (let i = 0; i < progressCount(p); i++) { if (i > 0) wChar(44); wInt(progressToken(p, i)); }
  wChar(93);
}

function wHand(p: i32): void {
  wChar(123);
  for (let k = 0; k < kindCount(); k++) { wKey(KIND_NAMES[k], k == 0); wInt(handOf(p, k)); }
  wChar(125);
}

const LAYOUT_NAMES: StaticArray<string> = ['standard', 'standard', 'islands', 'bigIslands', 'bigIsland', 'peanut', 'custom'];

function wBoard(): void {
  wKey('board');
  wChar(123); wKey('layout', true); wStr(LAYOUT_NAMES[g8(G_BOARD)]);
  // The shape: [firstColumn, count] per row in doubled-width columns (DESIGN.md).
  wKey('rows'); wChar(91);
  for (let r = 0; r < g8(G_ROW_COUNT); r++) {
    if (r > 0) wChar(44);
    wChar(91); wInt(rowFirst(r)); wChar(44); wInt(rowLength(r)); wChar(93);
  }
  wChar(93);
  wKey('hexes'); wChar(91);
  for (let h = 0; h < hexCount; h++) {
    if (h > 0) wChar(44);
    wChar(123); wKey('terrain', true); wStr(TERRAIN_NAMES[terrainOf(h)]);
    wKey('number');
    if (numberOf(h) == 0) wRaw('null'); else wInt(numberOf(h));
    wChar(125);
  }
  wChar(93); wKey('harbors'); wChar(91);
  for (let i = 0; i < g8(G_HARBOR_COUNT); i++) {
    if (i > 0) wChar(44);
    const e = g16(B_HARBOR_EDGE + i * 2);
    wChar(123); wKey('hex', true); wInt(edgeAliasHex(e));
    wKey('side'); wInt(edgeAliasSide(e));
    wKey('kind'); wStr(HARBOR_NAMES[g8(B_HARBOR_KIND + i)]);
    wChar(125);
  }
  wChar(93); wChar(125);
}

function wPlayer(p: i32, viewer: i32): void {
  const sees = viewer == -1 || viewer == p;
  wChar(123);
  // Hidden victory point cards are revealed when the game ends (001: the winner shows them).
  wKey('vp', true); wInt(sees || g8(G_PHASE) == PH_GAME_OVER ? totalVictoryPoints(p) : publicPoints(p));
  wKey('hand'); if (handVisible(viewer, p)) wHand(p); else wRaw('null');
  wKey('cardCount'); wInt(handTotal(p));
  wKey('progressCount'); wInt(progressCount(p));
  if (sees) wProgressCards(p, 'progressCards', 'progressAt');
  else wRaw(',"progressCards":null');
  wKey('improvements');
  wRaw('{"trade":'); wInt(level(p, TRACK_TRADE));
  wRaw(',"politics":'); wInt(level(p, TRACK_POLITICS));
  wRaw(',"science":'); wInt(level(p, TRACK_SCIENCE)); wChar(125);
  let first = true;
  wKey('settlements'); wChar(91);
  for (let v = 0; v < vertexCount; v++) {
    if (pieceAt(v) != PIECE_SETTLEMENT || ownerAt(v) != p) continue;
    if (!first) wChar(44);
    first = false; wVertex(v);
  }
  wChar(93);
  first = true;
  wKey('cities'); wChar(91);
  for (let v = 0; v < vertexCount; v++) {
    const piece = pieceAt(v);
    if ((piece != PIECE_CITY && piece != PIECE_DAMAGED) || ownerAt(v) != p) continue;
    if (!first) wChar(44);
    first = false;
    wChar(123); wKey('vertex', true); wVertex(v);
    wKey('wall'); wBool(hasWall(v));
    wKey('metropolis');
    if (metropolisAt(v) < 0) wRaw('null'); else wStr(TRACK_NAMES[metropolisAt(v)]);
    wKey('damaged'); wBool(piece == PIECE_DAMAGED);
    wChar(125);
  }
  wChar(93);
  first = true;
  wKey('roads'); wChar(91);
  for (let e = 0; e < edgeCount; e++) {
    if (g8(E_OWNER + e) != p) continue;
    if (!first) wChar(44);
    first = false; wEdge(e);
  }
  wChar(93);
  wKey('knights'); wChar(91);
  first = true;
  for (let v = 0; v < vertexCount; v++) {
    if (!isKnight(v) || ownerAt(v) != p) continue;
    if (!first) wChar(44);
    first = false;
    wChar(123); wKey('vertex', true); wVertex(v);
    wKey('level'); wInt(knightLevel(v));
    wKey('active'); wBool(knightActive(v));
    wChar(125);
  }
  wChar(93);
  wKey('longestRoad'); wBool(g8(G_LONGEST_ROAD) == p);
  wKey('roadLength'); wInt(pg(p, P_ROAD_LENGTH));
  wKey('defender'); wInt(cg(p, CP_DEFENDER));
  wKey('progressPoints'); wInt(cg(p, CP_PROGRESS_VP));
  wKey('knightStrength'); wInt(activeStrength(p));
  wKey('wallsLeft'); wInt(cg(p, CP_WALLS_LEFT));
  wKey('knightsLeft');
  wRaw('{"basic":'); wInt(cg(p, CP_KNIGHTS_LEFT));
  wRaw(',"strong":'); wInt(cg(p, CP_KNIGHTS_LEFT + 1));
  wRaw(',"mighty":'); wInt(cg(p, CP_KNIGHTS_LEFT + 2)); wChar(125);
  wKey('pending'); wStr(PENDING_NAMES[cg(p, CP_PENDING)]);
  wKey('owed'); wInt(cg(p, CP_OWED));
  wKey('largestArmy'); wBool(g8(G_LARGEST_ARMY) == p);
  wKey('knightsPlayed'); wInt(pg(p, P_KNIGHTS_PLAYED));
  let devs = 0;
  for (let c = 0; c < DEV_KINDS; c++) devs += pg(p, P_DEV + c) + pg(p, P_DEV_NEW + c);
  wKey('developmentCount'); wInt(devs);
  wKey('developmentCards');
  if (!sees) wRaw('null');
  else {
    wChar(123);
    for (let c = 0; c < DEV_KINDS; c++) { wKey(DEV_NAMES[c], c == 0); wInt(pg(p, P_DEV + c)); }
    wChar(125);
    wKey('developmentCardsNew'); wChar(123);
    for (let c = 0; c < DEV_KINDS; c++) { wKey(DEV_NAMES[c], c == 0); wInt(pg(p, P_DEV_NEW + c)); }
    wChar(125);
  }
  wKey('discardOwed'); wInt(pg(p, P_DISCARD_OWED));
  wKey('piecesLeft');
  wRaw('{"roads":'); wInt(pg(p, P_ROADS_LEFT));
  wRaw(',"settlements":'); wInt(pg(p, P_SETTLEMENTS_LEFT));
  wRaw(',"cities":'); wInt(pg(p, P_CITIES_LEFT)); wChar(125);
  wKey('neutral'); wBool(p >= playerCount()); // Catan for Two: seats 2 and 3
  wChar(125);
}

function wTrade(): void {
  wKey('trade');
  if (g8(G_TRADE_OPEN) == 0) { wRaw('null'); return; }
  wChar(123); wKey('from', true); wInt(g8(G_CURRENT));
  const to = offerRecipient();
  if (to != -1) { wKey('to'); wInt(to); } // an offer made to one player only
  wKey('give'); wCardsAt(TRADE_GIVE);
  wKey('get'); wCardsAt(TRADE_GET);
  wKey('answers'); wChar(91);
  for (let q = 0; q < playerCount(); q++) {
    if (q > 0) wChar(44);
    const a = g8(TRADE_ANSWER + q);
    wChar(123); wKey('answer', true); wStr(ANSWER_NAMES[a]);
    if (a == 3) {
      // a counter as the countering player sees it: what they give and what they get
      wKey('give'); wCardsAt(TRADE_COUNTER + q * 16 + 8);
      wKey('get'); wCardsAt(TRADE_COUNTER + q * 16);
    }
    wChar(125);
  }
  wChar(93); wChar(125);
}

export function writeView(viewer: i32): void {
  const n = playerCount();
  wChar(123);
  wKey('mode', true); wChar(34); wRaw(MODE_NAMES[g8(G_MODE)]); if (g8(G_BOARD) == 1) wRaw('56'); wChar(34);
  wKey('playerCount'); wInt(n);
  wKey('turn'); wInt(g32(G_TURN));
  wKey('currentPlayer'); wInt(g8(G_CURRENT));
  wKey('phase'); wStr(PHASE_NAMES[g8(G_PHASE)]);
  wKey('winner'); wPlayerOrNull(g8(G_WINNER));
  wKey('dice');
  if (g8(G_DIE_YELLOW) == 0) wRaw('null');
  else {
    wChar(123); wKey('yellow', true); wInt(g8(G_DIE_YELLOW));
    wKey('red'); wInt(g8(G_DIE_RED));
    wKey('total'); wInt(g8(G_DIE_YELLOW) + g8(G_DIE_RED));
    if (g8(G_DIE_EVENT) != 0) { wKey('event'); wStr(EVENT_NAMES[g8(G_DIE_EVENT)]); }
    wChar(125);
  }
  wKey('barbarians');
  if (!isCK()) wRaw('null');
  else {
    wRaw('{"position":'); wInt(g8(C_BARBARIANS));
    wRaw(',"attacks":'); wInt(g8(C_ATTACKS));
    wRaw(',"attackAt":'); wInt(ATTACK_AT);
    wRaw(',"strength":'); wInt(barbarianStrength());
    wRaw(',"defense":'); wInt(knightStrength());
    wChar(125);
  }
  wKey('robber'); wPlayerOrNull(g8(G_ROBBER));
  wKey('merchant');
  if (!isCK() || g8(C_MERCHANT_OWNER) == NONE) wRaw('null');
  else { wRaw('{"hex":'); wInt(g8(C_MERCHANT_HEX)); wRaw(',"owner":'); wInt(g8(C_MERCHANT_OWNER)); wChar(125); }
  if (isCK()) wCitiesAndKnights(viewer);
  wKey('longestRoad'); wPlayerOrNull(g8(G_LONGEST_ROAD));
  wKey('largestArmy'); wPlayerOrNull(g8(G_LARGEST_ARMY));
  wKey('freeRoads'); wInt(g8(G_FREE_ROADS));
  wKey('specialBuilder'); wPlayerOrNull(g8(G_ACTOR));
  wKey('developmentDeck'); wInt(deckSize());
  wKey('discardAbove'); wInt(g8(G_HAND_LIMIT));
  wKey('bank'); wCardsAt(BANK);
  wKey('chance');
  if (g8(G_CHANCE) == 0) wRaw('null');
  else {
    wChar(123); wKey('kind', true); wStr(CHANCE_NAMES[g8(G_CHANCE)]);
    wKey('ranges'); wChar(91);
    for (let i = 0; i < chanceCount(); i++) { if (i > 0) wChar(44); wInt(chanceRange(i)); }
    wChar(93); wChar(125);
  }
  wTrade();
  wVariantsView();
  wBoard();
  if (isCKBA()) writeCKBA();
  wKey('awaiting'); wChar(91);
  let first = true;
  if (g8(G_PHASE) != PH_GAME_OVER) {
    for (let q = 0; q < n; q++) {
      if (legalActions(q) == 0) continue;
      if (!first) wChar(44);
      first = false; wInt(q);
    }
  }
  wChar(93);
  wKey('players'); wChar(91);
  for (let p = 0; p < seatCount(); p++) { if (p > 0) wChar(44); wPlayer(p, viewer); }
  wChar(93);
  wChar(125);
}

