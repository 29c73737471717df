// `hexknights tournament` prints the agreed JSON shape and counts every finished game once.
import { describe, expect, it, vi } from 'vitest';
import { parseArgs } from '../../src/cli/args';
import { TOURNAMENT_FLAGS, tournamentCommand } from '../../src/cli/tournament';

async function run(argv: string[]): Promise<{ code: number; report: any }> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    const code = await tournamentCommand(parseArgs(argv, TOURNAMENT_FLAGS));
    return { code, report: log.mock.calls.length ? JSON.parse(String(log.mock.calls[0][0])) : null };
  } finally {
    log.mockRestore();
  }
}

describe('hexknights tournament', () => {
  it('prints games, finished, wins by kind and decision times by kind', async () => {
    const { code, report } = await run(['--rules', 'base', '--players', '4', '--games', '3', '--seed', '5', '--seats', 'strong,random,basic,basic', '--think-ms', '2', '--json']);
    expect(code).toBe(0);
    expect(report).toMatchObject({ games: 3, finished: expect.any(Number), wins: { strong: expect.any(Number), random: expect.any(Number), basic: expect.any(Number) } });
    expect(report.wins.strong + report.wins.random + report.wins.basic).toBe(report.finished);
    for (const kind of ['strong', 'random', 'basic']) {
      expect(report.decisionMs[kind].p95).toBeGreaterThanOrEqual(report.decisionMs[kind].median);
    }
  });

  it('refuses a seat list that does not match the player count', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { code } = await run(['--rules', 'ck', '--players', '4', '--seats', 'strong,basic', '--games', '1']);
    err.mockRestore();
    expect(code).toBe(2);
  });
});
