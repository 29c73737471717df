// Issue 35 item 9 on the page: at a table of two whose guest stopped, the host's table offers to end
// the game as abandoned once the replica allows it (past the turn limit), and ending it shows the game
// as over with no winner, to the host and to the guest who comes back, with one log line that says so.
// Unmodified rooms and replicas on the in-memory network (tests/session/roomHarness.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RoomTable } from '../session/roomHarness.js';
import { SessionTable } from '../../src/ui/sessionTable';
import { setLanguage, t } from '../../src/ui/i18n';

const LIMIT = 60_000;

/** Enough of localStorage for the saved log lines (src/ui/saved/sessionLog.ts). */
function fakeLocalStorage(): Map<string, string> {
  const kept = new Map<string, string>();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
    removeItem: (k: string) => void kept.delete(k),
  };
  return kept;
}

describe('the table of two a host may end as abandoned', () => {
  beforeEach(() => void fakeLocalStorage());
  afterEach(async () => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
    await setLanguage('en');
  });

  it('is offered past the limit only, and once ended shows no winner to both, said once in the log', async () => {
    const t0 = new RoomTable({ seed: 41, players: 2, turnLimitMs: LIMIT });
    await t0.start();
    await t0.until(() => t0.replica(1).replay.mayAct(t0.rooms[1]!.participant!) && t0.replica(0).head.value.seq === t0.replica(1).head.value.seq, 600_000);
    const guestSeat = t0.replica(0).replay.seatOf[t0.rooms[1]!.participant!];
    const hostPort = new SessionTable(t0.replica(0), { saveKey: 'host' });
    const guestPort = new SessionTable(t0.replica(1), { saveKey: 'guest' });
    expect(guestPort.view.value.awaiting).toContain(guestSeat);
    guestPort.close(); // the guest's page saves its log and its tab closes
    t0.leave(1);

    await t0.runFor(LIMIT / 2);
    expect(hostPort.abandonable()).toBeNull();
    expect(hostPort.abandon()).toBe(false);
    await t0.runFor(LIMIT);
    expect(hostPort.abandonable()).toBe(guestSeat);
    expect(hostPort.abandoned.value).toBeNull();
    expect(guestPort.abandoned.value).toBeNull();

    expect(hostPort.abandon()).toBe(true);
    await t0.until(() => hostPort.abandoned.value !== null, 10_000);
    expect(hostPort.abandoned.value).toBe(guestSeat);
    expect(hostPort.abandonable()).toBeNull();
    expect(hostPort.view.value.awaiting).toEqual([]);
    expect(hostPort.view.value.winner).toBeNull();
    expect(hostPort.legal.value).toEqual([]);
    const said = t('log.abandoned', { name: 'bob' });
    expect(hostPort.log.value.filter((l) => l.text === said)).toHaveLength(1);
    expect(hostPort.log.value.at(-1)).toMatchObject({ text: said, kind: 'win', seat: guestSeat });

    // the guest comes back (in German): its page continues its saved log, and says the end once
    await setLanguage('de');
    await t0.comeBack(1);
    t0.idle(1);
    await t0.until(() => t0.replica(1).replay.abandoned !== null, 60_000);
    const back = new SessionTable(t0.replica(1), { saveKey: 'guest' });
    expect(back.abandoned.value).toBe(guestSeat);
    expect(back.view.value.awaiting).toEqual([]);
    expect(back.legal.value).toEqual([]);
    expect(back.abandonable()).toBeNull();
    expect(back.status.value).toBeNull();
    const gesagt = t('log.abandonedYou');
    expect(gesagt).toMatch(/^Der Gastgeber hat das Spiel abgebrochen: Du warst/);
    expect(back.log.value.filter((l) => l.text === gesagt)).toHaveLength(1);
    back.close();
    // and reopened once more, its saved log already says it: not twice
    const again = new SessionTable(t0.replica(1), { saveKey: 'guest' });
    expect(again.log.value.filter((l) => l.text === gesagt)).toHaveLength(1);
    again.close();
    hostPort.close();
    t0.close();
  }, 120_000);
});
