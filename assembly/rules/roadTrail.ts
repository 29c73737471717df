// The longest trail through one player's roads (Longest Road, 001): the same answer as the plain
// search in roadReference.ts, faster. The player's roads are copied into a small local graph (at most
// 64 roads: the supply has 15) and searched with a bit mask of used roads, and only from the
// intersections a longest trail can start at:
// - a longest trail that does not end where it began starts at an intersection that has 1 or 3 of the
//   player's roads, or where another player's piece cuts the road (there it may end, not pass);
// - one that does end where it began, through no such intersection, is a whole ring of the player's
//   roads that nothing else touches: its length is its number of roads.
// So the search starts from every intersection with 1 or 3 roads or a cut, and then from any road no
// search reached (a ring). The plain search starts from both ends of every road.

import { MAX_EDGES, MAX_VERTICES, E_OWNER, g8 } from '../core/layout';
import { ownerAt, pieceAt, PIECE_NONE } from './hand';
import { edgeCount, edgeVertex, vertexEdge, NO_ID } from '../board/topology';
import { referenceRoadLength } from './roadReference';
import { put } from '../core/put';

const MAX_LOCAL_ROADS = 64;

// The local graph: road i joins local intersections roadEndA[i] and roadEndB[i]; intersection j has
// roadsAt[j] of the player's roads, listed in touching[3j..3j+2], and cut[j] when another's piece is on it.
const roadEndA = new StaticArray<i32>(MAX_LOCAL_ROADS);
const roadEndB = new StaticArray<i32>(MAX_LOCAL_ROADS);
const touching = new StaticArray<i32>(MAX_LOCAL_ROADS * 6);
const roadsAt = new StaticArray<i32>(MAX_LOCAL_ROADS * 2);
const cut = new StaticArray<bool>(MAX_LOCAL_ROADS * 2);
const localOf = new StaticArray<i32>(MAX_VERTICES);
const localStamp = new StaticArray<i32>(MAX_VERTICES);
let stamp = 0;
let roadCount = 0;
let corners = 0;
let reached: u64 = 0;
let watchedEdge = -1; // collect: a board road whose local index it notes (watchedLocal)
let watchedLocal = -1;

/** The local index of board intersection v, adding it on first sight in this search. */
@inline function local(p: i32, v: i32): i32 {
  if (unchecked(localStamp[v]) == stamp) return unchecked(localOf[v]);
  const j = corners++;
  put(localStamp, v, stamp);
  put(localOf, v, j);
  put(roadsAt, j, 0);
  unchecked(cut[j] = pieceAt(v) != PIECE_NONE && ownerAt(v) != p);
  return j;
}

@inline function addRoad(j: i32, road: i32): void {
  const n = unchecked(roadsAt[j]);
  put(touching, j * 3 + n, road);
  put(roadsAt, j, n + 1);
}

/** Copies p's roads into the local graph; false when there are more than the mask can hold. */
function collect(p: i32): bool {
  stamp++;
  roadCount = 0;
  corners = 0;
  for (let e = 0; e < edgeCount; e++) {
    if (g8(E_OWNER + e) != p) continue;
    if (roadCount == MAX_LOCAL_ROADS) return false;
    const a = local(p, edgeVertex(e, 0));
    const b = local(p, edgeVertex(e, 1));
    const i = roadCount++;
    if (e == watchedEdge) watchedLocal = i;
    put(roadEndA, i, a);
    put(roadEndB, i, b);
    addRoad(a, i);
    addRoad(b, i);
  }
  return true;
}

/** Longest trail from local intersection j using roads not in `used` (j may be a cut: trails start there). */
function walk(j: i32, used: u64): i32 {
  let best = 0;
  const n = unchecked(roadsAt[j]);
  for (let k = 0; k < n; k++) {
    const road = unchecked(touching[j * 3 + k]);
    const bit = (<u64>1) << road;
    if ((used & bit) != 0) continue;
    reached |= bit;
    const a = unchecked(roadEndA[road]);
    const next = a == j ? unchecked(roadEndB[road]) : a;
    const len = 1 + (unchecked(cut[next]) ? 0 : walk(next, used | bit));
    if (len > best) best = len;
  }
  return best;
}

/** Length of p's longest road (each road once; loops count; another player's piece cuts). */
@inline export function roadLength(p: i32): i32 {
  if (!collect(p)) return referenceRoadLength(p); // never with a 15-road supply; kept exact anyway
  reached = 0;
  let best = 0;
  for (let j = 0; j < corners && best < roadCount; j++) {
    const n = unchecked(roadsAt[j]);
    if (n != 2 || unchecked(cut[j])) best = max(best, walk(j, 0));
  }
  // Rings that no search reached: every intersection on them has two of p's roads and no cut.
  const all: u64 = roadCount == 64 ? ~(<u64>0) : ((<u64>1) << roadCount) - 1;
  while ((reached & all) != all && best < roadCount) {
    const road = <i32>ctz(~reached & all);
    best = max(best, walk(unchecked(roadEndA[road]), 0));
  }
  return best;
}

/** Whether p has a road at intersection v other than e. */
function otherRoadAt(p: i32, v: i32, e: i32): bool {
  for (let i = 0; i < 3; i++) {
    const f = vertexEdge(v, i);
    if (f != NO_ID && f != e && g8(E_OWNER + f) == p) return true;
  }
  return false;
}

/**
 * p's longest road after p's road e was placed, where `before` was its length without e. A trail that
 * does not use e was there before; when one end of e has no other road of p's, a trail through e ends
 * there, so it is e and the longest trail from e's other end without e (none past another's piece
 * there): one walk instead of the whole search. A road joining two of p's roads is searched whole.
 */
export function roadLengthAfter(p: i32, e: i32, before: i32): i32 {
  let a = edgeVertex(e, 0);
  const b = edgeVertex(e, 1);
  const atA = otherRoadAt(p, a, e), atB = otherRoadAt(p, b, e);
  if (atA && atB) return roadLength(p);
  if (!atA && !atB) return max(before, 1);
  if (atB) a = b;
  if (pieceAt(a) != PIECE_NONE && ownerAt(a) != p) return max(before, 1);
  watchedEdge = e;
  const collected = collect(p);
  watchedEdge = -1;
  if (!collected) return referenceRoadLength(p);
  return max(before, 1 + walk(unchecked(localOf[a]), (<u64>1) << watchedLocal));
}
