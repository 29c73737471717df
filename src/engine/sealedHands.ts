// Sealed hands (docs/cards.md, "Private resource moves"): before its own player's action, a replica
// works out which of its sealed cards to reveal, since every replica's engine checks only public
// cards. It asks the engine, never re-decides a rule: every known sealed card shown, then each kind cut
// back while the action stays legal, tried on a snapshot that is put back. Showing a card never makes
// an action illegal, so the cut is a set nothing can be taken from; a search over every set was
// capped and missed the set a big hand needs (a discard of 14 from 24 sealed cards stalled a game).
import type { Action, Game } from './types';

type Hand = Record<string, number>;

/**
 * The sealed cards, by kind, that `player` reveals before `action`: a set of its known sealed cards whose
 * reveal makes the action legal and none of which it could keep back (an empty object when its public
 * cards suffice), or null when even all of them do not. The game is left exactly as it was.
 */
export function revealsFor(game: Game, player: number, action: Action): Hand | null {
  const start = game.snapshot();
  const legalWith = (reveals: Hand): boolean => {
    game.restore(start);
    const shown = Object.entries(reveals).every(([kind, n]) => Array.from({ length: n }).every(() => game.revealResource(player, kind).ok));
    return shown && game.apply(player, action).ok;
  };
  try {
    if (legalWith({})) return {};
    const reveals: Hand = Object.fromEntries(Object.entries(game.knownSealed(player)).filter(([, n]) => n > 0));
    if (!legalWith(reveals)) return null;
    for (const kind of Object.keys(reveals)) {
      while (reveals[kind] > 0) {
        reveals[kind]--;
        if (legalWith(reveals)) continue;
        reveals[kind]++;
        break;
      }
      if (reveals[kind] === 0) delete reveals[kind];
    }
    return reveals;
  } finally {
    game.restore(start);
  }
}

/**
 * The face-down form of a Wedding's gift, a Master Merchant's take or a Commercial Harbor's offer or
 * reply: the bare move without kinds that every replica lists and a stand-in plays (docs/actions.md).
 */
export function isFaceDownForm(a: Action): boolean {
  switch (a.type) {
    case 'giveCards':
      return a.cards === undefined;
    case 'takeCards':
      return a.take === undefined;
    case 'commercialHarborOffer':
      return a.kind === undefined;
    case 'commercialHarborReply':
      return a.faceDown === true;
  }
  return false;
}
