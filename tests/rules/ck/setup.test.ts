// 000 "SET-UP PHASE": round one places a settlement and a road, round two (reverse order) a city and a
// road; the city brings one resource per terrain next to it, and the player who placed the last city
// (seat 0) begins.
import { describe, expect, it } from 'vitest';
import { must, newGame, refused } from '../../helpers';
import { B, board, full, hand, player, roadFrom, vp } from './helpers';

const BOARD = board({ 4: ['forest', 5], 5: ['pasture', 6], 9: ['mountains', 8], 8: ['hills', 4], 13: ['fields', 9] });

describe('C&K set-up', () => {
  it('places a city in round two, refuses a settlement there, and pays one resource per terrain next to the city only', async () => {
    const game = await newGame({ mode: 'ck', players: 3, board: BOARD });
    // Round one: a settlement on hills/fields/mountains pays nothing.
    must(game, 0, { type: 'placeSettlement', vertex: B.at(8, 9, 13) });
    expect(refused(game, 0, { type: 'placeCity', vertex: B.at(0, 1) })).toMatch(/phase/);
    must(game, 0, { type: 'placeRoad', edge: roadFrom(B.at(8, 9, 13)) });
    must(game, 1, { type: 'placeSettlement', vertex: B.at(0, 1) });
    must(game, 1, { type: 'placeRoad', edge: roadFrom(B.at(0, 1)) });
    must(game, 2, { type: 'placeSettlement', vertex: B.at(17, 18) });
    must(game, 2, { type: 'placeRoad', edge: roadFrom(B.at(17, 18)) });
    expect(hand(game, 0)).toEqual(full({}));
    // Round two starts with the last seat; a settlement is refused.
    expect(refused(game, 2, { type: 'placeSettlement', vertex: B.at(2, 6) })).toMatch(/second set-up round you place a city/);
    expect(refused(game, 1, { type: 'placeCity', vertex: B.at(2, 6) })).toMatch(/not your turn/);
    must(game, 2, { type: 'placeCity', vertex: B.at(2, 6) });
    must(game, 2, { type: 'placeRoad', edge: roadFrom(B.at(2, 6)) });
    must(game, 1, { type: 'placeCity', vertex: B.at(15, 18) });
    must(game, 1, { type: 'placeRoad', edge: roadFrom(B.at(15, 18)) });
    // Seat 0's city borders forest, pasture and mountains: one lumber, wool and ore, no commodity.
    must(game, 0, { type: 'placeCity', vertex: B.at(4, 5, 9) });
    expect(hand(game, 0)).toEqual(full({ lumber: 1, wool: 1, ore: 1 }));
    expect(hand(game, 1)).toEqual(full({}));
    must(game, 0, { type: 'placeRoad', edge: roadFrom(B.at(4, 5, 9)) });
    const v = game.view();
    expect(v.phase).toBe('roll');
    expect(v.currentPlayer).toBe(0); // the player who placed the last city begins
    expect(player(game, 0).cities).toEqual([{ vertex: B.at(4, 5, 9), wall: false, metropolis: null, damaged: false }]);
    expect(player(game, 0).settlements).toEqual([B.at(8, 9, 13)]);
    expect(vp(game, 0)).toBe(3);
    expect(player(game, 0).piecesLeft).toEqual({ roads: 13, settlements: 4, cities: 3 });
    expect(v.bank).toMatchObject({ lumber: 18, wool: 18, ore: 18, cloth: 12, coin: 12, paper: 12 });
  });

  it('starts each player with 6 knights, 3 walls, no improvements, the barbarians at the start and the robber on the desert', async () => {
    const game = await newGame({ mode: 'ck', players: 4, board: BOARD });
    const v = game.view();
    expect(v.barbarians).toMatchObject({ position: 0, attacks: 0, attackAt: 7 });
    expect(v.robber).toBe(0);
    expect(v.decks).toEqual({ trade: 18, politics: 18, science: 18 });
    for (const pl of v.players) {
      expect(pl.knightsLeft).toEqual({ basic: 2, strong: 2, mighty: 2 });
      expect(pl.wallsLeft).toBe(3);
      expect(pl.improvements).toEqual({ trade: 0, politics: 0, science: 0 });
      expect(pl.progressCards).toEqual([]);
    }
  });
});
