// legalActions only runs checkAction on candidates that pass cheap necessary conditions (touching the
// player's network, an own settlement, a card in hand). This holds the other direction of the
// contract: every build the engine accepts is offered. Each main-phase state of a seeded Islands game
// is probed by trying every path and intersection alias on a snapshot.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine/types';
import { newGame } from '../helpers';

const key = (a: Action) => JSON.stringify(a);

describe('legal actions are complete for builds', () => {
  it('offers every road, bridge, settlement and city the engine would accept', async () => {
    const game = await newGame({ mode: 'base', layout: 'islands', players: 4, seed: 21 });
    const hexes = game.view().board.hexes.length;
    let probed = 0;
    for (let step = 0; step < 3000 && probed < 25; step++) {
      const view = game.view();
      if (view.phase === 'gameOver') break;
      const p = view.awaiting[0];
      const legal = game.legalActions(p);
      if (view.phase === 'main' && p === view.currentPlayer && step % 7 === 0) {
        probed++;
        const offered = new Set(legal.map(key));
        const snap = game.snapshot();
        for (let h = 0; h < hexes; h++) {
          for (let k = 0; k < 6; k++) {
            for (const type of ['buildRoad', 'buildBridge', 'buildSettlement', 'buildCity']) {
              const action: Action = type.endsWith('Road') || type.endsWith('Bridge') ? { type, edge: [h, k] } : { type, vertex: [h, k] };
              if (!game.apply(p, action).ok) continue;
              const after = game.view().players[p];
              game.restore(snap);
              // The canonical alias the engine prints for what was just built.
              const built =
                type === 'buildRoad' || type === 'buildBridge'
                  ? after.roads.find((e: number[]) => !view.players[p].roads.some((o: number[]) => o[0] === e[0] && o[1] === e[1]))
                  : type === 'buildSettlement'
                    ? after.settlements.find((v: number[]) => !view.players[p].settlements.some((o: number[]) => o[0] === v[0] && o[1] === v[1]))
                    : after.cities
                        .map((c: { vertex: number[] }) => c.vertex)
                        .find((v: number[]) => !view.players[p].cities.some((o: { vertex: number[] }) => o.vertex[0] === v[0] && o.vertex[1] === v[1]));
              const canonical = type.startsWith('buildRoad') || type === 'buildBridge' ? { type, edge: built } : { type, vertex: built };
              expect(offered.has(key(canonical)), `${key(canonical)} accepted but not offered at step ${step}`).toBe(true);
            }
          }
        }
      }
      const builds = legal.filter((a) => a.type.startsWith('build') || a.type === 'bankTrade');
      const pick = builds.length > 0 && step % 3 !== 0 ? builds[step % builds.length] : legal[(step * 7919) % legal.length];
      expect(game.apply(p, pick).ok).toBe(true);
    }
    expect(probed).toBeGreaterThan(10);
  });
});
