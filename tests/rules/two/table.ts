// Catan for Two test tables: an explicit board, both set-up rounds, and turns of two production rolls.
// Neutral seats 2 and 3 start on [8,5] and [10,2] (docs/rules-decisions.md).

import { expect } from 'vitest';
import type { Edge, Game, Terrain, Vertex } from '../../../src/engine/types';
import { must, newGame } from '../../helpers';
import { BASE as B, dice } from '../base/setup';

export type HexSpec = [Terrain, number | null];

/** Every hex not listed is forest 10; hexes 9 (the robber's start) and 18 are the deserts. */
export function twoBoard(hexes: Record<number, HexSpec> = {}) {
  const list: HexSpec[] = [];
  for (let h = 0; h < 19; h++) list.push(hexes[h] ?? (h === 9 || h === 18 ? ['desert', null] : ['forest', 10]));
  return { hexes: list, harbors: [] };
}

/**
 * Seat 0 on hills 2 + forest 3 ([0,1] coast) and mountains 4 + fields 5 + pasture 6 ([2,5,6] inland);
 * seat 1 on the hills 8 at the bottom (two coast corners).
 */
export const STANDARD_HEXES: Record<number, HexSpec> = {
  0: ['hills', 2],
  1: ['forest', 3],
  2: ['mountains', 4],
  5: ['fields', 5],
  6: ['pasture', 6],
  16: ['hills', 8],
  17: ['hills', 8],
};
export const SEAT0 = [B.at(0, 1), B.at(2, 5, 6)];
export const SEAT1 = [B.v(16, 3), B.v(17, 3)];

export interface TwoTable {
  hexes?: Record<number, HexSpec>;
  seat0?: Vertex[];
  seat1?: Vertex[];
  variants?: string[];
  chance?: 'seeded' | 'external';
}

/** A Catan for Two game after set-up, at seat 0's first roll. */
export async function twoTable(o: TwoTable = {}): Promise<Game> {
  const game = await newGame({ mode: 'base', players: 2, board: twoBoard(o.hexes ?? STANDARD_HEXES), variants: o.variants, chance: o.chance });
  const seats = [o.seat0 ?? SEAT0, o.seat1 ?? SEAT1];
  for (const [round, order] of [
    [0, [0, 1]],
    [1, [1, 0]],
  ] as const) {
    for (const p of order) {
      must(game, p, { type: 'placeSettlement', vertex: seats[p][round] });
      must(game, p, { type: 'placeRoad', edge: game.legalActions(p)[0].edge as Edge });
    }
  }
  expect(game.view().phase).toBe('roll');
  return game;
}

/** The current player's two production rolls (totals must differ). */
export function rolls(game: Game, first: number, second: number): void {
  const p = game.view().currentPlayer;
  must(game, p, { type: 'roll', forced: dice(first) });
  must(game, p, { type: 'roll', forced: dice(second) });
  expect(game.view().phase).toBe('main');
}

/** A whole turn: two rolls, then the end of the turn. */
export function turn(game: Game, first: number, second: number): void {
  const p = game.view().currentPlayer;
  rolls(game, first, second);
  must(game, p, { type: 'endTurn' });
}

/** Places the owed neutral piece: the offered one that `score` rates highest (ties: the first). */
export function payNeutral(game: Game, p: number, score: (g: Game) => number = () => 0): void {
  const offers = game.legalActions(p);
  expect(offers.length).toBeGreaterThan(0);
  let best = offers[0],
    bestScore = -Infinity;
  for (const a of offers) {
    const saved = game.snapshot();
    must(game, p, a);
    const s = score(game);
    game.restore(saved);
    if (s > bestScore) {
      best = a;
      bestScore = s;
    }
  }
  must(game, p, best);
}

export { B };
