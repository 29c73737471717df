// Issue 40, found by the soak: a replica catching up from a peer over a link that reorders asked
// that peer for what it missed at every entry that came early. A sync is answered with up to 64
// entries, each of which could come early and ask again: the requests multiplied until the table's
// network carried nothing else (seed 1016 of the long run stalled there, virtual time frozen under
// 65,000 queued messages). The same request to the same sender now goes out at most every 250 ms.
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/net/clock.js';
import { Follower, type FollowerHost } from '../../src/session/replica/follower.js';
import type { Message } from '../../src/session/replica/messages.js';
import { LogBuilder } from '../session/logBuilder.js';

describe('early entries from a peer', () => {
  it('ask it once for what is missing, not once each, and ask again only after a while', async () => {
    const b = await LogBuilder.create(3);
    b.playUntil((x) => x.entries.length >= 40);
    const clock = new VirtualClock();
    const sent: { to: string; message: Message }[] = [];
    const host = {
      replay: b.replay.prefix(10),
      clock,
      send: (to: string, message: Message) => sent.push({ to, message }),
      rejected: () => {},
      warn: () => {},
      advanced: () => {},
    } as unknown as FollowerHost;
    const follower = new Follower(host);
    const syncs = () => sent.filter((s) => s.message.type === 'sync').map((s) => `${s.to}:${(s.message as { next: number }).next}`);
    for (let seq = 12; seq < 40; seq++) await follower.receive('p1', b.entries[seq], { strict: false, adopt: false });
    expect(syncs()).toEqual(['p1:10']);
    await follower.receive('p2', b.entries[15], { strict: false, adopt: false });
    expect(syncs()).toEqual(['p1:10', 'p2:10']); // another sender is asked on its own
    clock.setTimer(300, () => {});
    await clock.runUntil(() => false);
    await follower.receive('p1', b.entries[20], { strict: false, adopt: false });
    expect(syncs()).toEqual(['p1:10', 'p2:10', 'p1:10']); // an answer may have been lost: asked again
  });
});
