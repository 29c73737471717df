// The flow of a game: set-up rounds (1..n, then n..1), turns, the 5-6 player special building phase,
// and victory, which only the player whose turn it is can claim, at any moment of that turn.

import {
  F_SPECIAL_BUILD, G_ACTOR, G_CARD_PLAYED, G_CHANCE, G_CURRENT, G_DIE_EVENT, G_DIE_RED, G_DIE_YELLOW, G_LAST_SETTLEMENT,
  G_PHASE, G_SETUP_STEP, G_TURN, G_WINNER, NONE, g16, g32, g8, hasFlag, isCK, playerCount, s16, s32, s8,
} from '../core/layout';
import { placeRoad, distanceRuleHolds } from './build';
import { E_NO_SUCH_PLACE, E_NO_LAND, E_OCCUPIED, E_DISTANCE_RULE, E_ROAD_EXISTS, E_ROAD_ON_WATER, E_SETUP_ROAD_FAR, OK } from '../core/errors';
import { edgeTouchesLand, vertexTouchesLand } from '../board/sea';
import { PIECE_NONE, bankOf, pieceAt, placeSettlementPiece, receive, upgradeToCity } from './hand';
import { totalVictoryPoints } from './points';
import { stalledAfterTurn } from './stalemate';
import { updateLongestRoadAfterRoad } from './longestRoad';
import { edgeCount, edgeVertex, vertexCount, vertexHex } from '../board/topology';
import { DESERT, terrainOf } from '../board/board';
import { roadAt } from './build';
import { CH_DICE, CH_NONE, PH_GAME_OVER, PH_MAIN, PH_ROLL, PH_SETUP_ROAD, PH_SETUP_SETTLEMENT, PH_SPECIAL_BUILD } from '../core/phases';
import { produce } from './production';
import { startSeven } from './robber';
import { ripenDevelopmentCards } from './development';
import { closeTrade } from './trade';
import {
  hooks, asks, ASK_SETTLEMENT_PLACED, ASK_TAKES_ROLL, ASK_NOTE_ROLL, ASK_PHASE_AFTER_ROLL, ASK_TURN_ENDED,
} from './modeHooks';

export function victoryTarget(): i32 { return isCK() ? 13 : 10; }

// ---- set-up ----

export function checkSetupSettlement(v: i32): i32 {
  if (v < 0 || v >= vertexCount) return E_NO_SUCH_PLACE;
  if (pieceAt(v) != PIECE_NONE) return E_OCCUPIED;
  if (!vertexTouchesLand(v)) return E_NO_LAND;
  return distanceRuleHolds(v) ? OK : E_DISTANCE_RULE;
}

/** In the second round each player takes one resource per terrain next to the new settlement. */
export function setupSettlement(p: i32, v: i32): void {
  placeSettlementPiece(p, v);
  if (asks(ASK_SETTLEMENT_PLACED)) hooks.settlementPlaced(p, v);
  if (g8(G_SETUP_STEP) >= playerCount()) takeStartingResources(p, v);
  afterSetupPiece(v);
}

/** Cities & Knights: the second round places a city, which brings one resource per terrain (000). */
export function checkSetupCity(v: i32): i32 { return checkSetupSettlement(v); }

export function setupCity(p: i32, v: i32): void {
  placeSettlementPiece(p, v);
  upgradeToCity(p, v);
  takeStartingResources(p, v);
  afterSetupPiece(v);
}

function takeStartingResources(p: i32, v: i32): void {
  for (let i = 0; i < 3; i++) {
    const h = vertexHex(v, i);
    if (h == NONE) continue;
    const kind = terrainOf(h);
    if (kind < DESERT && bankOf(kind) > 0) receive(p, kind, 1); // not the desert, not the sea
  }
}

function afterSetupPiece(v: i32): void {
  s16(G_LAST_SETTLEMENT, v);
  s8(G_PHASE, PH_SETUP_ROAD);
}

