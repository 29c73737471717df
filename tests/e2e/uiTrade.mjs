// Player trades in the page (issue 18 item 5): in a local base game the person makes an offer to one
// bot only ("Offer to" White), sees that only White is asked and answers, asks White for each kind in
// turn until White accepts or counters, and confirms that deal with "Trade with White". Driven through
// the page; the person's hand and the log are read from the page's read-only debug hook.
import { HANG_GUARD_MS, waitFor } from './harness.mjs';
import { Player } from './uiPlayer.mjs';
import { background, playToMidTurn } from './uiReload.mjs';

const RESOURCES = ['brick', 'lumber', 'wool', 'grain', 'ore'];

export async function tradeChecks(context, url, { check, consoleLines, shot, figures }) {
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (m) => consoleLines.push(`T: ${m.text()}`));
  page.on('pageerror', (e) => consoleLines.push(`T: PAGE ERROR ${e.message}`));
  await page.goto(`${url}?local=1&rules=base&players=3&seed=21&speed=0&name=Ada`);
  await page.waitForSelector('.table .board');
  const player = new Player(page, 'T');
  const hand = () => page.evaluate(() => window.hexknights.port.view.value.players[window.hexknights.port.me].hand);
  const panel = page.locator('.panel.trade');
  const asked = [];
  let deal = null;
  for (let turn = 1; turn <= 4 && !deal; turn++) {
    await playToMidTurn(player, turn - 1);
    await panel.getByRole('tab', { name: 'Players' }).click();
    const recipients = await panel.getByRole('group', { name: 'Offer to' }).getByRole('button').allTextContents();
    check(recipients.join(',') === 'Everyone,Blue,White', `the offer goes to everyone or one player: ${recipients.join(', ')}`);
    const mine = await hand();
    const give = RESOURCES.find((k) => mine[k] > 0);
    if (!give) continue; // nothing to offer this turn
    for (const want of RESOURCES.filter((k) => k !== give)) {
      await panel.getByRole('tab', { name: 'Players' }).click();
      await panel.getByRole('group', { name: 'Offer to' }).getByRole('button', { name: 'White' }).click();
      const offer = panel.getByRole('button', { name: /^Offer to/ });
      if (turn === 1 && asked.length === 0) {
        check((await offer.isDisabled()) && /what you give/.test(await panel.locator('.why').textContent()), 'a disabled "Offer to White" says why');
      }
      await panel
        .getByLabel('Cards you give')
        .getByRole('button', { name: `one more ${give}` })
        .click();
      await panel
        .getByLabel('Cards you ask for')
        .getByRole('button', { name: `one more ${want}` })
        .click();
      check((await offer.textContent()) === 'Offer to White', 'the button names the one player the offer is for');
      if (asked.length === 0) await shot(page, 'trade-compose-to-one.png');
      await offer.click();
      const open = panel.locator('.open-trade');
      await open.waitFor();
      const rows = open.locator('.answers li');
      const answer = await waitFor(
        "White's answer",
        async () => {
          const text = await rows.first().locator('.ans').textContent();
          return text !== 'thinking…' && text;
        },
        HANG_GUARD_MS,
      );
      asked.push(`${give}->${want}: ${answer}`);
      check(
        (await open.locator('.offer-line').textContent()).startsWith('Your offer to White') &&
          (await rows.count()) === 1 &&
          (await rows.first().textContent()).startsWith('White'),
        `an offer to White asks White only (Blue is not listed): White ${answer}`,
      );
      if (answer === 'accepted' || answer === 'countered') {
        const counter = answer === 'countered' ? (await rows.first().locator('.counter').textContent()).trim() : null;
        if (counter) check(/^gives .+ for .+/.test(counter), `White's counter-offer is shown: ${counter}`);
        await shot(page, 'trade-offer-to-one.png');
        const before = await hand();
        await rows.first().getByRole('button', { name: 'Trade with White' }).click();
        await panel.locator('.open-trade').waitFor({ state: 'detached' });
        const after = await hand();
        deal = { give, want, answer, counter };
        check(
          after[want] > before[want] && after[give] < before[give],
          `confirmed the deal with White (${answer}${counter ? `: ${counter}` : ''}): ${give} ${before[give]} -> ${after[give]}, ${want} ${before[want]} -> ${after[want]}`,
        );
        break;
      }
      await open.getByRole('button', { name: 'Withdraw offer' }).click();
      await open.waitFor({ state: 'detached' });
    }
  }
  const lines = await page.evaluate(() => window.hexknights.port.log.value.map((l) => l.text));
  check(lines.some((l) => /^Ada offers White /.test(l)) || lines.some((l) => /^You offer White /.test(l)), 'the log says whom the offer was for');
  check(deal !== null, `a deal with White was made after ${asked.length} offers (${asked.join('; ')})`);
  figures.trade = { offers: asked.length, deal };
}

