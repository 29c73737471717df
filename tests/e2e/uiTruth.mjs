// Browser suite, issue 38 ("the verify page tells the truth, every loss is narrated"), run by ui.mjs:
//  record: a local game against bots, its "Download log" dropped on the verify page: the page says it
//    is a local game's record, replays every move by the rules (valid), says what it could not check
//    (who moved, the dice), names the players as the table did and draws the board.
import { HANG_GUARD_MS } from './harness.mjs';
import { Player } from './uiPlayer.mjs';
import { playToMidTurn } from './uiReload.mjs';

/** Issue 38 item 5: a local game's download verifies on the verify page, which says what it checked. */
export async function recordChecks(context, url, { check, consoleLines, shot }) {
  const page = await context.newPage();
  page.on('console', (m) => consoleLines.push(`R: ${m.text()}`));
  await page.goto(`${url}?local=1&rules=base&players=3&seed=8&speed=0&name=Ada&color=green`);
  await page.waitForSelector('.table .board');
  const player = new Player(page, 'R');
  await playToMidTurn(player, 2);
  const seats = await page.evaluate(() => window.hexknights.port.seats.value.map((s) => s.name));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download log' }).click()]);
  const file = await download.path();
  await page.goto(`${url}#verify`);
  await page.locator('.dropzone input[type=file]').setInputFiles(file);
  const verdict = page.locator('.verdict');
  await verdict.waitFor({ timeout: HANG_GUARD_MS });
  const heading = (await verdict.locator('h2').textContent()).trim();
  const field = async (name) => (await verdict.locator(`dt:text-is("${name}") + dd`).textContent()).trim();
  const names = (await verdict.locator('.vplayers tbody td:nth-child(2)').allTextContents()).map((n) => n.trim());
  check(heading === '✔ A local game (not finished): every move follows the rules', `a local game's Download log verifies on the verify page: "${heading}"`);
  check(/^\d+ of \d+ moves replayed/.test(await field('Moves')) && /(\d+) of \1 moves/.test(await field('Moves')), `every move was replayed: ${await field('Moves')}`);
  check(/who made each move/i.test(await field('Not checked')) && /dice/.test(await field('Not checked')), 'the page says what a record cannot show (who moved, fair dice)');
  check(JSON.stringify(names) === JSON.stringify(seats), `the record names the players as the table did: ${names.join(', ')}`);
  check(await page.locator('.verify-board .board').count(), "the record's board is drawn");
  await shot(page, 'verify-record-1366x768.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'verify-record-390x844.png');
  await page.close();
}
