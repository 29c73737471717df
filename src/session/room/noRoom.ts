// A wrong room code, or a link to a room whose host has gone, must not wait forever (issue 38 item 1).
// A dial to an id nobody holds fails at the broker (`peer-unavailable`) and the transport redials with
// backoff; a host that is reloading holds its id again within a few seconds. So a page that asks a
// room for a seat or to watch gives up only if the room id never answered for NO_ROOM_AFTER_MS (a
// reload's worth of redials); once it has been reached, the page waits for the host as long as it takes.
// A room the broker knows but no network path reaches (ICE found none: a NAT without a relay) is there:
// its page says why it cannot be reached (NetStatus), not that no room answers.
import type { Clock } from '../../net/clock.js';
import type { PeerId, Transport } from '../../net/transport.js';

/** How long a page dials a room id that has never answered before it says that no room answers. */
export const NO_ROOM_AFTER_MS = 10_000;

/** Nobody holds the room id: a wrong code, or its host has left (kind 'no-room', as transports name their errors). */
export class NoRoomError extends Error {
  readonly kind = 'no-room';
  constructor(readonly room: PeerId) {
    super(`no room answers at ${room}: a wrong code, or its host has left`);
  }
}

/**
 * Calls `fail` unless a link to `room` is up within `ms`; returns the function that stops waiting. A
 * transport that reports its troubles (PeerJS) fails only on the broker's word that nobody holds the
 * id: a dial the broker put through may take longer than `ms` to find no path (ICE), and that room is there.
 */
export function expectRoom(clock: Clock, transport: Transport, room: PeerId, ms: number, fail: (e: NoRoomError) => void): () => void {
  if (transport.peers().includes(room)) return () => {};
  let done = false;
  // what the broker last said of the room id: before any word, a transport that reports none is taken as saying "nobody"
  let nobodyHoldsIt = transport.onProblem === undefined;
  let overdue = false;
  const giveUp = () => {
    stop();
    fail(new NoRoomError(room));
  };
  const stop = () => {
    done = true;
    cancelTimer();
    offPeer();
    offProblem();
  };
  const offPeer = transport.onPeer((peer, up) => up && peer === room && stop());
  // any trouble but `peer-unavailable` comes from a dial the broker put through: somebody holds the id
  const offProblem =
    transport.onProblem?.((p) => {
      if (p.peer !== room) return;
      if (p.kind !== 'peer-unavailable') stop();
      else if (overdue)
        giveUp(); // the broker's word came after the wait: a redial's answer
      else nobodyHoldsIt = true;
    }) ?? (() => {});
  const cancelTimer = clock.setTimer(ms, () => {
    if (done) return;
    if (nobodyHoldsIt) giveUp();
    else overdue = true; // the broker has said nothing yet: its next word decides
  });
  return stop;
}
