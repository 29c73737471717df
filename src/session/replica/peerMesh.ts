// Guests link to each other, not only to the host. A star of links would let the host stand between
// every pair of guests: it could keep a reveal from the other witnesses, or keep guests from comparing
// heads. Every replica tells its admitted peers, now and then, which peer ids it has admitted (PEERS);
// a replica dials the ones it has no link with (PeerJS allows guest-to-guest connections). The ids are
// only hints: whoever answers still has to prove a genesis key (admission.ts) before it is heard, so a
// wrong list costs a failed dial, and a list the host keeps back is passed on by any guest that has it.
import type { PeerId, Transport } from '../../net/transport.js';

/** At most this many ids are taken from one list (the largest table has 8 players). */
export const MAX_LISTED_PEERS = 16;

export class PeerMesh {
  private readonly dialled = new Set<PeerId>();

  constructor(
    private readonly transport: Transport,
    private readonly hostPeer: PeerId,
  ) {}

  /** Peer ids of participants another replica has admitted: keep a link to each. */
  learn(peers: readonly string[]): void {
    if (!this.transport.dial) return;
    const linked = new Set(this.transport.peers());
    for (const peer of peers.slice(0, MAX_LISTED_PEERS)) {
      if (peer === this.transport.self || peer === this.hostPeer || linked.has(peer) || this.dialled.has(peer)) continue;
      this.dialled.add(peer);
      this.transport.dial(peer);
    }
  }

  /** A link we dialled went down: stop redialling it (after a reload the peer has a new id; the next list says). */
  down(peer: PeerId): void {
    if (this.dialled.delete(peer)) this.transport.hangUp?.(peer);
  }
}
