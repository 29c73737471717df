// Withheld card messages (issue 17, item 3): a withheld shuffle pass or key share must end in a
// departure the others can prove from the log (signed overdue claims) and the game must go on, or
// stop with a named culprit; it must never wait for ever. Built on the log rules (SealedCards) with a
// stand-in game whose hands the test sets.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/types';
import { decodeCanonical, type Json } from '../../src/protocol/canonicalJson';
import { encodeCardBody, revealToJson, type CardMessage, type Due } from '../../src/protocol/cardBodies';
import { sealEscrowPart, seededBytes, splitSeed } from '../../src/protocol/cards/index';
import { CardKeeper, cardSeedOf } from '../../src/session/cards/cardKeeper';
import { SealedCards, auditCards } from '../../src/session/cards/sealedCards';
import { getEngine } from '../helpers';
import { Table } from '../../src/bots/table';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519';
import { CARD_TIMEOUT_MS } from '../../src/session/cards/cardDuty';
import { sharedEngine } from './logBuilder';
import { logToJson, parseLogFile } from '../../src/protocol/logFile';
import { verifyParsedLog } from '../../src/session/log/verifyLog';

const wire = (m: CardMessage): Json => decodeCanonical(encodeCardBody(m));

/** n participants at seats 0..n-1, hands set by the test, no card public. */
async function table(n: number) {
  const hands: number[][] = Array.from({ length: n }, () => []);
  const game = { heldTokens: () => hands.map((tokens) => [...tokens]), winner: () => null, publicCard: () => null } as unknown as Game;
  const cards = new SealedCards(n, (await getEngine()).progressDecks, [...Array(n).keys()], game, 1);
  const keepers = [...Array(n).keys()].map((p) => new CardKeeper(p, seededBytes(70 + p)(32), cards.ledger, seededBytes(80 + p)));
  let seq = 2;
  const post = (author: number, m: CardMessage, gameOver = false) => cards.acceptMessage(seq++, author, wire(m), gameOver);
  const overdue = (author: number, who: number, owes: Due, gameOver = false) => post(author, { kind: 'overdue', who, owes }, gameOver);
  /** Up to `steps` deal steps of the participants in `honest`, stopping when the deal is done or waits for someone else. */
  const deal = (honest: number[], steps = Infinity) => {
    for (let next = cards.ledger.nextStep(); next && honest.includes(next.participant) && steps-- > 0; next = cards.ledger.nextStep()) {
      expect(post(next.participant, keepers[next.participant].dealStep()!)).toBeNull();
    }
  };
  /** Keys for every card in a hand, from the participants in `honest` only. */
  const shareFrom = (honest: number[]) => {
    const holdings = hands.map((tokens, participant) => ({ participant, tokens }));
    for (const p of honest) for (const m of keepers[p].owedShares(holdings)) expect(post(p, m)).toBeNull();
  };
  return { cards, keepers, hands, game, post, overdue, deal, shareFrom };
}

