// Screenshots of a base, a Cities & Knights and a 6-seat game at a phone (390x844), a tablet
// (768x1024) and a laptop (1366x768) into docs/screenshots/{base,ck,six}-{W}x{H}.png, and a check
// per shot that the page does not scroll sideways. Seat 0 is played through window.hexknights.port
// (the same legal actions the buttons offer) with a crude ranking until the game is under way.
// Usage: npm run build && npx vite preview --port 4173 & node tests/ui/capture-sizes.mjs [url] [outDir]
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:4173/';
const out = process.argv[3] ?? 'docs/screenshots';
const SIZES = [
  [390, 844],
  [768, 1024],
  [1366, 768],
];
const GAMES = [
  ['base', 'rules=base&players=4&seed=7'],
  ['ck', 'rules=ck&players=4&seed=11'],
  ['six', 'rules=ck&players=6&seed=5'],
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });

/** Seat 0 acts by a fixed ranking until `turns` turns have passed, then stops on its own main phase. */
async function playTo(page, turns) {
  for (let i = 0; i < 3000; i++) {
    const s = await page.evaluate(async (turns) => {
      const port = window.hexknights?.port;
      const v = port.view.value;
      if (v.winner != null) return 'done';
      if (v.turn >= turns && v.currentPlayer === port.me && v.phase === 'main' && !v.trade) return 'done';
      const rank = {
        buildCity: 9,
        placeCity: 9,
        buildSettlement: 8,
        placeSettlement: 8,
        improve: 7.5,
        roll: 7,
        discard: 6,
        giveCards: 6,
        moveRobber: 6,
        buildWall: 5.5,
        buildKnight: 5.2,
        activateKnight: 5.1,
        buyDevelopment: 5,
        buildRoad: 3,
        placeRoad: 3,
        declineTrade: 2,
        pillageCity: 2,
        chooseDeck: 2,
        aqueduct: 2,
        discardProgress: 2,
        endRoadBuilding: 2,
        endTurn: 1,
      };
      const legal = port.legal.value.filter((a) => rank[a.type]).sort((a, b) => rank[b.type] - rank[a.type]);
      if (legal.length) await port.act(legal[0]);
      return legal.length ? 'acted' : 'wait';
    }, turns);
    if (s === 'done') return;
    if (s === 'wait') await page.waitForTimeout(20);
  }
}

const overflow = [];
for (const [name, query] of GAMES) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`${base}?local=1&${query}&speed=0&name=Ada`);
  await page.waitForSelector('.board');
  await playTo(page, name === 'six' ? 24 : 16);
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(250);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (wide > 0) overflow.push(`${name} ${w}x${h}: ${wide} px too wide`);
    await page.screenshot({ path: `${out}/${name}-${w}x${h}.png` });
    console.log(`${out}/${name}-${w}x${h}.png${wide > 0 ? ` (${wide} px sideways overflow)` : ''}`);
  }
  await page.close();
}
await browser.close();
if (overflow.length) {
  console.error(`sideways overflow: ${overflow.join('; ')}`);
  process.exit(1);
}
