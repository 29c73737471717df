#!/usr/bin/env node
// Browser tests: three Chromium players in a private network namespace, a local PeerJS broker,
// `iceServers: []`. `node tests/e2e/run.mjs [--proof|--outsider]` (--proof: only the two-page PeerJS
// check; --outsider: the proof, then only the outsider scenario, 3.).
//  1. proof: two pages open a PeerJS data connection and exchange a message;
//  2. game: a host creates a room, two guests join by code, bots play real turns (including rolls
//     through the beacon); one guest reloads mid-game and rejoins from IndexedDB; the host's page
//     closes and a guest takes over as host (catching up, then a takeover entry); play goes on; the
//     departed player's turn is played by proxy moves; the former host comes back as a guest (dropping
//     an entry only it held, if it died holding one) and plays its own turns again; every page ends on
//     the same state hash.
//  3. outsider (issue 35 item 5): the host's page closes and a fourth page, an outsider, registers the
//     room id at once; it is sent nothing of the game but challenges, the guests do not count it as
//     their host, and after 20 s one of them moves the table to its table id (which only participants
//     can name) and hosts there while the outsider still holds the room id; play goes on with rolls.
import { fileURLToPath } from 'node:url';
import { HANG_GUARD_MS, enterNamespace, launchBrowsers, log, openPage, startServer, waitFor } from './harness.mjs';

const outer = await enterNamespace(fileURLToPath(import.meta.url));
if (outer !== null) process.exit(outer);

const proofOnly = process.argv.includes('--proof');
const outsiderOnly = process.argv.includes('--outsider');
const consoleLines = [];
let server = null;
let browsers = null;
let failed = false;

