// Victory only on your own turn (RULES.md; 001 fn 41; 004 FAQ), checked over whole games: points
// can arrive off-turn (Defender of Catan, a Printer drawn on a gate, Longest Road passing on), but
// the game ends only when the player whose turn it is has the target.
import { describe, expect, it } from 'vitest';
import { newGame } from '../helpers';
import type { Action } from '../../src/engine/types';

const PREFERRED = ['improve', 'buildCity', 'buildSettlement', 'roll', 'buildKnight', 'activateKnight', 'buildRoad', 'playProgress'];

/** A purposeful driver: builds when it can, otherwise anything but a trade offer (offers only stall a game). */
function choose(actions: Action[], step: number): Action {
  for (const type of PREFERRED) {
    const some = actions.filter((a) => a.type === type);
    if (some.length && step % 5 !== 0) return some[step % some.length];
  }
  const quiet = actions.filter((a) => a.type !== 'offerTrade');
  const pool = quiet.length ? quiet : actions;
  return pool[(step * 7919) % pool.length];
}

describe('victory', () => {
  for (const [mode, target] of [
    ['ck', 13],
    ['base', 10],
  ] as const) {
    it(`${mode}: the game ends only on the winner's own turn, at ${target} points or more`, async () => {
      for (const seed of [1, 2, 3]) {
        const game = await newGame({ mode, players: 4, seed });
        let offTurn = 0;
        for (let step = 0; step < 20000; step++) {
          const view = game.view();
          if (view.phase === 'gameOver') break;
          // A player at the target who is not on turn: the game must still be running (checked above).
          view.players.forEach((p: { vp: number }, i: number) => {
            if (i !== view.currentPlayer && p.vp >= target) offTurn++;
          });
          const p = view.awaiting[0];
          const result = game.apply(p, choose(game.legalActions(p), step));
          expect(result).toEqual({ ok: true });
        }
        const end = game.view();
        expect(end.phase).toBe('gameOver');
        expect(end.winner).toBe(end.currentPlayer);
        expect(end.players[end.winner].vp).toBeGreaterThanOrEqual(target);
        expect(end.players.filter((p: { vp: number }) => p.vp >= target).length, `off-turn positions seen: ${offTurn}`).toBeGreaterThanOrEqual(1);
      }
    });
  }
});
