// Bad boards are refused with a clear message, never a crash (issue 12): ragged rows, an unknown
// terrain, a harbor off the coast, too many seats for a layout; and a scenario file with rows and
// sea runs through the same path as `hexknights scenario`.
import { describe, expect, it } from 'vitest';
import type { GameConfig } from '../../src/engine/types';
import { runScenario } from '../../src/cli/scenario';
import { getEngine, must, newGame, refused } from '../helpers';
import { Geometry } from '../rules/geometry';

const make = async (config: GameConfig) => (await getEngine()).newGame(config);
const desert = (n: number) => Array.from({ length: n }, () => ['desert', null] as ['desert', null]);

describe('board input', () => {
  it('refuses ragged rows, empty rows and boards past 128 hexes', async () => {
    await expect(
      make({
        mode: 'base',
        players: 3,
        board: {
          rows: [
            [0, 2],
            [2, 2],
          ],
          hexes: desert(4),
          harbors: [],
        },
      }),
    ).rejects.toThrow(/row 1 must start an odd number of columns from the row above/);
    await expect(
      make({
        mode: 'base',
        players: 3,
        board: {
          rows: [
            [0, 2],
            [1, 0],
          ],
          hexes: desert(2),
          harbors: [],
        },
      }),
    ).rejects.toThrow(/row 1 is empty/);
    await expect(make({ mode: 'base', players: 3, board: { rows: [[0, -1]] as [number, number][], hexes: [], harbors: [] } })).rejects.toThrow(
      /board.rows\[0\]/,
    );
    const rows: [number, number][] = Array.from({ length: 13 }, (_, r) => [r % 2, 10]);
    await expect(make({ mode: 'base', players: 3, board: { rows, hexes: desert(130), harbors: [] } })).rejects.toThrow(/at most 128 hexes/);
  });

  it('takes a 128-hex board with more than 255 intersections and paths, and addresses its far corner', async () => {
    const rows: [number, number][] = Array.from({ length: 8 }, (_, r) => [r % 2, 16]);
    const game = await make({ mode: 'base', players: 8, board: { rows, hexes: [['hills', 6], ...desert(127).slice(1), ['forest', 8]], harbors: [] } });
    const g = new Geometry(rows);
    expect(game.view().board.hexes).toHaveLength(128);
    must(game, 0, { type: 'placeSettlement', vertex: [127, 3] });
    must(game, 0, { type: 'placeRoad', edge: g.between(g.v(127, 3), g.v(127, 2)) });
    expect(game.view().players[0].settlements).toEqual([g.v(127, 3)]);
    expect(game.view().players[0].roads).toEqual([g.e(127, 2)]);
  });

  it('refuses an unknown terrain, a number on the sea and the wrong number of hexes', async () => {
    const rows: [number, number][] = [
      [0, 2],
      [1, 2],
    ];
    await expect(
      make({ mode: 'base', players: 3, board: { rows, hexes: [['hills', 6], ['lava' as 'sea', null], ...desert(2)], harbors: [] } }),
    ).rejects.toThrow(/hex 1: unknown terrain "lava"/);
    await expect(make({ mode: 'base', players: 3, board: { rows, hexes: [['hills', 6], ['sea', 5], ...desert(2)], harbors: [] } })).rejects.toThrow(
      /bad hex 1/,
    );
    await expect(make({ mode: 'base', players: 3, board: { rows, hexes: desert(3), harbors: [] } })).rejects.toThrow(/must list 4 hexes/);
  });

  it('refuses a harbor that is not on a coast or not on the board', async () => {
    const rows: [number, number][] = [
      [0, 2],
      [1, 2],
    ]; // hexes 0 1 / 2 3: hex 0's side 1 (E) touches hex 1
    const board = (harbors: { hex: number; side: number; kind: 'generic' }[]) => ({ rows, hexes: desert(4), harbors });
    await expect(make({ mode: 'base', players: 3, board: board([{ hex: 0, side: 1, kind: 'generic' }]) })).rejects.toThrow(/a harbor lies on a coast/);
    await expect(make({ mode: 'base', players: 3, board: board([{ hex: 9, side: 1, kind: 'generic' }]) })).rejects.toThrow(/names no path on this board/);
    await expect(make({ mode: 'base', players: 3, board: board([{ hex: 0, side: 5, kind: 'generic' }]) })).resolves.toBeDefined();
  });

  it('refuses more seats than a layout allows, an unknown layout, and Cities & Knights on the island boards', async () => {
    await expect(make({ mode: 'base', layout: 'islands', players: 5 })).rejects.toThrow(/takes 3-4 players in base, not 5/);
    await expect(make({ mode: 'base', layout: 'peanut', players: 9 })).rejects.toThrow(/takes 7-8 players/);
    await expect(make({ mode: 'ck', layout: 'islands', players: 4 })).rejects.toThrow(/Cities & Knights is played on the standard boards/);
    await expect(make({ mode: 'base', layout: 'atlantis' as 'islands', players: 4 })).rejects.toThrow(/unknown layout "atlantis"/);
    await expect(
      make({
        mode: 'ck',
        players: 8,
        board: {
          rows: [
            [0, 2],
            [1, 2],
          ],
          hexes: desert(4),
          harbors: [],
        },
      }),
    ).rejects.toThrow(/takes 3-6 players in ck/);
  });

  it('refuses a settlement where only sea meets', async () => {
    // hexes 0 1 / 2 3, only hex 3 land: the corner shared by 0, 1 and 2 touches no land.
    const g = new Geometry([
      [0, 2],
      [1, 2],
    ]);
    const game = await newGame({
      mode: 'base',
      players: 3,
      board: {
        rows: [
          [0, 2],
          [1, 2],
        ],
        hexes: [
          ['sea', null],
          ['sea', null],
          ['sea', null],
          ['hills', 5],
        ],
        harbors: [],
      },
    });
    expect(refused(game, 0, { type: 'placeSettlement', vertex: g.at(0, 1, 2) })).toMatch(/needs land/);
    expect(game.legalActions(0).map((a) => a.vertex)).not.toContainEqual(g.at(0, 1, 2));
    must(game, 0, { type: 'placeSettlement', vertex: g.at(1, 2, 3) });
  });

  it('runs a scenario file with board.rows and sea hexes', async () => {
    const g = new Geometry([
      [1, 3],
      [0, 4],
      [1, 3],
    ]);
    const hexes = desert(10);
    hexes[4] = ['sea', null] as unknown as ['desert', null];
    hexes[5] = ['sea', null] as unknown as ['desert', null];
    const result = await runScenario({
      mode: 'base',
      players: 3,
      board: {
        rows: [
          [1, 3],
          [0, 4],
          [1, 3],
        ],
        hexes,
        harbors: [{ hex: 4, side: 0, kind: 'wool' }],
      },
      actions: [
        { p: 0, type: 'placeSettlement', vertex: g.at(1, 4, 5) },
        { p: 0, type: 'placeRoad', edge: g.between(g.at(1, 4, 5), g.at(0, 1, 4)) },
        { p: 1, type: 'placeSettlement', vertex: g.at(4, 5, 8) },
        // Set-up roads are roads: none between two sea hexes.
        { p: 1, type: 'placeRoad', edge: g.between(g.at(4, 5, 8), g.at(1, 4, 5)) },
      ],
    });
    expect(result.applied).toBe(3);
    expect(result.rejected).toMatchObject({ index: 3, error: expect.stringMatching(/build a bridge/) });
    const view = result.view as { board: { rows: number[][]; harbors: unknown[] } };
    expect(view.board.rows).toEqual([
      [1, 3],
      [0, 4],
      [1, 3],
    ]);
    expect(view.board.harbors).toEqual([{ hex: 1, side: 3, kind: 'wool' }]);
  });
});

