// A game nobody can win any more ends (docs/rules-decisions.md, "A game nobody can win any more"): the
// texts end a game only at the target score, and a position can be past reaching it for good (Catan
// for Two, seed 6079 below). The table's rule in every mode: when 100 full rounds pass in which no
// player reaches a score higher than they ever had, the game ends as that turn ends; the most points
// win, tied leaders draw. (Barbarian Attack's prisoners count as progress too: tests/rules/ckba/stalemate.test.ts.)
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { getEngine, must } from '../../helpers';
import { advanceTo, quietNumber, quietTurn, roll, variantTable } from '../variants/table';
import { produce } from './setup';

const LIMIT = 300; // 100 rounds of 3 players

const points = (game: Game) => game.view().players.map((p: { vp: number }) => p.vp);

describe('a stalled game ends', () => {
  it('after 100 rounds with no new best score; the lone leader wins as the turn ends', async () => {
    const game = await variantTable({ variants: [] });
    // Seat 1 turns a settlement into a city (KNIGHT_BOARD: fields 5 and mountains 6), then nothing happens.
    produce(game, 6, 3);
    produce(game, 5, 2);
    advanceTo(game, 1);
    roll(game, 1, quietNumber(game));
    must(game, 1, { type: 'buildCity', vertex: game.view().players[1].settlements[0] });
    must(game, 1, { type: 'endTurn' });
    expect(points(game)).toEqual([2, 3, 2]);
    expect(game.view().quietTurns).toBe(0);
    for (let i = 1; i < LIMIT; i++) quietTurn(game);
    expect(game.view()).toMatchObject({ quietTurns: LIMIT - 1, stalemateAfter: LIMIT, phase: 'roll', winner: null });
    quietTurn(game);
    expect(game.view()).toMatchObject({ phase: 'gameOver', winner: 1 });
    expect(game.pendingChance()).toBeNull();
  });

  it('a new best score starts the count again', async () => {
    const game = await variantTable({ variants: [] });
    for (let i = 0; i < 10; i++) quietTurn(game);
    expect(game.view().quietTurns).toBe(9); // the first turn set everyone's best
    produce(game, 6, 3);
    produce(game, 5, 2);
    advanceTo(game, 1);
    roll(game, 1, quietNumber(game));
    must(game, 1, { type: 'buildCity', vertex: game.view().players[1].settlements[0] });
    must(game, 1, { type: 'endTurn' });
    expect(game.view().quietTurns).toBe(0);
  });

  it('tied leaders draw for the win, a chance input', async () => {
    const game = await variantTable({ variants: [], chance: 'external' });
    const total = quietNumber(game);
    const turn = () => {
      const p = game.view().currentPlayer;
      must(game, p, { type: 'roll' });
      expect(game.supplyChance([Math.min(5, total - 2), total - 2 - Math.min(5, total - 2)])).toEqual({ ok: true });
      must(game, p, { type: 'endTurn' });
    };
    expect(points(game)).toEqual([2, 2, 2]);
    for (let i = 0; i < LIMIT; i++) turn(); // the first turn set everyone's best
    expect(game.view().quietTurns).toBe(LIMIT - 1);
    turn();
    expect(game.pendingChance()).toEqual({ kind: 'stalemate', ranges: [3] });
    expect(game.view().winner).toBeNull();
    expect(game.legalActions(game.view().currentPlayer)).toEqual([]);
    expect(game.supplyChance([1])).toEqual({ ok: true }); // the second of seats 0, 1 and 2
    expect(game.view()).toMatchObject({ phase: 'gameOver', winner: 1 });
  });

  it('Catan for Two with Settlement Required, seed 6079: both players boxed in for good, the game still ends', async () => {
    // Seat 0 at 7 points and seat 1 at 8, one settlement each, no site to settle and no card left to
    // draw: nobody can score again (a settlement is required at the end of every turn). Before this
    // rule the random-bot game ran past 100,000 turns.
    const engine = await getEngine();
    const stats = engine.simulate({ mode: 'base', players: 2, games: 1, seed: 6079, maxTurns: 100_000, checkAll: false, variants: ['settlementRequired'] });
    expect(stats).toMatchObject({ games: 1, finished: 1, stuck: 0, invariantViolations: 0 });
    expect(stats.turns).toBeLessThan(2000);
  });
});
