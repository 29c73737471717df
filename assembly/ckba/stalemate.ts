// A stalled game ends (docs/rules-decisions.md, "Barbarian Attack with Cities & Knights"). With every
// coastal hex conquered and the buildings on the coast, nobody may produce anything any more, or only
// one ore in twelve rolls; and the barbarians are unlimited (003), so nothing ever runs out either.
// The texts give no end but 13 points, so such a game would never end. The table's rule: when
// QUIET_ROUNDS full rounds pass in which no player reaches a score higher than they ever had and
// nobody takes a prisoner, the game ends after that turn's battles; the most points win, and leaders
// who tie draw for it as the page settles every tie (rolling, ties rolled again).
//
// Progress is measured by each player's best score, not the score itself: a hex conquered and
// liberated again moves the scores up and down without getting anyone nearer 13, and must not keep a
// dead game alive. A turn with a new best or a prisoner taken (addPrisoners in region.ts) restarts
// the count.

import { G_CHANCE, G_PHASE, G_WINNER, g16, g8, playerCount, s16, s8 } from '../core/layout';
import { CH_NONE, PH_GAME_OVER } from '../core/phases';
import { totalVictoryPoints } from '../rules/points';
import { R_BEST_POINTS, R_PRISONER_TAKEN, R_QUIET_TURNS } from './region';

/** 100 rounds: far beyond any live game between people (a whole game is some 20 to 40 rounds). */
export const QUIET_ROUNDS = 100;

@inline export function quietTurns(): i32 { return g16(R_QUIET_TURNS); }
@inline export function stalemateLimit(): i32 { return QUIET_ROUNDS * playerCount(); }

/** The players (bit mask) with the most points. */
function leaders(): i32 {
  let best = -1, mask = 0;
  for (let p = 0; p < playerCount(); p++) {
    const points = totalVictoryPoints(p);
    if (points > best) { best = points; mask = 1 << p; } else if (points == best) mask |= 1 << p;
  }
  return mask;
}

/**
 * Called once a turn has ended and its battles are over (no winner yet). Counts the turn; when the
 * limit is reached, a lone leader wins at once. Returns the tied leaders who must draw for the win
 * (a bit mask, resolved by resolveStalemateDraw), else 0.
 */
export function stalemateAfterTurn(): i32 {
  let progress = g8(R_PRISONER_TAKEN) != 0;
  s8(R_PRISONER_TAKEN, 0);
  for (let p = 0; p < playerCount(); p++) {
    const points = totalVictoryPoints(p);
    if (points > g8(R_BEST_POINTS + p)) { s8(R_BEST_POINTS + p, points); progress = true; }
  }
  const quiet = progress ? 0 : quietTurns() + 1;
  s16(R_QUIET_TURNS, quiet);
  if (quiet < stalemateLimit()) return 0;
  const pool = leaders();
  if (popcnt(pool) > 1) return pool;
  declareWinner(ctz(pool));
  return 0;
}

/** The draw among tied leaders: `index` picks one of them (in seat order), as the prisoner draws do. */
export function resolveStalemateDraw(pool: i32, index: i32): void {
  for (let p = 0; p < 4; p++) {
    if ((pool & (1 << p)) == 0) continue;
    if (index-- == 0) { declareWinner(p); return; }
  }
}

function declareWinner(p: i32): void {
  s8(G_CHANCE, CH_NONE);
  s8(G_WINNER, p);
  s8(G_PHASE, PH_GAME_OVER);
}
