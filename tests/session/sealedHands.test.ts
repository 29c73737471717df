// Stolen cards in a signed base game with sealed hands (genesis rules.hands: 'sealed'; docs/cards.md,
// "Private resource moves"): bots as real replicas over the in-memory network, and a spectator's
// replay of the same log. After a steal the thief's and the victim's replicas know what moved; every
// other replica and the spectator know only counts until the card is spent. A liar is refused at the
// entry where its reveal shows it, or (a Monopoly answer that keeps a card back) named by verify.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Engine, Game } from '../../src/engine/types';
import { Table } from '../../src/bots/table';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519';
import { logToJson, parseLogFile } from '../../src/protocol/logFile';
import { decodeCanonical, encodeCanonical, isRecord, type Json } from '../../src/protocol/canonicalJson';
import { decodeEntry, encodeEntry, signingMessage, unsignedBytes } from '../../src/protocol/entry';
import { GameReplay } from '../../src/session/log/replay';
import { HandKeeper } from '../../src/session/cards/handKeeper';
import { sealHandShare, tokenKey } from '../../src/protocol/cards/index';
import { verifyParsedLog } from '../../src/session/log/verifyLog';
import { getEngine } from '../helpers';
import { RoomTable } from './roomHarness';
import { type StealSeen, stealWatcher } from './stealWatch';

/** In seed 3's game this participant owes a Monopoly answer while holding sealed cards. */
const MONOPOLY_WITHHOLDER = 1;

function table(engine: Engine, seed: number) {
  return new Table({ engine, players: 4, mode: 'base', seed, sign: fastSign, verify: fastVerify, strategies: ['heuristic'], sealedHands: true });
}

/** A spectator: the log's entries replayed by nobody's seat. */
function spectator(engine: Engine, log: readonly Uint8Array[], upTo = log.length): GameReplay {
  const replay = new GameReplay(engine, fastVerify);
  for (const bytes of log.slice(0, upTo)) expect(replay.accept(bytes)).toMatchObject({ ok: true });
  return replay;
}

function verify(engine: Engine, log: readonly Uint8Array[]) {
  return verifyParsedLog(parseLogFile(JSON.stringify(logToJson([...log]))), engine, fastVerify);
}

describe('sealed hands in a signed base game', () => {
  let engine: Engine;
  let t: Table;
  const privacy: StealSeen[] = [];

  beforeAll(async () => {
    engine = await getEngine();
    t = table(engine, 3);
    await t.open();
    const look = stealWatcher(engine, t, privacy);
    expect(await t.run(() => look() || t.settled())).toBe(true);
    t.close();
  }, 240_000);

  it('a stolen card is known to thief and victim only, until spent; the finished log audits every token', () => {
    expect(privacy.length).toBeGreaterThan(3);
    expect(privacy.every((p) => p.checked === 3)).toBe(true);
    const report = verify(engine, t.log);
    expect(report).toMatchObject({ valid: true, finished: true, complete: true, reason: null, cardsAudited: 25 });
    expect(report.handTokensAudited).toBeGreaterThan(privacy.length);
    // spent cards were shown beside their actions, each checked by every replica
    const shown = t.log.filter((b) => isRecord(decodeCanonical(decodeEntry(b).body)) && 'hand' in (decodeCanonical(decodeEntry(b).body) as object));
    expect(shown.length).toBeGreaterThan(0);
  });

  it('refuses, at its entry, a reveal that claims another kind, a token not held, or a spend without the reveal', () => {
    const at = t.log.findIndex((b) => 'hand' in (decodeCanonical(decodeEntry(b).body) as object));
    const entry = decodeEntry(t.log[at]);
    const body = decodeCanonical(entry.body) as { action: Json; hand: { at: number[]; kind: number; keys: string[] }[] };
    const replay = spectator(engine, t.log, at);
    const signed = (forged: Json) => {
      const unsigned = { seq: at, prev: replay.head, author: entry.author, kind: 'action' as const, body: encodeCanonical(forged) };
      return encodeEntry({ ...unsigned, sig: fastSign(signingMessage(unsignedBytes(unsigned)), t.seats[entry.author].identity.keyPair.secretKey) });
    };
    const [first, ...rest] = body.hand;
    const otherKind = { ...body, hand: [{ ...first, kind: (first.kind + 1) % 5 }, ...rest] };
    expect(replay.accept(signed(otherKind))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/hand reveal: reveal: player \d, position \d+: token \d+\/\d+ holds kind \d, not kind \d/),
    });
    const notHeld = { ...body, hand: [{ ...first, at: [first.at[0], first.at[1] + 40] }, ...rest] };
    expect(replay.accept(signed(notHeld))).toMatchObject({ ok: false, reason: expect.stringMatching(/holds no token/) });
    expect(replay.accept(signed({ action: body.action }))).toMatchObject({ ok: false, reason: expect.stringMatching(/illegal action/) });
    const twice = { ...body, hand: [first, ...body.hand] };
    expect(replay.accept(signed(twice))).toMatchObject({ ok: false, reason: expect.stringMatching(/shown twice/) });
    // the state is as it was: the true entry is accepted
    expect(replay.accept(t.log[at])).toMatchObject({ ok: true });
  });
});

describe('a Monopoly answer that keeps a card back', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is named by verify at its entry, once the seeds open every token', async () => {
    const engine = await getEngine();
    // every player answers a Monopoly with "none", whatever it holds
    vi.spyOn(HandKeeper.prototype, 'monopolyAnswer').mockImplementation(function (this: HandKeeper, game: Game, seat: number) {
      const kind = this.moves.monopoly;
      return kind === null || !game.owesMonopoly(seat) ? null : { kind: 'monopoly', reveals: [] };
    });
    const t = table(engine, 3);
    await t.open();
    expect(await t.run()).toBe(true);
    t.close();
    const report = verify(engine, t.log);
    expect(report).toMatchObject({ valid: false, reason: expect.stringMatching(/said "no card of kind \d left" of token \d+\/\d+, which is \w+/) });
    const named = decodeEntry(t.log[report.firstBadEntry!]);
    expect(Object.keys((decodeCanonical(named.body) as { cards: object }).cards)).toEqual(['monopoly']);
  }, 240_000);
});

