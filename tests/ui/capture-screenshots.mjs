// Takes the screenshots in docs/screenshots/ from a built site: start, mid-game, end, lobby, phone.
// Usage: npm run build && npx vite preview --port 4173 & node tests/ui/capture-screenshots.mjs [url] [outDir] [shots]
// RULES=base|ck (default ck), SEED=11, LOG=path/to/signed-log.json for the verify page shot.
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
      const rank = (a) =>
        ({
          buildCity: 9,
          placeCity: 9,
          buildSettlement: 8,
          placeSettlement: 8,
          improve: 7.5,
          roll: 7,
          discard: 6,
          giveCards: 6,
          moveRobber: 6,
          chaseRobber: 2.5,
          buildWall: 5.5,
          buildKnight: 5.2,
          activateKnight: 5.1,
          promoteKnight: 5,
          buyDevelopment: 5,
          playDevelopment: 4,
          buildRoad: 3,
          placeRoad: 3,
          declineTrade: 2,
          pillageCity: 2,
          chooseDeck: 2,
          aqueduct: 2,
          discardProgress: 2,
          removeKnight: 2,
          relocateKnight: 2,
          placeDeserter: 2,
          spyTake: 2,
          commercialHarborReply: 2,
          endRoadBuilding: 2,
          bankTrade: 1.5,
          endTurn: 1,
        })[a.type] ?? 0;
      const good = legal
        .filter((a) => rank(a) > 0 && !(a.type === 'bankTrade' && !a.get.brick && !a.get.lumber && !a.get.ore && !a.get.wool))
        .sort((a, b) => rank(b) - rank(a));
      if (good.length) {
        const top = good.filter((a) => rank(a) === rank(good[0]));
        await port.act(top[Math.floor(Math.random() * top.length)]);
      }
      const now = port.view.value;
      return {
        done: false,
        turn: now.turn,
        phase: now.phase,
        knights: (now.players[port.me].knights ?? []).length,
        cards: (now.players[port.me].progressCards ?? []).length,
        walls: (now.players[port.me].cities ?? []).some((c) => c.wall),
        mine: port.legal.value.length > 0,
        myMain: now.phase === 'main' && now.currentPlayer === port.me && !now.trade,
        canRoad: port.legal.value.some((a) => /^build(Road|Settlement|City)$/.test(a.type)),
      };
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
const rules = process.env.RULES ?? 'ck';
await page.goto(`${base}?local=1&rules=${rules}&players=4&seed=${process.env.SEED ?? 11}&speed=30&name=Ada`);
await page.waitForSelector('.board');
await page.waitForTimeout(300);
if (shots.includes('start')) await page.screenshot({ path: `${out}/start.png` });
// mid-game: play until turn 36, then stop on our own main phase with the road targets showing
await play(page, (s) => s.turn >= 30 && s.myMain && (rules === 'ck' ? (s.knights >= 1 && s.cards >= 1) || s.turn >= 120 : s.canRoad || s.turn >= 70));
for (const label of rules === 'ck' ? ['Knight', 'Activate', 'City', 'Settlement', 'Road'] : ['City', 'Settlement', 'Road']) {
  const button = await page.$(`button.act:has-text("${label}"):not([disabled])`);
  if (button) {
    await button.click();
    break;
  }
}
await page.waitForTimeout(200);
if (shots.includes('mid')) await page.screenshot({ path: `${out}/mid-game.png` });
if (shots.includes('progress')) {
  // a progress card being played: its board pick or its dialog
  await page.keyboard.press('Escape');
  await play(page, (s) => s.myMain && s.cards >= 1 && s.turn >= 40);
  // prefer a card with choices (a board pick or a choice box), not one that plays at once
  const buttons = await page.$$('.cards li:has(button:has-text("Play"))');
  let play1 = null;
  for (const li of buttons) {
    const name = await li.$eval('.dname', (e) => e.textContent);
    if (/Monopoly|Merchant|Bishop|Inventor|Smith|Spy|Alchemist|Crane|Medicine|Engineer|Diplomat|Deserter|Fleet/.test(name)) {
      play1 = await li.$('button');
      break;
    }
  }
  play1 ??= await page.$('.cards button:has-text("Play")');
  if (play1) {
    await play1.click();
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${out}/ck-progress.png` });
    await page.keyboard.press('Escape');
  }
}
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
if (process.env.LOG && shots.includes('verify')) {
  const v = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await v.goto(`${base}#verify`);
  await v.waitForSelector('.dropzone input');
  await v.setInputFiles('.dropzone input', process.env.LOG);
  await v.waitForSelector('.verdict', { timeout: 120_000 });
  await v.waitForTimeout(300);
  await v.screenshot({ path: `${out}/ck-verify.png` });
}
await browser.close();
