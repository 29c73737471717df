// 000 "THE METROPOLIS" + RULES.md: the first to level 4 takes the metropolis on a city they name (+2 VP);
// a player reaching 5 first takes it from a level-4 owner; at 5 it is safe. Levels 4-5 need a city
// that can hold a metropolis (a player whose only city is a metropolis stops at 3 on the other tracks).
import { describe, expect, it } from 'vitest';
import { must, refused } from '../../helpers';
import { B, board, fund, improveTo, mainPhaseOf, player, setupCK, vp } from './helpers';

const A = B.at(4, 5, 9);
const Bc = B.at(12, 13, 16);

async function table() {
  return setupCK({
    players: 3,
    board: board({ 4: ['pasture', 6], 5: ['mountains', 5], 13: ['mountains', 9] }),
    second: [{ at: A }, { at: Bc }],
  });
}

describe('C&K metropolis', () => {
  it('goes to the first at level 4 (naming a city), is taken by the first at level 5 from a level-4 owner, and is safe at 5', async () => {
    const game = await table();
    improveTo(game, 0, 'politics', 3);
    fund(game, 0, { coin: 4 });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'improve', track: 'politics' })).toMatch(/metropolis/);
    const before = vp(game, 0);
    must(game, 0, { type: 'improve', track: 'politics', metropolis: A });
    expect(game.view().metropolises.politics).toBe(0);
    expect(player(game, 0).cities[0]).toMatchObject({ vertex: A, metropolis: 'politics' });
    expect(vp(game, 0)).toBe(before + 2);
    must(game, 0, { type: 'endTurn' });
    // Seat 1 reaches 4: no metropolis (and naming a city is refused).
    improveTo(game, 1, 'politics', 3);
    fund(game, 1, { coin: 4 });
    mainPhaseOf(game, 1);
    expect(refused(game, 1, { type: 'improve', track: 'politics', metropolis: Bc })).toMatch(/metropolis/);
    const b4 = vp(game, 1);
    must(game, 1, { type: 'improve', track: 'politics' });
    expect(vp(game, 1)).toBe(b4);
    expect(game.view().metropolises.politics).toBe(0);
    must(game, 1, { type: 'endTurn' });
    // Seat 1 reaches 5 first: the metropolis moves.
    fund(game, 1, { coin: 5 });
    mainPhaseOf(game, 1);
    const a5 = vp(game, 0);
    must(game, 1, { type: 'improve', track: 'politics', metropolis: Bc });
    expect(game.view().metropolises.politics).toBe(1);
    expect(vp(game, 0)).toBe(a5 - 2);
    expect(vp(game, 1)).toBe(b4 + 2);
    expect(player(game, 0).cities[0].metropolis).toBeNull();
    must(game, 1, { type: 'endTurn' });
    // Seat 0 reaches 5 too: seat 1's metropolis is safe.
    fund(game, 0, { coin: 5 });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'improve', track: 'politics', metropolis: A })).toMatch(/metropolis/);
    must(game, 0, { type: 'improve', track: 'politics' });
    expect(player(game, 0).improvements.politics).toBe(5);
    expect(game.view().metropolises.politics).toBe(1);
  });

  it('a player whose only city holds a metropolis stops at level 3 on the other tracks', async () => {
    const game = await table();
    improveTo(game, 0, 'politics', 4, A);
    expect(game.view().metropolises.politics).toBe(0);
    improveTo(game, 0, 'trade', 3);
    fund(game, 0, { cloth: 4 });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'improve', track: 'trade', metropolis: A })).toMatch(/metropolis/);
    expect(refused(game, 0, { type: 'improve', track: 'trade' })).toMatch(/metropolis/);
    expect(player(game, 0).improvements.trade).toBe(3);
  });
});
