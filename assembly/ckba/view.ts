// The view's "ckba" object (docs/actions.md): what a board renderer and a scoreboard need in this
// mode. Barbarians per hex, conquered hexes and buildings, knights on paths, gold and prisoners, and
// how near a stalled game is to its end (stalemate.ts).

import { NONE, playerCount } from '../core/layout';
import { wChar, wInt, wKey, wRaw } from '../core/json';
import { edgeAliasHex, edgeAliasSide, hexCount, vertexAliasCorner, vertexAliasHex, vertexCount } from '../board/topology';
import { CASTLE_HEX, COMBAT_ORDER, DESERT_HEX } from './castle';
import { buildingConquered, hexConquered } from './conquest';
import { slotActive, slotEdge, slotLevel, slotOwner, slotSteps } from './pathKnights';
import { battlesRunning } from './combat';
import { quietTurns, stalemateLimit } from './stalemate';
import { KNIGHT_SLOTS, R_GOLD_BOUGHT, R_KNIGHTS_MOVED, R_LANDING_LEFT, barbariansOn, goldOf, prisonersOf } from './region';
import { g8 } from '../core/layout';

function wEdge(e: i32): void { wChar(91); wInt(edgeAliasHex(e)); wChar(44); wInt(edgeAliasSide(e)); wChar(93); }
function wVertex(v: i32): void { wChar(91); wInt(vertexAliasHex(v)); wChar(44); wInt(vertexAliasCorner(v)); wChar(93); }

export function writeCKBA(): void {
  wKey('ckba'); wChar(123);
  wKey('castle', true); wInt(CASTLE_HEX);
  wKey('desert'); wInt(DESERT_HEX);
  wKey('coast'); wChar(91);
  for (let i = 0; i < COMBAT_ORDER.length; i++) { if (i > 0) wChar(44); wInt(COMBAT_ORDER[i]); }
  wChar(93);
  wKey('barbarians'); wChar(91);
  for (let h = 0; h < hexCount; h++) { if (h > 0) wChar(44); wInt(barbariansOn(h)); }
  wChar(93);
  wKey('conqueredHexes'); wChar(91);
  let first = true;
  for (let h = 0; h < hexCount; h++) {
    if (!hexConquered(h)) continue;
    if (!first) wChar(44);
    first = false; wInt(h);
  }
  wChar(93);
  wKey('conqueredBuildings'); wChar(91);
  first = true;
  for (let v = 0; v < vertexCount; v++) {
    if (!buildingConquered(v)) continue;
    if (!first) wChar(44);
    first = false; wVertex(v);
  }
  wChar(93);
  wKey('knights'); wChar(91);
  first = true;
  for (let k = 0; k < KNIGHT_SLOTS; k++) {
    const e = slotEdge(k);
    if (e == NONE) continue;
    if (!first) wChar(44);
    first = false;
    wRaw('{"edge":'); wEdge(e);
    wRaw(',"owner":'); wInt(slotOwner(k));
    wRaw(',"level":'); wInt(slotLevel(k));
    wRaw(',"active":'); wRaw(slotActive(k) ? 'true' : 'false');
    wRaw(',"moved":'); wInt(slotSteps(k));
    wChar(125);
  }
  wChar(93);
  wKey('players'); wChar(91);
  for (let p = 0; p < playerCount(); p++) {
    if (p > 0) wChar(44);
    wRaw('{"gold":'); wInt(goldOf(p));
    wRaw(',"prisoners":'); wInt(prisonersOf(p));
    wChar(125);
  }
  wChar(93);
  wKey('goldBoughtThisTurn'); wInt(g8(R_GOLD_BOUGHT));
  wKey('knightsMoved'); wRaw(g8(R_KNIGHTS_MOVED) != 0 ? 'true' : 'false');
  wKey('landingRollsLeft'); wInt(g8(R_LANDING_LEFT));
  wKey('battles'); wRaw(battlesRunning() ? 'true' : 'false');
  wKey('quietTurns'); wInt(quietTurns());
  wKey('stalemateAfter'); wInt(stalemateLimit());
  wChar(125);
}
