// The engine's exported interface (the ABI that src/engine wraps). Integers only: actions go in
// through ARGS, legal actions come out as fixed-width records in LEGAL, JSON comes out through OUT.

// The modes fill the rules' hook table before anything else runs (modes/index.ts).
import './modes/index';
import { forgetDerived, gameInPlace } from './rules/derived';
import { NONE, PRIVATE_START, STATE, STATE_SIZE, G_CHANCE, G_CURRENT, G_PHASE, G_WINNER, g8, playerCount } from './core/layout';
import { PHASE_NAMES, PH_GAME_OVER } from './core/phases';
import { ACTION_COUNT, ARGS, RECORD_WIDTH, SCHEMA } from './core/actions';
import { applyAction } from './rules/apply';
import { LEGAL, chooseAction, countActions, legalActions as enumerate, typeCounts } from './rules/legal';
import { chanceCount as pendingCount, chanceRange as pendingRange, supplyChance as supply } from './rules/chance';
import { OUT, outLength, outReset, wChar, wRawText, wStrLine } from './core/json';
import { lineCount, utf8 } from './core/utf8';
import { writeErrorMessage } from './core/errors';
import { writeCkbaErrorMessage } from './ckba/errors';
import { writeView } from './abi/view';
import { writePositionView } from './abi/positionView';
import { addHarbor as harbor, finishBoard as finish, newGame as create, setHex as hex, shapeBoard } from './rules/game';
import { developmentDeck, maxPlayers, minPlayers, setRow as row } from './board/layouts';
import { noteSea } from './board/sea';
import { buildTopology, firstFrameHex, hexCount, edgeAliasHex, edgeAliasSide, edgeOf, vertexAliasCorner, vertexAliasHex, vertexOf } from './board/topology';
import { simulate as runSimulation, writeSimulationStats } from './abi/simulate';
import { brokenInvariants, staleRoadLengths } from './abi/invariants';
import { learnDevelopment, publicDevelopment, sealedDevelopment } from './rules/sealedDevelopment';
import { trialActions } from './abi/legalAudit';
import {
  answerMonopoly as answer, claimSealedSeat as claimSeat, knownSealed as known, learnResource as learnKind, monopolyLeft, owesMonopoly as owes, revealResource as reveal, sealedCount,
  listOwnIntents, sealedHands, showKnownSealed, stealParties as parties,
} from './rules/sealedHands';
import { learnLooked as learnLook, lookedBy, sealHand as seal, sealLooker, sealSeat } from './ck/privateMoves';
import { CARD_COPIES, CARD_NAMES, CARD_TYPES, TOKENS, arrangeDeck as arrange, cardAt, deckOf, learnCard as learn } from './ck/progress';

/** `layout`: 0 standard, 1 5-6 board, 2 islands, 3 bigIslands, 4 bigIsland, 5 peanut, 6 custom rows (layouts.ts). */
export function newGame(mode: i32, players: i32, layout: i32, flags: i32, seedLo: u32, seedHi: u32, explicitBoard: bool): i32 {
  return create(mode, players, layout, flags, (<u64>seedHi << 32) | <u64>seedLo, explicitBoard);
}
/** A custom board (layout 6): set every row, then shapeRows; then setHex and addHarbor as for any explicit board. */
export function setRow(r: i32, first: i32, count: i32): bool { return row(r, first, count); }
/** Builds the custom board's graph: 0, or the length of the reason in OUT why the rows make no board. */
export function shapeRows(): i32 {
  outReset();
  shapeBoard();
  return outLength;
}
/** Seats a layout takes: min * 16 + max. */
export function layoutPlayers(layout: i32): i32 { return layout < 0 || layout > 6 ? 0 : minPlayers(layout) * 16 + maxPlayers(layout); }
export function setHex(h: i32, terrain: i32, num: i32): i32 { return hex(h, terrain, num); }
export function addHarbor(h: i32, side: i32, kind: i32): i32 { return harbor(h, side, kind); }
/** OK, or why the chosen variants cannot be played on the board just laid (errorText). */
export function finishBoard(): i32 { return finish(); }
/** Scenarios: put `card` at position `at` from the top of `deck` (0 trade, 1 politics, 2 science). */
export function arrangeDeck(deck: i32, at: i32, card: i32): bool { return deck >= 0 && deck < 3 && card >= 0 && card < 25 && arrange(deck, at, card); }

/** A sealed game: this replica privately learns what card `token` is (see progress.ts). */
export function learnCard(token: i32, card: i32): bool {
  return sealedDevelopment() ? learnDevelopment(token, card) : learn(token, card);
}
/**
 * The card every replica knows token `token` to be (played or revealed, or any card of an open game),
 * or -1: a progress card id, or in a sealed base game a development card kind.
 */
