// Medicine in Barbarian Attack with C&K (000 Almanac, 003, ../shared/rules/barbarian-attack.md §9):
// "You may upgrade a settlement to a city for 2 ore and 1 grain ... You may not combine two of these
// cards on the same city." The combination adds: settlements and cities land three barbarians (so a city
// made by Medicine does too), and a conquered settlement cannot be upgraded (§10.5). Like every progress
// card it is played in your own turn after the roll, and it stays playable after a knight has moved,
// when building is over (docs/rules-decisions.md).
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { gains, must, refused } from '../../helpers';
import { B, CASTLE, CITY0, COAST_SETTLEMENT, barbarians, endTurn, knightMoney, land, roll, setupCKBA } from './helpers';

const SEAT1_SETTLEMENT = B.v(2, 0);
const medicine = (vertex: [number, number]) => ({ type: 'playProgress', card: 'medicine', vertex }) as const;

/**
 * Seat 0 buys science 1 (4 grain for the paper), then draws Medicine at its next roll, with 3 ore and
 * 1 grain in hand. `others` is the total seats 1 and 2 roll in between (9 with a ship: hex 0 fills up).
 */
async function medicineInHand(others: { total: number; ship: boolean } = { total: 11, ship: false }): Promise<Game> {
  const game = await setupCKBA({ decks: { science: ['medicine'] } });
  knightMoney(game, 2);
  must(game, 0, { type: 'bankTrade', give: { grain: 4 }, get: { paper: 1 } });
  must(game, 0, { type: 'improve', track: 'science' });
  land(game, 6);
  endTurn(game);
  for (let seat = 1; seat <= 2; seat++) {
    roll(game, others.total, others.ship ? 'ship' : 'science');
    endTurn(game);
  }
  roll(game, 2, 'science', 1); // red 1: science 1 draws
  const me = game.view().players[0];
  expect(me.progressCards).toEqual(['medicine']);
  expect([me.hand.ore, me.hand.grain]).toEqual([3, 1]);
  return game;
}

const cities = (game: Game, p: number) => game.view().players[p].cities as unknown[];

describe('ckba: Medicine', () => {
  it('makes a settlement a city for 2 ore and 1 grain, and the city lands three barbarians', async () => {
    const game = await medicineInHand();
    const vp = game.view().players[0].vp;
    expect(gains(game, () => must(game, 0, medicine(COAST_SETTLEMENT)))[0]).toEqual({ ore: -2, grain: -1 });
    expect(cities(game, 0)).toHaveLength(2);
    expect(game.view().players[0].vp).toBe(vp + 1);
    expect(game.view().players[0].progressCards).toEqual([]);
    // Three placement rolls, as for a city bought with 3 ore and 2 grain; the turn waits for them.
    expect(game.pendingChance()).toEqual({ kind: 'landing', ranges: [6, 6] });
    expect(refused(game, 0, { type: 'endTurn' })).toMatch(/chance/);
    land(game, 9);
    land(game, 5);
    land(game, 10);
    expect(game.pendingChance()).toBeNull();
    expect([barbarians(game, 0), barbarians(game, 17), barbarians(game, 11)]).toEqual([1, 1, 1]);
  });

  it('is refused without 2 ore and 1 grain', async () => {
    const game = await medicineInHand();
    // A knight (wool + ore) activated (grain) leaves 2 ore and no grain.
    must(game, 0, { type: 'buildKnight', edge: B.e(CASTLE, 0) });
    must(game, 0, { type: 'activateKnight', edge: B.e(CASTLE, 0) });
    expect([game.view().players[0].hand.ore, game.view().players[0].hand.grain]).toEqual([2, 0]);
    expect(refused(game, 0, medicine(COAST_SETTLEMENT))).toMatch(/not enough resources/);
    expect(game.view().players[0].progressCards).toEqual(['medicine']);
  });

  it("upgrades only an own settlement: not a city (no second Medicine on one city), not another player's settlement", async () => {
    const game = await medicineInHand();
    expect(refused(game, 0, medicine(CITY0))).toMatch(/settlement/);
    expect(refused(game, 0, medicine(SEAT1_SETTLEMENT))).toMatch(/settlement/);
    must(game, 0, medicine(COAST_SETTLEMENT));
    land(game, 9);
    land(game, 5);
    land(game, 10);
    expect(cities(game, 0)).toHaveLength(2);
  });

  it('cannot upgrade a conquered settlement', async () => {
    // Ships on 9 from seats 1 and 2 put two barbarians on hex 0; seat 1's third conquers it.
    const game = await medicineInHand({ total: 9, ship: true });
    expect(barbarians(game, 0)).toBe(2);
    endTurn(game);
    roll(game, 9, 'ship');
    endTurn(game);
    expect(game.view().ckba.conqueredBuildings).toEqual([COAST_SETTLEMENT]);
    roll(game, 11);
    endTurn(game);
    roll(game, 11);
    expect(refused(game, 0, medicine(COAST_SETTLEMENT))).toMatch(/conquered/);
    expect(game.view().players[0].progressCards).toEqual(['medicine']);
  });

  it('is played in your own turn after the roll, and still after a knight has moved (building is over then)', async () => {
    const game = await medicineInHand();
    endTurn(game);
    expect(refused(game, 0, medicine(COAST_SETTLEMENT))).toMatch(/not allowed in this phase/); // seat 1's roll
    roll(game, 11);
    expect(refused(game, 0, medicine(COAST_SETTLEMENT))).toMatch(/not your turn/); // seat 1's main phase
    endTurn(game);
    roll(game, 11);
    endTurn(game);
    expect(refused(game, 0, medicine(COAST_SETTLEMENT))).toMatch(/not allowed in this phase/); // seat 0, before its roll
    roll(game, 11);
    must(game, 0, { type: 'buildKnight', edge: B.e(CASTLE, 0) });
    must(game, 0, { type: 'moveKnight', from: B.e(CASTLE, 0), to: B.e(13, 0) });
    expect(refused(game, 0, { type: 'improve', track: 'trade' })).toMatch(/knights have moved/);
    must(game, 0, medicine(COAST_SETTLEMENT));
    expect(cities(game, 0)).toHaveLength(2);
    expect(game.pendingChance()?.kind).toBe('landing');
  });
});
