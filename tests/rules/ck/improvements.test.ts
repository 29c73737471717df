// 000 "CITY IMPROVEMENTS": level L of a track costs L of its commodity (trade cloth, politics coin,
// science paper) and needs a city on the board; the level-3 abilities: Trading House (commodities 2:1,
// own turn), Aqueduct (a resource of choice when a production pays nothing, not on a 7, also when the
// robber blocked the hex - RULES.md). The Fortress is covered with the knights.
import { describe, expect, it } from 'vitest';
import { must, refused } from '../../helpers';
import { B, advanceTo, board, fund, gains, improveTo, mainPhaseOf, payDiscards, player, roll, setupCK, shipTo } from './helpers';

const BOARD = board({ 4: ['forest', 5], 5: ['pasture', 6], 9: ['mountains', 8], 12: ['fields', 3] });

async function table() {
  // Seat 0: city on forest/pasture/mountains, settlement on fields.
  return setupCK({ players: 3, board: BOARD, first: [{ at: B.at(12, 13, 16) }], second: [{ at: B.at(4, 5, 9) }] });
}

describe('C&K city improvements', () => {
  it('costs 1, 2, 3, 4, 5 of the track commodity, refuses a short hand, and stops at level 5', async () => {
    const game = await table();
    for (let lvl = 1; lvl <= 5; lvl++) {
      fund(game, 0, { cloth: lvl });
      mainPhaseOf(game, 0);
      const before = player(game, 0).hand.cloth;
      const action = lvl === 4 ? { type: 'improve', track: 'trade', metropolis: B.at(4, 5, 9) } : { type: 'improve', track: 'trade' };
      must(game, 0, action);
      expect(player(game, 0).hand.cloth).toBe(before - lvl);
      expect(player(game, 0).improvements).toEqual({ trade: lvl, politics: 0, science: 0 });
      must(game, 0, { type: 'endTurn' });
    }
    fund(game, 0, { cloth: 6 });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'improve', track: 'trade' })).toMatch(/already at level 5/);
  });

  it('refuses a short hand at level 2 (exactly 1 cloth held)', async () => {
    const game = await table();
    improveTo(game, 0, 'trade', 1);
    fund(game, 0, { cloth: 1 });
    mainPhaseOf(game, 0);
    expect(player(game, 0).hand.cloth).toBe(1);
    expect(refused(game, 0, { type: 'improve', track: 'trade' })).toMatch(/not enough/);
    expect(refused(game, 0, { type: 'improve', track: 'politics' })).toMatch(/not enough/);
  });

  it('needs a city: after the barbarians take the last city no improvement can be bought, but the levels stay', async () => {
    const game = await table();
    improveTo(game, 0, 'politics', 1);
    fund(game, 0, { coin: 3 });
    shipTo(game, 6);
    const p = game.view().currentPlayer;
    roll(game, p, 2, 'ship');
    must(game, p, { type: 'endTurn' });
    expect(player(game, 0).cities).toEqual([]);
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'improve', track: 'politics' })).toMatch(/need at least one city/);
    expect(player(game, 0).improvements.politics).toBe(1);
    must(game, 0, { type: 'endTurn' });
    // A new city allows improvements again.
    fund(game, 0, { grain: 2, ore: 3, coin: 2 });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'buildCity', vertex: B.at(4, 5, 9) });
    must(game, 0, { type: 'improve', track: 'politics' });
    expect(player(game, 0).improvements.politics).toBe(2);
  });

  it('Trading House (trade 3): 2 of one commodity for any resource or commodity; resources stay 4:1', async () => {
    const game = await table();
    improveTo(game, 0, 'trade', 2);
    fund(game, 0, { cloth: 2, coin: 2, ore: 2 });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'bankTrade', give: { cloth: 2 }, get: { grain: 1 } })).toMatch(/rates/);
    must(game, 0, { type: 'endTurn' });
    improveTo(game, 0, 'trade', 3);
    fund(game, 0, { cloth: 2, coin: 2, ore: 2 });
    mainPhaseOf(game, 0);
    expect(gains(game, () => must(game, 0, { type: 'bankTrade', give: { cloth: 2 }, get: { grain: 1 } }))[0]).toEqual({ cloth: -2, grain: 1 });
    expect(gains(game, () => must(game, 0, { type: 'bankTrade', give: { coin: 2 }, get: { paper: 1 } }))[0]).toEqual({ coin: -2, paper: 1 });
    expect(refused(game, 0, { type: 'bankTrade', give: { ore: 2 }, get: { brick: 1 } })).toMatch(/rates/);
  });

  it('Aqueduct (science 3): a roll that pays nothing gives one resource of choice; not on a 7, not when something was paid', async () => {
    const game = await table();
    improveTo(game, 0, 'science', 3);
    expect(player(game, 0).improvements.science).toBe(3);
    let p = game.view().currentPlayer;
    // A number on no hex of seat 0: seat 0 chooses a resource.
    roll(game, p, 11);
    expect(game.view().phase).toBe('respond');
    expect(player(game, 0).pending).toBe('aqueduct');
    expect(game.view().awaiting).toEqual([0]);
    expect(refused(game, 0, { type: 'aqueduct', kind: 'paper' })).toMatch(/malformed|argument/);
    expect(gains(game, () => must(game, 0, { type: 'aqueduct', kind: 'grain' }))[0]).toEqual({ grain: 1 });
    expect(game.view().phase).toBe('main');
    must(game, p, { type: 'endTurn' });
    // Paid something: no aqueduct.
    p = game.view().currentPlayer;
    roll(game, p, 3);
    expect(game.view().phase).toBe('main');
    expect(player(game, 0).pending).toBe('none');
    must(game, p, { type: 'endTurn' });
    // A 7: nothing either.
    p = game.view().currentPlayer;
    roll(game, p, 7);
    expect(player(game, 0).pending).toBe('none');
    expect(game.view().phase).not.toBe('respond');
  });

  it('Aqueduct also applies when the robber blocked the only hex that would have paid (002)', async () => {
    const game = await table();
    improveTo(game, 0, 'science', 3);
    shipTo(game, 6);
    const p = game.view().currentPlayer;
    roll(game, p, 3, 'ship'); // the attack (seat 0 keeps its fields income: 1 grain, no aqueduct)
    expect(game.view().barbarians.attacks).toBe(1);
    expect(player(game, 0).pending).toBe('none');
    must(game, p, { type: 'endTurn' });
    advanceTo(game, 2);
    roll(game, 2, 7);
    payDiscards(game);
    expect(game.view().phase).toBe('robber');
    const stolen = Object.entries(player(game, 0).hand).find(([, n]) => (n as number) > 0)![0];
    must(game, 2, { type: 'moveRobber', hex: 12, victim: 0, forced: { stolen } });
    must(game, 2, { type: 'endTurn' });
    expect(game.view().robber).toBe(12);
    roll(game, 0, 3); // fields 3 is blocked: seat 0 receives nothing
    expect(player(game, 0).pending).toBe('aqueduct');
    must(game, 0, { type: 'aqueduct', kind: 'ore' });
    expect(game.view().phase).toBe('main');
  });
});
