// The Transport over PeerJS: WebRTC data channels (`reliable: true`, binary serialisation) brokered by
// a PeerJS server. It adds what PeerJS leaves out:
//  - heartbeats on every data connection: a closed or frozen tab does not always fire `close`, so a
//    connection that has been silent for `deadAfterMs` is closed and reported down;
//  - peers we dial (a guest dials the room code) are redialled with exponential backoff and jitter
//    until they answer, through `peer-unavailable` (the host is gone or not there yet);
//  - loss of the broker does not touch open data connections; we reconnect to it with backoff;
//  - `unavailable-id` at start is a typed error (`PeerJsError`), so a caller can tell "the room code
//    is taken" (someone is hosting it) from "the broker is unreachable".
// Frames on the wire: one tag byte, then the payload. 0 = data for the session, 1 = heartbeat.
import { realClock, type CancelTimer, type Clock } from './clock.js';
import { MAX_FRAME_BYTES } from './frameLimit.js';
import type { MessageHandler, PeerHandler, PeerId, Transport } from './transport.js';

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
  | 'webrtc' // negotiation or ICE failed for one connection
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

// ---- the slice of PeerJS we use (structural, so unit tests can supply fakes) ----

export interface ConnectionLike {
  readonly peer: string;
  /** How PeerJS (de)serialises this connection's messages; we only take `raw` (see SERIALIZATION). */
  readonly serialization?: string;
  readonly open: boolean;
  on(event: 'open' | 'close', listener: () => void): unknown;
  on(event: 'data', listener: (data: unknown) => void): unknown;
  on(event: 'error', listener: (error: { type?: string; message?: string }) => void): unknown;
  send(data: unknown): unknown;
  close(): void;
}

export interface PeerLike {
  readonly open: boolean;
  readonly disconnected: boolean;
  readonly destroyed: boolean;
  on(event: 'open', listener: (id: string) => void): unknown;
  on(event: 'connection', listener: (conn: ConnectionLike) => void): unknown;
  on(event: 'disconnected' | 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: { type?: string; message?: string }) => void): unknown;
  connect(peer: string, options: { reliable: boolean; serialization: string }): ConnectionLike;
  reconnect(): void;
  destroy(): void;
}

export interface PeerFactoryOptions {
  host: string;
  port: number;
  path: string;
  secure: boolean;
  key?: string;
  config: { iceServers: RTCIceServer[] };
  debug: number;
  pingInterval: number;
}

export type PeerFactory = (id: string, options: PeerFactoryOptions) => PeerLike | Promise<PeerLike>;

export interface PeerJsTransportOptions {
  id: string;
  broker: BrokerConfig;
  /** Peers to keep connected to (a guest dials the room code). */
  dial?: PeerId[];
  /** ICE servers; tests pass [] so nothing leaves the machine. Default: PeerJS's public STUN. */
  iceServers?: RTCIceServer[];
  heartbeatMs?: number;
  deadAfterMs?: number;
  connectTimeoutMs?: number;
  /** Frames longer than this are dropped unread (default MAX_FRAME_BYTES). */
  maxFrameBytes?: number;
  /** Give up on reaching the broker at start after this long. */
  openTimeoutMs?: number;
  backoff?: { initialMs: number; maxMs: number; factor: number };
  clock?: Clock;
  random?: () => number;
  createPeer?: PeerFactory;
  log?: (line: string) => void;
}

/**
 * `raw`: PeerJS hands us the data channel's ArrayBuffer untouched. Its `binary` serialiser would
 * unpack (and reassemble chunks of) a frame of any size before we could look at its length.
 */
const SERIALIZATION = 'raw';
const TAG_DATA = 0;
const TAG_HEARTBEAT = 1;
const HEARTBEAT = Uint8Array.of(TAG_HEARTBEAT);
const DEFAULT_ICE: RTCIceServer[] = [{ urls: 'stun:stun.l.google.com:19302' }];

interface Link {
  conn: ConnectionLike;
  lastHeard: number;
  open: boolean;
  cancelOpenTimeout: CancelTimer | null;
}

interface DialState {
  attempt: number;
  timer: CancelTimer | null;
  pending: ConnectionLike | null;
}

const defaultFactory: PeerFactory = async (id, options) => {
  const { Peer } = await import('peerjs');
  return new Peer(id, options) as unknown as PeerLike;
};

/** Bytes from whatever the binary serialiser hands us (ArrayBuffer, a typed array, a Blob is not expected). */
export function toBytes(data: unknown): Uint8Array | null {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return null;
}