export function checkSetupRoad(e: i32): i32 {
  if (e < 0 || e >= edgeCount) return E_NO_SUCH_PLACE;
  if (roadAt(e) != NONE) return E_ROAD_EXISTS;
  if (!edgeTouchesLand(e)) return E_ROAD_ON_WATER; // set-up places roads, not bridges
  const last = g16(G_LAST_SETTLEMENT);
  return edgeVertex(e, 0) == last || edgeVertex(e, 1) == last ? OK : E_SETUP_ROAD_FAR;
}

export function setupRoad(p: i32, e: i32): void {
  placeRoad(p, e);
  updateLongestRoadAfterRoad(p, e);
  const n = playerCount();
  const step = g8(G_SETUP_STEP) + 1;
  s8(G_SETUP_STEP, step);
  if (step == 2 * n) {
    s8(G_CURRENT, 0);
    s32(G_TURN, 1);
    s8(G_PHASE, PH_ROLL);
    return;
  }
  s8(G_CURRENT, step < n ? step : 2 * n - 1 - step);
  s8(G_PHASE, PH_SETUP_SETTLEMENT);
}

// ---- the roll ----

export function roll(): void { s8(G_CHANCE, CH_DICE); }

export function resolveDice(yellow: i32, red: i32, event: i32): void {
  s8(G_DIE_YELLOW, yellow);
  s8(G_DIE_RED, red);
  s8(G_DIE_EVENT, event);
  s8(G_CHANCE, CH_NONE);
  if (asks(ASK_TAKES_ROLL) && hooks.takesRoll()) return;
  const total = yellow + red;
  if (asks(ASK_NOTE_ROLL)) hooks.noteRoll(total);
  if (total == 7) startSeven();
  else {
    produce(total);
    s8(G_PHASE, asks(ASK_PHASE_AFTER_ROLL) ? hooks.phaseAfterRoll() : PH_MAIN);
  }
}

// ---- end of a turn ----

export function endTurn(p: i32): void {
  closeTrade();
  ripenDevelopmentCards(p);
  s8(G_CARD_PLAYED, 0);
  if (asks(ASK_TURN_ENDED)) hooks.turnEnded();
  if (stalledAfterTurn()) return;
  if (hasFlag(F_SPECIAL_BUILD)) {
    s8(G_ACTOR, (p + 1) % playerCount());
    s8(G_PHASE, PH_SPECIAL_BUILD);
    return;
  }
  startNextTurn();
}

/** Special building phase: each other player in turn order builds, then the next turn starts. */
export function endSpecialBuild(): void {
  // Base 5-6: a card bought in the special building phase was not bought on the buyer's own turn,
  // so it may be played on their next turn (docs/rules-decisions.md).
  if (!isCK()) ripenDevelopmentCards(g8(G_ACTOR));
  const next = (g8(G_ACTOR) + 1) % playerCount();
  if (next == g8(G_CURRENT)) {
    s8(G_ACTOR, NONE);
    startNextTurn();
  } else s8(G_ACTOR, next);
}

function startNextTurn(): void {
  s8(G_CURRENT, (g8(G_CURRENT) + 1) % playerCount());
  s32(G_TURN, g32(G_TURN) + 1);
  s8(G_PHASE, PH_ROLL);
  checkVictory();
}

/** A player who has the target on their own turn wins at once (001 fn 41: even before rolling). */
export function checkVictory(): void {
  const phase = g8(G_PHASE);
  if (phase == PH_GAME_OVER || phase == PH_SETUP_SETTLEMENT || phase == PH_SETUP_ROAD) return;
  // 5-6 players: the special building phase comes after the current player's turn has ended, so
  // nobody can win in it (001 fn 41, fn 49; RULES.md); the check runs again when the next turn starts.
  if (phase == PH_SPECIAL_BUILD) return;
  const p = g8(G_CURRENT);
  if (totalVictoryPoints(p) >= victoryTarget()) {
    s8(G_WINNER, p);
    s8(G_PHASE, PH_GAME_OVER);
  }
}
