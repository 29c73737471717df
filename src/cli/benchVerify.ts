// `npm run bench` (verification part): a finished 4-player Cities & Knights game's signed log, verified
// as a user does (`hexknights verify FILE`, a whole new process each time), and in process: with the
// fast Node verifier, with the page's verifier (acceleratedVerify, the verify page's way), and how the
// time splits between signatures, the replay and the card audit (CPU time in process); what one
// signature costs to check and to make with each implementation (tweetnacl, the reference; the
// accelerator; noble; node:crypto). Medians of several runs. Then the built site's weight (benchPage.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngine } from '../engine/index.js';
import { Table } from '../bots/table.js';
import { decodeEntry, signingMessage } from '../protocol/entry.js';
import { logToJson, parseLogFile } from '../protocol/logFile.js';
import { fastSign, fastVerify } from '../protocol/nodeEd25519.js';
import { referenceVerify } from '../protocol/canonicalSignature.js';
import { acceleratedVerify } from '../protocol/acceleratedVerify.js';
import { nobleSign } from '../protocol/nobleSign.js';
import { naclSign } from '../protocol/signatures.js';
import { fromHex } from '../protocol/bytes.js';
import { verifyParsedLog } from '../session/log/verifyLog.js';
import type { VerifySignature } from '../protocol/signatures.js';
import { cpuTime, median, printFigures } from './measure';
import { GameReplay } from '../session/log/replay.js';
import { auditCards } from '../session/cards/sealedCards.js';
import { benchPage } from './benchPage';
import { loadWasmGroup } from '../protocol/cards/wasmGroup.js';

const RUNS = 5;
/** Preloaded into the timed process: prints its own CPU time (user + system) as it exits. */
const REPORT_CPU = `data:text/javascript,process.on('exit',()=>process.stderr.write('CPU '+JSON.stringify(process.cpuUsage())+'\\n'))`;

/** The `hexknights` launcher this bench runs under (bin/hexknights.js). */
function launcher(): string {
  const own = process.argv[1];
  return own && own.endsWith('hexknights.js') ? own : join(process.cwd(), 'bin', 'hexknights.js');
}

