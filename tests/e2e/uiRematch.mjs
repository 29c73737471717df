// A hosted game played to its end, then a rematch with the same seats (issue 18), and on the way what
// colonist.io players expect of a hosted table: the turn timer with the turn limit, dice that
// tumble in on every roll, sound with a mute, the end-of-game statistics. A hosts a 3-seat base game,
// B joins by the link, A fills the last seat with a bot; both people play through the UI to the winner
// screen; A presses Rematch, B is offered the rematch and joins with one click, and both pages show a
// new game (its own room, genesis and log) with the same players. The finished game's signed log still
// verifies. Driven through the pages; positions are read from the page's read-only debug hook.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HANG_GUARD_MS, openAppPage, waitFor } from './harness.mjs';
import { Player, play } from './uiPlayer.mjs';
import { background, hostBaseRoom, joinAndFillWithBot, oneHead } from './uiReload.mjs';

/**
 * A whole hosted game is only guarded against a hang: its length varies from run to run (28 to 111
 * rounds seen, 1-3 minutes at a load of 7-9 on the 2-core box).
 */
const WHOLE_GAME_GUARD_MS = 1_800_000;

/** Counts the tones the page's WebAudio makes (sound.ts builds each from one oscillator). */
function countTones() {
  window.__tones = 0;
  const make = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function () {
    window.__tones++;
    return make.call(this);
  };
}

const state = (p) => p.evaluate(() => window.hexknights?.state?.() ?? null);
/** Names and colours at the table, in seat order. */
const seatsOf = (p) => p.evaluate(() => window.hexknights.port.seats.value.map((s) => `${s.name}/${s.color}`));
const tones = (p) => p.evaluate(() => window.__tones);

