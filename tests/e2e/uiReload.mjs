// Reload checks of the UI runner (issue 18 items 1-2, issue 25 item 2): the host and a guest reload
// in the pre-game lobby; a local bot game, a guest and a host are reloaded mid-turn and each comes back by itself (the address names the game), at the same state
// with its whole log, and play goes on (the host's bot seat still plays). Driven through the page;
// positions are read from the page's read-only debug hook (window.hexknights.state()).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HANG_GUARD_MS, ROOT, log, waitFor } from './harness.mjs';
import { Player, play, snapshot } from './uiPlayer.mjs';

const state = (page) => page.evaluate(() => window.hexknights?.state?.() ?? null);

/** Play until it is this player's turn and the dice are rolled (End turn is offered): mid-turn. */
export async function playToMidTurn(player, afterTurns) {
  await play(
    player,
    async () => {
      if (player.turnsEnded < afterTurns) return false;
      const s = await player.page.evaluate(snapshot);
      return s.mine && !s.modal && !s.targets.length && s.buttons.includes('End turn');
    },
    { timeoutMs: HANG_GUARD_MS },
  );
}

/** Reload `page` and wait for its table (no code typed, no lobby). */
async function reload(page) {
  const hash = await page.evaluate(() => location.hash);
  await page.reload();
  await page.waitForSelector('.table .board', { timeout: HANG_GUARD_MS });
  return hash;
}

export async function localReload(context, url, { check, consoleLines }) {
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (m) => consoleLines.push(`L: ${m.text()}`));
  page.on('pageerror', (e) => consoleLines.push(`L: PAGE ERROR ${e.message}`));
  await page.goto(`${url}?seed=5&speed=0`);
  await page.waitForSelector('.lobby');
  const player = new Player(page, 'L');
  await player.click(page.getByRole('button', { name: 'Base game' }), 'rules: base');
  await player.click(page.getByRole('button', { name: '4 players', exact: true }), '4 players');
  await player.click(page.getByRole('button', { name: 'Play vs bots locally' }), 'play locally');
  await page.waitForSelector('.table .board');
  await playToMidTurn(player, 2);
  const before = await state(page);
  const hash = await reload(page);
  const after = await waitFor('the reloaded local game', async () => (await state(page))?.stateHash && state(page));
  check(
    /^#game=/.test(hash) && after.stateHash === before.stateHash && after.seq === before.seq && after.lines === before.lines + 1,
    `a reloaded local game (${hash}) comes back at the same state ${after.stateHash} after ${after.seq} moves, with its whole log (${before.lines} lines + "Game resumed.")`,
  );
  check((await page.evaluate(snapshot)).mine, 'the person is still mid-turn after the reload');
  // a local game has no signed log, but its "Download log" is a scenario file the CLI replays and checks
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download log' }).click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'hexknights-local-')), download.suggestedFilename());
  await download.saveAs(file);
  const run = spawnSync(process.execPath, [join(ROOT, 'bin', 'hexknights.js'), 'scenario', file], { encoding: 'utf8' });
  const replayed = run.status === 0 ? JSON.parse(run.stdout) : null;
  check(
    replayed?.applied === after.seq && replayed.rejected === null,
    `a local game's "Download log" (${download.suggestedFilename()}) is a scenario file: \`hexknights scenario\` replays all ${replayed?.applied ?? run.stderr} of ${after.seq} moves`,
  );

  // Leave asks first; the lobby then offers the game again
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Leave this game?' }).getByRole('button', { name: 'Leave' }).click();
  const resume = page.locator('.saved-games li', { hasText: 'Catan, 4 players, vs bots' }).getByRole('button', { name: 'Resume' });
  await resume.first().click();
  await page.waitForSelector('.table .board');
  check((await state(page)).stateHash === before.stateHash, "Leave asked first, and the lobby's Resume reopened the same game");
  await play(player, async () => player.turnsEnded >= 4, { timeoutMs: HANG_GUARD_MS });
  check(true, 'the bots played on after the reload: the person ended two more turns');
}

