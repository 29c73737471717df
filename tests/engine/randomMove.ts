// A random legal move for tests that play seeded games through the engine (sharedInstance, pageBuild).
import type { Action, Game } from '../../src/engine/types';

export function someMove(game: Game, random: () => number): { seat: number; action: Action } | null {
  const { awaiting } = game.status();
  if (awaiting.length === 0) return null;
  const seat = awaiting[Math.floor(random() * awaiting.length)];
  // No offers between players (a random bot offers forever); builds and bank trades, which harbors
  // and knights decide, before ending the turn.
  const legal = game.legalActions(seat).filter((a) => a.type !== 'offerTrade' && a.type !== 'counterTrade');
  const busy = legal.filter((a) => a.type !== 'endTurn');
  const from = busy.length && random() < 0.8 ? busy : legal;
  return { seat, action: from[Math.floor(random() * from.length)] };
}
