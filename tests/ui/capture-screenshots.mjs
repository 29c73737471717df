// Takes the screenshots in docs/screenshots/ from a built site: start, mid-game, end, lobby, phone.
// Usage: npm run build && npx vite preview --port 4173 & node tests/ui/capture-screenshots.mjs [url] [outDir]
// It plays seat 0 itself through window.hexknights.port (the same legal actions the buttons offer).
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:4173/';
const out = process.argv[3] ?? 'docs/screenshots';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function play(page, until) {
  for (let i = 0; i < 4000; i++) {
    const state = await page.evaluate(async () => {
      const port = window.hexknights?.port;
      if (!port) return { done: true };
      const v = port.view.value;
      if (v.winner != null) return { done: true, winner: v.winner };
      const legal = port.legal.value;
      const rank = (a) => ({ buildCity: 9, placeCity: 9, buildSettlement: 8, placeSettlement: 8, roll: 7, discard: 6, moveRobber: 6, buyDevelopment: 5, playDevelopment: 4, buildRoad: 3, placeRoad: 3, declineTrade: 2, bankTrade: 1.5, endTurn: 1 })[a.type] ?? 0;
      const good = legal.filter((a) => rank(a) > 0 && !(a.type === 'bankTrade' && !a.get.brick && !a.get.lumber && !a.get.ore)).sort((a, b) => rank(b) - rank(a));
      if (good.length) {
        const top = good.filter((a) => rank(a) === rank(good[0]));
        await port.act(top[Math.floor(Math.random() * top.length)]);
      }
      const now = port.view.value;
      return { done: false, turn: now.turn, phase: now.phase, mine: port.legal.value.length > 0, myMain: now.phase === 'main' && now.currentPlayer === port.me && !now.trade, canRoad: port.legal.value.some((a) => /^build(Road|Settlement|City)$/.test(a.type)) };
    });
    if (state.done || (await until(state))) return state;
    await page.waitForTimeout(state.mine ? 5 : 40);
  }
}

const shots = process.argv[4] ? process.argv[4].split(',') : ['lobby', 'start', 'mid', 'end', 'phone'];
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
page.on('pageerror', (e) => console.error('page error:', e.message));
if (shots.includes('lobby')) {
  await page.goto(base);
  await page.waitForSelector('.lobby');
  await page.screenshot({ path: `${out}/lobby.png` });
}
await page.goto(`${base}?local=1&rules=base&players=4&seed=11&speed=30&name=Ada`);
await page.waitForSelector('.board');
await page.waitForTimeout(300);
if (shots.includes('start')) await page.screenshot({ path: `${out}/start.png` });
// mid-game: play until turn 36, then stop on our own main phase with the road targets showing
await play(page, (s) => s.turn >= 30 && s.myMain && (s.canRoad || s.turn >= 70));
for (const label of ['City', 'Settlement', 'Road']) {
  const button = await page.$(`button.act:has-text("${label}"):not([disabled])`);
  if (button) {
    await button.click();
    break;
  }
}
await page.waitForTimeout(200);
if (shots.includes('mid')) await page.screenshot({ path: `${out}/mid-game.png` });
if (shots.includes('phone')) {
  await page.setViewportSize({ width: 844, height: 390 });
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${out}/phone-landscape.png` });
  await page.setViewportSize({ width: 1366, height: 768 });
}
if (shots.includes('end')) {
  await page.keyboard.press('Escape');
  await play(page, () => false);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/end.png` });
}
await browser.close();
