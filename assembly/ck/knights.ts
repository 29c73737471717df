// Knights (Cities & Knights): build (inactive), activate (1 grain; cannot act the same turn), promote
// (once a turn; mighty needs the Fortress), and act once when active: move along your own roads,
// displace a weaker opponent knight (its owner relocates it or loses it), or chase the robber.
// A knight moves through empty intersections and intersections holding its owner's pieces (002).

import { derivedEpoch } from '../rules/derived';
import {
  MAX_VERTICES, C_ATTACKS, CP_IMPROVEMENT, CP_KNIGHTS_LEFT, E_OWNER, G_ROBBER, NONE, V_EXTRA, V_OWNER, V_PIECE, cg, cs, g8, s8,
} from '../core/layout';
import { PIECE_KNIGHT, PIECE_NONE, canPay, ownerAt, pay, pieceAt } from '../rules/hand';
import {
  E_CANNOT_AFFORD, E_KNIGHT_BUSY, E_KNIGHT_INACTIVE, E_NEEDS_FORTRESS, E_NOT_CONNECTED, E_NOT_YOUR_KNIGHT,
  E_NO_PIECES_LEFT, E_NO_SUCH_PLACE, E_OCCUPIED, E_ROBBER_ASLEEP, E_ROBBER_NOT_ADJACENT, E_TOO_STRONG, OK,
} from '../core/errors';
import { otherEnd, vertexCount, vertexEdge, vertexHex, NO_ID } from '../board/topology';
import { noteKnightAt } from '../rules/longestRoad';
import { ABILITY_LEVEL, TRACK_POLITICS } from './cities';
import { put } from '../core/put';

const LEVEL_MASK = 3;
const ACTIVE = 4;
const PROMOTED = 8; // promoted this turn
const FRESH = 16; // activated this turn: may not act until next turn
const COMMITTED = 32; // Nasty variant: declared to defend against the barbarians now

export const COST_KNIGHT: StaticArray<i32> = [0, 0, 1, 0, 1, 0, 0, 0];
export const COST_PROMOTE: StaticArray<i32> = [0, 0, 1, 0, 1, 0, 0, 0];
export const COST_ACTIVATE: StaticArray<i32> = [0, 0, 0, 1, 0, 0, 0, 0];

@inline export function isKnight(v: i32): bool { return pieceAt(v) == PIECE_KNIGHT; }
@inline export function knightLevel(v: i32): i32 { return g8(V_EXTRA + v) & LEVEL_MASK; }
@inline export function knightActive(v: i32): bool { return (g8(V_EXTRA + v) & ACTIVE) != 0; }
@inline export function knightBits(v: i32): i32 { return g8(V_EXTRA + v) & (LEVEL_MASK | ACTIVE); }
@inline function setBits(v: i32, bits: i32): void { s8(V_EXTRA + v, bits); }

@inline function ownKnight(p: i32, v: i32): i32 {
  if (v < 0 || v >= vertexCount) return E_NO_SUCH_PLACE;
  return isKnight(v) && ownerAt(v) == p ? OK : E_NOT_YOUR_KNIGHT;
}

/** A knight that may act now: own, active, not activated this turn. */
@inline export function checkReadyKnight(p: i32, v: i32): i32 {
  const own = ownKnight(p, v);
  if (own != OK) return own;
  if (!knightActive(v)) return E_KNIGHT_INACTIVE;
  return (g8(V_EXTRA + v) & FRESH) != 0 ? E_KNIGHT_BUSY : OK;
}

@inline function touchesOwnRoad(p: i32, v: i32): bool {
  for (let i = 0; i < 3; i++) {
    const e = vertexEdge(v, i);
    if (e != NO_ID && g8(E_OWNER + e) == p) return true;
  }
  return false;
}

/** An empty intersection on p's road network (where a new knight may stand). */
export function checkKnightSite(p: i32, v: i32): i32 {
  if (v < 0 || v >= vertexCount) return E_NO_SUCH_PLACE;
  if (pieceAt(v) != PIECE_NONE) return E_OCCUPIED;
  return touchesOwnRoad(p, v) ? OK : E_NOT_CONNECTED;
}

