// Longest Road: the longest simple path through a player's roads (branches do not add up), where an
// intersection holding another player's settlement, city or knight cuts the path (001, RULES.md).
// Each player's length is kept in the state and recomputed (roadTrail.ts) only for the players whose
// roads a change can touch: a road built or removed changes its owner's; a piece placed, moved or
// lifted at an intersection changes those of the players with a road there that it starts or stops
// cutting. With the check-all road audit on, every update also holds every kept length to the plain
// search (roadReference.ts) and counts the misses.

import { E_OWNER, G_LONGEST_ROAD, NONE, P_ROAD_LENGTH, P_VP, g8, pg, ps, s8 } from '../core/layout';
import { vertexEdge, NO_ID } from '../board/topology';
import { roadLength, roadLengthAfter } from './roadTrail';
import { referenceRoadLength } from './roadReference';
import { seatCount } from '../core/options';

const MIN_LENGTH = 5;

@inline function roadOwner(e: i32): i32 { return g8(E_OWNER + e); }

function setHolder(holder: i32, next: i32): void {
  if (holder == next) return;
  if (holder != NONE) ps(holder, P_VP, pg(holder, P_VP) - 2);
  if (next != NONE) ps(next, P_VP, pg(next, P_VP) + 2);
  s8(G_LONGEST_ROAD, next);
}

/** Every seat, as a bit mask of players. */
const ALL_PLAYERS: i32 = 0xff;

/** Players with a road at intersection v: the ones a piece placed there can cut. */
export function roadOwnersAt(v: i32): i32 {
  let mask = 0;
  for (let i = 0; i < 3; i++) {
    const e = vertexEdge(v, i);
    if (e != NO_ID && roadOwner(e) != NONE) mask |= 1 << roadOwner(e);
  }
  return mask;
}

/** The players a piece of `owner` cuts at its intersection: everyone else (nobody for NONE). */
@inline function cutBy(owner: i32): i32 { return owner == NONE ? 0 : ALL_PLAYERS & ~(1 << owner); }

// Players whose roads a knight's coming or going has touched since the last takeKnightCuts().
let knightCuts = 0;

/**
 * A knight came, went or changed hands at v (its owner `before`, then `after`, NONE for empty): the
 * players with a road at v whose cut there started or stopped. Knights move in several steps within an
 * action (displaced, lifted, set down), so the players add up until the action's update takes them.
 */
export function noteKnightAt(v: i32, before: i32, after: i32): void {
  knightCuts |= roadOwnersAt(v) & (cutBy(before) ^ cutBy(after));
}

/** The players noted since the last call, for updateLongestRoad; clears them. */
export function takeKnightCuts(): i32 {
  const mask = knightCuts;
  knightCuts = 0;
  return mask;
}

// Check-all road audit (simulate --check, tests): every update compares every kept length with the
// plain search; misses are counted for the simulation's report.
let auditing = false;
let auditMisses = 0;

export function auditRoads(on: bool): void { auditing = on; auditMisses = 0; }
export function roadAuditMisses(): i32 { return auditMisses; }

/**
 * Recomputes the road lengths of the players in `changed` (a bit mask; the others' roads are as they
 * were) and moves the card: a longer road takes it (ties keep the holder); when the holder's road is
 * broken, the card goes to the unique longest road of 5+ or is set aside.
 */
export function updateLongestRoad(changed: i32): void {
  // Catan for Two: the neutral seats can hold Longest Road too (001).
  const n = seatCount();
  const holder = g8(G_LONGEST_ROAD);
  const before = holder == NONE ? 0 : pg(holder, P_ROAD_LENGTH);
  let longest = 0, count = 0, who = NONE;
  for (let p = 0; p < n; p++) {
    const len = (changed & (1 << p)) != 0 ? roadLength(p) : pg(p, P_ROAD_LENGTH);
    ps(p, P_ROAD_LENGTH, len);
    if (auditing && len != referenceRoadLength(p)) auditMisses++;
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

/** p's road e was just placed: only p's length changes, found from its length before (roadLengthAfter). */
export function updateLongestRoadAfterRoad(p: i32, e: i32): void {
  const before = pg(p, P_ROAD_LENGTH);
  ps(p, P_ROAD_LENGTH, roadLengthAfter(p, e, before));
  // A road never shortens a road, so the card moves as updateLongestRoad would move it for p's length
  // changed: the holder is intact, and a longer unique road takes the card.
  updateLongestRoad(0);
}
