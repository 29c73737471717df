// Variants by name (`variants: [...]`, `--variants a,b`): each only where its text applies, refused
// elsewhere with a clear reason; the names show in the view.
import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../../src/engine/index';
import type { Mode } from '../../../src/engine/types';
import { getEngine } from '../../helpers';

const PLAYERS: Record<Mode, number> = { base: 3, ck: 3, base56: 5, ck56: 5, ckba: 3 };

describe('variants by name', () => {
  it('each variant starts a game in its modes and is refused, naming the modes, in the others', async () => {
    const engine = await getEngine();
    for (const info of VARIANTS) {
      for (const mode of ['base', 'ck', 'base56', 'ck56', 'ckba'] as Mode[]) {
        const start = () => engine.newGame({ mode, players: PLAYERS[mode], seed: 1, variants: [info.name] });
        if (info.unavailable) expect(start, info.name).toThrow(info.unavailable);
        else if (info.modes.includes(mode)) expect(start().view().variants, `${info.name} in ${mode}`).toEqual([info.name]);
        else expect(start, `${info.name} in ${mode}`).toThrow(new RegExp(`${info.name} .* is not for mode ${mode}: it applies to`));
      }
    }
  });

  it('lists every variant of the issue with its source and one-line help', () => {
    expect(VARIANTS.map((v) => v.name)).toEqual([
      'easyStart',
      'knightErrant',
      'nastyBarbarians',
      'handsUp',
      'safeBeginning',
      'friendlyRobber',
      'optionalRobberMovement',
      'robberIsAPirate',
      'settlementRequired',
      'afterDiceRoll',
      'knightInterrupt',
      'normalDevelopmentCard',
      'specialBuildingPhase',
      'originalMayfair',
    ]);
    for (const v of VARIANTS) expect(v.help.length, v.name).toBeGreaterThan(20);
  });

  it('refuses an unknown name, listing the known ones', async () => {
    const engine = await getEngine();
    expect(() => engine.newGame({ mode: 'base', players: 3, variants: ['robberIsAPirat'] })).toThrow(/unknown variant "robberIsAPirat" \(known: easyStart, /);
    expect(() => engine.newGame({ mode: 'base', players: 3, options: { handsDown: true } })).toThrow(/unknown option "handsDown"/);
    expect(() => engine.simulate({ mode: 'base', games: 1, players: 3, seed: 1, maxTurns: 10, checkAll: false, variants: ['nope'] })).toThrow(
      /unknown variant "nope"/,
    );
  });

  it('keeps the C&K switches working through options and by name, and refuses them in the base game', async () => {
    const engine = await getEngine();
    expect(engine.newGame({ mode: 'ck', players: 3, options: { easyStart: true } }).view().variants).toEqual(['easyStart']);
    expect(engine.newGame({ mode: 'ck', players: 3, variants: ['knightErrant', 'nastyBarbarians'] }).view().variants).toEqual([
      'knightErrant',
      'nastyBarbarians',
    ]);
    expect(() => engine.newGame({ mode: 'base', players: 3, options: { knightErrant: true } })).toThrow(/knightErrant .* is not for mode base/);
  });

  it('refuses robberIsAPirate on a board without sea hexes (Big Island has no frame)', async () => {
    const engine = await getEngine();
    expect(() => engine.newGame({ mode: 'base', players: 8, layout: 'bigIsland', variants: ['robberIsAPirate'] })).toThrow(/sea hexes/);
  });

  it('combines with Catan for Two', async () => {
    const engine = await getEngine();
    const game = engine.newGame({ mode: 'base', players: 2, seed: 2, variants: ['friendlyRobber', 'handsUp'] });
    expect(game.view().variants).toEqual(['handsUp', 'friendlyRobber']);
    expect(game.view().twoPlayer.tokens).toEqual([5, 5]);
  });
});