export function checkBuildKnight(p: i32, v: i32): i32 {
  if (cg(p, CP_KNIGHTS_LEFT) == 0) return E_NO_PIECES_LEFT;
  if (!canPay(p, COST_KNIGHT)) return E_CANNOT_AFFORD;
  return checkKnightSite(p, v);
}

export function placeKnight(p: i32, v: i32, bits: i32): void {
  noteKnightAt(v, NONE, p);
  s8(V_PIECE + v, PIECE_KNIGHT);
  s8(V_OWNER + v, p);
  setBits(v, bits);
  const lvl = bits & LEVEL_MASK;
  cs(p, CP_KNIGHTS_LEFT + lvl - 1, cg(p, CP_KNIGHTS_LEFT + lvl - 1) - 1);
}

export function removeKnight(v: i32): void {
  const p = ownerAt(v);
  const lvl = knightLevel(v);
  cs(p, CP_KNIGHTS_LEFT + lvl - 1, cg(p, CP_KNIGHTS_LEFT + lvl - 1) + 1);
  noteKnightAt(v, p, NONE);
  s8(V_PIECE + v, PIECE_NONE);
  s8(V_OWNER + v, NONE);
  setBits(v, 0);
}

export function buildKnight(p: i32, v: i32): void {
  pay(p, COST_KNIGHT);
  placeKnight(p, v, 1);
}

export function checkActivate(p: i32, v: i32, free: bool): i32 {
  const own = ownKnight(p, v);
  if (own != OK) return own;
  if (knightActive(v)) return E_KNIGHT_BUSY;
  return free || canPay(p, COST_ACTIVATE) ? OK : E_CANNOT_AFFORD;
}

export function activate(p: i32, v: i32, free: bool): void {
  if (!free) pay(p, COST_ACTIVATE);
  setBits(v, g8(V_EXTRA + v) | ACTIVE | FRESH);
}

/** Promotion one level, once a turn; strong to mighty needs the Fortress (politics 3). */
export function checkPromote(p: i32, v: i32, free: bool): i32 {
  const own = ownKnight(p, v);
  if (own != OK) return own;
  const lvl = knightLevel(v);
  if (lvl == 3) return E_TOO_STRONG;
  if ((g8(V_EXTRA + v) & PROMOTED) != 0) return E_KNIGHT_BUSY;
  if (lvl == 2 && cg(p, CP_IMPROVEMENT + TRACK_POLITICS) < ABILITY_LEVEL) return E_NEEDS_FORTRESS;
  if (cg(p, CP_KNIGHTS_LEFT + lvl) == 0) return E_NO_PIECES_LEFT;
  return free || canPay(p, COST_PROMOTE) ? OK : E_CANNOT_AFFORD;
}

export function promote(p: i32, v: i32, free: bool): void {
  if (!free) pay(p, COST_PROMOTE);
  const lvl = knightLevel(v);
  cs(p, CP_KNIGHTS_LEFT + lvl - 1, cg(p, CP_KNIGHTS_LEFT + lvl - 1) + 1);
  cs(p, CP_KNIGHTS_LEFT + lvl, cg(p, CP_KNIGHTS_LEFT + lvl) - 1);
  setBits(v, (g8(V_EXTRA + v) & ~LEVEL_MASK) | (lvl + 1) | PROMOTED);
}

const seen = new StaticArray<bool>(MAX_VERTICES);
const queue = new StaticArray<i32>(MAX_VERTICES);
// `seen` stays valid for (exploredBy, exploredFrom) until the state changes (rules/derived.ts).
let exploredBy = -1, exploredFrom = -1;
let exploredIn: u32 = 0; // derivedEpoch of the exploration
let reachedCount = 0; // queue[0..reachedCount): the intersections seen
let reachedSorted = false; // and in ascending order (reachedFrom)
let exploredPassable = false; // the search started where a knight of p may pass through

/** An intersection p's knight may pass through: empty or holding p's piece. */
@inline function passable(p: i32, v: i32): bool { return pieceAt(v) == PIECE_NONE || ownerAt(v) == p; }

/**
 * Intersections reachable from `from` along p's roads, passing only through empty intersections or
 * ones holding p's pieces; fills `seen` (the start included).
 */
