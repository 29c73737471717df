// Scaffolding for the Cities & Knights rule tests: explicit boards, the two set-up rounds (round 1
// settlement + road, round 2 city + road in reverse order), forced dice with a chosen or a neutral
// event, and quick ways to reach a state (rolling numbers that pay what a player needs).
// Everything goes through the public JSON contract.

import { expect } from 'vitest';
import type { Action, Cards, Edge, Game, Kind, Terrain, Vertex } from '../../../src/engine/types';
import { must, newGame } from '../../helpers';
export { gains, hands } from '../../helpers';
import { BASE as B } from '../geometry';

export { B };
export type HexSpec = [Terrain, number | null];
export type HarborSpec = { hex: number; side: number; kind: Kind | 'generic' };
export type Event = 'ship' | 'science' | 'politics' | 'trade';
export type Track = 'trade' | 'politics' | 'science';

/** An explicit board: listed hexes get terrain and number, every other hex is desert (the robber starts on hex 0 if it is desert). */
export function board(hexes: Record<number, HexSpec>, harbors: HarborSpec[] = []) {
  const list: HexSpec[] = [];
  for (let h = 0; h < 19; h++) list.push(hexes[h] ?? ['desert', null]);
  return { hexes: list, harbors };
}

export interface Placement {
  /** Defaults to the first legal intersection touching only deserts. */
  at?: Vertex;
  /** Defaults to the first road the engine offers. */
  road?: Edge;
}

export interface CKSetup {
  players: number;
  board: ReturnType<typeof board>;
  /** Round one (settlement + road), by seat. */
  first?: Placement[];
  /** Round two (city + road), by seat; played in reverse seat order. */
  second?: Placement[];
  decks?: Partial<Record<Track, string[]>>;
  options?: Record<string, boolean>;
  /** Sealed progress decks (the protocol's encrypted decks): no card is known until revealed. */
  sealed?: boolean;
}

/** A 'ck' game after both set-up rounds, at seat 0's first roll. */
export async function setupCK(o: CKSetup): Promise<Game> {
  const game = await newGame({ mode: 'ck', players: o.players, board: o.board, decks: o.decks, options: o.options, sealedDecks: o.sealed });
  const seats = [...Array(o.players).keys()];
  for (const p of seats) place(game, p, o.first?.[p] ?? {}, 'placeSettlement');
  for (const p of [...seats].reverse()) place(game, p, o.second?.[p] ?? {}, 'placeCity');
  expect(game.view().phase).toBe('roll');
  expect(game.view().currentPlayer).toBe(0);
  return game;
}

export function place(game: Game, p: number, at: Placement, type: 'placeSettlement' | 'placeCity'): void {
  must(game, p, { type, vertex: at.at ?? inertVertex(game, p, type) });
  must(game, p, { type: 'placeRoad', edge: at.road ?? (game.legalActions(p)[0].edge as Edge) });
}

function inertVertex(game: Game, p: number, type: string): Vertex {
  const hexes = game.view().board.hexes as { terrain: string }[];
  const found = game
    .legalActions(p)
    .filter((a) => a.type === type)
    .map((a) => a.vertex as Vertex)
    .find((v) => B.hexes(v).every((h) => hexes[h].terrain === 'desert'));
  if (!found) throw new Error(`no inert intersection left for player ${p}`);
  return found;
}

/** Dice for a total with the red die as high as possible (fewest gate draws), or a chosen red die. */
export function dice(total: number, red?: number): { yellow: number; red: number } {
  const r = red ?? Math.min(6, total - 1);
  return { yellow: total - r, red: r };
}

/** A gate nobody can draw from with this red die (no ship move, no card): throws if none. */
export function neutralEvent(game: Game, red: number): Event {
  const players = game.view().players as { improvements: Record<Track, number> }[];
  for (const t of ['science', 'politics', 'trade'] as Track[]) {
    if (players.every((pl) => pl.improvements[t] === 0 || red > pl.improvements[t] + 1)) return t;
  }
  throw new Error(`every gate draws a card with red ${red}`);
}

/** p rolls `total`; event defaults to a gate that changes nothing. */
export function roll(game: Game, p: number, total: number, event?: Event, red?: number): void {
  const d = dice(total, red);
  must(game, p, { type: 'roll', forced: { ...d, event: event ?? neutralEvent(game, d.red) } });
}

/** A number on no hex: rolling it produces nothing. */
export function quietNumber(game: Game): number {
  const used = new Set(game.view().board.hexes.map((h: { number: number | null }) => h.number));
  const n = [12, 2, 11, 3, 10, 4, 9, 5, 8, 6].find((x) => !used.has(x));
  if (n === undefined) throw new Error('every number is on the board');
  return n;
}

