// 001 "D) Buying development cards" and "4. Playing development cards": knights, Largest Army,
// Road Building, Year of Plenty, Monopoly; one card per turn, never the turn it was bought.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { must, refused } from '../../helpers';
import { BASE as B, advanceTo, board, gains, hand, mainPhaseOf, produce, roll, setupGame, vp } from './setup';

// A roll of 8 pays P0 ore + wool + grain (one card's price); a 6 pays P1 the same; a 5 pays P2 brick + wool.
// Nobody earns anything in set-up (second settlements on deserts).
// Hex 0 is the first desert (the robber's start); hexes 1 and 3 are empty deserts for quiet robber moves.
async function table(): Promise<Game> {
  return setupGame({
    players: 3,
    board: board({
      4: ['mountains', 8],
      5: ['pasture', 8],
      9: ['fields', 8],
      13: ['mountains', 6],
      14: ['pasture', 6],
      17: ['fields', 6],
      10: ['hills', 5],
      11: ['pasture', 5],
    }),
    first: [{ settlement: B.at(4, 5, 9) }, { settlement: B.at(13, 14, 17) }, { settlement: B.at(10, 11, 15) }],
    second: [{ settlement: B.v(2, 1) }, { settlement: B.v(7, 4) }, { settlement: B.v(18, 2) }],
  });
}

const dev = (game: Game, p: number) => game.view().players[p];