describe('withheld card messages', () => {
  it('a withheld shuffle pass: once every other participant has signed the claim, a public stand-in deals for the withholder', async () => {
    const { cards, keepers, hands, overdue, deal, shareFrom } = await table(3);
    deal([0, 2]); // participant 0's pass 1 (entry 2); then participant 1 never deals
    expect(cards.ledger.nextStep()).toEqual({ step: 'pass1', participant: 1 });
    expect(overdue(0, 0, { kind: 'deal' })).toMatch(/about oneself/);
    expect(overdue(0, 2, { kind: 'deal' })).toMatch(/participant 2 does not owe its deal step now/);
    expect(overdue(0, 1, { kind: 'deal' })).toBeNull();
    expect(overdue(0, 1, { kind: 'deal' })).toMatch(/claimed that already/);
    expect(cards.ledger.nextStep()?.participant).toBe(1); // one claim is not enough
    expect(overdue(2, 1, { kind: 'deal' })).toBeNull();
    expect(cards.departures.departed).toEqual([
      {
        who: 1,
        owed: 'its deal step',
        since: 2,
        claims: [
          { by: 0, seq: 5 },
          { by: 2, seq: 7 },
        ],
      },
    ]);
    deal([0, 2]);
    expect(cards.ready).toBe(true);
    // A card dealt to participant 0 opens with participant 2's key and the stand-in's (known to all).
    hands[0] = [7];
    shareFrom([2]);
    expect(keepers[0].learn([7]).learnt).toHaveLength(1);
    for (const p of [0, 2]) expect(cards.acceptMessage(30 + p, p, wire(keepers[p].seedMessage()), true)).toBeNull();
    const audit = auditCards(cards);
    expect(audit).toMatchObject({ audited: 54, failure: null, incomplete: null });
  });

  it('a withheld escrow after pass 1: the deal starts again with a stand-in instead of the secret layer', async () => {
    const { cards, overdue, deal } = await table(3);
    deal([0, 1, 2], 3); // pass 1 by all
    deal([0]); // participant 0's escrow; participant 1 withholds its own
    expect(cards.ledger.nextStep()).toEqual({ step: 'escrow', participant: 1 });
    overdue(0, 1, { kind: 'deal' });
    overdue(2, 1, { kind: 'deal' });
    expect(cards.ledger.pass1).toHaveLength(0); // participant 1's secret layer is gone with the old deal
    deal([0, 2]);
    expect(cards.ledger.nextStep()).toBeNull();
    expect(cards.ready).toBe(true);
  });

  it("a withheld key share: the others release the withholder's escrow, and the drawer reads its card with the rebuilt keys", async () => {
    const { cards, keepers, hands, game, post, overdue, deal, shareFrom } = await table(3);
    deal([0, 1, 2]);
    hands[0] = [20];
    shareFrom([2]); // participant 1 never sends its key
    expect(keepers[0].learn([20]).learnt).toEqual([]);
    expect(overdue(2, 1, { kind: 'key', at: 20, to: 2 })).toMatch(/does not owe/);
    expect(overdue(0, 1, { kind: 'key', at: 20, to: 0 })).toBeNull();
    expect(overdue(2, 1, { kind: 'key', at: 20, to: 0 })).toBeNull();
    expect(cards.departures.gone).toEqual([false, true, false]);
    expect(cards.departures.awaitingRelease(0)).toEqual([1]);
    expect(post(0, keepers[0].release(1))).toBeNull();
    expect(post(0, keepers[0].release(1))).toMatch(/open already/);
    expect(post(2, keepers[2].release(1))).toBeNull();
    expect(cards.ledger.known[1]?.seed).toEqual(keepers[1].secrets.seed);
    const [{ card }] = keepers[0].learn([20]).learnt;
    // The play carries all three keys, the rebuilt one included, and every replica checks it.
    const reveal = revealToJson(keepers[0].revealShares(20)!);
    expect(cards.checkAction(40, 0, game, { type: 'playProgress', card, at: 20 }, reveal)).toBeNull();
    expect(cards.ledger.fault).toBeNull();
  });

  it('a seed withheld at the end: the escrow rebuilds it and the audit is complete', async () => {
    const { cards, keepers, post, overdue, deal } = await table(3);
    deal([0, 1, 2]);
    for (const p of [0, 2]) expect(post(p, keepers[p].seedMessage(), true)).toBeNull();
    expect(auditCards(cards).incomplete).toBe('no card seed from participant 1');
    expect(overdue(0, 1, { kind: 'seed' }, true)).toBeNull();
    expect(overdue(2, 1, { kind: 'seed' }, true)).toBeNull();
    for (const p of [0, 2]) expect(post(p, keepers[p].release(1), true)).toBeNull();
    const audit = auditCards(cards);
    expect(audit).toMatchObject({ audited: 54, failure: null, incomplete: null, stopped: null });
    expect(audit.departures).toEqual([
      'participant 1 left: it owed its card seed for the audit since entry 13; overdue claims by participant 0 (entry 13), participant 2 (entry 14)',
    ]);
  });

  it('two participants gone before either escrow was opened: the game stops and names them', async () => {
    const { cards, hands, overdue, deal, shareFrom } = await table(4);
    deal([0, 1, 2, 3]);
    hands[0] = [3];
    shareFrom([1]); // 2 and 3 withhold
    for (const p of [0, 1, 3]) overdue(p, 2, { kind: 'key', at: 3, to: 0 });
    expect(cards.departures.gone[2]).toBe(true);
    for (const p of [0, 1]) overdue(p, 3, { kind: 'key', at: 3, to: 0 });
    expect(cards.ledger.fault).toBe(
      "participants 2 and 3 both left before either's escrow was opened: each holds a part of the other's seed, so their keys can never come",
    );
    expect(cards.ready).toBe(false);
  });
});

/** Participant 1 escrows the parts of some other seed; returns the seq of that entry. */
function falseEscrow(t: Awaited<ReturnType<typeof table>>): number {
  const { cards, keepers, post, deal } = t;
  deal([0, 1, 2], 4); // pass 1 by all, participant 0's escrow
  const parts = splitSeed(new Uint8Array(32).fill(9), 2, seededBytes(5));
  const boxes = [0, 1, 2].map((j) =>
    j === 1 ? null : sealEscrowPart(1, j, parts.shift()!, keepers[1].secrets.box.secretKey, cards.ledger.keys[j].boxPublicKey),
  );
  expect(post(1, { kind: 'escrow', boxes })).toBeNull();
  deal([0, 1, 2]);
  return 6; // entries 2-5 were pass 1 by all and participant 0's escrow
}

