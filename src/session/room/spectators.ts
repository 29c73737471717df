// Spectators. A watcher asks the host to watch a running game, and the host admits it explicitly;
// once admitted it follows the log with a replica that holds no seat and no keys (it is sent public
// entries and heads only, and never acts). A request lives as long as its link: a spectator who left
// takes it with it, and one still there asks again every few seconds until answered. The requests the
// host reads are bounded (requestList.ts): one who brings a watch link's fingerprint of a host key of
// this game is listed first, strangers only while there is room. A watcher whose link stays down past
// WATCHER_GONE_AFTER_MS is forgotten: a spectator's page comes back under a new peer id each visit, so
// a host that kept every one would count (and keep) every visit its table ever had.
import type { Signal } from '@preact/signals-core';
import type { CancelTimer, Clock } from '../../net/clock.js';
import type { PeerId } from '../../net/transport.js';
import type { Replica } from '../replica/replica.js';
import type { LobbyMessage } from './lobbyMessages.js';
import { isInvited } from './invite.js';
import { RequestList, type Request } from './requestList.js';

/** How long an admitted watcher's link may stay down (a network blip, a broker outage) before it is forgotten. */
export const WATCHER_GONE_AFTER_MS = 60_000;

/** Someone asking the host to watch the game (spectator), or watching it once admitted. */
export type Watcher = Request;

/** The host's spectators: those asking to watch, and those watching. */
export class Spectators {
  private readonly requests: RequestList<Watcher>;
  /** Admitted watchers whose link is down, and the timer that forgets each. */
  private readonly away = new Map<PeerId, CancelTimer>();

  constructor(
    requests: Signal<Watcher[]>,
    private readonly watching: Signal<Watcher[]>,
    private readonly send: (to: PeerId, msg: LobbyMessage) => void,
    /** The room id, and the fingerprints a watch link of this game may carry (of its hosts' keys). */
    private readonly room: PeerId,
    private readonly prints: () => string[],
    private readonly clock: Clock,
    private readonly replica: () => Replica | null,
  ) {
    this.requests = new RequestList(requests);
  }

  /** A request to watch. Asked again (a reconnect): an admitted watcher is told so at once, a new one waits for the host. */
  asked(from: PeerId, msg: Extract<LobbyMessage, { t: 'watch' }>): void {
    if (this.watching.value.some((w) => w.peer === from)) return this.send(from, { t: 'watching' });
    const name =
      String(msg.name ?? '')
        .trim()
        .slice(0, 24) || 'A spectator';
    this.requests.add({ peer: from, name, invited: isInvited(this.prints(), this.room, from, msg.invited) });
  }

  /** Let a spectator who asked watch the game on `replica`. */
  admit(peer: PeerId, replica: Replica): void {
    const asked = this.requests.find(peer);
    if (!asked) return;
    replica.admitWatcher(peer);
    this.requests.remove(peer);
    this.watching.value = [...this.watching.value, asked];
    this.send(peer, { t: 'watching' });
  }

  /** The host says no: the request goes, and that peer is not listed again. */
  refuse(peer: PeerId): void {
    this.requests.refuse(peer);
  }

  /** A link went down: a request goes with it; a watcher is forgotten unless it is back in time. */
  left(peer: PeerId): void {
    this.requests.remove(peer);
    if (this.away.has(peer) || !this.watching.value.some((w) => w.peer === peer)) return;
    const forget = () => {
      this.away.delete(peer);
      this.watching.value = this.watching.value.filter((w) => w.peer !== peer);
      this.replica()?.dismissWatcher(peer);
    };
    this.away.set(peer, this.clock.setTimer(WATCHER_GONE_AFTER_MS, forget));
  }

  /** A link came up: a watcher that was away is still watching. */
  back(peer: PeerId): void {
    this.away.get(peer)?.();
    this.away.delete(peer);
  }

  /** The room closed: no timer outlives it. */
  stop(): void {
    for (const cancel of this.away.values()) cancel();
    this.away.clear();
  }
}
