// Issue 40: a reloaded replica rebuilds its game from its own store without checking again the
// signatures it checked when it first accepted each entry (replica/storedLog.ts), and still catches a
// damaged store: a changed entry breaks the chain at the next one, the last entry is checked whole, and
// on any break the log is replayed with every signature checked, keeping what precedes the bad entry.
import { beforeAll, describe, expect, it } from 'vitest';
import { Table } from '../../src/bots/table.js';
import type { Engine } from '../../src/engine/types.js';
import { toHex } from '../../src/protocol/bytes.js';
import { fastSign, fastVerify } from '../../src/protocol/nodeEd25519.js';
import type { VerifySignature } from '../../src/protocol/signatures.js';
import { GameReplay } from '../../src/session/log/replay.js';
import { replayStored } from '../../src/session/replica/storedLog.js';
import { sharedEngine } from './logBuilder.js';

let engine: Engine;
let log: Uint8Array[];

beforeAll(async () => {
  engine = await sharedEngine();
  const t = new Table({ engine, players: 3, seed: 43, sign: fastSign, verify: fastVerify, faults: { delayMs: [1, 10] } });
  await t.open();
  await t.run(() => t.log.length >= 80);
  log = t.log.map((e) => e.slice());
  t.close();
});

function counting(): { verify: VerifySignature; calls: () => number } {
  let calls = 0;
  return {
    verify: (m, s, k) => {
      calls++;
      return fastVerify(m, s, k);
    },
    calls: () => calls,
  };
}

/** The stored log with one byte of entry `seq` changed (`from`: how far from its end). */
function damaged(seq: number, from: number): Uint8Array[] {
  const copy = log.map((e) => e.slice());
  copy[seq][copy[seq].length - from] ^= 1;
  return copy;
}

describe('a replica reopening its own store', () => {
  it('rebuilds the same game checking only the last entry’s signature', () => {
    const { verify, calls } = counting();
    const { replay, damage } = replayStored(engine, verify, log);
    expect(damage).toBeNull();
    expect(replay.nextSeq).toBe(log.length);
    expect(toHex(replay.head)).toBe(toHex(replay.hashAt(log.length - 1)!));
    expect(calls()).toBe(1);
    const whole = new GameReplay(engine, fastVerify);
    for (const e of log) expect(whole.accept(e).ok).toBe(true);
    expect(toHex(replay.head)).toBe(toHex(whole.head));
    expect(JSON.stringify(replay.view(0))).toBe(JSON.stringify(whole.view(0)));
  });

  it('stops at an entry whose signature was damaged in the middle of the log, as a full check does', () => {
    const { verify, calls } = counting();
    const { replay, damage } = replayStored(engine, verify, damaged(30, 1));
    expect(damage).toMatch(/entry 30: bad signature/);
    expect(replay.nextSeq).toBe(30);
    expect(calls()).toBeGreaterThan(30); // the log was checked again, signatures and all
  });

  it('stops at a damaged last entry, which no later entry vouches for', () => {
    const last = log.length - 1;
    const { replay, damage } = replayStored(engine, fastVerify, damaged(last, 1));
    expect(damage).toMatch(new RegExp(`entry ${last}: bad signature`));
    expect(replay.nextSeq).toBe(last);
  });

  it('an empty store is an empty game', () => {
    const { replay, damage } = replayStored(engine, fastVerify, []);
    expect(damage).toBeNull();
    expect(replay.nextSeq).toBe(0);
  });
});
