// Catan for Two and variants through the scenario-file contract (`hexknights scenario FILE`): the config
// carries `players: 2` and `variants`, and a refused action names its index and reason.
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../../src/cli/scenario';
import { dice } from '../base/setup';
import { B, SEAT0, SEAT1, STANDARD_HEXES, twoBoard } from './table';

const setup = [
  { p: 0, type: 'placeSettlement', vertex: SEAT0[0] },
  { p: 0, type: 'placeRoad', edge: B.e(0, 0) },
  { p: 1, type: 'placeSettlement', vertex: SEAT1[0] },
  { p: 1, type: 'placeRoad', edge: B.e(16, 2) },
  { p: 1, type: 'placeSettlement', vertex: SEAT1[1] },
  { p: 1, type: 'placeRoad', edge: B.e(17, 2) },
  { p: 0, type: 'placeSettlement', vertex: SEAT0[1] },
  { p: 0, type: 'placeRoad', edge: B.e(2, 2) },
];

describe('Catan for Two scenario files', () => {
  it('runs a 2-player game with variants and stops at a token action without enough tokens', async () => {
    const rolls = [
      { p: 0, type: 'roll', forced: dice(11) },
      { p: 0, type: 'roll', forced: dice(12) },
    ];
    // Seat 0 starts with 5 + 1 (coast) tokens; seat 1 holds one card, so each Forced Trade swaps one:
    // seat 0's ore for seat 1's brick, then back. Each costs 1 token; the 7th finds none left.
    const result = await runScenario({
      mode: 'base',
      players: 2,
      board: twoBoard(STANDARD_HEXES),
      variants: ['handsUp'],
      actions: [...setup, ...rolls, { p: 0, type: 'forcedTrade', give: { ore: 1 } }],
    });
    expect(result.rejected).toBeNull();
    const view = result.view as { twoPlayer: { tokens: number[] }; variants: string[] };
    expect(view.variants).toEqual(['handsUp']);
    expect(view.twoPlayer.tokens).toEqual([5, 7]);
    const all = await runScenario({
      mode: 'base',
      players: 2,
      board: twoBoard(STANDARD_HEXES),
      actions: [...setup, ...rolls, ...Array.from({ length: 7 }, (_, i) => ({ p: 0, type: 'forcedTrade', give: i % 2 === 0 ? { ore: 1 } : { brick: 1 } }))],
    });
    expect(all.rejected).toEqual({ index: 16, error: expect.stringMatching(/not enough trade tokens/) });
  });

  it('refuses an unknown variant and a variant of the wrong mode before any action', async () => {
    await expect(runScenario({ mode: 'base', players: 2, variants: ['twoPlayer'], actions: [] })).rejects.toThrow(/unknown variant "twoPlayer"/);
    await expect(runScenario({ mode: 'ck', players: 4, variants: ['normalDevelopmentCard'], actions: [] })).rejects.toThrow(/not for mode ck/);
  });
});
