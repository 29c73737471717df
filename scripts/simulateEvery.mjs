#!/usr/bin/env node
// The soak behind the rules issues' "every mode, board and variant" figures: `hexknights simulate`
// for each mode and player count on each layout, with no variant, each variant that fits alone, and
// every fitting variant together. A configuration whose games do not all finish within the turn cap
// is played again with a cap of 100,000 turns, to tell a long game from one that can never end.
//   node scripts/simulateEvery.mjs [--games N] [--seed S] [--only base|ck|ckba]
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { games: { type: 'string', default: '10000' }, seed: { type: 'string', default: '1' }, only: { type: 'string' } } });
const VARIANTS = [
  'easyStart',
  'knightErrant',
  'nastyBarbarians',
  'handsUp',
  'safeBeginning',
  'friendlyRobber',
  'optionalRobberMovement',
  'robberIsAPirate',
  'settlementRequired',
  'afterDiceRoll',
  'knightInterrupt',
  'normalDevelopmentCard',
  'specialBuildingPhase',
  'originalMayfair',
];
const SETUPS = [
  ...[2, 3, 4, 5, 6].map((players) => ['base', 'standard', players]),
  ['base', 'islands', 3],
  ['base', 'islands', 4],
  ['base', 'bigIslands', 5],
  ['base', 'bigIslands', 6],
  ['base', 'bigIsland', 7],
  ['base', 'bigIsland', 8],
  ['base', 'peanut', 7],
  ['base', 'peanut', 8],
  ...[3, 4, 5, 6].map((players) => ['ck', 'standard', players]),
  ['ckba', 'standard', 3],
  ['ckba', 'standard', 4],
];

function simulate(rules, layout, players, variants, maxTurns = 5000) {
  const args = [
    'bin/hexknights.js',
    'simulate',
    '--json',
    '--rules',
    rules,
    '--layout',
    layout,
    '--players',
    String(players),
    '--games',
    values.games,
    '--seed',
    values.seed,
    '--max-turns',
    String(maxTurns),
  ];
  if (variants.length > 0) args.push('--variants', variants.join(','));
  const run = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (run.status === 2) return null; // the configuration does not exist (a variant outside its mode or layout)
  const line = run.stdout.trim().split('\n').at(-1);
  if (!line) throw new Error(`simulate ${args.slice(2).join(' ')} printed nothing: ${run.stderr}`);
  return JSON.parse(line);
}

let configurations = 0,
  games = 0,
  unfinished = 0,
  stuck = 0,
  violations = 0;
for (const [rules, layout, players] of SETUPS) {
  if (values.only && rules !== values.only) continue;
  const fitting = VARIANTS.filter((v) => simulate(rules, layout, players, [v], 1) !== null);
  const choices = [[], ...fitting.map((v) => [v]), ...(fitting.length > 1 ? [fitting] : [])];
  for (const variants of choices) {
    const r = simulate(rules, layout, players, variants);
    if (!r) {
      console.log(`${rules} ${layout} ${players}p [${variants.join(',')}]: refused`);
      continue;
    }
    configurations++;
    games += r.games;
    stuck += r.stuck;
    violations += r.invariantViolations;
    let note = '';
    if (r.finished < r.games) {
      const longer = simulate(rules, layout, players, variants, 100000);
      unfinished += longer.games - longer.finished;
      note = ` (${r.games - r.finished} past 5,000 turns; with a 100,000-turn cap ${longer.finished} of ${longer.games} finished, ${longer.stuck} stuck)`;
    }
    console.log(
      `${rules} ${layout} ${players}p [${variants.join(',') || 'no variant'}]: ${r.finished}/${r.games} finished, ${r.stuck} stuck, ${r.invariantViolations} invariant violations, ${r.avgTurns} turns a game${note}`,
    );
  }
}
console.log(`${configurations} configurations, ${games} games: ${unfinished} never finished, ${stuck} stuck, ${violations} invariant violations`);
process.exitCode = unfinished + stuck + violations === 0 ? 0 : 1;
