// 001 "D) Rolling a 7 and activating the robber": discards, moving the robber, choosing a victim, stealing.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { must, refused } from '../../helpers';
import { BASE as B, advanceTo, board, cardCount, gains, hand, produce, roll, setupGame } from './setup';

// Each seat has a private hex on the coast (P0 fields 2, P1 hills 3, P2 forest 4, P3 mountains 5);
// P0 and P1 share the pasture 12 at hex 9. Hex 1 is the first desert: the robber starts there.
async function table(): Promise<Game> {
  return setupGame({
    players: 4,
    board: board({ 0: ['fields', 2], 2: ['hills', 3], 16: ['forest', 4], 18: ['mountains', 5], 9: ['pasture', 12] }),
    first: [{ settlement: B.v(0, 0) }, { settlement: B.v(2, 1) }, { settlement: B.v(16, 3) }, { settlement: B.v(18, 3) }],
    second: [{ settlement: B.at(9, 10, 14) }, { settlement: B.at(8, 9, 13) }, { settlement: B.at(5, 6, 10) }, { settlement: B.at(3, 4, 8) }],
  });
}

describe('base: rolling a 7', () => {
  it('makes exactly the players with more than 7 cards discard half, rounded down (7 keeps, 8 -> 4, 11 -> 5, 9 -> 4)', async () => {
    const game = await table();
    expect(game.view().robber).toBe(1);
    produce(game, 2, 6); // P0: 1 wool + 6 grain = 7
    produce(game, 3, 7); // P1: 1 wool + 7 brick = 8 (Larry)
    produce(game, 4, 11); // P2: 11 lumber (Will)
    produce(game, 5, 9); // P3: 9 ore
    expect([0, 1, 2, 3].map((p) => cardCount(game, p))).toEqual([7, 8, 11, 9]);
    advanceTo(game, 0);
    roll(game, 0, 7);
    let v = game.view();
    expect(v.phase).toBe('discard');
    expect(v.players.map((pl: { discardOwed: number }) => pl.discardOwed)).toEqual([0, 4, 5, 4]);
    expect(v.awaiting).toEqual([1, 2, 3]);
    // Nobody else discards, and the robber waits for the discards.
    expect(refused(game, 0, { type: 'discard', cards: { grain: 1 } })).toMatch(/exactly the number/);
    expect(refused(game, 0, { type: 'moveRobber', hex: 2, victim: 1 })).toMatch(/phase/);
    // Exactly half rounded down, and only cards held.
    expect(refused(game, 1, { type: 'discard', cards: { brick: 3 } })).toMatch(/exactly the number/);
    expect(refused(game, 1, { type: 'discard', cards: { brick: 5 } })).toMatch(/exactly the number/);
    expect(refused(game, 1, { type: 'discard', cards: { ore: 4 } })).toMatch(/do not hold/);
    must(game, 1, { type: 'discard', cards: { brick: 3, wool: 1 } });
    expect(refused(game, 1, { type: 'discard', cards: { brick: 4 } })).toMatch(/exactly the number/); // once only
    must(game, 2, { type: 'discard', cards: { lumber: 5 } });
    expect(game.view().phase).toBe('discard');
    must(game, 3, { type: 'discard', cards: { ore: 4 } });
    v = game.view();
    expect(v.phase).toBe('robber');
    expect([0, 1, 2, 3].map((p) => cardCount(game, p))).toEqual([7, 4, 6, 5]);
    // Discards go back to the supply.
    expect(v.bank).toEqual({ brick: 19 - 7 + 3, lumber: 19 - 6, wool: 19 - 2 + 1, grain: 19 - 6, ore: 19 - 5 });
  });

  it('also makes the player who rolled the 7 discard', async () => {
    const game = await table();
    produce(game, 2, 8); // P0: 1 wool + 8 grain = 9
    advanceTo(game, 0);
    roll(game, 0, 7);
    expect(game.view().players[0].discardOwed).toBe(4);
    expect(game.view().awaiting).toEqual([0]);
    must(game, 0, { type: 'discard', cards: { grain: 4 } });
    expect(game.view().phase).toBe('robber');
  });

  it('must move the robber to another hex; the desert is allowed (fn 15)', async () => {
    const game = await table();
    roll(game, 0, 7);
    expect(game.view().phase).toBe('robber');
    expect(refused(game, 0, { type: 'moveRobber', hex: 1 })).toMatch(/different hex/);
    expect(refused(game, 0, { type: 'endTurn' })).toMatch(/finish/);
    must(game, 0, { type: 'moveRobber', hex: 17 }); // another desert, nobody next to it
    expect(game.view().robber).toBe(17);
    expect(game.view().phase).toBe('main');
  });

  it('robs only a player with a building next to the hex and at least one card, never yourself; with no such player nobody is robbed', async () => {
    const game = await table();
    // After set-up: P0 and P1 hold 1 wool each, P2 and P3 hold nothing.
    roll(game, 0, 7);
    expect(refused(game, 0, { type: 'moveRobber', hex: 2, victim: 2 })).toMatch(/cannot be robbed/); // P2 not there
    expect(refused(game, 0, { type: 'moveRobber', hex: 2 })).toMatch(/choose a player/); // P1 there with a card
    expect(refused(game, 0, { type: 'moveRobber', hex: 9, victim: 0 })).toMatch(/cannot be robbed/); // yourself
    expect(refused(game, 0, { type: 'moveRobber', hex: 18, victim: 3 })).toMatch(/cannot be robbed/); // P3 has no cards
    const offered = game.legalActions(0).filter((a) => a.hex === 18);
    expect(offered).toEqual([{ type: 'moveRobber', hex: 18 }]);
    const at9 = game
      .legalActions(0)
      .filter((a) => a.hex === 9)
      .map((a) => a.victim);
    expect(at9).toEqual([1]);
    const g = gains(game, () => must(game, 0, { type: 'moveRobber', hex: 18 }));
    expect(g).toEqual([{}, {}, {}, {}]);
  });

  it('steals one card from the chosen victim among several (Xander may rob A or B)', async () => {
    const game = await table();
    produce(game, 3, 2); // P1: wool + 2 brick
    produce(game, 12); // P0 and P1: +1 wool each
    advanceTo(game, 2);
    roll(game, 2, 7);
    expect(refused(game, 2, { type: 'moveRobber', hex: 9, victim: 0, forced: { stolen: 'brick' } })).toMatch(/invalid forced/);
    const g = gains(game, () => must(game, 2, { type: 'moveRobber', hex: 9, victim: 1, forced: { stolen: 'brick' } }));
    expect(g).toEqual([{}, { brick: -1 }, { brick: 1 }, {}]);
    // An unforced steal takes one card at random from the victim.
    advanceTo(game, 3);
    roll(game, 3, 7);
    const before = [cardCount(game, 0), cardCount(game, 3)];
    must(game, 3, { type: 'moveRobber', hex: 0, victim: 0 });
    expect([cardCount(game, 0), cardCount(game, 3)]).toEqual([before[0] - 1, before[1] + 1]);
    expect(hand(game, 3).grain + hand(game, 3).wool).toBe(1);
  });
});
