// 001 fn 19, The Robber is a Pirate Variant: "A player may place the robber on any port hex. While the
// robber is there, no trades may be conducted using that port. The player who moved the robber can
// still steal a card from a neighboring player, as usual." DESIGN.md: the robber may stand on a sea
// hex, and blocks every harbor whose edge touches that hex. Boards: tests/rules/variants/pirateBoard.ts.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { getEngine, must, newGame, refused } from '../../helpers';
import { searchStrategy } from '../../../src/bots/search';
import { heuristicStrategy } from '../../../src/bots/strategy';
import { seededRandom } from '../../../src/net/random';
import { setupRules, variantChoices } from '../../../src/ui/gameSetup';
import type { LayoutName } from '../../../src/engine/layouts';
import { gains, produce, roll, mainPhaseOf, advanceTo, quietNumber } from '../base/setup';
import { G, OPEN_SEA, P0_TOP, P1_COAST, P1_FAR, P2_COAST, P2_HILLS, PORT, WEST, WEST_SOUTH, pirateBoard } from './pirateBoard';

/** A base game on the pirate board after set-up, at seat 0's first roll. */
async function pirateTable(variants: string[]): Promise<Game> {
  const game = await newGame({ mode: 'base', players: 3, board: pirateBoard(), variants });
  const first = [[WEST, WEST_SOUTH], [P1_COAST], [P2_COAST]];
  const second = [[P0_TOP], [P1_FAR], [P2_HILLS]];
  for (const [round, seats] of [
    [first, [0, 1, 2]],
    [second, [2, 1, 0]],
  ] as const) {
    for (const p of seats) {
      const [settlement, toward] = round[p];
      must(game, p, { type: 'placeSettlement', vertex: settlement });
      const road = toward ? G.between(settlement, toward) : game.legalActions(p)[0].edge;
      must(game, p, { type: 'placeRoad', edge: road });
    }
  }
  expect(game.view().phase).toBe('roll');
  return game;
}

const robberHexes = (game: Game, p: number) =>
  game
    .legalActions(p)
    .filter((a) => a.type === 'moveRobber')
    .map((a) => a.hex);
const wool2 = { type: 'bankTrade', give: { wool: 2 }, get: { brick: 1 } };
const wool4 = { type: 'bankTrade', give: { wool: 4 }, get: { brick: 1 } };

