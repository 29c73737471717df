// A departed player's turn must not stall the game: the host may append proxy moves for a participant
// the log shows absent (missing from the latest beacon draw, with nothing signed since), and each one
// must hold exactly the fixed rule's choice (proxyRule.ts). The rule is checked by every replica and
// by the verifier, so a host cannot use a proxy to choose for someone, nor proxy someone who is here.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine/types.js';
import { encodeActionBody, encodeBeaconBody, encodeProxyBody } from '../../src/protocol/bodies.js';
import { decodeCanonical } from '../../src/protocol/canonicalJson.js';
import { fromHex } from '../../src/protocol/bytes.js';
import { decodeEntry } from '../../src/protocol/entry.js';
import { logToJson, parseLogFile } from '../../src/protocol/logFile.js';
import { fastVerify } from '../../src/protocol/nodeEd25519.js';
import { PRESENCE_PURPOSE, proxyChoice } from '../../src/session/log/proxyRule.js';
import type { GameReplay } from '../../src/session/log/replay.js';
import { verifyParsedLog } from '../../src/session/log/verifyLog.js';
import { LogBuilder, sharedEngine } from './logBuilder.js';
import { RoomTable } from './roomHarness.js';

const HOST = 0;

/** A presence draw sealed by `author`, with `missing` participants' reveals left out (witnessed by everyone else). */
function presence(b: LogBuilder, missing: number[], author = HOST): Uint8Array {
  const draw = b.replay.draws + 1;
  const reveals = b.identities.map((id, p) => (missing.includes(p) ? null : id.onion.revealFor(draw)));
  const witnesses = reveals.flatMap((r, w) => (r && w !== author ? [w] : []));
  const silence = b.silence(missing, witnesses);
  return b.entry(author, 'beacon', encodeBeaconBody({ draw, purpose: PRESENCE_PURPOSE, reveals, silence }));
}

/** Everyone present at the latest draw except the host and p. */
function witnessesOf(b: LogBuilder, p: number, author = HOST): number[] {
  return b.replay.lastDraw!.missing.flatMap((m, w) => (m || w === author || w === p ? [] : [w]));
}

function proxy(b: LogBuilder, p: number, action: Action, author = HOST, witnesses = witnessesOf(b, p, author)): Uint8Array {
  return b.entry(author, 'beacon', encodeProxyBody({ for: p, action, silence: b.silence([p], witnesses) }));
}

function expectRejected(replay: GameReplay, bytes: Uint8Array, reason: RegExp): void {
  const before = { seq: replay.nextSeq, hash: replay.game?.hash() };
  const verdict = replay.accept(bytes);
  expect(verdict.ok ? 'accepted' : verdict.reason).toMatch(reason);
  expect({ seq: replay.nextSeq, hash: replay.game?.hash() }).toEqual(before);
}

function proxiedFor(entries: readonly Uint8Array[], from = 0): { seq: number; for: number; type: string }[] {
  const out: { seq: number; for: number; type: string }[] = [];
  for (const bytes of entries.slice(from)) {
    const e = decodeEntry(bytes);
    const body = e.kind === 'beacon' ? (decodeCanonical(e.body) as { proxy?: { for: number; action: Action } }) : {};
    if (body.proxy) out.push({ seq: e.seq, for: body.proxy.for, type: body.proxy.action.type });
  }
  return out;
}

