// The lobby's choice → the engine's config: every layout, player count and variant the lobby offers
// must start a game the engine accepts, and the view must name them back (the header reads it).
// A hosted game carries the same rules in its genesis, and the replay rebuilds the same game.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { VARIANTS } from '../../src/engine/variants';
import { gameConfig } from '../../src/session/log/engineGame';
import type { GenesisBody } from '../../src/protocol/genesis';
import {
  configFor,
  layoutChoices,
  layoutOf,
  modeOf,
  PLAYER_COUNTS,
  rulesFit,
  setupLine,
  setupRules,
  variantChoices,
  type SetupChoice,
} from '../../src/ui/gameSetup';

const choice = (rules: 'ck' | 'base', players: number, extra: Partial<SetupChoice> = {}): SetupChoice => ({ rules, players, variants: {}, ...extra });

describe('game setup from the lobby', () => {
  it('offers each layout only for the seats it takes, and C&K only on the standard boards', () => {
    expect(layoutChoices(choice('base', 2)).map((l) => l.name)).toEqual(['standard']);
    expect(layoutChoices(choice('base', 4)).map((l) => l.name)).toEqual(['standard', 'islands']);
    expect(layoutChoices(choice('base', 6)).map((l) => l.name)).toEqual(['standard', 'bigIslands']);
    expect(layoutChoices(choice('base', 8)).map((l) => l.name)).toEqual(['bigIsland', 'peanut']);
    expect(layoutChoices(choice('ck', 5)).map((l) => l.name)).toEqual(['standard']);
    expect(rulesFit('ck', 2)).toBe(false);
    expect(rulesFit('ck', 7)).toBe(false);
    // a remembered layout that does not fit the new count falls back to the first that does
    expect(layoutOf(choice('base', 7, { layout: 'islands' }))).toBe('bigIsland');
    expect(modeOf(choice('base', 5))).toBe('base56');
    expect(modeOf(choice('base', 5, { layout: 'bigIslands' }))).toBe('base');
  });

  it('offers only the variants valid for the mode and seat count', () => {
    const names = (c: SetupChoice) => variantChoices(c).map((v) => v.name);
    expect(names(choice('ck', 4))).toContain('easyStart');
    expect(names(choice('ck', 4))).not.toContain('friendlyRobber');
    expect(names(choice('base', 4))).toContain('friendlyRobber');
    expect(names(choice('base', 4))).not.toContain('easyStart');
    expect(names(choice('base', 4))).not.toContain('specialBuildingPhase');
    expect(names(choice('base', 8, { layout: 'peanut' }))).toContain('specialBuildingPhase');
    expect(names(choice('base', 5))).toContain('originalMayfair');
    expect(names(choice('base', 4))).not.toContain('originalMayfair');
    for (const v of VARIANTS.filter((x) => x.unavailable)) expect(names(choice('base', 4))).not.toContain(v.name);
  });

  it('every offered layout and variant starts a game that names them back', async () => {
    const engine = await createEngine();
    for (const players of PLAYER_COUNTS) {
      for (const rules of ['base', 'ck'] as const) {
        if (!rulesFit(rules, players)) continue;
        for (const layout of layoutChoices(choice(rules, players))) {
          const base = choice(rules, players, { layout: layout.name });
          for (const v of [null, ...variantChoices(base)]) {
            const c = { ...base, variants: v ? { [v.name]: true } : {} };
            const view = engine.newGame(configFor(c, 7)).view(0) as { board: { layout: string }; variants: string[]; twoPlayer: unknown; playerCount: number };
            expect(view.board.layout, `${rules} ${players} ${layout.name}`).toBe(layout.name);
            expect(view.variants).toEqual(v ? [v.name] : []);
            expect(view.playerCount).toBe(players);
            expect(!!view.twoPlayer).toBe(players === 2);
          }
        }
      }
    }
  });

  it('the header names the board, Catan for Two and the variants', async () => {
    const engine = await createEngine();
    const peanut = engine.newGame(configFor(choice('base', 8, { layout: 'peanut', variants: { specialBuildingPhase: true } }), 1)).view(0);
    expect(setupLine(peanut as never)).toBe('Peanut Island · Special building phase');
    const two = engine.newGame(configFor(choice('base', 2, { variants: { friendlyRobber: true } }), 1)).view(0);
    expect(setupLine(two as never)).toBe('Catan for Two · Friendly robber');
    expect(setupLine(engine.newGame(configFor(choice('ck', 4), 1)).view(0) as never)).toBe('');
  });

  it('a hosted game carries layout and variants in its genesis, so every replica rebuilds the same game', async () => {
    const engine = await createEngine();
    const c = choice('base', 8, { layout: 'peanut', variants: { specialBuildingPhase: true, handsUp: true } });
    const genesis = { rules: { ...setupRules(c), seating: 'beacon', beaconLength: 64 } } as unknown as GenesisBody;
    const replayed = engine.newGame({ ...gameConfig(genesis, 5), chance: undefined }).view(0) as { board: { layout: string }; variants: string[] };
    expect(replayed.board.layout).toBe('peanut');
    expect(replayed.variants.sort()).toEqual(['handsUp', 'specialBuildingPhase']);
  });
});
