#!/usr/bin/env node
// Two players behind NATs that only a relay can cross, as on many mobile networks and offices.
//
// Inside the harness's network namespace (the "internet": the page's server and PeerJS broker, and
// Debian's coturn on 10.213.7.1) this script makes four more, each held by a `sleep` started with
// `unshare -n`: a home network per player (Chromium runs there, through `nsenter`) behind a router
// namespace that NATs it onto the internet. Each router maps every new destination to a new random
// port (MASQUERADE --random: a symmetric NAT) and lets in only replies to what went out from that
// exact address and port (conntrack: port-restricted). The internet routes between the two routers,
// so nothing but the NATs stands between the players. STUN (coturn answers it) shows each page its
// public address, but a hole punched towards one peer port is no use for another: only TURN works.
//
// Checks, in order:
//  1. without a relay the guest cannot join, and both pages say why in a player's words;
//  2. the host saves a relay in the lobby's Connection panel; its invite link carries it; the guest
//     joins through that link with no setting of its own; both pages show the path as relayed;
//  3. they play through the relay (a base game: human turns on both pages, a bot in the third seat);
//  3b. B's network goes silent for a while: the broken paths are negotiated again, play goes on;
//  4. the broker (`hexknights serve`) is restarted mid-game: both pages say so, register again, and
//     play goes on;
//  5. they play the (base) game to its end through the relay.
// Run: node tests/e2e/nat.mjs   (root, Debian's chromium, coturn and iptables; .ci/run installs them)
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APP_BUILD,
  CHROMIUM,
  E2E,
  HANG_GUARD_MS,
  NS_ADDR,
  buildApp,
  enterNamespace,
  launchBrowsers,
  log,
  openAppPage,
  startServer,
  waitFor,
} from './harness.mjs';
import { Player, play } from './uiPlayer.mjs';

const TURN = { url: `turn:${NS_ADDR}:3478`, user: 'hexknights', pass: 'relay-secret-1' };
const NO_PATH = 'cannot reach each other directly';
/** How long a join that cannot work is given to say so (the transport's connect timeout is 15 s). */
const SAYS_WHY_MS = 90_000;

for (const tool of ['/usr/bin/turnserver', '/usr/sbin/iptables', '/usr/bin/nsenter']) {
  if (!existsSync(tool)) {
    process.stderr.write(`\n!! NAT TEST NOT RUN: ${tool} is missing. Install Debian's packages: apt-get install -y coturn iptables util-linux\n\n`);
    process.exit(1);
  }
}
if (process.getuid?.() !== 0) {
  process.stderr.write('\n!! NAT TEST NOT RUN: it needs root (network namespaces with routers and iptables)\n\n');
  process.exit(1);
}

const outer = await enterNamespace(fileURLToPath(import.meta.url), { build: () => buildApp() });
if (outer !== null) process.exit(outer);

const consoleLines = [];
const holders = [];
let coturn = null;
let server = null;
let browsers = null;
let passed = 0;
const work = mkdtempSync(join(tmpdir(), 'hexknights-nat-'));

function check(cond, message) {
  if (!cond) throw new Error(`check failed: ${message}`);
  passed++;
  log(`ok: ${message}`);
}

