// The verify page's worker checks signatures as one WebCrypto batch after an optimistic replay
// (verifyLogTextBatched). Its report must be the sequential verifier's, to the entry and reason,
// on a valid log and on logs with a bad signature or a re-signed entry.
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeEntry } from '../../src/protocol/entry.js';
import { logToJson } from '../../src/protocol/logFile.js';
import { verifyBatch } from '../../src/protocol/webCryptoEd25519.js';
import { verifyLogText, verifyLogTextBatched } from '../../src/session/log/verifyLog.js';
import { LogBuilder } from './logBuilder.js';

let builder: LogBuilder;
let log: any;

beforeAll(async () => {
  builder = await LogBuilder.create(4);
  builder.playUntil((b) => b.entries.length >= 150);
  log = logToJson(builder.entries);
});

async function both(text: string) {
  const sequential = verifyLogText(text, builder.engine).report;
  let batches = 0;
  const batched = (await verifyLogTextBatched(text, builder.engine, (items) => (batches++, verifyBatch(items)))).report;
  return { sequential, batched, batches };
}

describe('batched signature checks give the sequential report', () => {
  it('on a valid log', async () => {
    const { sequential, batched, batches } = await both(JSON.stringify(log));
    expect(sequential).toMatchObject({ valid: true, complete: false, entries: 150 });
    expect(batched).toEqual(sequential);
    expect(batches).toBe(1);
  }, 600_000);

  it('on a flipped signature byte: the same first bad entry and reason', async () => {
    const bad = structuredClone(log);
    const sig = Buffer.from(bad.entries[60].sig, 'base64');
    sig[5] ^= 4;
    bad.entries[60].sig = sig.toString('base64');
    const { sequential, batched } = await both(JSON.stringify(bad));
    expect(sequential).toMatchObject({ valid: false, firstBadEntry: 60 });
    expect(sequential.reason).toMatch(/^entry 60: bad signature/);
    expect(batched).toEqual(sequential);
  }, 600_000);

  it('on an entry signed by another participant than its author', async () => {
    const bad = structuredClone(log);
    // entry 90's exact fields signed with the next participant's key: the chain still links, the signature does not
    const e = decodeEntry(builder.entries[90]);
    const forged = builder.entry(e.author, e.kind, e.body, { seq: e.seq, prev: e.prev, signer: (e.author + 1) % 4 });
    bad.entries[90] = logToJson([forged]).entries[0];
    const { sequential, batched } = await both(JSON.stringify(bad));
    expect(sequential).toMatchObject({ valid: false, firstBadEntry: 90 });
    expect(batched).toEqual(sequential);
  }, 600_000);
});

describe('a batch sent in parts while the replay runs (every 256 entries)', () => {
  it('gives the sequential report on a long log, valid or with a bad signature late in it', async () => {
    const long = await LogBuilder.create(4);
    long.playUntil((b) => b.entries.length >= 600);
    const json = logToJson(long.entries);
    const text = JSON.stringify(json);
    const sequential = verifyLogText(text, long.engine).report;
    let parts = 0;
    const batched = (await verifyLogTextBatched(text, long.engine, (items) => (parts++, verifyBatch(items)))).report;
    expect(sequential).toMatchObject({ valid: true, entries: 600 });
    expect(batched).toEqual(sequential);
    expect(parts).toBeGreaterThanOrEqual(3);
    const bad = structuredClone(json);
    const sig = Buffer.from(bad.entries[520].sig, 'base64');
    sig[9] ^= 1;
    bad.entries[520].sig = sig.toString('base64');
    const badText = JSON.stringify(bad);
    const badSequential = verifyLogText(badText, long.engine).report;
    expect(badSequential).toMatchObject({ valid: false, firstBadEntry: 520 });
    expect((await verifyLogTextBatched(badText, long.engine, verifyBatch)).report).toEqual(badSequential);
  }, 600_000);
});
