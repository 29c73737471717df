// 001 "Additional rules for 5-6 players": the 30-hex board, the extension's cards, and the special
// building phase after every turn (build and buy only: no trading, no development cards, no victory).
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { must, newGame, refused } from '../../helpers';
import { EXT, board, gains, mainPhaseOf, place, produce, roll, setupGame, quietNumber } from './setup';

const E = EXT;
// P1 at hexes 8/9/14: a roll of 8 pays ore + wool + grain; at hexes 20/24/25: a 9 pays brick + lumber.
const P1a = E.at(8, 9, 14);
const P1b = E.v(20, 3);
async function table(): Promise<Game> {
  return setupGame({
    mode: 'base56',
    players: 5,
    board: board({ 8: ['mountains', 8], 9: ['pasture', 8], 14: ['fields', 8], 20: ['hills', 9], 24: ['forest', 9] }, [], E),
    first: [{}, { settlement: P1a }, {}, {}, {}],
    second: [{}, { settlement: P1b, road: E.between(P1b, E.v(20, 2)) }, {}, {}, {}],
  });
}

/** Plays quiet turns and skips special building phases until `builder`'s phase after `after`'s turn. */
function toSpecialBuild(game: Game, after: number, builder: number): void {
  for (let guard = 0; guard < 60; guard++) {
    const v = game.view();
    if (v.phase === 'specialBuild' && v.currentPlayer === after && v.specialBuilder === builder) return;
    if (v.phase === 'specialBuild') must(game, v.specialBuilder, { type: 'endSpecialBuild' });
    else if (v.phase === 'roll') roll(game, v.currentPlayer, quietNumber(game));
    else must(game, v.currentPlayer, { type: 'endTurn' });
  }
  throw new Error('special building phase not reached');
}