describe('a participant that withholds its hand-shuffle steps and keys', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is signed overdue by all the others, its escrow opened, and every replica computes its steps from its seed', async () => {
    const engine = await getEngine();
    const WITHHOLDER = 2;
    const step = HandKeeper.prototype.step;
    const owed = HandKeeper.prototype.owedShares;
    vi.spyOn(HandKeeper.prototype, 'step').mockImplementation(function (this: HandKeeper) {
      return this.me === WITHHOLDER ? null : step.call(this);
    });
    vi.spyOn(HandKeeper.prototype, 'owedShares').mockImplementation(function (this: HandKeeper) {
      return this.me === WITHHOLDER ? [] : owed.call(this);
    });
    const t = table(engine, 3);
    await t.open();
    expect(await t.run()).toBe(true);
    t.close();
    const report = verify(engine, t.log);
    expect(report).toMatchObject({ valid: true, finished: true, reason: null });
    expect(report.cardDepartures).toEqual([
      expect.stringMatching(
        /^participant 2 left: it owed its hand-shuffle step, its keys of sealed resource cards or its Monopoly answer since entry \d+; overdue claims by participant \d \(entry \d+\), participant \d \(entry \d+\), participant \d \(entry \d+\)$/,
      ),
    ]);
    expect(report.handTokensAudited).toBeGreaterThan(0);
  }, 240_000);
});

describe('a participant that withholds its Monopoly answers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is signed overdue, and every replica makes its answer from its rebuilt seed: the game finishes and verifies', async () => {
    const engine = await getEngine();
    const WITHHOLDER = MONOPOLY_WITHHOLDER;
    const answer = HandKeeper.prototype.monopolyAnswer;
    vi.spyOn(HandKeeper.prototype, 'monopolyAnswer').mockImplementation(function (this: HandKeeper, game: Game, seat: number) {
      return this.me === WITHHOLDER ? null : answer.call(this, game, seat);
    });
    const t = table(engine, 3);
    await t.open();
    expect(await t.run()).toBe(true);
    t.close();
    const report = verify(engine, t.log);
    expect(report).toMatchObject({ valid: true, finished: true, reason: null });
    expect(report.cardDepartures).toEqual([expect.stringMatching(new RegExp(`^participant ${WITHHOLDER} left: it owed its hand-shuffle step`))]);
    // its answer is in no entry of its own: every replica made it at the entry that opened its escrow
    const answers = t.log.map((b) => decodeEntry(b)).filter((e) => 'monopoly' in ((decodeCanonical(e.body) as { cards?: object }).cards ?? {}));
    expect(answers.some((e) => e.author === WITHHOLDER)).toBe(false);
  }, 240_000);
});

describe('a participant that boxes a wrong key of a sealed token', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is disputed by the holder, whose pair key opens the box for everyone: the game stops naming the sender', async () => {
    const engine = await getEngine();
    const LIAR = 3;
    const owed = HandKeeper.prototype.owedShares;
    // every time it boxes its key of one token (the first it owes), the box holds another scalar
    let target: string | null = null;
    vi.spyOn(HandKeeper.prototype, 'owedShares').mockImplementation(function (this: HandKeeper) {
      const messages = owed.call(this);
      if (this.me !== LIAR) return messages;
      const secretKey = (this as unknown as { secrets: { box: { secretKey: Uint8Array } } }).secrets.box.secretKey;
      return messages.map((m) => {
        if (m.kind !== 'handShares') return m;
        target ??= `${m.to}:${tokenKey(m.boxes[0].at)}`;
        const boxes = m.boxes.map((b) =>
          `${m.to}:${tokenKey(b.at)}` === target
            ? { ...b, box: sealHandShare({ at: b.at, scalar: 5n }, secretKey, this.moves.ledger.playerKeys(m.to).boxPublicKey) }
            : b,
        );
        return { ...m, boxes };
      });
    });
    const t = table(engine, 3);
    await t.open();
    const stopped = () => t.seats.every((s) => s.replica.replay.cards?.ledger.fault);
    expect(await t.run(() => stopped() || t.settled())).toBe(true);
    t.close();
    expect(target).not.toBeNull();
    for (const s of t.seats)
      expect(s.replica.replay.cards!.ledger.fault).toMatch(/^participant 3 sent participant \d a wrong key for sealed resource token \d+\/\d+$/);
    const disputes = t.log.map((b) => decodeEntry(b)).filter((e) => 'handDispute' in ((decodeCanonical(e.body) as { cards?: object }).cards ?? {}));
    expect(disputes).toHaveLength(1);
    expect(disputes[0].author).not.toBe(LIAR);
  }, 240_000);
});

describe('sealed hands in a room whose writers take turns at each log position (as the page does)', () => {
  it('plays steals, shuffles and reveals through NetworkRooms to the end', async () => {
    // the page's answer slots (src/ui/netBots.ts): a card message waits for its writer's turn at each position
    const t = new RoomTable({ seed: 5, sealedHands: true, answerSlotMs: 250 });
    await t.start();
    await t.runFor(7_200_000, () => t.replica(0).finished.value === true);
    const replay = t.replica(0).replay;
    expect(replay.finished).toBe(true);
    expect(replay.cards?.privateMoves?.ledger.tokensMade).toBeGreaterThan(0);
  }, 240_000);
});
