// A guest's move that reaches the host after another entry took its position (a race: a beacon draw,
// a proxy move, or the guest's own second click) is refused as late. It used to be refused as
// "entry 38: conflicts with the accepted entry at seq 38", which reads like two histories, and it was
// listed among the host's own refusals, where the host's table took it for a refusal of its own move.
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
import { encodeActionBody } from '../../src/protocol/bodies.js';
import { encodeEntry, signingMessage, unsignedBytes } from '../../src/protocol/entry.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { sharedEngine } from './logBuilder.js';

describe('a submission for a position already taken', () => {
  it('is refused as too late, and nobody halts', async () => {
    const t = new Table({ engine: await sharedEngine(), players: 3, seed: 7, sign: fastSign, verify: fastVerify });
    await t.open();
    for (const s of t.seats) s.bot!.stop();
    const host = t.seats[0].replica;
    const guests = t.seats.slice(1);
    // play the host's set-up moves by hand until a guest is to move
    for (;;) {
      await t.run(() => t.seats.some((s) => s.replica.legalActions().length > 0));
      if (guests.some((s) => s.replica.legalActions().length > 1)) break;
      const at = host.replay.nextSeq;
      expect(host.act(host.legalActions()[0])).toBe(true);
      await t.run(() => t.seats.every((s) => s.replica.replay.nextSeq > at));
    }
    const guest = guests.find((s) => s.replica.legalActions().length > 1)!;
    const [first, second] = guest.replica.legalActions();
    const seq = guest.replica.replay.nextSeq;
    const prev = guest.replica.replay.head;
    expect(guest.replica.act(first)).toBe(true);
    await t.run(() => host.replay.nextSeq > seq);
    // the guest's other choice for the same position, signed before it heard of the first
    const unsigned = { seq, prev, author: guest.replica.participant, kind: 'action' as const, body: encodeActionBody(second) };
    const bytes = encodeEntry({ ...unsigned, sig: fastSign(signingMessage(unsignedBytes(unsigned)), guest.identity.keyPair.secretKey) });
    const reasons: string[] = [];
    const logged = host.rejected.bind(host);
    host.rejected = (seq, reason, from) => {
      reasons.push(reason);
      logged(seq, reason, from);
    };
    const sequencer = (host as unknown as { sequencer: { submit(b: Uint8Array, from: string, local: boolean): Promise<void> } }).sequencer;
    await sequencer.submit(bytes, guest.peer, false);
    const reason = reasons.at(-1) ?? '';
    expect(reason).toMatch(new RegExp(`too late for entry ${seq}: another entry was sequenced there first`));
    expect(reason).not.toMatch(/conflicts/);
    // the guest's refusal is not the host player's: it must not settle a move of the host's at that seq
    expect(host.rejections.value.filter((r) => r.seq === seq)).toEqual([]);
    await t.run(() => t.seats.every((s) => s.replica.replay.nextSeq === host.replay.nextSeq));
    expect(t.seats.map((s) => s.replica.halted)).toEqual([false, false, false]);
    t.close();
  });
});
