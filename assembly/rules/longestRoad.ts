// Longest Road: the longest simple path through a player's roads (branches do not add up), where an
// intersection holding another player's settlement, city or knight cuts the path (001, RULES.md).

import { MAX_EDGES, E_OWNER, G_LONGEST_ROAD, NONE, P_ROAD_LENGTH, P_VP, g8, pg, ps, s8 } from '../core/layout';
import { ownerAt, pieceAt, PIECE_NONE } from './hand';
import { edgeCount, edgeVertex, otherEnd, vertexEdge, NO_ID } from '../board/topology';
import { seatCount } from '../variants/flags';

const MIN_LENGTH = 5;
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
export function roadLength(p: i32): i32 {
  let best = 0;
  for (let e = 0; e < edgeCount; e++) {
    if (roadOwner(e) != p) continue;
    best = max(best, max(walk(p, edgeVertex(e, 0)), walk(p, edgeVertex(e, 1))));
  }
  return best;
}

function setHolder(holder: i32, next: i32): void {
  if (holder == next) return;
  if (holder != NONE) ps(holder, P_VP, pg(holder, P_VP) - 2);
  if (next != NONE) ps(next, P_VP, pg(next, P_VP) + 2);
  s8(G_LONGEST_ROAD, next);
}

/** Every player's roads may have changed (a knight moved, a road was removed). */
export const ALL_PLAYERS: i32 = 0xff;

/** Players with a road at intersection v: the ones a piece placed there can cut. */
export function roadOwnersAt(v: i32): i32 {
  let mask = 0;
  for (let i = 0; i < 3; i++) {
    const e = vertexEdge(v, i);
    if (e != NO_ID && roadOwner(e) != NONE) mask |= 1 << roadOwner(e);
  }
  return mask;
}

/**
 * Recomputes the road lengths of the players in `changed` (a bit mask; the others' roads are as they
 * were) and moves the card: a longer road takes it (ties keep the holder); when the holder's road is
 * broken, the card goes to the unique longest road of 5+ or is set aside.
 */
export function updateLongestRoad(changed: i32 = ALL_PLAYERS): void {
  // Catan for Two: the neutral seats can hold Longest Road too (001).
  const n = seatCount();
  const holder = g8(G_LONGEST_ROAD);
  const before = holder == NONE ? 0 : pg(holder, P_ROAD_LENGTH);
  let longest = 0, count = 0, who = NONE;
  for (let p = 0; p < n; p++) {
    const len = (changed & (1 << p)) != 0 ? roadLength(p) : pg(p, P_ROAD_LENGTH);
    ps(p, P_ROAD_LENGTH, len);
    if (len > longest) { longest = len; count = 1; who = p; }
    else if (len == longest) count++;
  }
  if (holder != NONE && pg(holder, P_ROAD_LENGTH) >= before) {
    // Holder intact: only a strictly longer road takes the card.
    if (longest > pg(holder, P_ROAD_LENGTH) && count == 1) setHolder(holder, who);
    return;
  }
  setHolder(holder, longest >= MIN_LENGTH && count == 1 ? who : NONE);
}
