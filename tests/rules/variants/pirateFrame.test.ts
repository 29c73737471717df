// 001 fn 19 on the board it is written for (issue 30): "A player may place the robber on any port hex.
// While the robber is there, no trades may be conducted using that port. The player who moved the
// robber can still steal a card from a neighboring player, as usual." The standard board's port hexes
// are the sea hexes of its frame: with the variant the standard and 5-6 layouts are laid in that frame,
// numbered after the land, so every land hex, intersection, path and harbor keeps its id (docs/actions.md).
import { describe, expect, it } from 'vitest';
import type { Game, Vertex } from '../../../src/engine/types';
import { getEngine, must, newGame, refused } from '../../helpers';
import { BASE, board, gains, mainPhaseOf, produce, roll } from '../base/setup';

// The frame around the 19 land hexes, row by row from the row above the first (DESIGN.md columns).
const FRAME_19 = [
  [1, -1],
  [3, -1],
  [5, -1],
  [7, -1],
  [0, 0],
  [8, 0],
  [-1, 1],
  [9, 1],
  [-2, 2],
  [10, 2],
  [-1, 3],
  [9, 3],
  [0, 4],
  [8, 4],
  [1, 5],
  [3, 5],
  [5, 5],
  [7, 5],
];
/** The port hex of the wool harbor on hex 0's north-west side: the first frame hex, north-west of hex 0. */
const PORT = 19;
const HARBOR_WEST: Vertex = BASE.v(0, 5); // on the wool harbor, touching hex 0 and the sea frame only
const wool2 = { type: 'bankTrade', give: { wool: 2 }, get: { brick: 1 } };

/**
 * A scenario board of 19 land hexes (the frame is sea): hex 0 pasture 8 with a wool harbor on its
 * north-west side, hex 18 fields 9; the rest desert. Seat 0 on the harbor; seats 1 and 2 inland.
 */
async function framedTable(variants: string[]): Promise<Game> {
  const game = await newGame({
    mode: 'base',
    players: 3,
    variants,
    board: board({ 0: ['pasture', 8], 18: ['fields', 9] }, [{ hex: 0, side: 5, kind: 'wool' }]),
  });
  const first: Vertex[] = [HARBOR_WEST, BASE.v(9, 0), BASE.v(18, 3)];
  const second: Vertex[] = [BASE.v(2, 1), BASE.v(13, 3), BASE.v(16, 3)];
  for (const [round, seats] of [
    [first, [0, 1, 2]],
    [second, [2, 1, 0]],
  ] as const) {
    for (const p of seats) {
      must(game, p, { type: 'placeSettlement', vertex: round[p] });
      must(game, p, { type: 'placeRoad', edge: game.legalActions(p)[0].edge });
    }
  }
  return game;
}

const robberHexes = (game: Game, p: number) =>
  game
    .legalActions(p)
    .filter((a) => a.type === 'moveRobber')
    .map((a) => a.hex as number);

