// The Robber is a Pirate (001 fn 19) in Cities & Knights. 000 keeps the robber of the base game
// ("As in basic Settlers, any hex that is occupied by the robber...") but: "The robber cannot be moved
// until after the barbarians reach the island of Catan for the first time", and a knight next to the
// robber chases it "as if you had played a Knight Card"; with Seafarers "a knight ... may be used to
// chase away the pirate in the same manner as chasing away the robber". So the pirate sleeps until the
// first attack, then a 7 or a knight sends it to sea. C&K's named boards have no sea: a custom board.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { gains, must, newGame, refused } from '../../helpers';
import {
  CARD_BOARD,
  P0_CITY,
  P0_SETTLEMENT,
  P1_CITY,
  B,
  advanceTo,
  attack,
  drawOwn,
  improveTo,
  mainPhaseOf,
  produce,
  quietNumber,
  roll,
  setupCK,
} from '../ck/helpers';
import { G, OPEN_SEA, P0_TOP, P1_COAST, P1_FAR, P2_COAST, P2_HILLS, PORT, WEST, WEST_SOUTH, pirateBoard } from './pirateBoard';

/** A ck game on the pirate board after set-up (round two places cities), at seat 0's first roll. */
async function pirateCK(variants: string[]): Promise<Game> {
  const game = await newGame({ mode: 'ck', players: 3, board: pirateBoard(true), variants });
  const first = [[WEST, WEST_SOUTH], [P1_COAST], [P2_COAST]];
  const second = [[P0_TOP], [P1_FAR], [P2_HILLS]];
  for (const [round, seats, type] of [
    [first, [0, 1, 2], 'placeSettlement'],
    [second, [2, 1, 0], 'placeCity'],
  ] as const) {
    for (const p of seats) {
      const [at, toward] = round[p];
      must(game, p, { type, vertex: at });
      must(game, p, { type: 'placeRoad', edge: toward ? G.between(at, toward) : game.legalActions(p)[0].edge });
    }
  }
  expect(game.view()).toMatchObject({ phase: 'roll', currentPlayer: 0 });
  return game;
}

/** The barbarians' first attack (nobody defends: each player chooses the city it loses); the turn is ended. */
function firstAttack(game: Game): void {
  const p = attack(game);
  game.view().players.forEach((pl: { pending: string; cities: { vertex: unknown }[] }, q: number) => {
    if (pl.pending === 'pillageCity') must(game, q, { type: 'pillageCity', vertex: pl.cities[0].vertex });
  });
  expect(game.view().barbarians.attacks).toBe(1);
  must(game, p, { type: 'endTurn' });
}

const seaMoves = (game: Game, p: number) => game.legalActions(p).filter((a) => a.type === 'moveRobber' && (a.hex === PORT || a.hex === OPEN_SEA));

describe('The Robber is a Pirate in Cities & Knights', () => {
  it('sleeps on its desert until the first attack, then a 7 sends it to sea, and a knight on the coast chases it on', async () => {
    const game = await pirateCK(['robberIsAPirate']);
    roll(game, 0, 7);
    expect(game.view()).toMatchObject({ phase: 'main', robber: 2 }); // no robber, nor pirate, before the barbarians come
    must(game, 0, { type: 'endTurn' });
    firstAttack(game);
    produce(game, 8, 2); // pasture 8: seat 0's settlement on the wool harbor gets 2 wool
    produce(game, 10); // mountains 10: and ore
    advanceTo(game, 0);
    roll(game, 0, 7);
    expect(seaMoves(game, 0).length).toBeGreaterThan(0);
    // Seat 1 (a grain from its city) stands on the port hex's coast: robbed as usual.
    expect(gains(game, () => must(game, 0, { type: 'moveRobber', hex: PORT, victim: 1, forced: { stolen: 'grain' } }))[0]).toEqual({ grain: 1 });
    // The wool harbor on the pirate's hex trades nothing; the bank's 4:1 is all seat 0 has.
    expect(refused(game, 0, { type: 'bankTrade', give: { wool: 2 }, get: { brick: 1 } })).toMatch(/trade rates/);
    must(game, 0, { type: 'buildKnight', vertex: WEST_SOUTH }); // on a corner of the pirate's hex
    must(game, 0, { type: 'activateKnight', vertex: WEST_SOUTH });
    must(game, 0, { type: 'endTurn' });
    advanceTo(game, 0);
    roll(game, 0, quietNumber(game));
    // "as if you had played a Knight Card": on to the other sea hex, robbing seat 2 on its coast.
    const g = gains(game, () => must(game, 0, { type: 'chaseRobber', knight: WEST_SOUTH, hex: OPEN_SEA, victim: 2, forced: { stolen: 'brick' } }));
    expect(g[0]).toEqual({ brick: 1 });
    expect(g[2]).toEqual({ brick: -1 });
    expect(game.view().robber).toBe(OPEN_SEA);
  });

  it('keeps the C&K robber on land without the variant', async () => {
    const game = await pirateCK([]);
    firstAttack(game);
    advanceTo(game, 0);
    roll(game, 0, 7);
    expect(game.view().phase).toBe('robber');
    expect(seaMoves(game, 0)).toEqual([]);
    expect(refused(game, 0, { type: 'moveRobber', hex: PORT, victim: 1 })).toMatch(/robber stays on land/);
  });

  it('lets the Bishop put the pirate on a sea hex only with the variant', async () => {
    // The politics card table of tests/rules/ck with its far corner hex 18 turned to sea.
    const seaCorner = { ...CARD_BOARD, hexes: CARD_BOARD.hexes.map((h, i) => (i === 18 ? ['sea', null] : h)) as typeof CARD_BOARD.hexes };
    for (const variants of [[], ['robberIsAPirate']]) {
      const game = await setupCK({
        players: 3,
        board: seaCorner,
        decks: { politics: ['bishop'] },
        options: Object.fromEntries(variants.map((v) => [v, true])),
        first: [{ at: P0_SETTLEMENT }],
        second: [
          { at: P0_CITY, road: B.e(9, 5) },
          { at: P1_CITY, road: B.e(9, 4) },
        ],
      });
      improveTo(game, 0, 'politics', 1);
      drawOwn(game, 0, 'politics');
      must(game, 0, { type: 'endTurn' });
      must(game, attack(game), { type: 'endTurn' });
      mainPhaseOf(game, 0);
      const bishop = { type: 'playProgress', card: 'bishop', hex: 18 };
      if (variants.length === 0) expect(refused(game, 0, bishop)).toMatch(/robber stays on land/);
      else {
        must(game, 0, bishop);
        expect(game.view().robber).toBe(18);
      }
    }
  });
});
