// Cards handed over face down in a signed 4-player Cities & Knights game with sealed hands (docs/cards.md,
// "Private resource moves"): a Wedding's gifts, a Master Merchant's look and take, a Commercial Harbor's
// offers and replies. Each giving hand is resealed first; the chooser names its tokens by id beside the
// face-down action ("handOver"). At each move, once the two parties have read their tokens, no other
// replica and no spectator holds a kind of the moved cards; the log verifies with every token audited.
// Lies about the tokens are refused at their entry; lies about their class are named by the audit.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Action, Engine } from '../../src/engine/types';
import { Table } from '../../src/bots/table';
import { randomStrategy } from '../../src/bots/strategy';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519';
import { logToJson, parseLogFile } from '../../src/protocol/logFile';
import { decodeCanonical, encodeCanonical, type Json } from '../../src/protocol/canonicalJson';
import { decodeEntry, encodeEntry, signingMessage, unsignedBytes } from '../../src/protocol/entry';
import { type TokenId, handKey } from '../../src/protocol/cards/index';
import { GameReplay } from '../../src/session/log/replay';
import { HandKeeper } from '../../src/session/cards/handKeeper';
import { Replica } from '../../src/session/replica/replica';
import { cardSeedOf } from '../../src/session/cards/cardKeeper';
import { verifyParsedLog } from '../../src/session/log/verifyLog';
import { getEngine } from '../helpers';
import { type FaceDownSeen, type LookSeen, faceDownWatcher } from './faceDownWatch';

type Body = { action?: Action; handOver?: number[][]; cards?: Record<string, Json> };
const bodyOf = (b: Uint8Array) => decodeCanonical(decodeEntry(b).body) as Body;
const PRIVATE_CARDS = new Set(['wedding', 'masterMerchant', 'commercialHarbor']);
const SEED = 8;

function verify(engine: Engine, log: readonly Uint8Array[]) {
  return verifyParsedLog(parseLogFile(JSON.stringify(logToJson([...log]))), engine, fastVerify);
}

/** A spectator's replay of the log's first `at` entries, and a signer of a forged entry `at` in the author's name. */
function forger(engine: Engine, t: Table, at: number, author = decodeEntry(t.log[at]).author) {
  const replay = new GameReplay(engine, fastVerify);
  for (const bytes of t.log.slice(0, at)) expect(replay.accept(bytes)).toMatchObject({ ok: true });
  const signed = (forged: Json) => {
    const unsigned = { seq: at, prev: replay.head, author, kind: 'action' as const, body: encodeCanonical(forged) };
    return encodeEntry({ ...unsigned, sig: fastSign(signingMessage(unsignedBytes(unsigned)), t.seats[author].identity.keyPair.secretKey) });
  };
  return { replay, signed, author };
}

