// 003 "Changes concerning cards": Intrigue takes 1 barbarian from any hex as a prisoner (which can
// liberate a conquered hex); Bishop picks any hex and robs each player with an unconquered building
// there, without a robber; Deserter's new knight stands where the removed one stood; Inventor swaps
// only black numbers of the inner hexes; Merchant is lost with its hex's conquest; Smith promotes knights
// named by their paths.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { must, refused } from '../../helpers';
import { B, CASTLE, COAST_SETTLEMENT, barbarians, ckba, endTurn, knightMoney, knights, land, quietMain, roll, setupCKBA, supply } from './helpers';

/** Seat 0 reaches politics 1 (1 coin from a roll of 8), then draws the top politics card at its next roll. */
async function politicsCard(cards: string[], between: (game: Game) => void = () => {}): Promise<Game> {
  const game = await setupCKBA({ decks: { politics: cards } });
  roll(game, 8);
  must(game, 0, { type: 'improve', track: 'politics' });
  land(game, 6);
  endTurn(game);
  between(game);
  while (game.view().currentPlayer !== 0) {
    roll(game, 11);
    endTurn(game);
  }
  roll(game, 2, 'politics', 1); // red 1: politics 1 draws
  expect(game.view().players[0].progressCards).toEqual([cards[0]]);
  return game;
}

/** Seat 2 reaches science 1 (paper from its forest city), then draws the top science card at its roll of `total`. */
async function scienceCard(card: string, total = 2): Promise<Game> {
  const game = await setupCKBA({ decks: { science: [card] } });
  roll(game, 3);
  endTurn(game); // seat 2's forest city: paper
  roll(game, 11);
  endTurn(game);
  roll(game, 11);
  must(game, 2, { type: 'improve', track: 'science' });
  land(game, 6);
  endTurn(game);
  roll(game, 11);
  endTurn(game);
  roll(game, 11);
  endTurn(game);
  roll(game, total, 'science', 1); // red 1: science 1 draws
  expect(game.view().players[2].progressCards).toEqual([card]);
  return game;
}

