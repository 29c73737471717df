// A stalled game ends (docs/rules-decisions.md, "A game nobody can win any more"). The texts end a game
// only at the target score, and some positions can never reach it: in Catan for Two with Settlement
// Required, both players boxed in with one settlement each, no road or settlement site and an empty
// development deck; in Barbarian Attack, every coastal hex conquered, so nobody produces. The table's
// rule, in every mode: when QUIET_ROUNDS full rounds pass in which no player reaches a score higher
// than they ever had (and, in Barbarian Attack, nobody takes a prisoner: noteProgress), the game ends
// as that turn ends; the most points win, and tied leaders draw for it as the page settles every tie.
//
// Progress is measured by each player's best score, not the score itself: a hex conquered and
// liberated again, or Longest Road changing hands, moves scores up and down without getting anyone
// nearer the target, and must not keep a dead game alive.

import { G_CHANCE, G_PHASE, G_PROGRESS, G_QUIET_TURNS, G_STALEMATE_POOL, G_WINNER, P_BEST_POINTS, g16, g8, pg, playerCount, ps, s16, s8 } from '../core/layout';
import { CH_NONE, CH_STALEMATE, PH_GAME_OVER } from '../core/phases';
import { totalVictoryPoints } from './points';

/** 100 rounds: far beyond any live game between people (a whole game is some 20 to 40 rounds). */
export const QUIET_ROUNDS = 100;

@inline export function quietTurns(): i32 { return g16(G_QUIET_TURNS); }
@inline export function stalemateLimit(): i32 { return QUIET_ROUNDS * playerCount(); }

/** Progress other than a new best score (Barbarian Attack: a prisoner taken) restarts the count. */
@inline export function noteProgress(): void { s8(G_PROGRESS, 1); }

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
 * Counts a turn that has ended (in Barbarian Attack, after its battles) with no winner. At the limit
 * a lone leader wins at once, and tied leaders are left to draw (CH_STALEMATE). True when the game
 * stops here.
 */
export function stalledAfterTurn(): bool {
  let progress = g8(G_PROGRESS) != 0;
  s8(G_PROGRESS, 0);
  for (let p = 0; p < playerCount(); p++) {
    const points = totalVictoryPoints(p);
    if (points > pg(p, P_BEST_POINTS)) { ps(p, P_BEST_POINTS, points); progress = true; }
  }
  const quiet = progress ? 0 : quietTurns() + 1;
  s16(G_QUIET_TURNS, quiet);
  if (quiet < stalemateLimit()) return false;
  const pool = leaders();
  if (popcnt(pool) == 1) declareWinner(ctz(pool));
  else {
    s8(G_STALEMATE_POOL, pool);
    s8(G_CHANCE, CH_STALEMATE);
  }
  return true;
}

/** How many leaders draw for the win of a stalled game (the range of CH_STALEMATE). */
export function stalemateDrawRange(): i32 { return popcnt(g8(G_STALEMATE_POOL)); }

/** The draw among tied leaders: `index` picks one of them (in seat order), as rolling off would. */
export function resolveStalemateDraw(index: i32): void {
  const pool = g8(G_STALEMATE_POOL);
  s8(G_STALEMATE_POOL, 0);
  for (let p = 0; p < playerCount(); p++) {
    if ((pool & (1 << p)) == 0) continue;
    if (index-- == 0) { declareWinner(p); return; }
  }
}

function declareWinner(p: i32): void {
  s8(G_CHANCE, CH_NONE);
  s8(G_WINNER, p);
  s8(G_PHASE, PH_GAME_OVER);
}
