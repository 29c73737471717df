// Creating a game: supply, pieces, the board (random from the seed, or explicit), first phase.

import { gameInPlace } from './derived';
import {
  B_HARBOR_KIND, B_NUMBER, B_TERRAIN, BANK, G_ACTOR, G_BOARD, G_CHANCE_PLAYER,
  F_SEA_FRAME, G_CURRENT, G_FLAGS, G_HARBOR_COUNT, G_LARGEST_ARMY, G_LONGEST_ROAD, G_MODE, G_PHASE, G_PLAYERS, G_SUPPLY, G_WINNER,
  MAX_HARBORS, NONE, V_OWNER, E_OWNER, MAX_VERTICES, MAX_EDGES, STATE, clearState, g8, s16, s8,
  C_RESPONDER, C_ROLL_STEP, C_TARGET,
} from '../core/layout';
import { buildTopology, edgeCount, edgeOf, firstFrameHex, hexCount, vertexCount, writeRowsProblem } from '../board/topology';
import { wChar, wInt, wRawText } from '../core/json';
import { utf8 } from '../core/utf8';
import { addHarborEdge, generateBoard, placeRobberOnDesert, DESERT, HARBOR_GENERIC, SEA } from '../board/board';
import { generateIslands } from '../board/islandBoards';
import {
  LAYOUT_BIG_ISLANDS, LAYOUT_COUNT, LAYOUT_CUSTOM, LAYOUT_EXTENDED, LAYOUT_ISLANDS, LAYOUT_STANDARD,
  applyLayoutRules, maxPlayers, minPlayers, writeRows,
} from '../board/layouts';
import { seedRng } from '../core/rng';
import { KINDS, RESOURCES, initPlayerSupply } from './hand';
import { fillDevelopmentDeck } from './development';
import { K_VICTIM, MODE_CKBA, STEP_DONE, V_BITS } from '../core/layout';
import { hooks } from './modeHooks';

const COMMODITY_SUPPLY = 12;
const CK_MAX_PLAYERS = 6;
import { PH_SETUP_SETTLEMENT } from '../core/phases';
import { E_BAD_ARGUMENT, E_BAD_PLAYER, E_HARBOR_NOT_COAST, E_LAYOUT_NOT_CK, E_VARIANT_MODE, OK } from '../core/errors';
import { isCoast, noteSea } from '../board/sea';

/**
 * Sets up a new game. mode 0 base, 1 C&K, 2 ckba (Barbarian Attack with C&K); layout: LAYOUT_* (layouts.ts).
 * A named layout is built at once (random from the seed unless explicitBoard); LAYOUT_CUSTOM waits for
 * setRow and shapeBoard. flags: G_FLAGS in the low 16 bits, the 001 variants (variants/flags.ts) in the
 * high 16. Two players on the standard board of the base game: Catan for Two.
 */
