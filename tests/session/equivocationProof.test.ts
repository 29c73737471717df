// Issue 17 item 2: a host that shows two guests different histories is caught with a proof anyone can
// check. The host signs "entry seq has hash h" beside every entry it sequences; every replica relays
// the statements it sees, so the two versions meet, and two statements by the host for one seq are
// sent to everyone, who check them against the genesis key and halt. Each replica's log file carries
// the proof, so `verify` names the entry the host signed twice.
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
import { encodeBeaconBody, parseBeaconBody } from '../../src/protocol/bodies.js';
import { decodeCanonical } from '../../src/protocol/canonicalJson.js';
import { decodeEntry, encodeEntry, entryHash, signingMessage, unsignedBytes } from '../../src/protocol/entry.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { silenceMessage } from '../../src/protocol/silence.js';
import { checkProof, sequencedMessage } from '../../src/session/replica/equivocation.js';
import { decodeMessage, encodeMessage } from '../../src/session/replica/messages.js';
import { sharedEngine } from './logBuilder.js';
import { verifyLogFileText } from './verifyCli.js';

describe('an equivocating host', () => {
  it('is proven to every replica by its own two signed statements for one entry, and the game halts', async () => {
    const t = new Table({ engine: await sharedEngine(), players: 4, seed: 5, sign: fastSign, verify: fastVerify, faults: { delayMs: [1, 20] } });
    await t.open();
    const hostKey = t.seats[0].identity.keyPair.secretKey;
    const gameId = () => t.seats[0].replica.replay.genesis!.gameId;
    let forkedSeq = -1;
    let forgedHash: Uint8Array | null = null;
    // The host gives participant 2 its own version of one beacon draw (participant 3 left out, with
    // statements the test signs for the witnesses), and signs that version too.
    t.network.intercept = (from, to, data) => {
      if (from !== 'p0' || to !== 'p2') return data;
      const m = decodeMessage(data);
      if (m.type === 'sequenced' && m.seq === forkedSeq && forgedHash) {
        return encodeMessage({ ...m, hash: forgedHash, sig: fastSign(sequencedMessage(gameId(), m.seq, forgedHash, m.term), hostKey) });
      }
      if (m.type !== 'entry') return data;
      const entry = decodeEntry(m.bytes);
      if (entry.kind !== 'beacon' || entry.seq < 60 || forkedSeq >= 0) return data;
      const beacon = parseBeaconBody(decodeCanonical(entry.body), 4);
      if (!beacon.reveals.length || beacon.reveals.some((r) => r === null)) return data;
      forkedSeq = entry.seq;
      beacon.reveals[3] = null;
      beacon.silence = [1, 2].map((w) => ({ for: 3, by: w, sig: fastSign(silenceMessage(gameId(), entry.seq, 3), t.seats[w].identity.keyPair.secretKey) }));
      const unsigned = { ...entry, body: encodeBeaconBody(beacon) };
      const forged = encodeEntry({ ...unsigned, sig: fastSign(signingMessage(unsignedBytes(unsigned)), hostKey) });
      forgedHash = entryHash(forged);
      return encodeMessage({ type: 'entry', bytes: forged });
    };
    const proven = () => t.seats.every((s) => s.replica.fork.value?.proof);
    await t.run(() => proven() || t.seats[0].replica.finished.value);
    expect(forkedSeq).toBeGreaterThan(0);
    for (const s of t.seats) {
      const fork = s.replica.fork.value!;
      expect(fork.proof, `participant ${s.replica.participant}`).toBeDefined();
      expect(fork).toMatchObject({ seq: forkedSeq, participant: 0 });
      expect(checkProof(fork.proof!, s.replica.replay, fastVerify)).toBe(true);
      expect(s.replica.legalActions()).toEqual([]); // halted
      const { code, report } = await verifyLogFileText(s.replica.logFile());
      expect(code).toBe(1);
      expect(report.reason).toBe(
        `the host (participant 0) signed two different entries as entry ${forkedSeq} (both statements are in the file): it showed two histories`,
      );
      expect(report.firstBadEntry).toBe(s.replica.replay.nextSeq > forkedSeq ? forkedSeq : null);
    }
    // a proof that does not check (one signature altered) proves nothing: the file verifies as the log it is, and names it
    const file = JSON.parse(t.seats[1].replica.logFile());
    const sig: string = file.proofs[0].sequenced.b.sig;
    file.proofs[0].sequenced.b.sig = (sig[0] === '0' ? '1' : '0') + sig.slice(1);
    const { report } = await verifyLogFileText(JSON.stringify(file));
    expect(report).toMatchObject({ valid: true, firstBadEntry: null, reason: null });
    expect(report.bogusProofs).toEqual(['proof 0 in the file proves nothing: the two statements are not both signed by participant 0']);
    t.close();
  });
});