export class PeerJsTransport implements Transport {
  readonly self: PeerId;
  private peer!: PeerLike;
  private readonly links = new Map<PeerId, Link>();
  private readonly dials = new Map<PeerId, DialState>();
  private readonly messageHandlers = new Set<MessageHandler>();
  private readonly peerHandlers = new Set<PeerHandler>();
  private readonly problemHandlers = new Set<(p: TransportProblem) => void>();
  private readonly brokerHandlers = new Set<(s: BrokerState) => void>();
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly heartbeatMs: number;
  private readonly deadAfterMs: number;
  private readonly connectTimeoutMs: number;
  private readonly maxFrameBytes: number;
  private readonly backoffOptions: { initialMs: number; maxMs: number; factor: number };
  private readonly logLine: (line: string) => void;
  private heartbeatTimer: CancelTimer | null = null;
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
    this.heartbeatMs = options.heartbeatMs ?? 1000;
    this.deadAfterMs = options.deadAfterMs ?? 5000;
    this.connectTimeoutMs = options.connectTimeoutMs ?? 15000;
    this.maxFrameBytes = options.maxFrameBytes ?? MAX_FRAME_BYTES;
    this.backoffOptions = options.backoff ?? { initialMs: 250, maxMs: 8000, factor: 2 };
    this.logLine = options.log ?? (() => {});
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
      links: [...this.links].map(([p, l]) => ({ peer: p, open: l.open, silentMs: Math.round(this.clock.now() - l.lastHeard) })),
      dials: [...this.dials].map(([p, d]) => ({ peer: p, attempt: d.attempt, waiting: d.timer !== null, pending: d.pending !== null })),
      stats: { ...this.stats },
    };
  }

  get brokerState(): BrokerState {
    return this.state;
  }

  send(to: PeerId, data: Uint8Array): void {
    const link = this.links.get(to);
    if (!link || !link.open || this.closed) return;
    if (data.length + 1 > this.maxFrameBytes) {
      this.logLine(`not sending a ${data.length}-byte frame to ${to}: over the ${this.maxFrameBytes}-byte limit`);
      return;
    }
    const frame = new Uint8Array(data.length + 1);
    frame[0] = TAG_DATA;
    frame.set(data, 1);
    try {
      link.conn.send(frame);
      this.stats.sent++;
    } catch (e) {
      this.logLine(`send to ${to} failed: ${(e as Error).message}`);
    }
  }

  peers(): PeerId[] {
    return [...this.links.entries()].filter(([, l]) => l.open).map(([p]) => p);
  }

  onMessage(handler: MessageHandler): () => void {
    this.messageHandlers.add(handler);
    return () => this.messageHandlers.delete(handler);
  }

  onPeer(handler: PeerHandler): () => void {
    this.peerHandlers.add(handler);
    return () => this.peerHandlers.delete(handler);
  }

  onProblem(handler: (p: TransportProblem) => void): () => void {
    this.problemHandlers.add(handler);
    return () => this.problemHandlers.delete(handler);
  }

  onBrokerState(handler: (s: BrokerState) => void): () => void {
    this.brokerHandlers.add(handler);
    return () => this.brokerHandlers.delete(handler);
  }

  /** Start keeping a connection to `peer` (idempotent). */
  dial(peer: PeerId): void {
    if (this.closed || peer === this.self || this.dials.has(peer)) return;
    this.dials.set(peer, { attempt: 0, timer: null, pending: null });
    this.tryDial(peer);
  }

  /** Stop redialling `peer` and drop its connection. */
  hangUp(peer: PeerId): void {
    const d = this.dials.get(peer);
    if (d) {
      d.timer?.();
      d.pending?.close();
      this.dials.delete(peer);
    }
    const link = this.links.get(peer);
    if (link) this.dropLink(peer, link, null);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.heartbeatTimer?.();
    this.brokerTimer?.();
    for (const d of this.dials.values()) d.timer?.();
    this.dials.clear();
    for (const [peer, link] of [...this.links]) this.dropLink(peer, link, null);
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
    this.peer = await (this.options.createPeer ?? defaultFactory)(this.self, {
      host: b.host,
      port: b.port,
      path: b.path,
      secure: b.secure,
      ...(b.key ? { key: b.key } : {}),
      config: { iceServers: this.options.iceServers ?? DEFAULT_ICE },
      debug: 1,
      pingInterval: 5000,
    });
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const cancel = this.clock.setTimer(this.options.openTimeoutMs ?? 15000, () => fail(new PeerJsError('broker-unreachable', 'timed out reaching the broker')));
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
        if (!this.closed) this.problem({ kind: 'fatal', message: 'the PeerJS peer was destroyed' });
      });
      this.peer.on('connection', (conn) => this.adopt(conn, false));
    });
    this.scheduleHeartbeat();
    for (const p of this.options.dial ?? []) this.dial(p);
  }

  private brokerOpened(): void {
    this.brokerAttempt = 0;
    this.brokerTimer?.();
    this.brokerTimer = null;
    this.setState('online');
    // anyone we were waiting for gets a fresh try now that we can signal again
    for (const [peer, d] of this.dials) {
      if (!this.links.get(peer)?.open && !d.pending) {
        d.timer?.();
        d.timer = null;
        this.tryDial(peer);
      }
    }
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
    const delay = this.backoff(this.brokerAttempt++);
    this.brokerTimer = this.clock.setTimer(delay, () => {
      this.brokerTimer = null;
      if (this.closed || this.peer.destroyed || !this.peer.disconnected) return;
      this.stats.brokerReconnects++;
      try {
        this.peer.reconnect();
      } catch (e) {
        this.logLine(`broker reconnect failed: ${(e as Error).message}`);
      }
      // if this attempt fails, PeerJS fires `disconnected` again (or an error we map to brokerLost)
      this.brokerTimer = this.clock.setTimer(this.connectTimeoutMs, () => {
        this.brokerTimer = null;
        if (!this.peer.open) this.scheduleBrokerReconnect();
      });
    });
  }

  private peerError(type: string, message: string): void {
    switch (type) {
      case 'peer-unavailable': {
        const peer = /Could not connect to peer (.+)$/.exec(message)?.[1];
        this.problem({ kind: 'peer-unavailable', peer, message });
        if (peer) this.dialFailed(peer);
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
        this.problem({ kind: 'webrtc', message });
        return;
      default:
        this.problem({ kind: 'fatal', message: `${type}: ${message}` });
    }
  }

  // ---- dialling ----

  private tryDial(peer: PeerId): void {
    const d = this.dials.get(peer);
    if (!d || this.closed || d.pending || this.links.get(peer)?.open) return;
    if (!this.peer.open) {
      this.logLine(`not dialling ${peer} while the broker is away`);
      return; // brokerOpened() will call us
    }
    this.logLine(`dialling ${peer} (attempt ${d.attempt + 1})`);
    let conn: ConnectionLike;
    try {
      conn = this.peer.connect(peer, { reliable: true, serialization: SERIALIZATION });
    } catch (e) {
      this.logLine(`connect to ${peer} threw: ${(e as Error).message}`);
      this.dialFailed(peer);
      return;
    }
    d.pending = conn;
    this.adopt(conn, true);
  }

  private dialFailed(peer: PeerId): void {
    const d = this.dials.get(peer);
    if (!d || this.closed) return;
    if (d.pending) {
      const pending = d.pending;
      d.pending = null;
      try {
        pending.close();
      } catch {
        // already closed
      }
    }
    if (this.links.get(peer)?.open || d.timer) return;
    const delay = this.backoff(d.attempt++);
    this.stats.redials++;
    d.timer = this.clock.setTimer(delay, () => {
      d.timer = null;
      this.tryDial(peer);
    });
  }

  private backoff(attempt: number): number {
    const { initialMs, maxMs, factor } = this.backoffOptions;
    const base = Math.min(maxMs, initialMs * factor ** Math.min(attempt, 30));
    return Math.round(base * (0.8 + 0.4 * this.random()));
  }

  // ---- connections ----

  private adopt(conn: ConnectionLike, outgoing: boolean): void {
    const peer = conn.peer;
    if (!outgoing && conn.serialization !== undefined && conn.serialization !== SERIALIZATION) {
      // The dialler picks the serialiser; any other would parse frames before our size check.
      this.logLine(`refused a ${conn.serialization} connection from ${peer}`);
      try {
        conn.close();
      } catch {
        // already gone
      }
      return;
    }
    const link: Link = { conn, lastHeard: this.clock.now(), open: false, cancelOpenTimeout: null };
    link.cancelOpenTimeout = this.clock.setTimer(this.connectTimeoutMs, () => {
      if (link.open) return;
      this.logLine(`connection with ${peer} did not open in time`);
      try {
        conn.close();
      } catch {
        // ignore
      }
      if (outgoing && this.dials.get(peer)?.pending === conn) this.dialFailed(peer);
    });
    conn.on('open', () => {
      if (this.closed) return conn.close();
      link.cancelOpenTimeout?.();
      link.open = true;
      link.lastHeard = this.clock.now();
      const d = this.dials.get(peer);
      if (d && d.pending === conn) {
        d.pending = null;
        d.attempt = 0;
      }
      const previous = this.links.get(peer);
      this.links.set(peer, link);
      if (previous && previous.conn !== conn) {
        // a newer connection from the same peer (it reloaded, or both sides dialled): keep the newest
        previous.open = false;
        previous.cancelOpenTimeout?.();
        try {
          previous.conn.close();
        } catch {
          // ignore
        }
      }
      try {
        conn.send(HEARTBEAT);
      } catch {
        // the heartbeat sweep will notice
      }
      if (!previous?.open) this.emitPeer(peer, true);
    });
    conn.on('data', (data) => {
      if (this.closed) return;
      link.lastHeard = this.clock.now();
      const bytes = toBytes(data);
      if (bytes && bytes.length > this.maxFrameBytes) {
        this.stats.oversized++;
        this.logLine(`dropped a ${bytes.length}-byte frame from ${peer}: over the ${this.maxFrameBytes}-byte limit`);
        return;
      }
      if (!bytes || bytes.length === 0) {
        this.logLine(`dropped a non-binary frame from ${peer}`);
        return;
      }
      if (bytes[0] === TAG_HEARTBEAT) return;
      if (bytes[0] !== TAG_DATA) {
        this.logLine(`dropped a frame with unknown tag ${bytes[0]} from ${peer}`);
        return;
      }
      // only the current link for that peer delivers (a stale one could be half closed)
      if (this.links.get(peer) !== link) return;
      this.stats.received++;
      const payload = bytes.slice(1);
      for (const h of this.messageHandlers) {
        try {
          h(peer, payload);
        } catch (e) {
          this.logLine(`message handler failed: ${(e as Error).message}`);
        }
      }
    });
    conn.on('close', () => this.linkClosed(peer, link, outgoing));
    conn.on('error', (err) => {
      this.logLine(`connection with ${peer}: ${err?.type ?? ''} ${err?.message ?? ''}`);
      if (!link.open) {
        link.cancelOpenTimeout?.();
        if (outgoing && this.dials.get(peer)?.pending === conn) this.dialFailed(peer);
      }
    });
  }

  private linkClosed(peer: PeerId, link: Link, outgoing: boolean): void {
    link.cancelOpenTimeout?.();
    const d = this.dials.get(peer);
    if (outgoing && d?.pending === link.conn) {
      this.dialFailed(peer);
      return;
    }
    if (this.links.get(peer) === link) this.dropLink(peer, link, null);
  }

  private dropLink(peer: PeerId, link: Link, reason: ProblemKind | null): void {
    const wasOpen = link.open;
    link.open = false;
    link.cancelOpenTimeout?.();
    if (this.links.get(peer) === link) this.links.delete(peer);
    try {
      link.conn.close();
    } catch {
      // ignore
    }
    if (reason) this.problem({ kind: reason, peer, message: `no heartbeat from ${peer} for ${this.deadAfterMs} ms` });
    if (wasOpen) this.emitPeer(peer, false);
    if (!this.closed && this.dials.has(peer)) this.dialFailed(peer);
  }

  private scheduleHeartbeat(): void {
    if (this.closed) return;
    this.heartbeatTimer = this.clock.setTimer(this.heartbeatMs, () => {
      this.heartbeatTimer = null;
      this.sweep();
      this.scheduleHeartbeat();
    });
  }

  /** Send heartbeats; close links that have been silent too long. */
  private sweep(): void {
    const now = this.clock.now();
    for (const [peer, link] of [...this.links]) {
      if (!link.open) continue;
      if (now - link.lastHeard > this.deadAfterMs) {
        this.stats.deadLinks++;
        this.dropLink(peer, link, 'connection-dead');
        continue;
      }
      try {
        link.conn.send(HEARTBEAT);
        this.stats.heartbeatsSent++;
      } catch {
        // a failing send shows up as silence
      }
    }
  }

  // ---- events ----

  private emitPeer(peer: PeerId, connected: boolean): void {
    for (const h of this.peerHandlers) {
      try {
        h(peer, connected);
      } catch (e) {
        this.logLine(`peer handler failed: ${(e as Error).message}`);
      }
    }
  }

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
