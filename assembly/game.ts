// Creating a game: supply, pieces, the board (random from the seed, or explicit), first phase.

import {
  B_HARBOR_EDGE, B_HARBOR_KIND, B_NUMBER, B_TERRAIN, BANK, G_ACTOR, G_BOARD, G_CHANCE_PLAYER,
  G_CURRENT, G_FLAGS, G_HARBOR_COUNT, G_LARGEST_ARMY, G_LONGEST_ROAD, G_MODE, G_PHASE, G_PLAYERS, G_WINNER,
  MAX_HARBORS, NONE, V_OWNER, E_OWNER, MAX_VERTICES, MAX_EDGES, STATE, clearState, g8, s16, s8,
  G_ROBBER, C_DEFENDERS_LEFT, C_FLEET_KIND, C_MERCHANT_HEX, C_MERCHANT_OWNER, C_METROPOLIS, C_RESPONDER, C_ROLL_STEP, C_TARGET,
} from './layout';
import { buildTopology, edgeOf, hexCount } from './topology';
import { generateBoard, placeRobberOnDesert, DESERT, HARBOR_GENERIC } from './board';
import { seedRng } from './rng';
import { KINDS, RESOURCES, initPlayerSupply } from './hand';
import { fillDevelopmentDeck } from './development';
import { forgetReach, initKnightPieces } from './knights';
import { initCityPieces } from './cities';
import { shuffleDecks } from './progress';
import { STEP_DONE } from './ckroll';
import { MODE_CKBA, isCKBA } from './ckba/region';
import { generateCastleBoard } from './ckba/castle';
import { placeStartingBarbarians, startCKBA } from './ckba/setup';

const COMMODITY_SUPPLY = 12;
import { PH_SETUP_SETTLEMENT } from './phases';
import { E_BAD_ARGUMENT, E_BAD_PLAYER, OK } from './errors';

/** Sets up a new game. mode 0 base, 1 C&K; board 0 standard, 1 extended (5-6 players). */
export function newGame(mode: i32, players: i32, board: i32, flags: i32, seed: u64, explicitBoard: bool): i32 {
  if (mode < 0 || mode > MODE_CKBA) return E_BAD_ARGUMENT;
  if (mode == MODE_CKBA && board != 0) return E_BAD_ARGUMENT;
  if (board < 0 || board > 1) return E_BAD_ARGUMENT;
  if (board == 0 && (players < 3 || players > 4)) return E_BAD_PLAYER;
  if (board == 1 && (players < 5 || players > 6)) return E_BAD_PLAYER;
  clearState();
  s8(G_MODE, mode);
  s8(G_PLAYERS, players);
  s8(G_BOARD, board);
  s16(G_FLAGS, flags);
  seedRng(seed);
  buildTopology(board);
  forgetReach();
  memory.fill(STATE + <usize>V_OWNER, <u8>NONE, MAX_VERTICES);
  memory.fill(STATE + <usize>E_OWNER, <u8>NONE, MAX_EDGES);
  for (let k = 0; k < KINDS; k++) s8(BANK + k, k < RESOURCES ? (board == 1 ? 24 : 19) : mode != 0 ? COMMODITY_SUPPLY : 0);
  for (let p = 0; p < players; p++) {
    initPlayerSupply(p);
    if (mode != 0) { initKnightPieces(p); initCityPieces(p); }
  }
  if (mode == 0) fillDevelopmentDeck(board == 1);
  else {
    shuffleDecks();
    s8(C_DEFENDERS_LEFT, 6);
    s8(C_MERCHANT_HEX, NONE);
    s8(C_MERCHANT_OWNER, NONE);
    for (let t = 0; t < 3; t++) s8(C_METROPOLIS + t, NONE);
    s8(C_FLEET_KIND, NONE);
  }
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
  if (mode == MODE_CKBA) startCKBA();
  if (!explicitBoard) { if (mode == MODE_CKBA) generateCastleBoard(); else generateBoard(); if (mode == MODE_CKBA) placeStartingBarbarians(); }
  return OK;
}

export function setHex(hex: i32, terrain: i32, num: i32): i32 {
  if (hex < 0 || hex >= hexCount || terrain < 0 || terrain > DESERT) return E_BAD_ARGUMENT;
  if (terrain == DESERT ? num != 0 : (num < 2 || num > 12 || num == 7)) return E_BAD_ARGUMENT;
  s8(B_TERRAIN + hex, terrain);
  s8(B_NUMBER + hex, num);
  return OK;
}

export function addHarbor(hex: i32, side: i32, kind: i32): i32 {
  const e = edgeOf(hex, side);
  const i = g8(G_HARBOR_COUNT);
  if (e < 0 || kind < 0 || kind > HARBOR_GENERIC || i >= MAX_HARBORS) return E_BAD_ARGUMENT;
  s8(B_HARBOR_EDGE + i, e);
  s8(B_HARBOR_KIND + i, kind);
  s8(G_HARBOR_COUNT, i + 1);
  return OK;
}

export function finishBoard(): void { placeRobberOnDesert(); if (isCKBA()) { s8(G_ROBBER, NONE); placeStartingBarbarians(); } }

