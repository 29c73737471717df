// A stalled game ends (docs/rules-decisions.md; the rule of every mode, tests/rules/base/stalemate.test.ts):
// the texts end the game only at 13 points, and with the coast conquered and the barbarians unlimited
// (003) a game can stop moving for good. When 100 full rounds pass in which nobody reaches a score
// higher than they ever had and nobody takes a prisoner, the game ends after that turn's battles: the
// most points win, tied leaders draw (the page: "a tie is settled by rolling").
import { describe, expect, it } from 'vitest';
import type { Edge, Game } from '../../../src/engine/types';
import { must } from '../../helpers';
import { B, CASTLE, barbarians, ckba, endTurn, knightMoney, roll, setupCKBA, supply } from './helpers';

const LIMIT = 300; // 100 rounds of 3 players

/** Turns that change nothing: a roll of 11 or 12 (science event, nobody draws), then the end of the turn. */
function quietTurns(game: Game, n: number): void {
  for (let i = 0; i < n; i++) {
    roll(game, i % 2 === 0 ? 11 : 12);
    endTurn(game);
  }
}

const points = (game: Game) => game.view().players.map((p: { vp: number }) => p.vp);

describe('ckba: a stalled game ends', () => {
  it('ends after 100 rounds without a new best score or a prisoner; the lone leader wins', async () => {
    const game = await setupCKBA();
    // Black ships conquer hex 0 (9) and hex 18 (3): seat 0's coastal settlement and seat 2's city
    // score nothing any more. Seat 1 leads with 3.
    for (const total of [9, 9, 9, 3, 3, 3]) {
      roll(game, total, 'ship');
      endTurn(game);
    }
    expect([barbarians(game, 0), barbarians(game, 18)]).toEqual([3, 3]);
    expect(points(game)).toEqual([2, 3, 1]);
    // The first turn set everyone's best; the next 299 are quiet.
    quietTurns(game, LIMIT - 6);
    expect(game.view().quietTurns).toBe(LIMIT - 1);
    expect(game.view().stalemateAfter).toBe(LIMIT);
    expect(game.view().phase).not.toBe('gameOver');
    quietTurns(game, 1);
    const v = game.view();
    expect(v.phase).toBe('gameOver');
    expect(v.winner).toBe(1);
    expect(game.pendingChance()).toBeNull();
  });

  it('tied leaders draw for the win, a chance input', async () => {
    const game = await setupCKBA();
    expect(points(game)).toEqual([3, 3, 3]);
    quietTurns(game, LIMIT);
    expect(game.view().phase).not.toBe('gameOver');
    roll(game, 11);
    endTurn(game);
    expect(game.pendingChance()).toEqual({ kind: 'stalemate', ranges: [3] });
    expect(game.view().winner).toBeNull();
    supply(game, 2); // the third of seats 0, 1 and 2
    expect(game.view().phase).toBe('gameOver');
    expect(game.view().winner).toBe(2);
  });

  it('a prisoner taken starts the count again', async () => {
    const game = await setupCKBA();
    roll(game, 5, 'ship'); // one barbarian on hex 17
    endTurn(game);
    quietTurns(game, 2);
    knightMoney(game, 1); // seat 0 collects wool, ore and grain; nobody scores
    const entry: Edge = B.e(CASTLE, 1);
    must(game, 0, { type: 'buildKnight', edge: entry });
    must(game, 0, { type: 'promoteKnight', edge: entry });
    must(game, 0, { type: 'activateKnight', edge: entry });
    must(game, 0, { type: 'moveKnight', from: entry, to: B.e(17, 3) });
    expect(game.view().quietTurns).toBeGreaterThan(0);
    endTurn(game); // 2 strength against 1 barbarian: a victory
    supply(game, 1); // casualty die 2: nobody on those paths
    expect(ckba(game).players[0].prisoners).toBe(1);
    expect(game.view().quietTurns).toBe(0);
    // Without the prisoner the count would have reached the limit within these turns.
    const before = game.view().turn;
    quietTurns(game, LIMIT - 1);
    expect(game.view().turn).toBe(before + LIMIT - 1);
    expect(game.view().phase).not.toBe('gameOver');
  });
});
