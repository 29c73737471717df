// End-of-game statistics come from the log's roll and production lines.
import { describe, expect, it } from 'vitest';
import { statsFromLog } from '../../src/ui/gameStats';
import type { LogLine } from '../../src/ui/port';

describe('statsFromLog', () => {
  it('counts dice totals, rolls and produced cards per player', () => {
    const lines: LogLine[] = [
      { text: 'Blue rolled 8 (5+3)', kind: 'roll', seat: 1 },
      { text: 'You got 1 wool, 2 ore', kind: 'roll', seat: 0 },
      { text: 'Blue got 3 cards', kind: 'roll', seat: 1 },
      { text: 'You rolled 8 (6+2, event ship)', kind: 'roll', seat: 0 },
      { text: 'Blue built a road', kind: 'build', seat: 1 },
      { text: 'Red rolled 12 (6+6)', kind: 'roll', seat: 2 },
    ];
    const s = statsFromLog(lines, 3);
    expect(s.dice[8]).toBe(2);
    expect(s.dice[12]).toBe(1);
    expect(s.rolls).toEqual([1, 1, 1]);
    expect(s.produced).toEqual([3, 3, 0]);
  });

  it('reads the numbers the narrator marks, whatever the language of the words', () => {
    const lines: LogLine[] = [
      { text: 'Blau: 8 gewürfelt (5+3)', kind: 'roll', seat: 1, rolled: 8 },
      { text: 'Du erhältst 1 Wolle, 2 Erz', kind: 'roll', seat: 0, produced: 3 },
      { text: 'Blau: erhält 3 Karten', kind: 'roll', seat: 1, produced: 3 },
      { text: 'Rot: 12 gewürfelt (6+6)', kind: 'roll', seat: 2, rolled: 12 },
    ];
    const s = statsFromLog(lines, 3);
    expect(s.dice[8]).toBe(1);
    expect(s.dice[12]).toBe(1);
    expect(s.rolls).toEqual([0, 1, 1]);
    expect(s.produced).toEqual([3, 3, 0]);
  });
});