function run(cmd, ns) {
  const argv = cmd.split(' ');
  const [bin, ...args] = ns ? ['nsenter', '-t', String(ns), '-n', ...argv] : argv;
  const r = spawnSync(bin, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${ns ? `[ns ${ns}] ` : ''}${cmd}: ${r.stderr || r.error?.message || `exit ${r.status}`}`);
  return r.stdout;
}

/** A new network namespace, kept alive by a sleeping process; returns that process's pid. */
async function namespace() {
  const child = spawn('unshare', ['-n', 'sleep', 'infinity'], { stdio: 'ignore' });
  holders.push(child);
  await new Promise((ok, fail) => {
    child.once('spawn', ok);
    child.once('error', fail);
  });
  // unshare execs sleep once the namespace exists: wait until the pid's namespace differs from ours
  await waitFor('the namespace holder', async () => run(`readlink /proc/${child.pid}/ns/net`) !== run('readlink /proc/self/ns/net'), 10_000, 20);
  return child.pid;
}

/** A player's home network `n` behind a NAT router: returns the pid whose namespace Chromium joins. */
async function home(name, n) {
  const router = await namespace();
  const house = await namespace();
  const [wan, lan] = [`10.213.${10 + n}`, `10.213.${20 + n}`];
  // internet <-> router
  run(`ip link add ${name}-up type veth peer name ${name}-wan`);
  run(`ip link set ${name}-wan netns ${router}`);
  run(`ip addr add ${wan}.1/24 dev ${name}-up`);
  run(`ip link set ${name}-up up`);
  // router <-> home
  run(`ip link add ${name}-lan type veth peer name ${name}-eth`, router);
  run(`ip link set ${name}-eth netns ${house}`, router);
  for (const cmd of [
    'ip link set lo up',
    `ip addr add ${wan}.2/24 dev ${name}-wan`,
    `ip link set ${name}-wan up`,
    `ip addr add ${lan}.1/24 dev ${name}-lan`,
    `ip link set ${name}-lan up`,
    `ip route add default via ${wan}.1`,
    'sysctl -qw net.ipv4.ip_forward=1',
  ])
    run(cmd, router);
  // the NAT: a new random port for every new destination; in, only replies to what went out
  run(`iptables -t nat -A POSTROUTING -o ${name}-wan -j MASQUERADE --random`, router);
  run(`iptables -A FORWARD -i ${name}-wan -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT`, router);
  run(`iptables -A FORWARD -i ${name}-wan -j DROP`, router);
  run(`iptables -A INPUT -i ${name}-wan -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT`, router);
  run(`iptables -A INPUT -i ${name}-wan -j DROP`, router);
  for (const cmd of ['ip link set lo up', `ip addr add ${lan}.2/24 dev ${name}-eth`, `ip link set ${name}-eth up`, `ip route add default via ${lan}.1`])
    run(cmd, house);
  const wrapper = join(work, `chromium-${name}.sh`);
  writeFileSync(wrapper, `#!/bin/sh\nexec nsenter -t ${house} -n ${CHROMIUM} "$@"\n`);
  chmodSync(wrapper, 0o755);
  log(`home network ${name}: ${lan}.2 behind a NAT at ${wan}.2`);
  return { wrapper, router };
}

async function startCoturn() {
  const child = spawn(
    '/usr/bin/turnserver',
    [
      '-n',
      '--no-cli',
      '--no-tls',
      '--no-dtls',
      '--fingerprint',
      '--lt-cred-mech',
      '--realm=hexknights.test',
      `--user=${TURN.user}:${TURN.pass}`,
      `--listening-ip=${NS_ADDR}`,
      `--relay-ip=${NS_ADDR}`,
      '--listening-port=3478',
      '--min-port=49152',
      '--max-port=49400',
      '--log-file=stdout',
      '--simple-log',
      `--pidfile=${join(work, 'turnserver.pid')}`,
      `--userdb=${join(work, 'turndb')}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines = [];
  const keep = (d) => lines.push(...String(d).trim().split('\n'));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  await waitFor(
    'coturn to listen',
    async () => child.exitCode !== null || spawnSync('ss', ['-lun']).stdout?.toString().includes(`${NS_ADDR}:3478`),
    20_000,
    100,
  );
  if (child.exitCode !== null) throw new Error(`coturn exited with ${child.exitCode}:\n${lines.join('\n')}`);
  log(`coturn relays on ${TURN.url}`);
  return { child, lines };
}

async function cleanup() {
  await browsers?.close();
  await server?.stop();
  coturn?.child.kill('SIGTERM');
  for (const h of holders) h.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}

const netText = (page) =>
  page
    .locator('.net-status')
    .first()
    .textContent()
    .catch(() => '');

async function hostRoom(page, player) {
  await player.click(page.getByRole('button', { name: 'Base game', exact: true }), 'rules: base');
  await player.click(page.getByRole('button', { name: '3 players', exact: true }), '3 players');
  await player.click(page.getByRole('button', { name: /^Host a game/ }), 'host');
  await page.locator('.room-code').waitFor();
  const code = (await page.locator('.room-code').textContent()).trim();
  await waitFor('the host to reach the broker', async () => !(await page.getByText('Connecting to the broker').count()));
  const link = await page.getByLabel('Join link').inputValue(); // once the room is open: with the host key's fingerprint
  return { code, link };
}

async function joinRoom(page, player, link) {
  await page.goto('about:blank'); // a new load, not a jump to the link's #join on the same page
  await page.goto(link);
  await page.waitForSelector('.lobby');
  await page.getByLabel('Your name').fill('Bob');
  player.actions++;
  await player.click(page.getByRole('button', { name: 'Blue' }), 'colour blue');
  await player.click(page.getByRole('button', { name: 'Join', exact: true }), 'join');
}

try {
  process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
  run('sysctl -qw net.ipv4.ip_forward=1'); // the internet routes between the two homes
  const homes = [await home('ha', 1), await home('hb', 2)];
  const executables = homes.map((h) => h.wrapper);
  coturn = await startCoturn();
  server = await startServer(APP_BUILD);
  log(`server at ${server.url}`);
  browsers = await launchBrowsers(2, { secureOrigin: server.url, executables });
  const [ca, cb] = browsers.contexts;
  // ?ice=none: no public STUN server (nothing leaves the machine); a relay is the only server a page gets
  const start = `${server.url}?ice=none&speed=200`;
  const a = await openAppPage(ca, start, 'A', consoleLines);
  const b = await openAppPage(cb, start, 'B', consoleLines);
  const pa = new Player(a, 'A');
  const pb = new Player(b, 'B');
  await a.getByLabel('Your name').fill('Ada');

  // 1. no relay: no way through, and the players are told so
  const first = await hostRoom(a, pa);
  check(!first.link.includes('relay='), `without a relay the invite link names none (${first.link})`);
  await joinRoom(b, pb, first.link);
  await waitFor('the guest to say why it cannot join', async () => (await netText(b)).includes(NO_PATH), SAYS_WHY_MS);
  check(true, `without a relay the guest says: "${(await b.locator('.net-status [role=alert]').textContent()).trim()}"`);
  await waitFor('the host to say why the guest cannot join', async () => (await netText(a)).includes(NO_PATH), SAYS_WHY_MS);
  check(
    (await a.locator('.room-seats li', { hasText: 'Bob' }).count()) === 0 && !(await a.getByRole('region', { name: 'Join requests' }).count()),
    'without a relay the guest never reached the host (no request to admit), and the host says why too',
  );

  // 2. the host adds a relay in the lobby; the invite carries it
  await pa.click(a.getByRole('button', { name: 'Back to lobby' }), 'back to the lobby');
  await pa.click(a.locator('summary', { hasText: 'Connection' }), 'open the Connection panel');
  await a.getByLabel('Relay address').fill(TURN.url);
  await a.getByLabel('Relay user name').fill(TURN.user);
  await a.getByLabel('Relay password').fill(TURN.pass);
  await pa.click(a.getByRole('button', { name: 'Save relay' }), 'save the relay');
  check((await a.locator('summary', { hasText: 'Connection' }).textContent()).includes('relay on'), 'the Connection panel says a relay is on');
  const second = await hostRoom(a, pa);
  const params = new URL(second.link).searchParams;
  check(
    params.get('relay') === TURN.url && params.get('relayuser') === TURN.user && params.get('relaypass') === TURN.pass,
    "the invite link carries the host's relay",
  );
  await joinRoom(b, pb, second.link);
  // nobody sits down without the host's Admit (the request itself came over the relayed link)
  await a.getByRole('region', { name: 'Join requests' }).waitFor({ timeout: HANG_GUARD_MS });
  await pa.click(a.getByRole('region', { name: 'Join requests' }).getByRole('button', { name: 'Admit' }), 'admit Bob');
  await a.locator('.room-seats li', { hasText: 'Bob' }).waitFor({ timeout: HANG_GUARD_MS });
  await waitFor('Bob to be seated', async () => !(await a.locator('.room-seats li', { hasText: 'joining' }).count()));
  check(true, 'with the relay from the invite link the guest joined');
  await waitFor('the guest to show its path to the host', async () => (await b.locator('.room-seats .path').count()) > 0);
  const mark = await b.locator('.room-seats .path').first().getAttribute('data-path');
  check(mark === 'relayed', `the guest's player list shows the host's path: (${mark})`);
  await waitFor('the host to know its path', async () => /a player: relayed/.test(await netText(a)));
  check(!/direct/.test(await netText(a)), `the host's links are all relayed: "${(await netText(a)).trim()}"`);

  // 3. play through the relay
  await pa.click(a.getByRole('button', { name: 'Fill a seat with a bot' }), 'add a bot');
  await Promise.all([a.waitForSelector('.table .board', { timeout: HANG_GUARD_MS }), b.waitForSelector('.table .board', { timeout: HANG_GUARD_MS })]);
  check(true, 'the game started on both pages');
  // both keep playing until both have ended n turns (one that stopped early could owe a discard)
  const turns = async (n) => Promise.all([pa, pb].map((p) => play(p, async () => pa.turnsEnded >= n && pb.turnsEnded >= n, { timeoutMs: HANG_GUARD_MS })));
  await turns(2);
  check(true, `both players played through the relay: A ${pa.turnsEnded} turns (${pa.actions} UI actions), B ${pb.turnsEnded} turns (${pb.actions})`);

  // 3b. B's network drops every packet for a while (a phone between cells): the links' paths break,
  // they are negotiated again, and the game goes on without anyone having left
  const before = consoleLines.length;
  run('iptables -I FORWARD 1 -p udp -j DROP', homes[1].router);
  await waitFor(
    'the broken path to be renegotiated',
    async () => consoleLines.slice(before).some((l) => /the path to \S+ (broke|went quiet): negotiating a new connection/.test(l)),
    60_000,
  );
  run('iptables -D FORWARD 1', homes[1].router);
  await turns(Math.max(pa.turnsEnded, pb.turnsEnded) + 1);
  const seen = consoleLines.slice(before);
  check(
    !seen.some((l) => /connection-dead|lost the path to .* and found no other/.test(l)),
    `B's network went silent: ${seen.filter((l) => /: negotiating a new connection/.test(l)).length} link(s) renegotiated before their deadline, no link reported dead, both played on`,
  );

  // 4. the broker restarts mid-game
  await server.stop();
  await waitFor('both pages to see the broker gone', async () => (await netText(a)).includes('lost') && (await netText(b)).includes('lost'));
  check(true, 'both pages say the broker is lost and the game goes on');
  server = await startServer(APP_BUILD);
  await waitFor('both pages to register again', async () => (await netText(a)).includes('connected') && (await netText(b)).includes('connected'));
  check(true, 'both pages registered with the restarted broker');
  await turns(Math.max(pa.turnsEnded, pb.turnsEnded) + 1);
  const state = (p) => p.evaluate(() => window.hexknights?.state?.() ?? null);
  let settled = null;
  const [sa, sb] = await waitFor(
    'both pages to settle on one head',
    async () => {
      const [x, y] = await Promise.all([state(a), state(b)]);
      const agree = x && y && x.head === y.head && x.stateHash === y.stateHash;
      const done = agree && settled === x.head;
      settled = agree ? x.head : null;
      return done && [x, y];
    },
    HANG_GUARD_MS,
    400,
  );
  check(sa.stateHash === sb.stateHash, `after the restart both pages played on and agree: state ${sa.stateHash} at entry ${sa.seq} (turn ${sa.turn})`);

  // 5. on to the end of the game, still through the relay
  const ends = await Promise.all([pa, pb].map((p) => play(p, null, { timeoutMs: 900_000 })));
  const [fa, fb] = await Promise.all([state(a), state(b)]);
  check(
    ends.every((e) => e === 'won') && fa.finished && fb.finished,
    `a whole game through the relay: "${(await b.locator('.modal.winner h2').textContent()).trim()}" at entry ${fb.seq}, turn ${fb.turn}`,
  );
  await waitFor('both pages to end on one head', async () => {
    const [x, y] = await Promise.all([state(a), state(b)]);
    return x.head === y.head && x.stateHash === y.stateHash;
  });
  check(
    /relayed/.test(await netText(b)) && !/direct/.test(await netText(b)),
    `the guest's links stayed relayed to the end ("${(await b.locator('.net-status').first().getAttribute('title')) ?? ''}")`,
  );
  log('ALL NAT CHECKS PASSED');
  process.stdout.write(`e2e nat: ${passed} passed, 0 failed\n`);
  await cleanup();
  process.exit(0);
} catch (e) {
  log(`FAILED: ${e.message}`);
  for (const [i, page] of (browsers?.contexts ?? []).map((c) => c.pages()[0]).entries()) {
    const path = join(E2E, '.out', `nat-failed-${'AB'[i]}.png`);
    await page?.screenshot({ path }).then(
      () => log(`screenshot ${path}`),
      () => {},
    );
  }
  for (const line of consoleLines.slice(-80)) log(`  ${line}`);
  if (coturn) for (const line of coturn.lines.slice(-15)) log(`  coturn: ${line}`);
  process.stdout.write(`e2e nat: ${passed} passed, 1 failed\n`);
  await cleanup();
  process.exit(1);
}