/** Answers every Aqueduct choice owed after a helper's roll with wool (tests of the Aqueduct roll by hand). */
export function settleAqueducts(game: Game): void {
  const v = game.view();
  if (v.phase !== 'respond') return;
  v.players.forEach((pl: { pending: string }, p: number) => {
    if (pl.pending === 'aqueduct') must(game, p, { type: 'aqueduct', kind: 'wool' });
  });
}

/** The current player rolls `total` and ends the turn, `times` times. */
export function produce(game: Game, total: number, times = 1, event?: Event): void {
  for (let i = 0; i < times; i++) {
    const v = game.view();
    expect(v.phase).toBe('roll');
    roll(game, v.currentPlayer, total, event);
    settleAqueducts(game);
    expect(game.view().phase).toBe('main');
    must(game, v.currentPlayer, { type: 'endTurn' });
  }
}

/** Quiet turns until it is p's turn, before the roll. */
export function advanceTo(game: Game, p: number): void {
  for (let guard = 0; guard < 20; guard++) {
    const v = game.view();
    if (v.currentPlayer === p && v.phase === 'roll') return;
    if (v.phase === 'roll') roll(game, v.currentPlayer, quietNumber(game));
    settleAqueducts(game);
    must(game, v.currentPlayer, { type: 'endTurn' });
  }
  throw new Error(`could not reach player ${p}'s turn`);
}

/** p's turn after a quiet roll. */
export function mainPhaseOf(game: Game, p: number): void {
  advanceTo(game, p);
  roll(game, p, quietNumber(game));
  settleAqueducts(game);
  expect(game.view().phase).toBe('main');
}

/** Quiet rolls with the ship until the barbarians stand at `position` (< 7), ending each turn. */
export function shipTo(game: Game, position: number): void {
  while (game.view().barbarians.position < position) {
    const v = game.view();
    roll(game, v.currentPlayer, quietNumber(game), 'ship');
    settleAqueducts(game);
    must(game, v.currentPlayer, { type: 'endTurn' });
  }
  expect(game.view().barbarians.position).toBe(position);
}

const COMMODITY_OF: Partial<Record<Terrain, Kind>> = { forest: 'paper', pasture: 'cloth', mountains: 'coin' };
const RESOURCE_OF: Partial<Record<Terrain, Kind>> = {
  hills: 'brick',
  forest: 'lumber',
  pasture: 'wool',
  fields: 'grain',
  mountains: 'ore',
};

/**
 * Rolls numbers (whoever's turn it is, ending each turn) until p holds at least `want`. Each roll picks
 * a hex that pays a missing kind to p. Everyone else is paid too. Ends before some player's roll.
 */
export function fund(game: Game, p: number, want: Cards): void {
  for (let guard = 0; guard < 300; guard++) {
    const v = game.view();
    const have = v.players[p].hand as Record<Kind, number>;
    const missing = (Object.keys(want) as Kind[]).find((k) => have[k] < want[k]!);
    if (!missing) return;
    const hexes = v.board.hexes as { terrain: Terrain; number: number | null }[];
    const cities = (v.players[p].cities as { vertex: Vertex; damaged: boolean }[]).filter((c) => !c.damaged).map((c) => c.vertex);
    const buildings = [...(v.players[p].settlements as Vertex[]), ...(v.players[p].cities as { vertex: Vertex }[]).map((c) => c.vertex)];
    const sources = missing === 'cloth' || missing === 'coin' || missing === 'paper' ? cities : buildings;
    let number: number | undefined;
    for (const vert of sources) {
      for (const h of B.hexes(vert)) {
        const t = hexes[h].terrain;
        const pays: Kind | undefined = missing === 'cloth' || missing === 'coin' || missing === 'paper' ? COMMODITY_OF[t] : RESOURCE_OF[t];
        if (pays === missing && h !== v.robber && hexes[h].number) number = hexes[h].number!;
      }
    }
    if (number === undefined) throw new Error(`nothing on the board pays ${missing} to player ${p}`);
    expect(v.phase).toBe('roll');
    roll(game, v.currentPlayer, number);
    settleAqueducts(game);
    if (game.view().phase !== 'main') throw new Error(`fund: roll left phase ${game.view().phase}`);
    must(game, v.currentPlayer, { type: 'endTurn' });
  }
  throw new Error('fund: gave up');
}

