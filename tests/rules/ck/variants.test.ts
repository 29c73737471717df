// Variants (000, RULES.md "Modes"): Easy Start (no 7 and no event die in each player's first two
// turns) and Knight-Errant (a knight may chase the robber before the roll).
import { describe, expect, it } from 'vitest';
import { must, refused } from '../../helpers';
import { B, advanceTo, attack, cardTable, fund, knightAnywhere, payDiscards, player, roll } from './helpers';

describe('C&K variants', () => {
  it("Easy Start: no 7 and no event die in each player's first two turns, then both as usual", async () => {
    const game = await cardTable({}, 3, { easyStart: true });
    for (let turn = 0; turn < 6; turn++) {
      const p = game.view().currentPlayer;
      expect(refused(game, p, { type: 'roll', forced: { yellow: 3, red: 4, event: 'ship' } })).toMatch(/forced/);
      must(game, p, { type: 'roll', forced: { yellow: 6, red: 6, event: 'ship' } });
      expect(game.view().dice.event).toBeUndefined();
      expect(game.view().barbarians.position).toBe(0);
      must(game, p, { type: 'endTurn' });
    }
    must(game, 0, { type: 'roll', forced: { yellow: 6, red: 6, event: 'ship' } });
    expect(game.view().barbarians.position).toBe(1);
    must(game, 0, { type: 'endTurn' });
    must(game, 1, { type: 'roll', forced: { yellow: 3, red: 4, event: 'science' } });
    expect(game.view().dice.total).toBe(7);
  });

  it('Knight-Errant: an active knight may chase the robber before the roll (refused without the option)', async () => {
    for (const knightErrant of [false, true]) {
      const game = await cardTable({}, 3, { knightErrant });
      fund(game, 0, { wool: 1, ore: 1, grain: 1 });
      const p = attack(game);
      must(game, p, { type: 'endTurn' });
      advanceTo(game, 0);
      roll(game, 0, 7);
      payDiscards(game);
      must(game, 0, {
        type: 'moveRobber',
        hex: 9,
        victim: 1,
        forced: { stolen: Object.entries(player(game, 1).hand).find(([, n]) => (n as number) > 0)![0] as never },
      });
      const k = knightAnywhere(game, 0, true);
      expect(B.hexes(k)).toContain(9);
      must(game, 0, { type: 'endTurn' });
      advanceTo(game, 0);
      const chase = { type: 'chaseRobber', knight: k, hex: 16 };
      if (knightErrant) {
        must(game, 0, chase);
        expect(game.view().robber).toBe(16);
        expect(game.view().phase).toBe('roll');
      } else {
        expect(refused(game, 0, chase)).toMatch(/phase/);
      }
    }
  });
});
