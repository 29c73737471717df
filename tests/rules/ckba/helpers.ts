// Scaffolding for the ckba rule tests (Barbarian Attack + Cities & Knights). The games run with
// external chance, as a networked game does: every die (production, landing rolls, prisoner draws,
// the casualty die) is supplied by the test, so each rule's randomness is pinned down exactly.
// Everything goes through the public JSON contract.

import { expect } from 'vitest';
import type { Action, Edge, Game, Terrain, Vertex } from '../../../src/engine/types';
import { must, newGame } from '../../helpers';
import { BASE as B } from '../geometry';

export { B };
type HexSpec = [Terrain, number | null];

/** The page's default number layout; castle (16) and desert (2) carry no number. */
export const NUMBERS: Record<number, number> = {
  0: 9,
  1: 12,
  3: 11,
  4: 8,
  5: 4,
  6: 8,
  7: 2,
  8: 10,
  9: 3,
  10: 5,
  11: 10,
  12: 4,
  13: 6,
  14: 9,
  15: 6,
  17: 5,
  18: 3,
};
export const COAST = [12, 7, 3, 0, 1, 6, 11, 15, 18, 17];
export const CASTLE = 16;

// Seat 0's city stands where hexes 4 (mountains, 8), 5 (pasture, 4) and 9 (fields, 3) meet; seat 1's
// where 5, 6 (mountains, 8) and 10 (fields, 5) meet. Rolls of 8 and 4 pay both ore and wool. Seat 2's
// city is on hex 18 (forest, 3): paper.
const TERRAINS: Record<number, Terrain> = {
  0: 'hills',
  1: 'forest',
  3: 'fields',
  4: 'mountains',
  5: 'pasture',
  6: 'mountains',
  7: 'hills',
  8: 'forest',
  9: 'fields',
  10: 'fields',
  11: 'pasture',
  12: 'forest',
  13: 'mountains',
  14: 'hills',
  15: 'mountains',
  17: 'fields',
  18: 'forest',
};

export function ckbaBoard(harbors: { hex: number; side: number; kind: 'generic' | 'wool' }[] = []) {
  const hexes: HexSpec[] = [];
  for (let h = 0; h < 19; h++) hexes.push(h === 2 || h === CASTLE ? ['desert', null] : [TERRAINS[h], NUMBERS[h]]);
  return { hexes, harbors };
}

export const CITY0 = B.at(4, 5, 9);
export const CITY1 = B.at(5, 6, 10);
export const COAST_SETTLEMENT = B.v(0, 0); // its only land hex is coastal hex 0

/** A 3-player ckba game after set-up, at seat 0's first roll. Seat 0: settlement on hex 0's top corner, city at 4/5/9. */
export async function setupCKBA(
  opts: { decks?: Record<string, string[]>; harbors?: { hex: number; side: number; kind: 'generic' | 'wool' }[] } = {},
): Promise<Game> {
  const game = await newGame({ mode: 'ckba', players: 3, board: ckbaBoard(opts.harbors), chance: 'external', decks: opts.decks });
  must(game, 0, { type: 'placeSettlement', vertex: COAST_SETTLEMENT });
  must(game, 0, { type: 'placeRoad', edge: B.e(0, 0) });
  must(game, 1, { type: 'placeSettlement', vertex: B.v(2, 0) });
  must(game, 1, { type: 'placeRoad', edge: B.e(2, 0) });
  must(game, 2, { type: 'placeSettlement', vertex: B.v(16, 3) });
  must(game, 2, { type: 'placeRoad', edge: B.e(16, 2) });
  must(game, 2, { type: 'placeCity', vertex: B.v(18, 3) });
  must(game, 2, { type: 'placeRoad', edge: B.e(18, 2) });
  must(game, 1, { type: 'placeCity', vertex: CITY1 });
  must(game, 1, { type: 'placeRoad', edge: B.e(6, 3) });
  must(game, 0, { type: 'placeCity', vertex: CITY0 });
  must(game, 0, { type: 'placeRoad', edge: B.e(4, 2) });
  expect(game.view().phase).toBe('roll');
  return game;
}

const EVENT_FACE = { ship: 0, science: 3, politics: 4, trade: 5 } as const;
export type Event = keyof typeof EVENT_FACE;