export async function rematchChecks([ca, cb, cw], url, { check, consoleLines, shot, figures, verifyCli }) {
  for (const c of [ca, cb]) await (c.pages()[0] ?? (await c.newPage())).addInitScript(countTones);
  const a = await openAppPage(ca, `${url}?ice=none&speed=0`, 'MA', consoleLines);
  const pa = new Player(a, 'MA');
  // The game must end: the two people play a fixed policy that builds and never trades, and boxed in
  // they hoard and discard on every 7; with an easy bot beside them a game once ran 30 minutes and
  // 3,400 entries. The hard bot wins it.
  const link = await hostBaseRoom(pa, 'Ann', 'hard');
  const b = await openAppPage(cb, link, 'MB', consoleLines);
  const pb = new Player(b, 'MB');
  await joinAndFillWithBot(pa, pb);
  const oldCode = (await a.locator('.room-badge b').textContent()).trim();

  // the turn timer: on both pages, with the signed turn limit (the lobby's 2 minutes) and its rule
  for (const [p, who] of [
    [a, 'host'],
    [b, 'guest'],
  ]) {
    const clock = p.locator('.turn-clock');
    const label = (await clock.getAttribute('aria-label')) ?? '';
    check(
      /^Waiting \d+:\d\d of 2:00$/.test(label) && /^Turn limit 120 s/.test((await clock.getAttribute('title')) ?? ''),
      `the ${who} sees the turn timer with the signed turn limit ("${label}", the rule on hover)`,
    );
  }

  // a spectator asks to watch and the host never answers: the request is listed while the game runs
  // (issue 25 item 7: it stayed over the winner screen)
  // (its own page: the local sections play in this context's first page meanwhile)
  const w = await cw.newPage();
  await w.goto(await a.locator('.room-badge button[data-link]').getAttribute('data-link'));
  await w.getByLabel('Your name').fill('Wes');
  await w.getByRole('button', { name: 'Ask to watch' }).click();
  const asking = a.locator('.watch-requests span', { hasText: 'Wes asks to watch' });
  await asking.waitFor({ timeout: HANG_GUARD_MS });

  // B plays while A answers in the background: dice tumble in on every new roll, and make a sound
  const bg = background(pa, WHOLE_GAME_GUARD_MS);
  await play(pb, async () => pb.turnsEnded >= 2, { timeoutMs: HANG_GUARD_MS });
  // mark the dice on screen; a later roll must mount new faces, each with the tumble animation (read at once:
  // the next roll may replace them again)
  await b.evaluate(() => document.querySelector('.dice .roll')?.setAttribute('data-seen', '1'));
  const newFaces = () =>
    b.evaluate(() => {
      const roll = document.querySelector('.dice .roll:not([data-seen])');
      return roll ? [...roll.children].map((e) => getComputedStyle(e).animationName) : null;
    });
  const tumble = await waitFor(
    'a new roll on B',
    async () => {
      const faces = await newFaces();
      if (faces) return faces;
      await pb.step(); // B answers whatever the table asks of it meanwhile
      return false;
    },
    HANG_GUARD_MS,
    15,
  );
  check(tumble.length === 2 && tumble.every((n) => n === 'dice-tumble'), `a new roll mounts new dice faces that tumble in (${tumble.join(', ')})`);
  const heard = await tones(b);
  check(
    heard > 0 && (await b.locator('button.sound').getAttribute('aria-pressed')) === 'true',
    `the guest's page made ${heard} tones (dice rattles, your-move chimes) with the sound on`,
  );
  await pb.click(b.locator('button.sound'), 'mute');
  check((await b.locator('button.sound').getAttribute('aria-pressed')) === 'false', 'the speaker button mutes the sound');
  const mutedAt = { tones: await tones(b), turns: pb.turnsEnded };
  await play(pb, async () => pb.turnsEnded >= mutedAt.turns + 2, { timeoutMs: HANG_GUARD_MS });
  check(
    (await tones(b)) === mutedAt.tones,
    `muted, two more of B's turns (rolls and its move coming round) made no sound (${mutedAt.tones} tones before and after)`,
  );
  await pb.click(b.locator('button.sound'), 'unmute');
  // the hard bot thinks off the host page's thread: the one worker script (src/engine/coreWorker.ts),
  // on the page's own core chunk, not a fallback in the page
  const cores = await Promise.all(a.workers().map((w) => w.evaluate(() => typeof globalThis.hexknightsThinkCore)));
  check(cores.includes('object'), `the host's hard bot thinks in a Web Worker that loaded the page's think core (${cores.length} worker(s))`);

  // both people play on to the winner screen
  const ended = await play(pb, null, { timeoutMs: WHOLE_GAME_GUARD_MS });
  await bg.stop();
  check(ended === 'won', "the hosted game reached the winner screen on the guest's page");
  await a.locator('.modal.winner').waitFor({ timeout: HANG_GUARD_MS });
  const [oldA] = await oneHead(a, b, 'both pages to settle on the finished game');
  for (const [p, who] of [
    [a, 'host'],
    [b, 'guest'],
  ]) {
    const bars = (await p.locator('.modal.winner .end-stats .dice-bars').getAttribute('aria-label')) ?? '';
    const rows = await p.locator('.modal.winner .end-stats .prod tbody tr').count();
    check(
      /^Dice totals over \d+ rolls: 2: \d+/.test(bars) && rows === 3,
      `the ${who}'s winner screen shows the dice totals and each player's rolls and production ("${bars.slice(0, 40)}…", ${rows} rows)`,
    );
  }
  check(
    (await b.locator('.modal.winner').getByText('The host may start a rematch').count()) === 1,
    "the guest's winner screen says the host may start a rematch",
  );
  check(!(await a.locator('.watch-requests').count()), "the watch request still open when the game ended is not shown over the host's winner screen");
  await w.close();
  // every public event is in both logs, as a local game tells it: trades and development cards too (issue 25 item 5)
  // (counted against the signed log's own actions: its bodies are canonical JSON in base64)
  const told = await Promise.all(
    [a, b].map((p) =>
      p.evaluate(() => {
        const lines = window.hexknights.port.log.value.map((l) => l.text);
        const n = (re) => lines.filter((t) => re.test(t)).length;
        const actions = JSON.parse(window.hexknights.port.logFile()).entries.flatMap((e) => {
          try {
            const body = JSON.parse(atob(e.body));
            return [body.action?.type ?? body.proxy?.action?.type].filter(Boolean);
          } catch {
            return [];
          }
        });
        const m = (type) => actions.filter((t) => t === type).length;
        return {
          said: {
            bank: n(/ to the bank for /),
            bought: n(/ bought a development card$/),
            played: n(/ played (Knight|Road Building|Year of Plenty|Monopoly|Victory Point)/),
          },
          signed: { bank: m('bankTrade'), bought: m('buyDevelopment'), played: m('playDevelopment') },
        };
      }),
    ),
  );
  const same = told.every((t) => JSON.stringify(t.said) === JSON.stringify(t.signed));
  check(
    same && told[0].signed.bank + told[0].signed.bought > 0,
    `both networked logs tell every bank trade and development card of the signed log: ${JSON.stringify(told[0].said)} (signed: ${JSON.stringify(told[0].signed)})`,
  );
  // the finished game's signed log, before anything moves on
  const dir = mkdtempSync(join(tmpdir(), 'hexknights-rematch-'));
  const oldLog = join(dir, `hexknights-${oldCode}.json`);
  writeFileSync(oldLog, await a.evaluate(() => window.hexknights.port.logFile()));
  const oldSeats = { a: await seatsOf(a), b: await seatsOf(b) };

  // the rematch: one click for the host; the guest is asked and joins with one click
  await a.locator('.modal.winner').getByRole('button', { name: 'Rematch' }).click();
  const codeBox = a.locator('.room-code');
  await codeBox.waitFor({ timeout: HANG_GUARD_MS });
  const newCode = (await codeBox.textContent()).trim();
  await a.locator('.room-seats li', { hasText: 'asked to the rematch' }).first().waitFor({ timeout: HANG_GUARD_MS });
  await shot(a, 'rematch-host-lobby.png');
  const offer = b.locator('.rematch-offer');
  await offer.waitFor({ timeout: HANG_GUARD_MS });
  await shot(b, 'rematch-offer.png');
  check(
    newCode !== oldCode && (await offer.textContent()).includes('The host started a rematch'),
    `the host opened rematch room ${newCode} and the guest is asked ("The host started a rematch · Join")`,
  );
  await pb.click(offer.getByRole('button', { name: 'Join' }), 'join the rematch');
  await waitFor(
    'both pages to show the rematch',
    async () => {
      const [sa, sb] = await Promise.all([state(a), state(b)]);
      return (
        sa &&
        sb &&
        sa.head !== oldA.head &&
        sb.head !== oldA.head &&
        !sa.finished &&
        !sb.finished &&
        (await a.locator('.table .board').count()) &&
        (await b.locator('.table .board').count())
      );
    },
    HANG_GUARD_MS,
  );
  const [na, nb] = await oneHead(a, b, 'both pages to settle on the rematch');
  const badges = [(await a.locator('.room-badge b').textContent()).trim(), (await b.locator('.room-badge b').textContent()).trim()];
  const hashes = [await a.evaluate(() => location.hash), await b.evaluate(() => location.hash)];
  const newSeats = { a: await seatsOf(a), b: await seatsOf(b) };
  const sorted = (x) => [...x].sort().join(', ');
  check(badges.every((c) => c === newCode) && hashes.every((h) => h === `#room=${newCode}`), `both pages play in room ${newCode} (${hashes.join(', ')})`);
  check(
    sorted(newSeats.a) === sorted(oldSeats.a) && sorted(newSeats.b) === sorted(oldSeats.a),
    `the rematch has the same players, colours and bot: ${sorted(newSeats.a)}`,
  );
  const newLog = await a.evaluate(() => window.hexknights.port.log.value.map((l) => l.text));
  check(
    na.seq < oldA.seq && na.head !== oldA.head && !newLog.some((t) => /won the game/.test(t)),
    `a new game with its own log: entry ${na.seq} (the finished game ended at ${oldA.seq}), ${newLog.length} log lines, first "${newLog[0]}"`,
  );
  await shot(b, 'rematch-new-game.png');
  // the finished game stays saved (listed as finished) and its signed log verifies
  const saved = await a.evaluate(
    (code) => JSON.parse(localStorage.getItem('hexknights.games') ?? '[]').find((g) => g.kind === 'room' && g.id === code) ?? null,
    oldCode,
  );
  const report = await verifyCli(oldLog);
  check(
    saved?.finished === true && report?.valid === true && report.finished === true,
    `the finished game stays saved (room ${oldCode}, finished) and its log verifies: ${report?.entries} entries, winner ${report?.winner}`,
  );
  figures.rematch = { oldEntries: oldA.seq, newEntries: nb.seq, uiActions: { A: pa.actions, B: pb.actions } };
  await Promise.all([a.close(), b.close()]);
}
