// A player who leaves a signed base game of 4 with sealed hands while it must discard on a 7 with
// cards only its replica can read (docs/cards.md, "Absent players"): the host runs a presence draw,
// the others sign it overdue (the log shows it absent and its discard needs its sealed cards), open
// its escrow, and every replica shows its sealed cards to all; the proxy's discard is then the fixed
// rule's pick. Without that the game waits for ever in the discard phase. A host that claims the hand
// of a player still here, or makes the discard before the escrow opens, is refused at that entry.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/types';
import { Table } from '../../src/bots/table';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519';
import { logToJson, parseLogFile } from '../../src/protocol/logFile';
import { decodeCanonical, type Json } from '../../src/protocol/canonicalJson';
import { decodeEntry, encodeEntry, signingMessage, unsignedBytes, type Entry } from '../../src/protocol/entry';
import { encodeCardBody } from '../../src/protocol/cardBodies';
import { encodeProxyBody, parseHostBody } from '../../src/protocol/bodies';
import { GameReplay } from '../../src/session/log/replay';
import { verifyParsedLog } from '../../src/session/log/verifyLog';
import type { SilenceStatement } from '../../src/protocol/silence';
import { getEngine } from '../helpers';

const cardsOf = (e: Entry) => (decodeCanonical(e.body) as { cards?: Record<string, Json> }).cards ?? {};

function spectator(engine: Engine, log: readonly Uint8Array[], upTo: number): GameReplay {
  const replay = new GameReplay(engine, fastVerify);
  for (const bytes of log.slice(0, upTo)) expect(replay.accept(bytes)).toMatchObject({ ok: true });
  return replay;
}

