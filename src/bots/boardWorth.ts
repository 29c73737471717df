// What the hard bot's value function knows about a board beyond pips (evaluate.ts, `full`): how scarce
// each resource is on this island, and which intersections trade at a harbor. A resource the board
// rolls rarely is worth more per pip (everyone wants it, the bank is the only other source); a harbor
// is worth what it saves on the owner's bank trades, most for a 2:1 harbor of a resource it produces.
import type { View } from '../engine/types.js';
import type { Geometry } from './geometry.js';

export const RESOURCE_OF: Record<string, string> = { hills: 'brick', forest: 'lumber', pasture: 'wool', fields: 'grain', mountains: 'ore' };
const RESOURCES = ['brick', 'lumber', 'wool', 'grain', 'ore'];

function pips(n: unknown): number {
  return typeof n === 'number' ? 6 - Math.abs(7 - n) : 0;
}

/**
 * Per-resource multipliers from the island's supply: sqrt(mean supply / this supply), kept in
 * [0.8, 1.3] so that one lucky board does not turn the bot into a one-resource player.
 */
export function scarcity(view: View): Record<string, number> {
  const supply: Record<string, number> = Object.fromEntries(RESOURCES.map((r) => [r, 0]));
  for (const h of view.board.hexes as { terrain: string; number: number | null }[]) {
    const r = RESOURCE_OF[h.terrain];
    if (r) supply[r] += pips(h.number);
  }
  const mean = RESOURCES.reduce((a, r) => a + supply[r], 0) / RESOURCES.length;
  return Object.fromEntries(RESOURCES.map((r) => [r, Math.min(1.3, Math.max(0.8, Math.sqrt(mean / Math.max(1, supply[r]))))]));
}

/** The harbor kind ('generic' or a resource) at each vertex id that has one. */
export function harborsAt(view: View, g: Geometry): Map<number, string> {
  const at = new Map<number, string>();
  for (const h of (view.board.harbors ?? []) as { hex: number; side: number; kind: string }[]) {
    for (const v of g.edge([h.hex, h.side])) {
      // a vertex on two harbors trades at the better rate: a resource harbor beats a generic one
      if (!at.has(v) || at.get(v) === 'generic') at.set(v, h.kind);
    }
  }
  return at;
}

/**
 * A player's harbors in pips of production they are worth: a generic harbor a tenth of all the
 * player's production (plus a little for flexibility), a 2:1 harbor 40 % of the production of its
 * resource. `byKind` is the player's weighted production per resource.
 */
export function harborWorth(kinds: Set<string>, byKind: Record<string, number>): number {
  if (kinds.size === 0) return 0;
  let total = 0;
  for (const n of Object.values(byKind)) total += n;
  let worth = kinds.has('generic') ? 1 + 0.1 * total : 0;
  for (const k of kinds) if (k !== 'generic') worth += 0.5 + 0.4 * (byKind[k] ?? 0);
  return worth;
}
