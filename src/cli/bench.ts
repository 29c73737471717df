// `npm run bench`: engine figures as medians of several runs (never asserted in tests).

import { createEngineWithTools, type EngineWithTools } from '../engine/tools';
import type { Game } from '../engine/types';
import { round } from './simulate';
import { benchDevelopmentCards } from './benchDevelopmentCards';
import { benchCards } from './benchCards';
import { benchHandShuffle } from './benchHandShuffle';
import { median, printFigures } from './measure';

const RUNS = 5;

/** Plays a seeded game to the middle, stopping on a turn after the roll so legalActions has real choices. */
function midGame(game: Game): number {
  for (let step = 0; ; step++) {
    const view = game.view();
    const p = view.awaiting[0] as number;
    const actions = game.legalActions(p);
    if (step >= 400 && view.phase === 'main' && p === view.currentPlayer && actions.length > 20) return p;
    const pick = actions.find((a) => a.type === 'buildSettlement' || a.type === 'buildCity' || a.type === 'roll') ?? actions[(step * 7919) % actions.length];
    game.apply(p, pick);
  }
}

/** Milliseconds of this process's CPU time (user and system): on a machine others share, wall time also counts their work. */
function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** Runs `fn` RUNS times (the run number as argument): each run's result with its wall and CPU milliseconds. */
function measureRuns<T>(fn: (run: number) => T): { result: T; wallMs: number; cpuMs: number }[] {
  const runs: { result: T; wallMs: number; cpuMs: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t = performance.now();
    const c = cpuMs();
    const result = fn(run);
    runs.push({ result, cpuMs: Math.max(1e-3, cpuMs() - c), wallMs: performance.now() - t });
  }
  return runs;
}

/** Median units per wall second and per CPU second over measured runs. */
function perSecond<T>(runs: { result: T; wallMs: number; cpuMs: number }[], units: (result: T) => number): { wall: number; cpu: number } {
  return {
    wall: median(runs.map((r) => (units(r.result) * 1000) / r.wallMs)),
    cpu: median(runs.map((r) => (units(r.result) * 1000) / r.cpuMs)),
  };
}

export async function benchEngine(): Promise<void> {
  const engine = await benchRules();
  await benchCards(engine.progressDecks);
  await benchHandShuffle(engine.progressDecks);
  benchDevelopmentCards(engine);
}

/** Simulation and per-call figures of the rules engine; returns the engine for the card figures. */
export async function benchRules(): Promise<EngineWithTools> {
  const engine = await createEngineWithTools();
  // The rules alone (invariants off, as issue 16 asks of the hot loop), and base 4 once more with every
  // invariant checked after every action, the figure earlier READMEs quoted.
  const runs = [
    ['base', 4, false],
    ['base', 4, true],
    ['base', 6, false],
    ['ck', 4, false],
    ['ck', 6, false],
    ['ckba', 4, false],
  ] as const;
  for (const [mode, players, invariants] of runs) {
    const label = `${mode}, ${players} players${players > 4 ? ' (5-6 board)' : ''}`;
    const games = 200;
    const runs = measureRuns((run) => engine.simulate({ mode, games, players, seed: 1000 * run + 1, maxTurns: 1000, checkAll: false, invariants }));
    const perGame = perSecond(runs, () => games);
    const perAction = perSecond(runs, (stats) => stats.actions);
    const perTurn = perSecond(runs, (stats) => stats.turns);
    // CPU time per turn and per action: the figures beside other engines (issue 37), whose games differ in length.
    printFigures([
      `simulate ${label}: ${round(perGame.wall, 1)} games/s (${round(perGame.cpu, 1)} per CPU second), ${Math.round(perAction.wall)} actions/s; ${round(1e6 / perTurn.cpu, 3)} µs of CPU per turn, ${round(1e6 / perAction.cpu, 3)} per action (median of ${RUNS} x ${games} games, ${invariants ? 'invariants checked every action' : 'rules alone, invariants not checked'})`,
    ]);
  }

  for (const mode of ['base', 'ck'] as const) benchCalls(engine.newGame({ mode, players: 4, seed: 7 }), mode);
  return engine;
}

function benchCalls(game: Game, mode: string): void {
  const player = midGame(game);
  // Enough calls that a run outlasts timer and scheduling noise, after one warm-up run for the JIT.
  const calls = 20000;
  const perCall = (fn: () => void) => {
    for (let i = 0; i < calls; i++) fn();
    const r = perSecond(
      measureRuns(() => {
        for (let i = 0; i < calls; i++) fn();
      }),
      () => calls,
    );
    return `${round(1e6 / r.wall, 2)} µs per call (${round(1e6 / r.cpu, 2)} µs of CPU)`;
  };
  printFigures([
    `${mode} legalActions (JSON API, a mid-game turn with ${game.legalActions(player).length} actions): ${perCall(() => game.legalActions(player))} (median of ${RUNS})`,
    `${mode} legalRecords (binary, same turn): ${perCall(() => game.legalRecords(player))} (median of ${RUNS})`,
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
