// A player who is here but does not move must not freeze the table, and nobody may use the clock to
// skip a player still inside the turn limit (issue 25 item 3). The limit is a signed game setting
// (genesis rules.turnLimitMs); past it, every other participant present signs the player idle
// (protocol/idle.ts), and only then may the host append a stand-in: the fixed rule's pick, checked
// by every replica and by `verify` (replay.ts applyStandIn). Time is virtual: no test sleeps.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine/types.js';
import { encodeStandInBody } from '../../src/protocol/bodies.js';
import { decodeCanonical } from '../../src/protocol/canonicalJson.js';
import { decodeEntry, encodeEntry, signingMessage, unsignedBytes } from '../../src/protocol/entry.js';
import { idleMessage, verifyIdle, type IdleStatement } from '../../src/protocol/idle.js';
import { Witness } from '../../src/session/replica/witness.js';
import { logToJson, parseLogFile } from '../../src/protocol/logFile.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { proxyChoice } from '../../src/session/log/proxyRule.js';
import type { GameReplay } from '../../src/session/log/replay.js';
import { formatReport, verifyParsedLog } from '../../src/session/log/verifyLog.js';
import { LogBuilder, sharedEngine } from './logBuilder.js';
import { RoomTable } from './roomHarness.js';

const HOST = 0;
const LIMIT = 20_000;

/** Statements that `p` is idle at `seq`, signed by each of `witnesses` (with `signer`'s key if given: a forgery). */
function idleStatements(b: LogBuilder, p: number, witnesses: number[], seq = b.replay.nextSeq, signer?: number): IdleStatement[] {
  const gameId = b.replay.genesis!.gameId;
  return witnesses.map((w) => ({ for: p, by: w, sig: fastSign(idleMessage(gameId, seq, p), b.identities[signer ?? w].keyPair.secretKey) }));
}

function standIn(b: LogBuilder, p: number, action: Action, idle: IdleStatement[], author = HOST): Uint8Array {
  return b.entry(author, 'beacon', encodeStandInBody({ for: p, action, idle }));
}

function expectRejected(replay: GameReplay, bytes: Uint8Array, reason: RegExp): void {
  const before = { seq: replay.nextSeq, hash: replay.game?.hash() };
  const verdict = replay.accept(bytes);
  expect(verdict.ok ? 'accepted' : verdict.reason).toMatch(reason);
  expect({ seq: replay.nextSeq, hash: replay.game?.hash() }).toEqual(before);
}

function standInsIn(entries: readonly Uint8Array[], from = 0): { seq: number; for: number; type: string }[] {
  const out: { seq: number; for: number; type: string }[] = [];
  for (const bytes of entries.slice(from)) {
    const e = decodeEntry(bytes);
    const body = e.kind === 'beacon' ? (decodeCanonical(e.body) as { standIn?: { for: number; action: Action } }) : {};
    if (body.standIn) out.push({ seq: e.seq, for: body.standIn.for, type: body.standIn.action.type });
  }
  return out;
}

function verifies(entries: readonly Uint8Array[], engine: Awaited<ReturnType<typeof sharedEngine>>) {
  return verifyParsedLog(parseLogFile(JSON.stringify(logToJson([...entries]))), engine, fastVerify);
}