/** Supplies the pending chance values, failing the test with the engine's reason if refused. */
export function supply(game: Game, ...values: number[]): void {
  const r = game.supplyChance(values);
  if (!r.ok) throw new Error(`supplyChance(${values}) refused: ${r.error}`);
}

/** The current player rolls `total` (red die as high as possible) with a gate nobody draws from by default. */
export function roll(game: Game, total: number, event: Event = 'science', red?: number): void {
  const p = game.view().currentPlayer;
  must(game, p, { type: 'roll' });
  const r = red ?? Math.min(6, total - 1);
  supply(game, total - r - 1, r - 1, EVENT_FACE[event]);
}

/** A landing placement roll of `total` (two dice). */
export function land(game: Game, total: number): void {
  const a = Math.min(6, total - 1);
  supply(game, a - 1, total - a - 1);
}

/** Ends the current player's turn; with no battle, no chance is asked. */
export function endTurn(game: Game): void {
  must(game, game.view().currentPlayer, { type: 'endTurn' });
}

/** Turns with a roll of `total` (which pays seat 0 from its city), until seat 0 is in its main phase again. */
export function rollRound(game: Game, total: number): void {
  for (let i = 0; i < 3; i++) {
    roll(game, total);
    settle(game);
    endTurn(game);
  }
  roll(game, 12 === total ? 11 : 12);
  settle(game);
}

/** Aqueduct choices are not in play (nobody has science 3); any respond phase here is a test error. */
function settle(game: Game): void {
  expect(game.view().phase).toBe('main');
}

/** Seat 0's main phase after a roll of 11 or 12 (coastal hexes away from everyone), from the roll phase of seat 0. */
export function quietMain(game: Game): void {
  roll(game, 11);
  settle(game);
}

export function ckba(game: Game) {
  return game.view().ckba;
}
export function barbarians(game: Game, hex: number): number {
  return ckba(game).barbarians[hex];
}
export function knights(game: Game) {
  return ckba(game).knights as { edge: Edge; owner: number; level: number; active: boolean; moved: number }[];
}

export function act(game: Game, p: number, action: Action): void {
  must(game, p, action);
}
export type { Edge, Vertex };

const ALL_PATHS: Edge[] = (() => {
  const m = new Map<string, Edge>();
  for (let h = 0; h < 19; h++)
    for (let s = 0; s < 6; s++) {
      const e = B.e(h, s);
      m.set(e.join(), e);
    }
  return [...m.values()];
})();
const ends = (e: Edge) => [B.v(e[0], e[1]), B.v(e[0], (e[1] + 1) % 6)].map((v) => v.join());

/** Distance in paths from `from` to every path (adjacent paths share an intersection), from the geometry alone. */
export function pathDistances(from: Edge): Map<string, number> {
  const dist = new Map<string, number>([[B.e(from[0], from[1]).join(), 0]]);
  let frontier = [B.e(from[0], from[1])];
  for (let d = 1; frontier.length > 0; d++) {
    const next: Edge[] = [];
    for (const e of frontier) {
      const mine = ends(e);
      for (const f of ALL_PATHS) {
        if (dist.has(f.join()) || !ends(f).some((v) => mine.includes(v))) continue;
        dist.set(f.join(), d);
        next.push(f);
      }
    }
    frontier = next;
  }
  return dist;
}

/** Canonical paths at exactly `d` paths from `from`. */
export function pathsAt(from: Edge, d: number): Edge[] {
  const dist = pathDistances(from);
  return ALL_PATHS.filter((e) => dist.get(e.join()) === d);
}

export const CASTLE_PATHS: Edge[] = [0, 1, 2, 3, 4, 5].map((s) => B.e(CASTLE, s));
export const isCastlePath = (e: Edge) => CASTLE_PATHS.some((c) => c.join() === e.join());

/** Rolls that pay seat 0 (and seat 1) wool, ore and grain for `n` knights (built and activated), then seat 0's main phase. */
export function knightMoney(game: Game, n: number): void {
  for (let i = 0; i < n; i++) {
    for (const total of [8, 4, 3]) {
      roll(game, total);
      endTurn(game);
    }
  }
  const v = game.view();
  for (let guard = 0; guard < 3 && game.view().currentPlayer !== 0; guard++) {
    roll(game, 11);
    endTurn(game);
  }
  expect(v).toBeTruthy();
  quietMain(game);
}
