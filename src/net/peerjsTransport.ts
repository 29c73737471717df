// The Transport over PeerJS: WebRTC data channels (`reliable: true`, `raw` binary frames) brokered by
// a PeerJS server, through the peerjs library (peerjsPeer.ts loads it when a room opens, never with the
// lobby). This file keeps the broker and the Transport's face; the data connections (links,
// heartbeats, redials, frames and their size limit, paths and their restarts) are peerLinks.ts. What
// it adds to PeerJS:
//  - loss of the broker does not touch open data connections; we reconnect to it with backoff;
//  - a registration that does not come back in time is dropped and tried again: PeerJS waits forever
//    for the broker's OPEN, which a hung socket never brings, nor the server's silent re-attach of an
//    id whose old socket it still holds (node_modules/peer, webSocketServer: same token, no message);
//  - `unavailable-id` at start is a typed error (`PeerJsError`), so a caller can tell "the room code
//    is taken" (someone is hosting it) from "the broker is unreachable".
import { realClock, type CancelTimer, type Clock } from './clock.js';
import { MAX_FRAME_BYTES } from './frameLimit.js';
import { createPeerJsPeer, type PeerFactoryOptions } from './peerjsPeer.js';
import { backoffDelay, type Backoff } from './backoff.js';
import type { LinkPath } from './linkPath.js';
import { PeerLinks } from './peerLinks.js';
import type { ConnectionLike, PeerLike } from './peerjsSlice.js';
import type { MessageHandler, PeerHandler, PeerId, Transport } from './transport.js';

export type { LinkPath } from './linkPath.js';
export type { ConnectionLike, PeerLike } from './peerjsSlice.js';
export type { PeerFactoryOptions } from './peerjsPeer.js';

export interface BrokerConfig {
  host: string;
  port: number;
  /** Path of the PeerJS server, e.g. `/peerjs` (the client appends `peerjs/...` to it). */
  path: string;
  secure: boolean;
  key?: string;
}

/** The public PeerJS cloud broker (PeerJS's own default). */
export const PUBLIC_BROKER: BrokerConfig = { host: '0.peerjs.com', port: 443, path: '/', secure: true };

export type ProblemKind =
  | 'unavailable-id' // our id is registered by someone else (for a room code: it is being hosted)
  | 'peer-unavailable' // the broker does not know the peer we dialled
  | 'broker-unreachable' // could not reach the broker at start
  | 'broker-lost' // lost the broker after start (open data connections keep working)
  | 'connection-dead' // a data connection went silent (no heartbeat) and was closed
  | 'ice-failed' // ICE found no path to a peer (or lost the one it had and found no other)
  | 'webrtc' // negotiation failed for one connection
  | 'fatal'; // invalid id, incompatible browser, ...

export interface TransportProblem {
  kind: ProblemKind;
  peer?: PeerId;
  message: string;
}

export class PeerJsError extends Error {
  constructor(
    readonly kind: ProblemKind,
    message: string,
  ) {
    super(message);
    this.name = 'PeerJsError';
  }
}

export type BrokerState = 'connecting' | 'online' | 'lost' | 'closed';

export type PeerFactory = (id: string, options: PeerFactoryOptions) => PeerLike | Promise<PeerLike>;

export interface PeerJsTransportOptions {
  id: string;
  broker: BrokerConfig;
  /** Peers to keep connected to (a guest dials the room code). */
  dial?: PeerId[];
  /** ICE servers; tests pass [] so nothing leaves the machine. Default: a public STUN server. */
  iceServers?: RTCIceServer[];
  heartbeatMs?: number;
  deadAfterMs?: number;
  connectTimeoutMs?: number;
  /** Frames longer than this are dropped unread (default MAX_FRAME_BYTES). */
  maxFrameBytes?: number;
  /** Give up on reaching the broker at start after this long. */
  openTimeoutMs?: number;
  /** A reconnect to the broker not registered after this long is dropped and tried again. */
  registerTimeoutMs?: number;
  backoff?: Backoff;
  clock?: Clock;
  random?: () => number;
  createPeer?: PeerFactory;
  log?: (line: string) => void;
}

/** The public STUN server a page uses unless told otherwise (a relay is added next to it). */
export const DEFAULT_ICE: RTCIceServer[] = [{ urls: 'stun:stun.l.google.com:19302' }];

export class PeerJsTransport implements Transport {
  readonly self: PeerId;
  private peer!: PeerLike;
  private readonly links: PeerLinks;
  private readonly problemHandlers = new Set<(p: TransportProblem) => void>();
  private readonly brokerHandlers = new Set<(s: BrokerState) => void>();
  private readonly pathHandlers = new Set<(peer: PeerId, path: LinkPath) => void>();
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly connectTimeoutMs: number;
  private readonly backoffOptions: Backoff;
  private readonly logLine: (line: string) => void;
  private brokerTimer: CancelTimer | null = null;
  private brokerAttempt = 0;
  private closed = false;
  private state: BrokerState = 'connecting';
  /** Counters for diagnostics and tests. */
  readonly stats = { sent: 0, received: 0, heartbeatsSent: 0, deadLinks: 0, redials: 0, brokerReconnects: 0, oversized: 0 };

