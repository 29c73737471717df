// Spectators. A watcher asks the host to watch a running game, and the host admits it explicitly;
// once admitted it follows the log with a replica that holds no seat and no keys (it is sent public
// entries and heads only, and never acts). A request lives as long as its link: a spectator who left
// takes it with it, and one still there asks again every few seconds until answered.
import type { Signal } from '@preact/signals-core';
import type { Clock } from '../../net/clock.js';
import type { PeerId } from '../../net/transport.js';
import type { Replica } from '../replica/replica.js';
import type { LobbyMessage } from './lobbyMessages.js';

/** A spectator repeats its request to watch this often until the host answers it. */
const WATCH_ASK_AGAIN_MS = 3000;

/** Someone asking the host to watch the game (spectator), or watching it once admitted. */
export interface Watcher {
  peer: PeerId;
  name: string;
}

/** The host's spectators: those asking to watch, and those watching. */
export class Spectators {
  constructor(
    private readonly requests: Signal<Watcher[]>,
    private readonly watching: Signal<Watcher[]>,
    private readonly send: (to: PeerId, msg: LobbyMessage) => void,
  ) {}

  /** A request to watch. Asked again (a reconnect): an admitted watcher is told so at once, a new one waits for the host. */
  asked(from: PeerId, msg: Extract<LobbyMessage, { t: 'watch' }>): void {
    if (this.watching.value.some((w) => w.peer === from)) return this.send(from, { t: 'watching' });
    const name = String(msg.name ?? '').trim().slice(0, 24) || 'A spectator';
    if (!this.requests.value.some((w) => w.peer === from)) this.requests.value = [...this.requests.value, { peer: from, name }];
  }

  /** Let a spectator who asked watch the game on `replica`. */
  admit(peer: PeerId, replica: Replica): void {
    const asked = this.requests.value.find((w) => w.peer === peer);
    if (!asked) return;
    replica.admitWatcher(peer);
    this.requests.value = this.requests.value.filter((w) => w.peer !== peer);
    this.watching.value = [...this.watching.value, asked];
    this.send(peer, { t: 'watching' });
  }

  left(peer: PeerId): void {
    if (this.requests.value.some((w) => w.peer === peer)) this.requests.value = this.requests.value.filter((w) => w.peer !== peer);
  }
}

/**
 * A watcher's request to watch: `ask` whenever `hostInSight`, now and every few seconds until the
 * returned function is called (the host admits it), so a request or an answer lost on a busy link heals.
 */
export function askAgainUntilAnswered(clock: Clock, hostInSight: () => boolean, ask: () => void): () => void {
  if (hostInSight()) ask();
  let cancel = clock.setTimer(WATCH_ASK_AGAIN_MS, function again() {
    if (hostInSight()) ask();
    cancel = clock.setTimer(WATCH_ASK_AGAIN_MS, again);
  });
  return () => cancel();
}