describe('proxy moves for an absent participant', () => {
  let b: LogBuilder;
  let p: number;

  beforeAll(async () => {
    b = await LogBuilder.create(3);
    b.playUntil((x) => x.replay.game !== null); // set-up: the first placer is not the host
    p = b.actor();
    expect(p).not.toBe(HOST);
  });

  it('a participant who revealed at the latest draw, or signed an entry since, cannot be proxied', () => {
    b.push(presence(b, [])); // everyone revealed: everyone is here
    const choice = proxyChoice(b.replay.legalActions(p))!;
    expectRejected(b.replayCopy(), proxy(b, p, choice), new RegExp(`participant ${p} is not shown absent`));
    b.push(presence(b, [p])); // now p is missing from the latest draw
    expect(b.replay.absent(p)).toBe(true);
    const own = b.replay.legalActions(p).find((a) => a.type === 'placeSettlement')!;
    b.push(b.action(p, own)); // ... but p places a settlement itself: p is back
    expect(b.replay.mayAct(p)).toBe(true); // (p now owes the road)
    expectRejected(b.replayCopy(), proxy(b, p, proxyChoice(b.replay.legalActions(p))!), /is not shown absent/);
  });

  it("a proxy must hold exactly the rule's choice, be signed by the host, and be for someone awaited", () => {
    b.push(presence(b, [p]));
    const legal = b.replay.legalActions(p);
    const choice = proxyChoice(legal)!;
    expect(choice).toEqual(legal[0]); // set-up: no preferred type is legal, so the engine's first action
    const replay = b.replayCopy();
    expectRejected(replay, proxy(b, p, legal[1]), /must make the rule's choice/);
    expectRejected(replay, proxy(b, p, { type: 'placeRoad', edge: [99, 0] }), /must make the rule's choice/);
    expectRejected(replay, proxy(b, p, choice, 1), /only the host \(participant 0\) may append proxy moves/);
    expectRejected(
      replay,
      proxy(b, p, choice, 0).map((x, i, a) => (i === a.length - 1 ? x ^ 1 : x)),
      /bad signature/,
    );
    expectRejected(replay, proxy(b, HOST, choice), /cannot make proxy moves for itself/);
    const idle = [1, 2].find((q) => q !== p)!;
    expectRejected(replay, proxy(b, idle, choice, HOST, [p]), new RegExp(`participant ${idle} has nothing to decide`));
    b.push(proxy(b, p, choice)); // the honest one passes
    expect(b.replay.absent(p)).toBe(true); // a proxy is not p's own entry: p is still absent
  });

  it('presence draws: only by the host, only when someone else is awaited, never instead of an engine draw, at most 3 in a row', () => {
    const replay = b.replayCopy();
    expectRejected(replay, presence(b, [p], 1), /only the host/);
    for (let i = 0; i < 3; i++) {
      const bytes = presence(b, [p]);
      const verdict = replay.accept(bytes);
      expect(verdict.ok ? 'ok' : verdict.reason).toBe('ok');
      b.push(bytes);
    }
    expectRejected(replay, presence(b, [p]), /more than 3 presence draws in a row/);
    // play on until only the host is awaited, then until the engine waits for a draw
    b.playUntil((x) => x.actor() === HOST && [1, 2].every((q) => !x.replay.mayAct(q)) && !x.replay.pendingDraw());
    expectRejected(b.replayCopy(), presence(b, []), /nobody but the host is awaited/);
    b.playUntil((x) => x.replay.pendingDraw() !== null);
    const pending = b.replay.pendingDraw()!;
    expectRejected(b.replayCopy(), presence(b, []), new RegExp(`beacon purpose presence, expected ${pending.purpose}`));
  });

  it("a whole absent turn: roll, the draw without them, and the end of the turn, each the rule's pick", () => {
    b.playUntil((x) => !x.replay.pendingDraw() && x.actor() !== HOST && x.replay.view()!.phase === 'roll');
    const q = b.actor();
    b.push(presence(b, [q]));
    expect(proxyChoice(b.replay.legalActions(q))!.type).toBe('roll');
    b.push(proxy(b, q, { type: 'roll' }));
    const draw = b.replay.pendingDraw()!;
    const reveals = b.identities.map((id, i) => (i === q ? null : id.onion.revealFor(draw.draw)));
    b.push(b.beacon(reveals)); // the host seals without them: still absent
    while (b.replay.mayAct(q) && !b.replay.pendingDraw()) {
      const legal = b.replay.legalActions(q);
      const choice = proxyChoice(legal)!;
      if (legal.some((a) => a.type === 'endTurn')) {
        expect(choice.type).toBe('endTurn');
        const other = legal.find((a) => a.type !== 'endTurn');
        if (other) expectRejected(b.replayCopy(), proxy(b, q, other), /must make the rule's choice/);
      }
      b.push(proxy(b, q, choice));
      if (choice.type === 'endTurn') break;
    }
    expect(b.replay.view()!.currentPlayer).not.toBe(b.replay.seatOf[q]);
  });

  it('the verifier accepts proxy moves and names a forged one', async () => {
    const good = verifyParsedLog(parseLogFile(JSON.stringify(logToJson(b.entries))), b.engine, fastVerify);
    expect(good).toMatchObject({ valid: true, reason: null });
    const at = b.entries.findIndex((e) => proxiedFor([e]).some((x) => x.type === 'endTurn'));
    const honest = decodeEntry(b.entries[at]);
    const forgedBody = decodeCanonical(honest.body) as { proxy: { for: number; action: Action } };
    const legal = b.replayCopy().prefix(at).legalActions(forgedBody.proxy.for);
    const other = legal.find((a) => JSON.stringify(a) !== JSON.stringify(forgedBody.proxy.action))!;
    const silence = (forgedBody as unknown as { proxy: { silence: { for: number; by: number; sig: string }[] } }).proxy.silence.map((x) => ({
      ...x,
      sig: fromHex(x.sig),
    }));
    const forged = b.entry(HOST, 'beacon', encodeProxyBody({ for: forgedBody.proxy.for, action: other, silence }), { seq: at, prev: honest.prev });
    const log = [...b.entries.slice(0, at), forged, ...b.entries.slice(at + 1)];
    const bad = verifyParsedLog(parseLogFile(JSON.stringify(logToJson(log))), b.engine, fastVerify);
    expect(bad).toMatchObject({ valid: false, firstBadEntry: at });
    expect(bad.reason).toMatch(/must make the rule's choice/);
    // and an action body signed by the host in a player's name stays what it always was: refused
    const asPlayer = b.entry(HOST, 'action', encodeActionBody(forgedBody.proxy.action), { seq: at, prev: honest.prev });
    expect(b.replayCopy().prefix(at).accept(asPlayer).ok).toBe(false);
  });
});

describe('a departed player over the network', () => {
  it('the game goes on through their turns by proxy, nobody present is proxied, and they simply resume', async () => {
    const t = new RoomTable({ seed: 5, proxyAfterMs: 20_000 });
    await t.start();
    const gone = 2;
    const participant = t.rooms[gone]!.participant!;
    const host = () => t.replica(0);
    t.leave(gone);
    const left = host().replay.nextSeq;
    const turnAtExit = host().view.value!.turn as number;
    // two rounds of turns go by without them
    await t.until(() => (host().view.value!.turn as number) >= turnAtExit + 6, 600_000);
    const proxied = proxiedFor(host().replay.entries, left);
    expect(proxied.length).toBeGreaterThan(0);
    expect(proxied.every((x) => x.for === participant)).toBe(true);
    expect(proxied.map((x) => x.type)).toContain('endTurn');
    expect(t.replica(1).fork.value).toBeNull();
    expect(t.replica(1).head.value.seq).toBeGreaterThan(left);

    // they come back and play their own turns again
    await t.comeBack(gone);
    await t.until(() => t.replica(gone).head.value.hash === host().head.value.hash, 600_000);
    const back = host().replay.nextSeq;
    const turnAtReturn = host().view.value!.turn as number;
    await t.until(() => (host().view.value!.turn as number) >= turnAtReturn + 4 || host().finished.value, 600_000);
    expect(proxiedFor(host().replay.entries, back)).toEqual([]);
    const own = host()
      .replay.entries.slice(back)
      .map((e) => decodeEntry(e))
      .filter((e) => e.kind === 'action' && e.author === participant);
    expect(own.length).toBeGreaterThan(0);
    t.stopBots();
    await t.until(() => t.settledOrForked([0, 1, 2]), 120_000);
    expect([0, 1, 2].map((i) => t.replica(i).fork.value)).toEqual([null, null, null]);
    const report = verifyParsedLog(parseLogFile(JSON.stringify(logToJson([...host().replay.entries]))), await sharedEngine(), fastVerify);
    expect(report.valid, report.reason ?? '').toBe(true);
    // (more proxies may come while the returning replica catches up: count them all)
    expect(report.players[participant].proxyMoves).toBe(proxiedFor(host().replay.entries, left).length);
    expect(report.players.filter((x) => x.participant !== participant).every((x) => x.proxyMoves === 0)).toBe(true);
    t.close();
  });
});
