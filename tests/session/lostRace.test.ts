// Two players asked at once (both discard after a 7) sign onto the same log position; the host
// sequences one and the other arrives too late. A bot decides again, but a person's click used to be
// lost: the entry that took its position arrived first, the replica dropped its pending submission
// without a word, and the table reported the move as made. The loser's choice still fits the new
// position, so the replica signs it again onto it (replica.ts `lostRace`).
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
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
    await t.run(() => host.replay.nextSeq >= seq + 2 && t.seats.every((s) => s.replica.replay.nextSeq === host.replay.nextSeq));
    const authors = [seq, seq + 1].map((n) => decodeEntry(host.replay.entries[n]).author);
    expect(authors.sort()).toEqual([a, b].map((s) => s.replica.participant).sort());
    expect(t.seats.some((s) => s.replica.halted)).toBe(false);
    t.close();
  });
});
