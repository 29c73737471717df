// Shared helpers for engine tests: one engine per test file, and short-hands for the JSON contract.
import { createEngineWithTools, type EngineWithTools } from '../src/engine/tools';
import type { Action, Cards, Game, GameConfig, Kind } from '../src/engine/types';

let engine: Promise<EngineWithTools> | undefined;
export function getEngine(): Promise<EngineWithTools> {
  engine ??= createEngineWithTools();
  return engine;
}

export async function newGame(config: GameConfig): Promise<Game> {
  return (await getEngine()).newGame(config);
}

/** Applies an action and fails the test with the engine's reason if it is refused. */
export function must(game: Game, player: number, action: Action): void {
  const result = game.apply(player, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} by ${player} refused: ${result.error}`);
}

/** Applies an action that must be refused, and returns the reason. The state hash must not change. */
export function refused(game: Game, player: number, action: Action): string {
  const before = game.hash();
  const result = game.apply(player, action);
  if (result.ok) throw new Error(`${JSON.stringify(action)} by ${player} was accepted`);
  if (game.hash() !== before) throw new Error(`refused ${JSON.stringify(action)} changed the state`);
  return result.error;
}

/** Every player's hand (omniscient view). */
export function hands(game: Game): Record<Kind, number>[] {
  return game.view().players.map((pl: { hand: Record<Kind, number> }) => pl.hand);
}

/** What each player's hand gained (negative: lost) while `fn` ran, zero kinds left out. */
export function gains(game: Game, fn: () => void): Cards[] {
  const before = hands(game);
  fn();
  return hands(game).map((h, p) => {
    const d: Cards = {};
    for (const k of Object.keys(h) as Kind[]) if (h[k] !== before[p][k]) d[k] = h[k] - before[p][k];
    return d;
  });
}
