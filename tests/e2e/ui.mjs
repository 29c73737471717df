#!/usr/bin/env node
// Browser checks of the real site (index.html + src/ui), driven only through the page as a player
// would: clicks, typing, file choosing (Playwright locators), never the session or the engine.
// Runs in the same private network namespace as run.mjs (harness.mjs), with the local PeerJS broker
// of `hexknights serve` and `?ice=none` (no STUN): nothing leaves this machine.
//
//   node tests/e2e/ui.mjs [--only local,net,reload,phone,ckba,verify,boards,hostboards,trade,watch,rematch,idle,noroom,abandon,german,record,barbarians,special,two,easy,small,refusals,reasons,sealedck,facedown] [--shots docs/screenshots]
//
//  1. local: a whole Cities & Knights game from the lobby (name typed, Easy Start ticked, "Play vs
//     bots locally") with a fixed seed; one seat is played by a simple click policy, three bots play
//     the others; it ends on the winner screen. Prints how many UI actions that took.
//  2. net: page A hosts through the lobby, reads the room code and the join link; page B opens the
//     link and joins; A fills the last seat with a bot and the game starts; both play turns through
//     the UI; both end on the same log head and state hash (read from the page's debug hook).
//  reload (uiReload.mjs): a local bot game, a guest and a host are reloaded mid-turn and come back by
//     themselves (the address names the game) at the same state with their whole log; Leave asks
//     first and the lobby's Resume reopens the game; the host's bot seat plays on after its reload.
//  phone (uiPhone.mjs): at 390x844 and 768x1024 no sideways scroll; on the phone the hand, the
//     builder's bar and the Trade, Log, Cards and Players tabs are reachable; Zoom in gives 40 px targets, and
//     the zoomed board scrolls below the dice and the barbarian track; a road target's tap disc is 44+ px.
//  ckba (uiCkba.mjs): a local Barbarian Attack game from the lobby, turns played by clicks, knights
//     moved click-click on paths; --shots saves ckba-laptop.png and ckba-phone.png.
//  boards (uiBoards.mjs): an 8-seat Peanut Island game with bots at mixed levels from the lobby, played
//     for a full round, and a Catan for Two game for three turns; with --shots, peanut-8, islands-4 and
//     two-player screenshots at 1366x768 and 390x844.
//  hostboards (uiBoards.mjs): a hosted 8-seat Peanut Island room filled with seven bots (one hard, one
//     normal) plays set-up and a full round in the host's page.
//  trade (uiTrade.mjs): in a local base game the person offers to one bot only, sees that only that bot
//     answers, and confirms a deal it accepted or countered; --shots saves trade-compose-to-one.png
//     (the composer, "Offer to White") and trade-offer-to-one.png (White's answer, "Trade with White").
//  watch (uiWatch.mjs): a spectator opens the host's watch link, the host admits it with one click, and
//     it follows the game (same log head) with no hand and nothing to do; --shots saves watch-admit.png
//     and watch-spectator.png.
//  rematch (uiRematch.mjs): a hosted base game (host, guest, hard bot) played through the UI to the
//     winner screen, checking on the way the turn timer, dice that tumble in, sound and its mute, that
//     the bot thinks in the Web Worker on the page's own core chunk, and the end-of-game statistics; then the host's Rematch, the guest joins with one click, and both pages
//     show a new game (own room and log) with the same players; the finished log still verifies.
//     --shots saves rematch-host-lobby.png, rematch-offer.png and rematch-new-game.png.
//  idle (uiIdle.mjs): a hosted base game with a signed turn limit of 8 s; the guest does nothing, and
//     past the limit a stand-in moves for it (both pages say so), the game goes on, the guest's own
//     move ends it, the log verifies; --shots saves idle-you-{1366x768,390x844}.png,
//     idle-other-{1366x768,390x844}.png, lobby-turn-limit-{1366x768,390x844}.png and idle-room-guest-*.png.
//  noroom (uiNoRoom.mjs): a wrong room code says within seconds that no room answers it, with the way
//     back to the lobby (the time is printed); a host that reloads its lobby while a guest opens its
//     link still lets the guest in; --shots saves no-room-{1366x768,390x844}.png.
//  record (uiTruth.mjs, issue 38): a local game's Download log verifies on the verify page as a game
//     record (every move replayed by the rules), which says what it could not check; the verify
//     check in `net` drops a guest's log that asked for the host's colour and sees the played colours.
//  abandon (uiAbandon.mjs): a hosted table of two with an 8 s turn limit whose guest's tab closes; past
//     the limit the host ends the game as abandoned (after a confirm), both it and the guest coming back
//     see it ended with no winner; --shots saves abandon-{offer,confirm,ended-host}-1366x768.png, abandon-offer-390x844.png,
//     abandon-ended-guest-de-1366x768.png (the guest back, in German).
//  refusals (uiRefusals.mjs, issue 38 item 9): the Inventor on a 6, the Spy taking a Constitution and a second
//     Commercial Harbor offer to one player, each in a reopened local game, show the rule that refuses them (English, German).
//  sealedck (uiSealedCk.mjs, issue 36): a hosted C&K room of the host and three bots played until a card
//     is stolen: another player's sealed cards show as "N cards: k sealed" and no kind of them reaches the
//     host's view; --shots saves sealed-hands-ck-1366x768.png. Not in the default run (it plays to the first attack).
//  facedown (uiFaceDown.mjs, issue 36): a hosted C&K room of the host and three bots played until cards change
//     hands face down (a Wedding, a Master Merchant or a Commercial Harbor): the host's log says who gave whom
//     how many and names no kind where it is not a party; --shots saves face-down-live-1366x768.png. Not in
//     the default run (a whole game may pass before one of those cards is played).
//  reasons (uiReasons.mjs, issue 38 item 8): the German verify page says a wrong format and an unfinished sealed game's
//     card audit in German; --shots saves verify-reasons-de-{1366x768,390x844}.png.
//  3. verify (uiVerify.mjs): the Verify page checks a finished signed C&K log of at least 3,000 entries
//     (made by `hexknights simulate --signed`) in its Web Worker, shows progress, keeps the page
//     responsive, and shows the report; the figures line gives its time and entries per second.
// --shots DIR saves ck-progress-dialog.png (mid-game with a progress card's dialog open),
// room-code.png (the host's lobby with the room code), ck-verify.png (the verify report) and
// ck-winner.png (the winner screen of the local game).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_BUILD, HANG_GUARD_MS, buildApp, enterNamespace, launchBrowsers, log, openAppPage, startServer, waitFor } from './harness.mjs';
import { Player, play } from './uiPlayer.mjs';
import { localReload, netReload } from './uiReload.mjs';
import { phoneChecks } from './uiPhone.mjs';
import { ckbaChecks } from './uiCkba.mjs';
import { boardGames, hostPeanut } from './uiBoards.mjs';
import { sealedCkChecks } from './uiSealedCk.mjs';
import { incomingOffer, tradeChecks } from './uiTrade.mjs';
import { watchChecks } from './uiWatch.mjs';
import { rematchChecks } from './uiRematch.mjs';
import { idleChecks } from './uiIdle.mjs';
import { noRoomChecks } from './uiNoRoom.mjs';
import { abandonChecks } from './uiAbandon.mjs';
import { LOG_FILE, makeLog, verifyCli, verifyPage } from './uiVerify.mjs';
import { germanChecks } from './uiGerman.mjs';
import { refusalChecks } from './uiRefusals.mjs';
import { faceDownChecks } from './uiFaceDown.mjs';
import { reasonChecks } from './uiReasons.mjs';
import { barbarianChecks, easyBotChecks, recordChecks, smallChecks, specialBuildChecks, twoPlayerChecks } from './uiTruth.mjs';

