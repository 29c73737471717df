// Issue 35 item 2: no sequence of closes, reloads and takeovers produces a proof against an honest host.
// Unmodified rooms and replicas on the in-memory network; the host's presence call is made by steering
// its own sequencer (as an honest host would when a guest is slow), and then tabs close and come back:
//  - the call is open when the host's tab closes; a guest takes over and leaves before any draw; the
//    first host comes back, takes the room back with a takeover, drops the recalled call (its term
//    ended) and draws that layer for whatever comes next: nobody halts;
//  - the same, but the guest that took over stays: the old host comes back as a guest, the new host
//    draws the layer: nobody halts;
//  - the host reloads (no takeover, its term goes on): it seals its recalled presence draw first
//    (hostOrdersNoDraw.test.ts holds that path);
//  - a host whose unacknowledged tail a takeover replaced, back with the room, signs SEQUENCED for those
//    positions again in its new term: no proof (two in one term still are).
import { describe, expect, it } from 'vitest';
import { decodeMessage } from '../../src/session/replica/messages.js';
import { decodeEntry } from '../../src/protocol/entry.js';
import { decodeCanonical } from '../../src/protocol/canonicalJson.js';
import { RoomTable } from './roomHarness.js';
import { LogBuilder } from './logBuilder.js';
import { encodeTakeoverBody } from '../../src/protocol/bodies.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { checkProof, sequencedMessage, type Sequenced } from '../../src/session/replica/equivocation.js';

/** Steering the host's own sequencer into a presence call, as an honest host does when a guest is slow. */
type Steered = { callPresence(draw: number): Promise<void> };

/** The session message inside a room frame ('S' channel), if it is one. */
function sessionMessage(data: Uint8Array) {
  if (data[0] !== 0x53) return null;
  try {
    return decodeMessage(data.subarray(1));
  } catch {
    return null;
  }
}

/**
 * Participant 2 stops choosing; once the game waits for its roll (everyone holding the same log), the
 * host calls a presence draw, whose layer that roll's dice would use; the guests' answers never reach it.
 */
async function hostCallsPresence(t: RoomTable): Promise<number> {
  const host = () => t.replica(0);
  const guest = () => t.replica(t.playerOf(2));
  // its replica holds the entry that gives it the roll, its bot has not chosen yet (it thinks for 10 ms)
  await t.until(
    () =>
      !guest().replay.pendingDraw() &&
      guest()
        .legalActions()
        .some((a) => a.type === 'roll') &&
      !guest().awaitingSubmission,
    600_000,
  );
  t.idle(t.playerOf(2));
  const caughtUp = () => [1, 2].every((p) => t.replica(p).replay.nextSeq === host().replay.nextSeq);
  await t.until(() => caughtUp() && !host().awaitingSubmission, 60_000);
  const draw = host().replay.draws + 1;
  const gotCall = new Set<string>(); // the guests whose answer went out
  t.network.intercept = (_from, to, data) => {
    const m = sessionMessage(data);
    if (m?.type === 'reveal' && m.draw === draw) gotCall.add(`${m.participant}`);
    return to === t.room && m?.type === 'reveal' ? null : data; // the answers never reach the host
  };
  await (host().sequencer as unknown as Steered).callPresence(draw);
  await t.until(() => gotCall.size === 2, 60_000); // both guests answered: the layer is shown
  return draw;
}

/** The purpose of beacon draw `draw` in the log. */
function drawnFor(entries: readonly Uint8Array[], draw: number): string | undefined {
  for (const bytes of entries) {
    const e = decodeEntry(bytes);
    const body = e.kind === 'beacon' ? (decodeCanonical(e.body) as { draw?: number; purpose?: string }) : null;
    if (body?.draw === draw) return body.purpose;
  }
  return undefined;
}

const forks = (t: RoomTable, players: number[]) => players.map((p) => t.replica(p).fork.value);

