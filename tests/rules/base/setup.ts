// Test scaffolding for base-game rule tests: explicit boards, the two set-up rounds played to given
// positions, forced dice, and turn advancing. Everything goes through the public JSON contract.

import { expect } from 'vitest';
import type { Cards, Edge, Game, Kind, Mode, Terrain, Vertex } from '../../../src/engine/types';
import { must, newGame } from '../../helpers';
export { gains, hands } from '../../helpers';
import { BASE, EXT, type Geometry } from '../geometry';

export type HexSpec = [Terrain, number | null];
export type HarborSpec = { hex: number; side: number; kind: Kind | 'generic' };

/**
 * An explicit board: the listed hexes get their terrain and number, every other hex is desert, so a
 * roll produces only where a test says it does. (The robber starts on the first desert.)
 */
export function board(hexes: Record<number, HexSpec>, harbors: HarborSpec[] = [], geometry: Geometry = BASE) {
  const list: HexSpec[] = [];
  for (let h = 0; h < geometry.hexCount; h++) list.push(hexes[h] ?? ['desert', null]);
  return { hexes: list, harbors };
}

export interface Placement {
  /** Defaults to the first legal intersection that touches only deserts (an inert seat). */
  settlement?: Vertex;
  /** Defaults to the first road the engine offers next to the settlement. */
  road?: Edge;
}

export interface SetupOptions {
  mode?: Mode;
  players: number;
  board: ReturnType<typeof board>;
  /** Round one, by seat. */
  first: Placement[];
  /** Round two, by seat (played in reverse seat order). */
  second: Placement[];
}

/** A game after both set-up rounds, at seat 0's first roll. */
export async function setupGame(o: SetupOptions): Promise<Game> {
  const game = await newGame({ mode: o.mode ?? 'base', players: o.players, board: o.board });
  const order = [...Array(o.players).keys()];
  for (const [round, seats] of [
    [o.first, order],
    [o.second, [...order].reverse()],
  ] as const) {
    for (const p of seats) place(game, p, round[p] ?? {});
  }
  expect(game.view().phase).toBe('roll');
  return game;
}

export function place(game: Game, p: number, at: Placement = {}): void {
  must(game, p, { type: 'placeSettlement', vertex: at.settlement ?? inertVertex(game, p) });
  const road = at.road ?? (game.legalActions(p)[0].edge as Edge);
  must(game, p, { type: 'placeRoad', edge: road });
}

function inertVertex(game: Game, p: number): Vertex {
  const hexes = game.view().board.hexes as { terrain: string }[];
  const geometry = hexes.length === 19 ? BASE : EXT;
  const found = game
    .legalActions(p)
    .map((a) => a.vertex as Vertex)
    .find((v) => geometry.hexes(v).every((h) => hexes[h].terrain === 'desert'));
  if (!found) throw new Error(`no inert intersection left for player ${p}`);
  return found;
}

/** Dice that sum to `total`. */
export function dice(total: number): { yellow: number; red: number } {
  const yellow = Math.max(1, total - 6);
  return { yellow, red: total - yellow };
}

/** A number on no hex of the board: rolling it produces nothing. */
export function quietNumber(game: Game): number {
  const used = new Set(game.view().board.hexes.map((h: { number: number | null }) => h.number));
  const n = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12].find((x) => !used.has(x));
  if (n === undefined) throw new Error('every number is on the board');
  return n;
}

export function roll(game: Game, p: number, total: number): void {
  must(game, p, { type: 'roll', forced: dice(total) });
}

/** Ends any special building phase (5-6 players) without building. */
export function flushSpecialBuild(game: Game): void {
  while (game.view().phase === 'specialBuild') {
    must(game, game.view().specialBuilder, { type: 'endSpecialBuild' });
  }
}

/** The current player rolls `total` and ends the turn; repeated `times`. Production goes to everyone. */
export function produce(game: Game, total: number, times = 1): void {
  for (let i = 0; i < times; i++) {
    flushSpecialBuild(game);
    const v = game.view();
    expect(v.phase).toBe('roll');
    roll(game, v.currentPlayer, total);
    must(game, v.currentPlayer, { type: 'endTurn' });
  }
  flushSpecialBuild(game);
}

/** Plays quiet turns until it is p's turn, before the roll. */
export function advanceTo(game: Game, p: number): void {
  for (let guard = 0; guard < 20; guard++) {
    flushSpecialBuild(game);
    const v = game.view();
    if (v.currentPlayer === p && v.phase === 'roll') return;
    if (v.phase === 'roll') roll(game, v.currentPlayer, quietNumber(game));
    must(game, v.currentPlayer, { type: 'endTurn' });
  }
  throw new Error(`could not reach player ${p}'s turn`);
}

/** p's turn, after a quiet roll: ready to trade and build. */
export function mainPhaseOf(game: Game, p: number): void {
  advanceTo(game, p);
  roll(game, p, quietNumber(game));
  expect(game.view().phase).toBe('main');
}

/** p's hand as a full map of the five resources. */
export function hand(game: Game, p: number): Record<string, number> {
  return game.view().players[p].hand;
}

export function cardCount(game: Game, p: number): number {
  return game.view().players[p].cardCount;
}

/** A full five-resource hand from a partial one, for exact comparisons. */
export function full(cards: Cards): Record<string, number> {
  return { brick: 0, lumber: 0, wool: 0, grain: 0, ore: 0, ...cards };
}

export function vp(game: Game, p: number): number {
  return game.view().players[p].vp;
}

export { BASE, EXT };
