// Page §6 with 003 "Trading / Gold": a resource costs 2 gold, at most twice a turn; gold buys only
// resources, never commodities; 4 identical resources (3 with a 3:1 harbor) sell for 1 gold.
import { describe, expect, it } from 'vitest';
import { must, refused } from '../../helpers';
import { B, CASTLE, barbarians, ckba, endTurn, knightMoney, knights, quietMain, roll, setupCKBA, supply } from './helpers';

describe('ckba: gold', () => {
  it('two casualties pay 6 gold; 2 gold buys a resource, twice a turn, never a third time or a commodity', async () => {
    const game = await setupCKBA();
    roll(game, 5, 'ship');
    endTurn(game);
    expect(barbarians(game, 17)).toBe(1);
    knightMoney(game, 2);
    const a = B.e(CASTLE, 1),
      b = B.e(CASTLE, 0);
    for (const e of [a, b]) {
      must(game, 0, { type: 'buildKnight', edge: e });
      must(game, 0, { type: 'activateKnight', edge: e });
    }
    must(game, 0, { type: 'moveKnight', from: a, to: B.e(17, 2) });
    must(game, 0, { type: 'moveKnight', from: b, to: B.e(17, 5) }); // parallel to side 2
    endTurn(game);
    supply(game, 2); // direction 2: both fall
    expect(knights(game)).toEqual([]);
    expect(ckba(game).players[0].gold).toBe(6);
    roll(game, 11);
    endTurn(game);
    roll(game, 11);
    endTurn(game);
    quietMain(game);
    expect(refused(game, 0, { type: 'buyWithGold', get: 'cloth' })).toMatch(/resources only/);
    const lumber = game.view().players[0].hand.lumber;
    must(game, 0, { type: 'buyWithGold', get: 'lumber' });
    must(game, 0, { type: 'buyWithGold', get: 'lumber' });
    expect(game.view().players[0].hand.lumber).toBe(lumber + 2);
    expect(ckba(game).players[0].gold).toBe(2);
    expect(refused(game, 0, { type: 'buyWithGold', get: 'brick' })).toMatch(/at most 2/);
    // The limit is per turn.
    endTurn(game);
    roll(game, 11);
    endTurn(game);
    roll(game, 11);
    endTurn(game);
    quietMain(game);
    must(game, 0, { type: 'buyWithGold', get: 'brick' });
    expect(refused(game, 0, { type: 'buyWithGold', get: 'brick' })).toMatch(/costs 2 gold/);
  });

  it('4 identical resources sell for 1 gold; commodities do not sell', async () => {
    const game = await setupCKBA();
    roll(game, 8);
    endTurn(game);
    roll(game, 8);
    endTurn(game);
    roll(game, 8);
    endTurn(game);
    quietMain(game);
    expect(game.view().players[0].hand.ore).toBe(4);
    expect(refused(game, 0, { type: 'sellForGold', give: 'coin' })).toMatch(/resources only/);
    must(game, 0, { type: 'sellForGold', give: 'ore' });
    expect(game.view().players[0].hand.ore).toBe(0);
    expect(ckba(game).players[0].gold).toBe(1);
    expect(refused(game, 0, { type: 'sellForGold', give: 'ore' })).toMatch(/not hold|cards/);
  });
});
