// `hexknights simulate`: whole games between random legal-move bots inside the engine, with every
// invariant checked after every action; --check also tries every offered action on a copy.

import { type SimulationStats, createEngineWithTools } from '../engine/tools';
import type { LayoutName } from '../engine/layouts';
import { type FlagSpec, type ParsedArgs, intFlag } from './args';

export const SIMULATE_FLAGS: FlagSpec = {
  values: ['rules', 'players', 'games', 'seed', 'max-turns', 'variants', 'layout', 'log-dir'],
  switches: ['json', 'check', 'signed', 'no-invariants', 'open-hands'],
};

export async function simulateCommand(args: ParsedArgs): Promise<number> {
  const rules = String(args.flags.get('rules') ?? 'ck');
  const players = intFlag(args, 'players', 4);
  const games = intFlag(args, 'games', 100);
  const seed = intFlag(args, 'seed', 1);
  // Random-move C&K games can run past 1,000 turns (300 seeded 4-player games: 10 needed more, all finished within 2,000);
  // the cap only stops a game that can never end.
  const maxTurns = intFlag(args, 'max-turns', 5000);
  const json = args.flags.has('json');
  const variantFlag = args.flags.get('variants');
  const variants = typeof variantFlag === 'string' ? variantFlag.split(',').filter(Boolean) : [];
  if (args.flags.has('signed')) {
    const { simulateSigned } = await import('./simulateSigned');
    const logDir = args.flags.get('log-dir');
    const layoutFlag = args.flags.get('layout');
    const layout = typeof layoutFlag === 'string' && layoutFlag !== 'standard' ? layoutFlag : undefined;
    // The standard layout takes the 5-6 board from the mode's name; a named layout brings its own board.
    const mode = players > 4 && !layout ? `${rules}56` : rules;
    const sealedHands = !args.flags.has('open-hands'); // stolen cards sealed where the mode has it (docs/cards.md)
    const stats = await simulateSigned({
      players,
      games,
      seed,
      json,
      mode,
      layout,
      variants,
      sealedHands,
      logDir: typeof logDir === 'string' ? logDir : undefined,
    });
    console.log(json ? JSON.stringify(stats) : stats);
    return 0;
  }
  if (rules !== 'base' && rules !== 'ck' && rules !== 'ckba') {
    console.error(`simulate: --rules must be base, ck or ckba`);
    return 2;
  }
  const engine = await createEngineWithTools();
  const started = performance.now();
  const layoutFlag = args.flags.get('layout');
  const layout = (typeof layoutFlag === 'string' ? layoutFlag : 'standard') as LayoutName;
  let stats: SimulationStats;
  try {
    // --no-invariants: the rules alone, for speed figures; the report says whether invariants ran.
    stats = engine.simulate({
      mode: rules as 'base' | 'ck' | 'ckba',
      variants,
      games,
      players,
      layout,
      seed,
      maxTurns,
      checkAll: args.flags.has('check'),
      invariants: !args.flags.has('no-invariants'),
    });
  } catch (err) {
    console.error(`simulate: ${(err as Error).message}`);
    return 2;
  }
  const seconds = (performance.now() - started) / 1000;
  const report = {
    rules,
    players,
    layout,
    ...stats,
    seconds: round(seconds, 3),
    gamesPerSecond: round(games / seconds, 1),
    actionsPerSecond: Math.round(stats.actions / seconds),
    avgTurns: round(stats.turns / Math.max(1, games), 1),
    avgActions: round(stats.actions / Math.max(1, games), 1),
  };
  if (json) console.log(JSON.stringify(report));
  else {
    console.log(
      `${report.games} games (${rules}, ${players} players, ${layout}): ${report.finished} finished, ${report.invariantsChecked ? `${report.invariantViolations} invariant violations` : 'invariants not checked'}`,
    );
    console.log(`${report.gamesPerSecond} games/s, ${report.actionsPerSecond} actions/s, ${report.avgTurns} turns and ${report.avgActions} actions per game`);
    console.log(
      'action mix:',
      Object.entries(report.actionMix)
        .map(([k, v]) => `${k} ${v}`)
        .join(', '),
    );
  }
  return report.invariantViolations === 0 && report.stuck === 0 ? 0 : 1;
}

export function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
