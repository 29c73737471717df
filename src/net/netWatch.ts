// What the page tells a player about the network under a room: which broker it uses and whether it
// is reachable, how each link travels (direct or through the relay), and, when ICE finds no path, what
// to do about it (a code the page puts into the reader's language: src/ui/netWords.ts). It follows every transport the room opens (a guest that takes
// over as host opens a new one). Plain listeners, so it needs no UI framework.
import type { BrokerState, LinkPath, PeerJsTransport, TransportProblem } from './peerjsTransport.js';
import type { PeerId } from './transport.js';

export interface NetView {
  /** The broker in the reader's words (src/ui/netWords.ts brokerWords). */
  broker: string;
  brokerState: BrokerState;
  /** The relay's TURN URI, or null when the page has none. */
  relay: string | null;
  /** Open links and how they travel (null: ICE has not said yet). */
  links: { peer: PeerId; path: LinkPath | null }[];
  /** Something the player can act on, or null: ICE found no path, with no relay or through the relay. */
  trouble: NetTrouble | null;
}

export type NetTrouble = 'no-path' | 'no-path-through-relay';

export class NetWatch {
  private view: NetView;
  private readonly listeners = new Set<(v: NetView) => void>();
  private transport: PeerJsTransport | null = null;
  private detach: (() => void)[] = [];

  constructor(broker: string, relay: string | null) {
    this.view = { broker, brokerState: 'connecting', relay, links: [], trouble: null };
  }

  get current(): NetView {
    return this.view;
  }

  subscribe(listener: (v: NetView) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Follow `transport` (the room's newest; an older one stops counting). */
  follow(transport: PeerJsTransport): void {
    for (const off of this.detach) off();
    this.transport = transport;
    this.detach = [
      transport.onBrokerState(() => this.refresh()),
      transport.onPeer((_peer, up) => {
        if (up) this.set({ trouble: null }); // someone got through: whatever blocked it is gone
        this.refresh();
      }),
      transport.onPath(() => this.refresh()),
      transport.onProblem((p) => this.problem(p)),
    ];
    this.refresh();
  }

  close(): void {
    for (const off of this.detach) off();
    this.detach = [];
    this.listeners.clear();
  }

  private problem(p: TransportProblem): void {
    if (p.kind === 'ice-failed') this.set({ trouble: this.view.relay ? 'no-path-through-relay' : 'no-path' });
  }

  private refresh(): void {
    const t = this.transport;
    if (!t) return;
    this.set({ brokerState: t.brokerState, links: t.peers().map((peer) => ({ peer, path: t.path(peer) })) });
  }

  private set(patch: Partial<NetView>): void {
    this.view = { ...this.view, ...patch };
    for (const l of this.listeners) l(this.view);
  }
}
