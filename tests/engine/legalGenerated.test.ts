// Legal actions are generated, not tried: each generator lists only the records its own conditions
// find legal, and no longer passes every candidate through checkAction (assembly/rules/offerList.ts).
// This holds them to the old way. In check-all mode the simulation lists, for every player at every
// step, both the generated actions and every candidate of the old ranges (wider where they were
// narrowed) filtered through checkAction; the two lists must be equal, record for record, so no legal
// action is lost and no illegal one offered. Every mode, board size and variant that changes a check.
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
  { mode: 'base', players: 4, games: 12 },
  { mode: 'base', players: 3, games: 8, variants: ['friendlyRobber', 'optionalRobberMovement', 'settlementRequired', 'afterDiceRoll', 'safeBeginning'] },
  { mode: 'base', players: 4, games: 8, variants: ['normalDevelopmentCard', 'knightInterrupt', 'handsUp', 'specialBuildingPhase'] },
  { mode: 'base', players: 2, games: 8 }, // Catan for Two: neutral seats and trade tokens
  { mode: 'base', players: 6, games: 4, variants: ['originalMayfair'] }, // the 5-6 board, special building phase
  { mode: 'base', players: 4, games: 6, layout: 'islands' }, // sea, bridges
  { mode: 'base', players: 4, games: 4, layout: 'islands', variants: ['robberIsAPirate'] }, // the robber on sea
  { mode: 'base', players: 7, games: 3, layout: 'bigIsland' },
  { mode: 'base', players: 8, games: 2, layout: 'peanut' },
  { mode: 'ck', players: 4, games: 8 },
  { mode: 'ck', players: 3, games: 6, variants: ['easyStart', 'knightErrant', 'nastyBarbarians', 'settlementRequired'] },
  { mode: 'ck', players: 6, games: 2 },
  { mode: 'ckba', players: 4, games: 3 },
];

describe('generated legal actions equal the candidates checkAction passes', () => {
  for (const c of CASES) {
    const name = `${c.mode}, ${c.players} players${c.layout ? ` on ${c.layout}` : ''}${c.variants ? `, ${c.variants.join(' ')}` : ''}`;
    it(name, async () => {
      const engine = await getEngine();
      const stats = engine.simulate({
        mode: c.mode,
        players: c.players,
        games: c.games,
        seed: 31,
        maxTurns: 3000,
        checkAll: true,
        layout: c.layout,
        variants: c.variants ?? [],
        invariants: true,
      });
      expect(stats).toMatchObject({ games: c.games, finished: c.games, legalMismatches: 0, invariantViolations: 0, stuck: 0 });
    }, 120_000);
  }
});
