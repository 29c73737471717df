// The page in German (issue 27), in a browser whose language is German (navigator.languages de-DE):
// the lobby speaks German at once and its language switch is remembered across reloads; then a whole
// Cities & Knights game, a whole base game and a whole Barbarian Attack game against bots are played
// by clicks on German buttons (the same policy as the English games, uiPlayer.mjs WORDS.de), and the
// verify page checks a finished log and reports in German; last a hosted room fills with bots. On every screen, during play at least every
// 25 UI actions and in every dialog, the page is searched for words without a German translation: the
// catalog's mark for a missing message (⟦key⟧) and English words, in text, titles and aria labels.
// Screenshots (--shots DIR): DIR/de/{lobby,ck,base,ckba,verify}-{laptop,phone}.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { log } from './harness.mjs';
import { Player, WORDS, play } from './uiPlayer.mjs';

/**
 * English words that no German screen shows (the page's brand, player names and card names the two
 * languages share, such as Saboteur or Diplomat, are none of them). Matched as whole words, any case.
 */
const ENGLISH = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'of',
  'for',
  'to',
  'is',
  'are',
  'has',
  'not',
  'this',
  'here',
  'from',
  'played',
  'built',
  'rolled',
  'turn',
  'roll',
  'build',
  'trade',
  'offer',
  'card',
  'cards',
  'player',
  'players',
  'win',
  'wins',
  'waiting',
  'choose',
  'pick',
  'place',
  'discard',
  'settlement',
  'city',
  'cities',
  'road',
  'knight',
  'knights',
  'robber',
  'resource',
  'dice',
  'game',
  'board',
  'none',
  'yet',
  'left',
  'deck',
  'level',
  'points',
  'move',
  'hex',
  'barbarians',
  'entries',
  'log',
  'brick',
  'lumber',
  'wool',
  'grain',
  'ore',
  'cloth',
  'coin',
  'paper',
  'hills',
  'forest',
  'pasture',
  'fields',
  'mountains',
  'desert',
];

/**
 * Runs in the page: every text a player can read or hear (text, SVG titles, title, aria-label,
 * placeholder) that holds the missing-message mark or an English word. Left out: code samples, the
 * brand (Hexknights) and the verify page's keys. A refusal in the top bar is read too: the engine's
 * reasons are shown in German (i18n refusalText).
 */
function untranslated(words) {
  const english = new RegExp(`(^|[^\\p{L}])(${words.join('|')})(?![\\p{L}])`, 'iu');
  const skip = (el) => !!el?.closest?.('script, style, code, .vplayers td:nth-child(3), .lobby-card h1, .brand');
  const found = new Set();
  const look = (text, where) => {
    // a link (join, watch), a broker's or a relay's address is an address, not words
    const t = (text ?? '').replace(/(https?|wss?):\/\/\S+|turns?:\S+/g, '').trim();
    if (!t) return;
    if (t.includes('⟦') || english.test(t)) found.add(`${where}: ${t.slice(0, 140)}`);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!skip(n.parentElement)) look(n.textContent, n.parentElement?.tagName.toLowerCase());
  for (const el of document.body.querySelectorAll('[title], [aria-label], [placeholder]')) {
    if (skip(el)) continue;
    for (const attr of ['title', 'aria-label', 'placeholder']) if (el.hasAttribute(attr)) look(el.getAttribute(attr), `${el.tagName.toLowerCase()}[${attr}]`);
  }
  return [...found];
}