export async function benchVerify(): Promise<void> {
  // The verifier's card audit runs its group arithmetic in WebAssembly (as the CLI and the page load it).
  const [engine, wasmGroup] = await Promise.all([createEngine(), loadWasmGroup()]);
  const table = new Table({ engine, players: 4, mode: 'ck', seed: 2024, sign: fastSign, verify: fastVerify, strategies: ['heuristic'] });
  await table.open();
  await table.run();
  table.close();
  const text = JSON.stringify(logToJson([...table.log]));
  const parsed = parseLogFile(text);
  if (!parsed.ok) throw new Error(parsed.error);
  const entries = parsed.entries.length;
  const report = verifyParsedLog(parsed, engine, fastVerify);
  if (!report.complete) throw new Error(`bench log is not a whole game: ${report.reason ?? report.missing}`);

  // A user's verify: a new process each time, reading the file.
  const dir = mkdtempSync(join(tmpdir(), 'hexknights-bench-'));
  const file = join(dir, 'ck-game.json');
  writeFileSync(file, text);
  const bin = launcher();
  // Wall time is what a user waits; CPU time (user + system) is what the process itself costs, which
  // other work on the machine changes much less (the load is printed with every figure).
  const processCpu: number[] = [];
  const processTimes = Array.from({ length: RUNS }, () => {
    const t = performance.now();
    const run = spawnSync(process.execPath, ['--import', REPORT_CPU, bin, 'verify', file], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`hexknights verify exited ${run.status}: ${run.stdout}${run.stderr}`);
    const cpu = JSON.parse(/CPU (\{.*\})/.exec(run.stderr)?.[1] ?? '{"user":0,"system":0}') as { user: number; system: number };
    processCpu.push((cpu.user + cpu.system) / 1000);
    return performance.now() - t;
  });
  rmSync(dir, { recursive: true, force: true });

  const whole = (verify: VerifySignature) => () => {
    const r = verifyParsedLog(parseLogFile(text), engine, verify);
    if (!r.valid) throw new Error(`bench log invalid: ${r.reason}`);
  };
  // In process, CPU time: on a shared 2-core box the wall time of a run is mostly other people's work.
  const fastTimes = Array.from({ length: RUNS }, () => cpuTime(whole(fastVerify)));
  const noSigTimes = Array.from({ length: RUNS }, () => cpuTime(whole(() => true)));
  const auditTimes = Array.from({ length: RUNS }, () => {
    const replay = new GameReplay(engine, () => true);
    for (const e of parsed.entries) replay.accept(e.bytes!);
    return cpuTime(() => auditCards(replay.cards!));
  });
  const pageTimes = Array.from({ length: RUNS }, () => cpuTime(whole(acceleratedVerify)));

  // signatures alone, over the exact signed bytes
  const items = parsed.entries.map((e) => {
    const d = decodeEntry(e.bytes!);
    return { message: signingMessage(e.bytes!.subarray(0, e.bytes!.length - 64)), sig: d.sig, author: d.author };
  });
  const keys = report.players.map((p) => fromHex(p.publicKey));
  const sigFast = median(Array.from({ length: RUNS }, () => cpuTime(() => items.forEach((i) => fastVerify(i.message, i.sig, keys[i.author])))));
  const sigPage = median(Array.from({ length: RUNS }, () => cpuTime(() => items.forEach((i) => acceleratedVerify(i.message, i.sig, keys[i.author])))));
  const sample = items.slice(0, 50);
  /** CPU ms per signature of `fn` over the sample (median of RUNS passes). */
  const perSignature = (fn: (i: (typeof items)[number]) => void) =>
    median(Array.from({ length: RUNS }, () => cpuTime(() => sample.forEach(fn)))) / sample.length;
  const sigReference = perSignature((i) => referenceVerify(i.message, i.sig, keys[i.author]));
  const secretKey = table.seats[0].identity.keyPair.secretKey;
  const signing = [
    ['tweetnacl', naclSign],
    ['@noble/curves (nobleSign, the page)', nobleSign],
    ['node:crypto (fastSign, Node only)', fastSign],
  ] as const;
  const signTimes = signing.map(([name, sign]) => `${name} ${perSignature((i) => sign(i.message, secretKey)).toFixed(3)} ms`);

  const perProcess = median(processTimes);
  const fast = median(fastTimes);
  printFigures([
    `verify bench: one finished 4-player ${report.mode} game, ${entries} entries (${report.draws} beacon draws, ${report.turns} turns, ${report.cardsAudited} progress cards audited), ${text.length} bytes of JSON`,
    `  hexknights verify FILE, whole process (compiled CLI): ${perProcess.toFixed(0)} ms/game wall, ${median(processCpu).toFixed(0)} ms CPU (medians of ${RUNS}; goal < 1000 ms wall: ${perProcess < 1000 ? 'met' : 'NOT met'})`,
    `  in process, fast Node verifier (node:crypto, the page's verifier when it says no): ${fast.toFixed(1)} ms CPU/game, ${(fast / entries).toFixed(3)} ms/entry (median of ${RUNS})`,
    `  in process, the page's verifier (tweetnacl's rule, the equation in WebAssembly): ${median(pageTimes).toFixed(1)} ms CPU/game`,
    `    of which signatures alone: node:crypto ${sigFast.toFixed(1)} ms CPU/game (${(sigFast / entries).toFixed(3)} ms/entry); the page's ${sigPage.toFixed(1)} ms CPU/game (${(sigPage / entries).toFixed(3)} ms/entry)`,
    `    replay without signature checks (decode, chain, beacon, engine, card audit): ${median(noSigTimes).toFixed(1)} ms CPU/game`,
    `      of which the end-of-game card audit (deal, key boxes, escrows, re-shuffles; group arithmetic in ${wasmGroup ? 'WebAssembly' : 'build/ristretto.wasm NOT loaded'}): ${median(auditTimes).toFixed(1)} ms CPU/game`,
    `  tweetnacl itself, the reference (referenceVerify): ${sigReference.toFixed(2)} ms CPU/signature -> about ${((sigReference * entries) / 1000).toFixed(1)} s/game for signatures alone`,
    `  signing one entry (CPU, median of ${RUNS} x ${sample.length}): ${signTimes.join(', ')}`,
  ]);
  await benchPage(); // what the verify page and the rest of the site weigh
}
