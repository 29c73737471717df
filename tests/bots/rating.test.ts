// The ladder's ratings: a winner-of-the-table model fitted to whole games, on the Elo scale, with
// Wilson intervals for win shares and bootstrap intervals for ratings.
import { describe, expect, it } from 'vitest';
import { fitStrengths, rateKinds, wilson, type GameRecord } from '../../src/bots/rating';
import { seededRandom } from '../../src/net/random';

const ELO = 400 / Math.LN10;
const repeat = (n: number, game: GameRecord) => Array.from({ length: n }, () => game);

describe('ratings', () => {
  it('gives the Wilson score interval', () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 3);
    expect(hi).toBeCloseTo(0.7634, 3);
    expect(wilson(0, 20)[0]).toBe(0);
    expect(wilson(0, 20)[1]).toBeCloseTo(0.161, 3);
  });

  it('reads a kind that wins half its games against three equals as three times as strong', () => {
    const games = [...repeat(400, { seats: ['a', 'b', 'b', 'b'], winner: 0 }), ...repeat(400, { seats: ['b', 'a', 'b', 'b'], winner: 2 })];
    const s = fitStrengths(games, ['a', 'b']);
    expect(Math.exp(s.get('a')! - s.get('b')!)).toBeCloseTo(3, 1);
  });

  it('orders three kinds met in mixed line-ups, and ignores unfinished games', () => {
    // pairwise: a beats b 3:1, b beats c 3:1, so a beats c 9:1
    const games = [
      ...repeat(300, { seats: ['a', 'b'], winner: 0 }),
      ...repeat(100, { seats: ['a', 'b'], winner: 1 }),
      ...repeat(300, { seats: ['b', 'c'], winner: 0 }),
      ...repeat(100, { seats: ['b', 'c'], winner: 1 }),
      ...repeat(50, { seats: ['a', 'c'], winner: null }),
    ];
    const s = fitStrengths(games, ['a', 'b', 'c']);
    expect(ELO * (s.get('a')! - s.get('c')!)).toBeCloseTo(ELO * Math.log(9), -1);
  });

  it('anchors basic at 1000 and brackets every rating with its bootstrap interval', () => {
    const games = [
      ...repeat(30, { seats: ['strong', 'basic', 'basic', 'basic'], winner: 0 }),
      ...repeat(10, { seats: ['basic', 'strong', 'basic', 'basic'], winner: 0 }),
    ];
    const r = rateKinds(games, { random: seededRandom(1), resamples: 100 });
    expect(r.basic.elo).toBe(1000);
    expect(r.basic.elo95).toEqual([1000, 1000]);
    expect(r.strong.wins).toBe(30);
    expect(r.strong.seats).toBe(40);
    expect(r.strong.elo).toBeGreaterThan(1000);
    expect(r.strong.elo95[0]).toBeLessThan(r.strong.elo);
    expect(r.strong.elo95[1]).toBeGreaterThan(r.strong.elo);
    expect(r.strong.winShare95[0]).toBeLessThan(0.75);
    expect(r.strong.winShare95[1]).toBeGreaterThan(0.75);
  });
});
