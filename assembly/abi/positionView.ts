// The numbers the search bot's value function reads (src/bots/position.ts), as i32s in OUT: what
// view(viewer) shows of them, without building and parsing its JSON (a bot scores thousands of
// positions a decision). The same visibility rules as abi/view.ts: another player's hand only in a
// hands-up game, progress cards and hidden points only to their owner. tests/bots/position.test.ts
// checks this against the view, field by field, for every seat of real positions.

import { G_PHASE, G_ROBBER, G_WINNER, NONE, E_OWNER, P_CITIES_LEFT, P_DEV, P_DEV_NEW, P_KNIGHTS_PLAYED, P_ROADS_LEFT,
  P_ROAD_LENGTH, P_SETTLEMENTS_LEFT, g8, isCK, pg } from '../core/layout';
import { OUT } from '../core/json';
import { PH_GAME_OVER } from '../core/phases';
import { DEV_KINDS, PIECE_CITY, PIECE_DAMAGED, PIECE_SETTLEMENT, handOf, handTotal, kindCount, ownerAt, pieceAt } from '../rules/hand';
import { publicPoints, totalVictoryPoints } from '../rules/points';
import { developmentTokenCount, knownHiddenVictory, sealedDevelopment } from '../rules/sealedDevelopment';
import { edgeAliasHex, edgeAliasSide, edgeCount, vertexAliasCorner, vertexAliasHex, vertexCount } from '../board/topology';
import { activeStrength, isKnight, knightActive, knightLevel } from '../ck/knights';
import { ATTACK_AT, barbarianStrength, knightStrength } from '../ck/barbarians';
import { C_BARBARIANS } from '../core/layout';
import { TRACK_POLITICS, TRACK_SCIENCE, TRACK_TRADE, hasWall, level, metropolisAt } from '../ck/cities';
import { knownCard, progressCount, progressToken } from '../ck/progress';
import { handVisible } from '../variants/handsUp';
import { seatCount } from '../core/options';

// Header slots, then one block of PLAYER_SLOTS per seat, then the pieces (3 slots each), then the
// viewer's roads (1 slot each). Mirrored by src/bots/position.ts.
const HEADER = 10;
const PLAYER_SLOTS = 32;
const MAX_PROGRESS = 6;
// piece bits: kind in the low 3 bits, then wall, metropolis, knight level (2 bits), knight active
const KIND_SETTLEMENT = 1;
const KIND_CITY = 2;
const KIND_DAMAGED = 3;
const KIND_KNIGHT = 4;

let at: i32 = 0;
@inline function put(n: i32): void { store<i32>(OUT + (<usize>at << 2), n); at++; }
@inline function putAt(slot: i32, n: i32): void { store<i32>(OUT + (<usize>slot << 2), n); }
@inline function vertexCode(v: i32): i32 { return vertexAliasHex(v) * 6 + vertexAliasCorner(v); }

function writePlayer(p: i32, viewer: i32): void {
  const start = at;
  const sees = viewer == -1 || viewer == p;
  const hidden = sees && sealedDevelopment() ? knownHiddenVictory(p) : 0;
  put(sees || g8(G_PHASE) == PH_GAME_OVER ? totalVictoryPoints(p) + hidden : publicPoints(p));
  put(handTotal(p));
  const visible = handVisible(viewer, p);
  put(visible ? 1 : 0);
  for (let k = 0; k < 8; k++) put(visible && k < kindCount() ? handOf(p, k) : 0);
  const progress = progressCount(p);
  put(progress);
  put(sees ? min(progress, MAX_PROGRESS) : -1);
  for (let i = 0; i < MAX_PROGRESS; i++) {
    const card = sees && i < progress ? knownCard(progressToken(p, i)) : NONE;
    put(card == NONE ? -1 : card);
  }
  put(level(p, TRACK_TRADE)); put(level(p, TRACK_POLITICS)); put(level(p, TRACK_SCIENCE));
  put(pg(p, P_ROAD_LENGTH));
  put(activeStrength(p));
  put(pg(p, P_KNIGHTS_PLAYED));
  let devs = 0;
  if (sealedDevelopment()) devs = developmentTokenCount(p);
  else for (let c = 0; c < DEV_KINDS; c++) devs += pg(p, P_DEV + c) + pg(p, P_DEV_NEW + c);
  put(devs);
  put(pg(p, P_ROADS_LEFT)); put(pg(p, P_SETTLEMENTS_LEFT)); put(pg(p, P_CITIES_LEFT));
  while (at < start + PLAYER_SLOTS) put(0);
}

/** Writes the position as `viewer` may know it; returns the number of i32s written. */
export function writePositionView(viewer: i32): i32 {
  at = 0;
  const w = g8(G_WINNER);
  put(w == NONE ? -1 : w);
  const robber = g8(G_ROBBER);
  put(robber == NONE ? -1 : robber);
  const seats = seatCount();
  put(seats);
  const ck = isCK();
  put(ck ? 1 : 0);
  put(ck ? g8(C_BARBARIANS) : 0);
  put(ck ? ATTACK_AT : 0);
  put(ck ? barbarianStrength() : 0);
  put(ck ? knightStrength() : 0);
  at = HEADER;
  for (let p = 0; p < seats; p++) writePlayer(p, viewer);
  // the pieces in the view's order: per player its settlements, its cities, its knights
  const piecesAt = at;
  for (let p = 0; p < seats; p++) {
    for (let v = 0; v < vertexCount; v++) {
      if (pieceAt(v) == PIECE_SETTLEMENT && ownerAt(v) == p) { put(vertexCode(v)); put(p); put(KIND_SETTLEMENT); }
    }
    for (let v = 0; v < vertexCount; v++) {
      const piece = pieceAt(v);
      if ((piece != PIECE_CITY && piece != PIECE_DAMAGED) || ownerAt(v) != p) continue;
      put(vertexCode(v)); put(p);
      put((piece == PIECE_DAMAGED ? KIND_DAMAGED : KIND_CITY) | (hasWall(v) ? 8 : 0) | (metropolisAt(v) >= 0 ? 16 : 0));
    }
    for (let v = 0; v < vertexCount; v++) {
      if (!isKnight(v) || ownerAt(v) != p) continue;
      put(vertexCode(v)); put(p); put(KIND_KNIGHT | (knightLevel(v) << 5) | (knightActive(v) ? 128 : 0));
    }
  }
  putAt(8, (at - piecesAt) / 3);
  const roadsAt = at;
  if (viewer >= 0) {
    for (let e = 0; e < edgeCount; e++) if (g8(E_OWNER + e) == viewer) put(edgeAliasHex(e) * 6 + edgeAliasSide(e));
  }
  putAt(9, at - roadsAt);
  return at;
}