/**
 * An offer to a person shows its answer where that person looks (issue 25 item 6): over the top of
 * the board, Decline and Counter inside the window at 1366x768 and at 390x844 (the side panel's trade
 * section sat at y ~1100, below the fold); answering takes it away. In a networked game host A offers
 * to guest B on A's turn (local bots never offer); B's page is measured.
 */
export async function incomingOffer(pa, pb, { check, shot }) {
  const [a, b] = [pa.page, pb.page];
  const bg = background(pb, HANG_GUARD_MS);
  let line = null;
  for (let turn = pa.turnsEnded + 1; !line && turn < pa.turnsEnded + 6; turn++) {
    await playToMidTurn(pa, turn - 1);
    const panel = a.locator('.panel.trade');
    await panel.getByRole('tab', { name: 'Players' }).click();
    const hand = await a.evaluate(() => window.hexknights.port.view.value.players[window.hexknights.port.me].hand);
    const give = RESOURCES.find((k) => hand[k] > 0);
    if (!give) continue;
    const recipients = await panel.getByRole('group', { name: 'Offer to' }).getByRole('button').allTextContents();
    const guest = recipients.find((n) => n === 'Bob');
    if (!guest) continue;
    await panel.getByRole('group', { name: 'Offer to' }).getByRole('button', { name: guest }).click();
    await panel
      .getByLabel('Cards you give')
      .getByRole('button', { name: `one more ${give}` })
      .click();
    await panel
      .getByLabel('Cards you ask for')
      .getByRole('button', { name: `one more ${RESOURCES.find((k) => k !== give)}` })
      .click();
    await bg.stop();
    await panel.getByRole('button', { name: 'Offer to Bob' }).click();
    const offer = b.getByRole('region', { name: 'Trade offer for you' });
    await offer.waitFor({ timeout: HANG_GUARD_MS });
    line = (await offer.locator('.offer-line').textContent()).trim();
    const inWindow = async (height) => {
      const boxes = await Promise.all(['Decline', 'Counter…'].map((name) => offer.getByRole('button', { name }).boundingBox()));
      return boxes.every((x) => x && x.y >= 0 && x.y + x.height <= height) && boxes.map((x) => Math.round(x.y));
    };
    const laptop = await inWindow(768);
    check(!!laptop, `an offer to the guest ("${line}") shows Decline and Counter on the board, inside the 1366x768 window (y ${laptop})`);
    await shot(b, 'trade-incoming-laptop.png');
    await b.setViewportSize({ width: 390, height: 844 });
    await b.waitForTimeout(300);
    const phone = await inWindow(844);
    check(!!phone, `and inside the 390x844 window (y ${phone})`);
    await shot(b, 'trade-incoming-phone.png');
    await b.setViewportSize({ width: 1366, height: 768 });
    await offer.getByRole('button', { name: 'Decline' }).click();
    await offer.waitFor({ state: 'detached', timeout: HANG_GUARD_MS });
    await a.locator('.open-trade').getByRole('button', { name: 'Withdraw offer' }).click();
    check(true, "the guest's Decline answered the offer and took it off the board");
  }
  if (!line) {
    await bg.stop();
    check(false, 'the host had nothing to offer the guest in five turns');
  }
}
