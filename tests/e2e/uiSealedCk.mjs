// A hosted Cities & Knights room with sealed hands (issue 36; docs/cards.md, "Private resource moves"):
// the host and three bots play until a card has been stolen; another player with sealed cards shows
// "N cards: k sealed" in the players panel (a seat's view has no other hand), and the host's view of
// that player holds no kind of its sealed cards. --shots saves sealed-hands-ck-1366x768.png.
import { HANG_GUARD_MS, openAppPage, waitFor } from './harness.mjs';
import { Player, play } from './uiPlayer.mjs';

/** Seats other than mine holding sealed cards, as the page's view has them (counts and public cards only). */
const sealedOthers = (page) =>
  page.evaluate(() => {
    const port = window.hexknights?.port;
    const view = port?.view.value;
    if (!view?.players) return [];
    return view.players
      .map((p, seat) => ({ seat, sealed: p.sealedCards ?? 0, known: Object.values(p.sealedKnown ?? {}).reduce((a, b) => a + b, 0) }))
      .filter((p) => p.seat !== port.me && p.sealed > 0);
  });

/** A 4-player C&K room hosted by Ada with three bots, once its board shows (the sealedck and facedown checks). */
export async function hostCkRoomWithBots(context, url, name, consoleLines) {
  const page = await openAppPage(context, `${url}?ice=none&speed=100`, name, consoleLines);
  await page.getByLabel('Your name').fill('Ada');
  await page.getByRole('button', { name: 'Cities & Knights' }).click();
  await page.getByRole('button', { name: '4 players', exact: true }).click();
  await page.getByRole('button', { name: /^Host a game/ }).click();
  await page.locator('.room-code').waitFor();
  await waitFor('the host to reach the broker', async () => !(await page.getByText('Connecting to the broker').count()), HANG_GUARD_MS);
  for (let i = 0; i < 3; i++) {
    const add = page.getByRole('button', { name: 'Fill a seat with a bot' });
    await waitFor(`the bot button (bot ${i + 1})`, async () => (await add.count()) && (await add.isEnabled()), HANG_GUARD_MS);
    await add.click();
    await page.waitForTimeout(300);
  }
  await page.waitForSelector('.table .board', { timeout: HANG_GUARD_MS });
  return page;
}

export async function sealedCkChecks(context, url, { check, consoleLines, shot }) {
  const page = await hostCkRoomWithBots(context, url, 'sealedck', consoleLines);
  const started = Date.now();
  const player = new Player(page, 'sealedck');
  await play(player, async () => (await sealedOthers(page)).length > 0, { timeoutMs: 900_000 });
  const others = await sealedOthers(page);
  check(
    others.length > 0,
    `a hosted C&K room: a player holds sealed cards after ${((Date.now() - started) / 1000).toFixed(0)} s (${player.actions} UI actions)`,
  );
  check(
    others.every((p) => p.known === 0),
    `my replica's view holds no kind of another player's sealed cards (${JSON.stringify(others)})`,
  );
  const badge = page.locator('.badges .badge', { hasText: /cards?: \d+ sealed/ });
  await badge.first().waitFor({ timeout: HANG_GUARD_MS });
  check(true, `the players panel shows "${(await badge.first().textContent()).trim()}"`);
  // my own sealed cards (if I was the one robbed) read once the others' keys are in: the hand shows their kinds
  await waitFor('my sealed cards to be read', async () => !/still sealed/.test(await page.locator('.hand-total').textContent()), HANG_GUARD_MS);
  check(true, `my hand panel reads "${(await page.locator('.hand-total').textContent()).trim()}"`);
  await badge.first().scrollIntoViewIfNeeded();
  await shot(page, 'sealed-hands-ck-1366x768.png');
  await page.close();
}
