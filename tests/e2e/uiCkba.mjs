// Barbarian Attack (ckba) in the page (issue 14 item 3), driven by clicks only: the lobby's
// "Barbarian Attack" with 3 players starts a local game against 2 bots; the board shows the castle and
// the barbarians on the coast, no robber and no barbarian track; the person plays turns by the same
// click policy as the C&K game (uiPlayer.mjs), and whenever a knight may move it is moved
// click-click: "Move knight", the glowing knight, then a glowing path. Screenshots at 1366x768 and
// 390x844 (ckba-laptop.png, ckba-phone.png).
import { HANG_GUARD_MS, log, waitFor } from './harness.mjs';
import { Player, snapshot } from './uiPlayer.mjs';

const SEED = 21;
const TURNS = 8;

/** The path-knight positions on the board (their titles and centres), to see a move happen. */
const knightSpots = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.board .path-knight .knight-disc')]
      .map((c) => `${c.getAttribute('cx')},${c.getAttribute('cy')}`)
      .sort()
      .join(' '),
  );

/** Moves one knight by clicks if "Move knight" is offered; true if a knight moved. */
async function moveKnightByClicks(page, player) {
  const button = page.locator('nav.actions button:not([disabled])').filter({ has: page.locator('.label', { hasText: /^Move knight$/ }) });
  if (!(await button.count())) return false;
  const before = await knightSpots(page);
  await player.click(button, 'Move knight');
  await page.waitForSelector('.board .edge-target');
  const from = page.locator('.board .edge-target').first();
  const label = await from.getAttribute('aria-label');
  await player.click(from, `target ${label}`);
  // the second step: the paths this knight may reach glow
  await waitFor(
    'the reachable paths to glow',
    async () => (await page.locator('.board .edge-target').count()) > 0 && /pick where it goes/.test((await page.evaluate(snapshot)).prompt),
    HANG_GUARD_MS,
    20,
  );
  const reachable = await page.locator('.board .edge-target').count();
  await player.click(page.locator('.board .edge-target').last(), 'target Move here');
  await waitFor('the knight to stand on its new path', async () => (await knightSpots(page)) !== before, HANG_GUARD_MS, 20);
  if (process.env.DEBUG_UI) log(`ckba: a knight moved by click-click (${reachable} paths glowed)`);
  return true;
}