describe('base development cards', () => {
  it('buys the top card into a hidden hand; the deck of 25 shrinks; several may be bought in a turn', async () => {
    const game = await table();
    expect(game.view().developmentDeck).toBe(25);
    produce(game, 8, 3);
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'knight' } });
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'monopoly' } });
    must(game, 0, { type: 'buyDevelopment' });
    expect(game.view().developmentDeck).toBe(22);
    expect(dev(game, 0).developmentCount).toBe(3);
    expect(dev(game, 0).developmentCardsNew).toMatchObject({ knight: 1, monopoly: 1 });
    const other = game.view(1).players[0];
    expect(other.developmentCards).toBeNull();
    expect(other.developmentCardsNew).toBeUndefined();
    expect(other.developmentCount).toBe(3);
    expect(refused(game, 0, { type: 'buyDevelopment' })).toMatch(/not enough/);
  });

  it('cannot play a card on the turn it was bought, but can on the next turn, even before rolling', async () => {
    const game = await table();
    produce(game, 8, 2);
    produce(game, 5, 1);
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'knight' } });
    expect(refused(game, 0, { type: 'playDevelopment', card: 'knight' })).toMatch(/bought this turn/);
    expect(game.legalActions(0).some((a) => a.type === 'playDevelopment')).toBe(false);
    must(game, 0, { type: 'endTurn' });
    advanceTo(game, 0);
    // Before the roll (fn 29/30): the knight moves the robber, then the turn goes on with the roll.
    must(game, 0, { type: 'playDevelopment', card: 'knight' });
    expect(game.view().phase).toBe('robber');
    expect(refused(game, 0, { type: 'moveRobber', hex: 0 })).toMatch(/different hex/);
    must(game, 0, { type: 'moveRobber', hex: 10, victim: 2, forced: { stolen: 'brick' } });
    expect(game.view().phase).toBe('roll');
    expect(dev(game, 0).knightsPlayed).toBe(1);
    expect(hand(game, 0).brick).toBe(1);
    roll(game, 0, 12);
    expect(game.view().phase).toBe('main');
  });

  it('plays at most one development card per turn', async () => {
    const game = await table();
    produce(game, 8, 3);
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'knight' } });
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'yearOfPlenty' } });
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'playDevelopment', card: 'yearOfPlenty', take: { brick: 1, lumber: 1 } });
    expect(refused(game, 0, { type: 'playDevelopment', card: 'knight' })).toMatch(/already played/);
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'playDevelopment', card: 'knight' });
  });

  it('gives Largest Army (2 VP) to the first with 3 knights played; an equal army does not take it, a larger one does', async () => {
    const game = await table();
    produce(game, 8, 3);
    produce(game, 6, 4);
    mainPhaseOf(game, 0);
    for (let i = 0; i < 3; i++) must(game, 0, { type: 'buyDevelopment', forced: { card: 'knight' } });
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 1);
    for (let i = 0; i < 4; i++) must(game, 1, { type: 'buyDevelopment', forced: { card: 'knight' } });
    must(game, 1, { type: 'endTurn' });
    const knight = (p: number) => {
      advanceTo(game, p);
      must(game, p, { type: 'playDevelopment', card: 'knight' });
      const robber = game.view().robber;
      must(game, p, { type: 'moveRobber', hex: robber === 1 ? 3 : 1 });
      roll(game, p, 12);
      must(game, p, { type: 'endTurn' });
    };
    knight(0);
    knight(0);
    expect(game.view().largestArmy).toBeNull();
    expect(vp(game, 0)).toBe(2);
    knight(0);
    expect(game.view().largestArmy).toBe(0);
    expect(dev(game, 0).largestArmy).toBe(true);
    expect(vp(game, 0)).toBe(4);
    knight(1);
    knight(1);
    knight(1);
    expect(game.view().largestArmy).toBe(0); // 3 is not more than 3
    expect(vp(game, 1)).toBe(2);
    knight(1);
    expect(game.view().largestArmy).toBe(1);
    expect(vp(game, 1)).toBe(4);
    expect(vp(game, 0)).toBe(2);
  });

  it('Road Building places two roads for free, and the turn waits for them', async () => {
    const game = await table();
    produce(game, 8, 1);
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'roadBuilding' } });
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'playDevelopment', card: 'roadBuilding' });
    expect(game.view()).toMatchObject({ phase: 'roadBuilding', freeRoads: 2 });
    expect(refused(game, 0, { type: 'endTurn' })).toMatch(/finish/);
    const roads = () => game.legalActions(0).filter((a) => a.type === 'buildRoad');
    expect(roads().length).toBeGreaterThan(0);
    expect(game.legalActions(0).every((a) => a.type === 'buildRoad')).toBe(true);
    const g = gains(game, () => {
      must(game, 0, roads()[0]);
      expect(game.view().freeRoads).toBe(1);
      must(game, 0, roads()[0]);
    });
    expect(g[0]).toEqual({});
    expect(game.view().phase).toBe('main');
    expect(dev(game, 0).roads).toHaveLength(4);
  });

  it('Road Building stops after one road when no further road can be placed, and cannot be played with none', async () => {
    const game = await setupGame({
      players: 3,
      board: board({ 4: ['hills', 6], 5: ['forest', 6], 9: ['fields', 6], 13: ['pasture', 8], 14: ['mountains', 8], 17: ['mountains', 8] }),
      first: [{ settlement: B.at(4, 5, 9) }, { settlement: B.v(2, 1) }, { settlement: B.v(11, 1) }],
      second: [{ settlement: B.at(13, 14, 17) }, { settlement: B.v(7, 4) }, { settlement: B.v(16, 3) }],
    });
    produce(game, 6, 13); // 13 roads' worth of brick and lumber, and grain
    produce(game, 8, 2); // ore and wool for two cards
    mainPhaseOf(game, 0);
    for (let i = 0; i < 12; i++) must(game, 0, game.legalActions(0).find((a) => a.type === 'buildRoad')!);
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'roadBuilding' } });
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'roadBuilding' } });
    expect(game.view().players[0].piecesLeft.roads).toBe(1);
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'playDevelopment', card: 'roadBuilding' });
    expect(game.view().freeRoads).toBe(1);
    must(game, 0, game.legalActions(0).find((a) => a.type === 'buildRoad')!);
    expect(game.view()).toMatchObject({ phase: 'main', freeRoads: 0 });
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'playDevelopment', card: 'roadBuilding' })).toMatch(/no free road/);
  });

  it('Year of Plenty takes any two resources (two alike too) that can be used at once', async () => {
    const game = await table();
    produce(game, 8, 6); // P0 can afford two cards
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'yearOfPlenty' } });
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'yearOfPlenty' } });
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'playDevelopment', card: 'yearOfPlenty', take: { brick: 1 } })).toMatch(/malformed/);
    expect(refused(game, 0, { type: 'playDevelopment', card: 'yearOfPlenty', take: { brick: 2, lumber: 1 } })).toMatch(/malformed/);
    expect(gains(game, () => must(game, 0, { type: 'playDevelopment', card: 'yearOfPlenty', take: { brick: 1, lumber: 1 } }))[0]).toEqual({
      brick: 1,
      lumber: 1,
    });
    must(game, 0, game.legalActions(0).find((a) => a.type === 'buildRoad')!);
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    expect(gains(game, () => must(game, 0, { type: 'playDevelopment', card: 'yearOfPlenty', take: { lumber: 2 } }))[0]).toEqual({ lumber: 2 });
  });

  it('Monopoly takes every card of the named resource from every opponent, once', async () => {
    const game = await table();
    produce(game, 8, 1);
    produce(game, 5, 3); // P2: 3 brick, 3 wool
    produce(game, 6, 2); // P1: 2 wool (+ ore, grain)
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'monopoly' } });
    must(game, 0, { type: 'endTurn' });
    advanceTo(game, 0);
    // May be played before the roll too.
    const g = gains(game, () => must(game, 0, { type: 'playDevelopment', card: 'monopoly', kind: 'wool' }));
    expect(g).toEqual([{ wool: 5 }, { wool: -2 }, { wool: -3 }]);
    // Only once: later wool stays with its producer.
    roll(game, 0, 5);
    expect(hand(game, 2).wool).toBe(1);
    expect(dev(game, 0).developmentCount).toBe(0);
  });

  it('stops selling development cards when the deck of 25 is used up', async () => {
    const game = await table();
    let bought = 0;
    while (bought < 25) {
      produce(game, 8, 12);
      mainPhaseOf(game, 0);
      while (bought < 25 && game.apply(0, { type: 'buyDevelopment' }).ok) bought++;
      if (game.view().winner !== null) break;
      must(game, 0, { type: 'endTurn' });
    }
    expect(game.view().developmentDeck).toBe(0);
    expect(dev(game, 0).developmentCount).toBe(25);
    produce(game, 8, 3);
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'buyDevelopment' })).toMatch(/deck is empty/);
  });

  it('plays cards only on your own turn, and a knight after the roll returns to the rest of the turn', async () => {
    const game = await table();
    produce(game, 8, 1);
    produce(game, 5, 1);
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'knight' } });
    must(game, 0, { type: 'endTurn' });
    advanceTo(game, 1);
    expect(refused(game, 0, { type: 'playDevelopment', card: 'knight' })).toMatch(/not your turn/);
    roll(game, 1, 12);
    expect(refused(game, 0, { type: 'playDevelopment', card: 'knight' })).toMatch(/not your turn/);
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'playDevelopment', card: 'knight' });
    expect(game.view().phase).toBe('robber');
    must(game, 0, { type: 'moveRobber', hex: 10, victim: 2, forced: { stolen: 'wool' } });
    expect(game.view().phase).toBe('main');
    expect(refused(game, 0, { type: 'roll' })).toMatch(/phase/); // one roll per turn
    must(game, 0, { type: 'endTurn' });
  });
});