/**
 * A hosted 3-player game (A hosts, B joins by the link, A adds a bot): B reloads mid-turn, then A
 * (the host) reloads mid-turn; each comes back to the room by itself with the same log and its whole
 * narrated log, A still holding its turn, and the game goes on to the bot's turn and back.
 */
export async function netReload([ca, cb], url, { check, consoleLines, figures, shot }) {
  const open = async (context, link, name) => {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (m) => consoleLines.push(`${name}: ${m.text()}`));
    page.on('pageerror', (e) => consoleLines.push(`${name}: PAGE ERROR ${e.message}`));
    await page.goto(link);
    await page.waitForSelector('.lobby');
    return page;
  };
  const a = await open(ca, `${url}?ice=none&speed=150`, 'RA');
  const pa = new Player(a, 'RA');
  const link = await hostBaseRoom(pa, 'Ann');
  const b = await open(cb, link, 'RB');
  const pb = new Player(b, 'RB');
  await joinOnly(pa, pb);
  await lobbyReloads(a, b, link, check, shot);
  await pa.click(a.getByRole('button', { name: 'Fill a seat with a bot' }), 'add a bot');
  await Promise.all([a.waitForSelector('.table .board', { timeout: HANG_GUARD_MS }), b.waitForSelector('.table .board', { timeout: HANG_GUARD_MS })]);
  const code = (await a.locator('.room-badge b').textContent()).trim();
  check(link.includes(`#join=${code}`), `the room code ${code} stays visible during play`);

  const agree = (what) => oneHead(a, b, what);

  // A plays along while B reloads in the middle of its own turn
  let bg = background(pa);
  const rb = await reloadMidTurn(pb);
  check(
    rb.hash === `#room=${code}` && rb.after.lines >= rb.before.lines,
    `guest B reloaded (${rb.hash}) and came back by itself at entry ${rb.after.seq} (was ${rb.before.seq}) with its log (${rb.after.lines} lines, was ${rb.before.lines})`,
  );
  check((await b.evaluate(snapshot)).mine, 'B is still mid-turn after its reload');
  await play(pb, async () => pb.turnsEnded >= 2, { timeoutMs: HANG_GUARD_MS });
  await bg.stop();

  // now B plays along while A, the host, reloads mid-turn
  bg = background(pb);
  const ra = await reloadMidTurn(pa);
  const aAfter = ra.after;
  check(
    ra.hash === `#room=${code}` && aAfter.lines >= ra.before.lines,
    `host A reloaded (${ra.hash}) and came back by itself as ${aAfter.role} at entry ${aAfter.seq} (was ${ra.before.seq}) with its log (${aAfter.lines} lines, was ${ra.before.lines})`,
  );
  await waitFor('A to hold its turn again', async () => (await a.evaluate(snapshot)).mine, HANG_GUARD_MS);
  check(true, "A's turn is intact after the host's reload");
  // the game goes on: A ends this turn, the bot and B play theirs, A's turn comes back
  await play(
    pa,
    async () => {
      const [st, sn] = await Promise.all([state(a), a.evaluate(snapshot)]);
      if (process.env.DEBUG_UI) log(`A after reload: ${JSON.stringify(st)} mine=${sn.mine} prompt=${sn.prompt}`);
      return st.turn > aAfter.turn && sn.mine && !sn.modal && sn.buttons.includes('End turn');
    },
    { timeoutMs: HANG_GUARD_MS },
  );
  await bg.stop();
  const [sa, sb] = await agree('both pages to settle on one head after the reloads');
  check(
    sa.turn > aAfter.turn,
    `the bot seat still plays after the host's reload (A's turn came back: turn ${aAfter.turn} -> ${sa.turn}); A and B agree on ${sa.stateHash} at entry ${sa.seq}`,
  );
  figures.reload = { code, entries: sa.seq, roles: [sa.role, sb.role] };
  await Promise.all([a.close(), b.close()]);
  await forgetInLobby(ca, url, code, check);
}

