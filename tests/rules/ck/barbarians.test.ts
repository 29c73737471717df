// 000 "ATTACK OF THE BARBARIANS!": the ship attacks on its 7th move; strength = all cities (metropolises
// included), defence = active knights; the weakest city owners lose a city (ties all lose; players with
// no city or only metropolises are immune - the almanac example with Bill, Elaine, Jeff and Laura);
// with all 5 settlements on the board the city is damaged instead (RULES.md); a unique strongest
// defender gets a Defender of Catan VP, tied strongest each choose a deck in turn order; then every
// knight is inactive. No robber before the first attack (RULES.md: unless it happens on this roll).
import { describe, expect, it } from 'vitest';
import { must, refused } from '../../helpers';
import { B, advanceTo, attack, board, fund, improveTo, knightAnywhere, legal, mainPhaseOf, player, quietNumber, roll, setupCK, shipTo, vp } from './helpers';

// Three cities around mountains 9, each with its own pasture and fields.
const TRIO = board({
  9: ['mountains', 8],
  4: ['pasture', 6],
  5: ['fields', 5],
  10: ['pasture', 6],
  14: ['fields', 5],
  8: ['pasture', 6],
  13: ['fields', 5],
});

describe('C&K barbarians', () => {
  it('moves one step per ship and attacks on the 7th, then returns to the start', async () => {
    const game = await setupCK({ players: 3, board: board({ 9: ['mountains', 8] }) });
    shipTo(game, 6);
    expect(game.view().barbarians.attacks).toBe(0);
    const p = game.view().currentPlayer;
    roll(game, p, 12, 'science');
    expect(game.view().barbarians.position).toBe(6); // a gate does not move the ship
    must(game, p, { type: 'endTurn' });
    roll(game, game.view().currentPlayer, 12, 'ship');
    expect(game.view().barbarians).toMatchObject({ position: 0, attacks: 1 });
  });

  it('the almanac example: Bill and Elaine (2 cities, 1 knight each) lose a city; Jeff (only a metropolis) and Laura (no city) are immune', async () => {
    // Bill 0, Elaine 1, Jeff 2, Laura 3. Each city touches mountains 3, pasture 4 and fields 5.
    const game = await setupCK({
      players: 4,
      board: board({
        0: ['mountains', 3],
        3: ['pasture', 4],
        4: ['fields', 5],
        2: ['mountains', 3],
        5: ['pasture', 4],
        6: ['fields', 5],
        12: ['pasture', 4],
        13: ['mountains', 9],
        16: ['fields', 5],
        14: ['fields', 5],
        15: ['pasture', 4],
        18: ['mountains', 3],
      }),
      first: [{ at: B.at(7, 8, 12) }, { at: B.at(10, 11, 15) }, { at: B.at(8, 9, 13) }, { at: B.at(9, 10, 14) }],
      second: [{ at: B.at(0, 3, 4) }, { at: B.at(2, 5, 6) }, { at: B.at(12, 13, 16) }, { at: B.at(14, 15, 18) }],
    });
    // First attack: Bill, Elaine and Jeff defend with one basic knight each, Laura with none: Laura
    // alone is weakest and loses her only city (4 cities against 3).
    for (const p of [0, 1, 2]) {
      fund(game, p, { wool: 1, ore: 1, grain: 1 });
      mainPhaseOf(game, p);
      knightAnywhere(game, p, true);
      must(game, p, { type: 'endTurn' });
    }
    expect(game.view().barbarians).toMatchObject({ strength: 4, defense: 3 });
    const p1 = attack(game);
    must(game, p1, { type: 'endTurn' });
    expect(player(game, 3).cities).toEqual([]);
    for (const p of [0, 1, 2]) expect(player(game, p).cities).toHaveLength(1);
    expect(game.view().barbarians.defense).toBe(0); // all knights inactive after the attack
    // Bill and Elaine build a second city, Jeff takes the politics metropolis on his only city.
    for (const p of [0, 1]) {
      fund(game, p, { grain: 3, ore: 3 });
      mainPhaseOf(game, p);
      must(game, p, { type: 'buildCity', vertex: player(game, p).settlements[0] });
      must(game, p, { type: 'activateKnight', vertex: player(game, p).knights[0].vertex });
      must(game, p, { type: 'endTurn' });
    }
    improveTo(game, 2, 'politics', 4, B.at(12, 13, 16));
    expect(game.view().metropolises.politics).toBe(2);
    fund(game, 3, { wool: 1, ore: 1, grain: 1 });
    mainPhaseOf(game, 3);
    knightAnywhere(game, 3, true);
    must(game, 3, { type: 'endTurn' });
    // Strength 5 (4 cities + 1 metropolis), defence 3 (Bill, Elaine, Laura; Jeff contributes nothing).
    expect(game.view().barbarians).toMatchObject({ strength: 5, defense: 3 });
    const jeffVp = vp(game, 2);
    attack(game);
    const v = game.view();
    expect(v.phase).toBe('respond');
    expect(player(game, 0).pending).toBe('pillageCity');
    expect(player(game, 1).pending).toBe('pillageCity');
    expect(player(game, 2).pending).toBe('none');
    expect(player(game, 3).pending).toBe('none');
    expect(refused(game, 0, { type: 'pillageCity', vertex: B.at(2, 5, 6) })).toMatch(/no such city/);
    must(game, 0, { type: 'pillageCity', vertex: B.at(0, 3, 4) });
    must(game, 1, { type: 'pillageCity', vertex: B.at(10, 11, 15) });
    expect(game.view().phase).toBe('main');
    expect(player(game, 0).cities.map((c: { vertex: number[] }) => c.vertex)).toEqual([B.at(7, 8, 12)]);
    expect(player(game, 1).cities.map((c: { vertex: number[] }) => c.vertex)).toEqual([B.at(2, 5, 6)]);
    expect(player(game, 2).cities).toEqual([{ vertex: B.at(12, 13, 16), wall: false, metropolis: 'politics', damaged: false }]);
    expect(vp(game, 2)).toBe(jeffVp);
  });

  it('a player with all 5 settlements on the board keeps a damaged city that counts and produces as a settlement until repaired (2 grain 3 ore)', async () => {
    // Seat 0: 5 settlements along the top coast and a city on fields 8 / mountains 9.
    const path = [B.v(0, 4), B.v(0, 5), B.v(0, 0), B.v(0, 1), B.v(1, 0), B.v(1, 1), B.v(2, 0), B.v(2, 1), B.v(2, 2)];
    const CITY = B.at(7, 8, 12);
    const game = await setupCK({
      players: 3,
      board: board({ 0: ['hills', 4], 3: ['pasture', 6], 7: ['forest', 5], 8: ['mountains', 9], 12: ['fields', 8] }),
      first: [{ at: path[0], road: B.between(path[0], path[1]) }, { at: B.at(16, 17) }, { at: B.at(11, 15) }],
      second: [{ at: CITY }, { at: B.at(17, 18) }, { at: B.at(6, 11) }],
    });
    fund(game, 0, { brick: 11, lumber: 11, wool: 4, grain: 4 });
    mainPhaseOf(game, 0);
    for (let i = 1; i < 8; i++) must(game, 0, { type: 'buildRoad', edge: B.between(path[i], path[i + 1]) });
    for (const i of [2, 4, 6, 8]) must(game, 0, { type: 'buildSettlement', vertex: path[i] });
    expect(player(game, 0).piecesLeft.settlements).toBe(0);
    must(game, 0, { type: 'endTurn' });
    const before = vp(game, 0);
    const p = attack(game);
    must(game, p, { type: 'endTurn' });
    expect(player(game, 0).cities).toEqual([{ vertex: CITY, wall: false, metropolis: null, damaged: true }]);
    expect(vp(game, 0)).toBe(before - 1);
    expect(game.view().barbarians.strength).toBe(0); // a damaged city is no city
    // Produces as a settlement: 1 grain on fields 8.
    const q = game.view().currentPlayer;
    const grain = player(game, 0).hand.grain;
    roll(game, q, 8);
    expect(player(game, 0).hand.grain).toBe(grain + 1);
    must(game, q, { type: 'endTurn' });
    fund(game, 0, { grain: 4, ore: 6 });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'buildCity', vertex: path[2] })).toMatch(/repair your damaged city/);
    const h = player(game, 0).hand;
    must(game, 0, { type: 'repairCity', vertex: CITY });
    expect(player(game, 0).hand).toMatchObject({ grain: h.grain - 2, ore: h.ore - 3 });
    expect(player(game, 0).cities[0].damaged).toBe(false);
    expect(vp(game, 0)).toBe(before);
    must(game, 0, { type: 'buildCity', vertex: path[2] });
  });

  it('Defender of Catan: the unique strongest defender takes a VP card; all knights turn inactive', async () => {
    const game = await setupCK({
      players: 3,
      board: TRIO,
      second: [{ at: B.at(4, 5, 9) }, { at: B.v(9, 2) }, { at: B.v(9, 4) }],
    });
    fund(game, 0, { wool: 2, ore: 2, grain: 1 });
    fund(game, 1, { wool: 1, ore: 1, grain: 1 });
    mainPhaseOf(game, 0);
    const k = knightAnywhere(game, 0, true);
    must(game, 0, { type: 'promoteKnight', vertex: k });
    must(game, 0, { type: 'endTurn' });
    fund(game, 1, { wool: 1, ore: 1, grain: 1 });
    mainPhaseOf(game, 1);
    knightAnywhere(game, 1, true);
    must(game, 1, { type: 'endTurn' });
    expect(game.view().barbarians).toMatchObject({ strength: 3, defense: 3 });
    const before = vp(game, 0);
    attack(game);
    expect(player(game, 0).defender).toBe(1);
    expect(vp(game, 0)).toBe(before + 1);
    expect(game.view().defenderCardsLeft).toBe(5);
    for (const p of [0, 1, 2]) expect(player(game, p).cities).toHaveLength(1);
    expect(player(game, 0).knights[0].active).toBe(false);
    expect(player(game, 1).knights[0].active).toBe(false);
  });

  it('a tie for strongest: no VP card, each tied player chooses a deck and draws, in turn order from the current player', async () => {
    const game = await setupCK({
      players: 3,
      board: TRIO,
      second: [{ at: B.at(4, 5, 9) }, { at: B.v(9, 2) }, { at: B.v(9, 4) }],
      decks: { trade: ['merchant'], science: ['smith'], politics: ['spy'] },
    });
    for (const p of [0, 1]) {
      fund(game, p, { wool: 1, ore: 1, grain: 1 });
      mainPhaseOf(game, p);
      knightAnywhere(game, p, true);
      must(game, p, { type: 'endTurn' });
    }
    // 3 cities against 2 basic knights would lose: seat 2 adds one.
    fund(game, 2, { wool: 1, ore: 1, grain: 1 });
    mainPhaseOf(game, 2);
    knightAnywhere(game, 2, true);
    must(game, 2, { type: 'endTurn' });
    advanceTo(game, 1); // the attack comes on seat 1's roll
    shipTo(game, 6);
    advanceTo(game, 1);
    roll(game, 1, quietNumber(game), 'ship');
    const v = game.view();
    expect(v.phase).toBe('respond');
    expect(v.defenderDraw).toBe(1);
    expect(refused(game, 0, { type: 'chooseDeck', deck: 'trade' })).toBeTruthy();
    must(game, 1, { type: 'chooseDeck', deck: 'science' });
    expect(game.view().defenderDraw).toBe(2);
    must(game, 2, { type: 'chooseDeck', deck: 'politics' });
    expect(game.view().defenderDraw).toBe(0);
    must(game, 0, { type: 'chooseDeck', deck: 'trade' });
    expect(game.view().phase).toBe('main');
    expect(player(game, 1).progressCards).toEqual(['smith']);
    expect(player(game, 2).progressCards).toEqual(['spy']);
    expect(player(game, 0).progressCards).toEqual(['merchant']);
    for (const p of [0, 1, 2]) expect(player(game, p).defender).toBe(0);
  });

  it('no robber before the first attack (a 7 still makes players discard), but a 7 on the attacking roll moves it at once', async () => {
    const game = await setupCK({ players: 3, board: board({ 9: ['mountains', 8], 4: ['pasture', 6], 5: ['fields', 5] }), second: [{ at: B.at(4, 5, 9) }] });
    for (let i = 0; i < 3; i++) {
      const p = game.view().currentPlayer;
      roll(game, p, 8);
      must(game, p, { type: 'endTurn' });
    }
    for (let i = 0; i < 2; i++) {
      const p = game.view().currentPlayer;
      roll(game, p, 6);
      must(game, p, { type: 'endTurn' });
    }
    expect(player(game, 0).cardCount).toBeGreaterThan(7);
    const p = game.view().currentPlayer;
    roll(game, p, 7);
    expect(game.view().phase).toBe('discard');
    const owed = player(game, 0).discardOwed;
    const h = player(game, 0).hand;
    must(game, 0, { type: 'discard', cards: { ore: Math.min(owed, h.ore), coin: owed - Math.min(owed, h.ore) } });
    expect(game.view().phase).toBe('main');
    expect(legal(game, p, 'moveRobber')).toEqual([]);
    expect(game.view().robber).toBe(0);
    must(game, p, { type: 'endTurn' });
    shipTo(game, 6);
    const q = game.view().currentPlayer;
    must(game, q, { type: 'roll', forced: { yellow: 3, red: 4, event: 'ship' } });
    const v = game.view();
    expect(v.barbarians.attacks).toBe(1);
    if (v.phase === 'discard') {
      const o = player(game, 0).discardOwed;
      const hh = player(game, 0).hand;
      const cards: Record<string, number> = {};
      let left = o;
      for (const [k, n] of Object.entries(hh)) {
        const t = Math.min(n as number, left);
        if (t) cards[k] = t;
        left -= t;
      }
      must(game, 0, { type: 'discard', cards });
    }
    expect(game.view().phase).toBe('robber');
    must(game, q, { type: 'moveRobber', hex: 4, ...(q === 0 ? {} : { victim: 0, forced: { stolen: 'wool' } }) });
  });
});
