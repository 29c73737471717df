// Soak: whole games between random legal-move bots, every invariant checked after every action and,
// in check-all mode, every offered action applied to a copy of the state (none may be refused).
import { describe, expect, it } from 'vitest';
import { getEngine } from '../helpers';

const cases = [
  { name: 'base, 4 players', mode: 'base', players: 4, variants: [] },
  { name: 'base, 6 players on the 5-6 board', mode: 'base', players: 6, variants: [] },
  { name: 'Cities & Knights, 4 players', mode: 'ck', players: 4, variants: [] },
  { name: 'Cities & Knights, 3 players, every variant', mode: 'ck', players: 3, variants: ['easyStart', 'knightErrant', 'nastyBarbarians'] },
  { name: 'Cities & Knights, 5 players', mode: 'ck', players: 5, variants: [] },
] as const;

describe('random-bot games', () => {
  for (const c of cases) {
    it(`${c.name}: finish with no broken invariant and no refused legal action`, async () => {
      const engine = await getEngine();
      const stats = engine.simulate({
        mode: c.mode,
        players: c.players,
        games: 3,
        seed: 11,
        maxTurns: 3000,
        checkAll: true,
        variants: [...c.variants],
      });
      expect(stats).toMatchObject({ games: 3, finished: 3, invariantViolations: 0, stuck: 0 });
    });
  }

  it('uses every kind of Cities & Knights action, progress cards included', async () => {
    const engine = await getEngine();
    const stats = engine.simulate({
      mode: 'ck',
      players: 4,
      games: 60,
      seed: 5,
      maxTurns: 3000,
      checkAll: false,
      variants: ['nastyBarbarians', 'knightErrant'],
    });
    const cards = [
      'alchemist',
      'crane',
      'engineer',
      'inventor',
      'irrigation',
      'medicine',
      'mining',
      'roadBuilding',
      'smith',
      'bishop',
      'deserter',
      'diplomat',
      'intrigue',
      'saboteur',
      'spy',
      'warlord',
      'wedding',
      'commercialHarbor',
      'masterMerchant',
      'merchant',
      'merchantFleet',
      'resourceMonopoly',
      'tradeMonopoly',
    ];
    for (const card of cards) expect(stats.actionMix[`playProgress:${card}`], card).toBeGreaterThan(0);
    for (const type of [
      'buildWall',
      'buildKnight',
      'activateKnight',
      'promoteKnight',
      'moveKnight',
      'displaceKnight',
      'chaseRobber',
      'improve',
      'relocateKnight',
      'pillageCity',
      'chooseDeck',
      'aqueduct',
      'commitKnights',
      'repairCity',
    ]) {
      expect(stats.actionMix[type], type).toBeGreaterThan(0);
    }
  });
});