  private constructor(private readonly options: PeerJsTransportOptions) {
    this.self = options.id;
    this.clock = options.clock ?? realClock;
    this.random = options.random ?? Math.random;
    this.connectTimeoutMs = options.connectTimeoutMs ?? 15000;
    this.backoffOptions = options.backoff ?? { initialMs: 250, maxMs: 8000, factor: 2 };
    this.logLine = options.log ?? (() => {});
    const transport = this;
    this.links = new PeerLinks({
      self: this.self,
      get peer() {
        return transport.peer;
      },
      get closed() {
        return transport.closed;
      },
      clock: this.clock,
      random: this.random,
      heartbeatMs: options.heartbeatMs ?? 1000,
      deadAfterMs: options.deadAfterMs ?? 5000,
      connectTimeoutMs: this.connectTimeoutMs,
      maxFrameBytes: options.maxFrameBytes ?? MAX_FRAME_BYTES,
      backoff: this.backoffOptions,
      stats: this.stats,
      log: (line) => this.logLine(line),
      dead: (peer, message) => this.problem({ kind: 'connection-dead', peer, message }),
      iceFailed: (peer, everOpen) =>
        this.problem({
          kind: 'ice-failed',
          peer,
          message: everOpen ? `lost the path to ${peer} and found no other` : `ICE found no path to ${peer}`,
        }),
      path: (peer, path) => {
        this.logLine(`path to ${peer}: ${path}`);
        for (const h of this.pathHandlers) h(peer, path);
      },
    });
  }

  /**
   * Register `options.id` with the broker and start dialling. Rejects with a PeerJsError:
   * `unavailable-id` when the id is taken, `broker-unreachable` when the broker cannot be reached,
   * `fatal` for an invalid id or an unusable browser.
   */
  static async open(options: PeerJsTransportOptions): Promise<PeerJsTransport> {
    const t = new PeerJsTransport(options);
    await t.start();
    return t;
  }

  /** A snapshot for diagnostics: links, dials and the broker. */
  debug() {
    return {
      self: this.self,
      closed: this.closed,
      broker: this.state,
      peerOpen: this.peer?.open ?? false,
      ...this.links.debug(),
      stats: { ...this.stats },
    };
  }

  get brokerState(): BrokerState {
    return this.state;
  }

  send(to: PeerId, data: Uint8Array): void {
    this.links.send(to, data);
  }

  peers(): PeerId[] {
    return this.links.peers();
  }

  onMessage(handler: MessageHandler): () => void {
    this.links.messageHandlers.add(handler);
    return () => this.links.messageHandlers.delete(handler);
  }

  onRelink(handler: (peer: PeerId) => void): () => void {
    this.links.relinkHandlers.add(handler);
    return () => this.links.relinkHandlers.delete(handler);
  }

  onPeer(handler: PeerHandler): () => void {
    this.links.peerHandlers.add(handler);
    return () => this.links.peerHandlers.delete(handler);
  }

  onProblem(handler: (p: TransportProblem) => void): () => void {
    this.problemHandlers.add(handler);
    return () => this.problemHandlers.delete(handler);
  }

  /** How the open link to `peer` travels, once ICE has said (null: not known or not connected). */
  path(peer: PeerId): LinkPath | null {
    return this.links.path(peer);
  }

  onPath(handler: (peer: PeerId, path: LinkPath) => void): () => void {
    this.pathHandlers.add(handler);
    return () => this.pathHandlers.delete(handler);
  }

  onBrokerState(handler: (s: BrokerState) => void): () => void {
    this.brokerHandlers.add(handler);
    return () => this.brokerHandlers.delete(handler);
  }

  /** Start keeping a connection to `peer` (idempotent). */
  dial(peer: PeerId): void {
    this.links.dial(peer);
  }

  /** Stop redialling `peer` and drop its connection. */
  hangUp(peer: PeerId): void {
    this.links.hangUp(peer);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.brokerTimer?.();
    this.links.closeAll();
    try {
      this.peer?.destroy();
    } catch {
      // already gone
    }
    this.setState('closed');
  }

  // ---- start and the broker ----

