// An idle player at a hosted table (issue 25 item 3): A hosts a 3-seat base game whose signed turn
// limit is 8 s (`?turnlimit=8`: the lobby offers 1, 2 or 5 minutes or none), B joins and then does
// nothing while A plays on. Past the limit the table does not freeze: every other player's page signs
// B idle and the host's page makes the stand-in move for B; both pages say so, B's first. When B moves
// again the stand-in stops and B plays on; the signed log verifies. A room hosted with the limit Off
// says it has none. Driven through the pages; positions
// are read from the page's read-only debug hook (window.hexknights).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HANG_GUARD_MS, openAppPage, waitFor } from './harness.mjs';
import { Player, play } from './uiPlayer.mjs';
import { background, hostBaseRoom, joinOnly, oneHead } from './uiReload.mjs';

const LIMIT_S = 8;

export async function idleChecks([ca, cb], url, { check, consoleLines, shot, figures, verifyCli }) {
  const a = await openAppPage(ca, `${url}?ice=none&speed=100&turnlimit=${LIMIT_S}`, 'IA', consoleLines);
  const pa = new Player(a, 'IA');
  const offered = await a.getByRole('group', { name: 'Turn limit (online)' }).getByRole('button').allTextContents();
  check(
    offered.join(',') === 'Off,1 min,2 min,5 min' && (await a.getByRole('button', { name: '2 min' }).getAttribute('aria-pressed')) === 'true',
    `the lobby offers the turn limit (${offered.join(', ')}; 2 min unless chosen)`,
  );
  await a.getByRole('group', { name: 'Turn limit (online)' }).scrollIntoViewIfNeeded();
  await shot(a, 'lobby-turn-limit-1366x768.png');
  await a.setViewportSize({ width: 390, height: 844 });
  await a.getByRole('group', { name: 'Turn limit (online)' }).scrollIntoViewIfNeeded();
  await shot(a, 'lobby-turn-limit-390x844.png');
  await a.setViewportSize({ width: 1366, height: 768 });
  const link = await hostBaseRoom(pa, 'Ann');
  const b = await openAppPage(cb, link, 'IB', consoleLines);
  const pb = new Player(b, 'IB');
  await joinOnly(pa, pb);
  // the signed limit is the room's: the host and the guest see it before the game starts
  const rule = `Turn limit: ${LIMIT_S} s.`;
  for (const [p, who] of [
    [a, 'host'],
    [b, 'guest'],
  ]) {
    const note = await p.locator('.turn-limit-note').textContent({ timeout: HANG_GUARD_MS });
    check(note.startsWith(rule), `the ${who}'s room names the turn limit before the game: "${note}"`);
  }
  await shot(b, 'idle-room-guest-1366x768.png');
  await b.setViewportSize({ width: 390, height: 844 });
  await shot(b, 'idle-room-guest-390x844.png');
  await b.setViewportSize({ width: 1366, height: 768 });
  await pa.click(a.getByRole('button', { name: 'Fill a seat with a bot' }), 'add a bot');
  await Promise.all([a.waitForSelector('.table .board', { timeout: HANG_GUARD_MS }), b.waitForSelector('.table .board', { timeout: HANG_GUARD_MS })]);
  const clock = (await b.locator('.turn-clock').getAttribute('aria-label')) ?? '';
  check(
    /^Waiting \d+:\d\d of 0:08$/.test(clock) && /^Turn limit 8 s/.test((await b.locator('.turn-clock').getAttribute('title')) ?? ''),
    `the turn timer shows the signed limit ("${clock}", the rule on hover)`,
  );

  // A (and the bot) play; B never clicks
  const playing = background(pa);
  const started = Date.now();
  const youIdle = b.locator('.idle-note', { hasText: 'You were idle past the turn limit' });
  await youIdle.waitFor({ timeout: HANG_GUARD_MS });
  const after = (Date.now() - started) / 1000;
  await a.locator('.idle-note', { hasText: 'Ben is idle: a stand-in moves for them.' }).waitFor({ timeout: HANG_GUARD_MS });
  const stood = () => a.evaluate(() => window.hexknights.port.standIns.value.length);
  check((await stood()) === 1, `past the ${LIMIT_S} s limit a stand-in moves for idle Ben (${after.toFixed(1)} s after A started playing); both pages say so`);
  await shot(b, 'idle-you-1366x768.png');
  await shot(a, 'idle-other-1366x768.png');
  await a.setViewportSize({ width: 390, height: 844 });
  await shot(a, 'idle-other-390x844.png');
  await a.setViewportSize({ width: 1366, height: 768 });
  await b.setViewportSize({ width: 390, height: 844 });
  await shot(b, 'idle-you-390x844.png');
  await b.setViewportSize({ width: 1366, height: 768 });
  // the table does not freeze: Ben's turns pass by the rule while A plays on
  const turnAt = (await a.evaluate(() => window.hexknights.state())).turn;
  await waitFor(
    'the game to go on past an idle player',
    async () => (await a.evaluate(() => window.hexknights.state())).turn >= turnAt + 3,
    HANG_GUARD_MS,
    300,
  );
  check(true, `the game goes on: turn ${turnAt} to ${(await a.evaluate(() => window.hexknights.state())).turn} with Ben idle`);
  const said = (p) => p.evaluate(() => window.hexknights.port.log.value.filter((l) => l.text === 'Ben is idle: a stand-in moves for them.').length);
  const [saidA, saidB] = [await said(a), await said(b)];
  check(saidA === 1 && saidB === 1, `both logs say once that a stand-in moves for Ben, not at each of its moves (A ${saidA}, B ${saidB})`);

  // Ben is back: their own move ends the stand-in on both pages
  await play(pb, async () => !(await youIdle.count()), { timeoutMs: HANG_GUARD_MS });
  await waitFor("the host's page to see Ben play again", async () => !(await a.locator('.idle-note').count()), HANG_GUARD_MS);
  check(true, 'Ben moves again: the stand-in note is gone from both pages');
  await playing.stop();
  const [sa] = await oneHead(a, b, 'both pages to settle on one head');
  const dir = mkdtempSync(join(tmpdir(), 'hexknights-idle-'));
  const file = join(dir, 'idle.json');
  writeFileSync(file, await a.evaluate(() => window.hexknights.port.logFile()));
  const report = await verifyCli(file);
  const ben = report?.players.find((p) => p.name === 'Ben');
  check(
    report?.valid === true && ben?.standInMoves > 0,
    `the signed log verifies with ${ben?.standInMoves} stand-in moves for Ben (${report?.entries} entries, turn limit ${report?.rules?.turnLimitMs} ms)`,
  );
  figures.idle = { standInAfterS: after, entries: sa.seq, standInMoves: ben?.standInMoves };
  await Promise.all([a.close(), b.close()]);

  // friends who wait for each other: Off signs no limit, and the room says so
  const c = await openAppPage(ca, `${url}?ice=none`, 'IC', consoleLines);
  await c.getByRole('button', { name: 'Off' }).click();
  await hostBaseRoom(new Player(c, 'IC'), 'Cal');
  const off = await c.locator('.turn-limit-note').textContent({ timeout: HANG_GUARD_MS });
  check(off.startsWith('No turn limit'), `with the limit Off the room says "${off}"`);
  await c.getByRole('button', { name: 'Back to lobby' }).click();
  await c.getByRole('button', { name: '2 min' }).click(); // the next sections host with the default again
  await c.close();
}
