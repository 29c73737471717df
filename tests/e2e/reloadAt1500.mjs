#!/usr/bin/env node
// A browser tab that reloads at entry 1,500 of a Cities & Knights game (issue 40 item 3): how long
// until it is back, its replica holding all 1,500 entries replayed and checked. The log is played in
// Node by bot replicas (src/cli/soakTable.ts), written into the page's IndexedDB as the page itself
// saves it (a guest's seat with its identity seed, the entries keyed [room, seq]); then the tab
// reloads and resumes the room (`NetworkRoom.resume`: IndexedDB opened, the broker registered, the
// log replayed as replica/storedLog.ts does). Figures printed as JSON, never asserted; medians of `--runs` reloads.
//   node tests/e2e/reloadAt1500.mjs [--runs 5] [--at 1500]
import { fileURLToPath } from 'node:url';
import { cpus, loadavg } from 'node:os';
import { enterNamespace, launchBrowsers, log, openPage, percentile, startServer } from './harness.mjs';

const outer = await enterNamespace(fileURLToPath(import.meta.url));
if (outer !== null) process.exit(outer);

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 5);
const AT = arg('at', 1500);
const CODE = 'rld150';

async function playedLog() {
  const { register } = await import('tsx/esm/api');
  register();
  const { createEngine } = await import('../../src/engine/index.ts');
  const { loadWasmGroup } = await import('../../src/protocol/cards/wasmGroup.ts');
  const { fastSign, fastVerify } = await import('../../src/protocol/nodeEd25519.ts');
  const { rememberingVerifier } = await import('../../src/protocol/memoVerify.ts');
  const { SoakGame } = await import('../../src/cli/soakTable.ts');
  const [engine] = await Promise.all([createEngine(), loadWasmGroup()]);
  // the first seed whose game runs past AT entries (a quick win ends some C&K games before 1,000)
  for (let seed = 5; seed < 15; seed++) {
    const game = new SoakGame({ engine, mode: 'ck', players: 4, seed, sign: fastSign, verify: rememberingVerifier(fastVerify), faultKinds: [] });
    await game.open();
    await game.clock.runUntil(() => game.settled() || game.seats[1].saved.entries.length >= AT, 3_600_000);
    const seat = game.seats[1];
    const entries = seat.saved.entries.slice(0, AT);
    game.close();
    if (entries.length < AT) continue;
    // the same replay in Node, with the page's verifier (WebAssembly), on CPU time: what the reload costs
    // without the load; every signature checked (a log from elsewhere), and as a reload rebuilds its own
    // store (replica/storedLog.ts: the chain and the rules, the last entry's signature)
    const { GameReplay } = await import('../../src/session/log/replay.ts');
    const { replayStored } = await import('../../src/session/replica/storedLog.ts');
    const { acceleratedVerify } = await import('../../src/protocol/acceleratedVerify.ts');
    const cpuMs = (replayOnce) => {
      const runs = [];
      for (let run = 0; run < 5; run++) {
        const cpu = process.cpuUsage();
        replayOnce();
        const used = process.cpuUsage(cpu);
        runs.push((used.user + used.system) / 1000);
      }
      return Math.round(runs.sort((a, b) => a - b)[2]);
    };
    const everySignature = cpuMs(() => {
      const replay = new GameReplay(engine, acceleratedVerify);
      for (const e of entries) if (!replay.accept(e).ok) throw new Error('the played log does not replay');
    });
    const asReloaded = cpuMs(() => {
      if (replayStored(engine, acceleratedVerify, entries).damage) throw new Error('the played log does not replay');
    });
    return {
      replayCpuMsInNode: { everySignature, asReloaded },
      seed: Buffer.from(seat.identitySeed).toString('base64'),
      gameId: game.seats[0].replica?.replay.genesis?.gameId ?? seat.replica?.replay.genesis?.gameId,
      entries: entries.map((e) => Buffer.from(e).toString('base64')),
      bytes: entries.reduce((n, e) => n + e.length, 0),
    };
  }
  throw new Error(`no game of seeds 5-14 ran to ${AT} entries`);
}

