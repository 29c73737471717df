// 001 fn 7 (Hands-Up), fn 14 (Safe Beginning), fn 27 (Settlement Required), fn 29 (After Dice-Roll),
// fn 40 (Normal Development Card), fn 48 (Original Mayfair 5-6).
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { refused } from '../../helpers';
import { flushSpecialBuild, produce } from '../base/setup';
import { EXT, advanceTo, board, must, quietNumber, roll, seat1Buys, variantTable } from './table';

describe('Hands-Up (001 fn 7)', () => {
  it('shows every resource hand face-up to everyone, but not the development cards', async () => {
    const up = await variantTable({ variants: ['handsUp'] });
    produce(up, 2, 1);
    expect(up.view(1).players[0].hand).toMatchObject({ grain: 1 });
    expect(up.view(1).players[0].developmentCards).toBeNull();
    const down = await variantTable({ variants: [] });
    produce(down, 2, 1);
    expect(down.view(1).players[0].hand).toBeNull();
  });
});

describe('Safe Beginning (001 fn 14)', () => {
  it('rolls a 7 again in the first two complete turns, and not after', async () => {
    const game = await variantTable({ variants: ['safeBeginning'], chance: 'external' });
    for (let t = 0; t < 6; t++) {
      const p = game.view().currentPlayer;
      must(game, p, { type: 'roll' });
      expect(game.supplyChance([2, 3])).toEqual({ ok: true }); // 3 + 4 = 7
      expect(game.pendingChance()?.kind).toBe('dice'); // ignored: rolled again
      expect(game.supplyChance([0, 0])).toEqual({ ok: true }); // 2
      must(game, p, { type: 'endTurn' });
    }
    must(game, 0, { type: 'roll' });
    expect(game.supplyChance([2, 3])).toEqual({ ok: true });
    expect(game.view().dice.total).toBe(7);
    expect(game.view().phase).toBe('robber');
  });

  it('refuses a forced 7 in those turns', async () => {
    const game = await variantTable({ variants: ['safeBeginning'] });
    expect(refused(game, 0, { type: 'roll', forced: { yellow: 3, red: 4 } })).toMatch(/invalid forced/);
  });
});

describe('Settlement Required (001 fn 27)', () => {
  async function cityReady(variants: string[]): Promise<Game> {
    // Seat 1 on fields 5 and mountains 6 ([6,11]) and pasture 3: enough for two cities.
    const game = await variantTable({ variants });
    for (let i = 0; i < 2; i++) {
      produce(game, 5, 2);
      produce(game, 6, 3);
    }
    advanceTo(game, 1);
    roll(game, 1, quietNumber(game));
    expect(game.view().players[1].hand).toMatchObject({ grain: 5, ore: 7 });
    return game;
  }

  it('refuses to turn the last settlement into a city', async () => {
    const game = await cityReady(['settlementRequired']);
    const [a, b] = game.view().players[1].settlements;
    must(game, 1, { type: 'buildCity', vertex: a });
    expect(refused(game, 1, { type: 'buildCity', vertex: b })).toMatch(/at least one settlement/);
    expect(game.legalActions(1).some((x) => x.type === 'buildCity')).toBe(false);
  });

  it('lets the last settlement become the city that wins: the turn never reaches its end', async () => {
    // Seat 1 holds 2 settlements; one becomes a city (3 points), then 4 victory point cards (7) and
    // Largest Army (9). Only then is the city on the last settlement worth it: it wins at once, so
    // no end of turn comes at which a settlement is required (seen stuck in Catan for Two, seed 3595).
    const game = await variantTable({ variants: ['settlementRequired'] });
    produce(game, 6, 12);
    produce(game, 5, 12);
    produce(game, 3, 7);
    advanceTo(game, 1);
    roll(game, 1, quietNumber(game));
    const [a, b] = game.view().players[1].settlements;
    must(game, 1, { type: 'buildCity', vertex: a });
    for (const card of ['victoryPoint', 'victoryPoint', 'victoryPoint', 'victoryPoint', 'knight', 'knight', 'knight']) {
      must(game, 1, { type: 'buyDevelopment', forced: { card } });
    }
    must(game, 1, { type: 'endTurn' });
    for (const hex of [3, 9, 3]) {
      advanceTo(game, 1);
      roll(game, 1, quietNumber(game));
      expect(refused(game, 1, { type: 'buildCity', vertex: b })).toMatch(/at least one settlement/);
      must(game, 1, { type: 'playDevelopment', card: 'knight' });
      must(game, 1, { type: 'moveRobber', hex });
      if (game.view().players[1].vp < 9) must(game, 1, { type: 'endTurn' });
    }
    expect(game.view().players[1]).toMatchObject({ vp: 9, largestArmy: true });
    must(game, 1, { type: 'buildCity', vertex: b });
    expect(game.view()).toMatchObject({ phase: 'gameOver', winner: 1 });
  });

  it('without the variant both become cities', async () => {
    const game = await cityReady([]);
    const [a, b] = game.view().players[1].settlements;
    must(game, 1, { type: 'buildCity', vertex: a });
    must(game, 1, { type: 'buildCity', vertex: b });
  });
});

