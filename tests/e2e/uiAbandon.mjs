// A table of two whose guest leaves (issue 35 item 9): A hosts a 2-seat base game with an 8 s signed
// turn limit (`?turnlimit=8`), B joins, and B's tab closes while the game waits for B. A's page says at
// once that B left and what comes next (issue 38 item 8; it took a missed dice draw). Past the limit
// A's page offers "End the game as abandoned"; it asks first, and once confirmed A's table shows the
// game ended with no winner and its log says so once. B, opening the game again (in German), finds it
// ended too.
// Positions are read from the page's read-only debug hook (window.hexknights).
import { HANG_GUARD_MS, openAppPage, waitFor } from './harness.mjs';
import { Player, play } from './uiPlayer.mjs';
import { joinOnly } from './uiReload.mjs';

const LIMIT_S = 8;
const SAID = 'The host ended the game as abandoned: Ben was away past the turn limit. No winner.';
const SAID_TO_BEN = 'Der Gastgeber hat das Spiel abgebrochen: Du warst länger als die Zugzeit weg. Kein Sieger.';

/** Whether the game waits for someone other than this page's seat, and not for it. */
const waitsForOther = (page) =>
  page.evaluate(() => {
    const port = window.hexknights?.port;
    const awaiting = port?.view.value.awaiting ?? [];
    return awaiting.length > 0 && !awaiting.includes(port.me);
  });

export async function abandonChecks([ca, cb], url, { check, consoleLines, shot }) {
  const a = await openAppPage(ca, `${url}?ice=none&speed=100&turnlimit=${LIMIT_S}`, 'AA', consoleLines);
  const pa = new Player(a, 'AA');
  await a.getByLabel('Your name').fill('Ann');
  await pa.click(a.getByRole('button', { name: 'Base game' }), 'rules: base');
  await pa.click(a.getByRole('button', { name: '2 players', exact: true }), '2 players');
  await pa.click(a.getByRole('button', { name: /^Host a game/ }), 'host');
  await a.locator('.room-code').waitFor();
  await waitFor('the host to reach the broker', async () => !(await a.getByText('Connecting to the broker').count()), HANG_GUARD_MS);
  const link = await a.getByLabel('Join link').inputValue(); // once the room is open: it carries the host key's fingerprint
  const b = await openAppPage(cb, link, 'AB', consoleLines);
  await joinOnly(pa, new Player(b, 'AB'));
  await Promise.all([a.waitForSelector('.table .board', { timeout: HANG_GUARD_MS }), b.waitForSelector('.table .board', { timeout: HANG_GUARD_MS })]);

  // A plays until the game waits for Ben; then Ben's tab closes
  await play(pa, () => waitsForOther(a), { timeoutMs: HANG_GUARD_MS });
  const benAt = b.url();
  // Ben's browser speaks German when Ben comes back (the remembered choice, i18n/index.ts)
  await b.evaluate(() => localStorage.setItem('hexknights.lang', 'de'));
  await b.close();
  const offer = a.locator('.abandon-offer');
  const closedAt = Date.now();
  check((await offer.count()) === 0, 'inside the turn limit the host is not offered to end the game');
  // issue 38 item 8: the host's page says at once that Ben left, and what comes next (it took a missed draw, ~20 s)
  const left = a.locator('.idle-note', { hasText: 'Ben has left the table' });
  await left.waitFor({ timeout: 15_000 });
  check(
    (await left.textContent()).includes(`a stand-in moves for them`) && (await a.locator('.player .tag.warn', { hasText: 'away' }).count()) === 1,
    `${((Date.now() - closedAt) / 1000).toFixed(1)} s after Ben's tab closed the host's page says so, with what comes next: "${await left.textContent()}"`,
  );
  // the limit in it stays on one line: "(8 s)" never breaks between its number and its unit
  const limitLines = await left.locator('.limit').evaluate((el) => [getComputedStyle(el).whiteSpace, el.getClientRects().length, el.textContent]);
  check(
    limitLines[0] === 'nowrap' && limitLines[1] === 1,
    `the note's limit "${limitLines[2]}" is on one line (${limitLines[1]} line box, white-space ${limitLines[0]})`,
  );
  await shot(a, 'guest-left-1366x768.png');
  await a.setViewportSize({ width: 390, height: 844 });
  await shot(a, 'guest-left-390x844.png');
  await a.setViewportSize({ width: 1366, height: 768 });
  const button = a.getByRole('button', { name: 'End the game as abandoned' });
  await button.waitFor({ timeout: HANG_GUARD_MS });
  check(
    (await offer.textContent()).startsWith('Ben has been away past the turn limit.'),
    `past the ${LIMIT_S} s limit the host is offered to end the game: "${await offer.textContent()}"`,
  );
  await shot(a, 'abandon-offer-1366x768.png');
  await a.setViewportSize({ width: 390, height: 844 });
  check(await button.isVisible(), 'on a phone the offer stays in view');
  await shot(a, 'abandon-offer-390x844.png');
  await a.setViewportSize({ width: 1366, height: 768 });
  await button.click();
  const ask = a.getByRole('alertdialog', { name: 'End the game as abandoned?' });
  await ask.waitFor({ timeout: HANG_GUARD_MS });
  await shot(a, 'abandon-confirm-1366x768.png');
  // "Keep waiting" changes nothing
  await ask.getByRole('button', { name: 'Keep waiting' }).click();
  check(!(await a.evaluate(() => window.hexknights.state().finished)), 'Keep waiting leaves the game running');
  await button.click();
  await ask.getByRole('button', { name: 'End it, no winner' }).click();

  const ended = a.getByRole('dialog', { name: 'Game abandoned' });
  await ended.waitFor({ timeout: HANG_GUARD_MS });
  const hostSaw = await ended.textContent();
  const said = (p, text = SAID) => p.evaluate((line) => window.hexknights.port.log.value.filter((l) => l.text === line).length, text);
  check(
    hostSaw.includes('it waited for Ben past the turn limit. Nobody won.') &&
      (await a.evaluate(() => window.hexknights.state().finished)) &&
      (await said(a)) === 1,
    `the host's table shows the game ended with no winner, and its log says so once: "${hostSaw}"`,
  );
  check(
    (await a.locator('.prompt').textContent()).includes('Game abandoned: no winner') &&
      (await a.locator('.turn-clock').count()) === 0 &&
      (await a.locator('.winner').count()) === 0,
    'the top bar says the game was abandoned; no turn timer, no winner screen',
  );
  await shot(a, 'abandon-ended-host-1366x768.png');

  // Ben opens the game again, in German: it is over for Ben too
  const back = await openAppPage(cb, benAt, 'AB2', consoleLines);
  const benEnded = back.getByRole('dialog', { name: 'Spiel abgebrochen' });
  await benEnded.waitFor({ timeout: HANG_GUARD_MS });
  const benSaw = await benEnded.textContent();
  await waitFor("Ben's log to say the game was abandoned", async () => (await said(back, SAID_TO_BEN)) === 1, HANG_GUARD_MS);
  check(
    benSaw.includes('Es wartete länger als die Zugzeit auf dich. Niemand hat gewonnen.') &&
      (await back.evaluate(() => window.hexknights.port.legal.value.length)) === 0,
    `Ben, back, finds the game ended with no winner and nothing to play: "${benSaw}"`,
  );
  await shot(back, 'abandon-ended-guest-de-1366x768.png');
  await back.evaluate(() => localStorage.removeItem('hexknights.lang')); // the context is shared with later sections
  await Promise.all([a.close(), back.close()]);
}
