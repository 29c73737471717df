// What the host is asked and has not answered yet: seats in its lobby (lobbyHost.ts) and leave to
// watch (spectators.ts). Anyone who knows the room code may ask, from as many peer ids as it likes
// (issue 35 item 6), so the list the host reads is bounded and an invited asker cannot be crowded
// out: a request that proves the invite (invite.ts) is always listed, taking the place of the newest
// stranger's when the list is full; a stranger's is listed only while there is room (names are the
// askers' own words, so they rank nothing). A peer the host refused is not listed again, and whoever
// is not listed still asks again every few seconds, so it is listed once there is room.
import type { Signal } from '@preact/signals-core';
import type { PeerId } from '../../net/transport.js';

export interface Request {
  peer: PeerId;
  name: string;
  /** It proved the host's invite (the fingerprint in the link). */
  invited: boolean;
}

/** Requests the host reads at once, at most. */
export const MAX_LISTED = 16;
/** Refused peers remembered (the oldest forgotten first). */
const MAX_REFUSED = 256;

export class RequestList<T extends Request> {
  private readonly refused: PeerId[] = [];

  constructor(readonly listed: Signal<T[]>) {}

  /** List a request if it has a place; false if it has none now (or the peer was refused). */
  add(request: T): boolean {
    const list = this.listed.value;
    if (list.some((r) => r.peer === request.peer)) return true;
    if (this.wasRefused(request.peer)) return false;
    if (list.length < MAX_LISTED) {
      this.listed.value = [...list, request];
      return true;
    }
    if (!request.invited) return false;
    let stranger = list.length - 1;
    while (stranger >= 0 && list[stranger].invited) stranger--;
    if (stranger < 0) return false;
    this.listed.value = [...list.slice(0, stranger), ...list.slice(stranger + 1), request];
    return true;
  }

  find(peer: PeerId): T | undefined {
    return this.listed.value.find((r) => r.peer === peer);
  }

  remove(peer: PeerId): void {
    if (this.find(peer)) this.listed.value = this.listed.value.filter((r) => r.peer !== peer);
  }

  /** The host said no: off the list, and not listed again. */
  refuse(peer: PeerId): void {
    this.remove(peer);
    if (this.wasRefused(peer)) return;
    this.refused.push(peer);
    if (this.refused.length > MAX_REFUSED) this.refused.shift();
  }

  wasRefused(peer: PeerId): boolean {
    return this.refused.includes(peer);
  }
}
