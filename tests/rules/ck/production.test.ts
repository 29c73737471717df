// 000 "Dice Rolls" and Illustration J: the event die first (ship / gate draws in turn order from the
// current player, a level-L improvement draws on red 1..L+1), then production, where a city on forest,
// pasture or mountains yields 1 resource + 1 commodity and on hills or fields 2 resources; commodities
// have a supply of 12 and follow the supply limit (RULES.md "Numbers").
import { describe, expect, it } from 'vitest';
import { must } from '../../helpers';
import { B, board, gains, improveTo, mainPhaseOf, player, roll, setupCK, shipTo } from './helpers';

describe('C&K production', () => {
  it('pays a city paper on forest, cloth on pasture, coin on mountains (plus the resource), 2 brick on hills and 2 grain on fields', async () => {
    const game = await setupCK({
      players: 3,
      board: board({
        4: ['forest', 5],
        5: ['pasture', 6],
        9: ['mountains', 8],
        12: ['hills', 10],
        16: ['fields', 11],
      }),
      first: [{ at: B.at(8, 9, 13) }],
      second: [{ at: B.at(4, 5, 9) }, { at: B.at(12, 13, 16) }],
    });
    expect(gains(game, () => roll(game, 0, 5))).toEqual([{ lumber: 1, paper: 1 }, {}, {}]);
    must(game, 0, { type: 'endTurn' });
    expect(gains(game, () => roll(game, 1, 6))).toEqual([{ wool: 1, cloth: 1 }, {}, {}]);
    must(game, 1, { type: 'endTurn' });
    // The settlement on the same mountains takes 1 ore and no commodity.
    expect(gains(game, () => roll(game, 2, 8))).toEqual([{ ore: 2, coin: 1 }, {}, {}]);
    must(game, 2, { type: 'endTurn' });
    expect(gains(game, () => roll(game, 0, 10))).toEqual([{}, { brick: 2 }, {}]);
    must(game, 0, { type: 'endTurn' });
    expect(gains(game, () => roll(game, 1, 11))).toEqual([{}, { grain: 2 }, {}]);
  });

  it('has 12 of each commodity: when the bank cannot pay every city its coin nobody gets coin, while the ore is still paid', async () => {
    // Three cities on one mountains hex: each roll of 8 asks for 3 coin and 3 ore.
    const game = await setupCK({
      players: 3,
      board: board({ 9: ['mountains', 8] }),
      second: [{ at: B.v(9, 0) }, { at: B.v(9, 2) }, { at: B.v(9, 4) }],
    });
    expect(game.view().bank).toMatchObject({ coin: 12, cloth: 12, paper: 12, ore: 16 });
    for (let i = 0; i < 4; i++) {
      const p = game.view().currentPlayer;
      expect(gains(game, () => roll(game, p, 8))).toEqual([
        { ore: 1, coin: 1 },
        { ore: 1, coin: 1 },
        { ore: 1, coin: 1 },
      ]);
      must(game, p, { type: 'endTurn' });
    }
    expect(game.view().bank.coin ?? 0).toBe(0);
    // Seat 1 returns one coin for politics level 1: the bank holds 1 coin against a demand of 3.
    mainPhaseOf(game, 1);
    must(game, 1, { type: 'improve', track: 'politics' });
    must(game, 1, { type: 'endTurn' });
    expect(game.view().bank.coin).toBe(1);
    expect(gains(game, () => roll(game, 2, 8))).toEqual([{ ore: 1 }, { ore: 1 }, { ore: 1 }]);
    expect(game.view().bank.coin).toBe(1);
  });

  it('resolves the event die before production: the attack on this roll pillages the city, which then produces as a settlement', async () => {
    const game = await setupCK({
      players: 3,
      board: board({ 9: ['mountains', 8] }),
      second: [{ at: B.v(9, 0) }],
    });
    shipTo(game, 6);
    const p = game.view().currentPlayer;
    // No knights anywhere: strength 3 cities against 0; every player loses their only city.
    const g = gains(game, () => roll(game, p, 8, 'ship'));
    expect(game.view().barbarians).toMatchObject({ position: 0, attacks: 1 });
    expect(player(game, 0).cities).toEqual([]);
    expect(player(game, 0).settlements).toContainEqual(B.v(9, 0));
    expect(g[0]).toEqual({ ore: 1 }); // a city would have taken ore + coin
  });
});

describe('C&K progress draws at a gate', () => {
  // Each seat's city borders its own forest: paper for science improvements.
  async function scienceTable(decks: string[]) {
    const game = await setupCK({
      players: 3,
      board: board({ 4: ['forest', 5], 12: ['forest', 9], 14: ['forest', 10] }),
      second: [{ at: B.at(4, 5, 9) }, { at: B.at(12, 13, 16) }, { at: B.at(14, 15, 18) }],
      decks: { science: decks },
    });
    for (const p of [0, 1, 2]) improveTo(game, p, 'science', 1);
    return game;
  }

  it('lets every eligible player draw the top card in turn order, beginning with the player whose turn it is', async () => {
    const game = await scienceTable(['crane', 'engineer', 'inventor', 'smith']);
    // It is seat 0's turn again after the improvements; move to seat 1's roll.
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'endTurn' });
    roll(game, 1, 4, 'science', 2); // red 2: level 1 shows red 1-2
    expect(player(game, 1).progressCards).toEqual(['crane']);
    expect(player(game, 2).progressCards).toEqual(['engineer']);
    expect(player(game, 0).progressCards).toEqual(['inventor']);
    expect(game.view().decks.science).toBe(15);
  });

  it('level L draws on a red die of 1..L+1 only, and only at the gate of its own colour', async () => {
    const game = await scienceTable(['crane', 'engineer', 'inventor', 'smith']);
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'endTurn' });
    roll(game, 1, 4, 'science', 3); // red 3: nobody at level 1 draws
    expect(game.view().decks.science).toBe(18);
    must(game, 1, { type: 'endTurn' });
    roll(game, 2, 4, 'politics', 1); // a blue gate: science improvements draw nothing
    expect(game.view().decks).toEqual({ trade: 18, politics: 18, science: 18 });
    must(game, 2, { type: 'endTurn' });
    improveTo(game, 0, 'science', 2);
    expect(player(game, 0).improvements.science).toBe(2);
    const p = game.view().currentPlayer;
    roll(game, p, 6, 'science', 4); // red 4: level 2 shows 1-3 only
    expect(game.view().decks.science).toBe(18);
    must(game, p, { type: 'endTurn' });
    const q = game.view().currentPlayer;
    roll(game, q, 5, 'science', 3); // red 3: only seat 0 (level 2) draws
    expect(player(game, 0).progressCards).toEqual(['crane']);
    expect(game.view().decks.science).toBe(17);
  });
});
