// The in-page table: bots finish a game through the same port the UI uses, and the log reads well.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { LocalTable } from '../../src/ui/localTable';
import type { SeatInfo } from '../../src/ui/port';

const seats = (kinds: SeatInfo['kind'][]): SeatInfo[] =>
  kinds.map((kind, i) => ({ name: ['Red', 'Blue', 'White', 'Orange'][i], color: (['red', 'blue', 'white', 'orange'] as const)[i], kind }));

describe('LocalTable', () => {
  it('lets bots play a whole base game to a winner', async () => {
    const engine = await createEngine();
    const table = new LocalTable({ engine, config: { mode: 'base', players: 4, seed: 5 }, seats: seats(['bot', 'bot', 'bot', 'bot']), me: 0, botDelayMs: 0 });
    const deadline = Date.now() + 50_000;
    while (table.view.value.winner == null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    table.close();
    expect(table.view.value.winner).not.toBeNull();
    const text = table.log.value.map((l) => l.text);
    expect(text.some((t) => /^(Red|Blue|White|Orange) rolled \d+ \(\d\+\d\)$/.test(t))).toBe(true);
    expect(text.at(-1)).toMatch(/won the game!$/);
  });

  it('waits for the person, offers the legal moves and refuses illegal ones', async () => {
    const engine = await createEngine();
    const table = new LocalTable({ engine, config: { mode: 'base', players: 3, seed: 9 }, seats: seats(['you', 'bot', 'bot']), me: 0, botDelayMs: 0 });
    expect(table.legal.value.every((a) => a.type === 'placeSettlement')).toBe(true);
    const refused = await table.act({ type: 'endTurn' });
    expect(refused.ok).toBe(false);
    const ok = await table.act(table.legal.value[0]);
    expect(ok).toEqual({ ok: true });
    expect(table.log.value.at(-1)!.text).toBe('Red built a settlement');
    expect(table.legal.value.every((a) => a.type === 'placeRoad')).toBe(true);
    table.close();
  });
});