describe('The Robber is a Pirate (001 fn 19)', () => {
  it('"may place the robber on any port hex": a sea hex is a legal robber move only with the variant', async () => {
    const plain = await pirateTable([]);
    roll(plain, 0, 7);
    expect(refused(plain, 0, { type: 'moveRobber', hex: PORT })).toMatch(/robber stays on land.*Pirate/);
    expect(robberHexes(plain, 0)).not.toContain(PORT);

    const game = await pirateTable(['robberIsAPirate']);
    roll(game, 0, 7);
    const hexes = robberHexes(game, 0);
    expect(hexes).toContain(PORT);
    expect(hexes).toContain(OPEN_SEA);
    // Seat 1 stands on a corner of the port hex and holds a grain: robbed "as usual".
    expect(refused(game, 0, { type: 'moveRobber', hex: PORT })).toMatch(/choose a player to rob/);
    must(game, 0, { type: 'moveRobber', hex: PORT, victim: 1, forced: { stolen: 'grain' } });
    expect(game.view()).toMatchObject({ robber: PORT, phase: 'main', variants: ['robberIsAPirate'] });
  });

  it('"no trades may be conducted using that port" while it is there, and the port trades again once it leaves', async () => {
    const game = await pirateTable(['robberIsAPirate']);
    produce(game, 8, 4); // pasture 8: seat 0 gets 4 wool; seat 1 is to roll
    mainPhaseOf(game, 0);
    expect(game.legalActions(0)).toContainEqual(wool2); // the wool harbor: 2:1
    must(game, 0, { type: 'endTurn' });
    // Seat 1 puts the pirate on the port hex and robs seat 0 there, "as usual".
    roll(game, 1, 7);
    expect(gains(game, () => must(game, 1, { type: 'moveRobber', hex: PORT, victim: 0, forced: { stolen: 'grain' } }))[1]).toEqual({ grain: 1 });
    must(game, 1, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, wool2)).toMatch(/trade rates/);
    expect(game.legalActions(0)).not.toContainEqual(wool2);
    expect(game.legalActions(0)).toContainEqual(wool4); // the bank's 4:1 still stands
    must(game, 0, { type: 'endTurn' });
    // Seat 0's own 7 takes the pirate away to land: the wool harbor is open again.
    advanceTo(game, 0);
    roll(game, 0, 7);
    must(game, 0, { type: 'moveRobber', hex: 1 });
    expect(gains(game, () => must(game, 0, wool2))[0]).toEqual({ wool: -2, brick: 1 });
  });

  it("blocks every harbor whose edge touches the pirate's hex, and no other", async () => {
    const game = await pirateTable(['robberIsAPirate']);
    produce(game, 11, 4); // fields 11: seat 1 (generic harbor on hex 4) has 5 grain
    produce(game, 5, 2); // hills 5: seat 2 (brick harbor on hex 5) has 3 brick; seat 0 is to roll
    roll(game, 0, 7);
    must(game, 0, { type: 'moveRobber', hex: PORT, victim: 1, forced: { stolen: 'grain' } });
    must(game, 0, { type: 'endTurn' });
    roll(game, 1, quietNumber(game));
    // Seat 1 holds 4 grain: the generic harbor's 3:1 is closed, the bank's 4:1 is what is left.
    expect(refused(game, 1, { type: 'bankTrade', give: { grain: 3 }, get: { wool: 1 } })).toMatch(/trade rates/);
    must(game, 1, { type: 'bankTrade', give: { grain: 4 }, get: { wool: 1 } });
    must(game, 1, { type: 'endTurn' });
    // Seat 2's brick harbor lies on hex 5, which the pirate does not touch: still 2:1.
    roll(game, 2, quietNumber(game));
    expect(gains(game, () => must(game, 2, { type: 'bankTrade', give: { brick: 2 }, get: { ore: 1 } }))[2]).toEqual({ brick: -2, ore: 1 });
    expect(game.view().robber).toBe(PORT);
  });

  it('"can still steal a card from a neighboring player": a Knight card moves the pirate onto a sea hex and robs a building on its coast', async () => {
    const game = await pirateTable(['robberIsAPirate']);
    // Seat 2 holds a brick from its second settlement on hills, and stands on a corner of the sea hex 5.
    expect(game.view().players[2].hand.brick).toBe(1);
    produce(game, 8, 3); // pasture 8: seat 0 has 3 wool (and a grain from set-up)
    roll(game, 0, quietNumber(game));
    must(game, 0, { type: 'bankTrade', give: { wool: 2 }, get: { ore: 1 } });
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'knight' } });
    must(game, 0, { type: 'endTurn' });
    advanceTo(game, 0);
    must(game, 0, { type: 'playDevelopment', card: 'knight' });
    expect(robberHexes(game, 0)).toEqual(expect.arrayContaining([PORT, OPEN_SEA]));
    // The players with a building on the sea hex's corners (seat 1 at its south-west, seat 2 at its south-east).
    const victims = game
      .legalActions(0)
      .filter((a) => a.type === 'moveRobber' && a.hex === OPEN_SEA)
      .map((a) => a.victim);
    expect(victims.sort()).toEqual([1, 2]);
    expect(refused(game, 0, { type: 'moveRobber', hex: OPEN_SEA, victim: 0 })).toMatch(/cannot be robbed/);
    const g = gains(game, () => must(game, 0, { type: 'moveRobber', hex: OPEN_SEA, victim: 2, forced: { stolen: 'brick' } }));
    expect(g[0]).toEqual({ brick: 1 });
    expect(g[2]).toEqual({ brick: -1 });
    expect(game.view().robber).toBe(OPEN_SEA);
  });
});