/** What this browser's IndexedDB holds of room `code`: seat keys (its own, its bots') and log entries. */
const savedOfRoom = (code) =>
  new Promise((resolve, reject) => {
    const req = indexedDB.open('hexknights');
    req.onerror = () => reject(req.error);
    req.onsuccess = () => {
      const tx = req.result.transaction(['seats', 'entries'], 'readonly');
      const seats = tx.objectStore('seats').getAllKeys();
      const entries = tx.objectStore('entries').getAllKeys();
      tx.oncomplete = () => {
        const ours = (room) => room.endsWith(`hexknights-${code}`);
        resolve({ seats: seats.result.filter(ours), entries: entries.result.filter(([room]) => ours(room)).length });
        req.result.close();
      };
    };
  });

/** The host's browser, its room page closed: the lobby's Forget deletes the room's seats and logs, its bots' too. */
async function forgetInLobby(context, url, code, check) {
  const page = await context.newPage();
  await page.goto(url);
  const before = await page.evaluate(savedOfRoom, code);
  await page
    .locator('.saved-games li', { hasText: `room ${code}` })
    .getByRole('button', { name: 'Forget' })
    .click();
  const after = await waitFor(
    'the forgotten room to leave IndexedDB',
    async () => {
      const s = await page.evaluate(savedOfRoom, code);
      return s.seats.length === 0 && s.entries === 0 && s;
    },
    HANG_GUARD_MS,
  );
  check(
    before.seats.length === 2 && before.entries > 0 && !(await page.locator('.saved-games li', { hasText: `room ${code}` }).count()),
    `Forget took room ${code} off the lobby's list and deleted its ${before.seats.length} seats (${before.seats.join(', ')}) and ${before.entries} log entries from IndexedDB (left: ${after.seats.length}, ${after.entries})`,
  );
  await page.close();
}

/** Wait until pages a and b show the same log head and state hash twice in a row: their states then. */
export async function oneHead(a, b, what) {
  let last = null;
  return waitFor(
    what,
    async () => {
      const [sa, sb] = await Promise.all([state(a), state(b)]);
      const same = sa && sb && sa.head === sb.head && sa.stateHash === sb.stateHash;
      const done = same && last === sa.head;
      last = same ? sa.head : null;
      return done && [sa, sb];
    },
    HANG_GUARD_MS,
    400,
  );
}

/**
 * On the lobby: type a name, choose a 3-player base game (the bot the host adds at `botLevel`, if
 * given) and host it; the join link once the broker is reached.
 */
export async function hostBaseRoom(player, name, botLevel) {
  const a = player.page;
  await a.getByLabel('Your name').fill(name);
  await player.click(a.getByRole('button', { name: 'Base game' }), 'rules: base');
  await player.click(a.getByRole('button', { name: '3 players', exact: true }), '3 players');
  if (botLevel) {
    await player.click(a.locator('details.bot-levels > summary'), 'bot levels');
    await a.getByLabel('Bot 1 level').selectOption(botLevel);
  }
  await player.click(a.getByRole('button', { name: /^Host a game/ }), 'host');
  await a.locator('.room-code').waitFor();
  await waitFor('the host to reach the broker', async () => !(await a.getByText('Connecting to the broker').count()), HANG_GUARD_MS);
  return a.getByLabel('Join link').inputValue(); // once the room is open: it carries the host key's fingerprint
}

/** Page B (opened at host A's join link) joins as Ben in blue; A's lobby shows Ben seated. */
export async function joinOnly(pa, pb) {
  const [a, b] = [pa.page, pb.page];
  await b.getByLabel('Your name').fill('Ben');
  await pb.click(b.getByRole('button', { name: 'Blue' }), 'colour blue');
  await pb.click(b.getByRole('button', { name: 'Join', exact: true }), 'join');
  // nobody sits down without the host's Admit (issue 23: knowing the room id gets nobody a seat)
  await a.getByRole('region', { name: 'Join requests' }).waitFor({ timeout: HANG_GUARD_MS });
  await pa.click(a.getByRole('region', { name: 'Join requests' }).getByRole('button', { name: 'Admit' }), 'admit Ben');
  await waitFor(
    'Ben to be seated',
    async () => (await a.locator('.room-seats li', { hasText: 'Ben' }).count()) && !(await a.locator('.room-seats li', { hasText: 'joining' }).count()),
    HANG_GUARD_MS,
  );
}