describe('an absent player that must discard sealed cards', () => {
  let engine: Engine;
  let t: Table;
  let leaver = -1;
  /** Where the discard only the leaver's sealed cards can make began (the 7's draw). */
  let sevenAt = -1;

  beforeAll(async () => {
    engine = await getEngine();
    t = new Table({ engine, players: 4, mode: 'base', seed: 3, sign: fastSign, verify: fastVerify, strategies: ['heuristic'], sealedHands: true });
    await t.open();
    const host = t.seats[0].replica;
    const needs = (p: number) => host.replay.cards?.privateMoves?.absentHands?.needsSealed(p) === true;
    // the moment the host accepts a 7 on which a guest owes more cards than it holds in public
    expect(await t.run(() => [1, 2, 3].some(needs))).toBe(true);
    leaver = [1, 2, 3].find(needs)!;
    sevenAt = host.replay.nextSeq - 1;
    t.seats[leaver].bot?.stop();
    t.seats[leaver].replica.close();
    expect(await t.run(() => host.finished.value && t.seats.every((s, i) => i === leaver || s.replica.head.value.hash === host.head.value.hash))).toBe(true);
    t.close();
  }, 300_000);

  it('is shown absent, signed overdue, its escrow opened and its cards shown; the proxy discards and the game finishes and verifies', () => {
    const host = t.seats[0].replica.replay;
    const departure = host.cards!.departures.departed.find((d) => d.who === leaver)!;
    expect(departure).toBeDefined();
    expect(departure.since).toBeGreaterThan(sevenAt); // owed from the presence draw that showed it absent, not before
    expect(departure.claims.map((c) => c.by).sort()).toEqual([0, 1, 2, 3].filter((p) => p !== leaver));
    const entries = host.entries.map((b) => decodeEntry(b));
    const hostBodies = entries.map((e, seq) => (e.kind === 'beacon' && seq > sevenAt ? parseHostBody(decodeCanonical(e.body), 4) : null));
    // the leaver revealed at the 7's draw: a presence draw shows it gone, and its hand is owed from there
    const presence = hostBodies.findIndex((b) => b?.kind === 'beacon' && b.purpose === 'presence');
    expect(presence).toBe(departure.since);
    // the proxy's discard, once the escrow opened, for the leaver
    const proxies = hostBodies.flatMap((b, seq) => (b?.kind === 'proxy' && b.for === leaver ? [{ seq, type: (b.action as { type: string }).type }] : []));
    expect(proxies[0]).toEqual({ seq: expect.any(Number), type: 'discard' });
    const released = entries.findLastIndex((e, seq) => seq < proxies[0].seq && 'release' in cardsOf(e));
    expect(released).toBeGreaterThan(departure.claims.at(-1)!.seq);
    // every replica still here and a spectator reach the same state; the leaver's hand is public in each
    const spectate = spectator(engine, t.log, t.log.length);
    const games = [...[0, 1, 2, 3].filter((p) => p !== leaver).map((p) => t.seats[p].replica.replay.game!), spectate.game!];
    for (const game of games) {
      expect(game.hash()).toBe(host.game!.hash());
      expect(game.sealedResources(host.seatOf[leaver])).toBe(0);
    }
    const report = verifyParsedLog(parseLogFile(JSON.stringify(logToJson([...t.log]))), engine, fastVerify);
    expect(report).toMatchObject({ valid: true, finished: true, reason: null });
    expect(report.cardDepartures).toEqual([
      expect.stringMatching(new RegExp(`^participant ${leaver} left: it owed its discard on a 7 \\(only its sealed cards could make it\\) since entry \\d+;`)),
    ]);
    expect(report.players[leaver].proxyMoves).toBeGreaterThan(0);
  });

  it('refuses an overdue claim about the hand of a player still here, and a discard for it before its escrow opens', () => {
    const host = t.seats[0].replica.replay;
    const departure = host.cards!.departures.departed.find((d) => d.who === leaver)!;
    const firstClaim = departure.claims[0];
    const signedBy = (replay: GameReplay, author: number, kind: 'action' | 'beacon', body: Uint8Array) => {
      const unsigned = { seq: replay.nextSeq, prev: replay.head, author, kind, body };
      return encodeEntry({ ...unsigned, sig: fastSign(signingMessage(unsignedBytes(unsigned)), t.seats[author].identity.keyPair.secretKey) });
    };
    // just after the 7: the leaver still revealed at that draw, so the log does not show it absent
    const atSeven = spectator(engine, t.log, sevenAt + 1);
    expect(atSeven.cards!.privateMoves!.absentHands!.needsSealed(leaver)).toBe(true);
    expect(atSeven.absent(leaver)).toBe(false);
    const claim = encodeCardBody({ kind: 'overdue', who: leaver, owes: { kind: 'hand' } });
    expect(atSeven.accept(signedBy(atSeven, 0, 'action', claim))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(new RegExp(`participant ${leaver} does not owe its hand-shuffle step.* now$`)),
    });
    // before the claims add up: absent, but its cards sealed, so it has nothing to decide and no proxy discards for it
    const beforeClaims = spectator(engine, t.log, firstClaim.seq);
    expect(beforeClaims.absent(leaver)).toBe(true);
    const seat = beforeClaims.seatOf[leaver];
    const owed = (beforeClaims.game!.view().players[seat] as { discardOwed: number }).discardOwed;
    const discard = { type: 'discard', cards: { brick: 0, lumber: 0, wool: 0, grain: 0, ore: owed } };
    const realProxy = t.log
      .map((b) => decodeEntry(b))
      .find((e, seq) => seq > firstClaim.seq && e.kind === 'beacon' && 'proxy' in (decodeCanonical(e.body) as object))!;
    const { silence } = parseHostBody(decodeCanonical(realProxy.body), 4) as { silence: SilenceStatement[] };
    const proxy = encodeProxyBody({ for: leaver, action: discard, silence });
    expect(beforeClaims.accept(signedBy(beforeClaims, 0, 'beacon', proxy))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(new RegExp(`participant ${leaver} has nothing to decide now$`)),
    });
    // once its cards are shown, the proxy's discard is the fixed rule's pick among them, no other kinds
    const atProxy = spectator(engine, t.log, realProxy.seq);
    const chosen = (parseHostBody(decodeCanonical(realProxy.body), 4) as { action: Json }).action as { cards: Record<string, number> };
    const other = Object.keys(discard.cards).find((k) => !chosen.cards[k])!;
    const swapped = { type: 'discard', cards: { [other]: owed } };
    expect(atProxy.accept(signedBy(atProxy, 0, 'beacon', encodeProxyBody({ for: leaver, action: swapped, silence })))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(new RegExp(`a proxy for participant ${leaver} must make the rule's choice`)),
    });
    // the true entries are accepted after the refusals
    expect(atSeven.accept(t.log[sevenAt + 1])).toMatchObject({ ok: true });
    expect(beforeClaims.accept(t.log[firstClaim.seq])).toMatchObject({ ok: true });
    expect(atProxy.accept(t.log[realProxy.seq])).toMatchObject({ ok: true });
  });
});