export function newGame(mode: i32, players: i32, layout: i32, flags: i32, seed: u64, explicitBoard: bool): i32 {
  if (mode < 0 || mode > MODE_CKBA) return E_BAD_ARGUMENT;
  if (layout < 0 || layout >= LAYOUT_COUNT || (layout == LAYOUT_CUSTOM && !explicitBoard)) return E_BAD_ARGUMENT;
  // Barbarian Attack is played on its own castle board, a standard 19-hex island.
  if (mode == MODE_CKBA && layout != LAYOUT_STANDARD) return E_BAD_ARGUMENT;
  // Cities & Knights keeps vertex ids and player masks in bytes: its boards are the standard ones or small custom ones.
  if (mode != 0 && layout != LAYOUT_STANDARD && layout != LAYOUT_EXTENDED && layout != LAYOUT_CUSTOM) return E_LAYOUT_NOT_CK;
  const twoPlayer = players == 2 && mode == 0 && layout == LAYOUT_STANDARD;
  if (!twoPlayer && (players < minPlayers(layout) || players > (mode != 0 ? min(CK_MAX_PLAYERS, maxPlayers(layout)) : maxPlayers(layout)))) return E_BAD_PLAYER;
  const variants = (flags >>> 16) & 0xffff;
  if (!hooks.variantsAllowed(variants, mode, layout, players)) return E_VARIANT_MODE;
  clearState();
  s8(G_MODE, mode);
  s8(G_PLAYERS, players);
  s8(G_BOARD, layout);
  s16(G_FLAGS, (flags & 0xffff & ~F_SEA_FRAME) | (hooks.seaFrame(variants, layout) ? F_SEA_FRAME : 0));
  s16(V_BITS, variants);
  s8(K_VICTIM, NONE);
  applyLayoutRules(layout, players);
  hooks.adjustRules();
  seedRng(seed);
  if (layout != LAYOUT_CUSTOM) {
    writeRows(layout);
    buildTopology();
    for (let h = firstFrameHex; h < hexCount; h++) s8(B_TERRAIN + h, SEA);
  }
  gameInPlace();
  memory.fill(STATE + <usize>V_OWNER, <u8>NONE, MAX_VERTICES);
  memory.fill(STATE + <usize>E_OWNER, <u8>NONE, MAX_EDGES);
  const supply = g8(G_SUPPLY);
  for (let k = 0; k < KINDS; k++) s8(BANK + k, k < RESOURCES ? supply : mode != 0 ? COMMODITY_SUPPLY : 0);
  for (let p = 0; p < players; p++) {
    initPlayerSupply(p);
    hooks.seatPlayer(p);
  }
  if (mode == 0) fillDevelopmentDeck();
  hooks.startGame();
  s8(C_ROLL_STEP, STEP_DONE);
  s8(C_RESPONDER, NONE);
  s8(C_TARGET, NONE);
  s8(G_WINNER, NONE);
  s8(G_LONGEST_ROAD, NONE);
  s8(G_LARGEST_ARMY, NONE);
  s8(G_ACTOR, NONE);
  s8(G_CHANCE_PLAYER, NONE);
  s8(G_CURRENT, 0);
  s8(G_PHASE, PH_SETUP_SETTLEMENT);
  if (!explicitBoard && !hooks.layBoard()) {
    if (layout == LAYOUT_ISLANDS || layout == LAYOUT_BIG_ISLANDS) generateIslands(layout == LAYOUT_BIG_ISLANDS);
    else generateBoard();
  }
  noteSea();
  if (!explicitBoard && hooks.boardProblem() != OK) return hooks.boardProblem();
  hooks.finishSetup();
  return OK;
}

/**
 * A custom board's shape, after its rows were set (layouts.ts setRow): builds the graph. Returns
 * true, or false with the reason why the rows make no board written into OUT.
 */
export function shapeBoard(): bool {
  if (writeRowsProblem()) return false;
  if (!buildTopology()) {
    wRawText(utf8('too many intersections or paths (at most ')); wInt(MAX_VERTICES);
    wRawText(utf8(' and ')); wInt(MAX_EDGES); wChar(41);
    return false;
  }
  if (g8(G_MODE) == 1 && (vertexCount >= NONE || edgeCount >= NONE)) {
    wRawText(utf8('Cities & Knights boards have at most 254 intersections and paths'));
    return false;
  }
  return true;
}

export function setHex(hex: i32, terrain: i32, num: i32): i32 {
  if (hex < 0 || hex >= hexCount || terrain < 0 || terrain > SEA) return E_BAD_ARGUMENT;
  if (terrain >= DESERT ? num != 0 : (num < 2 || num > 12 || num == 7)) return E_BAD_ARGUMENT;
  s8(B_TERRAIN + hex, terrain);
  s8(B_NUMBER + hex, num);
  return OK;
}

export function addHarbor(hex: i32, side: i32, kind: i32): i32 {
  const e = edgeOf(hex, side);
  if (e < 0 || kind < 0 || kind > HARBOR_GENERIC || g8(G_HARBOR_COUNT) >= MAX_HARBORS) return E_BAD_ARGUMENT;
  if (!isCoast(e)) return E_HARBOR_NOT_COAST;
  addHarborEdge(e, kind);
  return OK;
}

/** After an explicit board's hexes and harbors: OK, or why the chosen variants cannot play on it. */
export function finishBoard(): i32 {
  placeRobberOnDesert();
  noteSea();
  hooks.explicitBoardLaid();
  return hooks.boardProblem();
}