  private async start(): Promise<void> {
    const b = this.options.broker;
    this.peer = await (this.options.createPeer ?? createPeerJsPeer)(this.self, {
      host: b.host,
      port: b.port,
      path: b.path,
      secure: b.secure,
      ...(b.key ? { key: b.key } : {}),
      config: { iceServers: this.options.iceServers ?? DEFAULT_ICE },
      pingInterval: 5000,
    });
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const cancel = this.clock.setTimer(this.options.openTimeoutMs ?? 15000, () =>
        fail(new PeerJsError('broker-unreachable', 'timed out reaching the broker')),
      );
      const fail = (e: PeerJsError) => {
        if (settled) return;
        settled = true;
        cancel();
        this.closed = true;
        try {
          this.peer.destroy();
        } catch {
          // nothing to do
        }
        reject(e);
      };
      this.peer.on('open', () => {
        if (!settled) {
          settled = true;
          cancel();
          resolve();
        }
        this.brokerOpened();
      });
      this.peer.on('error', (err) => {
        const type = err?.type ?? 'unknown';
        const message = err?.message ?? String(err);
        if (!settled) {
          if (type === 'unavailable-id') return fail(new PeerJsError('unavailable-id', message));
          if (type === 'invalid-id' || type === 'browser-incompatible' || type === 'invalid-key' || type === 'ssl-unavailable') {
            return fail(new PeerJsError('fatal', message));
          }
          if (type === 'network' || type === 'server-error' || type === 'socket-error' || type === 'socket-closed') {
            return fail(new PeerJsError('broker-unreachable', message));
          }
        }
        this.peerError(type, message);
      });
      this.peer.on('disconnected', () => this.brokerLost());
      this.peer.on('close', () => {
        if (!this.closed) this.problem({ kind: 'fatal', message: 'the broker client was destroyed' });
      });
      this.peer.on('connection', (conn: ConnectionLike) => this.links.adopt(conn, false));
    });
    this.links.scheduleHeartbeat();
    for (const p of this.options.dial ?? []) this.dial(p);
  }

  private brokerOpened(): void {
    this.brokerAttempt = 0;
    this.brokerTimer?.();
    this.brokerTimer = null;
    this.setState('online');
    this.links.redialWaiting();
  }

  private brokerLost(): void {
    if (this.closed || this.peer.destroyed) return;
    if (this.state !== 'lost') {
      this.setState('lost');
      this.problem({ kind: 'broker-lost', message: 'lost the PeerJS broker; open connections keep working, reconnecting' });
    }
    this.scheduleBrokerReconnect();
  }

  private scheduleBrokerReconnect(): void {
    if (this.closed || this.brokerTimer) return;
    const delay = backoffDelay(this.brokerAttempt++, this.backoffOptions, this.random);
    this.brokerTimer = this.clock.setTimer(delay, () => {
      this.brokerTimer = null;
      if (this.closed || this.peer.destroyed || !this.peer.disconnected) return;
      this.stats.brokerReconnects++;
      try {
        this.peer.reconnect();
      } catch (e) {
        this.logLine(`broker reconnect failed: ${(e as Error).message}`);
      }
      // if this attempt fails, PeerJS fires `disconnected` again (or an error we map to brokerLost);
      // if it neither fails nor registers, we drop its socket ourselves and try again
      this.brokerTimer = this.clock.setTimer(this.options.registerTimeoutMs ?? 10_000, () => {
        this.brokerTimer = null;
        if (this.closed || this.peer.open) return;
        this.logLine('the broker did not register us in time: dropping that socket');
        if (!this.peer.disconnected)
          this.peer.disconnect(); // `disconnected` brings us back here
        else this.scheduleBrokerReconnect();
      });
    });
  }

  private peerError(type: string, message: string): void {
    switch (type) {
      case 'peer-unavailable': {
        const peer = /Could not connect to peer (.+)$/.exec(message)?.[1];
        this.problem({ kind: 'peer-unavailable', peer, message });
        if (peer) this.links.dialFailed(peer);
        return;
      }
      case 'unavailable-id':
        // after a broker reconnect: someone registered our id meanwhile; keep our connections, retry
        this.problem({ kind: 'unavailable-id', peer: this.self, message });
        this.brokerLost();
        return;
      case 'network':
      case 'server-error':
      case 'socket-error':
      case 'socket-closed':
        this.brokerLost();
        return;
      case 'disconnected':
        return; // a dial while the broker is away; brokerOpened() redials
      case 'webrtc':
      case 'negotiation-failed':
        // one connection's trouble (a candidate the browser could not use, a failed offer): its link
        // times out and is dialled again
        this.problem({ kind: 'webrtc', message });
        return;
      default:
        this.problem({ kind: 'fatal', message: `${type}: ${message}` });
    }
  }

  // ---- events ----

  private problem(p: TransportProblem): void {
    this.logLine(`${p.kind}${p.peer ? ` (${p.peer})` : ''}: ${p.message}`);
    for (const h of this.problemHandlers) {
      try {
        h(p);
      } catch {
        // a listener's failure is not ours
      }
    }
  }

  private setState(s: BrokerState): void {
    if (this.state === s) return;
    this.state = s;
    for (const h of this.brokerHandlers) {
      try {
        h(s);
      } catch {
        // ignore
      }
    }
  }
}
