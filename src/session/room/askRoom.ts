// A page asks a room for something (a seat, or to watch) until the host answers: now and every few
// seconds while the room is in sight, so a request or an answer lost on a busy link heals; and it gives
// up if no room answers the code at all (noRoom.ts). The caller also asks whenever its link to the room
// comes up (a host that reloaded hears the request at once).
import type { Clock } from '../../net/clock.js';
import type { PeerId, Transport } from '../../net/transport.js';
import { expectRoom, type NoRoomError } from './noRoom.js';

const ASK_AGAIN_MS = 3000;

/** `ask` whenever `hostInSight`, now and every few seconds until the returned function is called. */
export function askAgainUntilAnswered(clock: Clock, hostInSight: () => boolean, ask: () => void): () => void {
  if (hostInSight()) ask();
  let cancel = clock.setTimer(ASK_AGAIN_MS, function again() {
    if (hostInSight()) ask();
    cancel = clock.setTimer(ASK_AGAIN_MS, again);
  });
  return () => cancel();
}

/** Ask `room` until the returned function is called (it answered); `fail` if no room answers within `noRoomAfterMs`. */
export function askRoom(clock: Clock, transport: Transport, room: PeerId, noRoomAfterMs: number, ask: () => void, fail: (e: NoRoomError) => void): () => void {
  const stopAsking = askAgainUntilAnswered(clock, () => transport.peers().includes(room), ask);
  const stopExpecting = expectRoom(clock, transport, room, noRoomAfterMs, (e) => {
    stopAsking();
    fail(e);
  });
  return () => {
    stopAsking();
    stopExpecting();
  };
}