describe('closes, reloads and takeovers prove nothing against an honest host', () => {
  it('a host whose call was open when its tab closed, back after a guest took over and left, draws that layer: nobody halts', async () => {
    const t = new RoomTable({ seed: 21 });
    await t.start();
    const draw = await hostCallsPresence(t);
    t.leave(0);
    t.network.intercept = null;
    // a guest takes over (its takeover entry reaches the other guest), then leaves before any draw
    await t.until(() => t.hostPlayer() > 0 && t.replica(3 - t.hostPlayer()).replay.currentHost !== 0, 600_000);
    const taker = t.hostPlayer();
    const other = 3 - taker;
    expect(t.replica(taker).replay.draws).toBe(draw - 1);
    t.leave(taker);
    await t.comeBack(0);
    t.wake(other); // participant 2 rolls: the dice take the layer the first host's call showed
    await t.until(() => (t.hostPlayer() >= 0 && t.replica(other).replay.draws >= draw + 1) || forks(t, [0, other]).some((f) => f), 600_000);
    expect(forks(t, [0, other])).toEqual([null, null]);
    // the first host took the room back: two takeovers, and the called layer drawn in its new term
    expect(t.hostPlayer()).toBe(0);
    expect(t.replica(0).replay.currentHost).toBe(0);
    expect(drawnFor(t.replica(0).replay.entries, draw)).toBe('dice');
    await t.comeBack(taker);
    const before = t.replica(t.hostPlayer()).replay.draws;
    await t.until(() => t.replica(taker).replay.draws >= before + 2 || forks(t, [0, 1, 2]).some((f) => f), 600_000);
    expect(forks(t, [0, 1, 2])).toEqual([null, null, null]);
    t.close();
  }, 120_000);

  it('a host whose call was open when its tab closed comes back as a guest; the new host draws that layer: nobody halts', async () => {
    const t = new RoomTable({ seed: 22 });
    await t.start();
    const draw = await hostCallsPresence(t);
    t.leave(0);
    t.network.intercept = null;
    await t.until(() => t.hostPlayer() > 0 && t.replica(t.hostPlayer()).replay.currentHost !== 0, 600_000);
    await t.comeBack(0);
    t.wake(t.playerOf(2));
    await t.until(() => t.replica(0).replay.draws >= draw + 1 || forks(t, [0, 1, 2]).some((f) => f), 600_000);
    expect(forks(t, [0, 1, 2])).toEqual([null, null, null]);
    expect(drawnFor(t.replica(0).replay.entries, draw)).toBe('dice');
    t.close();
  }, 120_000);

  it("a host's SEQUENCED from a term it lost and won back is no proof against it; two in one term are", async () => {
    const b = await LogBuilder.create(3);
    b.playUntil((x) => x.entries.length >= 20);
    const k = b.replay.nextSeq;
    b.push(b.entry(1, 'beacon', encodeTakeoverBody({ from: 0 }))); // participant 1's term from k
    b.push(b.entry(0, 'beacon', encodeTakeoverBody({ from: 1 }))); // participant 0's again from k + 1
    const gameId = b.replay.genesis!.gameId;
    const signed = (term: number, fill: number): Sequenced => {
      const hash = new Uint8Array(32).fill(fill);
      return { seq: k + 2, by: 0, term, hash, sig: fastSign(sequencedMessage(gameId, k + 2, hash, term), b.identities[0].keyPair.secretKey) };
    };
    // it had sequenced k + 2 in its first term (the tail the takeover replaced), and again in its new one
    expect(checkProof({ a: signed(0, 1), b: signed(k + 1, 2) }, b.replay, fastVerify)).toBe(false);
    expect(checkProof({ a: signed(0, 1), b: signed(0, 2) }, b.replay, fastVerify)).toBe(false); // k + 2 is not in its first term
    expect(checkProof({ a: signed(k + 1, 1), b: signed(k + 1, 2) }, b.replay, fastVerify)).toBe(true);
  });
});