describe('cards handed over face down in a signed Cities & Knights game', () => {
  let engine: Engine;
  let t: Table;
  let seeds: Uint8Array[];
  const seen: FaceDownSeen[] = [];
  const looks: LookSeen[] = [];

  /** The kind of token `id`, opened with every participant's seed (as the audit does). */
  const kindOf = (replay: GameReplay, id: TokenId) =>
    replay.cards!.privateMoves!.ledger.open(
      id,
      seeds.map((seed) => handKey(seed, id.shuffle, id.position)),
    );
  /** The first face-down entry of `type` before which its author holds a token `fits` (a spectator's replay walks the log). */
  const firstWhere = (type: string, fits: (kind: number) => boolean) => {
    const replay = new GameReplay(engine, fastVerify);
    for (let at = 0; at < t.log.length; at++) {
      const body = bodyOf(t.log[at]);
      if (body.handOver && body.action?.type === type) {
        const mine = replay.cards!.privateMoves!.ledger.tokensOf(decodeEntry(t.log[at]).author);
        const token = mine.find((id) => fits(kindOf(replay, id)));
        if (token) return { at, token };
      }
      expect(replay.accept(t.log[at])).toMatchObject({ ok: true });
    }
    throw new Error(`no ${type} whose author holds such a token`);
  };
  const toJson = (ids: TokenId[]) => ids.map((id) => [id.shuffle, id.position]);
  const fromJson = (json: number[][]): TokenId[] => json.map(([shuffle, position]) => ({ shuffle, position }));
  const firstOf = (type: string) => t.log.findIndex((b) => bodyOf(b).handOver !== undefined && bodyOf(b).action?.type === type);

  beforeAll(async () => {
    engine = await getEngine();
    // the random bots play a Wedding, a Master Merchant or a Commercial Harbor whenever they may
    const choose = randomStrategy.choose;
    vi.spyOn(randomStrategy, 'choose').mockImplementation((actions, ...rest) => {
      const play = actions.find((a) => a.type === 'playProgress' && PRIVATE_CARDS.has(String(a.card)));
      return play ?? choose(actions, ...rest);
    });
    t = new Table({ engine, players: 4, mode: 'ck', seed: SEED, sign: fastSign, verify: fastVerify, strategies: ['heuristic', 'random'], sealedHands: true });
    await t.open();
    const look = faceDownWatcher(engine, t, seen, looks);
    expect(await t.run(() => look() || t.settled())).toBe(true);
    t.close();
    vi.restoreAllMocks();
    seeds = t.seats.map((seat) => cardSeedOf(seat.identity.keyPair.secretKey.slice(0, 32)));
  }, 600_000);

  afterEach(() => vi.restoreAllMocks());

  it('keeps each moved card to its giver and receiver; the looker reads the hand it looks at; the log verifies with every token audited', () => {
    expect(t.seats[0].replica.replay.genesis!.rules).toMatchObject({ mode: 'ck', hands: 'sealed' });
    const types = new Set(seen.map((s) => s.type));
    for (const type of ['giveCards', 'takeCards', 'commercialHarborOffer', 'commercialHarborReply']) expect(types).toContain(type);
    expect(seen.every((s) => s.checked === 3 && s.giver !== s.receiver)).toBe(true);
    expect(looks.length).toBeGreaterThan(0);
    const report = verify(engine, t.log);
    expect(report).toMatchObject({ valid: true, finished: true, complete: true, reason: null });
    expect(report.handTokensAudited).toBeGreaterThan(0);
  });

  it('refuses at its entry a handOver of a token not held, of the wrong count, a token twice, and one beside a move that hands nothing over', () => {
    const at = firstOf('giveCards');
    const body = bodyOf(t.log[at]);
    const { replay, signed, author } = forger(engine, t, at);
    const mine = fromJson(body.handOver!);
    expect(mine).toHaveLength(2);
    const ledger = replay.cards!.privateMoves!.ledger;
    const others = [0, 1, 2, 3].filter((p) => p !== author).flatMap((p) => ledger.tokensOf(p));
    const forge = (handOver: Json) => replay.accept(signed({ action: body.action!, handOver } as Json));
    expect(forge(toJson([mine[0], others[0]]))).toMatchObject({ ok: false, reason: expect.stringMatching(/handOver: participant \d holds no token/) });
    expect(forge(toJson([mine[0]]))).toMatchObject({ ok: false, reason: expect.stringMatching(/giveCards hands over 2 sealed cards, not 1/) });
    expect(forge(toJson([mine[0], mine[0]]))).toMatchObject({ ok: false, reason: expect.stringMatching(/token \d+\/\d+ is handed over twice/) });
    expect(forge([[0]])).toMatchObject({ ok: false, reason: expect.stringMatching(/handOver: a token is \[shuffle, position\]/) });
    expect(replay.accept(signed({ action: body.action! } as Json))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/giveCards hands over 2 sealed cards face down: name them/),
    });
    expect(replay.accept(signed({ action: { type: 'endTurn' }, handOver: body.handOver } as Json))).toMatchObject({ ok: false });
    expect(replay.accept(t.log[at])).toMatchObject({ ok: true });
  });

  it('refuses a face-down move made before its reseal settled', () => {
    const at = firstOf('giveCards');
    // the giver's reseal: its last step lands before the gift; the gift signed in that step's place is refused
    const lastStep = t.log.slice(0, at).findLastIndex((b) => bodyOf(b).cards?.hand !== undefined);
    const { replay, signed } = forger(engine, t, lastStep, decodeEntry(t.log[at]).author);
    expect(replay.cards!.privateMoves!.ledger.resealing).toMatchObject({ owner: decodeEntry(t.log[at]).author });
    expect(replay.accept(signed(bodyOf(t.log[at]) as Json))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not participant \d.s turn \(seat \d has no legal action now\)/),
    });
    expect(replay.accept(t.log[lastStep])).toMatchObject({ ok: true });
  });

  it('names at the audit a Harbor offer whose token is a commodity, a reply whose token is a resource, and a false "no commodity"', () => {
    const offer = firstWhere('commercialHarborOffer', (kind) => kind >= 5);
    {
      const { replay, signed } = forger(engine, t, offer.at);
      expect(replay.accept(signed({ action: bodyOf(t.log[offer.at]).action!, handOver: toJson([offer.token]) } as Json))).toMatchObject({ ok: true });
      expect(replay.cards!.privateMoves!.audit(seeds)).toEqual({
        reason: expect.stringMatching(/^entry \d+: participant \d said "a resource" of token \d+\/\d+, which is (cloth|coin|paper)$/),
        entry: offer.at,
      });
    }
    const reply = firstWhere('commercialHarborReply', (kind) => kind < 5);
    {
      const { replay, signed } = forger(engine, t, reply.at);
      expect(replay.accept(signed({ action: bodyOf(t.log[reply.at]).action!, handOver: toJson([reply.token]) } as Json))).toMatchObject({ ok: true });
      expect(replay.cards!.privateMoves!.audit(seeds)).toEqual({
        reason: expect.stringMatching(/^entry \d+: participant \d said "a commodity" of token \d+\/\d+, which is (brick|lumber|wool|grain|ore)$/),
        entry: reply.at,
      });
    }
    {
      // an honest face-down reply gave a commodity: "no commodity" in its place is accepted (nobody else reads its cards) and named by the audit
      const at = firstOf('commercialHarborReply');
      const { replay, signed } = forger(engine, t, at);
      expect(replay.accept(signed({ action: { type: 'commercialHarborReply' } }))).toMatchObject({ ok: true });
      expect(replay.cards!.privateMoves!.audit(seeds)).toEqual({
        reason: expect.stringMatching(/^entry \d+: participant \d said "no commodity" of token \d+\/\d+, which is (cloth|coin|paper)$/),
        entry: at,
      });
    }
  });
});