describe('The Robber is a Pirate on the standard board, in its sea frame (001 fn 19)', () => {
  it('lays the 19 land hexes in a frame of 18 sea hexes numbered after them; without the variant the board is the 19 hexes', async () => {
    const game = await framedTable(['robberIsAPirate']);
    const b = game.view().board;
    expect(b.rows).toEqual([
      [2, 3],
      [1, 4],
      [0, 5],
      [1, 4],
      [2, 3],
    ]);
    expect(b.frame).toEqual(FRAME_19);
    expect(b.hexes).toHaveLength(37);
    expect((b.hexes as { terrain: string }[]).slice(19).every((h) => h.terrain === 'sea')).toBe(true);
    expect(b.hexes[0]).toEqual({ terrain: 'pasture', number: 8 });
    expect(b.harbors).toEqual([{ hex: 0, side: 5, kind: 'wool' }]);
    expect(game.view().players[0].settlements).toEqual([
      [0, 5],
      [2, 1],
    ]);
    const plain = await framedTable([]);
    expect(plain.view().board.hexes).toHaveLength(19);
    expect(plain.view().board.frame).toEqual([]);
  });

  it('"may place the robber on any port hex" and "can still steal a card from a neighboring player, as usual"', async () => {
    const plain = await framedTable([]);
    roll(plain, 0, 7);
    expect(robberHexes(plain, 0).every((h) => h < 19)).toBe(true);
    expect(refused(plain, 0, { type: 'moveRobber', hex: PORT })).toMatch(/no such/i);

    const game = await framedTable(['robberIsAPirate']);
    produce(game, 8, 1); // seat 0: a wool from pasture 8
    roll(game, 1, 7);
    const hexes = robberHexes(game, 1);
    for (let h = 19; h < 37; h++) expect(hexes).toContain(h);
    // Seat 0's settlement stands on a corner of the port hex: robbed as on land.
    expect(refused(game, 1, { type: 'moveRobber', hex: PORT })).toMatch(/choose a player to rob/);
    const g = gains(game, () => must(game, 1, { type: 'moveRobber', hex: PORT, victim: 0, forced: { stolen: 'wool' } }));
    expect(g[1]).toEqual({ wool: 1 });
    expect(game.view().robber).toBe(PORT);
  });

  it('"no trades may be conducted using that port" while the robber is on its sea hex', async () => {
    const game = await framedTable(['robberIsAPirate']);
    produce(game, 8, 5); // seat 0: 5 wool
    mainPhaseOf(game, 0);
    expect(game.legalActions(0)).toContainEqual(wool2);
    must(game, 0, { type: 'endTurn' });
    roll(game, 1, 7);
    must(game, 1, { type: 'moveRobber', hex: PORT, victim: 0, forced: { stolen: 'wool' } });
    must(game, 1, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, wool2)).toMatch(/trade rates/);
    expect(game.legalActions(0)).not.toContainEqual(wool2);
  });

  it('takes a harbor named from its sea side and every alias of a coast intersection through the frame', async () => {
    const engine = await getEngine();
    const game = engine.newGame({
      mode: 'base',
      players: 3,
      variants: ['robberIsAPirate'],
      board: board({ 0: ['pasture', 8] }, [{ hex: PORT, side: 2, kind: 'ore' }]), // hex 19's SE side is hex 0's NW side
    });
    expect(game.view().board.harbors).toEqual([{ hex: 0, side: 5, kind: 'ore' }]);
    must(game, 0, { type: 'placeSettlement', vertex: [PORT, 3] }); // hex 19's south corner is hex 0's north-west one
    expect(game.view().players[0].settlements).toEqual([[0, 5]]);
    // Nobody builds on the frame: no road between two of its sea hexes, and no bridge either.
    expect(refused(game, 0, { type: 'placeRoad', edge: [PORT, 3] })).toMatch(/water|sea|land/i); // hex 19's SW side: between the sea hexes 19 and 23
  });

  it('keeps every land hex and harbor of a random board: the same seed lays the same island with the variant', async () => {
    const engine = await getEngine();
    for (const [mode, players, frame] of [
      ['base', 4, 18],
      ['ck', 4, 18],
      ['base56', 6, 22],
      ['ck56', 5, 22],
    ] as const) {
      const framed = engine.newGame({ mode, players, seed: 9, variants: ['robberIsAPirate'] }).view().board;
      const plain = engine.newGame({ mode, players, seed: 9 }).view().board;
      expect(framed.frame, mode).toHaveLength(frame);
      expect(framed.hexes.slice(0, plain.hexes.length), mode).toEqual(plain.hexes);
      expect(framed.harbors, mode).toEqual(plain.harbors);
    }
  });

  it('Catan for Two: a settlement on the coast earns its trade token when the coast faces the frame', async () => {
    const engine = await getEngine();
    const tokens = (variants: string[]) => {
      const game = engine.newGame({ mode: 'base', players: 2, seed: 4, variants });
      const coast: Vertex = [0, 0]; // hex 0's north corner: the frame's hexes 19 and 20 and hex 0
      expect((game.view().board.hexes[0] as { terrain: string }).terrain).not.toBe('desert');
      must(game, 0, { type: 'placeSettlement', vertex: coast });
      return game.view().twoPlayer.tokens[0];
    };
    expect(tokens(['robberIsAPirate'])).toBe(tokens([]));
    expect(tokens([])).toBe(6);
  });

  it('plays in base and C&K, on the 19- and 30-hex boards: random bots finish, every offered action checked', async () => {
    const engine = await getEngine();
    for (const [mode, players] of [
      ['base', 4],
      ['ck', 4],
      ['base', 6],
      ['ck', 5],
    ] as const) {
      const stats = engine.simulate({ mode, players, games: 3, seed: 2, maxTurns: 5000, checkAll: true, variants: ['robberIsAPirate'] });
      expect(stats, `${mode} ${players}`).toMatchObject({ games: 3, finished: 3, invariantViolations: 0, stuck: 0 });
      expect(stats.actionMix.buildBridge ?? 0).toBe(0);
    }
  });
});
