// A sealed game's card actions name a token (`at`); the search plays them on its determinized copy,
// which is an open game (determinize.ts), and an open game names cards by `card` only
// (assembly/core/tokenSpelling.ts: one spelling per move). Every token's card is known there.
import type { Action, Game } from '../engine/types';

/** `action` as an open game spells it: without `at`, naming the token's card where only `at` did. */
export function openSpelling(game: Game, action: Action): Action {
  if (action.at === undefined) return action;
  const { at, ...open } = action;
  if (open.card === undefined) open.card = game.publicCard(at as number) ?? undefined;
  return open;
}

/** The search's scratch game: an open copy whose `apply` also takes the sealed game's spelling. */
export function takingSealedSpelling(game: Game): Game {
  const apply = game.apply.bind(game);
  game.apply = (player, action) => apply(player, openSpelling(game, action));
  return game;
}