async function cleanup() {
  await browsers?.close();
  await server?.stop();
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

let passedChecks = 0;

function check(cond, message) {
  if (!cond) throw new Error(`check failed: ${message}`);
  passedChecks++;
  log(`ok: ${message}`);
}

async function proof(pages, url) {
  const [a, b] = pages;
  const idA = `hexknights-proof-${Date.now().toString(36)}`;
  await a.evaluate((id) => window.hk.ping.open(id), idA);
  await b.evaluate((id) => window.hk.ping.open(`${id}-b`, [id]), idA);
  await waitFor('the two pages to connect', () => b.evaluate((id) => window.hk.ping.peers().includes(id), idA), HANG_GUARD_MS);
  await b.evaluate((id) => window.hk.ping.send(id, 'hello over webrtc'), idA);
  await a.evaluate((id) => window.hk.ping.send(`${id}-b`, 'hello back'), idA);
  await waitFor('messages both ways', async () => {
    const ra = await a.evaluate(() => window.hk.ping.received);
    const rb = await b.evaluate(() => window.hk.ping.received);
    return ra.length && rb.length;
  });
  check(true, `PeerJS data connection between two Chromium pages via ${url}`);
  // leave the proof connections behind: reload both pages
  await a.reload();
  await b.reload();
}

const state = (p) => p.evaluate(() => window.hk.state());

async function game(pages, url) {
  const [host, g1, g2] = pages;
  const code = `e2e${Date.now().toString(36)}`;
  await host.evaluate((c) => window.hk.create(c, 3, 'ada'), code);
  const p1 = await g1.evaluate((c) => window.hk.join(c, 'bob'), code);
  const p2 = await g2.evaluate((c) => window.hk.join(c, 'cyd'), code);
  check(p1 !== p2 && p1 > 0 && p2 > 0, `guests joined by code "${code}" as participants ${p1} and ${p2}`);
  await waitFor('the game to start on every page', async () => (await Promise.all(pages.map(state))).every((s) => s.stateHash), HANG_GUARD_MS);
  check(true, 'genesis and the setup draw reached every page');

  for (const p of pages) await p.evaluate(() => window.hk.startBot());
  const beacons = async (p) => (await p.evaluate(() => window.hk.kinds())).filter((k) => k === 'beacon').length;
  await waitFor('set-up and a few rolls', async () => (await beacons(g2)) >= 4, HANG_GUARD_MS, 250);
  const mid = await state(g1);
  check(mid.seq > 10, `bots are playing: ${mid.seq + 1} entries, ${await beacons(g1)} beacon draws`);

  // --- a guest reloads mid-game and rejoins from IndexedDB ---
  const before = (await state(g1)).seq;
  await g1.reload();
  await g1.waitForFunction(() => typeof window.hk === 'object');
  const resumed = await g1.evaluate((c) => window.hk.resume(c), code);
  check(resumed === p1, `the reloaded page resumed its seat (participant ${resumed})`);
  await g1.evaluate(() => window.hk.startBot());
  await waitFor('the reloaded page to catch up and move on', async () => (await state(g1)).seq > before + 5, HANG_GUARD_MS, 250);
  check(true, `the reloaded page caught up (was at ${before}, now ${(await state(g1)).seq})`);

  // --- the host's page closes; a guest takes over ---
  // Close it just as the next player's turn starts, so the others have whole turns (with rolls) to
  // play under the new host before the departed player's turn comes round.
  const hostSeat = (await state(host)).seat;
  const players = (await state(host)).players;
  await waitFor(
    'the turn of the player after the host',
    async () => {
      const s = await state(g2);
      return s.currentPlayer === (hostSeat + 1) % players && s.phase === 'roll';
    },
    HANG_GUARD_MS,
    20,
  );
  const hostSeq = (await state(host)).seq;
  const hostContext = host.context();
  await host.close();
  log(`host page closed at seq ${hostSeq}`);
  const survivors = [g1, g2];
  await waitFor('a guest to take over as host', async () => (await Promise.all(survivors.map(state))).some((s) => s.role === 'host'), HANG_GUARD_MS, 250);
  const roles = (await Promise.all(survivors.map(state))).map((s) => s.role);
  check(roles.filter((r) => r === 'host').length === 1, `exactly one new host (roles: ${roles.join(', ')})`);
  const afterTakeover = Math.min(...(await Promise.all(survivors.map(async (p) => (await state(p)).seq))));
  const beaconsBefore = await beacons(g2);
  await waitFor(
    'play to continue under the new host, including a roll',
    async () => {
      const ss = await Promise.all(survivors.map(state));
      return ss.every((s) => s.seq > afterTakeover + 2) && (await beacons(g2)) > beaconsBefore;
    },
    HANG_GUARD_MS,
    250,
  );
  check(true, `play continued under the new host: ${(await state(g2)).seq - afterTakeover} entries, ${(await beacons(g2)) - beaconsBefore} beacon draws`);

  // --- the departed player's turn: the new host has not heard from them, so it plays it by proxy ---
  await waitFor("the departed player's turn", async () => (await state(g2)).currentPlayer === hostSeat, HANG_GUARD_MS, 250);
  const turnStart = (await state(g2)).seq;
  const proxiesFor0 = async () => (await g2.evaluate((f) => window.hk.entries(f), turnStart)).filter((e) => e.kind === 'proxy' && e.for === 0);
  await waitFor(
    "the departed player's turn to be played by proxy moves",
    async () => (await state(g2)).currentPlayer !== hostSeat && (await proxiesFor0()).length > 0,
    HANG_GUARD_MS,
    250,
  );
  check(true, `the departed player's turn was played by ${(await proxiesFor0()).length} proxy moves`);

  // --- the departed player comes back (same browser profile) as a guest of the new host ---
  const back = await openPage(hostContext, await g1.evaluate(() => location.href), 'p0b', consoleLines);
  const backAs = await back.evaluate((c) => window.hk.resume(c), code);
  check(backAs === 0, 'the former host rejoined from its IndexedDB as participant 0');
  await back.evaluate(() => window.hk.startBot());
  const resumedAt = (await state(g2)).seq;
  await waitFor('play to go on with everyone', async () => (await state(g2)).seq > resumedAt + 10, HANG_GUARD_MS, 250);
  check((await state(back)).role === 'guest', 'the former host is a guest now');
  await waitFor(
    'the former host to play a move of its own again',
    async () => (await back.evaluate((f) => window.hk.entries(f), resumedAt)).some((e) => e.kind === 'action' && e.author === 0),
    HANG_GUARD_MS,
    250,
  );
  check(true, 'the former host plays its own moves again');
  survivors.push(back);

  // --- stop and compare ---
  for (const p of survivors) await p.evaluate(() => window.hk.stopBot());
  // Settled means the same head everywhere on two polls in a row: a draw the host seals after a
  // reveal timeout can still land after the bots stop, and the check must not race it.
  let settledHead = null;
  const final = await waitFor(
    'the pages to settle on one head',
    async () => {
      const ss = await Promise.all(survivors.map(state));
      const agree = ss.every((s) => s.head === ss[0].head && s.stateHash === ss[0].stateHash);
      const settled = agree && settledHead === ss[0].head;
      settledHead = agree ? ss[0].head : null;
      return settled && ss;
    },
    HANG_GUARD_MS,
    300,
  );
  for (const s of final) check(!s.fork, `no equivocation seen by participant ${s.participant}`);
  const takeovers = (await g2.evaluate(() => window.hk.entries(0))).filter((e) => e.kind === 'takeover');
  check(takeovers.length === 1, `one takeover entry, at seq ${takeovers.map((e) => e.seq).join(', ')} (the old host's page closed at seq ${hostSeq})`);
  const dropped = (await back.evaluate(() => window.hk.warnings())).filter((w) => /took over as host/.test(w));
  log(dropped.length ? `the former host dropped its unacknowledged tail: ${dropped.join('; ')}` : 'the former host had nothing to drop');
  check(
    final.every((s) => s.stateHash === final[0].stateHash),
    `every page has state hash ${final[0].stateHash} at seq ${final[0].seq}`,
  );
  // Guests link to each other too (peer lists), so the host is not the only path between two guests.
  // The peer lists go round every few ticks, so a page that rejoined a moment ago may not have linked yet.
  const openLinks = async () =>
    (await Promise.all(survivors.map(state))).map((s) => s.transports.flatMap((t) => t.links.filter((l) => l.open).map((l) => l.peer)));
  const links = await waitFor(
    'every page to link to every other',
    async () => {
      const now = await openLinks();
      return now.every((l) => new Set(l).size >= survivors.length - 1) && now;
    },
    HANG_GUARD_MS,
    250,
  ).catch(() => openLinks());
  check(
    links.every((l) => new Set(l).size >= survivors.length - 1),
    `every page has a direct link to every other (${links.map((l) => l.length).join(', ')} open links)`,
  );
  // Issue 17 item 6: an honest peer's head is never rejected as a bad signature.
  const badHeads = consoleLines.filter((l) => /dropped a head with a bad signature/.test(l));
  check(badHeads.length === 0, `no honest head dropped as a bad signature${badHeads.length ? `: ${badHeads.slice(0, 3).join(' | ')}` : ''}`);
}

async function outsider(pages, url) {
  const [host, g1, g2] = pages;
  const code = `out${Date.now().toString(36)}`;
  await host.evaluate((c) => window.hk.create(c, 3, 'ada'), code);
  await g1.evaluate((c) => window.hk.join(c, 'bob'), code);
  await g2.evaluate((c) => window.hk.join(c, 'cyd'), code);
  await waitFor('the game to start on every page', async () => (await Promise.all(pages.map(state))).every((s) => s.stateHash), HANG_GUARD_MS);
  for (const p of pages) await p.evaluate(() => window.hk.startBot());
  const beacons = async (p) => (await p.evaluate(() => window.hk.kinds())).filter((k) => k === 'beacon').length;
  await waitFor('set-up and a few rolls', async () => (await beacons(g2)) >= 4, HANG_GUARD_MS, 250);
  const hostContext = host.context();
  await host.close();
  // the outsider registers the room id as soon as the broker lets it go
  const out = await openPage(hostContext, url, 'outsider', consoleLines);
  const roomId = `hexknights-${code}`;
  const held = await waitFor(
    'the outsider to hold the room id',
    () =>
      out.evaluate(
        (id) =>
          window.hk.ping.open(id).then(
            () => true,
            () => false,
          ),
        roomId,
      ),
    HANG_GUARD_MS,
    200,
  );
  check(held, `the host's page closed and an outsider registered the room id ${roomId}`);
  const survivors = [g1, g2];
  await waitFor(
    'a guest to host the table elsewhere',
    async () => (await Promise.all(survivors.map(state))).some((s) => s.role === 'host'),
    HANG_GUARD_MS,
    250,
  );
  const roles = (await Promise.all(survivors.map(state))).map((s) => s.role);
  check(roles.filter((r) => r === 'host').length === 1, `exactly one new host while the outsider holds the room id (roles: ${roles.join(', ')})`);
  const moved = consoleLines.find((l) => /moving the table to hexknights-[a-z0-9]+-t[0-9a-f]{20}/.test(l));
  check(!!moved, `the table moved to its table id: ${moved?.replace(/^.*moving/, 'moving')}`);
  const afterMove = Math.min(...(await Promise.all(survivors.map(async (p) => (await state(p)).seq))));
  const beaconsBefore = await beacons(g2);
  await waitFor(
    'play to go on on the table id, including a roll',
    async () => {
      const ss = await Promise.all(survivors.map(state));
      return ss.every((s) => s.seq > afterMove + 2) && (await beacons(g2)) > beaconsBefore;
    },
    HANG_GUARD_MS,
    250,
  );
  const [sa, sb] = await Promise.all(survivors.map(state));
  check(true, `play went on: entry ${sa.seq} / ${sb.seq}, ${(await beacons(g2)) - beaconsBefore} more beacon draws`);
  const heard = await out.evaluate(() => [...new Set(window.hk.ping.sessionTypes)]);
  check(
    heard.every((t) => t === 'challenge'),
    `the outsider holding the room id was sent nothing of the game (session messages: ${heard.join(', ') || 'none'})`,
  );
}

try {
  server = await startServer();
  log(`server at ${server.url}`);
  browsers = await launchBrowsers(proofOnly ? 2 : 3);
  const pages = [];
  // proxy moves after 6 s without a player's heads (60 s in play), so the departed player's turn goes by quickly
  const pageUrl = `${server.url}?proxyAfterMs=6000`;
  for (let i = 0; i < browsers.contexts.length; i++) pages.push(await openPage(browsers.contexts[i], pageUrl, `p${i}`, consoleLines));
  const broker = await pages[0].evaluate(() => window.hk.broker());
  check(broker.host === server.url.split('/')[2].split(':')[0], `the page found the local broker from its origin (${JSON.stringify(broker)})`);
  await proof(pages, server.url);
  if (outsiderOnly) await outsider(pages, pageUrl);
  else if (!proofOnly) await game(pages, server.url);
  log('ALL BROWSER CHECKS PASSED');
} catch (e) {
  failed = true;
  log(`FAILED: ${e.stack ?? e}`);
  for (const c of browsers?.contexts ?? [])
    for (const p of c.pages()) {
      const s = await p.evaluate(() => window.hk?.state()).catch(() => null);
      if (s) log(`state: ${JSON.stringify({ ...s, lobby: undefined })}`);
    }
  log('--- last page console lines ---');
  for (const l of consoleLines.slice(-300)) process.stderr.write(`  ${l}\n`);
} finally {
  await cleanup();
}
// The plain closing line CI reads: every check passed, or the run stopped at the first failure.
console.log(`e2e: ${passedChecks} passed, ${failed ? 1 : 0} failed`);
process.exit(failed ? 1 : 0);