describe('ckba: changed progress cards', () => {
  it('Intrigue takes a barbarian prisoner and so liberates a conquered hex, restoring its settlement', async () => {
    const game = await politicsCard(['intrigue'], (g) => {
      roll(g, 9, 'ship');
      endTurn(g);
      roll(g, 9, 'ship');
      endTurn(g);
    });
    expect(barbarians(game, 0)).toBe(2);
    expect(refused(game, 0, { type: 'playProgress', card: 'intrigue', hex: 5 })).toMatch(/no barbarian/);
    endTurn(game);
    roll(game, 9, 'ship');
    endTurn(game); // seat 1: hex 0 conquered
    expect(ckba(game).conqueredBuildings).toEqual([COAST_SETTLEMENT]);
    const vp = game.view().players[0].vp;
    roll(game, 11);
    endTurn(game);
    quietMain(game);
    must(game, 0, { type: 'playProgress', card: 'intrigue', hex: 0 });
    expect(barbarians(game, 0)).toBe(2);
    expect(ckba(game).players[0].prisoners).toBe(1);
    expect(ckba(game).conqueredHexes).toEqual([]);
    expect(ckba(game).conqueredBuildings).toEqual([]);
    expect(game.view().players[0].vp).toBe(vp + 1);
  });

  it('Bishop robs each other player with a building on the chosen hex, and no robber moves', async () => {
    const game = await politicsCard(['bishop']);
    // Hex 5 touches seat 0's and seat 1's cities; seat 2 has nothing there.
    const before = game.view().players[1].hand;
    const total = Object.values(before as Record<string, number>).reduce((a, b) => a + b, 0);
    must(game, 0, { type: 'playProgress', card: 'bishop', hex: 5 });
    expect(game.pendingChance()).toEqual({ kind: 'steal', ranges: [total] });
    supply(game, 0);
    expect(game.pendingChance()).toBeNull();
    expect(game.view().robber).toBeNull();
    const after = game.view().players[1].hand as Record<string, number>;
    expect(Object.values(after).reduce((a, b) => a + b, 0)).toBe(total - 1);
  });

  it("Deserter: the victim removes a knight and the card player's knight of that strength stands on the same path", async () => {
    let path: [number, number] = [0, 0];
    const game = await politicsCard(['deserter'], (g) => {
      // Seat 1 collects wool and ore, builds a knight and walks it off the castle.
      roll(g, 8);
      endTurn(g);
      roll(g, 4);
      endTurn(g);
      roll(g, 8);
      endTurn(g);
      roll(g, 11);
      const gate = B.e(CASTLE, 0);
      must(g, 1, { type: 'buildKnight', edge: gate });
      path = B.e(13, 0);
      must(g, 1, { type: 'moveKnight', from: gate, to: path });
      endTurn(g);
    });
    must(game, 0, { type: 'playProgress', card: 'deserter', player: 1 });
    expect(game.view().phase).toBe('respond');
    expect(refused(game, 1, { type: 'removeKnight', edge: B.e(13, 1) })).toMatch(/no knight on that path/);
    must(game, 1, { type: 'removeKnight', edge: path });
    expect(knights(game)).toEqual([{ edge: path, owner: 0, level: 1, active: false, moved: 0 }]);
    expect(game.view().phase).toBe('main');
  });

  it('Inventor swaps only black numbers of the inner hexes', async () => {
    const game = await scienceCard('inventor');
    expect(refused(game, 2, { type: 'playProgress', card: 'inventor', hexes: [0, 9] })).toMatch(/inner hexes/);
    expect(refused(game, 2, { type: 'playProgress', card: 'inventor', hexes: [4, 9] })).toBeTruthy(); // 8 is red
    must(game, 2, { type: 'playProgress', card: 'inventor', hexes: [5, 9] });
    const hexes = game.view().board.hexes as { number: number }[];
    expect([hexes[5].number, hexes[9].number]).toEqual([3, 4]);
  });

  it('Merchant is lost with its point when its hex is conquered', async () => {
    const game = await setupCKBA({ decks: { trade: ['merchant'] } });
    roll(game, 4); // seat 0: wool + cloth from hex 5
    must(game, 0, { type: 'improve', track: 'trade' });
    land(game, 6);
    endTurn(game);
    roll(game, 9, 'ship');
    endTurn(game); // seats 1 and 2: two barbarians on hex 0
    roll(game, 9, 'ship');
    endTurn(game);
    roll(game, 2, 'trade', 1); // seat 0 draws the Merchant
    expect(game.view().players[0].progressCards).toEqual(['merchant']);
    const vp = game.view().players[0].vp;
    must(game, 0, { type: 'playProgress', card: 'merchant', hex: 0 });
    expect(game.view().merchant).toEqual({ hex: 0, owner: 0 });
    expect(game.view().players[0].vp).toBe(vp + 1);
    endTurn(game);
    roll(game, 9, 'ship'); // seat 1: hex 0 conquered
    expect(game.view().merchant).toBeNull();
    // Its point and the settlement's point are gone.
    expect(game.view().players[0].vp).toBe(vp - 1);
  });

  it('Smith promotes one or two knights on paths for free', async () => {
    const game = await setupCKBA({ decks: { science: ['smith'] } });
    knightMoney(game, 5);
    must(game, 0, { type: 'bankTrade', give: { ore: 4 }, get: { paper: 1 } });
    must(game, 0, { type: 'improve', track: 'science' });
    land(game, 6);
    const a = B.e(CASTLE, 1),
      b = B.e(CASTLE, 0);
    for (const e of [a, b]) must(game, 0, { type: 'buildKnight', edge: e });
    must(game, 0, { type: 'moveKnight', from: a, to: B.e(17, 3) });
    must(game, 0, { type: 'moveKnight', from: b, to: B.e(13, 0) });
    endTurn(game);
    roll(game, 11);
    endTurn(game);
    roll(game, 11);
    endTurn(game);
    roll(game, 2, 'science', 1);
    expect(game.view().players[0].progressCards).toEqual(['smith']);
    must(game, 0, { type: 'playProgress', card: 'smith', knights: [B.e(17, 3), B.e(13, 0)] });
    expect(knights(game).map((k) => k.level)).toEqual([2, 2]);
    expect(game.view().players[0].progressCards).toEqual([]);
  });

  it('Crane is a city improvement: it lands one barbarian', async () => {
    const game = await scienceCard('crane', 3); // the 3 brings another paper
    const before = barbarians(game, 0);
    must(game, 2, { type: 'playProgress', card: 'crane', track: 'science' }); // science 2 for 1 paper
    expect(game.view().players[2].improvements.science).toBe(2);
    expect(game.pendingChance()).toEqual({ kind: 'landing', ranges: [6, 6] });
    land(game, 9);
    expect(game.pendingChance()).toBeNull();
    expect(barbarians(game, 0)).toBe(before + 1);
  });
});
