// One spelling per card action (docs/actions.md, "Hidden cards: sealed games"): a sealed game's card
// actions name the token with `at`, also for a card everybody knows; open games (simulations,
// scenarios, `decks`, local tables) name cards by `card` only, so a move has one form in every log.
// The search bot, which plays a sealed game's actions on an open copy, respells them there
// (src/bots/openSpelling.ts).

import { AT_SLOT, A_CKBA_INTRIGUE, A_CKBA_SMITH, A_DISCARD_PROGRESS, A_PLAY_KNIGHT, A_PLAY_MONOPOLY, A_PLAY_PROGRESS, A_PLAY_VICTORY_POINT, A_SPY_TAKE, arg } from './actions';
import { E_TOKEN_IN_OPEN_GAME, E_TOKEN_NEEDED, OK } from './errors';
import { F_SEALED, hasFlag } from './layout';

// Progress card ids run 0..24 after A_PLAY_PROGRESS (ck/progress.ts CARD_TYPES).
const PROGRESS_PLAYS = 25;

function playsCard(type: i32): bool {
  return (type >= A_PLAY_KNIGHT && type <= A_PLAY_MONOPOLY) || type == A_PLAY_VICTORY_POINT
    || (type >= A_PLAY_PROGRESS && type < A_PLAY_PROGRESS + PROGRESS_PLAYS) || type == A_CKBA_INTRIGUE || type == A_CKBA_SMITH;
}

@inline function namesCards(type: i32): bool { return type == A_DISCARD_PROGRESS || type == A_SPY_TAKE || playsCard(type); }

/** OK, or why a card action must name its token (sealed game) or must not (open game). */
export function tokenSpelling(type: i32): i32 {
  // AT_SLOT is another argument's slot in actions that name no card (offerTrade's `to`).
  if (!hasFlag(F_SEALED)) return arg(AT_SLOT) != -1 && namesCards(type) ? E_TOKEN_IN_OPEN_GAME : OK;
  if (arg(AT_SLOT) != -1) return OK;
  // Taking or discarding no card (spyTake without one) names no token either.
  if (type == A_DISCARD_PROGRESS || type == A_SPY_TAKE) return arg(0) == -1 ? OK : E_TOKEN_NEEDED;
  return playsCard(type) ? E_TOKEN_NEEDED : OK;
}
