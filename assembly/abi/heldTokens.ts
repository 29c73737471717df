// The card tokens each player holds, as scalars: the card rules of a sealed game
// (src/session/cards/sealedCards.ts) read them after every entry, and a whole JSON view for them was
// about a tenth of a log's verification (issue 16). Same list and order as the omniscient view:
// `progressAt` (sealed progress decks), then `developmentAt` (a sealed base game).
import { F_SEALED, hasFlag } from '../core/layout';
import { seatCount } from '../core/options';
import { progressCount, progressToken } from '../ck/progress';
import { developmentTokenCount, sealedDevelopment, tokenOfHand } from '../rules/sealedDevelopment';

function progressHeld(p: i32): i32 {
  return hasFlag(F_SEALED) ? progressCount(p) : 0;
}

/** How many tokens seat p holds; -1 past the last seat (neutral seats count as seats, as in the view). */
export function heldCount(p: i32): i32 {
  if (p < 0 || p >= seatCount()) return -1;
  return progressHeld(p) + (sealedDevelopment() ? developmentTokenCount(p) : 0);
}

/** The i-th token player p holds (i < heldCount(p)). */
export function heldToken(p: i32, i: i32): i32 {
  const progress = progressHeld(p);
  return i < progress ? progressToken(p, i) : tokenOfHand(p, i - progress);
}
