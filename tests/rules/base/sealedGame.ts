// A sealed base game brought to a building turn, for the tests of development tokens (engine and bots).
import type { Game } from '../../../src/engine/types';
import { must } from '../../helpers';

/** Plays the first legal action (or the lowest chance value), never buying or offering, until the current player may build. */
export function toMain(game: Game): number {
  for (let i = 0; i < 500; i++) {
    const chance = game.pendingChance();
    if (chance) {
      game.supplyChance(chance.ranges.map(() => 0));
      continue;
    }
    if (game.status().phase === 'main' && game.view().dice) return game.view().currentPlayer;
    const p = game.status().awaiting[0] ?? game.view().currentPlayer;
    const actions = game.legalActions(p).filter((a) => a.type !== 'buyDevelopment' && a.type !== 'offerTrade');
    must(game, p, actions.find((a) => a.type === 'roll') ?? actions[0]);
  }
  throw new Error('never reached the main phase');
}
