// Page §6 ("Rolling a 7: every player holding more than 7 resource cards discards half, rounded down;
// the roller draws 1 random resource card from a player of their choice") and §10.6 ("On a 7 the
// victim must hold at least 1 card. In the combination, commodities count for the steal"); 003: the
// rules of Barbarian Attack continue to apply in the combination. There is no robber (page §9).
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { refused } from '../../helpers';
import { act, endTurn, roll, setupCKBA, supply } from './helpers';

const KINDS = ['brick', 'lumber', 'wool', 'grain', 'ore', 'cloth', 'coin', 'paper'];
const hand = (game: Game, p: number): Record<string, number> => game.view().players[p].hand;
/** The chance index of a card of `kind` in p's hand, ordered by kind (docs/actions.md, `steal`). */
const indexOf = (game: Game, p: number, kind: string) => KINDS.slice(0, KINDS.indexOf(kind)).reduce((n, k) => n + hand(game, p)[k], 0);
const victims = (game: Game, p: number) =>
  game
    .legalActions(p)
    .filter((a) => a.type === 'steal')
    .map((a) => a.victim);

describe('ckba: the 7', () => {
  it('"the roller draws 1 random resource card from a player of their choice": no robber, a victim named, the turn waits for the draw', async () => {
    const game = await setupCKBA();
    roll(game, 7, 'science', 6);
    expect(game.view()).toMatchObject({ phase: 'robber', robber: null });
    expect(victims(game, 0).sort()).toEqual([1, 2]);
    expect(game.legalActions(0).some((a) => a.type === 'moveRobber')).toBe(false);
    expect(refused(game, 0, { type: 'endTurn' })).toMatch(/finish what the turn requires/);
    expect(refused(game, 0, { type: 'moveRobber', hex: 9, victim: 1 })).toMatch(/not part of the rules/);
    expect(refused(game, 0, { type: 'steal', victim: 0 })).toMatch(/cannot be robbed/);
    const before = hand(game, 2).lumber;
    act(game, 0, { type: 'steal', victim: 2 });
    expect(game.pendingChance()).toMatchObject({ kind: 'steal', ranges: [1] });
    supply(game, 0);
    expect(hand(game, 2).lumber).toBe(before - 1);
    expect(hand(game, 0).lumber).toBe(1);
    expect(game.view().phase).toBe('main');
  });

  it('"the victim must hold at least 1 card", and "commodities count for the steal"', async () => {
    const game = await setupCKBA();
    roll(game, 7, 'science', 6);
    act(game, 0, { type: 'steal', victim: 2 }); // seat 2's only card
    supply(game, 0);
    endTurn(game);
    roll(game, 8); // mountains 8: seat 1's city takes ore and a coin
    endTurn(game);
    roll(game, 8); // seat 2 rolls: seat 0 and seat 1 take ore and coin
    endTurn(game);
    roll(game, 7, 'science', 6); // seat 0 again
    // "every player holding more than 7 resource cards discards half": seat 0 holds 8, then draws
    expect(game.view().phase).toBe('discard');
    act(game, 0, { type: 'discard', cards: { ore: 2, wool: 1, grain: 1 } });
    expect(hand(game, 2)).toMatchObject({ brick: 0, lumber: 0, wool: 0, grain: 0, ore: 0, coin: 0 });
    expect(victims(game, 0)).toEqual([1]);
    expect(refused(game, 0, { type: 'steal', victim: 2 })).toMatch(/cannot be robbed/);
    const coins = hand(game, 1).coin;
    expect(coins).toBeGreaterThan(0);
    act(game, 0, { type: 'steal', victim: 1 });
    supply(game, indexOf(game, 1, 'coin'));
    expect(hand(game, 1).coin).toBe(coins - 1);
    expect(hand(game, 0).coin).toBe(3);
  });
});
