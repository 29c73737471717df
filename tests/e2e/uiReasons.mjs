// The German verify page gives every reason in German (issue 38 item 8; the words are in
// src/ui/i18n/de/verifyReasons.ts and cardReasons.ts): a file that is no log of this format ("das
// Protokollformat muss ... sein"), and the first 400 entries of a finished signed game, whose sealed
// decks cannot be audited yet (no participant has published its card seed: "Prüfung unvollständig:
// kein Karten-Startwert von Teilnehmer ..."). --shots saves verify-reasons-de-{1366x768,390x844}.png.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOG_FILE, makeLog } from './uiVerify.mjs';

/** The verdict the German verify page gives for `file`: its heading and its whole text. */
async function germanVerdict(page, url, file) {
  // a new query loads the page afresh (a new # alone would not), so it reads the language chosen
  await page.goto(`${url}?at=${Date.now()}#verify`);
  await page.locator('.verify-page .dropzone').waitFor();
  await page.locator('.dropzone input[type=file]').setInputFiles(file);
  const verdict = page.locator('.verdict, .verify-page .error[role=alert]').first();
  await verdict.waitFor({ timeout: 120_000 });
  return (await verdict.textContent()).trim();
}

export async function reasonChecks(context, url, { check, consoleLines, shot }) {
  await makeLog();
  const dir = mkdtempSync(join(tmpdir(), 'hexknights-reasons-'));
  const wrongFormat = join(dir, 'wrong-format.json');
  writeFileSync(wrongFormat, JSON.stringify({ format: 'hexknights-log/0', entries: [] }));
  const log = JSON.parse(readFileSync(LOG_FILE, 'utf8'));
  const cut = join(dir, 'first-400.json');
  writeFileSync(cut, JSON.stringify({ ...log, entries: log.entries.slice(0, 400) }));

  const page = await context.newPage();
  page.on('pageerror', (e) => consoleLines.push(`V: PAGE ERROR ${e.message}`));
  await page.goto(url);
  await page.evaluate(() => localStorage.setItem('hexknights.lang', 'de'));
  const format = await germanVerdict(page, url, wrongFormat);
  check(format.includes('Grund: das Protokollformat muss hexknights-log/1 sein'), `a file of another format is refused in German: "${format.slice(0, 120)}"`);
  const prefix = await germanVerdict(page, url, cut);
  const incomplete = /Prüfung unvollständig: kein Karten-Startwert von Teilnehmer [\d, ]+/.exec(prefix)?.[0];
  check(incomplete !== undefined && !/no card seed|audit incomplete/.test(prefix), `an unfinished sealed game's card audit is said in German: "${incomplete}"`);
  await shot?.(page, 'verify-reasons-de-1366x768.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('.verdict').scrollIntoViewIfNeeded();
  await shot?.(page, 'verify-reasons-de-390x844.png');
  await page.evaluate(() => localStorage.removeItem('hexknights.lang')); // the context is shared with later sections
  await page.close();
}
