// One spelling per card action in a sealed game (docs/actions.md, "Hidden cards: sealed games"): its
// card actions name the token with `at`, also for a card everybody knows, so a move has one form in
// the signed log. Open games (simulations, scenarios, `decks`) name cards by `card`; there `at` may
// name the same token as well, since every token's card is known: the search bot plays a sealed
// game's actions, tokens and all, on an open copy of the table (src/bots/search.ts).

import { AT_SLOT, A_CKBA_INTRIGUE, A_CKBA_SMITH, A_DISCARD_PROGRESS, A_PLAY_KNIGHT, A_PLAY_MONOPOLY, A_PLAY_PROGRESS, A_PLAY_VICTORY_POINT, A_SPY_TAKE, arg } from './actions';
import { E_TOKEN_NEEDED, OK } from './errors';
import { F_SEALED, hasFlag } from './layout';

// Progress card ids run 0..24 after A_PLAY_PROGRESS (ck/progress.ts CARD_TYPES).
const PROGRESS_PLAYS = 25;

function playsCard(type: i32): bool {
  return (type >= A_PLAY_KNIGHT && type <= A_PLAY_MONOPOLY) || type == A_PLAY_VICTORY_POINT
    || (type >= A_PLAY_PROGRESS && type < A_PLAY_PROGRESS + PROGRESS_PLAYS) || type == A_CKBA_INTRIGUE || type == A_CKBA_SMITH;
}

/** OK, or why a sealed game's card action must name its token. */
export function tokenSpelling(type: i32): i32 {
  if (!hasFlag(F_SEALED) || arg(AT_SLOT) != -1) return OK;
  // Taking or discarding no card (spyTake without one) names no token either.
  if (type == A_DISCARD_PROGRESS || type == A_SPY_TAKE) return arg(0) == -1 ? OK : E_TOKEN_NEEDED;
  return playsCard(type) ? E_TOKEN_NEEDED : OK;
}