describe('After Dice-Roll (001 fn 29)', () => {
  it('plays a development card only after the roll', async () => {
    const game = await variantTable({ variants: ['afterDiceRoll'] });
    seat1Buys(game);
    advanceTo(game, 1);
    expect(refused(game, 1, { type: 'playDevelopment', card: 'knight' })).toMatch(/only after the roll/);
    expect(game.legalActions(1).map((a) => a.type)).toEqual(['roll']);
    roll(game, 1, quietNumber(game));
    must(game, 1, { type: 'playDevelopment', card: 'knight' });
  });

  it('without the variant the Knight may come before the roll', async () => {
    const game = await variantTable({ variants: [] });
    seat1Buys(game);
    advanceTo(game, 1);
    must(game, 1, { type: 'playDevelopment', card: 'knight' });
  });
});

describe('Normal Development Card (001 fn 40)', () => {
  it('counts a victory point card only once played, not on the turn it was drawn', async () => {
    const game = await variantTable({ variants: ['normalDevelopmentCard'] });
    produce(game, 2, 1); // seat 0: grain
    produce(game, 3, 2); // seat 1: 2 wool
    produce(game, 5, 1); // seat 1: grain
    advanceTo(game, 1);
    roll(game, 1, quietNumber(game));
    const vp = game.view(1).players[1].vp;
    must(game, 1, { type: 'buyDevelopment', forced: { card: 'victoryPoint' } });
    expect(game.view(1).players[1].vp).toBe(vp); // held: worth nothing yet
    expect(refused(game, 1, { type: 'playDevelopment', card: 'victoryPoint' })).toMatch(/wait a turn/);
    must(game, 1, { type: 'endTurn' });
    advanceTo(game, 1);
    must(game, 1, { type: 'playDevelopment', card: 'victoryPoint' });
    expect(game.view(0).players[1].vp).toBe(vp + 1); // public now
    expect(game.view().players[1].developmentCount).toBe(0);
  });

  it('without the variant the card counts at once (for its owner) and cannot be played', async () => {
    const game = await variantTable({ variants: [] });
    produce(game, 2, 1);
    produce(game, 3, 2);
    produce(game, 5, 1);
    advanceTo(game, 1);
    roll(game, 1, quietNumber(game));
    const vp = game.view(1).players[1].vp;
    must(game, 1, { type: 'buyDevelopment', forced: { card: 'victoryPoint' } });
    expect(game.view(1).players[1].vp).toBe(vp + 1);
    must(game, 1, { type: 'endTurn' });
    advanceTo(game, 1);
    expect(refused(game, 1, { type: 'playDevelopment', card: 'victoryPoint' })).toMatch(/not part of the rules/);
  });
});

describe('Original Mayfair 5-6 (001 fn 48)', () => {
  async function five(variants: string[]): Promise<Game> {
    return variantTable({
      variants,
      mode: 'base56',
      players: 5,
      board: board({ 0: ['fields', 2] }, [], EXT),
      first: [{ settlement: EXT.v(0, 0) }],
      second: [],
    });
  }

  it('has no special building phase, and halves only hands of more than 10 cards on a 7', async () => {
    const game = await five(['originalMayfair']);
    roll(game, 0, 2);
    must(game, 0, { type: 'endTurn' });
    expect(game.view().phase).toBe('roll'); // straight to the next player's turn
    produce(game, 2, 9); // seat 0: 10 grain
    advanceTo(game, 1);
    roll(game, 1, 7);
    expect(game.view().players[0].discardOwed).toBe(0);
    must(game, 1, { type: 'moveRobber', hex: 2 });
    must(game, 1, { type: 'endTurn' });
    produce(game, 2, 1); // 11 grain
    advanceTo(game, 3);
    roll(game, 3, 7);
    expect(game.view().players[0].discardOwed).toBe(5);
  });

  // Issue 30: the variant belongs to the 5-6 game (modes base56 and ck56), not to the name of its layout.
  it('applies to the 5-6 game on the same board given as rows, which keeps the special building phase without it', async () => {
    const rows: [number, number][] = [
      [3, 3],
      [2, 4],
      [1, 5],
      [0, 6],
      [1, 5],
      [2, 4],
      [3, 3],
    ];
    const asRows = (variants: string[]) =>
      variantTable({
        variants,
        mode: 'base56',
        players: 5,
        board: { rows, ...board({ 0: ['fields', 2] }, [], EXT) },
        first: [{ settlement: EXT.v(0, 0) }],
        second: [],
      });
    const mayfair = await asRows(['originalMayfair']);
    expect(mayfair.view().variants).toEqual(['originalMayfair']);
    roll(mayfair, 0, 2);
    must(mayfair, 0, { type: 'endTurn' });
    expect(mayfair.view().phase).toBe('roll');
    const plain = await asRows([]);
    roll(plain, 0, 2);
    must(plain, 0, { type: 'endTurn' });
    expect(plain.view().phase).toBe('specialBuild');
  });

  it('without it the special building phase follows each turn and 8 cards are halved', async () => {
    const game = await five([]);
    roll(game, 0, 2);
    must(game, 0, { type: 'endTurn' });
    expect(game.view().phase).toBe('specialBuild');
    flushSpecialBuild(game);
    produce(game, 2, 7); // 8 grain
    advanceTo(game, 1);
    roll(game, 1, 7);
    expect(game.view().players[0].discardOwed).toBe(4);
  });
});
