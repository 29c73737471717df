// A wrong room code, or a link to a room whose host has gone (issue 38 item 1): the page says within
// seconds that no room answers the code, with the way back to the lobby, instead of waiting forever on
// "Connecting to the broker". A host that only reloads its lobby still gets the guest who opened its
// link meanwhile. Driven through the pages; the time to the message is printed (never asserted).
import { HANG_GUARD_MS, openAppPage, waitFor } from './harness.mjs';
import { Player } from './uiPlayer.mjs';
import { hostBaseRoom } from './uiReload.mjs';

export async function noRoomChecks([ca, cb], url, { check, consoleLines, shot, figures }) {
  // a code nobody hosts, typed in the lobby
  const g = await openAppPage(ca, `${url}?ice=none`, 'NR', consoleLines);
  await g.getByLabel('Your name').fill('Gus');
  await g.getByLabel('Room code').fill('zzzzzz');
  const asked = Date.now();
  await g.getByRole('button', { name: 'Join', exact: true }).click();
  // while it dials, the page says it waits for the room, not "Connecting to the broker" (the broker answered)
  const asking = await waitFor(
    'the page to show the room it asks',
    async () => (await g.locator('[role=status]').count()) > 0 && !(await g.getByText('Connecting to the broker').count()),
    HANG_GUARD_MS,
  );
  check(
    asking && !(await g.getByRole('alert').count()),
    `while it dials the room the page shows "${(await g.locator('[role=status]').first().textContent()).trim()}", not "Connecting to the broker"`,
  );
  await shot(g, 'no-room-asking-1366x768.png');
  const message = g.getByRole('alert').filter({ hasText: 'No room answers the code zzzzzz' });
  await message.waitFor({ timeout: HANG_GUARD_MS });
  const seconds = (Date.now() - asked) / 1000;
  figures.noRoomSeconds = seconds;
  check(true, `a wrong code is said after ${seconds.toFixed(1)} s: "${(await message.textContent()).trim()}"`);
  await shot(g, 'no-room-1366x768.png');
  await g.setViewportSize({ width: 390, height: 844 });
  await shot(g, 'no-room-390x844.png');
  await g.setViewportSize({ width: 1366, height: 768 });
  await g.getByRole('button', { name: 'Back to lobby' }).click();
  await g.getByRole('button', { name: 'Join', exact: true }).waitFor({ timeout: 10_000 });
  check(true, "the page's Back to lobby leads back to the lobby's Join");

  // a host that reloads its lobby while a guest opens its link: the guest is let in when it is back
  const a = await openAppPage(cb, `${url}?ice=none&speed=150`, 'NA', consoleLines);
  const pa = new Player(a, 'NA');
  const link = await hostBaseRoom(pa, 'Ann');
  check(/#join=[a-z0-9]{18}$/.test(link), `the host's join link carries the room code and its key's fingerprint: ${link}`);
  await g.goto('about:blank');
  const reloading = a.reload();
  await g.goto(link);
  await g.waitForSelector('.lobby');
  await g.getByLabel('Your name').fill('Gus');
  await g.getByRole('button', { name: 'Join', exact: true }).click();
  await reloading;
  const request = a.getByRole('region', { name: 'Join requests' });
  await request.waitFor({ timeout: HANG_GUARD_MS });
  await pa.click(request.getByRole('button', { name: 'Admit' }), 'admit Gus');
  await a.locator('.room-seats li', { hasText: 'Gus' }).waitFor({ timeout: HANG_GUARD_MS });
  const seated = await waitFor('Gus to be seated', async () => !(await a.locator('.room-seats li', { hasText: 'joining' }).count()), HANG_GUARD_MS).then(
    () => true,
    () => false,
  );
  check(seated && !(await g.getByRole('alert').count()), 'a guest who opened the link while the host reloaded its lobby is let in once the host is back');
  await Promise.all([a.close(), g.close()]);
}
