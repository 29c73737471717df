// End-of-game statistics (issue 18 item 7), read off the game's log: how often each dice total came
// up, and per player how many rolls they made and how many cards production gave them. The narrator
// marks roll and production lines with their numbers (the words are in the reader's language), the
// same on every port (local or networked), so this needs nothing from the session. Lines saved before
// the marks (English only) are read from their words.
import type { LogLine } from './port';

export interface GameStats {
  /** dice[t]: how many rolls totalled t (2..12). */
  dice: number[];
  /** Per seat: rolls made, and cards received from production. */
  rolls: number[];
  produced: number[];
}

const ROLLED = / rolled (\d+) \(/;
const GOT = / got (.+)$/;

export function statsFromLog(lines: readonly LogLine[], players: number): GameStats {
  const stats: GameStats = { dice: Array(13).fill(0), rolls: Array(players).fill(0), produced: Array(players).fill(0) };
  for (const l of lines) {
    if (l.kind !== 'roll' || l.seat == null || l.seat >= players) continue;
    const rolled = l.rolled ?? (l.produced === undefined ? Number(ROLLED.exec(l.text)?.[1] ?? NaN) : NaN);
    if (rolled >= 2 && rolled <= 12) {
      stats.dice[rolled]++;
      stats.rolls[l.seat]++;
      continue;
    }
    // "Blue got 3 cards" or, for me, "You got 1 wool, 2 ore": add up the numbers
    const got = l.produced === undefined ? GOT.exec(l.text) : null;
    stats.produced[l.seat] += l.produced ?? (got ? [...got[1].matchAll(/(\d+)/g)].reduce((n, m) => n + Number(m[1]), 0) : 0);
  }
  return stats;
}
