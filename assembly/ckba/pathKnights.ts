// C&K knights standing on paths (003, page §4 and §9): built (wool + ore) inactive on a free castle
// path, activated (grain) and promoted as in C&K, moved up to 3 paths a turn whether active or not;
// an active knight may go 2 more and is then turned inactive. They roam freely, passing over anything,
// and end on a free path. Knights live in a small slot list (at most 6 per player on 4 seats), kept
// packed at the front so that look-ups stop at the first free slot.

import { CP_IMPROVEMENT, CP_KNIGHTS_LEFT, NONE, cg, cs, g8, s8 } from '../core/layout';
import { edgeCount, edgeVertex, vertexEdge } from '../board/topology';
import { ABILITY_LEVEL, TRACK_POLITICS } from '../ck/cities';
import { KNIGHT_SLOTS, R_KNIGHTS } from './region';

export const LEVEL_MASK = 3;
export const ACTIVE = 4;
const PROMOTED = 8; // promoted this turn
export const FOUGHT = 16; // took part in the battle being resolved
const STEP_SHIFT = 5; // paths moved this turn, 0..5

export const WALK = 3; // paths any knight may move in a turn
export const RUN = 5; // an active knight's limit; going past WALK deactivates it

@inline function slotEdgeAt(k: i32): i32 { return g8(R_KNIGHTS + 3 * k); }
@inline export function slotOwner(k: i32): i32 { return g8(R_KNIGHTS + 3 * k + 1); }
@inline export function slotBits(k: i32): i32 { return g8(R_KNIGHTS + 3 * k + 2); }
@inline export function setSlotBits(k: i32, bits: i32): void { s8(R_KNIGHTS + 3 * k + 2, bits); }
@inline export function slotEdge(k: i32): i32 { return slotEdgeAt(k); }
@inline export function slotLevel(k: i32): i32 { return slotBits(k) & LEVEL_MASK; }
@inline export function slotActive(k: i32): bool { return (slotBits(k) & ACTIVE) != 0; }
@inline export function slotSteps(k: i32): i32 { return slotBits(k) >> STEP_SHIFT; }
@inline export function slotPromoted(k: i32): bool { return (slotBits(k) & PROMOTED) != 0; }

/** The slot of the knight on path e, or -1. */
export function knightOn(e: i32): i32 {
  if (e < 0 || e >= NONE) return -1;
  for (let k = 0; k < KNIGHT_SLOTS; k++) {
    const at = slotEdgeAt(k);
    if (at == e) return k;
    if (at == NONE) return -1;
  }
  return -1;
}

export function knightsOnBoard(p: i32, level: i32): i32 {
  let n = 0;
  for (let k = 0; k < KNIGHT_SLOTS; k++) if (slotEdgeAt(k) != NONE && slotOwner(k) == p && slotLevel(k) == level) n++;
  return n;
}

export function hasPathKnight(p: i32): bool {
  for (let k = 0; k < KNIGHT_SLOTS; k++) if (slotEdgeAt(k) != NONE && slotOwner(k) == p) return true;
  return false;
}

/** Puts a knight of `level` from p's supply on path e. */
export function putKnight(p: i32, e: i32, level: i32, active: bool): void {
  for (let k = 0; k < KNIGHT_SLOTS; k++) {
    if (slotEdgeAt(k) != NONE) continue;
    s8(R_KNIGHTS + 3 * k, e);
    s8(R_KNIGHTS + 3 * k + 1, p);
    setSlotBits(k, level | (active ? ACTIVE : 0));
    cs(p, CP_KNIGHTS_LEFT + level - 1, cg(p, CP_KNIGHTS_LEFT + level - 1) - 1);
    return;
  }
}

/** Back to its owner's supply; the last knight of the list takes its slot. */
export function takeKnight(k: i32): void {
  const p = slotOwner(k), level = slotLevel(k);
  cs(p, CP_KNIGHTS_LEFT + level - 1, cg(p, CP_KNIGHTS_LEFT + level - 1) + 1);
  let last = k;
  while (last + 1 < KNIGHT_SLOTS && slotEdgeAt(last + 1) != NONE) last++;
  for (let i = 0; i < 3; i++) s8(R_KNIGHTS + 3 * k + i, g8(R_KNIGHTS + 3 * last + i));
  s8(R_KNIGHTS + 3 * last, NONE);
  s8(R_KNIGHTS + 3 * last + 1, NONE);
  setSlotBits(last, 0);
}

