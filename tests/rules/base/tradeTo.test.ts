// Offers made to one player (`offerTrade {to}`), through the JSON contract: 001 "2. Trade" lets the
// player whose turn it is trade with any other player; an offer may name the one player it is for, and
// then only that player answers it.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { must, refused } from '../../helpers';
import { BASE as B, board, gains, mainPhaseOf, produce, setupGame } from './setup';

// P0 on hex 2 (mountains 8) and hex 5 (pasture 8): a roll of 8 pays ore and wool. P1, P2 and P3 each
// have a settlement on hex 16 (forest 9): a roll of 9 pays each of them one lumber.
async function table(): Promise<Game> {
  const game = await setupGame({
    players: 4,
    board: board({ 2: ['mountains', 8], 5: ['pasture', 8], 16: ['forest', 9] }),
    first: [{ settlement: B.v(2, 1) }, { settlement: B.v(16, 4) }, { settlement: B.v(16, 2) }, { settlement: B.v(16, 0) }],
    second: [{ settlement: B.v(2, 3) }, { settlement: B.at(8, 9, 13) }, { settlement: B.at(9, 10, 14) }, { settlement: B.at(0, 1, 4) }],
  });
  produce(game, 9, 2); // P1, P2, P3: 2 lumber each
  produce(game, 8, 1); // P0: ore and wool
  mainPhaseOf(game, 0);
  return game;
}

describe('an offer to one player', () => {
  it('names its recipient in the view; only that player may accept, decline or counter', async () => {
    const game = await table();
    must(game, 0, { type: 'offerTrade', give: { ore: 1 }, get: { lumber: 1 }, to: 2 });
    expect(game.view().trade).toMatchObject({ from: 0, to: 2, give: { ore: 1 }, get: { lumber: 1 } });
    for (const other of [1, 3]) {
      expect(refused(game, other, { type: 'acceptTrade' })).toMatch(/made to another player/);
      expect(refused(game, other, { type: 'declineTrade' })).toMatch(/made to another player/);
      expect(refused(game, other, { type: 'counterTrade', give: { lumber: 1 }, get: { ore: 2 } })).toMatch(/made to another player/);
      // The others are offered no answer at all, so bots and the table never ask them.
      expect(game.legalActions(other).some((a) => /Trade$/.test(a.type))).toBe(false);
    }
    expect(game.legalActions(2).map((a) => a.type)).toEqual(expect.arrayContaining(['acceptTrade', 'declineTrade']));
    must(game, 2, { type: 'counterTrade', give: { lumber: 1 }, get: { ore: 1, wool: 1 } });
    expect(gains(game, () => must(game, 0, { type: 'confirmTrade', with: 2 }))).toEqual([
      { ore: -1, wool: -1, lumber: 1 },
      {},
      { ore: 1, wool: 1, lumber: -1 },
      {},
    ]);
    expect(game.view().trade).toBeNull();
  });

  it('is confirmed only with its recipient', async () => {
    const game = await table();
    must(game, 0, { type: 'offerTrade', give: { ore: 1 }, get: { lumber: 1 }, to: 3 });
    expect(refused(game, 0, { type: 'confirmTrade', with: 1 })).toMatch(/not accepted/);
    must(game, 3, { type: 'acceptTrade' });
    expect(gains(game, () => must(game, 0, { type: 'confirmTrade', with: 3 }))).toEqual([{ ore: -1, lumber: 1 }, {}, {}, { ore: 1, lumber: -1 }]);
  });

  it('must name another player of this game', async () => {
    const game = await table();
    const offer = { type: 'offerTrade', give: { ore: 1 }, get: { lumber: 1 } };
    expect(refused(game, 0, { ...offer, to: 0 })).toMatch(/no such player/);
    expect(refused(game, 0, { ...offer, to: 4 })).toMatch(/no such player/);
    expect(refused(game, 0, { ...offer, to: -1 })).toMatch(/"to"/);
  });

  it('is replaced by a new offer to everyone, and once closed leaves no trace in the state', async () => {
    const game = await table();
    must(game, 0, { type: 'offerTrade', give: { ore: 1 }, get: { lumber: 1 }, to: 1 });
    must(game, 0, { type: 'offerTrade', give: { ore: 1 }, get: { lumber: 1 } });
    expect(game.view().trade.to).toBeUndefined();
    must(game, 3, { type: 'acceptTrade' });
    must(game, 0, { type: 'offerTrade', give: { ore: 1 }, get: { lumber: 1 }, to: 1 });
    must(game, 0, { type: 'cancelTrade' });
    // The same offer made to everyone and cancelled: byte for byte the same state.
    const other = await table();
    must(other, 0, { type: 'offerTrade', give: { ore: 1 }, get: { lumber: 1 } });
    must(other, 0, { type: 'cancelTrade' });
    expect(game.hash()).toBe(other.hash());
  });
});
