// Issue 35 item 1: a proof condemns only the party that held the host's role at that entry, by the log's
// own record of hosts and takeovers. The attacker is one guest of an unmodified table that sends every
// peer "proofs" it signs against itself: two SEQUENCED statements of its own for entry 1, its own
// presence call beside a beacon entry of its own drawing that layer, and the same with a term that no
// takeover started. Nobody halts (a reload neither), nothing is kept as a proof, the game finishes, and
// `verify` reads the finished log with those proofs appended as the valid game it is, naming each as
// proving nothing. (A real host's proofs: equivocationProof.test.ts and hostOrdersNoDraw.test.ts.)
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
import { encodeBeaconBody } from '../../src/protocol/bodies.js';
import { encodeEntry, entryHash, signingMessage, unsignedBytes } from '../../src/protocol/entry.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { callMessage } from '../../src/session/replica/presenceCall.js';
import { sequencedMessage } from '../../src/session/replica/equivocation.js';
import { encodeMessage, type Message } from '../../src/session/replica/messages.js';
import { hostProofToJson, type HostProof } from '../../src/session/log/misconduct.js';
import { sharedEngine } from './logBuilder.js';
import { verifyLogFileText } from './verifyCli.js';

describe('a proof against someone who did not hold the host role', () => {
  it("a guest's proofs against itself halt nobody, are not kept, and leave the finished log VALID with each named as proving nothing", async () => {
    const t = new Table({ engine: await sharedEngine(), players: 3, seed: 61, sign: fastSign, verify: fastVerify, faults: { delayMs: [1, 10] } });
    await t.open();
    await t.run(() => t.log.length >= 40);
    const attacker = t.seats[2];
    const key = attacker.identity.keyPair.secretKey;
    const replay = attacker.replica.replay;
    const gameId = replay.genesis!.gameId;
    const statement = (seq: number, term: number, hash: Uint8Array) => ({
      seq,
      by: 2,
      term,
      hash,
      sig: fastSign(sequencedMessage(gameId, seq, hash, term), key),
    });
    const ownDraw = (() => {
      const unsigned = {
        seq: 1,
        prev: entryHash(replay.entryAt(0)!),
        author: 2,
        kind: 'beacon' as const,
        body: encodeBeaconBody({ draw: 1, purpose: 'setup', reveals: [1, 2, 3].map((i) => new Uint8Array(32).fill(i)) }),
      };
      return encodeEntry({ ...unsigned, sig: fastSign(signingMessage(unsignedBytes(unsigned)), key) });
    })();
    const ownSequenced = { a: statement(1, 0, replay.hashAt(1)!), b: statement(1, 0, new Uint8Array(32).fill(9)) };
    const unstartedTerm = { a: statement(30, 30, replay.hashAt(30)!), b: statement(30, 30, new Uint8Array(32).fill(9)) };
    const ownReorder = { call: { by: 2, draw: 1, term: 0, sig: fastSign(callMessage(gameId, 1, 0), key) }, entry: ownDraw };
    const proofs: HostProof[] = [{ sequenced: ownSequenced }, { sequenced: unstartedTerm }, { reordered: ownReorder }];
    const frames: Message[] = [
      { type: 'proof', ...ownSequenced },
      { type: 'proof', ...unstartedTerm },
      { type: 'reordered', ...ownReorder },
      // the statements one by one too, as the watch that builds proofs sees them
      { type: 'sequenced', ...statement(41, 0, new Uint8Array(32).fill(1)) },
      { type: 'sequenced', ...statement(41, 0, new Uint8Array(32).fill(2)) },
    ];
    for (const m of frames) for (const to of ['p0', 'p1']) t.network.transmit('p2', to, encodeMessage(m));
    await t.run(() => t.log.length >= 60 || t.seats.some((s) => s.replica.halted));
    for (const s of t.seats) expect(s.replica.fork.value, `participant ${s.replica.participant}`).toBeNull();
    // a reload halts nobody either: no proof was kept
    await t.restart(1);
    expect(t.seats[1].replica.halted).toBe(false);
    for (const s of t.seats) expect([...s.store.notes.keys()].filter((k) => k.startsWith('proof/'))).toEqual([]);
    await t.run();
    for (const s of t.seats) expect(s.replica.fork.value).toBeNull();
    expect(t.seats[0].replica.finished.value).toBe(true);

    const file = JSON.parse(t.seats[1].replica.logFile());
    const honest = (await verifyLogFileText(JSON.stringify(file))).report;
    expect(honest).toMatchObject({ valid: true, complete: true });
    file.proofs = proofs.map(hostProofToJson);
    const { code, report, human } = await verifyLogFileText(JSON.stringify(file));
    expect(code).toBe(0);
    expect(report).toMatchObject({ valid: true, complete: true, firstBadEntry: null, reason: null, winner: honest.winner, winnerName: honest.winnerName });
    expect(report.bogusProofs).toEqual([
      'proof 0 in the file proves nothing: the log does not show participant 2 as the host of entry 1 in a term from entry 0',
      'proof 1 in the file proves nothing: the log does not show participant 2 as the host of entry 30 in a term from entry 30',
      'proof 2 in the file proves nothing: the log does not show participant 2 as the host of entry 1 in a term from entry 0',
    ]);
    expect(human).toMatch(/^VALID log, finished game[\s\S]*proof 0 in the file proves nothing[\s\S]*\(ignored\)/);
    t.close();
  }, 120_000);
});
