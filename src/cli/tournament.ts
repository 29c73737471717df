// `hexknights tournament`: whole games between bot kinds on one engine (no network), seats rotated
// every game so each kind plays each seat equally. `--seats` takes one line-up or several separated by
// `/` (games cycle through them), and a seat may carry its own think time (`strong@100`). Prints
// {games, finished, wins: {kind: n}, ratings: {kind: {seats, wins, winShare, winShare95, elo, elo95}},
// decisionMs: {kind: {median, p95}}}; decision times count only decisions with more than one legal
// action. Ratings and their intervals: src/bots/rating.ts.
import { writeFileSync } from 'node:fs';
import { createEngine } from '../engine/index';
import type { Mode } from '../engine/types';
import { playGame } from '../bots/arena';
import { seatKind } from '../bots/levels';
import { rateKinds, type GameRecord } from '../bots/rating';
import type { Explanation } from '../bots/search';
import { seededRandom } from '../net/random';
import { type FlagSpec, type ParsedArgs, intFlag } from './args';
import { median } from './measure';

const MODES = ['base', 'ck', 'base56', 'ck56', 'ckba'];

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

export const TOURNAMENT_FLAGS: FlagSpec = {
  values: ['rules', 'players', 'games', 'seed', 'seats', 'think-ms', 'anchor', 'explain'],
  switches: ['json', 'help'],
};

const share = (x: number) => +x.toFixed(3);

const USAGE = `usage: hexknights tournament [--rules base|ck|base56|ck56|ckba] [--players N] [--games G] [--seed S]
       [--seats KINDS[/KINDS...]] [--think-ms T] [--anchor KIND] [--json] [--explain FILE]
  KINDS   one bot per seat, comma-separated: random, basic, normal, strong (easy, hard: the lobby's names),
          each optionally with its own think time: strong@100. Several line-ups separated by / take turns.
  prints  wins, ratings {seats, wins, winShare, winShare95 (Wilson), elo, elo95 (bootstrap; --anchor at 1000,
          default basic)} and decision times {median, p95} per kind`;

export async function tournamentCommand(args: ParsedArgs): Promise<number> {
  if (args.flags.has('help')) {
    console.log(USAGE);
    return 0;
  }
  const rules = String(args.flags.get('rules') ?? 'ck');
  const players = intFlag(args, 'players', 4);
  const games = intFlag(args, 'games', 40);
  const seed = intFlag(args, 'seed', 1);
  const thinkMs = intFlag(args, 'think-ms', 20);
  const json = args.flags.has('json');
  const seatFlag = args.flags.get('seats');
  const lineups = typeof seatFlag === 'string' ? seatFlag.split('/').map((l) => l.split(',')) : [['strong', ...Array(players - 1).fill('basic')]];
  // 5-6 players play on the extended board
  const mode = (players > 4 && !rules.endsWith('56') ? `${rules}56` : rules) as Mode;
  if (!MODES.includes(mode)) {
    console.error(`tournament: --rules must be one of ${MODES.join(', ')}`);
    return 2;
  }
  const wrong = lineups.find((l) => l.length !== players);
  if (wrong) {
    console.error(`tournament: --seats names ${wrong.length} bots for ${players} players`);
    return 2;
  }
  const kinds = [...new Set(lineups.flat())];
  try {
    for (const k of kinds) seatKind(k, thinkMs);
  } catch (err) {
    console.error(`tournament: ${(err as Error).message}`);
    return 2;
  }
  const engine = await createEngine();
  const wins: Record<string, number> = Object.fromEntries(kinds.map((k) => [k, 0]));
  const times: Record<string, number[]> = Object.fromEntries(kinds.map((k) => [k, []]));
  const records: GameRecord[] = [];
  // --explain FILE: every search decision (its best candidates and their scores) as JSON lines
  const explainFile = args.flags.get('explain');
  const explained: string[] = [];
  let finished = 0;
  for (let g = 0; g < games; g++) {
    const lineup = lineups[g % lineups.length];
    const turn = Math.floor(g / lineups.length);
    const seats = lineup.map((_, i) => lineup[(i + turn) % players]);
    const explain =
      typeof explainFile === 'string'
        ? (e: Explanation) => explained.push(JSON.stringify({ game: g + 1, ...e, candidates: e.candidates.slice(0, 5) }))
        : undefined;
    const result = playGame({ engine, mode, players, seed: seed + g, seats, thinkMs, explain });
    records.push({ seats, winner: result.winner });
    if (result.winner !== null) {
      finished++;
      wins[seats[result.winner]]++;
    }
    result.decisionMs.forEach((ms, i) => times[seats[i]].push(...ms));
    if (!json)
      console.error(
        `game ${g + 1}/${games}: ${result.winner === null ? 'unfinished' : `${seats[result.winner]} (seat ${result.winner})`} after ${result.turns} turns`,
      );
  }
  const decisionMs: Record<string, { median: number; p95: number }> = {};
  for (const [kind, ms] of Object.entries(times)) {
    if (ms.length) decisionMs[kind] = { median: +median(ms).toFixed(2), p95: +percentile(ms, 0.95).toFixed(2) };
  }
  const anchor = args.flags.get('anchor');
  const rated = rateKinds(records, { anchor: typeof anchor === 'string' ? anchor : undefined, random: seededRandom(seed ^ 0x4a7e) });
  const ratings = Object.fromEntries(Object.entries(rated).map(([k, r]) => [k, { ...r, winShare: share(r.winShare), winShare95: r.winShare95.map(share) }]));
  if (typeof explainFile === 'string') writeFileSync(explainFile, explained.join('\n') + '\n');
  const report = { rules: mode, players, thinkMs, games, finished, wins, ratings, decisionMs };
  console.log(json ? JSON.stringify(report) : report);
  return 0;
}