describe('base 5-6 players', () => {
  it('plays on 30 hexes with 24 of each resource and 34 development cards (the extension adds 5 each and 9 cards)', async () => {
    const game = await newGame({ mode: 'base56', players: 6, board: board({}, [], E) });
    const v = game.view();
    expect(v.board.hexes).toHaveLength(30);
    expect(v.bank).toEqual({ brick: 24, lumber: 24, wool: 24, grain: 24, ore: 24 });
    expect(v.developmentDeck).toBe(34);
  });

  it('sets up in snake order 0..4, 4..0 with five players', async () => {
    const game = await newGame({ mode: 'base56', players: 5, board: board({}, [], E) });
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) {
      const p = game.view().currentPlayer;
      seen.push(p);
      place(game, p);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 4, 3, 2, 1, 0]);
    expect(game.view()).toMatchObject({ phase: 'roll', currentPlayer: 0 });
  });

  it('gives every other player, in turn order from the next seat, a special building phase after each turn', async () => {
    const game = await table();
    roll(game, 0, quietNumber(game));
    must(game, 0, { type: 'endTurn' });
    const order: number[] = [];
    while (game.view().phase === 'specialBuild') {
      const v = game.view();
      order.push(v.specialBuilder);
      expect(v.currentPlayer).toBe(0);
      expect(v.awaiting).toEqual([v.specialBuilder]);
      expect(refused(game, 0, { type: 'endSpecialBuild' })).toMatch(/not your turn/);
      must(game, v.specialBuilder, { type: 'endSpecialBuild' });
    }
    expect(order).toEqual([1, 2, 3, 4]);
    expect(game.view()).toMatchObject({ phase: 'roll', currentPlayer: 1 });
  });

  it('allows building and buying in the special building phase, but no trading, no development card play and no roll', async () => {
    const game = await table();
    produce(game, 8, 3);
    produce(game, 9, 2);
    mainPhaseOf(game, 1);
    must(game, 1, { type: 'buyDevelopment', forced: { card: 'knight' } });
    must(game, 1, { type: 'endTurn' });
    toSpecialBuild(game, 2, 1);
    expect(game.view().players[1].developmentCards.knight).toBe(1); // a playable card, but not now
    expect(refused(game, 1, { type: 'playDevelopment', card: 'knight' })).toMatch(/phase/);
    expect(refused(game, 1, { type: 'bankTrade', give: { ore: 4 }, get: { brick: 1 } })).toMatch(/phase|not your turn/);
    expect(refused(game, 1, { type: 'offerTrade', give: { ore: 1 }, get: { brick: 1 } })).toMatch(/phase|not your turn/);
    expect(refused(game, 1, { type: 'roll' })).toMatch(/phase|not your turn/);
    expect(refused(game, 1, { type: 'endTurn' })).toMatch(/phase|not your turn/);
    // Another player may not build in P1's phase.
    expect(refused(game, 3, { type: 'buyDevelopment' })).toMatch(/not your turn/);
    const road = E.between(E.v(20, 2), E.v(20, 1));
    expect(gains(game, () => must(game, 1, { type: 'buildRoad', edge: road }))[1]).toEqual({ brick: -1, lumber: -1 });
    expect(gains(game, () => must(game, 1, { type: 'buyDevelopment', forced: { card: 'monopoly' } }))[1]).toEqual({ ore: -1, wool: -1, grain: -1 });
    const offered = new Set(game.legalActions(1).map((a) => a.type));
    expect([...offered].filter((t) => !['buildRoad', 'buildSettlement', 'buildCity', 'buyDevelopment', 'endSpecialBuild'].includes(t))).toEqual([]);
  });

  it("lets a card bought in the special building phase be played on the buyer's next turn", async () => {
    const game = await table();
    produce(game, 8, 2);
    toSpecialBuild(game, 0, 1);
    must(game, 1, { type: 'buyDevelopment', forced: { card: 'knight' } });
    must(game, 1, { type: 'endSpecialBuild' });
    while (game.view().phase === 'specialBuild') must(game, game.view().specialBuilder, { type: 'endSpecialBuild' });
    expect(game.view()).toMatchObject({ phase: 'roll', currentPlayer: 1 });
    must(game, 1, { type: 'playDevelopment', card: 'knight' });
    expect(game.view().phase).toBe('robber');
  });

  it('does not let a player win in the special building phase; they win at the start of their own turn', async () => {
    const game = await table();
    produce(game, 8, 11);
    produce(game, 9, 1);
    mainPhaseOf(game, 1);
    must(game, 1, { type: 'buildCity', vertex: P1a });
    must(game, 1, { type: 'buildCity', vertex: P1b });
    for (let i = 0; i < 4; i++) must(game, 1, { type: 'buyDevelopment', forced: { card: 'victoryPoint' } });
    must(game, 1, { type: 'buildRoad', edge: E.between(E.v(20, 2), E.v(20, 1)) });
    must(game, 1, { type: 'buildSettlement', vertex: E.v(20, 1) });
    expect(game.view().players[1].vp).toBe(9);
    must(game, 1, { type: 'endTurn' });
    toSpecialBuild(game, 0, 1); // the phase after P0's turn, just before P1's own turn
    must(game, 1, { type: 'buyDevelopment', forced: { card: 'victoryPoint' } });
    expect(game.view().players[1].vp).toBe(10);
    expect(game.view().winner).toBeNull();
    must(game, 1, { type: 'endSpecialBuild' });
    expect(game.view()).toMatchObject({ phase: 'specialBuild', specialBuilder: 2, winner: null });
    while (game.view().phase === 'specialBuild') must(game, game.view().specialBuilder, { type: 'endSpecialBuild' });
    expect(game.view()).toMatchObject({ currentPlayer: 1, winner: 1, phase: 'gameOver' });
  });

  it('does not let the player whose turn just ended win when a special build hands them Longest Road (fn 41, fn 49)', async () => {
    // P2 holds Longest Road with 7 roads r0..r7 along the top of row 4 (a roll of 6 pays P2 brick + lumber).
    // P0 (10: ore + wool + grain, 11: brick + lumber) has 5 roads around hex 2 and 8 VP.
    // After P0's turn, P1 (8: brick + lumber, 9: wool + grain) builds a settlement at r3 in the special
    // building phase: P2's road falls to 3 + 4, the card passes to P0, who has 10 VP on nobody's turn.
    const r = [E.v(18, 0), E.v(18, 1), E.v(19, 0), E.v(19, 1), E.v(20, 0), E.v(20, 1), E.v(21, 0), E.v(21, 1)];
    const h2 = (c: number) => E.v(2, c);
    const P1home = E.at(20, 24, 25),
      P1step = E.at(19, 20, 24);
    const game = await setupGame({
      mode: 'base56',
      players: 5,
      board: board(
        {
          0: ['mountains', 10],
          1: ['pasture', 10],
          4: ['fields', 10],
          2: ['hills', 11],
          6: ['forest', 11],
          12: ['hills', 6],
          13: ['forest', 6],
          24: ['hills', 8],
          25: ['forest', 8],
          27: ['pasture', 9],
          28: ['fields', 9],
        },
        [],
        E,
      ),
      first: [
        { settlement: E.at(0, 1, 4) },
        { settlement: P1home, road: E.between(P1home, P1step) },
        { settlement: r[0], road: E.between(r[0], r[1]) },
        {},
        {},
      ],
      second: [{ settlement: h2(2), road: E.between(h2(2), h2(1)) }, { settlement: E.at(27, 28) }, {}, {}, {}],
    });
    produce(game, 6, 6);
    produce(game, 10, 8);
    produce(game, 11, 4);
    produce(game, 8, 2);
    produce(game, 9, 1);
    mainPhaseOf(game, 2);
    for (const e of E.walk(...r).slice(1)) must(game, 2, { type: 'buildRoad', edge: e });
    expect(game.view().longestRoad).toBe(2);
    must(game, 2, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    for (const e of E.walk(h2(1), h2(0), h2(5), h2(4), h2(3))) must(game, 0, { type: 'buildRoad', edge: e });
    for (let i = 0; i < 5; i++) must(game, 0, { type: 'buyDevelopment', forced: { card: 'victoryPoint' } });
    must(game, 0, { type: 'buildCity', vertex: E.at(0, 1, 4) });
    expect(game.view().players[0]).toMatchObject({ vp: 8, roadLength: 5 });
    must(game, 0, { type: 'endTurn' });
    expect(game.view()).toMatchObject({ phase: 'specialBuild', specialBuilder: 1 });
    must(game, 1, { type: 'buildRoad', edge: E.between(P1step, r[3]) });
    must(game, 1, { type: 'buildSettlement', vertex: r[3] });
    let v = game.view();
    expect(v.longestRoad).toBe(0);
    expect(v.players[0].vp).toBe(10);
    expect(v.winner).toBeNull();
    expect(v.phase).toBe('specialBuild');
    while (game.view().phase === 'specialBuild') must(game, game.view().specialBuilder, { type: 'endSpecialBuild' });
    v = game.view();
    expect(v).toMatchObject({ currentPlayer: 1, phase: 'roll', winner: null });
    // P0 wins at the start of their own next turn.
    for (let guard = 0; guard < 40 && game.view().winner === null; guard++) {
      const w = game.view();
      if (w.phase === 'specialBuild') must(game, w.specialBuilder, { type: 'endSpecialBuild' });
      else if (w.phase === 'roll') roll(game, w.currentPlayer, quietNumber(game));
      else must(game, w.currentPlayer, { type: 'endTurn' });
    }
    expect(game.view()).toMatchObject({ currentPlayer: 0, winner: 0, phase: 'gameOver' });
  });
});
