#!/usr/bin/env node
// Browser checks of the published site (issue 26): the build `npm run build` makes (vite.config.ts, as
// buildApp runs it), copied into a sub-folder of a static server's root, as a GitHub Pages project site
// or any static host serves it. Runs in the private network namespace of the other browser checks
// (harness.mjs); the server is `hexknights serve`, whose root holds nothing but that sub-folder.
//
//   node tests/e2e/site.mjs [--shots docs/screenshots]
//
//  1. sub-path: http://HOST/some/sub/path/ opens the lobby, a local game against bots started from it
//     plays turns, and the verify page checks a signed log (`hexknights simulate --signed`); no request
//     of the page, its workers or its service worker leaves the sub-path.
//     Chromium finds the app installable (Page.getInstallabilityErrors: manifest, icons, worker); a
//     page of the host's own in a folder below the game's is not answered with the game's page.
//  2. offline: once the service worker is active, the server is stopped and the browser set offline;
//     the page opens again: the lobby says a networked game needs a network (Host disabled), a watch
//     link says so too, a local game plays turns and the verify page checks the log, all from the
//     service worker's copy.
//  3. update: the server comes back with a new service worker (a new deploy); in the middle of a game
//     the page offers "a new version is ready" and goes on playing without reloading; Reload loads the
//     new version and reopens the game where it was; after the next deploy, Later closes the prompt and
//     leaves the new version waiting.
// --shots DIR saves offline-lobby-{1366x768,390x844}.png and update-prompt-{1366x768,390x844}.png.
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E, HANG_GUARD_MS, ROOT, buildApp, enterNamespace, launchBrowsers, log, openAppPage, startServer, waitFor } from './harness.mjs';
import { Player, play } from './uiPlayer.mjs';

const SUB_PATH = 'some/sub/path/';
const SITE = join(E2E, '.out', 'site-build');
/** The static server's root: SERVED/some/sub/path/ is the site, nothing else is there. */
const SERVED = join(E2E, '.out', 'site-root');
const LOG_DIR = join(E2E, '.out', 'site-log');
const LOG_FILE = join(LOG_DIR, 'game-1.json');
const NEEDS_NETWORK = /You are offline\. Hosting, joining or watching a game needs a network/;
/** Turns the person plays in each local game: enough to see bots and the person take turns. */
const TURNS = 2;
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

function arg(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const shotsDir = arg('--shots') ? resolve(arg('--shots')) : null;

const outer = await enterNamespace(fileURLToPath(import.meta.url), { build: () => buildApp(SITE) });
if (outer !== null) process.exit(outer);

const consoleLines = [];
let server = null;
let browsers = null;
let failed = false;
let passedChecks = 0;
const t0 = Date.now();

function check(cond, message) {
  if (!cond) throw new Error(`check failed: ${message}`);
  passedChecks++;
  log(`ok: ${message}`);
}

/**
 * Opens `address` while the context is offline. Chromium 150's network emulation gives a document
 * loaded offline navigator.onLine true (Debian's Chromium 150, 2026-11-28; the same steps passed with the Chromium before it); switching it off and on again
 * gives the page what a browser without a network says: onLine false and an 'offline' event.
 */
async function openOffline(context, page, address) {
  await page.goto(address);
  await context.setOffline(false);
  await context.setOffline(true);
}

async function shot(page, name) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, name) });
  log(`screenshot ${join(shotsDir, name)}`);
}

/** A finished signed base game of three bots, for the verify page (a few seconds). */
function makeLog() {
  rmSync(LOG_DIR, { recursive: true, force: true });
  mkdirSync(LOG_DIR, { recursive: true });
  return new Promise((res, rej) => {
    const args = [
      join(ROOT, 'bin', 'hexknights.js'),
      'simulate',
      '--rules',
      'base',
      '--players',
      '3',
      '--games',
      '1',
      '--seed',
      '1',
      '--signed',
      '--log-dir',
      LOG_DIR,
      '--json',
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', () => {
      const r = JSON.parse(out || '{}').results?.[0];
      if (r?.finished && r.verified && existsSync(LOG_FILE)) res(r.entries);
      else rej(new Error(`hexknights simulate --signed made no finished log: ${out}`));
    });
  });
}

