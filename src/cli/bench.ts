// `npm run bench`: engine figures as medians of several runs (never asserted in tests).

import { createEngine } from '../engine/index';
import type { Game } from '../engine/types';
import { round } from './simulate';
import { benchDevelopmentCards } from './benchDevelopmentCards';
import { benchCards } from './benchCards';
import { median, printFigures } from './measure';

const RUNS = 5;

/** Plays a seeded game to the middle, stopping on a turn after the roll so legalActions has real choices. */
function midGame(game: Game): number {
  for (let step = 0; ; step++) {
    const view = game.view();
    const p = view.awaiting[0] as number;
    const actions = game.legalActions(p);
    if (step >= 400 && view.phase === 'main' && p === view.currentPlayer && actions.length > 20) return p;
    const pick = actions.find((a) => a.type === 'buildSettlement' || a.type === 'buildCity' || a.type === 'roll')
      ?? actions[(step * 7919) % actions.length];
    game.apply(p, pick);
  }
}

export async function benchEngine(): Promise<void> {
  const engine = await createEngine();
  const runs = [['base', 4], ['base', 6], ['ck', 4], ['ck', 6]] as const;
  for (const [mode, players] of runs) {
    const label = `${mode}, ${players} players${players > 4 ? ' (5-6 board)' : ''}`;
    const games = 200;
    const rates: number[] = [];
    const actionRates: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t = performance.now();
      const stats = engine.simulate({ mode, games, players, seed: 1000 * run + 1, maxTurns: 1000, checkAll: false });
      const s = (performance.now() - t) / 1000;
      rates.push(games / s);
      actionRates.push(stats.actions / s);
    }
    printFigures([`simulate ${label}: ${round(median(rates), 1)} games/s, ${Math.round(median(actionRates))} actions/s (median of ${RUNS} x ${games} games, invariants checked every action)`]);
  }

  for (const mode of ['base', 'ck'] as const) benchCalls(engine.newGame({ mode, players: 4, seed: 7 }), mode);
  await benchCards(engine.progressDecks);
  benchDevelopmentCards();
}

function benchCalls(game: Game, mode: string): void {
  const player = midGame(game);
  const calls = 2000;
  const perCall: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t = performance.now();
    for (let i = 0; i < calls; i++) game.legalActions(player);
    perCall.push(((performance.now() - t) * 1000) / calls);
  }
  const binary: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t = performance.now();
    for (let i = 0; i < calls; i++) game.legalRecords(player);
    binary.push(((performance.now() - t) * 1000) / calls);
  }
  printFigures([
    `${mode} legalActions (JSON API, a mid-game turn with ${game.legalActions(player).length} actions): ${round(median(perCall), 2)} µs per call (median of ${RUNS})`,
    `${mode} legalRecords (binary, same turn): ${round(median(binary), 2)} µs per call (median of ${RUNS})`,
  ]);
  const applyTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const snap = game.snapshot();
    const t = performance.now();
    for (let i = 0; i < calls; i++) game.view();
    applyTimes.push(((performance.now() - t) * 1000) / calls);
    game.restore(snap);
  }
  printFigures([`${mode} view (JSON API, omniscient): ${round(median(applyTimes), 2)} µs per call (median of ${RUNS})`]);
}
