// Sealed hands (docs/cards.md, "Private resource moves"): before its own player's action, a replica
// works out which of its sealed cards to reveal, since every replica's engine checks only public
// cards. It asks the engine, never re-decides a rule: the smallest set of its known sealed cards whose
// reveal makes the action legal, tried on a snapshot that is put back.
import type { Action, Game } from './types';

type Hand = Record<string, number>;

/** Tries at most this many sets (a hand's known sealed cards are few: 5 cards of 5 kinds are 32 sets). */
const MAX_TRIES = 512;

/**
 * The sealed cards, by kind, that `player` reveals before `action`: the fewest whose reveal makes the
 * action legal (an empty object when its public cards suffice), or null when no set of the sealed cards
 * this replica knows does. The game is left exactly as it was.
 */
export function revealsFor(game: Game, player: number, action: Action): Hand | null {
  const known = game.knownSealed(player);
  const kinds = Object.keys(known).filter((kind) => known[kind] > 0);
  const start = game.snapshot();
  try {
    for (const counts of smallestFirst(kinds.map((kind) => known[kind]))) {
      game.restore(start);
      const reveals: Hand = {};
      counts.forEach((n, i) => {
        if (n > 0) reveals[kinds[i]] = n;
      });
      const shown = Object.entries(reveals).every(([kind, n]) => Array.from({ length: n }).every(() => game.revealResource(player, kind).ok));
      if (shown && game.apply(player, action).ok) return reveals;
    }
    return null;
  } finally {
    game.restore(start);
  }
}

/** Every vector 0 <= v[i] <= limits[i], fewest cards first (at most MAX_TRIES). */
function smallestFirst(limits: readonly number[]): number[][] {
  let all: number[][] = [[]];
  for (const limit of limits) all = all.flatMap((v) => Array.from({ length: limit + 1 }, (_, n) => [...v, n])).slice(0, MAX_TRIES);
  const size = (v: number[]) => v.reduce((a, b) => a + b, 0);
  return all.sort((a, b) => size(a) - size(b));
}