const GAME_SEED = 11;

function arg(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const only = new Set(
  (
    arg('--only') ??
    'local,net,reload,phone,ckba,verify,boards,hostboards,trade,watch,rematch,idle,noroom,abandon,german,record,barbarians,special,two,easy,small,refusals,reasons'
  ).split(','),
);
const shotsDir = arg('--shots') ? resolve(arg('--shots')) : null;

const outer = await enterNamespace(fileURLToPath(import.meta.url), { build: () => buildApp() });
if (outer !== null) process.exit(outer);

const consoleLines = [];
let server = null;
let browsers = null;
let failed = false;
let passedChecks = 0;
const figures = {};
const t0 = Date.now();

async function cleanup() {
  await browsers?.close();
  await server?.stop();
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

function check(cond, message) {
  if (!cond) throw new Error(`check failed: ${message}`);
  passedChecks++;
  log(`ok: ${message}`);
}

async function shot(page, name) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, name) });
  log(`screenshot ${join(shotsDir, name)}`);
}

// ---------------------------------------------------------------------------------------------

async function localGame(context, url) {
  const page = await openAppPage(context, `${url}?seed=${GAME_SEED}&speed=0`, 'local', consoleLines);
  const started = Date.now();
  const player = new Player(page, 'local');
  // the lobby, as a new player fills it in
  await player.click(page.getByLabel('Your name'), 'name field');
  await page.getByLabel('Your name').fill('Ada');
  player.actions++;
  await player.click(page.getByRole('button', { name: 'Cities & Knights' }), 'rules: C&K');
  await player.click(page.getByRole('button', { name: '4 players', exact: true }), '4 players');
  await player.click(page.getByText('Variants'), 'variants');
  await player.click(page.getByLabel('Easy start'), 'easy start');
  await player.click(page.getByRole('button', { name: 'Play vs bots locally' }), 'play locally');
  await page.waitForSelector('.table .board');
  check(await page.locator('.barbarians').count(), 'a local Cities & Knights table from the lobby (barbarian track shown)');
  let dialogShot = false;
  player.onCardDialog = async (card) => {
    if (dialogShot) return;
    dialogShot = true;
    log(`${card}: its dialog is open`);
    await shot(page, 'ck-progress-dialog.png');
  };
  // a hang guard only: a busy 2-core box made a whole game take over 150 s (maxActions bounds the game)
  const end = await play(player, null, { timeoutMs: 600_000 });
  check(end === 'won', 'the game reached the winner screen');
  await shot(page, 'ck-winner.png');
  const title = await page.locator('.modal.winner h2').textContent();
  const rounds = await page.locator('.modal.winner p').first().textContent();
  figures.localGame = { uiActions: player.actions, turnsPlayed: player.turnsEnded, seconds: (Date.now() - started) / 1000, result: `${title} ${rounds}` };
  check(
    true,
    `a whole C&K game through the UI: "${title}" ${rounds}; ${player.actions} UI actions by the human seat (${player.turnsEnded} turns ended), ${figures.localGame.seconds.toFixed(1)} s`,
  );
  // a local rematch is one click: the same seats (names, colours, bot levels), a new game
  const seatsNow = () => page.evaluate(() => JSON.stringify(window.hexknights.port.seats.value));
  const [seatsBefore, gameBefore] = [await seatsNow(), await page.evaluate(() => window.hexknights.state().stateHash)];
  await page.locator('.modal.winner').getByRole('button', { name: 'Play again' }).click();
  await page.locator('.modal.winner').waitFor({ state: 'detached' });
  const fresh = await page.evaluate(() => window.hexknights.state());
  check(
    fresh.seq === 0 && fresh.stateHash !== gameBefore && (await seatsNow()) === seatsBefore,
    'Play again starts a new game with the same seats in one click',
  );
  return page;
}

