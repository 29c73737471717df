// The lobby's new games in the page (issues 12, 13, 15): an 8-seat Peanut Island game against bots at
// mixed levels (two search bots think in the Web Worker) chosen through the lobby's buttons, played
// by the person through the UI until every seat has had a turn; and a Catan for Two game for a few
// turns, where the neutral seats are listed apart and get their pieces. While the bots play, a 20 ms
// ticker measures the longest main-thread stall. With --shots: lobby-boards, peanut-8, islands-4 and two-player at
// 1366x768 and 390x844.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { HANG_GUARD_MS, openAppPage, waitFor } from './harness.mjs';
import { Player, play } from './uiPlayer.mjs';

const turnOf = (page) => page.evaluate(() => window.hexknights?.port?.view.value.turn ?? 0);

/** In the lobby: base game, 8 players on Peanut Island, the first bot hard and the second normal. */
async function choosePeanutEight(page) {
  await page.getByLabel('Your name').fill('Ada');
  await page.getByRole('button', { name: 'Base game' }).click();
  await page.getByRole('button', { name: '8 players', exact: true }).click();
  await page.getByRole('button', { name: 'Peanut Island' }).click();
  await page.getByText(/^Bots:/).click();
  await page.getByLabel('Bot 1 level').selectOption('hard');
  await page.getByLabel('Bot 2 level').selectOption('normal');
}

/** Longest gap between 20 ms ticks on the page since the last call (the page's own thread). */
async function startTicker(page) {
  await page.evaluate(() => {
    window.__gaps = { max: 0, last: performance.now() };
    setInterval(() => {
      const now = performance.now();
      window.__gaps.max = Math.max(window.__gaps.max, now - window.__gaps.last - 20);
      window.__gaps.last = now;
    }, 20);
  });
}

async function shots(page, shotsDir, name, log) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const [w, h] of [
    [1366, 768],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(300);
    const path = join(shotsDir, `${name}-${w}x${h}.png`);
    await page.screenshot({ path });
    log(`screenshot ${path}`);
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

export async function boardGames(context, url, { check, consoleLines, figures, shotsDir, log }) {
  // 1. Peanut Island, 8 seats, through the lobby
  const page = await openAppPage(context, `${url}?seed=3&speed=150`, 'boards', consoleLines);
  await choosePeanutEight(page);
  await page.getByText(/^Variants/).click();
  await page.getByLabel(/Special building phase/).check();
  const setup = await page.locator('.lobby-actions').getAttribute('data-setup');
  const select = await page.getByLabel('Bot 1 level').evaluate((el) => {
    const cs = getComputedStyle(el);
    return { appearance: cs.appearance, radius: cs.borderRadius, background: cs.backgroundColor, color: cs.color };
  });
  check(
    select.appearance === 'none' && select.radius === '8px' && select.background !== 'rgb(255, 255, 255)',
    `the bot-level selects wear the page's style, not the system's (${JSON.stringify(select)})`,
  );
  check(setup === '8:peanut:specialBuildingPhase', `the lobby's choice is 8 seats on Peanut Island with the special building phase (${setup})`);
  const hexes = await page.locator('.layout-preview polygon').count();
  check(hexes >= 30, `the lobby previews the Peanut board (${hexes} hexes drawn)`);
  await page.locator('.layout-preview').scrollIntoViewIfNeeded();
  await shots(page, shotsDir, 'lobby-boards', log);
  await page.setViewportSize({ width: 390, height: 844 });
  const wide = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    widest: [...document.querySelectorAll('.lobby-card *')]
      .map((e) => [e.getBoundingClientRect().right, e.tagName + '.' + e.className])
      .sort((a, b) => b[0] - a[0])
      .slice(0, 3),
  }));
  check(wide.page <= 0, `the lobby with every choice open fits a 390 px phone (${JSON.stringify(wide)})`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: 'Play vs bots locally' }).click();
  await page.waitForSelector('.table .board');
  await startTicker(page);
  const header = await page.locator('.topbar .setup-line').textContent();
  check(/Peanut Island/.test(header) && /Special building phase/.test(header), `the header names the board and variant ("${header}")`);
  check((await page.locator('.panel.players .player').count()) === 8, 'eight players listed');
  const opening = await page.evaluate(() => window.hexknights.port.log.value[0]?.text ?? '');
  check(/^An 8-player /.test(opening), `the log opens in good English: "${opening}"`);
  check(/bot · hard/.test(await page.locator('.panel.players').textContent()), 'the hard bot is marked in the players list');
  const player = new Player(page, 'peanut');
  const started = Date.now();
  // set-up is two placements per seat; turn 8 after it is the last seat's first turn, so > 8 is a full round
  await play(player, async () => (await turnOf(page)) > 8, { timeoutMs: 300_000 });
  const stall = await page.evaluate(() => window.__gaps.max);
  figures.peanut8 = { uiActions: player.actions, seconds: (Date.now() - started) / 1000, longestStallMs: Math.round(stall) };
  check(
    true,
    `8-seat Peanut Island: set-up and a full round played (${player.actions} UI actions, ${figures.peanut8.seconds.toFixed(1)} s; longest main-thread stall ${Math.round(stall)} ms)`,
  );
  await shots(page, shotsDir, 'peanut-8', log);

  // 2. Islands of Catan for the screenshot (set-up done, bots at easy)
  if (shotsDir) {
    await page.goto(`${url}?local=1&rules=base&players=4&layout=islands&seed=5&speed=0&name=Ada`);
    await page.waitForSelector('.table .board');
    const p = new Player(page, 'islands');
    await play(p, async () => (await turnOf(page)) > 6, { timeoutMs: HANG_GUARD_MS });
    await shots(page, shotsDir, 'islands-4', log);
  }

  // 3. Catan for Two, a few turns through the UI
  await page.goto(`${url}?local=1&rules=base&players=2&seed=9&speed=100&name=Ada&levels=normal`);
  await page.waitForSelector('.table .board');
  check(/Catan for Two/.test(await page.locator('.topbar .setup-line').textContent()), 'the header says Catan for Two');
  const two = new Player(page, 'two');
  await play(two, async () => two.turnsEnded >= 3, { timeoutMs: HANG_GUARD_MS });
  const neutral = await page.evaluate(() => window.hexknights.port.view.value.players.slice(2).map((p) => p.settlements.length + p.roads.length));
  check(
    (await page.locator('.panel.players .player.neutral').count()) === 2 && neutral.every((n) => n > 0),
    `Catan for Two: 3 turns played, the two neutral seats listed apart with pieces (${neutral.join(', ')})`,
  );
  await shots(page, shotsDir, 'two-player', log);
  await page.close();
}