const summary = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { n: s.length, median: Math.round(percentile(s, 50)), max: Math.round(s.at(-1)) };
};

let server = null;
let browsers = null;
let code = 0;
try {
  const played = await playedLog();
  log(`played ${AT} entries (${played.bytes} bytes) in Node`);
  server = await startServer();
  browsers = await launchBrowsers(1, { secureOrigin: server.url });
  const page = await openPage(browsers.contexts[0], server.url, 'p1');
  await page.evaluate(() => window.hk.broker()); // opens the page's IndexedDB (and makes its stores)
  await page.evaluate(
    async ({ room, seed, gameId, entries }) => {
      const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const db = await new Promise((ok, fail) => {
        const req = indexedDB.open('hexknights');
        req.onsuccess = () => ok(req.result);
        req.onerror = () => fail(req.error);
      });
      const tx = db.transaction(['seats', 'entries'], 'readwrite');
      tx.objectStore('seats').put({
        room,
        seed: bytes(seed),
        beaconLength: 2048,
        name: 'bot1',
        color: 'blue',
        participant: 1,
        gameId,
        created: false,
        updatedAt: Date.now(),
      });
      entries.forEach((e, seq) => tx.objectStore('entries').put({ room, seq, bytes: bytes(e) }));
      await new Promise((ok, fail) => {
        tx.oncomplete = ok;
        tx.onerror = () => fail(tx.error);
      });
      db.close();
    },
    { room: `hexknights-${CODE}`, ...played },
  );
  // the renderer's own CPU time (Chrome's Performance metrics) across each reload: the load-independent cost
  const cdp = await browsers.contexts[0].newCDPSession(page);
  const metrics = async () => {
    await cdp.send('Performance.enable');
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(list.map((m) => [m.name, m.value]));
  };
  const cpuMs = [];
  const mainThreadMs = [];
  let heapMB = null;
  const total = [];
  const fromResume = [];
  const sinceNavigation = [];
  for (let i = 0; i < RUNS; i++) {
    const before = await metrics();
    const t0 = Date.now();
    await page.reload();
    await page.waitForFunction(() => typeof window.hk === 'object');
    const t1 = Date.now();
    // the page's own clock (ms since its navigation began) when its replica stands at the last entry
    const back = await page.evaluate(
      async ({ code, last }) => {
        await window.hk.resume(code);
        for (let i = 0; i < 30_000 && window.hk.state().seq < last; i++) await new Promise((ok) => setTimeout(ok, 1));
        return window.hk.state().seq >= last ? performance.now() : null;
      },
      { code: CODE, last: AT - 1 },
    );
    if (back === null) throw new Error('the reloaded page did not get back to its last entry');
    const t2 = Date.now();
    total.push(t2 - t0);
    fromResume.push(t2 - t1);
    sinceNavigation.push(back);
    const after = await metrics();
    if (after.ProcessTime >= before.ProcessTime) cpuMs.push((after.ProcessTime - before.ProcessTime) * 1000);
    if (after.ThreadTime >= before.ThreadTime) mainThreadMs.push((after.ThreadTime - before.ThreadTime) * 1000);
    heapMB = Math.round((after.JSHeapUsedSize / 2 ** 20) * 10) / 10;
  }
  const state = await page.evaluate(() => window.hk.state());
  console.log(
    JSON.stringify(
      {
        machine: `${cpus()[0]?.model.trim()}, ${cpus().length} cores, Node ${process.version}, load ${loadavg()[0].toFixed(2)}`,
        entries: AT,
        storedBytes: played.bytes,
        replayCpuMsInNode: played.replayCpuMsInNode,
        reloadToBackMs: summary(total),
        resumeToBackMs: summary(fromResume),
        navigationToBackMs: summary(sinceNavigation),
        rendererCpuMs: summary(cpuMs),
        rendererMainThreadCpuMs: summary(mainThreadMs),
        pageHeapMB: heapMB,
        warnings: state.warnings,
      },
      null,
      1,
    ),
  );
} catch (e) {
  console.error(e);
  code = 1;
} finally {
  await browsers?.close();
  await server?.stop();
}
process.exit(code);
