// Cards handed over face down in a hosted Cities & Knights room with sealed hands (issue 36; docs/cards.md,
// "Private resource moves"): the host and three bots play until someone plays a Wedding, a Master
// Merchant or a Commercial Harbor and its cards change hands face down. The host's log says who gave whom
// how many; where the host is not a party the line names no kind. Not in the default run: a whole game
// may pass before one of these six cards is played. --shots saves face-down-live-1366x768.png.
import { HANG_GUARD_MS } from './harness.mjs';
import { hostCkRoomWithBots } from './uiSealedCk.mjs';
import { Player, play } from './uiPlayer.mjs';

/** The host page's face-down log lines (src/ui/i18n/en/faceDown.ts), with whether the host is a party to each. */
const faceDownLines = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.log li')]
      .map((li) => li.textContent.trim())
      .filter((text) => / face down|has no commodity: |have no commodity: /.test(text))
      .map((text) => ({ text, party: /^You |\byou\b|\byour\b/.test(text) })),
  );

export async function faceDownChecks(context, url, { check, consoleLines, shot }) {
  const page = await hostCkRoomWithBots(context, url, 'facedown', consoleLines);
  const started = Date.now();
  const player = new Player(page, 'facedown');
  const ended = await play(player, async () => (await faceDownLines(page)).length > 0, { timeoutMs: 3_600_000, maxActions: 6000 });
  const lines = await faceDownLines(page);
  check(
    lines.length > 0,
    `a hosted C&K room: cards changed hands face down after ${((Date.now() - started) / 1000).toFixed(0)} s (${player.actions} UI actions; ${ended})`,
  );
  for (const { text, party } of lines) {
    // another pair's move names how many, never which
    check(party || !/face down: /.test(text), `the host's log: "${text}"${party ? ' (a party: it may name the kinds)' : ''}`);
  }
  // the game goes on past it (the host plays on): the log's last line changes (it shows the last 150
  // lines, so their count stops growing), or the game is won; a stall throws after HANG_GUARD_MS
  const lastLine = () => page.locator('.log li').last().textContent();
  const before = await lastLine();
  const goneOn = Date.now();
  const on = await play(player, async () => (await lastLine()) !== before, { timeoutMs: HANG_GUARD_MS });
  check(
    on === 'won' || (await lastLine()) !== before,
    `the game goes on (${on} after ${((Date.now() - goneOn) / 1000).toFixed(0)} s): ${JSON.stringify((await faceDownLines(page)).map((l) => l.text))}`,
  );
  await page.locator('.panel.log').scrollIntoViewIfNeeded();
  await shot(page, 'face-down-live-1366x768.png');
  await page.close();
}