/** The lobby's buttons wait for the engine; main.tsx replaces the page with a message if it cannot load. */
async function engineLoaded(page) {
  await waitFor('the rules engine to load', async () => {
    const failure = await page.getByText('The rules engine failed to load').count();
    if (failure) throw new Error(`the page says: ${await page.locator('body').textContent()}`);
    return page.getByRole('button', { name: 'Play vs bots locally' }).isEnabled();
  });
}

/** The lobby's "Play vs bots locally" with its remembered choice; the person plays TURNS turns against the bots. */
async function localGame(page, name) {
  await engineLoaded(page);
  const player = new Player(page, name);
  await player.click(page.getByRole('button', { name: 'Play vs bots locally' }), 'play locally');
  await page.waitForSelector('.table .board', { timeout: HANG_GUARD_MS });
  await play(player, async () => player.turnsEnded >= TURNS, { timeoutMs: HANG_GUARD_MS });
  const state = await page.evaluate(() => window.hexknights.state());
  return { player, state };
}

/** The verify page, opened by its address in a new tab, checks LOG_FILE: the verdict's heading. */
async function verifyLog(context, url) {
  const page = await context.newPage();
  page.on('pageerror', (e) => consoleLines.push(`V: PAGE ERROR ${e.message}`));
  await page.goto(`${url}#verify`);
  await page.locator('.verify-page .dropzone').waitFor({ timeout: HANG_GUARD_MS });
  await page.locator('.dropzone input[type=file]').setInputFiles(LOG_FILE);
  const verdict = page.locator('.verdict');
  // a hang guard only: a busy 2-core box is slow at times
  await verdict.waitFor({ timeout: 600_000 });
  const heading = (await verdict.locator('h2').textContent()).trim();
  const where = await verdict.getAttribute('data-checked-in');
  await page.close();
  return { heading, where };
}

