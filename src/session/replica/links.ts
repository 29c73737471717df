// This replica's links to other replicas: who is admitted (a signed challenge proving a genesis key,
// admission.ts), which links to open (guests link to each other from exchanged peer lists,
// peerMesh.ts), and sending only to admitted peers. Everything that goes out to "everyone" goes
// through here, so an outsider on the network gets nothing.
import type { PeerId, Transport } from '../../net/transport.js';
import { Admission, type AdmissionHost } from './admission.js';
import { encodeMessage, type Message } from './messages.js';
import { MAX_LISTED_PEERS, PeerMesh } from './peerMesh.js';

/** How often (in ticks) a replica tells its peers whom it has admitted. */
const PEERS_EVERY_TICKS = 8;
/** What a watcher (a spectator the host admitted) receives: the public log and signed heads, nothing else. */
const PUBLIC_TYPES: ReadonlySet<Message['type']> = new Set(['entry', 'head']);

export class Links {
  private readonly admission: Admission;
  private readonly mesh: PeerMesh;
  private ticks = 0;
  /** Spectators the host admitted (room/spectators.ts): they get PUBLIC_TYPES and may ask for entries (sync). */
  private readonly watchers = new Set<PeerId>();
  private readonly linked = new Set<(peer: PeerId) => void>();

  constructor(
    private readonly transport: Transport,
    /**
     * A guest's host, heard unproven only until the genesis is in: the guest needs the genesis from it to
     * check keys. After that the room id's holder is one more peer that must prove a genesis key (an
     * outsider may have registered the room id once the host's tab closed: issue 35 item 5).
     */
    private readonly trustedPeer: PeerId | null,
    admission: AdmissionHost,
    private readonly log: (line: string) => void,
  ) {
    this.admission = new Admission(admission);
    this.mesh = new PeerMesh(transport, trustedPeer ?? transport.self);
  }

  /** Challenge every link now and every new one; returns the unsubscribe function. */
  start(): () => void {
    const off = this.transport.onPeer((peer, up) => {
      if (up) this.challenge(peer);
      else {
        this.admission.forget(peer);
        this.mesh.down(peer);
      }
    });
    // a link replaced without going down may be another page under the same id: it proves itself again
    const offRelink = this.transport.onRelink?.((peer) => {
      this.admission.forget(peer);
      this.challenge(peer);
    });
    for (const peer of this.transport.peers()) this.challenge(peer);
    return () => {
      off();
      offRelink?.();
    };
  }

  /** A participant proven by challenge, or a guest's host while the guest has no genesis yet. */
  admitted(peer: PeerId): boolean {
    return this.admission.isAdmitted(peer) || (peer === this.trustedPeer && !this.admission.hasGenesis());
  }

  /** The linked peers that proved a genesis key (not a guest's unproven host, not watchers). */
  participantPeers(): PeerId[] {
    return this.transport.peers().filter((p) => this.admission.isAdmitted(p));
  }

  /** The participants whose proven peers are linked now (a page that closed drops out with its link). */
  linkedParticipants(): number[] {
    return this.participantPeers().flatMap((p) => this.admission.participantAt(p) ?? []);
  }

  /** Call `listener` whenever a peer proves a genesis key; returns the unsubscribe function. */
  onLinked(listener: (peer: PeerId) => void): () => void {
    this.linked.add(listener);
    return () => this.linked.delete(listener);
  }

  /** The host lets `peer` watch: it is sent the log's entries and heads, and may only ask for entries. */
  watch(peer: PeerId): void {
    this.watchers.add(peer);
  }

  /** A watcher gone for good (spectators.ts): sent nothing more, and kept no longer. */
  unwatch(peer: PeerId): void {
    this.watchers.delete(peer);
  }

  isWatcher(peer: PeerId): boolean {
    return this.watchers.has(peer);
  }

  /** To one peer: the links' own challenges to anyone, the rest only to the admitted (public types to watchers). */
  send(peer: PeerId, message: Message): void {
    const own = message.type === 'challenge' || message.type === 'prove';
    if (!own && !this.admitted(peer) && !(PUBLIC_TYPES.has(message.type) && this.watchers.has(peer))) return;
    this.transport.send(peer, encodeMessage(message));
  }

  broadcast(message: Message): void {
    const data = encodeMessage(message);
    const watched = PUBLIC_TYPES.has(message.type);
    for (const peer of this.transport.peers()) if (this.admitted(peer) || (watched && this.watchers.has(peer))) this.transport.send(peer, data);
  }

  /** Pass a signed message on to every admitted peer but its sender and its author. */
  relay(from: PeerId, message: Message, author: number): void {
    const data = encodeMessage(message);
    for (const peer of this.transport.peers()) {
      if (peer !== from && this.admitted(peer) && this.admission.participantAt(peer) !== author) this.transport.send(peer, data);
    }
  }

  /** Did `from` send it as its own participant (not relayed)? */
  fromAuthor(from: PeerId, participant: number): boolean {
    return this.admission.participantAt(from) === participant;
  }

  /** CHALLENGE, PROVE and PEERS are the links' own business: true if `message` was one of them. */
  handle(from: PeerId, message: Message): boolean {
    switch (message.type) {
      case 'challenge': {
        const proof = this.admission.prove(from, message.nonce);
        if (proof) this.send(from, { type: 'prove', ...proof });
        return true;
      }
      case 'prove':
        if (this.admission.proven(from, message.participant, message.sig)) {
          this.log(`${from} proved it is participant ${message.participant}`);
          for (const listener of this.linked) listener(from);
        }
        return true;
      case 'peers':
        if (this.admitted(from)) this.mesh.learn(message.peers);
        return true;
      default:
        return false;
    }
  }

  /** Every tick: check proofs that beat the genesis entry, challenge again (messages get lost), share peers. */
  tick(): void {
    this.admission.recheck();
    // the guest's host too: heard before it proves anything, it is a participant only once it has
    for (const peer of this.transport.peers()) if (!this.admission.isAdmitted(peer)) this.challenge(peer);
    if (this.ticks++ % PEERS_EVERY_TICKS === 0) {
      const peers = this.transport.peers().filter((p) => this.admission.isAdmitted(p));
      this.broadcast({ type: 'peers', peers: peers.slice(0, MAX_LISTED_PEERS) });
    }
  }

  private challenge(peer: PeerId): void {
    this.send(peer, { type: 'challenge', nonce: this.admission.challenge(peer) });
  }
}