/** `logFile`: a promise of a finished signed log's path (uiVerify.mjs makeLog), for the verify page. */
export async function germanChecks(context, url, { check, consoleLines, shotsDir, logFile, figures }) {
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (e) => consoleLines.push(`DE: PAGE ERROR ${e.message}`));
  const offenders = new Map();
  let scans = 0;
  const scan = async (where) => {
    scans++;
    for (const o of await page.evaluate(untranslated, ENGLISH)) if (!offenders.has(o)) offenders.set(o, where);
  };
  const shots = async (name) => {
    if (!shotsDir) return;
    const dir = join(shotsDir, 'de');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name}-laptop.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(150);
    await scan(`${name} on a phone`);
    await page.screenshot({ path: join(dir, `${name}-phone.png`) });
    await page.setViewportSize({ width: 1366, height: 768 });
    log(`screenshots ${dir}/${name}-{laptop,phone}.png`);
  };

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${url}?seed=11&speed=0`);
  await page.waitForSelector('.lobby button:not([disabled]).big');
  const tagline = () => page.locator('.tagline').textContent();
  check(
    (await page.evaluate(() => document.documentElement.lang)) === 'de' && /Städte & Ritter/.test(await tagline()),
    'a browser set to German opens the lobby in German',
  );
  await scan('lobby');
  await page.getByText('Varianten').click();
  await scan('lobby with its variants open');
  await shots('lobby');

  // the switch, remembered across reloads
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.locator('.tagline', { hasText: 'Cities & Knights with friends' }).waitFor();
  await page.reload();
  await page.waitForSelector('.lobby');
  check(/with friends/.test(await tagline()), 'the language switch to English is remembered after a reload');
  await page.getByRole('button', { name: 'Deutsch', exact: true }).click();
  await page.locator('.tagline', { hasText: 'mit Freunden' }).waitFor();
  await page.reload();
  await page.waitForSelector('.lobby button:not([disabled]).big');
  check(/mit Freunden/.test(await tagline()), 'and back to German, remembered too');

  const game = async (name, rules, players, { variant, playersLabel = `${players} Spieler` } = {}) => {
    const started = Date.now();
    const player = new Player(page, `de-${name}`, WORDS.de);
    await page.getByLabel('Dein Name').fill('Ada');
    await player.click(page.getByRole('button', { name: rules, exact: true }), `rules: ${rules}`);
    await player.click(page.getByRole('button', { name: playersLabel, exact: true }), playersLabel);
    if (variant) {
      if (!(await page.getByLabel(variant).isVisible())) await player.click(page.getByText('Varianten'), 'variants');
      await page.getByLabel(variant).check();
    }
    await player.click(page.getByRole('button', { name: 'Hier gegen Bots spielen' }), 'play locally');
    await page.waitForSelector('.table .board');
    await scan(`${name}: the table`);
    let lastScan = 0;
    let shot = false;
    let composer = false;
    player.onCardDialog = () => scan(`${name}: a card's dialog`);
    const until = async () => {
      if (player.actions - lastScan >= 25) {
        lastScan = player.actions;
        await scan(`${name}: play (${player.actions} UI actions)`);
        const dialog = await page.locator('.board-area .modal:not(.winner)').count();
        if (dialog) await scan(`${name}: a dialog`);
      }
      // the offer composer shows only under the trade panel's Players tab: open it once, read it, close it
      const tabs = page.locator('.panel.trade .tabs button');
      if (!composer && (await tabs.count()) === 2) {
        composer = true;
        await tabs.nth(1).click();
        await page.locator('.panel.trade .composer').waitFor();
        await scan(`${name}: the trade panel's offer to players`);
        await tabs.nth(0).click();
      }
      if (!shot && player.turnsEnded >= 6) {
        shot = true;
        await shots(name);
      }
      return false;
    };
    const end = await play(player, until, { timeoutMs: 900_000, maxActions: 4000 });
    check(end === 'won', `${name}: the game reached the winner screen`);
    await scan(`${name}: the winner screen`);
    const title = (await page.locator('.modal.winner h2').textContent()).trim();
    const rounds = (await page.locator('.modal.winner p').first().textContent()).trim();
    const lines = await page.evaluate(() => window.hexknights.port.log.value.map((l) => l.text));
    const rolls = lines.filter((l) => /: \d+ gewürfelt \(/.test(l)).length;
    figures[`german-${name}`] = { uiActions: player.actions, turns: player.turnsEnded, seconds: (Date.now() - started) / 1000, result: `${title} ${rounds}` };
    check(
      /^(Du gewinnst!|Sieg für .+!)$/.test(title) && /^nach \d+ Runden$/.test(rounds) && rolls > 10,
      `${name} in German to the end: "${title}" ${rounds}, ${rolls} German roll lines in the log, ${player.actions} UI actions, ${figures[`german-${name}`].seconds.toFixed(0)} s`,
    );
    await page.locator('.modal.winner').getByRole('button', { name: 'Zurück zur Lobby' }).click();
    await page.waitForSelector('.lobby button:not([disabled]).big');
  };
  await game('ck', 'Städte & Ritter', 4, { variant: 'Leichter Start' });
  await game('base', 'Basisspiel', 4);
  await game('ckba', 'Barbarenüberfall', 3);

  // the verify page reports in German
  await page.getByRole('button', { name: 'Ein Spielprotokoll prüfen' }).click();
  await page.waitForSelector('.verify-page');
  await scan('the verify page');
  await page.locator('.dropzone input[type=file]').setInputFiles(await logFile);
  const verdict = page.locator('.verdict');
  await verdict.waitFor({ timeout: 600_000 });
  const heading = (await verdict.locator('h2').textContent()).trim();
  const entries = (await verdict.locator('dt:text-is("Einträge") + dd').textContent()).trim();
  check(
    heading === '✔ Gültiges Protokoll eines beendeten Spiels' && /^[\d.]+ von [\d.]+ geprüft · /.test(entries),
    `the verify page reports in German: "${heading}", ${entries}`,
  );
  await scan('the verify report');
  await shots('verify');

  // a hosted room: its screen, then the table with the room badge and the chat, filled with bots
  await page.goto(`${url}?ice=none&speed=200`);
  await page.waitForSelector('.lobby button:not([disabled]).big');
  await page.getByRole('button', { name: 'Basisspiel', exact: true }).click();
  await page.getByRole('button', { name: '3 Spieler', exact: true }).click();
  await page.getByRole('button', { name: /^Spiel eröffnen/ }).click();
  await page.locator('.room-code').waitFor();
  await page.locator('.room-seats li', { hasText: 'Ada' }).waitFor({ timeout: 60_000 });
  await scan('the hosted room');
  for (let i = 0; i < 2; i++) {
    const add = page.getByRole('button', { name: 'Einen Platz mit einem Bot füllen' });
    if (!(await add.count())) break;
    await add.click();
    await page.waitForTimeout(1500);
  }
  await page.waitForSelector('.table .board', { timeout: 120_000 });
  await page.locator('.panel.log li').first().waitFor();
  await scan('a hosted table (room badge, chat)');
  check(await page.locator('.panel.chat h2', { hasText: 'Chat' }).count(), 'a hosted German room fills with bots and its table shows the chat');
  await page.getByRole('button', { name: 'Verlassen', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Dieses Spiel verlassen?' }).getByRole('button', { name: 'Verlassen' }).click();
  await page.waitForSelector('.lobby');
  await scan('the lobby with a saved hosted game');

  const list = [...offenders].map(([text, where]) => `  ${where} | ${text}`);
  check(list.length === 0, `no untranslated text on ${scans} scans of every screen${list.length ? `:\n${list.join('\n')}` : ''}`);
  await page.close();
}
