// `npm run bench`: engine figures as medians of several runs (never asserted in tests).

import { createEngine } from '../engine/index';
import type { Game } from '../engine/types';
import { round } from './simulate';

const RUNS = 5;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Plays a seeded game to the middle so legalActions is measured on a real position. */
function midGame(game: Game): number {
  for (let step = 0; step < 400; step++) {
    const p = game.view().awaiting[0] as number;
    const actions = game.legalActions(p);
    const pick = actions.find((a) => a.type === 'buildSettlement' || a.type === 'buildCity') ?? actions[(step * 7919) % actions.length];
    game.apply(p, pick);
  }
  return game.view().awaiting[0] as number;
}

export async function benchEngine(): Promise<void> {
  const engine = await createEngine();
  for (const [label, players] of [['base, 4 players', 4], ['base, 6 players (5-6 board)', 6]] as const) {
    const games = 200;
    const rates: number[] = [];
    const actionRates: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t = performance.now();
      const stats = engine.simulate({ mode: 'base', games, players, extendedBoard: players > 4, seed: 1000 * run + 1, maxTurns: 1000, checkAll: false });
      const s = (performance.now() - t) / 1000;
      rates.push(games / s);
      actionRates.push(stats.actions / s);
    }
    console.log(`simulate ${label}: ${round(median(rates), 1)} games/s, ${Math.round(median(actionRates))} actions/s (median of ${RUNS} x ${games} games, invariants checked every action)`);
  }

  const game = engine.newGame({ mode: 'base', players: 4, seed: 7 });
  const player = midGame(game);
  const calls = 20000;
  const perCall: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t = performance.now();
    for (let i = 0; i < calls; i++) game.legalActions(player);
    perCall.push(((performance.now() - t) * 1000) / calls);
  }
  console.log(`legalActions (JSON API, mid-game, ${game.legalActions(player).length} actions): ${round(median(perCall), 2)} µs per call (median of ${RUNS})`);
  const applyTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const snap = game.snapshot();
    const t = performance.now();
    for (let i = 0; i < calls; i++) game.view();
    applyTimes.push(((performance.now() - t) * 1000) / calls);
    game.restore(snap);
  }
  console.log(`view (JSON API, omniscient): ${round(median(applyTimes), 2)} µs per call (median of ${RUNS})`);
}
