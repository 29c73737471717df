// Longest Road is no longer searched in full after every change: each player's length is kept and
// recomputed only for the players a change can touch (a road built or removed: its owner; a settlement
// or a knight placed, moved or lifted: the players with a road through that intersection), by a faster
// search (assembly/rules/roadTrail.ts). This holds both to the plain search (roadReference.ts): in
// check-all mode every Longest Road update compares every kept length with the plain search
// (roadAuditMisses), and after every action the kept lengths must equal it (invariant bit 512). Random
// games of every mode and board where roads are cut or removed differently: base, Catan for Two (neutral
// seats), the 5-6 and 7-8 boards, islands with bridges, C&K (knights, Diplomat, Intrigue, Deserter) and
// Barbarian Attack.
import { describe, expect, it } from 'vitest';
import type { LayoutName } from '../../src/engine/layouts';
import { getEngine } from '../helpers';

interface Case {
  mode: 'base' | 'ck' | 'ckba';
  players: number;
  games: number;
  layout?: LayoutName;
  variants?: string[];
}

const CASES: Case[] = [
  { mode: 'base', players: 4, games: 30 },
  { mode: 'base', players: 2, games: 20 }, // Catan for Two: neutral roads and settlements cut too
  { mode: 'base', players: 6, games: 10 },
  { mode: 'base', players: 4, games: 15, layout: 'islands' }, // bridges
  { mode: 'base', players: 6, games: 6, layout: 'bigIslands' },
  { mode: 'base', players: 8, games: 4, layout: 'peanut' },
  { mode: 'base', players: 7, games: 4, layout: 'bigIsland' },
  { mode: 'ck', players: 4, games: 25 },
  { mode: 'ck', players: 3, games: 10, variants: ['knightErrant', 'easyStart'] },
  { mode: 'ck', players: 6, games: 6 },
  { mode: 'ckba', players: 4, games: 6 },
];

describe('kept Longest Road lengths equal the plain search at every update and after every action', () => {
  for (const c of CASES) {
    const name = `${c.mode}, ${c.players} players${c.layout ? ` on ${c.layout}` : ''}${c.variants ? `, ${c.variants.join(' ')}` : ''}`;
    it(name, async () => {
      const engine = await getEngine();
      const stats = engine.simulate({
        mode: c.mode,
        players: c.players,
        games: c.games,
        seed: 77,
        maxTurns: 3000,
        checkAll: true,
        layout: c.layout,
        variants: c.variants ?? [],
        invariants: true,
      });
      expect(stats).toMatchObject({ games: c.games, finished: c.games, roadAuditMisses: 0, invariantViolations: 0 });
    }, 300_000);
  }
});