describe('two games on one engine', () => {
  it("keeps each board's sea when play switches between games of the same shape", async () => {
    // The lake board of tests/rules/base/islands.test.ts: hexes 4 and 5 are sea.
    const rows: [number, number][] = [
      [1, 3],
      [0, 4],
      [1, 3],
    ];
    const g = new Geometry(rows);
    const hexes = desert(10) as [string, null][];
    hexes[4] = ['sea', null];
    hexes[5] = ['sea', null];
    const seaGame = await newGame({ mode: 'base', players: 3, board: { rows, hexes: hexes as never, harbors: [] } });
    must(seaGame, 0, { type: 'placeSettlement', vertex: g.at(1, 4, 5) });
    must(seaGame, 0, { type: 'placeRoad', edge: g.between(g.at(1, 4, 5), g.at(0, 1, 4)) });
    const landGame = await newGame({ mode: 'base', players: 3, board: { rows, hexes: desert(10), harbors: [] } });
    must(landGame, 0, { type: 'placeSettlement', vertex: g.at(1, 4, 5) });
    must(landGame, 0, { type: 'placeRoad', edge: g.between(g.at(1, 4, 5), g.at(0, 1, 4)) });
    // Across the lake in one game, across land in the other.
    expect(refused(landGame, 1, { type: 'placeSettlement', vertex: g.at(4, 5, 8) })).toMatch(/distance rule/);
    must(seaGame, 1, { type: 'placeSettlement', vertex: g.at(4, 5, 8) });
  });
});
