// 001 "Ending the game" and fn 41: 10 VP on your own turn wins at once (a bought victory point card
// counts immediately); 10 VP reached on another player's turn waits for the start of your own turn.
import { describe, expect, it } from 'vitest';
import type { Game, Vertex } from '../../../src/engine/types';
import { must, refused } from '../../helpers';
import { BASE as B, advanceTo, board, mainPhaseOf, produce, roll, setupGame } from './setup';

const vpOf = (game: Game, p: number, viewer?: number) => game.view(viewer).players[p].vp;

describe('base victory', () => {
  it('wins the moment a bought victory point card brings the buyer to 10, and then the game is over', async () => {
    // A roll of 8 pays P0 ore + wool + grain.
    const S = B.at(4, 5, 9);
    const game = await setupGame({
      players: 3,
      board: board({ 4: ['mountains', 8], 5: ['pasture', 8], 9: ['fields', 8] }),
      first: [{ settlement: S }, { settlement: B.v(2, 1) }, { settlement: B.v(16, 3) }],
      second: [{ settlement: B.v(7, 4) }, { settlement: B.v(18, 2) }, { settlement: B.v(11, 1) }],
    });
    produce(game, 8, 11);
    mainPhaseOf(game, 0);
    for (let i = 0; i < 3; i++) must(game, 0, { type: 'buyDevelopment', forced: { card: 'knight' } });
    for (let i = 0; i < 4; i++) must(game, 0, { type: 'buyDevelopment', forced: { card: 'victoryPoint' } });
    must(game, 0, { type: 'buildCity', vertex: S });
    // Victory point cards count at once for their owner, hidden from the others.
    expect([vpOf(game, 0), vpOf(game, 0, 0), vpOf(game, 0, 1)]).toEqual([7, 7, 3]);
    must(game, 0, { type: 'endTurn' });
    for (let k = 0; k < 3; k++) {
      advanceTo(game, 0);
      must(game, 0, { type: 'playDevelopment', card: 'knight' });
      must(game, 0, { type: 'moveRobber', hex: k % 2 === 0 ? 1 : 0 });
      roll(game, 0, 12);
      if (k < 2) must(game, 0, { type: 'endTurn' });
    }
    expect(game.view().largestArmy).toBe(0);
    expect(vpOf(game, 0)).toBe(9);
    expect(game.view().winner).toBeNull();
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'victoryPoint' } });
    const v = game.view();
    expect(v.winner).toBe(0);
    expect(v.phase).toBe('gameOver');
    expect(v.players[0].vp).toBe(10);
    expect(v.awaiting).toEqual([]);
    expect(refused(game, 0, { type: 'endTurn' })).toMatch(/game is over/);
    expect(game.legalActions(1)).toEqual([]);
  });

  it("makes a player who reaches 10 on another player's turn wait, and win at the start of their own turn before rolling (fn 41)", async () => {
    // P0 (roll 6: brick + lumber) builds a 7-road route r0..r7 and holds Longest Road.
    // P2 (roll 10: ore + wool + grain; roll 11: brick + lumber) builds 5 roads around hex 2 and reaches 8 VP.
    // P1 (roll 8: brick + lumber; roll 9: wool + grain) cuts P0's route with a settlement at r3 on P1's turn:
    // the card passes to P2, who then has 10 VP on P1's turn.
    const r: Vertex[] = [B.v(7, 0), B.v(7, 1), B.v(8, 0), B.v(8, 1), B.v(9, 0), B.v(9, 1), B.v(10, 0), B.v(10, 1)];
    const h2 = (c: number) => B.v(2, c);
    const h13 = (c: number) => B.v(13, c);
    const game = await setupGame({
      players: 3,
      board: board({
        3: ['hills', 6],
        7: ['forest', 6],
        13: ['hills', 8],
        14: ['forest', 8],
        15: ['pasture', 9],
        18: ['fields', 9],
        0: ['mountains', 10],
        1: ['pasture', 10],
        4: ['fields', 10],
        2: ['hills', 11],
        6: ['forest', 11],
      }),
      first: [{ settlement: r[0], road: B.between(r[0], r[1]) }, { settlement: h13(1), road: B.between(h13(1), h13(0)) }, { settlement: B.at(0, 1, 4) }],
      second: [{ settlement: B.v(16, 3) }, { settlement: B.at(14, 15, 18) }, { settlement: h2(2), road: B.between(h2(2), h2(1)) }],
    });
    produce(game, 6, 6);
    produce(game, 8, 2);
    produce(game, 9, 1);
    produce(game, 10, 8);
    produce(game, 11, 4);
    mainPhaseOf(game, 0);
    for (const e of B.walk(...r).slice(1)) must(game, 0, { type: 'buildRoad', edge: e });
    expect(game.view().longestRoad).toBe(0);
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 2);
    for (const e of B.walk(h2(1), h2(0), h2(5), h2(4), h2(3))) must(game, 2, { type: 'buildRoad', edge: e });
    expect(game.view().players[2].roadLength).toBe(5);
    for (let i = 0; i < 5; i++) must(game, 2, { type: 'buyDevelopment', forced: { card: 'victoryPoint' } });
    must(game, 2, { type: 'buildCity', vertex: B.at(0, 1, 4) });
    expect(vpOf(game, 2)).toBe(8);
    must(game, 2, { type: 'endTurn' });
    mainPhaseOf(game, 1);
    must(game, 1, { type: 'buildRoad', edge: B.between(h13(0), r[3]) });
    must(game, 1, { type: 'buildSettlement', vertex: r[3] });
    let v = game.view();
    expect(v.longestRoad).toBe(2);
    expect(v.players[2].vp).toBe(10);
    expect(v.winner).toBeNull(); // not P2's turn
    expect(v.phase).toBe('main');
    must(game, 1, { type: 'endTurn' });
    v = game.view();
    expect(v.currentPlayer).toBe(2);
    expect(v.winner).toBe(2); // at the start of the turn, before any roll
    expect(v.phase).toBe('gameOver');
    expect(refused(game, 2, { type: 'roll' })).toMatch(/game is over/);
  });
});