export function hand(game: Game, p: number): Record<Kind, number> {
  return game.view().players[p].hand;
}

/** A full eight-kind hand from a partial one, for exact comparisons. */
export function full(cards: Cards): Record<Kind, number> {
  return { brick: 0, lumber: 0, wool: 0, grain: 0, ore: 0, cloth: 0, coin: 0, paper: 0, ...cards };
}

export function player(game: Game, p: number) {
  return game.view().players[p];
}

export function vp(game: Game, p: number): number {
  return game.view().players[p].vp;
}

/** Legal actions of a type. */
export function legal(game: Game, p: number, type: string): Action[] {
  return game.legalActions(p).filter((a) => a.type === type);
}

/** Improve a track from its current level to `to`, funding the commodity first (p's turn is left ended). */
export function improveTo(game: Game, p: number, track: Track, to: number, metropolis?: Vertex): void {
  const commodity: Kind = track === 'trade' ? 'cloth' : track === 'politics' ? 'coin' : 'paper';
  for (let lvl = player(game, p).improvements[track] + 1; lvl <= to; lvl++) {
    fund(game, p, { [commodity]: lvl });
    mainPhaseOf(game, p);
    const action: Action = { type: 'improve', track };
    if (lvl >= 4 && metropolis && game.view().metropolises[track] !== p) action.metropolis = metropolis;
    must(game, p, action);
    must(game, p, { type: 'endTurn' });
  }
}

/** A path from v to its i-th neighbour (for set-up roads). */
export function roadFrom(v: Vertex, i = 0): Edge {
  return B.between(v, B.neighbours(v)[i]);
}

/** Every player who owes a discard after a 7 gives up their cards in kind order. */
export function payDiscards(game: Game): void {
  game.view().players.forEach((pl: { discardOwed: number; hand: Record<Kind, number> }, p: number) => {
    let owed = pl.discardOwed;
    if (owed === 0) return;
    const cards: Cards = {};
    for (const [k, n] of Object.entries(pl.hand) as [Kind, number][]) {
      const take = Math.min(n, owed);
      if (take > 0) cards[k] = take;
      owed -= take;
    }
    must(game, p, { type: 'discard', cards });
  });
}

/** p builds a knight on the first legal intersection (own turn, main phase); returns where. */
export function knightAnywhere(game: Game, p: number, activate: boolean): Vertex {
  const site = legal(game, p, 'buildKnight')[0]?.vertex as Vertex | undefined;
  if (!site) throw new Error(`no knight site for ${p}`);
  must(game, p, { type: 'buildKnight', vertex: site });
  if (activate) must(game, p, { type: 'activateKnight', vertex: site });
  return site;
}

/** The barbarians attack on the current player's quiet roll (ship at 6); the turn stays open. */
export function attack(game: Game): number {
  shipTo(game, 6);
  const p = game.view().currentPlayer;
  roll(game, p, quietNumber(game), 'ship');
  return p;
}

/**
 * p draws the top card of a deck at its own gate roll (total 2 = red 1, which every level draws on;
 * the board must not use the number 2). p needs level 1+ on that track; the turn stays open.
 */
export function drawOwn(game: Game, p: number, track: Track): void {
  advanceTo(game, p);
  roll(game, p, 2, track, 1);
  settleAqueducts(game);
}

/** The standard card table: seat 0's city on forest 5 / pasture 6 / mountains 8, its settlement on fields 3 and 10;
 * seat 1's city on mountains 8 and fields 10. */
export const CARD_BOARD = board({
  4: ['forest', 5],
  5: ['pasture', 6],
  9: ['mountains', 8],
  12: ['fields', 3],
  13: ['fields', 10],
  16: ['hills', 4],
  8: ['pasture', 11],
});
export const P0_CITY: Vertex = B.at(4, 5, 9);
export const P0_SETTLEMENT: Vertex = B.at(12, 13, 16);
export const P1_CITY: Vertex = B.at(8, 9, 13);

export async function cardTable(decks: Partial<Record<Track, string[]>> | 'sealed', players = 3, options?: Record<string, boolean>): Promise<Game> {
  const sealed = decks === 'sealed';
  return setupCK({
    sealed,
    players,
    board: CARD_BOARD,
    first: [{ at: P0_SETTLEMENT }],
    // Both cities' roads meet at the W corner of hex 9 (for Intrigue).
    second: [
      { at: P0_CITY, road: B.e(9, 5) },
      { at: P1_CITY, road: B.e(9, 4) },
    ],
    decks: sealed ? undefined : decks,
    options,
  });
}
