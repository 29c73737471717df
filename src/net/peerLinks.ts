// The data connections of a PeerJS transport (peerjsTransport.ts keeps the broker and the Transport
// face): one link per peer, what PeerJS leaves out around them, and the frames on the wire.
//  - heartbeats on every data connection: a closed or frozen tab does not always fire `close`, so a
//    connection that has been silent for `deadAfterMs` is closed and reported down;
//  - peers we dial (a guest dials the room code) are redialled with exponential backoff and jitter
//    until they answer, through `peer-unavailable` (the host is gone or not there yet);
//  - the newest connection from a peer wins (it reloaded, or both sides dialled);
//  - frames: one tag byte, then the payload. 0 = data for the session, 1 = heartbeat. A frame over
//    `maxFrameBytes` is dropped before anything reads it.
import type { CancelTimer, Clock } from './clock.js';
import type { MessageHandler, PeerHandler, PeerId } from './transport.js';

// ---- the slice of a PeerJS client we use (peerClient.ts implements it; unit tests supply fakes) ----

export interface ConnectionLike {
  readonly peer: string;
  /** The serialisation the dialler asked for (PeerJS's names); we only take `raw` (see SERIALIZATION). */
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

export interface Backoff {
  initialMs: number;
  maxMs: number;
  factor: number;
}

/** What the links need from their transport. */
export interface LinksContext {
  readonly self: PeerId;
  readonly peer: PeerLike;
  readonly clock: Clock;
  readonly random: () => number;
  readonly heartbeatMs: number;
  readonly deadAfterMs: number;
  readonly connectTimeoutMs: number;
  readonly maxFrameBytes: number;
  readonly backoff: Backoff;
  readonly closed: boolean;
  readonly stats: { sent: number; received: number; heartbeatsSent: number; deadLinks: number; redials: number; oversized: number };
  log(line: string): void;
  /** A connection went silent and was closed. */
  dead(peer: PeerId, message: string): void;
}

/**
 * `raw`: the data channel's ArrayBuffer untouched, checked for size before anything reads it. A
 * dialler asking for PeerJS's `binary` would send its packed (and chunked) frames of any size.
 */
const SERIALIZATION = 'raw';
const TAG_DATA = 0;
const TAG_HEARTBEAT = 1;
const HEARTBEAT = Uint8Array.of(TAG_HEARTBEAT);

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

/** Bytes from what the channel hands us (ArrayBuffer, a typed array; a Blob is not expected). */
function toBytes(data: unknown): Uint8Array | null {
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return null;
}

/** Exponential backoff with ±20% jitter, so peers that failed together do not retry together. */
export function backoffDelay(attempt: number, backoff: Backoff, random: () => number): number {
  const { initialMs, maxMs, factor } = backoff;
  const base = Math.min(maxMs, initialMs * factor ** Math.min(attempt, 30));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export class PeerLinks {
  private readonly links = new Map<PeerId, Link>();
  private readonly dials = new Map<PeerId, DialState>();
  readonly messageHandlers = new Set<MessageHandler>();
  readonly peerHandlers = new Set<PeerHandler>();
  private heartbeatTimer: CancelTimer | null = null;

  constructor(private readonly ctx: LinksContext) {}

  debug() {
    const now = this.ctx.clock.now();
    return {
      links: [...this.links].map(([p, l]) => ({ peer: p, open: l.open, silentMs: Math.round(now - l.lastHeard) })),
      dials: [...this.dials].map(([p, d]) => ({ peer: p, attempt: d.attempt, waiting: d.timer !== null, pending: d.pending !== null })),
    };
  }

  send(to: PeerId, data: Uint8Array): void {
    const link = this.links.get(to);
    if (!link || !link.open || this.ctx.closed) return;
    if (data.length + 1 > this.ctx.maxFrameBytes) {
      this.ctx.log(`not sending a ${data.length}-byte frame to ${to}: over the ${this.ctx.maxFrameBytes}-byte limit`);
      return;
    }
    const frame = new Uint8Array(data.length + 1);
    frame[0] = TAG_DATA;
    frame.set(data, 1);
    try {
      link.conn.send(frame);
      this.ctx.stats.sent++;
    } catch (e) {
      this.ctx.log(`send to ${to} failed: ${(e as Error).message}`);
    }
  }

  peers(): PeerId[] {
    return [...this.links.entries()].filter(([, l]) => l.open).map(([p]) => p);
  }

  /** Start keeping a connection to `peer` (idempotent). */
  dial(peer: PeerId): void {
    if (this.ctx.closed || peer === this.ctx.self || this.dials.has(peer)) return;
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
    if (link) this.dropLink(peer, link);
  }

  /** The transport closed: no more timers, every link dropped. */
  closeAll(): void {
    this.heartbeatTimer?.();
    for (const d of this.dials.values()) d.timer?.();
    this.dials.clear();
    for (const [peer, link] of [...this.links]) this.dropLink(peer, link);
  }

  /** The broker is back: anyone we were waiting for gets a fresh try now that we can signal again. */
  redialWaiting(): void {
    for (const [peer, d] of this.dials) {
      if (!this.links.get(peer)?.open && !d.pending) {
        d.timer?.();
        d.timer = null;
        this.tryDial(peer);
      }
    }
  }

  // ---- dialling ----

  private tryDial(peer: PeerId): void {
    const d = this.dials.get(peer);
    if (!d || this.ctx.closed || d.pending || this.links.get(peer)?.open) return;
    if (!this.ctx.peer.open) {
      this.ctx.log(`not dialling ${peer} while the broker is away`);
      return; // redialWaiting() will call us
    }
    this.ctx.log(`dialling ${peer} (attempt ${d.attempt + 1})`);
    let conn: ConnectionLike;
    try {
      conn = this.ctx.peer.connect(peer, { reliable: true, serialization: SERIALIZATION });
    } catch (e) {
      this.ctx.log(`connect to ${peer} threw: ${(e as Error).message}`);
      this.dialFailed(peer);
      return;
    }
    d.pending = conn;
    this.adopt(conn, true);
  }

  dialFailed(peer: PeerId): void {
    const d = this.dials.get(peer);
    if (!d || this.ctx.closed) return;
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
    const delay = backoffDelay(d.attempt++, this.ctx.backoff, this.ctx.random);
    this.ctx.stats.redials++;
    d.timer = this.ctx.clock.setTimer(delay, () => {
      d.timer = null;
      this.tryDial(peer);
    });
  }

  // ---- connections ----

  adopt(conn: ConnectionLike, outgoing: boolean): void {
    const { ctx } = this;
    const peer = conn.peer;
    if (!outgoing && conn.serialization !== undefined && conn.serialization !== SERIALIZATION) {
      // The dialler picks the serialiser; any other would parse frames before our size check.
      ctx.log(`refused a ${conn.serialization} connection from ${peer}`);
      try {
        conn.close();
      } catch {
        // already gone
      }
      return;
    }
    const link: Link = { conn, lastHeard: ctx.clock.now(), open: false, cancelOpenTimeout: null };
    link.cancelOpenTimeout = ctx.clock.setTimer(ctx.connectTimeoutMs, () => {
      if (link.open) return;
      ctx.log(`connection with ${peer} did not open in time`);
      try {
        conn.close();
      } catch {
        // ignore
      }
      if (outgoing && this.dials.get(peer)?.pending === conn) this.dialFailed(peer);
    });
    conn.on('open', () => this.opened(peer, link));
    conn.on('data', (data) => this.frame(peer, link, data));
    conn.on('close', () => this.linkClosed(peer, link, outgoing));
    conn.on('error', (err) => {
      ctx.log(`connection with ${peer}: ${err?.type ?? ''} ${err?.message ?? ''}`);
      if (!link.open) {
        link.cancelOpenTimeout?.();
        if (outgoing && this.dials.get(peer)?.pending === conn) this.dialFailed(peer);
      }
    });
  }

  private opened(peer: PeerId, link: Link): void {
    const { conn } = link;
    if (this.ctx.closed) return conn.close();
    link.cancelOpenTimeout?.();
    link.open = true;
    link.lastHeard = this.ctx.clock.now();
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
  }

  private frame(peer: PeerId, link: Link, data: unknown): void {
    const { ctx } = this;
    if (ctx.closed) return;
    link.lastHeard = ctx.clock.now();
    const bytes = toBytes(data);
    if (bytes && bytes.length > ctx.maxFrameBytes) {
      ctx.stats.oversized++;
      ctx.log(`dropped a ${bytes.length}-byte frame from ${peer}: over the ${ctx.maxFrameBytes}-byte limit`);
      return;
    }
    if (!bytes || bytes.length === 0) {
      ctx.log(`dropped a non-binary frame from ${peer}`);
      return;
    }
    if (bytes[0] === TAG_HEARTBEAT) return;
    if (bytes[0] !== TAG_DATA) {
      ctx.log(`dropped a frame with unknown tag ${bytes[0]} from ${peer}`);
      return;
    }
    // only the current link for that peer delivers (a stale one could be half closed)
    if (this.links.get(peer) !== link) return;
    ctx.stats.received++;
    const payload = bytes.slice(1);
    for (const h of this.messageHandlers) {
      try {
        h(peer, payload);
      } catch (e) {
        ctx.log(`message handler failed: ${(e as Error).message}`);
      }
    }
  }

  private linkClosed(peer: PeerId, link: Link, outgoing: boolean): void {
    link.cancelOpenTimeout?.();
    const d = this.dials.get(peer);
    if (outgoing && d?.pending === link.conn) {
      this.dialFailed(peer);
      return;
    }
    if (this.links.get(peer) === link) this.dropLink(peer, link);
  }

  private dropLink(peer: PeerId, link: Link, deadFor?: number): void {
    const wasOpen = link.open;
    link.open = false;
    link.cancelOpenTimeout?.();
    if (this.links.get(peer) === link) this.links.delete(peer);
    try {
      link.conn.close();
    } catch {
      // ignore
    }
    if (deadFor !== undefined) this.ctx.dead(peer, `no heartbeat from ${peer} for ${deadFor} ms`);
    if (wasOpen) this.emitPeer(peer, false);
    if (!this.ctx.closed && this.dials.has(peer)) this.dialFailed(peer);
  }

  // ---- heartbeats ----

  scheduleHeartbeat(): void {
    if (this.ctx.closed) return;
    this.heartbeatTimer = this.ctx.clock.setTimer(this.ctx.heartbeatMs, () => {
      this.heartbeatTimer = null;
      this.sweep();
      this.scheduleHeartbeat();
    });
  }

  /** Send heartbeats; close links that have been silent too long. */
  private sweep(): void {
    const now = this.ctx.clock.now();
    for (const [peer, link] of [...this.links]) {
      if (!link.open) continue;
      if (now - link.lastHeard > this.ctx.deadAfterMs) {
        this.ctx.stats.deadLinks++;
        this.dropLink(peer, link, this.ctx.deadAfterMs);
        continue;
      }
      try {
        link.conn.send(HEARTBEAT);
        this.ctx.stats.heartbeatsSent++;
      } catch {
        // a failing send shows up as silence
      }
    }
  }

  private emitPeer(peer: PeerId, connected: boolean): void {
    for (const h of this.peerHandlers) {
      try {
        h(peer, connected);
      } catch (e) {
        this.ctx.log(`peer handler failed: ${(e as Error).message}`);
      }
    }
  }
}