export async function ckbaChecks(context, url, { check, consoleLines, shot }) {
  const page = await context.newPage();
  page.on('pageerror', (e) => consoleLines.push(`K: PAGE ERROR ${e.message}`));
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${url}?seed=${SEED}&speed=0`);
  await page.waitForSelector('.lobby');
  const player = new Player(page, 'ckba');
  await page.getByLabel('Your name').fill('Ada');
  await player.click(page.getByRole('button', { name: 'Barbarian Attack' }), 'rules: Barbarian Attack');
  check(await page.getByRole('button', { name: '5 players', exact: true }).isDisabled(), 'Barbarian Attack offers 3-4 players only');
  await player.click(page.getByRole('button', { name: '3 players', exact: true }), '3 players');
  await player.click(page.getByRole('button', { name: 'Play vs bots locally' }), 'play locally');
  await page.waitForSelector('.table .board');
  check(
    (await page.locator('.board .castle').count()) === 1 && (await page.locator('.board .barbarian-group').count()) >= 2,
    'the castle and the barbarians on the coastal 2 and 12 are drawn',
  );
  check((await page.locator('.barbarians').count()) === 0 && (await page.locator('.board .robber').count()) === 0, 'no barbarian track and no robber');

  let moves = 0;
  // a knight on the castle's paths must leave before the turn ends (003): End turn is not offered, and
  // the prompt says what is owed (issue 25 item 4: it said "build, trade or end the turn")
  const owed = [];
  const autoOwed = [];
  const deadline = Date.now() + HANG_GUARD_MS; // a hang guard only
  while (player.turnsEnded < TURNS && Date.now() < deadline) {
    const s = await page.evaluate(snapshot);
    if (s.winner) break;
    if (s.mine && !s.modal && !s.targets.length && !s.buttons.includes('End turn') && s.buttons.includes('Move knight') && /^Your turn/.test(s.prompt)) {
      if (!owed.length) {
        await shot(page, 'ckba-knight-owed-1366x768.png');
        await page.setViewportSize({ width: 390, height: 844 });
        await shot(page, 'ckba-knight-owed-390x844.png');
        await page.setViewportSize({ width: 1366, height: 768 });
      }
      owed.push(s.prompt);
    }
    if (
      s.mine &&
      !s.modal &&
      !s.picking &&
      s.targets.length &&
      !s.buttons.includes('End turn') &&
      s.buttons.includes('Move knight') === false &&
      /knight/.test(s.prompt)
    ) {
      if (!autoOwed.length) {
        await shot(page, 'ckba-knight-forced-1366x768.png');
        await page.setViewportSize({ width: 390, height: 844 });
        await shot(page, 'ckba-knight-forced-390x844.png');
        await page.setViewportSize({ width: 1366, height: 768 });
      }
      autoOwed.push(s.prompt);
    }
    if (s.mine && !s.modal && !s.targets.length && (await moveKnightByClicks(page, player))) {
      moves++;
      continue;
    }
    const r = await player.step();
    if (r === 'idle') await page.waitForTimeout(30);
  }
  check(
    player.turnsEnded >= TURNS || (await page.evaluate(snapshot)).winner,
    `${player.turnsEnded} ckba turns played by clicks (${player.actions} UI actions)`,
  );
  check(moves > 0, `${moves} knight move${moves === 1 ? '' : 's'} made click-click on paths`);
  check(
    owed.length > 0 && owed.every((p) => /move your knight off the castle to end the turn/.test(p)),
    `with a knight on the castle's paths and no End turn, the prompt said what is owed (${owed.length} times: "${owed[0]}")`,
  );
  // issue 38 item 4: when that knight is all the person may move (the table glows it by itself), the prompt still says why
  // (the knight alone: a recruit with an empty hand; seen or not in a run, tests/ui/prompts.test.ts has it)
  check(
    player.whyless.length === 0 && autoOwed.every((p) => /to end the turn/.test(p)),
    `whenever the table glowed targets by itself the prompt said what is owed and why (set-up, ${autoOwed.length} knight moves owed${autoOwed.length ? `: "${autoOwed[0]}"` : ''}); prompts without a why: ${JSON.stringify(player.whyless)}`,
  );
  // play on (a hang guard only) until the barbarians hold a building, so the shot shows one on its side
  while (!(await page.locator('.board .fallen').count()) && Date.now() < deadline) {
    const s = await page.evaluate(snapshot);
    if (s.winner) break;
    if (s.mine && !s.modal && !s.targets.length && (await moveKnightByClicks(page, player))) continue;
    if ((await player.step()) === 'idle') await page.waitForTimeout(30);
  }
  const fallen = await page.locator('.board .fallen').count();
  log(`ckba: ${player.turnsEnded} turns by clicks, ${fallen} conquered building${fallen === 1 ? '' : 's'} on the board`);
  // the screenshots show the table on the person's turn, with no dialog over the board
  await waitFor(
    "the person's turn with no dialog",
    async () => {
      const s = await page.evaluate(snapshot);
      if (s.mine && !s.modal && !s.targets.length) return true;
      if ((await player.step()) === 'idle') await page.waitForTimeout(30);
      return false;
    },
    HANG_GUARD_MS,
    0,
  );
  const stats = await page.locator('.players .ckba-stat').allTextContents();
  check(stats.length === 3 && stats.every((t) => /^\d+ gold · \d+ prisoners?$/.test(t)), `gold and prisoners per player: ${stats.join(' / ')}`);
  // the stalemate rule's count (docs/rules-decisions.md) where the players' state is, with its rule
  const stalemate = page.locator('.players .stalemate');
  const quiet = (await stalemate.textContent()) ?? '';
  check(
    /^Quiet turns: \d+ of 300A new best score or a prisoner starts the count again; at 300 the most points win\.$/.test(quiet) &&
      /the most points win/.test((await stalemate.getAttribute('title')) ?? ''),
    `the stalemate count is shown: "${quiet}"`,
  );
  const lines = await page.locator('.log li').allTextContents();
  check(
    lines.some((t) => /barbarians? lands? on/.test(t)),
    'the log tells the landings in words',
  );
  await shot(page, 'ckba-laptop.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await shot(page, 'ckba-phone.png');
  await page.close();
}
