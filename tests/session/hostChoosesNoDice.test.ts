// Issue 17 item 1: the host must not be able to choose dice. It sees every reveal before it seals a
// draw, so if it could leave reveals out at will it could pick among several outcomes, and by marking
// a guest absent it could move for them. A reveal is left out (and a proxy made) only with a signed
// statement of silence from every other participant who revealed; the host's own reveal is always in.
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
import { encodeBeaconBody, encodeProxyBody, parseBeaconBody } from '../../src/protocol/bodies.js';
import { decodeCanonical } from '../../src/protocol/canonicalJson.js';
import { decodeEntry } from '../../src/protocol/entry.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import type { GameReplay } from '../../src/session/log/replay.js';
import { proxyChoice } from '../../src/session/log/proxyRule.js';
import { decodeMessage } from '../../src/session/replica/messages.js';
import { LogBuilder, sharedEngine } from './logBuilder.js';

const HOST = 0;

function expectRejected(replay: GameReplay, bytes: Uint8Array, reason: RegExp): void {
  const before = { seq: replay.nextSeq, hash: replay.game?.hash() };
  const verdict = replay.accept(bytes);
  expect(verdict.ok ? 'accepted' : verdict.reason).toMatch(reason);
  expect({ seq: replay.nextSeq, hash: replay.game?.hash() }).toEqual(before);
}

describe('a beacon draw the host seals', () => {
  it("leaves out a reveal only with every other present participant's signed statement of silence", async () => {
    const b = await LogBuilder.create(4);
    b.playUntil((x) => x.replay.game !== null && x.replay.pendingDraw() !== null && x.replay.draws >= 3);
    const draw = b.replay.pendingDraw()!.draw;
    const honest = b.identities.map((id) => id.onion.revealFor(draw));
    const without2 = honest.map((r, p) => (p === 2 ? null : r));
    const replay = b.replayCopy();
    // the attack of the review: drop a present guest's reveal on the host's word alone
    expectRejected(replay, b.beacon(without2, HOST, []), /participant 2's absence needs a signed statement of silence from participant 1/);
    // one witness is not enough: participant 3 revealed too and did not say 2 was silent
    expectRejected(replay, b.beacon(without2, HOST, [1]), /participant 2's absence needs a signed statement of silence from participant 3/);
    // a statement is bound to its log position: one signed for another entry does not count
    const stale = b.silence([2], [1, 3], b.replay.nextSeq - 1);
    const body = encodeBeaconBody({ draw, purpose: b.replay.pendingDraw()!.purpose, reveals: without2, silence: stale });
    expectRejected(replay, b.entry(HOST, 'beacon', body), /bad silence statement by participant 1 about participant 2/);
    // the host cannot leave itself out, even with everyone's statements
    expectRejected(
      replay,
      b.beacon(
        honest.map((r, p) => (p === HOST ? null : r)),
        HOST,
        [1, 2, 3],
      ),
      /the host's own reveal/,
    );
    // nor declare everyone else absent with nobody to witness it
    expectRejected(replay, b.beacon([honest[0], null, null, null]), /nobody but the host is present to witness/);
    // with both witnesses' statements the absence stands
    expect(replay.accept(b.beacon(without2)).ok).toBe(true);
  });

  it("cannot skip a guest's turn by marking them absent right after their roll and moving for them", async () => {
    const b = await LogBuilder.create(3);
    b.playUntil((x) => x.replay.game !== null && !x.replay.pendingDraw() && x.actor() > 0 && x.replay.view()!.phase === 'roll');
    const guest = b.actor();
    b.push(b.action(guest, { type: 'roll' }));
    const draw = b.replay.pendingDraw()!.draw;
    const reveals = b.identities.map((id, p) => (p === guest ? null : id.onion.revealFor(draw)));
    const replay = b.replayCopy();
    expectRejected(replay, b.beacon(reveals, HOST, []), new RegExp(`participant ${guest}'s absence needs a signed statement`));
    // with the guest's reveal in (as the other witness holds it), nobody can move for them
    b.push(b.beacon());
    const choice = proxyChoice(b.replay.legalActions(guest))!;
    const other = 3 - guest;
    const proxy = b.entry(HOST, 'beacon', encodeProxyBody({ for: guest, action: choice, silence: b.silence([guest], [other]) }));
    expectRejected(b.replayCopy(), proxy, new RegExp(`participant ${guest} is not shown absent`));
  });
});

describe('over the network', () => {
  it("a host that ignores a guest's reveal cannot seal the draw without it: the other witnesses hold it", async () => {
    const t = new Table({
      engine: await sharedEngine(),
      players: 4,
      seed: 11,
      sign: fastSign,
      verify: fastVerify,
      faults: { delayMs: [1, 20] },
      limitMs: 120_000,
    });
    await t.open();
    // the host's inbox loses every copy of participant 3's reveals (its own and the relayed ones)
    t.network.intercept = (_from, to, data) => {
      if (to !== 'p0' || data[0] !== 3) return data;
      const m = decodeMessage(data);
      return m.type === 'reveal' && m.participant === 3 ? null : data;
    };
    await t.run(() => t.seats.some((s) => s.replica.halted) || t.seats[0].replica.finished.value);
    const nulls = t.log.flatMap((bytes) => {
      const e = decodeEntry(bytes);
      if (e.kind !== 'beacon') return [];
      const body = decodeCanonical(e.body) as { reveals?: unknown };
      return body.reveals ? parseBeaconBody(decodeCanonical(e.body), 4).reveals.filter((r) => r === null) : [];
    });
    expect(nulls).toEqual([]); // never sealed without participant 3
    expect(t.seats[0].replica.replay.pendingDraw()).not.toBeNull(); // the game waits at the first draw instead
    expect(t.seats.map((s) => s.replica.fork.value)).toEqual([null, null, null, null]);
    t.close();
  });
});