/** The text colour (rgb) of each player's name, as the page drew it: the inks of src/ui/colors.ts NAME_INK. */
const NAME_INK_RGB = {
  red: 'rgb(255, 122, 112)',
  blue: 'rgb(127, 176, 255)',
  white: 'rgb(240, 240, 240)',
  orange: 'rgb(255, 176, 97)',
  green: 'rgb(111, 212, 135)',
  brown: 'rgb(211, 161, 126)',
};

/**
 * Issue 38 item 2: the log a player downloads, dropped on the verify page, draws each player in the
 * colour the table showed (`played`: name to colour), not the colour each one asked for.
 */
async function verifyDrawsWhatWasPlayed(tablePage, context, played) {
  const [download] = await Promise.all([tablePage.waitForEvent('download'), tablePage.getByRole('button', { name: 'Download log' }).click()]);
  const file = await download.path();
  const page = await context.newPage();
  await page.goto(`${server.url}#verify`);
  await page.locator('.dropzone input[type=file]').setInputFiles(file);
  const verdict = page.locator('.verdict');
  await verdict.waitFor({ timeout: HANG_GUARD_MS });
  const drawn = {};
  for (const row of await verdict.locator('.vplayers tbody tr').all()) {
    const cell = row.locator('td').nth(1);
    drawn[(await cell.textContent()).replace(' ♛', '').trim()] = await cell.evaluate((td) => getComputedStyle(td).color);
  }
  const wanted = Object.fromEntries(Object.entries(played).map(([name, color]) => [name, NAME_INK_RGB[color]]));
  const heading = (await verdict.locator('h2').textContent()).trim();
  check(
    /Valid log/.test(heading) && JSON.stringify(drawn, Object.keys(wanted).sort()) === JSON.stringify(wanted, Object.keys(wanted).sort()),
    `the verify page draws the downloaded log's players in the colours they played (${JSON.stringify(played)}): ${heading}, ${JSON.stringify(drawn)}`,
  );
  await page.close();
}

