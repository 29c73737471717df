// An in-memory network of Transports inside one process, with fault injection: random delay (which
// also reorders), loss, duplicate delivery, links that go down and come back, and a broker that
// vanishes (open links keep working; a peer that joins or comes back meanwhile waits for it, as a
// PeerJS page cannot register or dial without its broker). Faults are drawn from a seeded generator
// so a failing run can be replayed exactly.
import type { Clock } from './clock.js';
import { MAX_FRAME_BYTES } from './frameLimit.js';
import { seededRandom } from './random.js';
import type { MessageHandler, PeerHandler, PeerId, Transport } from './transport.js';

export interface Faults {
  /** Delivery delay drawn uniformly from [min, max] ms; unequal delays reorder messages. */
  delayMs?: [number, number];
  /** Probability that a message is lost. */
  loss?: number;
  /** Probability that a message is delivered twice. */
  duplicate?: number;
  /** Probability that a message is held back by an extra `reorderMs`, to overtake later ones. */
  reorder?: number;
  reorderMs?: number;
}

export interface NetworkStats {
  sent: number;
  delivered: number;
  lost: number;
  duplicated: number;
  droppedDisconnected: number;
  /** Frames over `maxFrameBytes`, dropped before delivery. */
  oversized: number;
}

export class MemoryNetwork {
  private readonly endpoints = new Map<PeerId, MemoryTransport>();
  private readonly down = new Set<PeerId>();
  /** Peers that joined or came back while the broker was away: down until it returns. */
  private readonly awaitingBroker = new Set<PeerId>();
  private brokerAway = false;
  private readonly random: () => number;
  readonly stats: NetworkStats = { sent: 0, delivered: 0, lost: 0, duplicated: 0, droppedDisconnected: 0, oversized: 0 };
  /** Frames longer than this are dropped before the receiver sees a byte (as the PeerJS transport does). */
  maxFrameBytes = MAX_FRAME_BYTES;
  /** Optional tap to rewrite or drop messages in flight (adversarial tests): return null to drop. */
  intercept: ((from: PeerId, to: PeerId, data: Uint8Array) => Uint8Array | null) | null = null;

  constructor(
    readonly clock: Clock,
    public faults: Faults = {},
    seed = 1,
  ) {
    this.random = seededRandom(seed);
  }

  /** Join the network as `id` (a fresh endpoint replaces a closed one with the same id). */
  connect(id: PeerId): Transport {
    const existing = this.endpoints.get(id);
    if (existing && !existing.closed) throw new Error(`peer ${id} is already connected`);
    const endpoint = new MemoryTransport(id, this);
    this.endpoints.set(id, endpoint);
    if (this.brokerAway) {
      this.down.add(id);
      this.awaitingBroker.add(id);
      return endpoint;
    }
    this.down.delete(id);
    for (const other of this.live())
      if (other !== endpoint) {
        other.notifyPeer(id, true);
        endpoint.notifyPeer(other.self, true);
      }
    return endpoint;
  }

  /**
   * Another page takes over `id` the way PeerJS shows it to the peers whose links it replaces: the old
   * endpoint closes with no "down" for anyone, and every other peer hears a relink (Transport.onRelink).
   */
  replace(id: PeerId): Transport {
    const old = this.endpoints.get(id);
    if (old) old.closed = true;
    const endpoint = new MemoryTransport(id, this);
    this.endpoints.set(id, endpoint);
    this.down.delete(id);
    for (const other of this.live())
      if (other !== endpoint) {
        other.notifyRelink(id);
        endpoint.notifyPeer(other.self, true);
      }
    return endpoint;
  }

  /** Take a peer's link down without closing it: messages to and from it are dropped. */
  disconnect(id: PeerId): void {
    if (this.down.has(id)) return;
    const formerPeers = this.peersOf(id);
    this.down.add(id);
    const me = this.endpoints.get(id);
    for (const peer of formerPeers) {
      this.endpoints.get(peer)?.notifyPeer(id, false);
      me?.notifyPeer(peer, false);
    }
  }

  reconnect(id: PeerId): void {
    if (!this.down.has(id)) return;
    if (this.brokerAway) {
      this.awaitingBroker.add(id);
      return;
    }
    this.down.delete(id);
    const me = this.endpoints.get(id);
    for (const other of this.live())
      if (other.self !== id) {
        other.notifyPeer(id, true);
        me?.notifyPeer(other.self, true);
      }
  }