export function publicCard(token: i32): i32 {
  if (token < 0 || token >= TOKENS) return -1;
  const card = sealedDevelopment() ? publicDevelopment(token) : cardAt(token);
  return card == NONE ? -1 : card;
}

/**
 * How many development cards of kind `kind` (schema order) this game's deck holds at the start: the
 * composition the encrypted deal lays out in canonical order (25, 34 on the 5-6 board, 50 at 7-8).
 */
export function developmentDeckCount(kind: i32): i32 {
  const deck = developmentDeck();
  return kind >= 0 && kind < deck.length ? deck[kind] : 0;
}

export function argsPtr(): usize { return ARGS; }
export function apply(player: i32, type: i32): i32 { return applyAction(player, type); }
/**
 * In a sealed-hands game this replica offers its own player what the sealed cards it knows allow too
 * (shown as its cards for the listing only, put back before returning: the hash never sees them).
 */
export function legalActions(player: i32): i32 {
  if (!sealedHands()) return enumerate(player);
  const shown = showKnownSealed(player, true);
  if (!shown && !lookedBy(player)) return enumerate(player);
  forgetDerived();
  listOwnIntents(true);
  const n = enumerate(player);
  listOwnIntents(false);
  if (shown) showKnownSealed(player, false);
  forgetDerived();
  return n;
}
/**
 * What every replica alike lists for p: only its public cards count, never the sealed ones this replica
 * has read. A stand-in's or a proxy's fixed choice is made from this list (session/log/proxyRule.ts).
 */
export function publicLegalActions(player: i32): i32 { return enumerate(player); }

// Sealed hands (rules/sealedHands.ts; docs/cards.md, "Private resource moves").
/** Sealed resource cards p holds (public). */
export function sealedResources(p: i32): i32 { return p >= 0 && p < playerCount() ? sealedCount(p) : 0; }
/** One of p's sealed cards shown to be `kind` (the session checked its keys): hashed. */
export function revealResource(p: i32, kind: i32): bool { forgetDerived(); return reveal(p, kind); }
/** p has shown every sealed card of the Monopoly's kind it holds: hashed. */
export function answerMonopoly(p: i32): bool { forgetDerived(); return answer(p); }
/** How many more cards p's Monopoly answer may give: 0 when it owes none. */
export function owesMonopoly(p: i32): i32 { return p >= 0 && p < playerCount() && sealedHands() && owes(p) ? monopolyLeft(p) : 0; }
/** This replica learns privately that one of its own player's sealed cards is `kind`: outside the hash. */
export function learnResource(p: i32, kind: i32): bool { return learnKind(p, kind); }
/** This replica plays seat p: what it lists for p waits for p's sealed cards to be read. Outside the hash. */
export function claimSealedSeat(p: i32): bool { return claimSeat(p); }
export function knownSealed(p: i32, kind: i32): i32 { return known(p, kind); }
/**
 * The hand the engine waits to be resealed before the next face-down move (ck/privateMoves.ts), as
 * seat * 16 + (looker + 1) (looker: the Master Merchant's player, 0 for none), or -1.
 */
export function pendingSeal(): i32 { const seat = sealSeat(); return seat < 0 ? -1 : seat * 16 + sealLooker() + 1; }
/** That hand's reseal has landed: all its cards are sealed. Hashed. */
export function sealHand(seat: i32): bool { forgetDerived(); return seal(seat); }
/** This replica (the Master Merchant's player's) read one of the looked hand's cards to be `kind`: outside the hash. */
export function learnLooked(target: i32, kind: i32): bool { return learnLook(target, kind); }
/** A pending steal's victim * 16 + thief in a sealed-hands game, or -1. */
export function stealParties(): i32 { return parties(); }
export function legalPtr(): usize { return LEGAL; }
// A pick without the whole list (issue 37): how many records of each type (legalCountsPtr, ACTION_COUNT
// i32s by type id), then the which-th record of one type alone in LEGAL (which below 0: all of that type); each returns how many.
export function legalCounts(player: i32): i32 { return countActions(player, -1); }
export function legalCountsPtr(): usize { return changetype<usize>(typeCounts); }
export function legalChoose(player: i32, type: i32, which: i32): i32 { return type < 0 || type >= ACTION_COUNT ? 0 : chooseAction(player, type, which); }
/** Tests: the legal actions as checkAction filters every candidate, in LEGAL (abi/legalAudit.ts). */
export function legalTrial(player: i32): i32 { return trialActions(player); }
export function recordWidth(): i32 { return RECORD_WIDTH; }

