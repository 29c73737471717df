// Two players asked at once (both discard after a 7) sign onto the same log position; the host
// sequences one and the other arrives too late. A bot decides again, but a person's click used to be
// lost: the entry that took its position arrived first, the replica dropped its pending submission
// without a word, and the table reported the move as made. The loser's choice still fits the new
// position, so the replica signs it again onto it (replica.ts `lostRace`). Not so an accept whose
// position went to the offering player's new offer: it answered other terms, and the player is told.
import { describe, expect, it } from 'vitest';
import { Table, type Seat } from '../../src/bots/table.js';
import { decodeEntry } from '../../src/protocol/entry.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { sharedEngine } from './logBuilder.js';

describe('a move that loses the race for its log position', () => {
  it('is signed again onto the next position when it still fits, so neither discard is lost', async () => {
    const t = new Table({ engine: await sharedEngine(), players: 4, seed: 2, sign: fastSign, verify: fastVerify });
    await t.open();
    const host = t.seats[0].replica;
    const discarding = () => t.seats.slice(1).filter((s) => s.replica.legalActions().some((a) => a.type === 'discard'));
    expect(await t.run(() => discarding().length >= 2)).toBe(true);
    for (const s of t.seats) s.bot!.stop();
    // both click at once, each signing onto the position it sees
    const [a, b] = discarding();
    const seq = host.replay.nextSeq;
    expect([a, b].map((s) => s.replica.replay.nextSeq)).toEqual([seq, seq]);
    for (const s of [a, b]) expect(s.replica.act(s.replica.legalActions().find((x) => x.type === 'discard')!)).toBe(true);
    expect(await t.run(() => host.replay.nextSeq >= seq + 2 && t.seats.every((s) => s.replica.replay.nextSeq === host.replay.nextSeq))).toBe(true);
    const authors = [seq, seq + 1].map((n) => decodeEntry(host.replay.entries[n]).author);
    expect(authors.sort()).toEqual([a, b].map((s) => s.replica.participant).sort());
    expect(t.seats.some((s) => s.replica.halted)).toBe(false);
    t.close();
  });

  it('is refused, not signed again, when a new offer took the position of its accept: an accept answers the terms it saw', async () => {
    const t = new Table({ engine: await sharedEngine(), players: 4, seed: 2, sign: fastSign, verify: fastVerify });
    await t.open();
    const host = t.seats[0].replica;
    const guests = t.seats.slice(1);
    const hand = (s: Seat) => (s.replica.view.value as any).players[s.replica.mySeat!].hand as Record<string, number>;
    const offers = (s: Seat) => s.replica.legalActions().filter((a) => a.type === 'offerTrade') as any[];
    // a guest's turn, with two offers asking for the same card, which another guest holds
    let pick: { a: Seat; b: Seat; first: any; second: any } | null = null;
    const ready = () => {
      const a = guests.find((s) => s.replica.myTurn.value && offers(s).length > 1);
      if (!a) return false;
      for (const first of offers(a)) {
        const second = offers(a).find((o) => JSON.stringify(o.give) !== JSON.stringify(first.give) && JSON.stringify(o.get) === JSON.stringify(first.get));
        const b = guests.find((s) => s !== a && Object.entries(first.get as Record<string, number>).every(([k, n]) => hand(s)[k] >= n));
        if (second && b) return !!(pick = { a, b, first, second });
      }
      return false;
    };
    expect(await t.run(ready)).toBe(true);
    for (const s of t.seats) s.bot!.stop();
    const { a, b, first, second } = pick!;
    expect(a.replica.act(first)).toBe(true);
    expect(
      await t.run(
        () => t.seats.every((s) => s.replica.head.value.seq === host.head.value.seq) && b.replica.legalActions().some((x) => x.type === 'acceptTrade'),
      ),
    ).toBe(true);
    // the offering player replaces the offer; the host has it before the accepting player does
    const seq = host.replay.nextSeq;
    expect(a.replica.act(second)).toBe(true);
    expect(await t.run(() => host.replay.nextSeq > seq)).toBe(true);
    expect(b.replica.replay.nextSeq).toBe(seq);
    expect(b.replica.act(b.replica.legalActions().find((x) => x.type === 'acceptTrade')!)).toBe(true);
    expect(await t.run(() => b.replica.replay.nextSeq > seq && !b.replica.awaitingSubmission)).toBe(true);
    await t.clock.runUntil(() => false, t.clock.now() + 2000);
    // still legal against the new offer, but never signed onto it: the player is told instead
    expect(b.replica.legalActions().some((x) => x.type === 'acceptTrade')).toBe(true);
    expect(host.replay.nextSeq).toBe(seq + 1);
    expect(b.replica.rejections.value.map((r) => r.seq)).toContain(seq);
    t.close();
  });
});
