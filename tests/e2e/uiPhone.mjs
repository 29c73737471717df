// Phone and tablet checks of the UI runner (issue 18 item 3): at 390x844 and 768x1024 the page never
// scrolls sideways; on the phone the hand, the builder's bar, trade and log are reachable (the side
// panels are tabs), and "Zoom in" makes a set-up corner's hit area at least 40 px across. Issue 38
// item 8: zoomed, the board scrolls below the dice and the barbarian track, not under them; a road
// target's tap disc is 44 px or more and a tap on it off the road's band builds the road.
import { HANG_GUARD_MS, waitFor } from './harness.mjs';
import { Player, play } from './uiPlayer.mjs';

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Is the element's box inside the viewport (at least 20 px of it), and shown? */
async function onScreen(page, selector) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 20 && r.top >= 0 && r.top < window.innerHeight - 20 && r.left >= 0 && r.right <= window.innerWidth + 1;
  }, selector);
}

export async function phoneChecks(context, url, { check, consoleLines, shot }) {
  const page = await context.newPage();
  page.on('pageerror', (e) => consoleLines.push(`P: PAGE ERROR ${e.message}`));
  await page.setViewportSize({ width: 390, height: 844 });
  // a C&K game in set-up: the person's first corner glows
  await page.goto(`${url}?local=1&rules=ck&players=4&seed=11&speed=0&name=Ada`);
  await page.waitForSelector('.board .vertex-target');
  check((await overflow(page)) <= 0, 'at 390x844 the table does not scroll sideways');
  check((await onScreen(page, '.hand')) && (await onScreen(page, '.board')), 'at 390x844 the board and the hand are on screen');

  const hit = () => page.locator('.vertex-target .hit').first().boundingBox();
  const small = await hit();
  check(small.width >= 44, `before any zoom a corner's hit area is ${Math.round(small.width)} px across (44 px is a finger's usual minimum)`);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  const big = await hit();
  check(
    big.width >= 40 && (await overflow(page)) <= 0,
    `"Zoom in" makes a corner's hit area ${Math.round(big.width)} px across (was ${Math.round(small.width)} px), still no sideways scroll`,
  );
  // the doubled island opens on its middle, not on the sea of its top left corner
  const centred = await page.evaluate(() => {
    const area = document.querySelector('.board-area').getBoundingClientRect();
    const tiles = [...document.querySelectorAll('.board-area .board .tile')].map((t) => t.getBoundingClientRect());
    const island = {
      x: (Math.min(...tiles.map((r) => r.left)) + Math.max(...tiles.map((r) => r.right))) / 2,
      y: (Math.min(...tiles.map((r) => r.top)) + Math.max(...tiles.map((r) => r.bottom))) / 2,
    };
    return { dx: Math.round(island.x - (area.left + area.width / 2)), dy: Math.round(island.y - (area.top + area.height / 2)), w: area.width, h: area.height };
  });
  check(
    Math.abs(centred.dx) < centred.w * 0.15 && Math.abs(centred.dy) < centred.h * 0.15,
    `"Zoom in" opens on the island's middle (its centre ${centred.dx}, ${centred.dy} px from the view's)`,
  );
  // issue 38 item 8: zoomed, the dice and the barbarian track sit above the scrolled board, not over it
  const covered = await page.evaluate(() => {
    const view = document.querySelector('.board-area .board-scroll').getBoundingClientRect();
    return [...document.querySelectorAll('.board-area .dice, .board-area .barbarians')].map((box) => {
      const r = box.getBoundingClientRect();
      return { box: box.className, bottom: Math.round(r.bottom), viewTop: Math.round(view.top) };
    });
  });
  check(
    covered.length > 0 && covered.every((c) => c.bottom <= c.viewTop + 1),
    `zoomed, the boxes over the board end above the scrolled board (${JSON.stringify(covered)})`,
  );
  await shot?.(page, 'phone-zoomed.png');
  await page.getByRole('button', { name: 'Whole island' }).click();
  // issue 38 item 8: a road target is a finger's size (its band was 23x18 px): a disc 44 px across over its
  // middle, and a tap on that disc but off the band builds the nearest glowing road
  await page.locator('.board .vertex-target').first().click();
  await page.waitForSelector('.board .edge-target');
  const discs = await page
    .locator('.edge-target .edge-tap')
    .evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect()).map((r) => [r.width, r.height].map(Math.round)));
  check(
    discs.length > 0 && discs.every(([w, h]) => w >= 44 && h >= 44),
    `at 390x844 every road target's tap area is at least 44x44 px (${discs.map((d) => d.join('x')).join(', ')})`,
  );
  const band = await page.locator('.edge-target .edge-hit').first().boundingBox();
  const disc = await page.locator('.edge-target .edge-tap').first().boundingBox();
  const roads = () => page.evaluate(() => window.hexknights.port.view.value.players[window.hexknights.port.me].roads.length);
  const before = await roads();
  // 18 px from the disc's centre, across the road: outside the band's ~10 px, inside the 44 px disc
  const across = band.width > band.height ? { x: 0, y: 18 } : { x: 18, y: 0 };
  await page.mouse.click(disc.x + disc.width / 2 + across.x, disc.y + disc.height / 2 + across.y);
  await waitFor('the road built by a tap off its band', async () => (await roads()) > before, 5000);
  check(true, `a tap 18 px off a road's middle (off its ${Math.round(band.width)}x${Math.round(band.height)} px band) builds the road`);
  // the person plays set-up and a turn on the phone, through the same clicks as on a laptop
  const player = new Player(page, 'P');
  await play(player, async () => player.turnsEnded >= 1, { timeoutMs: HANG_GUARD_MS });
  check((await overflow(page)) <= 0, `a C&K set-up and a first turn played on the phone (${player.actions} UI actions), no sideways scroll`);
  // every action button in view (rows of four, no sideways scroll), and the barbarian track above the island;
  // measured once the bar is back (right after End turn the bots' turns hold it empty for a moment)
  await page.waitForFunction(() => document.querySelectorAll('nav.actions button').length >= 10, null, { timeout: HANG_GUARD_MS });
  const bar = await page.evaluate(() => {
    const nav = document.querySelector('nav.actions');
    const buttons = [...nav.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
    const track = document.querySelector('.barbarians')?.getBoundingClientRect();
    const tops = [...document.querySelectorAll('.board-area .board .tile')].map((t) => t.getBoundingClientRect().top);
    const island = { top: Math.min(...tops) };
    return {
      buttons: buttons.length,
      scroll: nav.scrollWidth - nav.clientWidth,
      outside: buttons.filter((r) => r.left < 0 || r.right > window.innerWidth + 1).length,
      trackBottom: Math.round(track?.bottom ?? 0),
      islandTop: Math.round(island?.top ?? 0),
    };
  });
  check(
    bar.buttons >= 10 && bar.scroll <= 0 && bar.outside === 0,
    `at 390x844 all ${bar.buttons} action buttons are in view without scrolling sideways (${JSON.stringify(bar)})`,
  );
  check(
    bar.trackBottom > 0 && bar.trackBottom <= bar.islandTop + 1,
    `the C&K barbarian track ends (y ${bar.trackBottom}) above the island (y ${bar.islandTop})`,
  );
  await shot?.(page, 'ck-phone-actions.png');

  for (const [tab, selector] of [
    ['Trade', '.panel.trade'],
    ['Log', '.panel.log'],
    ['Cards', '.panel.cards'],
    ['Players', '.panel.players'],
  ]) {
    await page.locator('.panel-tabs').getByRole('button', { name: tab, exact: true }).click();
    await waitFor(`the ${tab} tab`, () => onScreen(page, selector), 5000);
  }
  check(true, 'at 390x844 the Trade, Log, Cards and Players tabs each show their panel on screen');
  // issue 38 item 8: the improve buttons are a finger's size (they were 44x25 px)
  await page.locator('.panel-tabs').getByRole('button', { name: 'Cities', exact: true }).click();
  const improve = await page
    .locator('.cities .track-row button')
    .evaluateAll((bs) => bs.map((b) => [Math.round(b.getBoundingClientRect().width), Math.round(b.getBoundingClientRect().height)]));
  check(
    improve.length === 3 && improve.every(([w, h]) => w >= 44 && h >= 44),
    `at 390x844 the improve buttons are at least 44x44 px (${improve.map((b) => b.join('x')).join(', ')})`,
  );
  await page.locator('.panel-tabs').getByRole('button', { name: 'Players', exact: true }).click();
  const dock = await page.locator('footer.dock').boundingBox();
  check(await onScreen(page, 'footer.dock'), `at 390x844 the bottom sheet (hand and builder's bar) is on screen (${JSON.stringify(dock)})`);

  await page.setViewportSize({ width: 768, height: 1024 });
  await page.waitForTimeout(200);
  check((await overflow(page)) <= 0 && (await onScreen(page, '.hand')), 'at 768x1024 no sideways scroll, the hand on screen');
  await page.close();
}
