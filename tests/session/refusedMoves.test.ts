// Issue 35 item 3: a host that answers every move of a guest with REJECT got the guest stood in for
// (its replica forgot the move, stopped "awaiting", and past the limit signed itself idle; at 3-4
// players a race). The attacker is the host's own sequencer with one method patched: its `submit`
// refuses every move a guest submits, through the honest refusal path; everyone else is unmodified.
//  - Signed, as the host's code signs every refusal: at its position the move is legal by the log, so
//    the refusal is a proof: the guest halts with it, sends it to everyone, and `verify` names the host.
//  - With the signature stripped on the wire: the guest keeps its move pending, sends it to every peer,
//    and is never stood in for it, at a table of two or three.
import { describe, expect, it } from 'vitest';
import { decodeCanonical } from '../../src/protocol/canonicalJson.js';
import { decodeEntry } from '../../src/protocol/entry.js';
import { isCardBody } from '../../src/protocol/cardBodies.js';
import { decodeMessage, encodeMessage } from '../../src/session/replica/messages.js';
import type { PeerId } from '../../src/net/transport.js';
import { RoomTable } from './roomHarness.js';
import { judgeProof } from '../../src/session/log/misconduct.js';
import { refusalMessage } from '../../src/session/replica/refusal.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { verifyLogFileText } from './verifyCli.js';

const LIMIT = 10_000;

/** A move (not a card message) in a submitted entry. */
function isMove(bytes: Uint8Array): boolean {
  try {
    const e = decodeEntry(bytes);
    return e.kind === 'action' && !isCardBody(decodeCanonical(e.body));
  } catch {
    return false;
  }
}

type Patched = {
  submit(bytes: Uint8Array, from: PeerId, local: boolean): Promise<void>;
  reject(seq: number, from: PeerId, local: boolean, reason: string, bytes?: Uint8Array): void;
};

/** The host's sequencer refuses every move `victim`'s peer submits (the rest goes through); returns how many it refused so far. */
function refuseMovesOf(t: RoomTable, victim: number): () => number {
  const sequencer = t.replica(0).sequencer as unknown as Patched;
  const honest = sequencer.submit.bind(sequencer);
  let refused = 0;
  sequencer.submit = async (bytes, from, local) => {
    if (from !== t.peerIds[victim] || !isMove(bytes)) return honest(bytes, from, local);
    refused++;
    sequencer.reject(decodeEntry(bytes).seq, from, false, 'refused', bytes);
  };
  return () => refused;
}

/** The session message inside a room frame ('S' channel), if it is one. */
function sessionMessage(data: Uint8Array) {
  if (data[0] !== 0x53) return null;
  try {
    return decodeMessage(data.subarray(1));
  } catch {
    return null;
  }
}

/** Stand-in entries in a log, by participant. */
function standInsFor(entries: readonly Uint8Array[], p: number): number {
  return entries.filter((bytes) => {
    const e = decodeEntry(bytes);
    return e.kind === 'beacon' && (decodeCanonical(e.body) as { standIn?: { for: number } }).standIn?.for === p;
  }).length;
}

describe("a host that refuses a guest's legal moves", () => {
  it('at a table of two, its signed refusal is a proof: the guest halts with it, everyone does, and verify names the host', async () => {
    const t = new RoomTable({ seed: 41, players: 2, turnLimitMs: LIMIT });
    await t.start();
    refuseMovesOf(t, 1);
    const guest = () => t.replica(1);
    const end = t.clock.now() + 20 * LIMIT;
    await t.runFor(20 * LIMIT, () => guest().halted);
    expect(t.clock.now() < end && standInsFor(t.replica(0).replay.entries, 1) === 0, 'halted on the proof before any stand-in').toBe(true);
    const fork = guest().fork.value!;
    expect(fork.participant).toBe(0);
    expect(fork.refused).toBeDefined();
    const seq = fork.seq;
    await t.until(() => t.replica(0).halted, 10_000); // the host got the proof too
    expect(t.replica(0).fork.value?.refused).toBeDefined();
    expect(standInsFor(guest().replay.entries, 1)).toBe(0);
    const { code, report } = await verifyLogFileText(guest().logFile());
    expect(code).toBe(1);
    expect(report.reason).toMatch(new RegExp(`^the host \\(participant 0\\) refused participant 1's move at entry ${seq}, legal there`));
    // what the proof holds is checked, not trusted: a refusal made past the move's position (a move too
    // late), one the guest signs itself, or one of a move that is not legal there proves nothing
    const proof = fork.refused!;
    const judge = (p: typeof proof) => judgeProof({ refused: p }, guest().replay, fastVerify);
    expect(judge(proof)).toMatchObject({ seq, participant: 0 });
    expect(judge({ ...proof, refusal: { ...proof.refusal, at: seq + 1 } })).toEqual({
      error: `the refusal was made at entry ${seq + 1}, not at the move's position ${seq} (a move too late is refused)`,
    });
    const gameId = guest().replay.genesis!.gameId;
    const self = { ...proof.refusal, by: 1 };
    self.sig = fastSign(refusalMessage(gameId, self), guest().identity.keyPair.secretKey);
    expect(judge({ ...proof, refusal: self })).toEqual({ error: "the refusal is signed by the move's own author" });
    // a reload keeps it
    await t.comeBack(1);
    expect(t.replica(1).fork.value?.refused).toBeDefined();
    t.close();
  }, 120_000);

  for (const players of [2, 3] as const) {
    it(`at a table of ${players}, refused without a signature, the guest keeps its move pending and is never stood in for it`, async () => {
      const t = new RoomTable({ seed: 42 + players, players, turnLimitMs: LIMIT });
      await t.start();
      const refused = refuseMovesOf(t, 1);
      // the host strips its signature from the refusals it sends
      t.network.intercept = (from, _to, data) => {
        const m = from === t.room ? sessionMessage(data) : null;
        if (m?.type !== 'reject' || !m.refusal) return data;
        const { refusal: _, ...bare } = m;
        return Uint8Array.from([0x53, ...encodeMessage(bare)]);
      };
      const victim = t.rooms[1]!.participant!;
      await t.until(() => refused() > 0, 600_000);
      await t.runFor(10 * LIMIT);
      const guest = t.replica(1);
      expect(standInsFor(t.replica(0).replay.entries, victim)).toBe(0);
      expect(guest.warnings.value.some((w) => w.startsWith('the host refused our legal move'))).toBe(true);
      expect(guest.halted).toBe(false);
      expect(guest.awaitingSubmission).toBe(true);
      expect(standInsFor(t.replica(0).replay.entries, victim)).toBe(0);
      t.close();
    }, 120_000);
  }
});
