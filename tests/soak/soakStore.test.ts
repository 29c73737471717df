// The soak's crashable store must crash the way the page's IndexedDB store does, or the soak proves
// nothing: committed writes stay, writes in flight are lost (or some made it, unheard), a load gives
// the contiguous prefix, and a dead process's writes never answer.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/net/clock.js';
import { DriftingClock } from '../../src/cli/soakClock.js';
import { CrashableStore, SavedLog } from '../../src/cli/soakStore.js';

const entry = (n: number) => Uint8Array.of(n, n, n);

function store(saved = new SavedLog()) {
  const clock = new VirtualClock();
  return { clock, saved, store: new CrashableStore(saved, clock, () => 2) };
}

describe('the soak store', () => {
  it('commits writes in order, each after its latency, and answers only once committed', async () => {
    const { clock, saved, store: s } = store();
    await s.load();
    const answered: number[] = [];
    for (let i = 0; i < 3; i++) void s.append(i, entry(i)).then(() => answered.push(i));
    expect(saved.entries.length).toBe(0);
    await clock.runUntil(() => answered.length === 1);
    expect(saved.entries.length).toBe(1);
    await clock.runUntil(() => false);
    expect(answered).toEqual([0, 1, 2]);
    expect(saved.entries.map((e) => e[0])).toEqual([0, 1, 2]);
    await expect(s.append(5, entry(5))).rejects.toThrow(/store expected seq 3, got 5/);
  });

  it('a crash keeps what committed, loses what was in flight or lets some of it through unheard, and never answers again', async () => {
    for (const through of [0, 2]) {
      const { clock, saved, store: s } = store();
      await s.load();
      await Promise.all([s.append(0, entry(0)), clock.runUntil(() => saved.entries.length === 1)]);
      let answers = 0;
      for (let i = 1; i <= 3; i++) void s.append(i, entry(i)).then(() => answers++);
      void s.saveNote('call', 'x').then(() => answers++);
      expect(s.writesInFlight).toBe(4);
      s.crash(through);
      await clock.runUntil(() => false);
      expect(answers).toBe(0);
      expect(saved.entries.length).toBe(1 + through);
      expect(saved.notes.size).toBe(0);
      let late = false;
      void s.append(1 + through, entry(9)).then(() => (late = true));
      await clock.runUntil(() => false);
      expect(late).toBe(false);
      const reopened = new CrashableStore(saved, clock, () => 1);
      expect((await reopened.load()).map((e) => e[0])).toEqual([0, 1, 2].slice(0, 1 + through));
    }
  });

  it('a truncate drops the tail once it commits, and the next append follows it', async () => {
    const { clock, saved, store: s } = store();
    await s.load();
    for (let i = 0; i < 4; i++) void s.append(i, entry(i));
    void s.truncate(2);
    void s.append(2, entry(7));
    await clock.runUntil(() => false);
    expect(saved.entries.map((e) => e[0])).toEqual([0, 1, 7]);
  });

  it('calls onWrite as a write is asked for, before it commits: a crash there lands mid-write', async () => {
    const { clock, saved, store: s } = store();
    await s.load();
    s.onWrite = (st) => st.crash();
    let answered = false;
    void s.append(0, entry(0)).then(() => (answered = true));
    await clock.runUntil(() => false);
    expect({ answered, stored: saved.entries.length }).toEqual({ answered: false, stored: 0 });
  });
});

describe('a drifting clock', () => {
  it('is offset and runs fast or slow against the table, its timers in its own time', async () => {
    const table = new VirtualClock();
    const fast = new DriftingClock(table, 5000, 1.02);
    let firedAt = -1;
    fast.setTimer(1020, () => (firedAt = table.now()));
    await table.runUntil(() => false);
    expect(firedAt).toBe(1000);
    expect(fast.now()).toBe(5000 + 1020);
    expect(() => new DriftingClock(table, 0, 0)).toThrow(/forward/);
  });
});