async function cleanup() {
  await browsers?.close();
  await server?.stop();
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

try {
  const logReady = makeLog();
  logReady.catch(() => {});
  rmSync(SERVED, { recursive: true, force: true });
  cpSync(SITE, join(SERVED, SUB_PATH), { recursive: true });
  // a page of the host's own below the game's folder, which the game's service worker must leave alone
  mkdirSync(join(SERVED, SUB_PATH, 'notes'));
  writeFileSync(join(SERVED, SUB_PATH, 'notes', 'index.html'), '<!doctype html><title>Host notes</title><p>not the game');
  server = await startServer(SERVED);
  const url = `${server.url}${SUB_PATH}`;
  log(`site at ${url}`);
  // http on the namespace's private address stands for the https of a real host (service workers and
  // WebCrypto exist only in a secure context; http://localhost would be one by itself)
  browsers = await launchBrowsers(1, { viewport: LAPTOP, secureOrigin: server.url });
  const [context] = browsers.contexts;
  const requests = [];
  const failedRequests = [];
  context.on('request', (r) => requests.push(r.url()));
  context.on('requestfailed', (r) => failedRequests.push(r.url()));

  // 1. served from a sub-path
  const page = await openAppPage(context, `${url}?seed=7&speed=0`, 'S', consoleLines);
  await engineLoaded(page);
  check(
    !(await page.getByText(NEEDS_NETWORK).count()) && (await page.getByRole('button', { name: /^Host a game/ }).isEnabled()),
    'online, the lobby offers Host with no offline notice',
  );
  const online = await localGame(page, 'S');
  check(
    online.state.turn >= TURNS,
    `from ${url}: a local game against bots from the lobby, ${online.player.turnsEnded} turns played by the person (${online.player.actions} UI actions), now turn ${online.state.turn}`,
  );
  const entries = await logReady;
  const checked = await verifyLog(context, url);
  check(
    checked.heading.includes('Valid log of a finished game') && checked.where === 'worker',
    `from ${url}: the verify page checks a signed log of ${entries} entries in its worker: "${checked.heading}"`,
  );
  const origin = new URL(url).origin;
  const ours = requests.filter((u) => u.startsWith(origin));
  const outside = ours.filter((u) => !new URL(u).pathname.startsWith(`/${SUB_PATH}`));
  check(outside.length === 0, `none of the ${ours.length} requests leaves /${SUB_PATH}${outside.length ? `: ${outside.join(', ')}` : ''}`);
  for (const kind of [/engine\.page-[^/]*\.wasm$/, /ristretto-[^/]*\.wasm$/, /coreWorker-[^/]*\.js$/, /manifest\.webmanifest$/, /sw\.js$/]) {
    check(
      ours.some((u) => kind.test(u)),
      `the page, its worker or its service worker fetched ${kind.source.replace(/\\/g, '')} from the sub-path`,
    );
  }

  // 2. offline, from the service worker's copy
  const sw = await waitFor(
    'the service worker to be active',
    () =>
      page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration();
        return r?.active?.state === 'activated' && { scope: r.scope, script: r.active.scriptURL };
      }),
    HANG_GUARD_MS,
    200,
  );
  check(sw.scope === url && sw.script === `${url}sw.js`, `the service worker is active for ${sw.scope} (${sw.script})`);
  const notes = await context.newPage();
  await notes.goto(`${url}notes/`);
  const notesTitle = await notes.title();
  const notesControlled = await notes.evaluate(() => !!navigator.serviceWorker.controller);
  await notes.close();
  check(
    notesTitle === 'Host notes' && notesControlled,
    `a page of the host's below the game's folder stays the host's under the game's service worker ("${notesTitle}")`,
  );
  // what Chromium itself says before it offers "Install app": the manifest parses, and nothing is missing.
  // Asked again for a few seconds: an icon download cut by the namespace's own start-up
  // (net::ERR_NETWORK_CHANGED) reads as a missing icon once; a missing icon stays missing.
  const cdp = await context.newCDPSession(page);
  let manifest;
  let installabilityErrors;
  const asked = Date.now();
  do {
    manifest = await cdp.send('Page.getAppManifest');
    ({ installabilityErrors } = await cdp.send('Page.getInstallabilityErrors'));
    if (manifest.errors.length === 0 && installabilityErrors.length === 0) break;
    await new Promise((r) => setTimeout(r, 500));
  } while (Date.now() - asked < 10_000);
  await cdp.detach();
  check(
    manifest.url === `${url}manifest.webmanifest` && manifest.errors.length === 0 && installabilityErrors.length === 0,
    `Chromium finds the app installable (manifest ${manifest.url}, errors: ${JSON.stringify([...manifest.errors, ...installabilityErrors])})`,
  );
  await server.stop();
  server = null;
  await context.setOffline(true);
  failedRequests.length = 0;
  await openOffline(context, page, url);
  await page.locator('.lobby').waitFor({ timeout: HANG_GUARD_MS });
  const notice = page.getByText(NEEDS_NETWORK);
  await notice.waitFor({ timeout: HANG_GUARD_MS });
  check(
    await page.getByRole('button', { name: /^Host a game/ }).isDisabled(),
    'offline, the lobby opens with the server stopped, says a networked game needs a network, and Host is disabled',
  );
  await engineLoaded(page);
  await notice.scrollIntoViewIfNeeded();
  await shot(page, 'offline-lobby-1366x768.png');
  await page.setViewportSize(PHONE);
  await notice.scrollIntoViewIfNeeded();
  await shot(page, 'offline-lobby-390x844.png');
  await page.setViewportSize(LAPTOP);

  const invite = await context.newPage();
  await openOffline(context, invite, `${url}#join=abc123`);
  await invite.getByText(NEEDS_NETWORK).waitFor({ timeout: HANG_GUARD_MS });
  check(
    await invite.getByRole('button', { name: 'Join', exact: true }).isDisabled(),
    'offline, an invite link opens the lobby with the same notice, and Join is disabled',
  );
  await invite.close();

  const watch = await context.newPage();
  await openOffline(context, watch, `${url}#watch=abc123`);
  await watch.getByText(NEEDS_NETWORK).waitFor({ timeout: HANG_GUARD_MS });
  await watch.getByLabel('Your name').fill('Wendy');
  check(await watch.getByRole('button', { name: 'Ask to watch' }).isDisabled(), 'offline, a watch link says it needs a network, and Ask to watch is disabled');
  // a room's own address (a reload of a networked game) opens the network room, which says it too
  await watch.goto(`${url}#room=abc123`);
  await watch.getByRole('alert').filter({ hasText: NEEDS_NETWORK }).waitFor({ timeout: HANG_GUARD_MS });
  check(true, 'offline, a room link opens the network room, which says it needs a network instead of waiting for the broker');
  await watch.close();

  await page.goto(`${url}?seed=8&speed=0`);
  const offline = await localGame(page, 'O');
  check(
    offline.state.turn >= TURNS,
    `offline: a local game against bots from the lobby, ${offline.player.turnsEnded} turns played by the person, now turn ${offline.state.turn}`,
  );
  const offlineChecked = await verifyLog(context, url);
  check(
    offlineChecked.heading.includes('Valid log of a finished game') && offlineChecked.where === 'worker',
    `offline: the verify page checks the signed log in its worker: "${offlineChecked.heading}"`,
  );
  check(
    failedRequests.length === 0,
    `offline, nothing the page needs was missing (failed requests: ${failedRequests.map((u) => new URL(u).pathname).join(', ') || 'none'})`,
  );

  // 3. a new version is offered in the middle of the game, and loaded only when the person says so
  appendFileSync(join(SERVED, SUB_PATH, 'sw.js'), '\n// a new deploy\n');
  server = await startServer(SERVED);
  await context.setOffline(false);
  const game = await page.evaluate(() => ((window.updateMarker = location.hash), location.hash));
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  const prompt = page.locator('.update-prompt');
  const reloadedBySelf = page.waitForEvent('load', { timeout: HANG_GUARD_MS }).then(
    () => 'the page reloaded by itself',
    () => 'no prompt',
  );
  const offered = await Promise.race([prompt.waitFor({ timeout: HANG_GUARD_MS }).then(() => 'prompt'), reloadedBySelf]);
  check(
    offered === 'prompt' && (await prompt.textContent()).includes('A new version of Hexknights is ready'),
    `a new deploy is offered mid-game: "A new version of Hexknights is ready" with Reload and Later (${offered})`,
  );
  const going = new Player(page, 'U');
  await play(going, async () => going.turnsEnded >= 1, { timeoutMs: HANG_GUARD_MS });
  const after = await page.evaluate(() => ({ marker: window.updateMarker, turn: window.hexknights.state().turn }));
  check(
    after.marker === game && after.turn > offline.state.turn,
    `the page did not reload by itself: the person played on to turn ${after.turn} with the prompt shown`,
  );
  await shot(page, 'update-prompt-1366x768.png');
  await page.setViewportSize(PHONE);
  await shot(page, 'update-prompt-390x844.png');
  await page.setViewportSize(LAPTOP);
  await Promise.all([page.waitForEvent('load', { timeout: HANG_GUARD_MS }), prompt.getByRole('button', { name: 'Reload' }).click()]);
  await page.waitForSelector('.table .board', { timeout: HANG_GUARD_MS });
  const reloaded = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return {
      marker: window.updateMarker ?? null,
      hash: location.hash,
      waiting: !!r?.waiting,
      controlled: !!navigator.serviceWorker.controller,
      turn: window.hexknights.state().turn,
    };
  });
  check(
    reloaded.marker === null && reloaded.hash === game && !reloaded.waiting && reloaded.controlled,
    `Reload loads the new version (no worker left waiting) and reopens the game ${game} at turn ${reloaded.turn}`,
  );
  check(!(await page.locator('.update-prompt').count()), 'after the reload no update is offered');
  // Later: the prompt goes, the page stays, the next version waits for the next start
  appendFileSync(join(SERVED, SUB_PATH, 'sw.js'), '// another deploy\n');
  await page.evaluate(() => ((window.updateMarker = 'later'), navigator.serviceWorker.getRegistration().then((r) => r.update())));
  await prompt.waitFor({ timeout: HANG_GUARD_MS });
  await prompt.getByRole('button', { name: 'Later' }).click();
  await prompt.waitFor({ state: 'detached' });
  const later = await page.evaluate(async () => ({ marker: window.updateMarker, waiting: !!(await navigator.serviceWorker.getRegistration())?.waiting }));
  check(later.marker === 'later' && later.waiting, 'Later closes the prompt; the page stays and the new version waits');
  log(`ALL SITE CHECKS PASSED in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
} catch (e) {
  failed = true;
  log(`FAILED: ${e.stack ?? e}`);
  for (const l of consoleLines.slice(-40)) process.stderr.write(`  ${l}\n`);
  log(`FAILED: ${e.message ?? e}`);
} finally {
  await cleanup();
}
console.log(`e2e site: ${passedChecks} passed, ${failed ? 1 : 0} failed`);
process.exit(failed ? 1 : 0);
