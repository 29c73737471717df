// What the hard bot's value function knows about a board beyond pips (evaluate.ts, `full`): how scarce
// each resource is on this island, and which intersections trade at a harbor. A resource the board
// rolls rarely is worth more per pip (everyone wants it, the bank is the only other source); a harbor
// is worth what it saves on the owner's bank trades, most for a 2:1 harbor of a resource it produces.
// Resources are indexes into KINDS (position.ts): brick, lumber, wool, grain, ore.
import type { View } from '../engine/types.js';
import type { Geometry } from './geometry.js';
import { KINDS } from './position.js';

export const RESOURCES = 5;
/** The resource index a terrain yields. */
export const RESOURCE_OF: Record<string, number> = { hills: 0, forest: 1, pasture: 2, fields: 3, mountains: 4 };
/** A generic (3:1) harbor's kind index; a 2:1 harbor's is its resource's. */
export const GENERIC = RESOURCES;

function pips(n: unknown): number {
  return typeof n === 'number' ? 6 - Math.abs(7 - n) : 0;
}

/**
 * Per-resource multipliers from the island's supply: sqrt(mean supply / this supply), kept in
 * [0.8, 1.3] so that one lucky board does not turn the bot into a one-resource player.
 */
export function scarcity(view: View): number[] {
  const supply = new Array<number>(RESOURCES).fill(0);
  for (const h of view.board.hexes as { terrain: string; number: number | null }[]) {
    const r = RESOURCE_OF[h.terrain];
    if (r !== undefined) supply[r] += pips(h.number);
  }
  const mean = supply.reduce((a, b) => a + b, 0) / RESOURCES;
  return supply.map((s) => Math.min(1.3, Math.max(0.8, Math.sqrt(mean / Math.max(1, s)))));
}

/** The harbor kind (GENERIC or a resource index) at each vertex id that has one. */
export function harborsAt(view: View, g: Geometry): Map<number, number> {
  const at = new Map<number, number>();
  for (const h of (view.board.harbors ?? []) as { hex: number; side: number; kind: string }[]) {
    const kind = h.kind === 'generic' ? GENERIC : KINDS.indexOf(h.kind);
    for (const v of g.edge([h.hex, h.side])) {
      // a vertex on two harbors trades at the better rate: a resource harbor beats a generic one
      if (!at.has(v) || at.get(v) === GENERIC) at.set(v, kind);
    }
  }
  return at;
}

/**
 * A player's harbors in pips of production they are worth: a generic harbor a tenth of all the
 * player's production (plus a little for flexibility), a 2:1 harbor 40 % of the production of its
 * resource. `kinds` has a bit per harbor kind held; `byKind` is the weighted production per resource.
 */
export function harborWorth(kinds: number, byKind: Float64Array): number {
  if (kinds === 0) return 0;
  let total = 0;
  for (let r = 0; r < RESOURCES; r++) total += byKind[r];
  let worth = kinds & (1 << GENERIC) ? 1 + 0.1 * total : 0;
  for (let r = 0; r < RESOURCES; r++) if (kinds & (1 << r)) worth += 0.5 + 0.4 * byKind[r];
  return worth;
}
