// `npm run bench` (verification part): how long a full 4-player game log takes to verify from its
// JSON text, with the fast Node verifier (the default) and with the tweetnacl reference, and how the
// time splits between signatures and the engine replay. Medians of several runs.
import { createEngine } from '../engine/index.js';
import { Table } from '../bots/table.js';
import { signingMessage } from '../protocol/entry.js';
import { decodeEntry } from '../protocol/entry.js';
import { logToJson, parseLogFile } from '../protocol/logFile.js';
import { fastSign, fastVerify } from '../protocol/nodeEd25519.js';
import { referenceVerify } from '../protocol/canonicalSignature.js';
import { fromHex } from '../protocol/bytes.js';
import { verifyParsedLog } from '../session/log/verifyLog.js';
import type { VerifySignature } from '../protocol/signatures.js';
import { median, time } from './measure';

export async function benchVerify(): Promise<void> {
  const engine = await createEngine();
  const table = new Table({ engine, players: 4, seed: 2024, sign: fastSign, verify: fastVerify, strategies: ['heuristic'] });
  await table.open();
  await table.run();
  table.close();
  const text = JSON.stringify(logToJson([...table.log]));
  const parsed = parseLogFile(text);
  if (!parsed.ok) throw new Error(parsed.error);
  const entries = parsed.entries.length;
  const runs = 7;

  const whole = (verify: VerifySignature) => () => {
    const report = verifyParsedLog(parseLogFile(text), engine, verify);
    if (!report.valid) throw new Error(`bench log invalid: ${report.reason}`);
  };
  const fastTimes = Array.from({ length: runs }, () => time(whole(fastVerify)));
  const noSigTimes = Array.from({ length: runs }, () => time(whole(() => true)));

  // signatures alone, over the exact signed bytes
  const items = parsed.entries.map((e) => {
    const d = decodeEntry(e.bytes!);
    return { message: signingMessage(e.bytes!.subarray(0, e.bytes!.length - 64)), sig: d.sig, author: d.author };
  });
  const report = verifyParsedLog(parsed, engine, fastVerify);
  const keys = report.players.map((p) => fromHex(p.publicKey));
  const sigFast = median(Array.from({ length: runs }, () => time(() => items.forEach((i) => fastVerify(i.message, i.sig, keys[i.author])))));
  const sample = items.slice(0, 50);
  const sigRefPerEntry = time(() => sample.forEach((i) => referenceVerify(i.message, i.sig, keys[i.author]))) / sample.length;

  const fast = median(fastTimes);
  const lines = [
    `verify bench: one 4-player ${report.mode} game, ${entries} entries (${report.draws} beacon draws, ${report.turns} turns), ${text.length} bytes of JSON`,
    `  full verify, fast verifier (node:crypto + reference fallback): ${fast.toFixed(1)} ms/game, ${(fast / entries).toFixed(3)} ms/entry  (median of ${runs})`,
    `  of which signatures alone:                                     ${sigFast.toFixed(1)} ms/game, ${(sigFast / entries).toFixed(3)} ms/entry`,
    `  replay without signature checks (decode, chain, beacon, engine): ${median(noSigTimes).toFixed(1)} ms/game`,
    `  tweetnacl reference verifier: ${sigRefPerEntry.toFixed(2)} ms/signature -> about ${((sigRefPerEntry * entries) / 1000).toFixed(1)} s/game for signatures alone`,
    `  goal < 1000 ms/game: ${fast < 1000 ? 'met' : 'NOT met'}`,
  ];
  console.log(lines.join('\n'));
}
