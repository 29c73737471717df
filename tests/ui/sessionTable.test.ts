// The session adapter: a person's seat in a networked game (in-memory network, bots elsewhere) acts
// through the same TablePort the table uses; act() settles on the host's verdict.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index';
import { Table } from '../../src/bots/table';
import { SessionTable } from '../../src/ui/sessionTable';
import { distinctColors } from '../../src/ui/playedColors';

describe('SessionTable', () => {
  it('acts through the replica, hears the verdict, and narrates the game', async () => {
    const engine = await createEngine();
    const table = new Table({ engine, players: 3, mode: 'ck', seed: 4, limitMs: 600_000 });
    await table.open();
    const seat = table.seats[1];
    seat.bot!.stop();
    const port = new SessionTable(seat.replica, { answerTimeoutMs: 60_000 });
    let acted = 0;
    let refused = 0;
    for (let i = 0; i < 12; i++) {
      await table.run(() => port.legal.value.length > 0 || table.seats[0].replica.finished.value);
      const legal = port.legal.value;
      if (!legal.length) break;
      let verdict: { ok: boolean } | null = null;
      void port.act(legal[0]).then((r) => (verdict = r));
      await table.run(() => verdict !== null);
      expect(verdict).toEqual({ ok: true });
      acted++;
      if (i === 0) {
        let bad: { ok: boolean; error?: string } | null = null;
        void port.act({ type: 'endTurn' }).then((r) => (bad = r));
        await table.run(() => bad !== null);
        expect(bad!.ok).toBe(false);
        refused++;
      }
    }
    expect(acted).toBeGreaterThan(3);
    expect(refused).toBe(1);
    expect(port.me).toBeGreaterThanOrEqual(0);
    expect(port.seats.value.filter((s) => s.kind === 'you')).toHaveLength(1);
    expect(port.log.value.length).toBeGreaterThan(3);
    expect(port.log.value.some((l) => / built a (settlement|road)/.test(l.text))).toBe(true);
    expect(JSON.parse(port.logFile()).format).toBe('hexknights-log/1');
    port.close();
    table.close();
  }, 60_000);

  it("marks away at once the seats whose link the host's page lost, and none where it does not follow its links", async () => {
    const engine = await createEngine();
    const table = new Table({ engine, players: 3, mode: 'base', seed: 5, limitMs: 600_000 });
    await table.open();
    const host = table.seats[0];
    await table.run(() => host.replica.replay.seatOf.filter((s) => s !== undefined).length === 3); // seats are drawn
    const port = new SessionTable(host.replica, { answerTimeoutMs: 60_000 });
    expect(port.away.value).toEqual([]);
    const me = host.replica.participant;
    const others = [0, 1, 2].filter((p) => p !== me);
    port.linked.value = [me, others[0]];
    const gone = host.replica.replay.seatOf[others[1]];
    expect(port.away.value).toEqual([gone]);
    expect(port.seats.value.map((s) => s.connected)).toEqual([0, 1, 2].map((seat) => (seat === gone ? false : undefined)));
    port.linked.value = null;
    expect(port.away.value).toEqual([]);
    expect(port.seats.value.every((s) => s.connected === undefined)).toBe(true);
    port.close();
    table.close();
  }, 60_000);

  it('gives players who asked for the same colour different ones, the same on every page', () => {
    expect(distinctColors(['red', 'red', 'blue'])).toEqual(['red', 'white', 'blue']);
    expect(distinctColors(['red', 'blue', 'green'])).toEqual(['red', 'blue', 'green']);
    expect(distinctColors(['red', 'red', 'red', 'red', 'red', 'red', 'red'])).toHaveLength(7);
    expect(distinctColors(['pink', undefined])).toEqual(['red', 'blue']);
  });
});