describe('The Robber is a Pirate: where it can be played', () => {
  it('is refused, with the reason, on a board without sea hexes', async () => {
    const engine = await getEngine();
    // The standard boards are laid in their sea frame (pirateFrame.test.ts); Big Island and Peanut have none.
    for (const layout of ['bigIsland', 'peanut'] as const) {
      const players = 8;
      expect(() => engine.newGame({ mode: 'base', players, layout, variants: ['robberIsAPirate'] }), layout).toThrow(/needs a board with sea hexes/);
      expect(() => engine.simulate({ mode: 'base', players, layout, games: 1, seed: 1, maxTurns: 10, checkAll: false, variants: ['robberIsAPirate'] })).toThrow(
        /needs a board with sea hexes/,
      );
    }
    const land = pirateBoard();
    land.hexes = land.hexes.map((h) => (h[0] === 'sea' ? ['desert', null] : h));
    land.harbors = [];
    expect(() => engine.newGame({ mode: 'base', players: 3, board: land, variants: ['robberIsAPirate'] })).toThrow(/needs a board with sea hexes/);
    expect(() => engine.newGame({ mode: 'ckba', players: 3, variants: ['robberIsAPirate'] })).toThrow(/not for mode ckba/);
  });

  it("is offered in the lobby for the sea layouts and the standard boards in their sea frame, with the text's help", () => {
    const offered = (rules: 'base' | 'ck', players: number, layout: LayoutName) =>
      variantChoices({ rules, players, layout, variants: {} }).find((v) => v.name === 'robberIsAPirate');
    expect(offered('base', 4, 'islands')?.help).toMatch(/sea hex.*no trades may be conducted using a harbor on that hex/);
    expect(offered('base', 6, 'bigIslands')).toBeDefined();
    expect(offered('base', 4, 'standard')).toBeDefined();
    expect(offered('base', 5, 'standard')).toBeDefined();
    expect(offered('base', 8, 'peanut')).toBeUndefined();
    expect(offered('base', 7, 'bigIsland')).toBeUndefined();
    expect(offered('ck', 4, 'standard')).toBeDefined();
    expect(offered('ck', 6, 'standard')).toBeDefined();
    expect(setupRules({ rules: 'base', players: 4, layout: 'islands', variants: { robberIsAPirate: true } })).toMatchObject({
      layout: 'islands',
      options: { robberIsAPirate: true },
    });
  });

  it('plays on the sea layouts: engine random bots finish every game, every offered action checked', async () => {
    const engine = await getEngine();
    for (const [layout, players] of [
      ['islands', 4],
      ['bigIslands', 5],
    ] as const) {
      const game = engine.newGame({ mode: 'base', players, layout, seed: 3, variants: ['robberIsAPirate'] });
      expect(game.view().variants).toEqual(['robberIsAPirate']);
    }
    const stats = engine.simulate({
      mode: 'base',
      players: 4,
      layout: 'islands',
      games: 20,
      seed: 1,
      maxTurns: 5000,
      checkAll: true,
      variants: ['robberIsAPirate'],
    });
    expect(stats).toMatchObject({ games: 20, finished: 20, invariantViolations: 0, stuck: 0 });
  });

  it("the project's bots play it to a finish on Islands of Catan, offered sea hexes for the robber", async () => {
    const engine = await getEngine();
    const game = engine.newGame({ mode: 'base', players: 4, layout: 'islands', seed: 5, variants: ['robberIsAPirate'] });
    const sea = new Set((game.view().board.hexes as { terrain: string }[]).flatMap((h, i) => (h.terrain === 'sea' ? [i] : [])));
    const bots = [searchStrategy({ engine, thinkMs: 60_000, maxEvals: 60 }), heuristicStrategy(), heuristicStrategy(), heuristicStrategy()];
    const randoms = bots.map((_, i) => seededRandom(50 + i));
    let seaOffered = 0;
    for (let step = 0; game.view().winner === null; step++) {
      expect(step).toBeLessThan(40_000);
      const view = game.view();
      const seat = (view.awaiting as number[]).find((p) => p !== view.currentPlayer) ?? view.awaiting[0];
      const actions = game.legalActions(seat);
      if (actions.some((a) => a.type === 'moveRobber' && sea.has(a.hex as number))) seaOffered++;
      const action = bots[seat].choose(actions, game.view(seat), seat, randoms[seat], seat === 0 ? game.snapshot() : undefined);
      must(game, seat, action);
    }
    expect(seaOffered).toBeGreaterThan(0);
  });
});
