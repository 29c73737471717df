// Page §3 and 003 "Rolling the dice" / "City expansions": a settlement or city lands three barbarians,
// each placement roll re-rolled on a 7 and (rolls 2 and 3) on a total this landing already had; a
// city improvement lands one; a black ship lands one on the coastal hex bearing the production total.
// A hex holding 3 is conquered: it takes no more (that roll is not repeated), produces nothing, and
// a building whose every land hex is conquered loses its points and its harbor.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { must, refused } from '../../helpers';
import { COAST_SETTLEMENT, barbarians, endTurn, land, quietMain, roll, setupCKBA } from './helpers';

/** Seat 0 holds 3 ore and 2 grain (its set-up city brought ore, wool, grain) and is in its main phase. */
function cityMoney(game: Game): void {
  roll(game, 8);
  endTurn(game); // seat 0: ore + coin from the city on hex 4
  roll(game, 8);
  endTurn(game); // seat 1
  roll(game, 3);
  endTurn(game); // seat 2: 2 grain from hex 9
  quietMain(game);
}

const vp = (game: Game, p: number) => game.view().players[p].vp;

describe('ckba: landings', () => {
  it('a city lands three barbarians: a 7 and a repeated total are rolled again', async () => {
    const game = await setupCKBA();
    cityMoney(game);
    must(game, 0, { type: 'buildCity', vertex: COAST_SETTLEMENT });
    expect(game.pendingChance()).toEqual({ kind: 'landing', ranges: [6, 6] });
    expect(refused(game, 0, { type: 'endTurn' })).toMatch(/chance/);
    land(game, 7); // rolled again
    expect(game.pendingChance()?.kind).toBe('landing');
    land(game, 9); // hex 0
    land(game, 9); // a repeat: rolled again
    expect(barbarians(game, 0)).toBe(1);
    land(game, 5); // hex 17
    land(game, 12); // hex 1, which started with one
    expect(game.pendingChance()).toBeNull();
    expect([barbarians(game, 0), barbarians(game, 17), barbarians(game, 1)]).toEqual([1, 1, 2]);
  });

  it('a black ship lands one barbarian on the coastal hex with the production total; a 7 lands none', async () => {
    const game = await setupCKBA();
    roll(game, 9, 'ship');
    expect(barbarians(game, 0)).toBe(1);
    endTurn(game);
    must(game, 1, { type: 'roll' });
    game.supplyChance([3, 2, 0]); // 4 + 3 = 7 with a ship
    expect(game.view().ckba.barbarians.reduce((a: number, b: number) => a + b, 0)).toBe(3);
  });

  it('a hex reaching 3 is conquered: no production, no more barbarians, no building; its lone settlement loses its point and harbor until liberated', async () => {
    const game = await setupCKBA({ harbors: [{ hex: 0, side: 5, kind: 'generic' }] });
    expect(vp(game, 0)).toBe(3);
    // Ships on 9 three times: hex 0 (hills, 9) fills up. Seat 0's settlement there still paid brick on the first two.
    roll(game, 9, 'ship');
    endTurn(game);
    roll(game, 9, 'ship');
    endTurn(game);
    const before = game.view().players[0].hand.brick;
    roll(game, 9, 'ship'); // the ship comes before production (C&K order): conquered at once
    expect(barbarians(game, 0)).toBe(3);
    expect(game.view().ckba.conqueredHexes).toEqual([0]);
    expect(game.view().players[0].hand.brick).toBe(before);
    expect(game.view().ckba.conqueredBuildings).toEqual([COAST_SETTLEMENT]);
    expect(vp(game, 0)).toBe(2);
    endTurn(game);
    // Seat 0 has 4 ore only with its 3:1 harbor lost: a 3:1 trade is refused, 4:1 would be needed.
    roll(game, 8);
    endTurn(game);
    roll(game, 8);
    endTurn(game);
    roll(game, 8);
    endTurn(game); // seat 0: 1 + 3 ore
    quietMain(game);
    expect(game.view().players[0].hand.ore).toBe(4);
    expect(refused(game, 0, { type: 'bankTrade', give: { ore: 3 }, get: { wool: 1 } })).toMatch(/rate/);
    // No road on a conquered hex's paths.
    must(game, 0, { type: 'bankTrade', give: { ore: 4 }, get: { lumber: 1 } });
    expect(refused(game, 0, { type: 'buildRoad', edge: [0, 5] })).toMatch(/conquered/);
    // A further landing on 9 is lost, not rolled again.
    endTurn(game);
    roll(game, 9, 'ship');
    expect(barbarians(game, 0)).toBe(3);
  });

  it('a city improvement lands one barbarian (7s rolled again)', async () => {
    const game = await setupCKBA();
    roll(game, 8); // seat 0: ore + coin
    must(game, 0, { type: 'improve', track: 'politics' });
    expect(game.pendingChance()).toEqual({ kind: 'landing', ranges: [6, 6] });
    land(game, 7);
    land(game, 6); // hex 15
    expect(game.pendingChance()).toBeNull();
    expect(barbarians(game, 15)).toBe(1);
  });
});
