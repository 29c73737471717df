// A pick made without the list (issue 37): a bot asks the engine how many records of each type it
// may take and then for the one record it picks, and the engine lists only part of its actions for
// that, counting some (a big hand's discards) without walking them. The answers must be the full
// list's: in check-all mode the simulation holds every player at every step to it (abi/pickAudit.ts:
// each type's count, the types present, and at every index of the list the record found alone), in
// every mode; and the exports say the same as the list on a game played through them.
import { describe, expect, it } from 'vitest';
import type { LayoutName } from '../../src/engine/layouts';
import { instantiateEngine } from '../../src/engine/wasm';
import { getEngine } from '../helpers';

interface Case {
  mode: 'base' | 'ck' | 'ckba';
  players: number;
  games: number;
  layout?: LayoutName;
  variants?: string[];
}

const CASES: Case[] = [
  { mode: 'base', players: 4, games: 6 },
  { mode: 'base', players: 3, games: 4, variants: ['friendlyRobber', 'optionalRobberMovement', 'settlementRequired', 'afterDiceRoll', 'safeBeginning'] },
  { mode: 'base', players: 4, games: 4, variants: ['normalDevelopmentCard', 'knightInterrupt', 'handsUp'] },
  { mode: 'base', players: 2, games: 4 }, // Catan for Two
  { mode: 'base', players: 6, games: 2, variants: ['originalMayfair'] },
  { mode: 'base', players: 4, games: 3, layout: 'islands', variants: ['robberIsAPirate'] },
  { mode: 'ck', players: 4, games: 4 },
  { mode: 'ck', players: 3, games: 3, variants: ['easyStart', 'knightErrant', 'nastyBarbarians'] },
  { mode: 'ck', players: 6, games: 1 },
  { mode: 'ckba', players: 4, games: 2 },
];

describe('a pick without the list is the record the list holds', () => {
  for (const c of CASES) {
    const name = `${c.mode}, ${c.players} players${c.layout ? ` on ${c.layout}` : ''}${c.variants ? `, ${c.variants.join(' ')}` : ''}`;
    it(name, async () => {
      const engine = await getEngine();
      const stats = engine.simulate({
        mode: c.mode,
        players: c.players,
        games: c.games,
        seed: 57,
        maxTurns: 3000,
        checkAll: true,
        layout: c.layout,
        variants: c.variants ?? [],
        invariants: false,
      });
      expect(stats).toMatchObject({ games: c.games, finished: c.games, pickMismatches: 0, stuck: 0 });
    }, 120_000);
  }

  it('legalCounts and legalChoose answer as legalActions lists, step by step', async () => {
    const x = await instantiateEngine('full');
    const width = x.recordWidth();
    let steps = 0,
      picks = 0;
    for (const mode of [0, 1, 2]) {
      expect(x.newGame(mode, 4, 0, 3, 11 + mode, 0, 0)).toBe(0);
      for (let step = 0; step < 400; step++) {
        const mask = x.awaitingMask();
        if (!mask) break;
        const p = 31 - Math.clz32(mask & -mask);
        const n = x.legalActions(p);
        const full = new Int32Array(x.memory.buffer, x.legalPtr(), n * width).slice();
        const counts = new Map<number, number>();
        for (let i = 0; i < n; i++) counts.set(full[i * width], (counts.get(full[i * width]) ?? 0) + 1);
        expect(x.legalCounts(p)).toBe(n);
        const byType = new Int32Array(x.memory.buffer, x.legalCountsPtr(), 92);
        for (let t = 0; t < 92; t++) expect(byType[t]).toBe(counts.get(t) ?? 0);
        // each record of the list, found alone
        const seen = new Map<number, number>();
        for (let i = 0; i < n; i++) {
          const type = full[i * width];
          const which = seen.get(type) ?? 0;
          seen.set(type, which + 1);
          expect(x.legalChoose(p, type, which)).toBe(1);
          expect([...new Int32Array(x.memory.buffer, x.legalPtr(), width)]).toEqual([...full.subarray(i * width, (i + 1) * width)]);
          picks++;
        }
        expect(x.legalChoose(p, 3, 1 << 20)).toBe(0); // past the last record of a type: none
        expect(x.legalChoose(p, 999, 0)).toBe(0); // no such type
        const i = (step * 7919) % n;
        new Int32Array(x.memory.buffer, x.argsPtr(), width - 1).set(full.subarray(i * width + 1, (i + 1) * width));
        expect(x.apply(p, full[i * width])).toBe(0);
        steps++;
      }
    }
    expect(steps).toBeGreaterThan(600);
    expect(picks).toBeGreaterThan(steps);
  }, 60_000);
});