describe("a participant that withholds its keys from a Master Merchant's looker", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is signed overdue like any withheld key, its escrow opened, and the looker reads the hand: the game finishes and verifies', async () => {
    const engine = await getEngine();
    const WITHHOLDER = 3; // neither the looker (0, every time in this game) nor its first target
    const choose = randomStrategy.choose;
    vi.spyOn(randomStrategy, 'choose').mockImplementation((actions, ...rest) => {
      const play = actions.find((a) => a.type === 'playProgress' && a.card === 'masterMerchant');
      return play ?? choose(actions, ...rest);
    });
    // every looker takes only what it has read (never the face-down take by the fixed rule), so it waits for the keys
    const legal = Replica.prototype.legalActions;
    vi.spyOn(Replica.prototype, 'legalActions').mockImplementation(function (this: Replica) {
      return legal.call(this).filter((a) => a.type !== 'takeCards' || a.take !== undefined);
    });
    // its boxes to a looker (for the hand it looks at) never go out; those to holders do
    const owed = HandKeeper.prototype.owedShares;
    vi.spyOn(HandKeeper.prototype, 'owedShares').mockImplementation(function (this: HandKeeper) {
      const all = owed.call(this);
      return this.me !== WITHHOLDER ? all : all.filter((m) => m.kind !== 'handShares' || this.moves.ledger.lookedBy(m.to).length === 0);
    });
    const t = new Table({
      engine,
      players: 4,
      mode: 'ck',
      seed: SEED,
      sign: fastSign,
      verify: fastVerify,
      strategies: ['heuristic', 'random'],
      sealedHands: true,
    });
    await t.open();
    expect(await t.run()).toBe(true);
    t.close();
    const report = verify(engine, t.log);
    expect(report).toMatchObject({ valid: true, finished: true, reason: null });
    expect(report.cardDepartures).toEqual([expect.stringMatching(new RegExp(`^participant ${WITHHOLDER} left: it owed its hand-shuffle step, its keys`))]);
    // the looker took what it read, once the withholder's escrow gave its keys
    expect(t.log.map(bodyOf).some((b) => b.action?.type === 'takeCards' && b.handOver)).toBe(true);
  }, 600_000);
});
