// Issue 17.5: an action has one spelling the engine takes. Numbers out of range are refused, not cut
// to 32 bits (which would name the same place twice), and no field rides along that the action does
// not have, at the top level or inside an argument object.
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index.js';
import type { Action, Engine, Game } from '../../src/engine/types.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

/** A seeded base game at its first settlement, and that settlement's legal action. */
function firstSettlement(): { game: Game; action: Action & { vertex: [number, number] } } {
  const game = engine.newGame({ mode: 'base', players: 4, seed: 5 });
  const action = game.legalActions(0).find((a) => a.type === 'placeSettlement') as Action & { vertex: [number, number] };
  return { game, action };
}

describe('strict actions through game.apply', () => {
  it('refuses coordinates past 2^31 instead of cutting them to the same spot', () => {
    const { game, action } = firstSettlement();
    const [hex, corner] = action.vertex;
    for (const vertex of [
      [hex + 2 ** 32, corner],
      [hex, corner + 2 ** 32],
      [hex - 2 ** 32, corner],
      [hex, corner + 6],
    ]) {
      const result = game.apply(0, { type: 'placeSettlement', vertex });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/"vertex" must be \[hex, corner\] \(hex 0\.\.65535, corner 0\.\.5\)/);
    }
    expect(game.apply(0, action)).toEqual({ ok: true });
  });

  it('refuses fields an action does not have, and a card name on an action without variants', () => {
    const { game, action } = firstSettlement();
    expect(game.apply(0, { ...action, padding: 'x' })).toEqual({ ok: false, error: 'placeSettlement has no argument "padding"' });
    expect(game.apply(0, { ...action, card: 'knight' })).toEqual({ ok: false, error: 'placeSettlement has no argument "card"' });
    expect(game.apply(0, { ...action, p: 0 })).toEqual({ ok: false, error: 'placeSettlement has no argument "p"' });
  });

  it('refuses junk inside argument objects and dice outside 1-6', () => {
    const game = engine.newGame({ mode: 'base', players: 4, seed: 5 });
    // play the seeded set-up to the first roll
    for (let guard = 0; guard < 50; guard++) {
      const p = game.view().awaiting[0] as number;
      const actions = game.legalActions(p);
      if (actions.some((a) => a.type === 'roll')) break;
      game.apply(p, actions[0]);
    }
    const p = game.view().awaiting[0] as number;
    expect(game.apply(p, { type: 'roll', forced: { yellow: 3, red: 4, junk: 1 } })).toEqual({ ok: false, error: 'roll: "forced" has unknown field "junk"' });
    expect(game.apply(p, { type: 'roll', forced: { yellow: 7, red: 4 } })).toEqual({ ok: false, error: 'roll: "forced" needs yellow and red dice 1-6' });
    expect(game.apply(p, { type: 'roll', forced: { yellow: 2 ** 32 + 3, red: 4 } }).ok).toBe(false);
    expect(game.apply(p, { type: 'roll', forced: { yellow: 3, red: 4 } })).toEqual({ ok: true });
  });

  it('names the one canonical spelling of an alias, and accepts the alias itself (the documented contract)', () => {
    const { game } = firstSettlement();
    // [0, 2] (hex 0's south-east corner) is also a corner of hexes 1 and 4; the canonical name has the smallest hex.
    const alias = { type: 'placeSettlement', vertex: [4, 0] };
    const canonical = game.canonical(alias);
    expect(canonical).toEqual({ ok: true, action: { type: 'placeSettlement', vertex: [0, 2] } });
    expect(game.canonical({ type: 'placeSettlement', vertex: [2 ** 32 + 4, 0] }).ok).toBe(false);
    expect(game.apply(0, alias)).toEqual({ ok: true });
  });

  it('spells a pair or a set in ascending order, whatever order it was given in', () => {
    const game = engine.newGame({ mode: 'ck', players: 4, seed: 5 });
    expect(game.canonical({ type: 'playProgress', card: 'inventor', hexes: [5, 2] })).toEqual({
      ok: true,
      action: { type: 'playProgress', card: 'inventor', hexes: [2, 5] },
    });
    const [a, b] = [
      [3, 3],
      [0, 0],
    ]; // two intersections far apart: [0, 0] has the smaller id
    const smith = game.canonical({ type: 'playProgress', card: 'smith', knights: [a, b] });
    expect(smith).toEqual({ ok: true, action: { type: 'playProgress', card: 'smith', knights: [b, a] } });
    expect(game.canonical({ type: 'playProgress', card: 'smith', knights: [b, a] })).toEqual(smith);
  });
});
