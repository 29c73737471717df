// `hexknights tournament` prints the agreed JSON shape and counts every finished game once.
import { describe, expect, it, vi } from 'vitest';
import { parseArgs } from '../../src/cli/args';
import { TOURNAMENT_FLAGS, tournamentCommand } from '../../src/cli/tournament';
import { seatKind } from '../../src/bots/levels';

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
    const { code, report } = await run([
      '--rules',
      'base',
      '--players',
      '4',
      '--games',
      '3',
      '--seed',
      '5',
      '--seats',
      'strong,random,basic,basic',
      '--think-ms',
      '2',
      '--json',
    ]);
    expect(code).toBe(0);
    expect(report).toMatchObject({
      games: 3,
      finished: expect.any(Number),
      wins: { strong: expect.any(Number), random: expect.any(Number), basic: expect.any(Number) },
    });
    expect(report.wins.strong + report.wins.random + report.wins.basic).toBe(report.finished);
    for (const kind of ['strong', 'random', 'basic']) {
      expect(report.decisionMs[kind].p95).toBeGreaterThanOrEqual(report.decisionMs[kind].median);
    }
  });

  it('cycles through several line-ups, gives a seat its own think time, and rates every kind', async () => {
    const { code, report } = await run([
      '--rules',
      'base',
      '--players',
      '2',
      '--games',
      '4',
      '--seed',
      '3',
      '--seats',
      'basic,random/basic,strong@3',
      '--think-ms',
      '1',
      '--json',
    ]);
    expect(code).toBe(0);
    expect(Object.keys(report.wins).sort()).toEqual(['basic', 'random', 'strong@3']);
    expect(report.ratings.basic).toMatchObject({ elo: 1000, elo95: [1000, 1000], seats: report.finished });
    for (const kind of ['random', 'strong@3']) {
      const r = report.ratings[kind];
      expect(r.seats).toBeLessThanOrEqual(2);
      expect(r.elo95[0]).toBeLessThanOrEqual(r.elo);
      expect(r.elo95[1]).toBeGreaterThanOrEqual(r.elo);
      expect(r.winShare95[0]).toBeLessThanOrEqual(r.winShare);
    }
  });

  it("reads a seat's own think time, and refuses one that is not a positive whole number", async () => {
    expect(seatKind('strong@100', 20)).toEqual({ kind: 'strong', thinkMs: 100 });
    expect(seatKind('normal', 20)).toEqual({ kind: 'normal', thinkMs: 20 });
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { code } = await run(['--rules', 'base', '--players', '2', '--seats', 'basic,strong@0', '--games', '1']);
    err.mockRestore();
    expect(code).toBe(2);
  });

  it('refuses a seat list that does not match the player count', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { code } = await run(['--rules', 'ck', '--players', '4', '--seats', 'strong,basic', '--games', '1']);
    err.mockRestore();
    expect(code).toBe(2);
  });
});