function explore(p: i32, from: i32): void {
  if (p == exploredBy && exploredIn == derivedEpoch) {
    if (from == exploredFrom) return;
    // Two starts a knight may pass through, one reached from the other, reach the same intersections:
    // p's knights on one network are searched once per state.
    if (exploredPassable && unchecked(seen[from]) && passable(p, from)) { exploredFrom = from; return; }
  }
  exploredPassable = passable(p, from);
  exploredBy = p;
  exploredFrom = from;
  exploredIn = derivedEpoch;
  // only the last search's intersections are marked seen
  for (let i = 0; i < reachedCount; i++) unchecked(seen[queue[i]] = false);
  let head = 0, tail = 0;
  unchecked(seen[from] = true);
  put(queue, tail++, from);
  while (head < tail) {
    const v = unchecked(queue[head++]);
    // Only the start and intersections a knight may pass through let the search go on.
    if (v != from && !passable(p, v)) continue;
    for (let i = 0; i < 3; i++) {
      const e = vertexEdge(v, i);
      if (e == NO_ID || g8(E_OWNER + e) != p) continue;
      const w = otherEnd(e, v);
      if (unchecked(seen[w])) continue;
      unchecked(seen[w] = true);
      put(queue, tail++, w);
    }
  }
  reachedCount = tail;
  reachedSorted = false;
}

/** The intersections p's knight at `from` reaches (the start included), in ascending order: how many (reachedAt). */
export function reachedFrom(p: i32, from: i32): i32 {
  explore(p, from);
  if (!reachedSorted) {
    reachedSorted = true;
    for (let i = 1; i < reachedCount; i++) {
      const v = unchecked(queue[i]);
      let j = i;
      for (; j > 0 && unchecked(queue[j - 1]) > v; j--) unchecked(queue[j] = queue[j - 1]);
      unchecked(queue[j] = v);
    }
  }
  return reachedCount;
}
@inline export function reachedAt(i: i32): i32 { return unchecked(queue[i]); }

/** Whether `to` lies on p's road network within a knight's reach of `from` (legal moves read it per intersection). */
@inline export function reaches(p: i32, from: i32, to: i32): bool {
  explore(p, from);
  return unchecked(seen[to]);
}

export function checkMove(p: i32, from: i32, to: i32): i32 {
  const ready = checkReadyKnight(p, from);
  if (ready != OK) return ready;
  if (to < 0 || to >= vertexCount) return E_NO_SUCH_PLACE;
  if (pieceAt(to) != PIECE_NONE) return E_OCCUPIED;
  explore(p, from);
  return unchecked(seen[to]) ? OK : E_NOT_CONNECTED;
}

function moveBits(from: i32, to: i32): void {
  const bits = (g8(V_EXTRA + from) & ~(ACTIVE | FRESH));
  const p = ownerAt(from);
  noteKnightAt(from, p, NONE);
  noteKnightAt(to, ownerAt(to), p);
  s8(V_PIECE + from, PIECE_NONE);
  s8(V_OWNER + from, NONE);
  setBits(from, 0);
  s8(V_PIECE + to, PIECE_KNIGHT);
  s8(V_OWNER + to, p);
  setBits(to, bits);
}

/** The knight moves and becomes inactive. */
export function moveKnight(from: i32, to: i32): void { moveBits(from, to); }

export function checkDisplace(p: i32, from: i32, to: i32): i32 {
  const ready = checkReadyKnight(p, from);
  if (ready != OK) return ready;
  if (to < 0 || to >= vertexCount) return E_NO_SUCH_PLACE;
  if (!isKnight(to) || ownerAt(to) == p) return E_NOT_YOUR_KNIGHT;
  if (knightLevel(to) >= knightLevel(from)) return E_TOO_STRONG;
  explore(p, from);
  return unchecked(seen[to]) ? OK : E_NOT_CONNECTED;
}

/** Lifts the knight at v off the board, keeping its level and active state for its relocation. */
export function liftKnight(v: i32): i32 {
  const bits = knightBits(v);
  noteKnightAt(v, ownerAt(v), NONE);
  s8(V_PIECE + v, PIECE_NONE);
  s8(V_OWNER + v, NONE);
  setBits(v, 0);
  return bits;
}

/** Where a displaced knight of `owner` may go: an empty intersection linked by its roads to `from`. */
export function checkRelocation(owner: i32, from: i32, to: i32): i32 {
  if (to < 0 || to >= vertexCount) return E_NO_SUCH_PLACE;
  if (to == from || pieceAt(to) != PIECE_NONE) return E_OCCUPIED;
  explore(owner, from);
  return unchecked(seen[to]) ? OK : E_NOT_CONNECTED;
}

