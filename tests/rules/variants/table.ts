// Tables for variant tests: the base-rule scaffolding (tests/rules/base/setup.ts) with variants chosen.

import { expect } from 'vitest';
import type { Game, Mode } from '../../../src/engine/types';
import { must, newGame } from '../../helpers';
import { BASE as B, EXT, type Placement, advanceTo, board, dice, place, quietNumber, roll } from '../base/setup';

export interface VariantTable {
  variants: string[];
  mode?: Mode;
  players?: number;
  board?: ReturnType<typeof board> & { rows?: [number, number][] };
  first?: Placement[];
  second?: Placement[];
  chance?: 'seeded' | 'external';
}

/** A game with variants after both set-up rounds, at seat 0's first roll. */
export async function variantTable(o: VariantTable): Promise<Game> {
  const players = o.players ?? 3;
  const game = await newGame({ mode: o.mode ?? 'base', players, board: o.board ?? KNIGHT_BOARD, variants: o.variants, chance: o.chance });
  const order = [...Array(players).keys()];
  const first = o.first ?? KNIGHT_FIRST,
    second = o.second ?? KNIGHT_SECOND;
  for (const [round, seats] of [
    [first, order],
    [second, [...order].reverse()],
  ] as const) {
    for (const p of seats) place(game, p, round[p] ?? {});
  }
  expect(game.view().phase).toBe('roll');
  return game;
}

/**
 * Seat 0 on fields 2 (hex 0); seat 1 on pasture 3 (hex 2), fields 5 (hex 6) and mountains 6 (hex 11);
 * seat 2 on forest 4 (hex 16). Every other hex is desert; the robber starts on hex 1.
 */
export const KNIGHT_BOARD = board({ 0: ['fields', 2], 2: ['pasture', 3], 16: ['forest', 4], 6: ['fields', 5], 11: ['mountains', 6] });
export const KNIGHT_FIRST: Placement[] = [{ settlement: B.v(0, 0) }, { settlement: B.v(2, 1) }, { settlement: B.v(16, 3) }];
export const KNIGHT_SECOND: Placement[] = [{}, { settlement: B.at(6, 11) }, {}];

/** The current player rolls `total` and ends the turn. */
export function quietTurn(game: Game, total?: number): void {
  const p = game.view().currentPlayer;
  roll(game, p, total ?? quietNumber(game));
  must(game, p, { type: 'endTurn' });
}

/**
 * On KNIGHT_BOARD: seat 0 gets a grain, seat 1 two wool and a grain, then buys a development card
 * (`card`) on its turn; play stops at seat 2's turn, before the roll (seat 1's card is now playable).
 */
export function seat1Buys(game: Game, card = 'knight'): void {
  quietTurn(game, 2); // seat 0: grain
  quietTurn(game, 3); // seat 1: wool
  quietTurn(game, 3); // seat 2 rolls: seat 1 wool
  quietTurn(game, 5); // seat 0 rolls: seat 1 grain
  roll(game, 1, quietNumber(game));
  must(game, 1, { type: 'buyDevelopment', forced: { card } });
  must(game, 1, { type: 'endTurn' });
}

export { B, EXT, advanceTo, board, dice, must, quietNumber, roll };