describe('the stand-in rule in the log', () => {
  let b: LogBuilder;
  let p: number;

  beforeAll(async () => {
    b = await LogBuilder.create(3, { turnLimitMs: LIMIT });
    b.playUntil((x) => x.replay.game !== null && !x.replay.pendingDraw() && x.actor() !== HOST);
    p = b.actor();
  });

  it('the turn limit is part of the signed rules: a genesis without it is a game without a limit, a bad one is refused', async () => {
    expect(b.replay.genesis!.rules.turnLimitMs).toBe(LIMIT);
    const off = await LogBuilder.create(3);
    expect(off.replay.genesis!.rules.turnLimitMs).toBeUndefined();
    await expect(LogBuilder.create(3, { turnLimitMs: 5 })).rejects.toThrow(/rules.turnLimitMs must be 1000..3600000 ms/);
  });

  it("a stand-in needs an idle statement for this very position from every other participant present, and the rule's pick", () => {
    const witnesses = [1, 2].filter((w) => w !== p);
    const choice = proxyChoice(b.replay.legalActions(p))!;
    const replay = b.replayCopy();
    expectRejected(replay, standIn(b, p, choice, idleStatements(b, p, [])), /idle must be a non-empty list/);
    expectRejected(
      replay,
      standIn(b, p, choice, idleStatements(b, p, witnesses, b.replay.nextSeq - 1)),
      /bad idle statement by participant \d about participant/,
    );
    expectRejected(replay, standIn(b, p, choice, idleStatements(b, p, witnesses, undefined, HOST)), /bad idle statement by participant/);
    expectRejected(replay, standIn(b, p, choice, idleStatements(b, p, [...witnesses, HOST].sort())), /idle statements from participants who are not witnesses/);
    const other = b.replay.legalActions(p).find((a) => JSON.stringify(a) !== JSON.stringify(choice))!;
    expectRejected(replay, standIn(b, p, other, idleStatements(b, p, witnesses)), /must make the rule's choice/);
    expectRejected(replay, standIn(b, p, choice, idleStatements(b, p, witnesses), witnesses[0]), /only the host \(participant 0\) may append stand-in moves/);
    const waiting = [0, 1, 2].find((q) => q !== p && !b.replay.mayAct(q))!;
    expectRejected(
      replay,
      standIn(
        b,
        waiting,
        choice,
        idleStatements(
          b,
          waiting,
          [1, 2].filter((w) => w !== waiting),
        ),
      ),
      /has nothing to decide now/,
    );
    b.push(standIn(b, p, choice, idleStatements(b, p, witnesses)));
    expect(b.replay.stoodIn.has(p)).toBe(true);
  });

  it("the idle player's own move ends the stand-in: it plays on as before", () => {
    b.playUntil((x) => !x.replay.pendingDraw() && x.replay.mayAct(p) && x.replay.lastMoveOf(p) < 0);
    b.push(b.action(p, b.replay.legalActions(p)[0]));
    expect(b.replay.stoodIn.has(p)).toBe(false);
  });

  it('a game whose genesis has no turn limit takes no stand-in, whatever the statements', async () => {
    const off = await LogBuilder.create(3);
    off.playUntil((x) => x.replay.game !== null && !x.replay.pendingDraw() && x.actor() !== HOST);
    const q = off.actor();
    const bytes = standIn(
      off,
      q,
      proxyChoice(off.replay.legalActions(q))!,
      idleStatements(
        off,
        q,
        [1, 2].filter((w) => w !== q),
      ),
    );
    expectRejected(off.replayCopy(), bytes, /this game has no turn limit: no stand-in moves/);
  });

  it("at a table of two the host's word is not enough: the idle player's own statement is the evidence", async () => {
    const two = await LogBuilder.create(2, { turnLimitMs: LIMIT });
    two.playUntil((x) => x.replay.game !== null && !x.replay.pendingDraw() && x.actor() === 1);
    const choice = proxyChoice(two.replay.legalActions(1))!;
    expect(two.replay.idleWitnesses(HOST, 1)).toEqual([1]);
    expectRejected(
      two.replayCopy(),
      standIn(two, 1, choice, idleStatements(two, 1, [1], undefined, HOST)),
      /bad idle statement by participant 1 about participant 1/,
    );
    two.push(standIn(two, 1, choice, idleStatements(two, 1, [1])));
    expect(two.replay.stoodIn.has(1)).toBe(true);
  });

  it('verify accepts the stand-in and names a forged one', async () => {
    expect(verifies(b.entries, b.engine)).toMatchObject({ valid: true, reason: null });
    const at = standInsIn(b.entries)[0].seq;
    const honest = decodeEntry(b.entries[at]);
    const before = b.replayCopy().prefix(at);
    const gameId = b.replay.genesis!.gameId;
    const byHost = [1, 2]
      .filter((w) => w !== p)
      .map((w) => ({ for: p, by: w, sig: fastSign(idleMessage(gameId, at, p), b.identities[HOST].keyPair.secretKey) }));
    const forged = b.entry(HOST, 'beacon', encodeStandInBody({ for: p, action: proxyChoice(before.legalActions(p))!, idle: byHost }), {
      seq: at,
      prev: honest.prev,
    });
    const report = verifies([...b.entries.slice(0, at), forged], b.engine);
    expect(report).toMatchObject({ valid: false, firstBadEntry: at });
    expect(report.reason).toMatch(/bad idle statement by participant/);
  });
});

describe('a witness signs a player idle only on its own evidence', () => {
  it("not before the limit on its own clock, not while the player's head lacks the move, not after seeing its submission", async () => {
    const b = await LogBuilder.create(3, { turnLimitMs: LIMIT });
    b.playUntil((x) => x.replay.game !== null && !x.replay.pendingDraw() && x.actor() !== HOST);
    const p = b.actor();
    const me = [1, 2].find((w) => w !== p)!;
    let time = 1_000;
    let pHead = b.replay.nextSeq - 2; // p's signed head: one entry behind, it has not got the move yet
    const witness = new Witness({
      replay: b.replay,
      participant: me,
      identity: b.identities[me],
      clock: { now: () => time, setTimer: () => () => {} },
      sign: fastSign,
      revealTimeoutMs: 2000,
      proxyAfterMs: 60_000,
      awaitingSubmission: false,
      headSeq: (q) => (q === p ? pHead : b.replay.nextSeq - 1),
    });
    witness.observeTurns();
    const signedAbout = () => witness.idleStatements().map((s) => s.for);
    time += LIMIT - 1;
    expect(signedAbout()).toEqual([]); // inside the limit
    time += 10 * LIMIT;
    expect(signedAbout()).toEqual([]); // a host that keeps the move from p gets nothing, however long
    pHead = b.replay.nextSeq - 1; // p's head now holds it: its clock runs from here
    expect(signedAbout()).toEqual([]);
    time += LIMIT;
    expect(signedAbout()).toEqual([p]);
    const [statement] = witness.idleStatements();
    expect(verifyIdle(fastVerify, b.replay.genesis!.gameId, b.replay.nextSeq, statement, b.identities[me].keyPair.publicKey)).toBe(true);
    witness.offered(p); // p's own submission reached us: it is trying, whatever the host does with it
    time += 10 * LIMIT;
    expect(signedAbout()).toEqual([]);
  });
});

describe('an idle player at a networked table', () => {
  it('(a) is stood in for only after the limit, the game goes on, they play on when back, and the log verifies', async () => {
    const t = new RoomTable({ seed: 11, turnLimitMs: LIMIT });
    await t.start();
    const sleeper = 2;
    const x = t.rooms[sleeper]!.participant!;
    const host = () => t.replica(0);
    // wait until the game awaits the sleeper, then it stops choosing (its replica stays connected)
    await t.until(() => t.replica(sleeper).myTurn.value && !host().replay.pendingDraw(), 600_000);
    t.idle(sleeper);
    const from = host().replay.nextSeq;
    const since = t.clock.now();
    const turn = host().view.value!.turn as number;
    await t.until(() => standInsIn(host().replay.entries, from).length > 0, 600_000);
    expect(t.clock.now() - since).toBeGreaterThanOrEqual(LIMIT);
    // the table goes on: turns pass, each of the sleeper's decisions made by the rule, nobody else stood in for
    await t.until(() => (host().view.value!.turn as number) >= turn + 4, 600_000);
    const stood = standInsIn(host().replay.entries, from);
    expect(stood.every((s) => s.for === x)).toBe(true);
    expect(stood.map((s) => s.type)).toContain('endTurn');
    expect(t.replica(sleeper).replay.stoodIn.has(x)).toBe(true); // the idle player's own table knows
    expect(t.replica(1).fork.value).toBeNull();

    // back at the keyboard: its own moves again, no more stand-ins
    t.wake(sleeper);
    await t.until(() => host().replay.lastMoveOf(x) > stood.at(-1)!.seq, 600_000);
    expect(host().replay.stoodIn.has(x)).toBe(false);
    t.stopBots();
    await t.until(() => t.settledOrForked([0, 1, 2]), 120_000);
    expect([0, 1, 2].map((i) => t.replica(i).fork.value)).toEqual([null, null, null]);
    const report = verifies(host().replay.entries, await sharedEngine());
    expect(report.valid, report.reason ?? '').toBe(true);
    expect(report.players[x].standInMoves).toBe(standInsIn(host().replay.entries).length);
    expect(report.players.filter((q) => q.participant !== x).every((q) => q.standInMoves === 0)).toBe(true);
    expect(formatReport(report)).toMatch(/turn limit 20 s[\s\S]*stand-in moves while idle past the turn limit/);
    t.close();
  });

  it('(b) a host that stands in for a player inside the limit gets no statements, and every replica and verify refuse its entry', async () => {
    const t = new RoomTable({ seed: 12, turnLimitMs: 60_000 });
    await t.start();
    const host = t.replica(0);
    // a guest the game awaits, thinking (its bot paused) for less than the limit
    await t.until(() => [1, 2].some((g) => t.replica(g).myTurn.value) && !host.replay.pendingDraw(), 600_000);
    const thinker = [1, 2].find((g) => t.replica(g).myTurn.value)!;
    const other = 3 - thinker;
    t.idle(thinker);
    t.idle(other);
    t.idle(0);
    await t.runFor(30_000);
    const x = t.rooms[thinker]!.participant!;
    expect(t.replica(other).witness.idleStatements()).toEqual([]);
    expect(host.overdueBy(x)).toBeLessThan(0);
    // the host forges the entry anyway: the guest's statement signed with its own key
    const seq = host.replay.nextSeq;
    const gameId = host.replay.genesis!.gameId;
    const w = t.rooms[other]!.participant!;
    const idle = [{ for: x, by: w, sig: fastSign(idleMessage(gameId, seq, x), host.identity.keyPair.secretKey) }];
    const body = encodeStandInBody({ for: x, action: proxyChoice(host.replay.legalActions(x))!, idle });
    const unsigned = { seq, prev: host.replay.head, author: 0, kind: 'beacon' as const, body };
    const forged = encodeEntry({ ...unsigned, sig: fastSign(signingMessage(unsignedBytes(unsigned)), host.identity.keyPair.secretKey) });
    expect(host.replay.prefix(seq).accept(forged)).toMatchObject({ ok: false });
    host.broadcast({ type: 'entry', bytes: forged });
    await t.runFor(2_000);
    for (const g of [thinker, other]) {
      expect(t.replica(g).replay.nextSeq).toBe(seq);
      expect(
        t
          .replica(g)
          .rejections.value.map((r) => r.reason)
          .join('\n'),
      ).toMatch(new RegExp(`bad idle statement by participant ${w} about participant ${x}`));
    }
    const report = verifies([...host.replay.entries, forged], await sharedEngine());
    expect(report).toMatchObject({ valid: false, firstBadEntry: seq });
    expect(report.reason).toMatch(/bad idle statement/);
    t.close();
  });

  it("(d) at a table of two, the idle guest's own replica signs once the limit has passed, and only then is it stood in for", async () => {
    const t = new RoomTable({ seed: 14, turnLimitMs: LIMIT, players: 2 });
    await t.start();
    const host = () => t.replica(0);
    await t.until(() => t.replica(1).myTurn.value && !host().replay.pendingDraw(), 600_000);
    t.idle(1);
    const from = host().replay.nextSeq;
    const since = t.clock.now();
    await t.runFor(LIMIT / 2);
    expect(t.replica(1).witness.idleStatements()).toEqual([]); // inside the limit: no statement, so no stand-in
    expect(standInsIn(host().replay.entries, from)).toEqual([]);
    await t.until(() => standInsIn(host().replay.entries, from).length > 0, 600_000);
    expect(t.clock.now() - since).toBeGreaterThanOrEqual(LIMIT);
    const first = decodeEntry(host().replay.entries[standInsIn(host().replay.entries, from)[0].seq]);
    expect((decodeCanonical(first.body) as { standIn: { idle: { by: number }[] } }).standIn.idle.map((s) => s.by)).toEqual([t.rooms[1]!.participant]);
    t.stopBots();
    await t.until(() => t.settledOrForked([0, 1]), 120_000);
    expect(verifies(host().replay.entries, await sharedEngine()).valid).toBe(true);
    t.close();
  });

  it('(c) with the limit off, a player who does not move is never stood in for', async () => {
    const t = new RoomTable({ seed: 13 });
    await t.start();
    const sleeper = 1;
    const host = () => t.replica(0);
    await t.until(() => t.replica(sleeper).myTurn.value && !host().replay.pendingDraw(), 600_000);
    t.idle(sleeper);
    const at = host().replay.nextSeq;
    await t.runFor(300_000);
    expect(standInsIn(host().replay.entries, at)).toEqual([]);
    expect(t.replica(2).witness.idleStatements()).toEqual([]);
    expect(t.replica(sleeper).myTurn.value).toBe(true); // still theirs: the friends wait
    t.close();
  });
});