export function chanceKind(): i32 { return g8(G_CHANCE); }
export function chanceCount(): i32 { return pendingCount(); }
export function chanceRange(i: i32): i32 { return pendingRange(i); }
export function supplyChance(a: i32, b: i32, c: i32): i32 { forgetDerived(); return supply(a, b, c); }

export function statePtr(): usize { return STATE; }
export function stateSize(): i32 { return STATE_SIZE; }
/** After the host wrote a snapshot into the state block: rebuild what is derived from it. */
export function restored(): void { buildTopology(); noteSea(); gameInPlace(); }
/**
 * After the host swapped in another game's state on the same board: the board graph still fits, but
 * what was derived from the previous game's pieces (its harbors, a knight's reach) must not answer.
 */
export function switched(): void { gameInPlace(); }

/** 64-bit FNV-1a over the shared part of the state block, eight bytes at a time. */
export function hash(): u64 {
  let h: u64 = 0xcbf29ce484222325;
  for (let i = 0; i < PRIVATE_START; i += 8) {
    h = (h ^ load<u64>(STATE + <usize>i)) * 0x100000001b3;
    h ^= h >> 29;
  }
  return h;
}

export function outPtr(): usize { return OUT; }
export function view(viewer: i32): i32 { outReset(); writeView(viewer); return outLength; }
/** The numbers the bots' value function reads, as `viewer` may know them: i32s in OUT, their count returned (abi/positionView.ts). */
export function positionView(viewer: i32): i32 { return writePositionView(viewer); }
export function schema(): i32 {
  outReset();
  wRawText(SCHEMA);
  // Each deck's cards in token order before any shuffle: what the encrypted decks start from.
  wRawText(utf8(',"progressDecks":['));
  for (let deck = 0; deck < 3; deck++) {
    if (deck > 0) wChar(44);
    wChar(91);
    let first = true;
    for (let c = 0; c < CARD_TYPES; c++) {
      if (deckOf(c) != deck) continue;
      for (let k = 0; k < CARD_COPIES[c]; k++) { if (!first) wChar(44); wStrLine(CARD_NAMES, c); first = false; }
    }
    wChar(93);
  }
  wRawText(utf8('],"phases":['));
  for (let i = 0; i < lineCount(PHASE_NAMES); i++) { if (i > 0) wChar(44); wStrLine(PHASE_NAMES, i); }
  wRawText(utf8(']}'));
  return outLength;
}
/** Why `code` was refused, in OUT: the base and C&K codes (core/errors.ts), ckba's from 200 (ckba/errors.ts). */
export function errorText(code: i32): i32 {
  outReset();
  if (!writeErrorMessage(code) && !writeCkbaErrorMessage(code)) wRawText(utf8('unknown error'));
  return outLength;
}

/** Hexes on the board, sea included. */
export function boardHexes(): i32 { return hexCount; }
/** Hexes before the sea frame (all of them without one): a given board may list the land alone. */
export function landHexes(): i32 { return firstFrameHex; }
export function vertexId(h: i32, corner: i32): i32 { return vertexOf(h, corner); }
export function edgeId(h: i32, side: i32): i32 { return edgeOf(h, side); }
export function vertexAlias(v: i32): i32 { return vertexAliasHex(v) * 8 + vertexAliasCorner(v); }
export function edgeAlias(e: i32): i32 { return edgeAliasHex(e) * 8 + edgeAliasSide(e); }

export function simulate(mode: i32, games: i32, players: i32, board: i32, seedLo: u32, seedHi: u32, maxTurns: i32, checkAll: bool, options: i32, checkInvariants: bool): i32 {
  runSimulation(mode, games, players, board, (<u64>seedHi << 32) | <u64>seedLo, maxTurns, checkAll, options, checkInvariants);
  outReset();
  writeSimulationStats();
  return outLength;
}
export function invariants(): i32 { return brokenInvariants() | staleRoadLengths(); }

// Scalars for bots and loops that would otherwise parse a view (issue 16): -1 for none.
export function phase(): i32 { return g8(G_PHASE); }
export function currentPlayer(): i32 { return g8(G_CURRENT); }
/** The winning seat, or -1: a scalar, so a replay asks "is it over?" per entry without a view. */
export function winner(): i32 { const w = g8(G_WINNER); return w == NONE ? -1 : w; }
export { heldCount, heldToken } from './abi/heldTokens';
/** Players who may act now, as a bit mask (the view's `awaiting`). */
export function awaitingMask(): i32 {
  if (g8(G_PHASE) == PH_GAME_OVER) return 0;
  let mask = 0;
  for (let q = 0; q < playerCount(); q++) if (enumerate(q) > 0) mask |= 1 << q;
  return mask;
}
