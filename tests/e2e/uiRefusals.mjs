// Refusals that name their rule, in the page (issue 38 item 9): the Inventor on a 6 (the rule that
// refuses a 2, 12, 6 or 8), the Spy asking for a Constitution, and a second Commercial Harbor offer
// to the same player. Each position is a local game the page reopens from its saved moves
// (tests/ui/fixtures/refusal-scenes.json, built and checked by tests/ui/refusalScenes.test.ts). A
// player's clicks cannot make these moves (the page offers only legal ones), so each is sent through
// the table's own act, as a forged or late move would arrive; the page must show the rule that
// refuses it (these three once said "malformed arguments", "cards bought this turn wait a turn" and
// "you have already answered this offer"), in English and in German.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SCENES = JSON.parse(readFileSync(fileURLToPath(new URL('../ui/fixtures/refusal-scenes.json', import.meta.url)), 'utf8'));

/** The German words the page must show for each scene's reason (src/ui/i18n/de/refusals.ts). */
const GERMAN = {
  inventor: 'der Erfinder tauscht zwei Zahlenchips mit 3, 4, 5, 9, 10 oder 11',
  spy: 'diese Fortschrittskarte hat der Spieler nicht (Verfassung und Buchdruck',
  harbor: 'du hast diesem Spieler schon ein Handelshafen-Angebot gemacht',
};

/** Reopen `scene`'s game in a new page (in `lang`), send its move through the table's act and return the refusal the page shows. */
async function refusalShown(context, url, scene, lang, consoleLines) {
  const page = await context.newPage();
  page.on('pageerror', (e) => consoleLines.push(`R: PAGE ERROR ${e.message}`));
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(url);
  await page.evaluate(
    ([save, lang]) => {
      localStorage.setItem(`hexknights.local.${save.id}`, JSON.stringify(save));
      localStorage.setItem('hexknights.lang', lang);
    },
    [scene.save, lang],
  );
  await page.goto(`${url}?speed=0#game=${scene.save.id}`);
  await page.waitForFunction(() => typeof window.hexknights?.act === 'function' && window.hexknights.port, null, { timeout: 20_000 });
  const before = await page.evaluate(() => window.hexknights.state().stateHash);
  await page.evaluate((action) => window.hexknights.act(action), scene.action);
  const alert = page.locator('header .error[role=alert], .error[role=alert]').first();
  await alert.waitFor({ timeout: 5000 });
  const shown = (await alert.textContent()).trim();
  const after = await page.evaluate(() => window.hexknights.state().stateHash);
  return { page, shown, unchanged: before === after };
}

export async function refusalChecks(context, url, { check, consoleLines, shot }) {
  for (const [name, scene] of Object.entries(SCENES)) {
    const en = await refusalShown(context, url, scene, 'en', consoleLines);
    check(
      en.shown.startsWith(scene.reason) && en.unchanged,
      `${name}: the page refuses ${JSON.stringify(scene.action)} by its rule: "${en.shown}", the game unchanged`,
    );
    if (name === 'spy') {
      // the Spy's dialog names the cards it may take on its buttons (they read "Spy take" before)
      const options = await en.page.locator('.modal.decision .option').allTextContents();
      check(
        options.includes('Warlord') && options.includes('Wedding') && !options.includes('Spy take'),
        `the Spy's choices name Blue's cards: ${options.join(', ')}`,
      );
      await shot?.(en.page, 'refusal-spy-1366x768.png');
      await en.page.setViewportSize({ width: 390, height: 844 });
      await en.page.evaluate((action) => window.hexknights.act(action), scene.action);
      await shot?.(en.page, 'refusal-spy-390x844.png');
    }
    await en.page.close();
    const de = await refusalShown(context, url, scene, 'de', consoleLines);
    check(de.shown.startsWith(GERMAN[name]) && de.unchanged, `${name}: the German page names the same rule: "${de.shown}"`);
    await de.page.evaluate(() => localStorage.removeItem('hexknights.lang')); // the context is shared with later sections
    await de.page.close();
  }
}
