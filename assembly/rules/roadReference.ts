// The plain Longest Road search: from both ends of every road, every trail, one edge array for the
// whole board. Slow and obviously right, so it is what the fast search (roadTrail.ts) and the kept
// lengths (longestRoad.ts) are held to, by the invariants and the check-all road audit.

import { MAX_EDGES, E_OWNER, g8 } from '../core/layout';
import { ownerAt, pieceAt, PIECE_NONE } from './hand';
import { edgeCount, edgeVertex, otherEnd, vertexEdge, NO_ID } from '../board/topology';

const used = new StaticArray<bool>(MAX_EDGES);

@inline function roadOwner(e: i32): i32 { return g8(E_OWNER + e); }

/** True when another player's piece stands on v, so p's road cannot run through it. */
@inline function blocks(p: i32, v: i32): bool {
  return pieceAt(v) != PIECE_NONE && ownerAt(v) != p;
}

/** Longest trail from v using unused roads of p; v may be where the trail starts even if blocked. */
function walk(p: i32, v: i32): i32 {
  let best = 0;
  for (let i = 0; i < 3; i++) {
    const e = vertexEdge(v, i);
    if (e == NO_ID || unchecked(used[e]) || roadOwner(e) != p) continue;
    unchecked(used[e] = true);
    const next = otherEnd(e, v);
    const len = 1 + (blocks(p, next) ? 0 : walk(p, next));
    unchecked(used[e] = false);
    if (len > best) best = len;
  }
  return best;
}

/** Length of p's longest road: the longest trail (each road once; loops count) over all start points. */
export function referenceRoadLength(p: i32): i32 {
  let best = 0;
  for (let e = 0; e < edgeCount; e++) {
    if (roadOwner(e) != p) continue;
    best = max(best, max(walk(p, edgeVertex(e, 0)), walk(p, edgeVertex(e, 1))));
  }
  return best;
}
