// A reload never loses a game: a local game's saved moves replay to the same position (same engine
// state hash) with its log, and the lobby's list offers every unfinished game until it ends.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { LocalTable } from '../../src/ui/localTable';
import type { SeatInfo } from '../../src/ui/port';
import { keepSaved, loadLocal } from '../../src/ui/saved/localGame';
import { SavedGames, type KeyValue } from '../../src/ui/saved/savedGames';

class MemoryKv implements KeyValue {
  readonly map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const seats: SeatInfo[] = ['Ada', 'Blue', 'White', 'Orange'].map((name, i) => ({
  name,
  color: (['red', 'blue', 'white', 'orange'] as const)[i],
  kind: i === 0 ? 'you' : 'bot',
}));

async function waitUntil(cond: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
}

describe('a local game survives a reload', () => {
  for (const mode of ['base', 'ck'] as const) {
    it(`${mode}: the saved moves replay to the same state, log and turn`, async () => {
      const engine = await createEngine();
      const kv = new MemoryKv();
      // all bots: the game runs by itself; stop it mid-game
      const table = new LocalTable({ engine, config: { mode, players: 4, seed: 21 }, seats: seats.map((s) => ({ ...s, kind: 'bot' })), me: 0, botDelayMs: 0 });
      const stop = keepSaved('g1', table, kv);
      await waitUntil(() => table.moves.length >= 150);
      table.close();
      stop(); // the page goes away: the last write happens now
      const save = loadLocal('g1', kv)!;
      expect(save.moves.length).toBe(table.moves.length);

      const again = new LocalTable({
        engine,
        config: save.config,
        seats: save.seats,
        me: save.me,
        botDelayMs: 0,
        resume: { moves: save.moves, lines: save.lines },
      });
      again.close();
      expect(again.game.hash()).toBe(table.game.hash());
      expect(again.view.value.turn).toBe(table.view.value.turn);
      expect(again.log.value.slice(0, -1)).toEqual(table.log.value);
      expect(again.log.value.at(-1)!.text).toBe('Game resumed.');
    });
  }

  it('refuses a save that does not replay instead of showing a wrong game', async () => {
    const engine = await createEngine();
    expect(
      () => new LocalTable({ engine, config: { mode: 'base', players: 4, seed: 3 }, seats, me: 0, resume: { moves: [[0, { type: 'endTurn' }]], lines: [] } }),
    ).toThrow(/does not replay/);
  });
});

describe('SavedGames (the lobby list)', () => {
  it('lists unfinished games newest first and drops finished or forgotten ones', () => {
    const kv = new MemoryKv();
    const games = new SavedGames(kv);
    games.remember({ kind: 'local', id: 'a', title: 'Catan', name: 'Ada' });
    games.remember({ kind: 'room', id: 'xyz234', title: 'C&K online', name: 'Ada', bots: [{ name: 'Green bot', color: 'green' }] });
    expect(
      games
        .unfinished()
        .map((g) => g.id)
        .sort(),
    ).toEqual(['a', 'xyz234']);
    games.update('local', 'a', { finished: true });
    expect(games.unfinished().map((g) => g.id)).toEqual(['xyz234']);
    expect(new SavedGames(kv).get('room', 'xyz234')!.bots).toEqual([{ name: 'Green bot', color: 'green' }]);
    games.forget('room', 'xyz234');
    expect(games.unfinished()).toEqual([]);
  });

  it('hands every game that leaves the list to onDrop, forgotten or trimmed, so its saved data goes too', () => {
    const games = new SavedGames(new MemoryKv());
    const dropped: string[] = [];
    games.onDrop = (g) => dropped.push(`${g.kind}:${g.id}`);
    games.remember({ kind: 'room', id: 'abc', title: 'C&K online', name: 'Ada' });
    games.remember({ kind: 'room', id: 'abc', title: 'C&K online', name: 'Ada' }); // an update is no drop
    games.forget('room', 'abc');
    games.forget('room', 'abc'); // nothing left to drop
    expect(dropped).toEqual(['room:abc']);
    // finished games beyond the twelve newest are trimmed; unfinished ones never are
    games.remember({ kind: 'local', id: 'open', title: 'Catan', name: 'Ada' });
    for (let i = 0; i < 14; i++) games.remember({ kind: 'local', id: `done${i}`, title: 'Catan', name: 'Ada', finished: true });
    expect(dropped.slice(1).sort()).toEqual(['local:done0', 'local:done1']);
    expect(games.get('local', 'open')).not.toBeNull();
  });
});