/** The names in a room page's list of seats, with "(joining…)" where a seat is not yet taken. */
const seatList = (page) =>
  page
    .locator('.room-seats li')
    .allTextContents()
    .then((l) =>
      l
        .map((t) => t.trim())
        .filter((t) => !/Connecting/.test(t))
        .join(', '),
    );

/**
 * Before the game starts, the host and then the guest reload (issue 25 item 2): each page comes back
 * to the same room by itself (the address names it); the host's lobby keeps its code, link and
 * seats, the guest keeps its seat (no second, ghost seat at the host), and nobody else becomes host.
 */
async function lobbyReloads(a, b, link, check, shot) {
  const code = (await a.locator('.room-code').textContent()).trim();
  const seats = await seatList(a);
  // a reload after a pause longer than a running game's host grace (2.5 s): a guest would claim that room
  const address = a.url();
  await a.goto('about:blank');
  await new Promise((r) => setTimeout(r, 6000));
  await a.goto(address);
  await a.locator('.room-code').waitFor({ timeout: HANG_GUARD_MS });
  const back = await waitFor(
    "the host's lobby to come back with its seats",
    async () => {
      const now = await seatList(a);
      return now === seats && now;
    },
    HANG_GUARD_MS,
  );
  const hashA = await a.evaluate(() => location.hash);
  check(
    (await a.locator('.room-code').textContent()).trim() === code && (await a.getByLabel('Join link').inputValue()) === link && hashA === `#room=${code}`,
    `the host reloaded in the lobby (${hashA}) and is back in room ${code} with the same link and seats: ${back}`,
  );
  await shot?.(a, 'lobby-reloaded-host-1366x768.png');
  await a.setViewportSize({ width: 390, height: 844 });
  await shot?.(a, 'lobby-reloaded-host-390x844.png');
  await a.setViewportSize({ width: 1366, height: 768 });
  await waitFor("the guest to see the host's lobby again", async () => (await seatList(b)) === seats, HANG_GUARD_MS);
  check(
    !(await b.getByText('you are the host now').count()) && /You are in room/.test(await b.locator('.tagline').textContent()),
    'the guest waited for the host and did not take the room over',
  );
  await b.reload();
  await b.locator('.room-seats').waitFor({ timeout: HANG_GUARD_MS });
  await waitFor(
    'the guest to be back in its seat',
    async () => (await seatList(b)) === seats && (await b.evaluate(() => location.hash)) === `#room=${code}`,
    HANG_GUARD_MS,
  );
  // the host's list stays the same a while after the guest's return: no ghost seat
  await new Promise((r) => setTimeout(r, 1500));
  check(
    (await seatList(a)) === seats && (await a.getByRole('heading', { name: /^Players \(2\/3\)/ }).count()) === 1,
    `the guest reloaded in the lobby and is back in its seat; the host still lists ${await seatList(a)} (Players (2/3)), no ghost seat`,
  );
}

/** Page B (opened at host A's join link) joins as Ben in blue, A fills the last seat with a bot; both show the board. */
export async function joinAndFillWithBot(pa, pb) {
  const [a, b] = [pa.page, pb.page];
  await joinOnly(pa, pb);
  await pa.click(a.getByRole('button', { name: 'Fill a seat with a bot' }), 'add a bot');
  await Promise.all([a.waitForSelector('.table .board', { timeout: HANG_GUARD_MS }), b.waitForSelector('.table .board', { timeout: HANG_GUARD_MS })]);
}

/** Play `player` to the middle of a turn, reload its page and wait until it is back at least as far. */
async function reloadMidTurn(player) {
  await playToMidTurn(player, 1);
  const before = await state(player.page);
  const hash = await reload(player.page);
  const after = await waitFor(
    `${player.name} to come back`,
    async () => {
      const s = await state(player.page);
      return s && s.seq >= before.seq && s;
    },
    HANG_GUARD_MS,
  );
  return { before, hash, after };
}

/** Let `player` answer whatever the table asks of it until stopped. */
export function background(player, timeoutMs = 600_000) {
  let stopped = false;
  let error = null;
  const done = play(player, async () => stopped, { timeoutMs }).catch((e) => (error = e));
  return {
    async stop() {
      stopped = true;
      await done;
      if (error) throw error;
    },
  };
}
