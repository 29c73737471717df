// The engine's exported interface (the ABI that src/engine wraps). Integers only: actions go in
// through ARGS, legal actions come out as fixed-width records in LEGAL, JSON comes out through OUT.

import { NONE, PRIVATE_START, STATE, STATE_SIZE, G_BOARD, G_CHANCE, G_WINNER, g8 } from './layout';
import { ARGS, RECORD_WIDTH, SCHEMA } from './actions';
import { applyAction } from './apply';
import { LEGAL, legalActions as enumerate } from './legal';
import { chanceCount as pendingCount, chanceRange as pendingRange, supplyChance as supply } from './chance';
import { OUT, outLength, outReset, wChar, wRaw, wStr } from './json';
import { errorMessage } from './errors';
import { writeView } from './view';
import { addHarbor as harbor, finishBoard as finish, newGame as create, setHex as hex } from './game';
import { buildTopology, edgeAliasHex, edgeAliasSide, edgeOf, vertexAliasCorner, vertexAliasHex, vertexOf } from './topology';
import { simulate as runSimulation, writeSimulationStats } from './simulate';
import { brokenInvariants } from './invariants';
import { forgetReach } from './knights';
import { CARD_COPIES, CARD_NAMES, CARD_TYPES, TOKENS, arrangeDeck as arrange, cardAt, deckOf, learnCard as learn } from './progress';

export function newGame(mode: i32, players: i32, board: i32, flags: i32, seedLo: u32, seedHi: u32, explicitBoard: bool): i32 {
  return create(mode, players, board, flags, (<u64>seedHi << 32) | <u64>seedLo, explicitBoard);
}
export function setHex(h: i32, terrain: i32, num: i32): i32 { return hex(h, terrain, num); }
export function addHarbor(h: i32, side: i32, kind: i32): i32 { return harbor(h, side, kind); }
export function finishBoard(): void { finish(); }
/** Scenarios: put `card` at position `at` from the top of `deck` (0 trade, 1 politics, 2 science). */
export function arrangeDeck(deck: i32, at: i32, card: i32): bool { return deck >= 0 && deck < 3 && card >= 0 && card < 25 && arrange(deck, at, card); }

/** A sealed game: this replica privately learns what card `token` is (see progress.ts). */
export function learnCard(token: i32, card: i32): bool { return learn(token, card); }
/** The card every replica knows token `token` to be (played or revealed, or any card of an open game), or -1. */
export function publicCard(token: i32): i32 {
  if (token < 0 || token >= TOKENS) return -1;
  const card = cardAt(token);
  return card == NONE ? -1 : card;
}

export function argsPtr(): usize { return ARGS; }
export function apply(player: i32, type: i32): i32 { return applyAction(player, type); }
export function legalActions(player: i32): i32 { return enumerate(player); }
export function legalPtr(): usize { return LEGAL; }
export function recordWidth(): i32 { return RECORD_WIDTH; }

export function chanceKind(): i32 { return g8(G_CHANCE); }
export function chanceCount(): i32 { return pendingCount(); }
export function chanceRange(i: i32): i32 { return pendingRange(i); }
export function supplyChance(a: i32, b: i32, c: i32): i32 { forgetReach(); return supply(a, b, c); }

export function statePtr(): usize { return STATE; }
export function stateSize(): i32 { return STATE_SIZE; }
/** After the host wrote a snapshot into the state block: rebuild what is derived from it. */
export function restored(): void { buildTopology(g8(G_BOARD)); forgetReach(); }

/** 64-bit FNV-1a over the shared part of the state block, eight bytes at a time. */
export function hash(): u64 {
  let h: u64 = 0xcbf29ce484222325;
  for (let i = 0; i < PRIVATE_START; i += 8) {
    h = (h ^ load<u64>(STATE + <usize>i)) * 0x100000001b3;
    h ^= h >> 29;
  }
  return h;
}

/** The winning seat, or -1: a scalar, so a replay asks "is it over?" per entry without a view. */
export function winner(): i32 { const w = g8(G_WINNER); return w == NONE ? -1 : w; }

export function outPtr(): usize { return OUT; }
export function view(viewer: i32): i32 { outReset(); writeView(viewer); return outLength; }
export function schema(): i32 {
  outReset();
  wRaw(SCHEMA);
  // Each deck's cards in token order before any shuffle: what the encrypted decks start from.
  wRaw(',"progressDecks":[');
  for (let deck = 0; deck < 3; deck++) {
    if (deck > 0) wChar(44);
    wChar(91);
    let first = true;
    for (let c = 0; c < CARD_TYPES; c++) {
      if (deckOf(c) != deck) continue;
      for (let k = 0; k < CARD_COPIES[c]; k++) { if (!first) wChar(44); wStr(CARD_NAMES[c]); first = false; }
    }
    wChar(93);
  }
  wRaw(']}');
  return outLength;
}
export function errorText(code: i32): i32 { outReset(); wRaw(errorMessage(code)); return outLength; }

export function vertexId(h: i32, corner: i32): i32 { return vertexOf(h, corner); }
export function edgeId(h: i32, side: i32): i32 { return edgeOf(h, side); }
export function vertexAlias(v: i32): i32 { return vertexAliasHex(v) * 8 + vertexAliasCorner(v); }
export function edgeAlias(e: i32): i32 { return edgeAliasHex(e) * 8 + edgeAliasSide(e); }

export function simulate(mode: i32, games: i32, players: i32, board: i32, seedLo: u32, seedHi: u32, maxTurns: i32, checkAll: bool, options: i32): i32 {
  runSimulation(mode, games, players, board, (<u64>seedHi << 32) | <u64>seedLo, maxTurns, checkAll, options);
  outReset();
  writeSimulationStats();
  return outLength;
}
export function invariants(): i32 { return brokenInvariants(); }
