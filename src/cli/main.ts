// The `hexknights` command line: scenario, simulate, verify, bench, serve.

import { parseArgs, UsageError } from './args';

const USAGE = `usage: hexknights <command>
  scenario FILE                      run a scenario file; prints {applied, rejected, view}; exit 0, or 3 if rejected
  simulate --rules base|ck --players N --games N --seed S [--json] [--check] [--max-turns T]
           [--variants a,b]              variants by name (src/engine/variants.ts; --players 2: Catan for Two)
           [--layout standard|islands|bigIslands|bigIsland|peanut] [--no-invariants]
           [--signed --log-dir DIR]  whole games between random bots (--signed: over signed sessions)
           [--open-hands]            with --signed: stolen cards in the open (sealed by default in games of 3+)
  tournament --rules base|ck|base56|ck56|ckba --players N --games G --seed S --seats strong,basic,basic,basic
           --think-ms T [--json] [--explain FILE]  bot kinds (random, basic, normal, strong) in whole games, seats rotated,
                                     with ratings and error bars (tournament --help)
  soak --rules base|ck|ckba|all --players N --games G [--layout L] [--seed S] [--json] [--progress] [--open-hands]
                                     whole signed games under crashes, link drops, broker loss, drift and idle players
  verify LOG [--json] [--partial]    replay and check a signed game log; exit 0 valid and whole, 1 invalid,
                                     3 valid but incomplete (a prefix or a missing card seed; --partial: 0)
  bench [engine|verify|page]         engine and protocol figures (medians of several runs, with the machine);
                                     page: only the built site's weight (exit 1 past its budget)
  serve [--port P] [--host ADDR] [--dir DIR] [--max-peers N] [--quiet]
                                     serve the built site (dist/) and a local PeerJS server`;

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'scenario': {
        const { scenarioCommand } = await import('./scenario');
        return await scenarioCommand(parseArgs(rest, {}).positional);
      }
      case 'simulate': {
        const { simulateCommand, SIMULATE_FLAGS } = await import('./simulate');
        return await simulateCommand(parseArgs(rest, SIMULATE_FLAGS));
      }
      case 'tournament': {
        const { tournamentCommand, TOURNAMENT_FLAGS } = await import('./tournament');
        return await tournamentCommand(parseArgs(rest, TOURNAMENT_FLAGS));
      }
      case 'soak': {
        const { soakCommand, SOAK_FLAGS } = await import('./soak');
        return await soakCommand(parseArgs(rest, SOAK_FLAGS));
      }
      case 'verify': {
        const { verifyCommand } = await import('./verify');
        return await verifyCommand(rest);
      }
      case 'bench': {
        const { benchEngine } = await import('./bench');
        const { benchVerify } = await import('./benchVerify');
        const parts = parseArgs(rest, {}).positional;
        const part = parts[0] ?? 'all';
        if (parts.length > 1 || !['all', 'engine', 'verify', 'page'].includes(part)) {
          console.error(USAGE);
          return 2;
        }
        // page alone is the budget's check: past it, exit 1
        if (part === 'page') return (await (await import('./benchPage')).benchPage()) ? 0 : 1;
        if (part !== 'verify') await benchEngine();
        if (part !== 'engine') await benchVerify();
        return 0;
      }
      case 'serve': {
        const { serveCommand, SERVE_FLAGS } = await import('./serve');
        return await serveCommand(parseArgs(rest, SERVE_FLAGS));
      }
      default:
        console.error(USAGE);
        return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
    }
  } catch (err) {
    console.error(`hexknights ${command}: ${(err as Error).message}`);
    if (err instanceof UsageError) console.error(USAGE);
    return 2;
  }
}
