// Stolen cards in signed Cities & Knights and Barbarian Attack games with sealed hands (docs/cards.md,
// "Private resource moves"): the robber's, the Bishop's and Barbarian Attack's 7 steals seal resources
// and commodities alike, Resource and Trade Monopoly take at most 2 or 1 of a kind from each hand (an
// answer shows what its public cards left of that, or says "none left", audited at the end). The
// Commercial Harbor's "no commodity", a claim the audit checks too, is tested with the other face-down
// moves in privateMoves.test.ts.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Engine, Game } from '../../src/engine/types';
import { Table } from '../../src/bots/table';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519';
import { logToJson, parseLogFile } from '../../src/protocol/logFile';
import { decodeCanonical, encodeCanonical, type Json } from '../../src/protocol/canonicalJson';
import { decodeEntry, encodeEntry, signingMessage, unsignedBytes } from '../../src/protocol/entry';
import { GameReplay } from '../../src/session/log/replay';
import { HandKeeper } from '../../src/session/cards/handKeeper';
import { verifyParsedLog } from '../../src/session/log/verifyLog';
import { getEngine } from '../helpers';
import { type StealSeen, stealWatcher } from './stealWatch';

type Body = {
  action?: Json & { type?: string; card?: string; kind?: string };
  hand?: { at: number[]; kind: number; keys: string[] }[];
  cards?: Record<string, Json>;
};
const bodyOf = (b: Uint8Array) => decodeCanonical(decodeEntry(b).body) as Body;

function table(engine: Engine, seed: number, mode: 'ck' | 'ckba' = 'ck') {
  return new Table({ engine, players: 4, mode, seed, sign: fastSign, verify: fastVerify, strategies: ['heuristic', 'random'], sealedHands: true });
}

function verify(engine: Engine, log: readonly Uint8Array[]) {
  return verifyParsedLog(parseLogFile(JSON.stringify(logToJson([...log]))), engine, fastVerify);
}

/** A spectator's replay of the log's first `upTo` entries, and a signer of a forged entry `at` in the author's name. */
function forger(engine: Engine, t: Table, at: number) {
  const replay = new GameReplay(engine, fastVerify);
  for (const bytes of t.log.slice(0, at)) expect(replay.accept(bytes)).toMatchObject({ ok: true });
  const author = decodeEntry(t.log[at]).author;
  const signed = (forged: Json) => {
    const unsigned = { seq: at, prev: replay.head, author, kind: 'action' as const, body: encodeCanonical(forged) };
    return encodeEntry({ ...unsigned, sig: fastSign(signingMessage(unsignedBytes(unsigned)), t.seats[author].identity.keyPair.secretKey) });
  };
  return { replay, signed, author };
}

describe('sealed hands in a signed Cities & Knights game', () => {
  let engine: Engine;
  let t: Table;
  const privacy: StealSeen[] = [];

  beforeAll(async () => {
    engine = await getEngine();
    t = table(engine, 1);
    await t.open();
    const look = stealWatcher(engine, t, privacy);
    expect(await t.run(() => look() || t.settled())).toBe(true);
    t.close();
  }, 240_000);

  it("a stolen card (a Bishop's too) is known to thief and victim only, until spent; the finished log audits every token", () => {
    expect(t.seats[0].replica.replay.genesis!.rules).toMatchObject({ mode: 'ck', hands: 'sealed' });
    expect(privacy.length).toBeGreaterThan(3);
    expect(privacy.every((p) => p.checked === 3)).toBe(true);
    const plays = t.log.map(bodyOf).map((b) => b.action?.card);
    expect(plays).toContain('bishop');
    // sealed cards are shown where C&K spends them too: a city improvement, a knight, a wall, besides discards
    const spends = new Set(t.log.map(bodyOf).flatMap((b) => (b.hand ? [b.action?.type] : [])));
    expect(spends).toContain('discard');
    expect([...spends].some((type) => ['improve', 'buildKnight', 'activateKnight', 'promoteKnight', 'buildWall'].includes(String(type)))).toBe(true);
    const report = verify(engine, t.log);
    expect(report).toMatchObject({ valid: true, finished: true, complete: true, reason: null });
    expect(report.handTokensAudited).toBeGreaterThan(privacy.length);
  });

  it('refuses, at its entry, a commodity or resource shown as another kind, and a spend without its reveal', () => {
    const at = t.log.findIndex((b) => bodyOf(b).hand?.some((r) => r.kind >= 5)) ?? -1;
    const found = at >= 0 ? at : t.log.findIndex((b) => bodyOf(b).hand !== undefined);
    const body = bodyOf(t.log[found]);
    const { replay, signed } = forger(engine, t, found);
    const [first, ...rest] = body.hand!;
    const otherKind = { ...body, hand: [{ ...first, kind: (first.kind + 1) % 8 }, ...rest] } as Json;
    expect(replay.accept(signed(otherKind))).toMatchObject({ ok: false, reason: expect.stringMatching(/hand reveal: .*holds kind \d, not kind \d/) });
    expect(replay.accept(signed({ action: body.action! }))).toMatchObject({ ok: false, reason: expect.stringMatching(/illegal action/) });
    expect(replay.accept(t.log[found])).toMatchObject({ ok: true });
  });
});