  /** The broker vanishes: links already open keep working, nobody new links until `brokerBack`. */
  brokerGone(): void {
    this.brokerAway = true;
  }

  /** The broker answers again: every peer that waited for it links up. */
  brokerBack(): void {
    this.brokerAway = false;
    const waiting = [...this.awaitingBroker];
    this.awaitingBroker.clear();
    for (const id of waiting) if (this.endpoints.get(id)?.closed === false) this.reconnect(id);
  }

  get brokerIsAway(): boolean {
    return this.brokerAway;
  }

  isUp(id: PeerId): boolean {
    const e = this.endpoints.get(id);
    return !!e && !e.closed && !this.down.has(id);
  }

  peersOf(id: PeerId): PeerId[] {
    if (!this.isUp(id)) return [];
    return this.live()
      .map((e) => e.self)
      .filter((p) => p !== id);
  }

  /** @internal */
  removed(endpoint: MemoryTransport): void {
    if (this.endpoints.get(endpoint.self) !== endpoint) return;
    for (const other of this.live()) other.notifyPeer(endpoint.self, false);
  }

  /** @internal */
  transmit(from: PeerId, to: PeerId, data: Uint8Array): void {
    this.stats.sent++;
    if (data.length > this.maxFrameBytes) {
      this.stats.oversized++;
      return;
    }
    if (!this.isUp(from) || !this.isUp(to)) {
      this.stats.droppedDisconnected++;
      return;
    }
    let payload: Uint8Array | null = data.slice(); // the receiver never shares the sender's buffer
    if (this.intercept) payload = this.intercept(from, to, payload);
    if (!payload) return;
    const f = this.faults;
    if (this.random() < (f.loss ?? 0)) {
      this.stats.lost++;
      return;
    }
    const copies = this.random() < (f.duplicate ?? 0) ? 2 : 1;
    if (copies === 2) this.stats.duplicated++;
    for (let c = 0; c < copies; c++) {
      const [min, max] = f.delayMs ?? [0, 0];
      let delay = min + this.random() * (max - min);
      if (this.random() < (f.reorder ?? 0)) delay += f.reorderMs ?? 100;
      const copy = payload.slice();
      this.clock.setTimer(delay, () => {
        const target = this.endpoints.get(to);
        if (!target || target.closed || !this.isUp(to) || !this.isUp(from)) {
          this.stats.droppedDisconnected++;
          return;
        }
        this.stats.delivered++;
        target.deliver(from, copy);
      });
    }
  }

  private live(): MemoryTransport[] {
    return [...this.endpoints.values()].filter((e) => !e.closed && !this.down.has(e.self));
  }
}

class MemoryTransport implements Transport {
  closed = false;
  private readonly messageHandlers = new Set<MessageHandler>();
  private readonly peerHandlers = new Set<PeerHandler>();
  private readonly relinkHandlers = new Set<(peer: PeerId) => void>();

  constructor(
    readonly self: PeerId,
    private readonly network: MemoryNetwork,
  ) {}

  send(to: PeerId, data: Uint8Array): void {
    if (!this.closed) this.network.transmit(this.self, to, data);
  }

  peers(): PeerId[] {
    return this.closed ? [] : this.network.peersOf(this.self);
  }

  onMessage(handler: MessageHandler): () => void {
    this.messageHandlers.add(handler);
    return () => this.messageHandlers.delete(handler);
  }

  onPeer(handler: PeerHandler): () => void {
    this.peerHandlers.add(handler);
    return () => this.peerHandlers.delete(handler);
  }

  onRelink(handler: (peer: PeerId) => void): () => void {
    this.relinkHandlers.add(handler);
    return () => this.relinkHandlers.delete(handler);
  }

  notifyRelink(peer: PeerId): void {
    if (!this.closed) for (const h of this.relinkHandlers) h(peer);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.network.removed(this);
  }

  deliver(from: PeerId, data: Uint8Array): void {
    for (const h of this.messageHandlers) h(from, data);
  }

  notifyPeer(peer: PeerId, connected: boolean): void {
    if (!this.closed) for (const h of this.peerHandlers) h(peer, connected);
  }
}