async function netGame(contexts, url) {
  const [ca, cb] = contexts;
  const a = await openAppPage(ca, `${url}?ice=none&speed=200`, 'A', consoleLines);
  const pa = new Player(a, 'A');
  await a.getByLabel('Your name').fill('Ada');
  pa.actions++;
  await pa.click(a.getByRole('button', { name: '3 players', exact: true }), '3 players');
  await pa.click(a.getByRole('button', { name: /^Host a game/ }), 'host');
  const codeBox = a.locator('.room-code');
  await codeBox.waitFor();
  const code = (await codeBox.textContent()).trim();
  await waitFor('the host to reach the broker', async () => !(await a.getByText('Connecting to the broker').count()), HANG_GUARD_MS);
  const link = await a.getByLabel('Join link').inputValue();
  // the link's invite is the code and the host key's fingerprint (a guest with it hears only that key)
  const invite = link.split('#join=')[1];
  check(
    /^[a-z0-9]{6}$/.test(code) && new RegExp(`^${code}[a-z0-9]{12}$`).test(invite) && link.includes('ice=none'),
    `host shows room code "${code}" and link ${link}`,
  );
  await waitFor('the host to reach the broker', async () => !(await a.getByText('Connecting to the broker').count()), HANG_GUARD_MS);

  const b = await openAppPage(cb, link, 'B', consoleLines);
  const pb = new Player(b, 'B');
  check((await b.getByLabel('Room code').inputValue()) === invite, 'the link fills in the room code (with the fingerprint) on page B');
  check(
    !(await b.getByRole('button', { name: 'Base game' }).count()) &&
      !(await b.getByRole('button', { name: 'Play vs bots locally' }).count()) &&
      (await b.getByRole('button', { name: 'Red' }).count()) === 1,
    "the join link's page asks only what a guest chooses (name, colour): no rule buttons, no local or host game",
  );
  await shot(b, 'join-invited-1366x768.png');
  await b.setViewportSize({ width: 390, height: 844 });
  await shot(b, 'join-invited-390x844.png');
  await b.setViewportSize({ width: 1366, height: 768 });
  {
    // the link pasted into a tab already on the site: only the # changes, and the lobby follows it
    const c = await cb.newPage();
    await c.goto(`${url}?ice=none`);
    await c.waitForSelector('.lobby');
    await c.evaluate((hash) => (location.hash = hash), `#join=${invite}`);
    const filled = await waitFor('the pasted link to fill in the code', async () => (await c.getByLabel('Room code').inputValue()) === invite, 10_000).catch(
      () => false,
    );
    check(filled, `a join link pasted into a tab already on the site fills in the invite ${invite}`);
    await c.close();
  }
  await b.getByLabel('Your name').fill('Bob');
  pb.actions++;
  // Bob asks for the host's colour (red, every lobby's first): the host keeps it whatever seat the dice give Bob
  await pb.click(b.getByRole('button', { name: 'Red' }), 'colour red');
  await pb.click(b.getByRole('button', { name: 'Join', exact: true }), 'join');
  // nobody sits down without the host's Admit (issue 23: knowing the room id gets nobody a seat)
  await a.getByRole('region', { name: 'Join requests' }).waitFor({ timeout: HANG_GUARD_MS });
  await pa.click(a.getByRole('region', { name: 'Join requests' }).getByRole('button', { name: 'Admit' }), 'admit Bob');
  await a.locator('.room-seats li', { hasText: 'Bob' }).waitFor({ timeout: HANG_GUARD_MS });
  await waitFor('Bob to be seated', async () => !(await a.locator('.room-seats li', { hasText: 'joining' }).count()), HANG_GUARD_MS);
  await shot(a, 'room-code.png');
  await pa.click(a.getByRole('button', { name: 'Fill a seat with a bot' }), 'add a bot');
  await Promise.all([a.waitForSelector('.table .board', { timeout: HANG_GUARD_MS }), b.waitForSelector('.table .board', { timeout: HANG_GUARD_MS })]);
  check(true, 'both pages show the board after the bot filled the last seat');
  const colours = await Promise.all([a, b].map((p) => p.evaluate(() => Object.fromEntries(window.hexknights.port.seats.value.map((s) => [s.name, s.color])))));
  check(
    colours.every((c) => c.Ada === 'red' && c.Bob !== 'red' && JSON.stringify(c) === JSON.stringify(colours[0])),
    `the host keeps its red when the guest asks for it too: ${JSON.stringify(colours[0])} on both pages`,
  );

  const TURNS = 2;
  await Promise.all([pa, pb].map((p) => play(p, async () => p.turnsEnded >= TURNS, { timeoutMs: HANG_GUARD_MS })));
  check(
    pa.turnsEnded >= TURNS && pb.turnsEnded >= TURNS,
    `both humans played through the UI: A ${pa.actions} UI actions (${pa.turnsEnded} turns), B ${pb.actions} (${pb.turnsEnded} turns)`,
  );

  // stop clicking; compare once both pages settle on one head (two equal polls in a row)
  const state = (p) => p.evaluate(() => window.hexknights?.state?.() ?? null);
  let settled = null;
  const final = await waitFor(
    'both pages to settle on one head',
    async () => {
      const [sa, sb] = await Promise.all([state(a), state(b)]);
      const agree = sa && sb && sa.head === sb.head && sa.stateHash === sb.stateHash;
      const done = agree && settled === sa.head;
      settled = agree ? sa.head : null;
      return done && [sa, sb];
    },
    HANG_GUARD_MS,
    400,
  ).catch(async () => {
    const [sa, sb] = await Promise.all([state(a), state(b)]);
    throw new Error(`the pages disagree: A ${JSON.stringify(sa)} B ${JSON.stringify(sb)}`);
  });
  // the table chat: a signed line from A reaches B, and stays out of the game log and the log file
  await a.getByLabel('Chat message').fill('hello from Ada');
  await a.locator('.chat').getByRole('button', { name: 'Send' }).click();
  await b.locator('.chat li', { hasText: 'hello from Ada' }).waitFor({ timeout: HANG_GUARD_MS });
  const inLog = await b.evaluate(
    () => JSON.stringify(window.hexknights.port.log.value).includes('hello from Ada') || window.hexknights.port.logFile().includes('hello from Ada'),
  );
  check(!inLog, "A's chat line reached B (signed, relayed by the host) and is in neither the game log nor the signed log file");
  await incomingOffer(pa, pb, { check, shot });
  await verifyDrawsWhatWasPlayed(b, ca, colours[0]);
  // the chat survives a reload of the page that read it
  await b.reload();
  await b.waitForSelector('.table .board', { timeout: HANG_GUARD_MS });
  const kept = await b
    .locator('.chat li', { hasText: 'hello from Ada' })
    .waitFor({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  check(kept, "B's page, reloaded, still shows the chat line from Ada");
  await Promise.all([a.close(), b.close()]);
  figures.netGame = { code, seq: final[0].seq, turn: final[0].turn, uiActions: { A: pa.actions, B: pb.actions } };
  check(
    final[0].stateHash && final[0].stateHash === final[1].stateHash,
    `pages A and B end on the same head and state hash ${final[0].stateHash} at entry ${final[0].seq} (turn ${final[0].turn}; roles ${final[0].role}/${final[1].role})`,
  );
}

try {
  // the signed log for the verify check is made beside the games (it only needs a CPU)
  const logReady = only.has('verify') || only.has('german') ? makeLog() : null;
  logReady?.catch(() => {});
  server = await startServer(APP_BUILD, { everyAddress: true });
  log(`server at ${server.url}`);
  browsers = await launchBrowsers(3, { viewport: { width: 1366, height: 768 }, secureOrigin: server.url });
  const [c0, c1, c2] = browsers.contexts;
  // the local game is the long one; the network game, then the verify check, run beside it
  const ctx = { check, consoleLines, figures };
  const netThenVerify = async () => {
    if (only.has('net')) await netGame([c1, c2], server.url);
    if (only.has('hostboards')) await hostPeanut(c2, server.url, ctx);
    if (only.has('sealedck')) await sealedCkChecks(c2, server.url, { ...ctx, shot });
    if (only.has('facedown')) await faceDownChecks(c2, server.url, { ...ctx, shot });
    if (only.has('reload')) await netReload([c1, c2], server.url, { ...ctx, shot });
    if (only.has('watch')) await watchChecks([c1, c2], server.url, { ...ctx, shot });
    if (only.has('rematch')) await rematchChecks([c1, c2, c0], server.url, { ...ctx, shot, verifyCli });
    if (only.has('idle')) await idleChecks([c1, c2], server.url, { ...ctx, shot, verifyCli });
    if (only.has('noroom')) await noRoomChecks([c1, c2], server.url, { ...ctx, shot });
    if (only.has('abandon')) await abandonChecks([c1, c2], server.url, { ...ctx, shot });
    if (only.has('reasons')) await reasonChecks(c1, server.url, { ...ctx, shot });
    if (only.has('verify')) {
      await logReady;
      await verifyPage(c1, server.url, { check, figures, shot });
    }
  };
  const local = async () => {
    if (only.has('local')) await localGame(c0, server.url);
    if (only.has('reload')) await localReload(c0, server.url, ctx);
    if (only.has('phone')) await phoneChecks(c0, server.url, { ...ctx, shot });
    if (only.has('ckba')) await ckbaChecks(c0, server.url, { ...ctx, shot });
    if (only.has('boards')) await boardGames(c0, server.url, { ...ctx, shotsDir, log });
    if (only.has('trade')) await tradeChecks(c0, server.url, { ...ctx, shot });
    if (only.has('record')) await recordChecks(c0, server.url, { ...ctx, shot });
    if (only.has('barbarians')) await barbarianChecks(c0, server.url, { ...ctx, shot });
    if (only.has('special')) await specialBuildChecks(c0, server.url, { ...ctx, shot });
    if (only.has('two')) await twoPlayerChecks(c0, server.url, { ...ctx, shot });
    if (only.has('easy')) await easyBotChecks(c0, server.url, { ...ctx, shot });
    if (only.has('refusals')) await refusalChecks(c0, server.url, { ...ctx, shot });
    if (only.has('small')) await smallChecks(c0, server.url, { ...ctx, shot });
  };
  // German (tests/e2e/uiGerman.mjs): a browser whose language is German, every screen searched for English
  const german = async () => {
    if (!only.has('german')) return;
    const de = await launchBrowsers(1, { viewport: { width: 1366, height: 768 }, secureOrigin: server.url, locale: 'de-DE' });
    try {
      await germanChecks(de.contexts[0], server.url, { ...ctx, shotsDir, logFile: logReady.then(() => LOG_FILE) });
    } finally {
      await de.close();
    }
  };
  await Promise.all([local(), netThenVerify(), german()]);
  log(`figures: ${JSON.stringify(figures)}`);
  // A passing run still shows every refusal and warning the pages logged: an honest move refused by
  // an honest replica is a bug even when the game goes on.
  for (const l of consoleLines.filter((l) => /rejected|warning/.test(l))) log(`page said: ${l}`);
  log(`ALL UI CHECKS PASSED in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
} catch (e) {
  failed = true;
  log(`FAILED: ${e.stack ?? e}`);
  // the last lines of each page, so one chatty page cannot hide what the others said
  const byPage = new Map();
  for (const l of consoleLines.filter((l) => !/\[hexknights\] net /.test(l))) {
    const page = l.slice(0, l.indexOf(':'));
    byPage.set(page, [...(byPage.get(page) ?? []).slice(-29), l]);
  }
  for (const [page, lines] of byPage) {
    log(`--- last console lines of page ${page} ---`);
    for (const l of lines) process.stderr.write(`  ${l}\n`);
  }
  // again after the page lines, so a log that keeps only its tail still says what failed
  log(`FAILED: ${e.message ?? e}`);
} finally {
  await cleanup();
}
console.log(`e2e ui: ${passedChecks} passed, ${failed ? 1 : 0} failed`);
process.exit(failed ? 1 : 0);