describe('sealed hands in a signed Barbarian Attack game', () => {
  it("a card the roller draws on a 7 (the mode's steal) is known to thief and victim only; the finished log audits every token", async () => {
    const engine = await getEngine();
    const t = table(engine, 2, 'ckba');
    await t.open();
    const seen: StealSeen[] = [];
    const look = stealWatcher(engine, t, seen);
    expect(await t.run(() => look() || t.settled())).toBe(true);
    t.close();
    expect(t.seats[0].replica.replay.genesis!.rules).toMatchObject({ mode: 'ckba', hands: 'sealed' });
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.every((p) => p.checked === 3)).toBe(true);
    const report = verify(engine, t.log);
    expect(report).toMatchObject({ valid: true, finished: true, complete: true, reason: null });
    expect(report.handTokensAudited).toBeGreaterThan(seen.length);
  }, 240_000);
});

describe("Resource and Trade Monopoly's answers", () => {
  let engine: Engine;
  let t: Table;

  beforeAll(async () => {
    engine = await getEngine();
    // every player answers with "none left", whatever it holds
    vi.spyOn(HandKeeper.prototype, 'monopolyAnswer').mockImplementation(function (this: HandKeeper, game: Game, seat: number) {
      return this.moves.monopoly === null || !game.owesMonopoly(seat) ? null : { kind: 'monopoly', reveals: [] };
    });
    t = table(engine, 2);
    await t.open();
    expect(await t.run()).toBe(true);
    t.close();
    vi.restoreAllMocks();
  }, 240_000);

  it('that keep a card back are named by verify at the first such answer', () => {
    const report = verify(engine, t.log);
    expect(report).toMatchObject({ valid: false, reason: expect.stringMatching(/said "no card of kind \d left" of token \d+\/\d+, which is \w+/) });
    expect(Object.keys(bodyOf(t.log[report.firstBadEntry!]).cards!)).toEqual(['monopoly']);
  });

  it('refuses a Monopoly answer that gives more than the card takes from that hand (2 of a resource, 1 commodity)', () => {
    const at = t.log.findIndex((b) => bodyOf(b).cards?.monopoly !== undefined);
    const { replay, signed, author } = forger(engine, t, at);
    const left = replay.game!.monopolyLeft(replay.seatOf[author]);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(2);
    const reveal = t.log.map(bodyOf).find((b) => b.hand)!.hand![0]; // a well-formed reveal: only the count is judged first
    const tooMany = { cards: { monopoly: Array.from({ length: left + 1 }, (_, i) => ({ ...reveal, at: [reveal.at[0], i] })) } } as Json;
    expect(replay.accept(signed(tooMany))).toMatchObject({ ok: false, reason: expect.stringMatching(`gives at most ${left} cards, not ${left + 1}`) });
    expect(replay.accept(t.log[at])).toMatchObject({ ok: true });
  });
});

describe('a participant that withholds its hand-shuffle steps, its keys and its Monopoly answers in a C&K game', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is signed overdue, its escrow opened, and every replica makes its steps and answers: the game (with a Bishop) finishes and verifies', async () => {
    const engine = await getEngine();
    const WITHHOLDER = 2;
    const step = HandKeeper.prototype.step;
    const owed = HandKeeper.prototype.owedShares;
    const answer = HandKeeper.prototype.monopolyAnswer;
    vi.spyOn(HandKeeper.prototype, 'step').mockImplementation(function (this: HandKeeper) {
      return this.me === WITHHOLDER ? null : step.call(this);
    });
    vi.spyOn(HandKeeper.prototype, 'owedShares').mockImplementation(function (this: HandKeeper) {
      return this.me === WITHHOLDER ? [] : owed.call(this);
    });
    vi.spyOn(HandKeeper.prototype, 'monopolyAnswer').mockImplementation(function (this: HandKeeper, game: Game, seat: number) {
      return this.me === WITHHOLDER ? null : answer.call(this, game, seat);
    });
    const t = table(engine, 1);
    await t.open();
    expect(await t.run()).toBe(true);
    t.close();
    const report = verify(engine, t.log);
    expect(report).toMatchObject({ valid: true, finished: true, reason: null });
    expect(report.cardDepartures).toEqual([expect.stringMatching(new RegExp(`^participant ${WITHHOLDER} left: it owed its hand-shuffle step`))]);
    expect(report.handTokensAudited).toBeGreaterThan(0);
    // no hand step of its own after its departure: every replica computed them
    const steps = t.log.map((b) => decodeEntry(b)).filter((e) => 'hand' in ((decodeCanonical(e.body) as { cards?: object }).cards ?? {}));
    expect(steps.some((e) => e.author === WITHHOLDER)).toBe(false);
    expect(t.log.map(bodyOf).map((b) => b.action?.card)).toContain('bishop');
  }, 240_000);
});
