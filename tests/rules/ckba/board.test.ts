// Page §1 and 003 "Set-up": the Barbarian Attack board (castle 16 and desert 2 on opposite corners of
// the ring, the default number layout, resources shuffled by the seed), one barbarian each on the
// coastal 2 and 12, no robber, no C&K barbarian track, 13 points to win.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../helpers';
import { CASTLE, COAST, NUMBERS, ckba, setupCKBA } from './helpers';

describe('ckba: the board', () => {
  it('a seeded board keeps the fixed numbers, puts castle and desert on 16 and 2, and shuffles resources by the seed', async () => {
    const terrains: string[][] = [];
    for (const seed of [1, 2]) {
      const game = await newGame({ mode: 'ckba', players: 4, seed });
      const v = game.view();
      expect(v.mode).toBe('ckba');
      const hexes = v.board.hexes as { terrain: string; number: number | null }[];
      for (let h = 0; h < 19; h++) expect(hexes[h].number ?? null).toEqual(NUMBERS[h] ?? null);
      expect(hexes[2].terrain).toBe('desert');
      expect(hexes[CASTLE].terrain).toBe('desert');
      expect(v.ckba.castle).toBe(CASTLE);
      expect(v.ckba.coast).toEqual(COAST);
      // 2 forest, 2 hills, 3 pasture, 1 mountains and 2 fields on the coast
      const coast = COAST.map((h) => hexes[h].terrain).sort();
      expect(coast).toEqual(['fields', 'fields', 'forest', 'forest', 'hills', 'hills', 'mountains', 'pasture', 'pasture', 'pasture']);
      terrains.push(hexes.map((h) => h.terrain));
      expect(v.robber).toBeNull();
      // Page §1: one barbarian on the coastal 2 (hex 7) and one on the coastal 12 (hex 1).
      expect(v.ckba.barbarians[7]).toBe(1);
      expect(v.ckba.barbarians[1]).toBe(1);
      expect(v.ckba.barbarians.reduce((a: number, b: number) => a + b, 0)).toBe(2);
    }
    expect(terrains[0]).not.toEqual(terrains[1]);
  });

  it('takes 3 or 4 players only', async () => {
    await expect(newGame({ mode: 'ckba', players: 5 })).rejects.toThrow();
    await expect(newGame({ mode: 'ckba', players: 2 })).rejects.toThrow();
  });

  it('a scenario board keeps its numbers; set-up lands no barbarian and the ship track stays at 0', async () => {
    const game = await setupCKBA();
    expect(ckba(game).barbarians.reduce((a: number, b: number) => a + b, 0)).toBe(2);
    expect(game.view().barbarians.position).toBe(0);
    expect(ckba(game).players).toEqual([
      { gold: 0, prisoners: 0 },
      { gold: 0, prisoners: 0 },
      { gold: 0, prisoners: 0 },
    ]);
  });
});
