// `hexknights soak --rules R --players N --games G [--layout L] [--seed S] [--fault-every-ms T] [--json] [--open-hands]`:
// whole signed games between bot replicas under faults and crashes (soakTable.ts), judged game by
// game (soakRun.ts). `--rules all` plays every mode in turn. Exit 0 only if every game finished,
// verified and lost nothing.
import { type FlagSpec, type ParsedArgs, UsageError, intFlag } from './args';
import { ALL_MODES, soak, type SoakMode, type SoakReport } from './soakRun';

export const SOAK_FLAGS: FlagSpec = {
  values: ['rules', 'players', 'games', 'seed', 'layout', 'fault-every-ms'],
  switches: ['json', 'progress', 'open-hands'],
};

export async function soakCommand(args: ParsedArgs): Promise<number> {
  const rules = String(args.flags.get('rules') ?? 'ck');
  const games = intFlag(args, 'games', 10);
  const seed = intFlag(args, 'seed', 1);
  const faultEveryMs = intFlag(args, 'fault-every-ms', 10_000);
  if (faultEveryMs < 100) throw new UsageError('--fault-every-ms must be at least 100');
  const layoutFlag = args.flags.get('layout');
  const layout = typeof layoutFlag === 'string' && layoutFlag !== 'standard' ? layoutFlag : undefined;
  let modes: SoakMode[];
  if (rules === 'all') {
    if (args.flags.has('players') || layout) throw new UsageError('--rules all plays its own player counts and layouts');
    modes = ALL_MODES;
  } else if (['base', 'ck', 'ckba'].includes(rules)) modes = [{ rules, players: intFlag(args, 'players', 4), layout }];
  else throw new UsageError('--rules must be base, ck, ckba or all');
  // stolen cards sealed where the mode has it, as a room plays them (docs/cards.md); --open-hands as simulate's
  if (!args.flags.has('open-hands')) modes = modes.map((m) => ({ ...m, sealedHands: true }));
  const json = args.flags.has('json');
  const progress = args.flags.has('progress');
  const report = await soak({
    modes,
    games,
    seed,
    faultEveryMs,
    // --progress: one line per game on stderr, so a long run shows where it is
    onGame: progress ? (r, i) => console.error(JSON.stringify({ game: i + 1, ...r })) : undefined,
  });
  console.log(json ? JSON.stringify(report) : describe(report));
  return report.finished === report.games && report.verified === report.games && report.lost === 0 ? 0 : 1;
}

function describe(r: SoakReport): string {
  const faults = Object.entries(r.faults)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const lines = [
    `games played: ${r.games} (${r.entries} entries)`,
    `faults injected: ${faults}`,
    `moves made for others: ${r.standIns} stand-ins for idle players, ${r.proxyMoves} proxy moves for absent ones`,
    `games finished: ${r.finished}${r.stuck ? ` (${r.stuck} stuck)` : ''}`,
    `logs verified: ${r.verified}`,
    `lost: ${r.lost}`,
    `wall time: ${r.wallSeconds} s (${r.gamesPerMinute} games/min)`,
  ];
  for (const [mode, m] of Object.entries(r.modes))
    lines.push(`  ${mode}: ${m.games} games, ${m.finished} finished, ${m.verified} verified, ${m.lost} lost, ${m.wallSeconds} s`);
  for (const f of r.failures) lines.push(`  FAILED seed ${f.seed} (${f.mode}): ${f.problem ?? `${f.lost} entries lost`}`);
  return lines.join('\n');
}
