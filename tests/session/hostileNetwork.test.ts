// Attacks that need a live table: a player who withholds reveals, a host that shows two histories,
// and a stranger spraying malformed messages at every replica.
import { describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import { decodeEntry, encodeEntry, signingMessage, unsignedBytes } from '../../src/protocol/entry.js';
import { decodeCanonical } from '../../src/protocol/canonicalJson.js';
import { encodeBeaconBody, parseBeaconBody } from '../../src/protocol/bodies.js';
import { silenceMessage } from '../../src/protocol/silence.js';
import { logToJson, parseLogFile } from '../../src/protocol/logFile.js';
import { seededRandom } from '../../src/net/random.js';
import { decodeMessage, encodeMessage } from '../../src/session/replica/messages.js';
import { verifyParsedLog } from '../../src/session/log/verifyLog.js';
import { sharedEngine } from './logBuilder.js';

async function table(seed: number): Promise<Table> {
  const t = new Table({ engine: await sharedEngine(), players: 4, seed, sign: fastSign, verify: fastVerify, faults: { delayMs: [1, 20] } });
  await t.open();
  return t;
}

function beaconReveals(bytes: Uint8Array) {
  const e = decodeEntry(bytes);
  return e.kind === 'beacon' ? parseBeaconBody(decodeCanonical(e.body), 4).reveals : null;
}

describe('hostile network', () => {
  it('a player who withholds reveals is timed out and the game goes on without them choosing anything', async () => {
    const t = await table(4);
    // participant 2 never reveals: every REVEAL message it sends is dropped
    t.network.intercept = (from, _to, data) => (from === 'p2' && data[0] === 3 ? null : data);
    expect(await t.run(() => t.log.length >= 300 || t.seats.some((s) => s.replica.halted))).toBe(true);
    const beacons = t.log.map(beaconReveals).filter((r) => r !== null);
    expect(beacons.length).toBeGreaterThan(5);
    for (const reveals of beacons) {
      expect(reveals![2]).toBeNull();
      expect(reveals!.filter((r) => r !== null)).toHaveLength(3);
    }
    expect(t.seats[0].replica.warnings.value.join('\n')).toMatch(/participant 2 did not reveal for draw 1; sealed without them/);
    // each absence carries the signed word of both other guests (the witnesses), not the host's alone
    for (const bytes of t.log) {
      const e = decodeEntry(bytes);
      if (e.kind !== 'beacon') continue;
      const body = parseBeaconBody(decodeCanonical(e.body), 4);
      expect(body.silence.map((x) => `${x.for}/${x.by}`)).toEqual(['2/1', '2/3']);
    }
    const report = verifyParsedLog(parseLogFile(JSON.stringify(logToJson([...t.log]))), t.options.engine, fastVerify);
    expect(report.valid).toBe(true);
    expect(report.players[2].missedDraws).toBe(beacons.length);
    t.close();
  });

  it('an equivocating host is caught by the replicas comparing signed heads', async () => {
    const t = await table(5);
    const hostKey = t.seats[0].identity.keyPair.secretKey;
    let forkedSeq = -1;
    // the host shows participant 2 a different (still valid) version of one beacon draw: it drops
    // participant 3's reveal from p2's copy only
    t.network.intercept = (from, to, data) => {
      if (from !== 'p0' || to !== 'p2' || data[0] !== 0) return data;
      const entry = decodeEntry(data.subarray(1));
      if (entry.kind !== 'beacon' || entry.seq < 60 || (forkedSeq >= 0 && entry.seq !== forkedSeq)) return data;
      forkedSeq = entry.seq;
      const beacon = parseBeaconBody(decodeCanonical(entry.body), 4);
      if (beacon.reveals.some((r) => r === null)) return data;
      beacon.reveals[3] = null;
      // a version that verifies: the test signs the other witnesses' statements with their keys
      const gameId = t.seats[0].replica.replay.genesis!.gameId;
      beacon.silence = [1, 2].map((w) => ({ for: 3, by: w, sig: fastSign(silenceMessage(gameId, entry.seq, 3), t.seats[w].identity.keyPair.secretKey) }));
      const unsigned = { ...entry, body: encodeBeaconBody(beacon) };
      const forged = encodeEntry({ ...unsigned, sig: fastSign(signingMessage(unsignedBytes(unsigned)), hostKey) });
      return encodeMessage({ type: 'entry', bytes: forged });
    };
    const caught = () => t.seats.some((s) => s.replica.fork.value !== null);
    await t.run(() => caught() || t.seats[0].replica.finished.value);
    expect(forkedSeq).toBeGreaterThan(0);
    expect(t.seats[2].replica.replay.nextSeq).toBeGreaterThan(forkedSeq); // p2 accepted the other version
    expect(caught()).toBe(true);
    const evidence = t.seats.map((s) => s.replica.fork.value).find((f) => f !== null)!;
    expect(evidence.seq).toBe(forkedSeq);
    // issue 35 item 4: the host signed no second SEQUENCED, so there is no proof of who made the other
    // history; the evidence names nobody, never participant 2, the one shown it
    await t.run(() => t.seats.every((s) => s.replica.halted));
    for (const s of t.seats) {
      const fork = s.replica.fork.value!;
      expect(fork.proof).toBeUndefined();
      expect(fork.participant, `participant ${s.replica.participant}'s evidence`).toBeNull();
      expect(s.replica.warnings.value.join('\n')).not.toMatch(/participant 2 (signed|showed|holds)/);
    }
    t.close();
  });

  it('thousands of malformed and mutated messages from a stranger crash nothing', async () => {
    const t = await table(6);
    const captured: Uint8Array[] = [];
    const captureRandom = seededRandom(7);
    t.network.intercept = (_from, _to, data) => {
      if (captured.length < 200 && captureRandom() < 0.2) captured.push(data.slice());
      return data;
    };
    await t.run(() => t.log.length >= 80);
    t.network.intercept = null;
    const evil = t.network.connect('evil');
    const rand = seededRandom(8);
    for (let i = 0; i < 3000; i++) {
      let data: Uint8Array;
      if (i % 3 === 0) data = Uint8Array.from({ length: Math.floor(rand() * 200) }, () => Math.floor(rand() * 256));
      else {
        data = captured[Math.floor(rand() * captured.length)].slice();
        for (let k = 0; k < 1 + Math.floor(rand() * 3); k++) data[Math.floor(rand() * data.length)] ^= 1 << Math.floor(rand() * 8);
      }
      for (const peer of ['p0', 'p1', 'p2', 'p3']) evil.send(peer, data);
    }
    expect(await t.run()).toBe(true);
    t.close();
    for (const s of t.seats) {
      expect(s.replica.warnings.value.filter((w) => /internal error/.test(w))).toEqual([]);
      expect(s.replica.fork.value).toBeNull();
      expect(s.replica.finished.value).toBe(true);
    }
    expect(new Set(t.seats.map((s) => s.replica.replay.game!.hash())).size).toBe(1);
    // decodeMessage is total: it returns a message or throws an Error, never anything else
    for (let i = 0; i < 2000; i++) {
      const data = Uint8Array.from({ length: Math.floor(rand() * 100) }, () => Math.floor(rand() * 256));
      try {
        decodeMessage(data);
      } catch (e) {
        expect(e).toBeInstanceOf(Error);
      }
    }
  });
});
