// The engine's position export (game.positionView, assembly/abi/positionView.ts) is what the search
// bot scores instead of the JSON view: it must show exactly what view(seat) shows of those numbers,
// no more (another seat's hand or progress cards would be a leak) and no less.
import { describe, expect, it } from 'vitest';
import { positionOfView } from '../../src/bots/position';
import type { Mode } from '../../src/engine/types';
import { positionAfter } from './positions';

describe('positionView is the view, as numbers', () => {
  for (const [mode, players] of [
    ['base', 4],
    ['ck', 4],
    ['ckba', 4],
    ['base', 2],
    ['ck56', 6],
  ] as [Mode, number][]) {
    it(`${mode}, ${players} players: equal to positionOfView(view(seat)) for every seat`, async () => {
      let hiddenHands = 0;
      for (const steps of [10, 150, 400, 900]) {
        const game = await positionAfter(mode, steps, 5, players);
        const seats = game.view().players.length;
        for (let seat = 0; seat < seats; seat++) {
          const view = game.view(seat);
          expect(Array.from(game.positionView(seat))).toEqual(Array.from(positionOfView(view, seat)));
          hiddenHands += view.players.filter((q: { hand: unknown }) => q.hand === null).length;
        }
      }
      // other seats' hands were hidden in most of these (Catan for Two shows them all)
      if (players > 2) expect(hiddenHands).toBeGreaterThan(0);
    });
  }
});
