// What an admitted spectator is sent: the log's entries and signed heads, never a reveal, a call, a
// silence statement, a peer list or anything else the players exchange (Links.watch).
import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../src/net/clock.js';
import { Spectators, WATCHER_GONE_AFTER_MS, type Watcher } from '../../src/session/room/spectators.js';
import type { Replica } from '../../src/session/replica/replica.js';
import { Links } from '../../src/session/replica/links.js';
import { decodeMessage, type Message } from '../../src/session/replica/messages.js';
import type { GameReplay } from '../../src/session/log/replay.js';
import type { Transport } from '../../src/net/transport.js';

function hostLinks() {
  const sent: { to: string; type: string }[] = [];
  const transport: Transport = {
    self: 'room',
    send: (to, data) => void sent.push({ to, type: decodeMessage(data).type }),
    peers: () => ['watcher', 'stranger'],
    onMessage: () => () => {},
    onPeer: () => () => {},
    close: () => {},
  };
  const admission = {
    replay: {} as GameReplay,
    participant: 0,
    sign: () => new Uint8Array(64),
    verify: () => false,
    secretKey: null,
    self: 'room',
    now: () => 0,
  };
  return { links: new Links(transport, null, admission, () => {}), sent };
}

const bytes = new Uint8Array(32);
const EVERYTHING: Message[] = [
  { type: 'entry', bytes },
  { type: 'head', participant: 0, seq: 3, hash: bytes, sig: new Uint8Array(64) },
  { type: 'reveal', participant: 0, draw: 2, reveal: bytes },
  { type: 'call', by: 0, draw: 2, term: 0, sig: new Uint8Array(64) },
  { type: 'silence', seq: 3, for: 1, by: 0, sig: new Uint8Array(64) },
  { type: 'reject', seq: 3, reason: 'no' },
  { type: 'peers', peers: ['a'] },
];

describe('watchers', () => {
  it('an admitted watcher gets entries and heads only; a peer nobody admitted gets nothing', () => {
    const { links, sent } = hostLinks();
    links.watch('watcher');
    for (const m of EVERYTHING) links.broadcast(m);
    expect(sent.filter((s) => s.to === 'watcher').map((s) => s.type)).toEqual(['entry', 'head']);
    expect(sent.filter((s) => s.to === 'stranger')).toEqual([]);
    expect(links.isWatcher('watcher') && !links.admitted('watcher')).toBe(true);
  });

  it('before the host admits it, a watcher gets nothing either', () => {
    const { links, sent } = hostLinks();
    for (const m of EVERYTHING) links.broadcast(m);
    expect(sent).toEqual([]);
  });
});

describe("the host's spectators over hours", () => {
  function hostSpectators() {
    const clock = new VirtualClock();
    const watching = signal<Watcher[]>([]);
    const { links } = hostLinks();
    const replica = { admitWatcher: (peer: string) => links.watch(peer), dismissWatcher: (peer: string) => links.unwatch(peer) } as unknown as Replica;
    const spectators = new Spectators(
      signal<Watcher[]>([]),
      watching,
      () => {},
      'room',
      () => [],
      clock,
      () => replica,
    );
    const admit = (peer: string) => {
      spectators.asked(peer, { t: 'watch', name: peer });
      spectators.admit(peer, replica);
    };
    return { clock, watching, links, spectators, admit };
  }

  it('a watcher whose link is down past the grace is forgotten: each visit under a new peer id does not pile up', async () => {
    const { clock, watching, links, spectators, admit } = hostSpectators();
    for (let visit = 0; visit < 5; visit++) {
      admit(`visit${visit}`);
      spectators.left(`visit${visit}`);
    }
    expect(watching.value).toHaveLength(5);
    await clock.runUntil(() => false, WATCHER_GONE_AFTER_MS + 1);
    expect(watching.value).toEqual([]);
    expect(links.isWatcher('visit0')).toBe(false);
  });

  it('a watcher back within the grace (a blip) is still watching, and is not forgotten later', async () => {
    const { clock, watching, links, spectators, admit } = hostSpectators();
    admit('blip');
    spectators.left('blip');
    await clock.runUntil(() => false, WATCHER_GONE_AFTER_MS / 2);
    spectators.back('blip');
    await clock.runUntil(() => false, 3 * WATCHER_GONE_AFTER_MS);
    expect(watching.value.map((w) => w.peer)).toEqual(['blip']);
    expect(links.isWatcher('blip')).toBe(true);
  });
});
