#!/usr/bin/env node
// Network benchmark over three Chromium pages in the test namespace (local broker, WebRTC over a veth
// pair, IndexedDB with strict durability unless --relaxed). Prints one JSON object:
//   move:   time from a player's act() to each other page applying the entry (median, p95), and to
//           the last of them;
//   roll:   time from act({type:'roll'}) until every page has applied the beacon entry that follows
//           (the reveal round to the host and the sealed draw back);
//   rejoin: time from reload() to the reloaded page being at the others' head again, and the part of
//           it from resume() (opening IndexedDB, replaying, dialling, syncing);
// `node tests/e2e/bench.mjs [--moves N] [--rejoins N] [--relaxed]`
import { fileURLToPath } from 'node:url';
import { enterNamespace, launchBrowsers, log, openPage, percentile, startServer, waitFor } from './harness.mjs';

const outer = await enterNamespace(fileURLToPath(import.meta.url));
if (outer !== null) process.exit(outer);

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const MOVES = arg('moves', 200);
const REJOINS = arg('rejoins', 5);
const relaxed = process.argv.includes('--relaxed');

const summary = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const r = (x) => Math.round(x * 10) / 10;
  return { n: s.length, median: r(percentile(s, 50)), p95: r(percentile(s, 95)), max: r(s[s.length - 1] ?? NaN) };
};

let server = null;
let browsers = null;
let code = 0;
try {
  server = await startServer();
  // the origin counts as the secure context production's https is
  browsers = await launchBrowsers(3, { secureOrigin: server.url });
  const url = `${server.url}${relaxed ? '?durability=relaxed' : ''}`;
  const pages = [];
  for (let i = 0; i < 3; i++) pages.push(await openPage(browsers.contexts[i], url, `p${i}`));
  const state = (p) => p.evaluate(() => window.hk.state());
  const roomCode = `bench${Date.now().toString(36)}`;
  await pages[0].evaluate((c) => window.hk.create(c, 3, 'ada'), roomCode);
  await pages[1].evaluate((c) => window.hk.join(c, 'bob'), roomCode);
  await pages[2].evaluate((c) => window.hk.join(c, 'cyd'), roomCode);
  await waitFor('the game to start', async () => (await Promise.all(pages.map(state))).every((s) => s.stateHash), 30_000);

  const delivery = [];
  const toLast = [];
  const rolls = [];
  const appliedEverywhere = async (seq, except) => {
    const times = [];
    for (const p of pages) {
      if (p === except) continue;
      const t = await p.evaluate((q) => window.hk.appliedAt(q), seq);
      if (t === null) return null;
      times.push(t);
    }
    return times;
  };
  let moves = 0;
  while (moves < MOVES) {
    // one move at a time: whoever may act, acts; then wait for every page to apply it
    let acted = null;
    let actor = null;
    await waitFor(
      'someone to be able to act',
      async () => {
        for (const p of pages) {
          acted = await p.evaluate(() => window.hk.actOnce());
          if (acted) {
            actor = p;
            return true;
          }
        }
        return false;
      },
      30_000,
      5,
    );
    const times = await waitFor('every page to apply the move', () => appliedEverywhere(acted.seq, actor), 30_000, 5);
    for (const t of times) delivery.push(t - acted.at);
    toLast.push(Math.max(...times) - acted.at);
    if (acted.type === 'roll') {
      const all = await waitFor('the beacon draw everywhere', () => appliedEverywhere(acted.seq + 1, null), 30_000, 5);
      rolls.push(Math.max(...all) - acted.at);
    }
    moves++;
    if ((await state(pages[0])).finished) break;
  }
  log(`measured ${moves} moves, ${rolls.length} rolls`);

  const rejoinTotal = [];
  const rejoinResume = [];
  for (let i = 0; i < REJOINS; i++) {
    const p = pages[1 + (i % 2)];
    // a few moves in between so there is something to catch up on
    for (let k = 0; k < 5; k++) {
      for (const q of pages) await q.evaluate(() => window.hk.actOnce());
      await new Promise((r) => setTimeout(r, 30));
    }
    const t0 = Date.now();
    await p.reload();
    await p.waitForFunction(() => typeof window.hk === 'object');
    const t1 = Date.now();
    await p.evaluate((c) => window.hk.resume(c), roomCode);
    const target = (await state(pages[0])).head;
    await waitFor('the reloaded page to reach the head', async () => (await state(p)).head === target, 30_000, 5);
    const t2 = Date.now();
    rejoinTotal.push(t2 - t0);
    rejoinResume.push(t2 - t1);
  }
  const final = await Promise.all(pages.map(state));
  const result = {
    setup: { pages: 3, durability: relaxed ? 'relaxed' : 'strict', network: 'veth in a private netns, local PeerJS broker, iceServers []' },
    entries: final[0].seq + 1,
    moveToEachOtherPageMs: summary(delivery),
    moveToLastOtherPageMs: summary(toLast),
    rollWithBeaconMs: summary(rolls),
    rejoinAfterReloadMs: summary(rejoinTotal),
    rejoinFromResumeMs: summary(rejoinResume),
    sameState: final.every((s) => s.stateHash === final[0].stateHash),
  };
  console.log(JSON.stringify(result, null, 2));
} catch (e) {
  code = 1;
  log(`FAILED: ${e.stack ?? e}`);
} finally {
  await browsers?.close();
  await server?.stop();
}
process.exit(code);
