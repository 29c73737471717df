// Games the lobby now starts, played by the in-page table's bots: an 8-seat Peanut Island game with
// bots at every level (the search ones think through BotWorker, in the page under Node) for a round,
// and Catan for Two, where the neutral seats get their pieces and are listed, not asked to act.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { LocalTable } from '../../src/ui/localTable';
import { PLAYER_COLORS, type SeatInfo } from '../../src/ui/port';
import { configFor, withNeutralSeats } from '../../src/ui/gameSetup';

const bots = (levels: SeatInfo['level'][]): SeatInfo[] => levels.map((level, i) => ({ name: `Bot ${i + 1}`, color: PLAYER_COLORS[i], kind: 'bot', level }));

async function until(table: LocalTable, done: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done() && table.view.value.winner == null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

describe('games from the lobby', () => {
  it('8 bots at mixed levels play set-up and a full round on Peanut Island', async () => {
    const engine = await createEngine();
    const config = configFor({ rules: 'base', players: 8, layout: 'peanut', variants: { specialBuildingPhase: true } }, 11);
    const table = new LocalTable({ engine, config, seats: bots(['hard', 'normal', 'easy', 'easy', 'normal', 'easy', 'easy', 'easy']), me: 0, botDelayMs: 0 });
    // set-up (two rounds of placements), then every seat's first turn: the turn counter passes 8
    await until(table, () => (table.view.value.turn ?? 0) > 8, 90_000);
    table.close();
    const v = table.view.value as { turn: number; board: { layout: string }; players: { settlements: unknown[] }[] };
    expect(v.board.layout).toBe('peanut');
    expect(v.turn).toBeGreaterThan(8);
    for (const p of v.players) expect(p.settlements.length).toBeGreaterThanOrEqual(1);
    const rolled = new Set(table.log.value.filter((l) => / rolled \d+/.test(l.text)).map((l) => l.seat));
    expect(rolled.size).toBe(8);
  }, 120_000);

  it('Catan for Two: the bots play turns, the neutral seats get pieces and never act', async () => {
    const engine = await createEngine();
    const table = new LocalTable({
      engine,
      config: configFor({ rules: 'base', players: 2, variants: {} }, 4),
      seats: bots(['normal', 'easy']),
      me: 0,
      botDelayMs: 0,
    });
    await until(table, () => (table.view.value.turn ?? 0) > 6, 60_000);
    table.close();
    const v = table.view.value as { turn: number; players: { neutral?: boolean; settlements: unknown[]; roads: unknown[] }[]; twoPlayer: { tokens: number[] } };
    expect(v.turn).toBeGreaterThan(6);
    expect(v.players.map((p) => !!p.neutral)).toEqual([false, false, true, true]);
    for (const p of v.players.slice(2)) expect(p.settlements.length + p.roads.length).toBeGreaterThan(0);
    expect(table.log.value.some((l) => (l.seat === 2 || l.seat === 3 ? / rolled /.test(l.text) : false))).toBe(false);
    const listed = withNeutralSeats(table.seats.value, v);
    expect(listed.map((s) => s.kind)).toEqual(['bot', 'bot', 'neutral', 'neutral']);
    expect(new Set(listed.map((s) => s.color)).size).toBe(4);
  }, 90_000);
});