export function moveSlot(k: i32, to: i32, steps: i32, active: bool): void {
  s8(R_KNIGHTS + 3 * k, to);
  const bits = (slotBits(k) & (LEVEL_MASK | PROMOTED)) | (active ? ACTIVE : 0) | (steps << STEP_SHIFT);
  setSlotBits(k, bits);
}

export function setActive(k: i32, on: bool): void {
  setSlotBits(k, on ? slotBits(k) | ACTIVE : slotBits(k) & ~ACTIVE);
}

/** One level up, swapping the pieces in the supply; marks the once-a-turn promotion. */
export function promoteSlot(k: i32): void {
  const p = slotOwner(k), level = slotLevel(k);
  cs(p, CP_KNIGHTS_LEFT + level - 1, cg(p, CP_KNIGHTS_LEFT + level - 1) + 1);
  cs(p, CP_KNIGHTS_LEFT + level, cg(p, CP_KNIGHTS_LEFT + level) - 1);
  setSlotBits(k, (slotBits(k) & ~LEVEL_MASK) | (level + 1) | PROMOTED);
}

/** 003: a casualty loses one level if a piece of a lower level is in the supply, else leaves the board. */
export function downgradeSlot(k: i32): void {
  const p = slotOwner(k), level = slotLevel(k);
  for (let l = level - 1; l >= 1; l--) {
    if (cg(p, CP_KNIGHTS_LEFT + l - 1) == 0) continue;
    cs(p, CP_KNIGHTS_LEFT + level - 1, cg(p, CP_KNIGHTS_LEFT + level - 1) + 1);
    cs(p, CP_KNIGHTS_LEFT + l - 1, cg(p, CP_KNIGHTS_LEFT + l - 1) - 1);
    setSlotBits(k, (slotBits(k) & ~LEVEL_MASK) | l);
    return;
  }
  takeKnight(k);
}

/** Mighty knights need the Fortress, as in C&K. */
export function mayPromote(p: i32, k: i32): bool {
  const level = slotLevel(k);
  if (level == 3 || slotPromoted(k) || cg(p, CP_KNIGHTS_LEFT + level) == 0) return false;
  return level < 2 || cg(p, CP_IMPROVEMENT + TRACK_POLITICS) >= ABILITY_LEVEL;
}

/** End of a turn: moves and promotions count again. */
export function newTurnForPathKnights(): void {
  for (let k = 0; k < KNIGHT_SLOTS; k++) setSlotBits(k, slotBits(k) & (LEVEL_MASK | ACTIVE));
}

// ---- distances between paths: two paths are adjacent when they share an intersection ----
// Knights pass over everything, so a distance depends on the board alone: all pairs are measured once
// per board graph (the standard board has 72 paths) and every later question is a table look-up.

const MAX_PATHS = 128;
const TABLE = new StaticArray<u8>(MAX_PATHS * MAX_PATHS);
const queue = new StaticArray<i32>(MAX_PATHS);
let tableFor = -1;
let measuredFrom = 0, measuredLimit = 0;

function fillRow(from: i32): void {
  const row = from * MAX_PATHS;
  for (let e = 0; e < edgeCount; e++) unchecked(TABLE[row + e] = 255);
  let head = 0, tail = 0;
  unchecked(TABLE[row + from] = 0);
  unchecked(queue[tail++] = from);
  while (head < tail) {
    const e = unchecked(queue[head++]);
    const d = <i32>unchecked(TABLE[row + e]);
    for (let end = 0; end < 2; end++) {
      const v = edgeVertex(e, end);
      for (let i = 0; i < 3; i++) {
        const f = vertexEdge(v, i);
        if (f == NONE || unchecked(TABLE[row + f]) != 255) continue;
        unchecked(TABLE[row + f] = <u8>(d + 1));
        unchecked(queue[tail++] = f);
      }
    }
  }
}

/** Paths from `from`, seen within `limit` steps: distanceTo(e) is -1 beyond it. */
export function measureFrom(from: i32, limit: i32): void {
  if (tableFor != edgeCount) {
    for (let e = 0; e < edgeCount && e < MAX_PATHS; e++) fillRow(e);
    tableFor = edgeCount;
  }
  measuredFrom = from;
  measuredLimit = limit;
}

/** Paths between `from` and `e` on the board measured (measureFrom first), whatever the limit; 255 unreachable. */
@inline export function distanceBetween(from: i32, e: i32): i32 { return <i32>unchecked(TABLE[from * MAX_PATHS + e]); }

@inline export function distanceTo(e: i32): i32 {
  const d = <i32>unchecked(TABLE[measuredFrom * MAX_PATHS + e]);
  return d <= measuredLimit ? d : -1;
}
