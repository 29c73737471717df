// Mid-game positions for the bot tests: a seeded game advanced by the priority bots.
import type { Game, Mode } from '../../src/engine/types';
import { seededRandom } from '../../src/net/random';
import { heuristicStrategy } from '../../src/bots/strategy';
import { getEngine } from '../helpers';

/** A `mode` game after `steps` actions of four priority bots (answers before the current player). */
export async function positionAfter(mode: Mode, steps: number, seed = 3, players = 4): Promise<Game> {
  return positionWhere(mode, (_, i) => i >= steps, seed, players);
}

/** The first position (after at most 5,000 actions) where `wanted` holds, or the game's end. */
export async function positionWhere(mode: Mode, wanted: (game: Game, step: number) => boolean, seed = 3, players = 4): Promise<Game> {
  const engine = await getEngine();
  const game = engine.newGame({ mode, players, seed });
  const bots = Array.from({ length: players }, () => heuristicStrategy());
  const random = seededRandom(seed);
  for (let i = 0; i < 5000; i++) {
    const view = game.view();
    if (view.winner !== null || wanted(game, i)) break;
    const seat = (view.awaiting as number[]).find((p) => p !== view.currentPlayer) ?? view.awaiting[0];
    const action = bots[seat].choose(game.legalActions(seat), game.view(seat), seat, random);
    const result = game.apply(seat, action);
    if (!result.ok) throw new Error(result.error);
  }
  return game;
}

/** The seat whose decision is pending (a responder first, as the arena asks). */
export function seatToMove(game: Game): number {
  const view = game.view();
  return (view.awaiting as number[]).find((p) => p !== view.currentPlayer) ?? view.awaiting[0];
}