/**
 * A hosted 8-seat Peanut Island room: the host fills seven seats with bots (each its own peer, keys and
 * replica; the first hard and the second normal, searching in the page's worker) and plays a round.
 */
export async function hostPeanut(context, url, { check, consoleLines, figures }) {
  const page = await openAppPage(context, `${url}?ice=none&speed=100`, 'host8', consoleLines);
  await choosePeanutEight(page);
  await page.getByRole('button', { name: /^Host a game/ }).click();
  await page.locator('.room-code').waitFor();
  await waitFor('the host to reach the broker', async () => !(await page.getByText('Connecting to the broker').count()), HANG_GUARD_MS);
  const started = Date.now();
  for (let i = 0; i < 7; i++) {
    const add = page.getByRole('button', { name: 'Fill a seat with a bot' });
    await waitFor(`the bot button (bot ${i + 1})`, async () => (await add.count()) && (await add.isEnabled()), HANG_GUARD_MS);
    await add.click();
    await page.waitForTimeout(300);
  }
  await page.waitForSelector('.table .board', { timeout: HANG_GUARD_MS });
  const header = await page.locator('.topbar .setup-line').textContent();
  check(/Peanut Island/.test(header), `a hosted 8-seat room starts on Peanut Island ("${header}") after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const player = new Player(page, 'host8');
  await play(player, async () => (await turnOf(page)) > 8, { timeoutMs: 400_000 });
  const state = await page.evaluate(() => window.hexknights?.state?.() ?? null);
  const rolled = await page.evaluate(() => new Set(window.hexknights.port.log.value.filter((l) => / rolled \d+/.test(l.text)).map((l) => l.seat)).size);
  check(rolled === 8, `every one of the 8 seats rolled (${rolled})`);
  figures.hostedPeanut8 = { uiActions: player.actions, seconds: (Date.now() - started) / 1000, seq: state?.seq };
  check(
    true,
    `hosted 8-seat Peanut Island with 7 bots: set-up and a full round (${player.actions} UI actions, log at entry ${state?.seq}, ${figures.hostedPeanut8.seconds.toFixed(1)} s)`,
  );
  await page.close();
}
