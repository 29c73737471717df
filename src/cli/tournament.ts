// `hexknights tournament`: whole games between bot kinds on one engine (no network), seats rotated
// every game so each kind plays each seat equally. Prints {games, finished, wins: {kind: n},
// decisionMs: {kind: {median, p95}}}; decision times count only decisions with more than one legal action.
import { writeFileSync } from 'node:fs';
import { createEngine } from '../engine/index';
import type { Mode } from '../engine/types';
import { playGame } from '../bots/arena';
import type { Explanation } from '../bots/search';
import { type FlagSpec, type ParsedArgs, intFlag } from './args';
import { median } from './measure';

const MODES = ['base', 'ck', 'base56', 'ck56', 'ckba'];

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

export const TOURNAMENT_FLAGS: FlagSpec = { values: ['rules', 'players', 'games', 'seed', 'seats', 'think-ms', 'explain'], switches: ['json'] };

export async function tournamentCommand(args: ParsedArgs): Promise<number> {
  const rules = String(args.flags.get('rules') ?? 'ck');
  const players = intFlag(args, 'players', 4);
  const games = intFlag(args, 'games', 40);
  const seed = intFlag(args, 'seed', 1);
  const thinkMs = intFlag(args, 'think-ms', 20);
  const json = args.flags.has('json');
  const seatFlag = args.flags.get('seats');
  const kinds = typeof seatFlag === 'string' ? seatFlag.split(',') : ['strong', ...Array(players - 1).fill('basic')];
  // 5-6 players play on the extended board
  const mode = (players > 4 && !rules.endsWith('56') ? `${rules}56` : rules) as Mode;
  if (!MODES.includes(mode)) {
    console.error(`tournament: --rules must be one of ${MODES.join(', ')}`);
    return 2;
  }
  if (kinds.length !== players) {
    console.error(`tournament: --seats names ${kinds.length} bots for ${players} players`);
    return 2;
  }
  const engine = await createEngine();
  const wins: Record<string, number> = Object.fromEntries(kinds.map((k) => [k, 0]));
  const times: Record<string, number[]> = Object.fromEntries(kinds.map((k) => [k, []]));
  // --explain FILE: every search decision (its best candidates and their scores) as JSON lines
  const explainFile = args.flags.get('explain');
  const explained: string[] = [];
  let finished = 0;
  for (let g = 0; g < games; g++) {
    const seats = kinds.map((_, i) => kinds[(i + g) % players]);
    const explain = typeof explainFile === 'string'
      ? (e: Explanation) => explained.push(JSON.stringify({ game: g + 1, ...e, candidates: e.candidates.slice(0, 5) }))
      : undefined;
    const result = playGame({ engine, mode, players, seed: seed + g, seats, thinkMs, explain });
    if (result.winner !== null) {
      finished++;
      wins[seats[result.winner]]++;
    }
    result.decisionMs.forEach((ms, i) => times[seats[i]].push(...ms));
    if (!json) console.error(`game ${g + 1}/${games}: ${result.winner === null ? 'unfinished' : `${seats[result.winner]} (seat ${result.winner})`} after ${result.turns} turns`);
  }
  const decisionMs: Record<string, { median: number; p95: number }> = {};
  for (const [kind, ms] of Object.entries(times)) {
    if (ms.length) decisionMs[kind] = { median: +median(ms).toFixed(2), p95: +percentile(ms, 0.95).toFixed(2) };
  }
  if (typeof explainFile === 'string') writeFileSync(explainFile, explained.join('\n') + '\n');
  const report = { rules: mode, players, thinkMs, games, finished, wins, decisionMs };
  console.log(json ? JSON.stringify(report) : report);
  return 0;
}
