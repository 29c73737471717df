// A player still here (it reveals at every draw, its replica gossips and posts its card messages) that
// never discards on a 7 while only its sealed cards can make the discard (docs/cards.md, "Absent
// players"): a stand-in cannot discard cards no other replica reads, so the table waited for good.
// Past the turn limit on their own clocks the others sign it overdue for its hand like a withheld key,
// its escrow opens, its sealed cards are shown to all and the stand-in discards by the fixed rule at
// once (the others' idle clocks ran from the 7).
// An honest replica claims nothing inside the limit; a claim about a player whose public cards make
// its discard, or who discarded already, is refused at its entry.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/types';
import { Table } from '../../src/bots/table';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519';
import { logToJson, parseLogFile } from '../../src/protocol/logFile';
import { decodeCanonical, type Json } from '../../src/protocol/canonicalJson';
import { decodeEntry, encodeEntry, signingMessage, unsignedBytes, type Entry } from '../../src/protocol/entry';
import { encodeCardBody } from '../../src/protocol/cardBodies';
import { parseHostBody } from '../../src/protocol/bodies';
import { GameReplay } from '../../src/session/log/replay';
import { verifyParsedLog } from '../../src/session/log/verifyLog';
import { getEngine } from '../helpers';

/** Longer than CARD_TIMEOUT_MS (60 s), so the claims show which of the two the honest replicas wait out. */
const LIMIT = 90_000;

const cardsOf = (e: Entry) => (decodeCanonical(e.body) as { cards?: Record<string, Json> }).cards ?? {};
const claimsAbout = (log: readonly Uint8Array[], who: number, from = 0) =>
  log.slice(from).filter((b) => (cardsOf(decodeEntry(b)).overdue as { who?: number } | undefined)?.who === who).length;

function spectator(engine: Engine, log: readonly Uint8Array[], upTo: number): GameReplay {
  const replay = new GameReplay(engine, fastVerify);
  for (const bytes of log.slice(0, upTo)) expect(replay.accept(bytes)).toMatchObject({ ok: true });
  return replay;
}