export function anyRelocation(owner: i32, from: i32): bool {
  explore(owner, from);
  for (let v = 0; v < vertexCount; v++) {
    if (v != from && unchecked(seen[v]) && pieceAt(v) == PIECE_NONE) return true;
  }
  return false;
}

/** Puts a lifted knight back at `to` with its level and active state (its supply count unchanged). */
export function setDownKnight(owner: i32, to: i32, bits: i32): void {
  noteKnightAt(to, NONE, owner);
  s8(V_PIECE + to, PIECE_KNIGHT);
  s8(V_OWNER + to, owner);
  setBits(to, bits);
}

/** A lifted knight that finds no place goes back to its owner's supply. */
export function returnLiftedKnight(owner: i32, bits: i32): void {
  const lvl = bits & LEVEL_MASK;
  cs(owner, CP_KNIGHTS_LEFT + lvl - 1, cg(owner, CP_KNIGHTS_LEFT + lvl - 1) + 1);
}

export function deactivate(v: i32): void { setBits(v, g8(V_EXTRA + v) & ~(ACTIVE | FRESH)); }

export function checkChase(p: i32, knight: i32): i32 {
  const ready = checkReadyKnight(p, knight);
  if (ready != OK) return ready;
  if (g8(C_ATTACKS) == 0) return E_ROBBER_ASLEEP;
  const robber = g8(G_ROBBER);
  for (let i = 0; i < 3; i++) if (vertexHex(knight, i) == robber && robber != NONE) return OK;
  return E_ROBBER_NOT_ADJACENT;
}

/** At the end of a turn: promotions and fresh activations are no longer limits. */
export function newTurnForKnights(): void {
  for (let v = 0; v < vertexCount; v++) {
    if (isKnight(v)) setBits(v, g8(V_EXTRA + v) & ~(PROMOTED | FRESH));
  }
}

/**
 * After a barbarian attack the knights that fought are turned to their inactive side: every active
 * knight, or in the Nasty variant only those committed to the defence (000).
 */
export function deactivateDefenders(nasty: bool): void {
  for (let v = 0; v < vertexCount; v++) {
    if (!isKnight(v)) continue;
    if (!nasty || (g8(V_EXTRA + v) & COMMITTED) != 0) deactivate(v);
    setBits(v, g8(V_EXTRA + v) & ~COMMITTED);
  }
}

/** Active knight strength of a player (in the Nasty variant, of the knights committed to defend). */
export function activeStrength(p: i32): i32 {
  return knightStrengthOf(p, false);
}

export function defendingStrength(p: i32, nasty: bool): i32 { return knightStrengthOf(p, nasty); }

@inline function knightStrengthOf(p: i32, committedOnly: bool): i32 {
  let s = 0;
  for (let v = 0; v < vertexCount; v++) {
    if (!isKnight(v) || ownerAt(v) != p || !knightActive(v)) continue;
    if (committedOnly && (g8(V_EXTRA + v) & COMMITTED) == 0) continue;
    s += knightLevel(v);
  }
  return s;
}

/** Nasty variant: a list of p's active knights, each at most once (-1 ends the list early). */
export function checkCommit(p: i32, list: usize, slots: i32): i32 {
  for (let i = 0; i < slots; i++) {
    const v = load<i32>(list + <usize>(i * 4));
    if (v == -1) continue;
    const own = ownKnight(p, v);
    if (own != OK) return own;
    if (!knightActive(v)) return E_KNIGHT_INACTIVE;
    for (let j = 0; j < i; j++) if (load<i32>(list + <usize>(j * 4)) == v) return E_NOT_YOUR_KNIGHT;
  }
  return OK;
}

export function commit(list: usize, slots: i32): void {
  for (let i = 0; i < slots; i++) {
    const v = load<i32>(list + <usize>(i * 4));
    if (v != -1) setBits(v, g8(V_EXTRA + v) | COMMITTED);
  }
}

export function initKnightPieces(p: i32): void {
  for (let l = 0; l < 3; l++) cs(p, CP_KNIGHTS_LEFT + l, 2);
}
