// Issue 35 item 9: a table of two whose guest stops froze for good. Past the signed turn limit the host
// may end the game as abandoned: a host entry with no winner, which `verify` reports; nothing the host
// does alone plays the guest's turns, and until it ends the game the guest coming back resumes.
// Unmodified rooms and replicas on the in-memory network (a tab closing is the guest stopping), and
// the rule itself on a built log.
import { describe, expect, it } from 'vitest';
import { encodeAbandonBody } from '../../src/protocol/bodies.js';
import { decodeEntry } from '../../src/protocol/entry.js';
import { decodeCanonical } from '../../src/protocol/canonicalJson.js';
import { LogBuilder } from './logBuilder.js';
import { RoomTable } from './roomHarness.js';
import { verifyLogFileText } from './verifyCli.js';

const LIMIT = 60_000;

/** A table of two under way; the guest's tab closes while the game waits for its move. */
async function guestStops(seed: number): Promise<RoomTable> {
  const t = new RoomTable({ seed, players: 2, turnLimitMs: LIMIT });
  await t.start();
  await t.until(() => t.replica(1).replay.mayAct(t.rooms[1]!.participant!) && t.replica(0).head.value.seq === t.replica(1).head.value.seq, 600_000);
  t.leave(1);
  return t;
}

describe('a table of two whose guest stops', () => {
  it('the host may end it as abandoned only past the turn limit: signed, no winner, and the log and verify say so', async () => {
    const t = await guestStops(31);
    const host = t.replica(0);
    const guest = t.rooms[1]!.participant;
    const before = host.replay.nextSeq;
    await t.runFor(LIMIT / 2);
    expect(host.abandonable()).toBeNull(); // inside the limit
    expect(host.abandon()).toBe(false);
    await t.runFor(LIMIT);
    expect(host.replay.nextSeq).toBe(before); // nobody played the guest's turn meanwhile
    expect(host.abandonable()).toBe(guest);
    expect(host.abandon()).toBe(true);
    await t.until(() => host.replay.abandoned !== null, 10_000);
    expect(host.replay.abandoned).toEqual({ seq: before, by: 0, for: guest });
    expect(host.finished.value).toBe(true);
    expect(host.winner.value).toBeNull();
    expect(decodeCanonical(decodeEntry(host.replay.entryAt(before)!).body)).toEqual({ abandon: { for: guest } });
    const { code, report, human } = await verifyLogFileText(host.logFile());
    expect(code).toBe(0);
    expect(report).toMatchObject({ valid: true, finished: true, complete: true, winner: null, abandoned: { seq: before, by: 0, for: guest } });
    expect(human).toMatch(
      new RegExp(
        `^VALID log, game abandoned: the host \\(participant 0\\) ended it at entry ${before}, past the turn limit, waiting for participant ${guest}; no winner`,
      ),
    );
    // the guest, back, finds the game ended
    await t.comeBack(1);
    await t.until(() => t.replica(1).replay.abandoned !== null, 60_000);
    expect(t.replica(1).legalActions()).toEqual([]);
    t.close();
  }, 120_000);

  it('the guest coming back resumes if the host has not ended it', async () => {
    const t = await guestStops(32);
    const before = t.replica(0).replay.nextSeq;
    await t.runFor(2 * LIMIT);
    expect(t.replica(0).abandonable()).toBe(t.rooms[1]!.participant);
    await t.comeBack(1);
    await t.runFor(300_000, () => t.replica(0).replay.nextSeq > before + 10);
    expect(t.replica(0).replay.nextSeq).toBeGreaterThan(before + 10);
    expect(t.replica(0).replay.abandoned).toBeNull();
    expect(t.replica(0).fork.value).toBeNull();
    t.close();
  }, 120_000);

  it('the rule: a table of two with a turn limit, from the host, for the guest the game waits for', async () => {
    const two = await LogBuilder.create(2, { turnLimitMs: LIMIT });
    const accept = (author: number, forWhom: number) => two.replayCopy().accept(two.entry(author, 'beacon', encodeAbandonBody({ for: forWhom })));
    two.playUntil((b) => b.entries.length >= 30 && b.replay.mayAct(0) && !b.replay.mayAct(1));
    expect(accept(0, 1)).toMatchObject({ ok: false, reason: expect.stringMatching(/the game does not wait for participant 1/) });
    two.playUntil((b) => b.entries.length >= 30 && b.replay.mayAct(1));
    expect(accept(0, 0)).toMatchObject({ ok: false, reason: expect.stringMatching(/the host cannot end the game as abandoned by itself/) });
    expect(accept(1, 1)).toMatchObject({ ok: false, reason: expect.stringMatching(/only the host \(participant 0\) may append the end of an abandoned game/) });
    const ended = two.replayCopy();
    expect(ended.accept(two.entry(0, 'beacon', encodeAbandonBody({ for: 1 })))).toMatchObject({ ok: true });
    expect(ended).toMatchObject({ finished: true, abandoned: { by: 0, for: 1 } });
    expect(ended.winnerSeat()).toBeNull();
    const three = await LogBuilder.create(3, { turnLimitMs: LIMIT });
    three.playUntil((b) => b.entries.length >= 30 && !b.replay.pendingDraw());
    expect(three.replayCopy().accept(three.entry(0, 'beacon', encodeAbandonBody({ for: 1 })))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/only a table of two/),
    });
    const unlimited = await LogBuilder.create(2);
    unlimited.playUntil((b) => b.entries.length >= 30 && !b.replay.pendingDraw());
    expect(unlimited.replayCopy().accept(unlimited.entry(0, 'beacon', encodeAbandonBody({ for: 1 })))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no turn limit/),
    });
  });
});