describe('a present player idle past the turn limit that must discard sealed cards', () => {
  let engine: Engine;
  let t: Table;
  let idle = -1;
  /** Where the discard only the idle player's sealed cards can make began (the 7's draw), and when on the table's clock. */
  let sevenAt = -1;
  let claimsInsideLimit = -1;
  /** What the idle player was told of the claims about it. */
  const told: string[] = [];
  /** On the table's virtual clock: from the last claim to the stand-in's discard for the idle player. */
  let claimsToDiscardMs = -1;

  beforeAll(async () => {
    engine = await getEngine();
    t = new Table({
      engine,
      players: 4,
      mode: 'base',
      seed: 3,
      sign: fastSign,
      verify: fastVerify,
      strategies: ['heuristic'],
      sealedHands: true,
      turnLimitMs: LIMIT,
      limitMs: 6 * 3_600_000,
    });
    await t.open();
    const host = t.seats[0].replica;
    const needs = (p: number) => host.replay.cards?.privateMoves?.absentHands?.needsSealed(p) === true;
    expect(await t.run(() => [1, 2, 3].some(needs))).toBe(true);
    idle = [1, 2, 3].find(needs)!;
    sevenAt = host.replay.nextSeq - 1;
    const sevenTime = t.clock.now();
    t.seats[idle].bot?.stop(); // its replica stays: it reveals at draws and gossips its head, it only never moves
    t.seats[idle].replica.claimedOverdue.subscribe((c) => c && told.push(c));
    await t.run(() => t.clock.now() >= sevenTime + LIMIT - 5_000);
    claimsInsideLimit = claimsAbout(t.log, idle, sevenAt);
    expect(await t.run(() => claimsAbout(t.log, idle, sevenAt) === 3)).toBe(true);
    const claimedAt = t.clock.now();
    const standInDiscard = (e: Entry) =>
      e.kind === 'beacon' && (decodeCanonical(e.body) as { standIn?: { action: { type: string } } }).standIn?.action.type === 'discard';
    expect(await t.run(() => t.log.slice(sevenAt).some((b) => standInDiscard(decodeEntry(b))))).toBe(true);
    claimsToDiscardMs = t.clock.now() - claimedAt;
    expect(await t.run(() => host.finished.value && t.seats.every((s) => s.replica.head.value.hash === host.head.value.hash))).toBe(true);
    t.close();
  }, 300_000);

  it('is signed overdue only past the limit, its escrow opened and its cards shown; the stand-in discards and the game finishes and verifies', () => {
    expect(claimsInsideLimit).toBe(0);
    expect(told[0]).toMatch(/that you owe your discard, which only your sealed cards can make, past the turn limit\. Discard now/);
    // the others' clocks counted the limit from the 7: once its cards are shown, the stand-in does not wait it again
    expect(claimsToDiscardMs).toBeLessThan(LIMIT);
    const host = t.seats[0].replica.replay;
    const departure = host.cards!.departures.departed.find((d) => d.who === idle)!;
    expect(departure).toBeDefined();
    expect(departure.since).toBe(sevenAt); // owed from the 7 itself: no presence draw, the player never left
    expect(departure.claims.map((c) => c.by).sort()).toEqual([0, 1, 2, 3].filter((p) => p !== idle));
    const atClaims = spectator(engine, t.log, departure.claims.at(-1)!.seq);
    expect(atClaims.absent(idle)).toBe(false);
    // the first move for it after the claims is the stand-in's discard, once its escrow opened
    const entries = host.entries.map((b) => decodeEntry(b));
    const standIns = entries.flatMap((e, seq) => {
      if (seq <= sevenAt || e.kind !== 'beacon') return [];
      const body = parseHostBody(decodeCanonical(e.body), 4);
      return body.kind === 'standIn' && body.for === idle ? [{ seq, type: body.action.type }] : [];
    });
    expect(standIns[0]).toEqual({ seq: expect.any(Number), type: 'discard' });
    const released = entries.findLastIndex((e, seq) => seq < standIns[0].seq && 'release' in cardsOf(e));
    expect(released).toBeGreaterThan(departure.claims.at(-1)!.seq);
    // every replica (the idle one's own too) and a spectator reach the same state
    const spectate = spectator(engine, t.log, t.log.length);
    for (const game of [...t.seats.map((s) => s.replica.replay.game!), spectate.game!]) expect(game.hash()).toBe(host.game!.hash());
    const report = verifyParsedLog(parseLogFile(JSON.stringify(logToJson([...t.log]))), engine, fastVerify);
    expect(report).toMatchObject({ valid: true, finished: true, reason: null });
    expect(report.cardDepartures).toEqual([
      expect.stringMatching(
        new RegExp(`^participant ${idle} left: it owed its discard on a 7 \\(only its sealed cards could make it\\) since entry ${sevenAt};`),
      ),
    ]);
  });

  it('refuses a claim about a player whose public cards make its discard, or who has discarded', () => {
    const signedBy = (replay: GameReplay, author: number, body: Uint8Array) => {
      const unsigned = { seq: replay.nextSeq, prev: replay.head, author, kind: 'action' as const, body };
      return encodeEntry({ ...unsigned, sig: fastSign(signingMessage(unsignedBytes(unsigned)), t.seats[author].identity.keyPair.secretKey) });
    };
    const claim = (who: number) => encodeCardBody({ kind: 'overdue', who, owes: { kind: 'hand' } });
    const refused = (who: number) => new RegExp(`participant ${who} does not owe its hand-shuffle step.* now$`);
    // at the 7: the idle player owes its hand (the log accepts the claim: only the claimants' clocks tell the limit),
    // every other player's discard, if any, its public cards make
    const atSeven = spectator(engine, t.log, sevenAt + 1);
    const owed = (replay: GameReplay, p: number) => (replay.game!.view().players[replay.seatOf[p]] as { discardOwed?: number }).discardOwed ?? 0;
    const others = [0, 1, 2, 3].filter((p) => p !== idle);
    const claimant = others.find((p) => p !== 0)!;
    expect(others.some((p) => owed(atSeven, p) > 0)).toBe(true); // one of them owes a discard, and its public cards make it
    for (const who of others) {
      const author = who === claimant ? 0 : claimant;
      expect(atSeven.cards!.privateMoves!.absentHands!.needsSealed(who)).toBe(false);
      expect(atSeven.accept(signedBy(atSeven, author, claim(who)))).toMatchObject({ ok: false, reason: expect.stringMatching(refused(who)) });
    }
    expect(atSeven.accept(signedBy(atSeven, claimant, claim(idle)))).toMatchObject({ ok: true });
    // a discard made with sealed cards shown: right after it its maker owes nothing
    const log = t.log.map((b) => decodeEntry(b));
    const sealedDiscard = log.find((e) => {
      if (e.kind !== 'action') return false;
      const body = decodeCanonical(e.body) as { action?: { type: string }; hand?: Json[] };
      return body.action?.type === 'discard' && (body.hand?.length ?? 0) > 0;
    });
    expect(sealedDiscard).toBeDefined();
    const who = sealedDiscard!.author;
    const before = spectator(engine, t.log, sealedDiscard!.seq);
    expect(owed(before, who)).toBeGreaterThan(0);
    const after = spectator(engine, t.log, sealedDiscard!.seq + 1);
    expect(owed(after, who)).toBe(0);
    const author = who === 0 ? others.find((p) => p !== who)! : 0;
    expect(after.accept(signedBy(after, author, claim(who)))).toMatchObject({ ok: false, reason: expect.stringMatching(refused(who)) });
  });
});
