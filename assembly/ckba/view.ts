// The view's "ckba" object (docs/actions.md): what a board renderer and a scoreboard need in this
// mode. Barbarians per hex, conquered hexes and buildings, knights on paths, gold and prisoners.

import { NONE, playerCount } from '../core/layout';
import { wBool, wChar, wInt, wKeyText, wRawText } from '../core/json';
import { utf8 } from '../core/utf8';
import { edgeAliasHex, edgeAliasSide, hexCount, vertexAliasCorner, vertexAliasHex, vertexCount } from '../board/topology';
import { CASTLE_HEX, COMBAT_ORDER, DESERT_HEX } from './castle';
import { buildingConquered, hexConquered } from './conquest';
import { slotActive, slotEdge, slotLevel, slotOwner, slotSteps } from './pathKnights';
import { battlesRunning } from './combat';
import { KNIGHT_SLOTS, R_GOLD_BOUGHT, R_KNIGHTS_MOVED, R_LANDING_LEFT, barbariansOn, goldOf, prisonersOf } from './region';
import { g8 } from '../core/layout';

function wEdge(e: i32): void { wChar(91); wInt(edgeAliasHex(e)); wChar(44); wInt(edgeAliasSide(e)); wChar(93); }
function wVertex(v: i32): void { wChar(91); wInt(vertexAliasHex(v)); wChar(44); wInt(vertexAliasCorner(v)); wChar(93); }

export function writeCKBA(): void {
  wKeyText(utf8('ckba')); wChar(123);
  wKeyText(utf8('castle'), true); wInt(CASTLE_HEX);
  wKeyText(utf8('desert')); wInt(DESERT_HEX);
  wKeyText(utf8('coast')); wChar(91);
  for (let i = 0; i < COMBAT_ORDER.length; i++) { if (i > 0) wChar(44); wInt(COMBAT_ORDER[i]); }
  wChar(93);
  wKeyText(utf8('barbarians')); wChar(91);
  for (let h = 0; h < hexCount; h++) { if (h > 0) wChar(44); wInt(barbariansOn(h)); }
  wChar(93);
  wKeyText(utf8('conqueredHexes')); wChar(91);
  let first = true;
  for (let h = 0; h < hexCount; h++) {
    if (!hexConquered(h)) continue;
    if (!first) wChar(44);
    first = false; wInt(h);
  }
  wChar(93);
  wKeyText(utf8('conqueredBuildings')); wChar(91);
  first = true;
  for (let v = 0; v < vertexCount; v++) {
    if (!buildingConquered(v)) continue;
    if (!first) wChar(44);
    first = false; wVertex(v);
  }
  wChar(93);
  wKeyText(utf8('knights')); wChar(91);
  first = true;
  for (let k = 0; k < KNIGHT_SLOTS; k++) {
    const e = slotEdge(k);
    if (e == NONE) continue;
    if (!first) wChar(44);
    first = false;
    wRawText(utf8('{"edge":')); wEdge(e);
    wRawText(utf8(',"owner":')); wInt(slotOwner(k));
    wRawText(utf8(',"level":')); wInt(slotLevel(k));
    wRawText(utf8(',"active":')); wBool(slotActive(k));
    wRawText(utf8(',"moved":')); wInt(slotSteps(k));
    wChar(125);
  }
  wChar(93);
  wKeyText(utf8('players')); wChar(91);
  for (let p = 0; p < playerCount(); p++) {
    if (p > 0) wChar(44);
    wRawText(utf8('{"gold":')); wInt(goldOf(p));
    wRawText(utf8(',"prisoners":')); wInt(prisonersOf(p));
    wChar(125);
  }
  wChar(93);
  wKeyText(utf8('goldBoughtThisTurn')); wInt(g8(R_GOLD_BOUGHT));
  wKeyText(utf8('knightsMoved')); wBool(g8(R_KNIGHTS_MOVED) != 0);
  wKeyText(utf8('landingRollsLeft')); wInt(g8(R_LANDING_LEFT));
  wKeyText(utf8('battles')); wBool(battlesRunning());
  wChar(125);
}