describe('false escrows', () => {
  it('the audit names a false escrow even when nobody left', async () => {
    const t = await table(3);
    const entry = falseEscrow(t);
    for (const p of [0, 1, 2]) expect(t.cards.acceptMessage(30 + p, p, wire(t.keepers[p].seedMessage()), true)).toBeNull();
    expect(auditCards(t.cards).failure).toEqual({ reason: 'card audit: escrow: player 1: escrow parts do not rebuild the seed', entry });
  });

  it('an escrow that does not rebuild the announced seed stops the game naming its author', async () => {
    const t = await table(3);
    const { cards, keepers, hands, post, overdue, shareFrom } = t;
    falseEscrow(t);
    hands[0] = [11];
    shareFrom([2]);
    for (const p of [0, 2]) overdue(p, 1, { kind: 'key', at: 11, to: 0 });
    for (const p of [0, 2]) expect(post(p, keepers[p].release(1))).toBeNull();
    expect(cards.ledger.fault).toBe("participant 1's escrow does not rebuild the seed it announced (commitment)");
  });
});

describe('a player who leaves during the deal of a networked C&K game', () => {
  it('the others claim, deal without it, and play on', async () => {
    const t = new Table({ engine: await sharedEngine(), players: 3, mode: 'ck', seed: 7, sign: fastSign, verify: fastVerify });
    await t.open();
    const host = t.seats[0].replica;
    await t.run(() => host.replay.cards !== null);
    const leaver = t.seats[2];
    leaver.bot?.stop();
    leaver.replica.close();
    const started = t.clock.now();
    const dealtAt = () => (host.replay.cards!.ready ? host.replay.nextSeq : Infinity);
    await t.run(() => host.replay.nextSeq > dealtAt() + 10);
    t.close();
    const cards = host.replay.cards!;
    expect(cards.ready).toBe(true);
    expect(cards.departures.departed.map((d) => ({ who: d.who, owed: d.owed, by: d.claims.map((c) => c.by) }))).toEqual([
      { who: 2, owed: 'its deal step', by: [0, 1] },
    ]);
    expect(t.clock.now() - started).toBeGreaterThanOrEqual(CARD_TIMEOUT_MS);
    // The other guest holds the same log, and anyone can check the departure from it.
    expect(t.seats[1].replica.replay.cards!.departures.gone).toEqual([false, false, true]);
    const report = verifyParsedLog(parseLogFile(JSON.stringify(logToJson([...t.log]))), t.options.engine, fastVerify);
    expect(report.reason).toBeNull();
    expect(report.cardDepartures).toEqual([
      expect.stringMatching(
        /^participant 2 left: it owed its deal step since entry \d+; overdue claims by participant 0 \(entry \d+\), participant 1 \(entry \d+\)$/,
      ),
    ]);
  }, 120_000);
});

describe('a player who leaves in the middle of a networked C&K game', () => {
  it('owes a key, is claimed overdue, and the others release its escrow so the drawer reads the card', async () => {
    const t = new Table({ engine: await sharedEngine(), players: 3, mode: 'ck', seed: 5, sign: fastSign, verify: fastVerify });
    await t.open();
    const host = t.seats[0].replica;
    await t.run(() => (host.replay.cards?.ready ?? false) && host.replay.nextSeq > 120);
    const leaver = t.seats[2];
    leaver.bot?.stop();
    leaver.replica.close();
    const cards = host.replay.cards!;
    await t.run(() => cards.ledger.known[2] !== null || cards.ledger.fault !== null);
    const after = host.replay.nextSeq;
    await t.run(() => host.replay.nextSeq > after + 30 || host.finished.value);
    t.close();
    expect(cards.ledger.fault).toBeNull();
    expect(cards.departures.departed.map((d) => [d.who, d.owed])).toEqual([[2, expect.stringMatching(/^its key for token \d+ in participant [01]'s hand$/)]]);
    // Rebuilt from the escrow: the very seed the leaver's replica derived from its identity.
    expect(cards.ledger.known[2]?.seed).toEqual(cardSeedOf(leaver.identity.keyPair.secretKey.slice(0, 32)));
    // Every card in the two remaining hands is readable by its holder: no key is missing for good.
    for (const p of [0, 1]) {
      const replay = t.seats[p].replica.replay;
      const mine = (replay.game!.view().players as { progressAt: number[] }[])[replay.seatOf[p]].progressAt;
      for (const at of mine) expect(replay.cards!.keysComplete(p, at)).toBe(true);
    }
  }, 300_000);
});
