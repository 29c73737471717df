// The data connections of a PeerJS transport (peerjsTransport.ts keeps the broker and the Transport
// face): one link per peer, and what PeerJS leaves out around them.
//  - heartbeats on every data connection: a closed or frozen tab does not always fire `close`, so a
//    connection that has been silent for `deadAfterMs` is closed and reported down;
//  - peers we dial (a guest dials the room code) are redialled with exponential backoff and jitter
//    until they answer, through `peer-unavailable` (the host is gone or not there yet);
//  - the newest connection from a peer wins (it reloaded, or both sides dialled);
//  - frames (linkFrames.ts): a tag byte, then the payload; one over `maxFrameBytes` is dropped unread;
//  - a path that breaks (ICE `disconnected` or `failed`) is renegotiated before the peer is declared
//    gone: the dialling side opens a fresh connection at once (new ICE gathering, relay candidates
//    included), and a link lost to ICE is reported down only if no new one opens within
//    `deadAfterMs`. PeerJS cannot restart ICE on a connection it holds (its broker protocol has no
//    renegotiation: an OFFER for a known connection replaces it), so the restart is a new connection;
//  - each open link's path (direct or relayed) is read from the connection's ICE statistics.
import type { CancelTimer, Clock } from './clock.js';
import type { MessageHandler, PeerHandler, PeerId } from './transport.js';
import { backoffDelay, type Backoff } from './backoff.js';
import { HEARTBEAT, SERIALIZATION, dataFrame, readFrame } from './linkFrames.js';
import { selectedPath, type LinkPath } from './linkPath.js';
import type { ConnectionLike, PeerLike } from './peerjsSlice.js';

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
  /** ICE found no way between us and `peer`; `everOpen`: it had worked before. */
  iceFailed(peer: PeerId, everOpen: boolean): void;
  /** The path of the open link to `peer` is known (or changed). */
  path(peer: PeerId, path: LinkPath): void;
}

interface Link {
  conn: ConnectionLike;
  lastHeard: number;
  open: boolean;
  cancelOpenTimeout: CancelTimer | null;
  /** ICE said `disconnected` or `failed`: the path broke under this link. */
  broken: boolean;
  /** The last ICE state PeerJS reported (null: none yet, so signalling never got this far). */
  ice: string | null;
  path: LinkPath | null;
}

interface DialState {
  attempt: number;
  timer: CancelTimer | null;
  pending: ConnectionLike | null;
}

export class PeerLinks {
  private readonly links = new Map<PeerId, Link>();
  private readonly dials = new Map<PeerId, DialState>();
  readonly messageHandlers = new Set<MessageHandler>();
  readonly peerHandlers = new Set<PeerHandler>();
  /** Told when an open (or briefly broken) link is replaced by a new connection: see Transport.onRelink. */
  readonly relinkHandlers = new Set<(peer: PeerId) => void>();
  /** Peers whose link broke with the path: reported down only when this timer runs out. */
  private readonly grace = new Map<PeerId, CancelTimer>();
  private heartbeatTimer: CancelTimer | null = null;

  constructor(private readonly ctx: LinksContext) {}

  debug() {
    const now = this.ctx.clock.now();
    return {
      links: [...this.links].map(([p, l]) => ({ peer: p, open: l.open, path: l.path, silentMs: Math.round(now - l.lastHeard) })),
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
    try {
      link.conn.send(dataFrame(data));
      this.ctx.stats.sent++;
    } catch (e) {
      this.ctx.log(`send to ${to} failed: ${(e as Error).message}`);
    }
  }

  peers(): PeerId[] {
    return [...this.links.entries()].filter(([, l]) => l.open).map(([p]) => p);
  }

  /** The path of the open link to `peer`, once its statistics have said. */
  path(peer: PeerId): LinkPath | null {
    const link = this.links.get(peer);
    return link?.open ? link.path : null;
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
    for (const cancel of this.grace.values()) cancel();
    this.grace.clear();
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
    const conn = this.connect(peer);
    if (!conn) return this.dialFailed(peer);
    d.pending = conn;
    this.adopt(conn, true);
  }

  private connect(peer: PeerId): ConnectionLike | null {
    try {
      return this.ctx.peer.connect(peer, { reliable: true, serialization: SERIALIZATION }) ?? null;
    } catch (e) {
      this.ctx.log(`connect to ${peer} threw: ${(e as Error).message}`);
      return null;
    }
  }

  /**
   * The path under our open link to `peer` broke: negotiate a new connection now, while the old one
   * may still recover by itself; whichever opens first serves, the newest wins (see `opened`).
   */
  private restart(peer: PeerId, why: string): void {
    const d = this.dials.get(peer);
    if (!d || d.pending || this.ctx.closed || !this.ctx.peer.open) return;
    this.ctx.log(`the path to ${peer} ${why}: negotiating a new connection`);
    d.timer?.();
    d.timer = null;
    const conn = this.connect(peer);
    if (!conn) return;
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
    const link: Link = { conn, lastHeard: ctx.clock.now(), open: false, cancelOpenTimeout: null, broken: false, ice: null, path: null };
    link.cancelOpenTimeout = ctx.clock.setTimer(ctx.connectTimeoutMs, () => {
      if (link.open) return;
      ctx.log(`connection with ${peer} did not open in time`);
      // the offer and answer went through and ICE tried, but found no pair of addresses that answer
      if (link.ice === 'checking') ctx.iceFailed(peer, false);
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
    conn.on('iceStateChanged', (state) => this.iceState(peer, link, state));
    conn.on('error', (err) => {
      ctx.log(`connection with ${peer}: ${err?.type ?? ''} ${err?.message ?? ''}`);
      if (!link.open) {
        link.cancelOpenTimeout?.();
        if (outgoing && this.dials.get(peer)?.pending === conn) this.dialFailed(peer);
      }
    });
  }

  private iceState(peer: PeerId, link: Link, state: string): void {
    const before = link.ice;
    link.ice = state;
    if (state === 'connected' || state === 'completed') {
      link.broken = false;
      if (link.open) this.readPath(peer, link);
      return;
    }
    if (state !== 'disconnected' && state !== 'failed') return;
    link.broken = true;
    if (state === 'failed' && !link.open && before !== 'failed') this.ctx.iceFailed(peer, false);
    if (link.open && this.links.get(peer) === link) this.restart(peer, 'broke');
  }

  /** Which candidate pair ICE chose, and whether either end of it is a TURN relay. */
  private readPath(peer: PeerId, link: Link): void {
    const pc = link.conn.peerConnection;
    if (!pc) return;
    pc.getStats()
      .then((report) => {
        const path = selectedPath(report);
        if (!path || !link.open || this.links.get(peer) !== link || link.path === path) return;
        link.path = path;
        this.ctx.path(peer, path);
      })
      .catch(() => {
        // a closed connection has no statistics
      });
  }

  private opened(peer: PeerId, link: Link): void {
    const { conn } = link;
    if (this.ctx.closed) return conn.close();
    link.cancelOpenTimeout?.();
    link.open = true;
    link.broken = false;
    link.lastHeard = this.ctx.clock.now();
    const d = this.dials.get(peer);
    if (d && d.pending === conn) {
      d.pending = null;
      d.attempt = 0;
    }
    const previous = this.links.get(peer);
    const wasUp = previous?.open === true;
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
    this.readPath(peer, link);
    const waiting = this.grace.get(peer);
    if (waiting) {
      // back within the grace: the others never heard it was gone (but it may be another page now)
      waiting();
      this.grace.delete(peer);
      this.emitRelink(peer);
      return;
    }
    if (!wasUp) this.emitPeer(peer, true);
    else if (previous && previous.conn !== conn) this.emitRelink(peer); // a replaced open link: the peer never went away
  }

  private frame(peer: PeerId, link: Link, data: unknown): void {
    const { ctx } = this;
    if (ctx.closed) return;
    link.lastHeard = ctx.clock.now();
    const frame = readFrame(data, ctx.maxFrameBytes);
    if ('dropped' in frame) {
      if (frame.oversized) ctx.stats.oversized++;
      ctx.log(`dropped ${frame.dropped} from ${peer}`);
      return;
    }
    if ('heartbeat' in frame) return;
    // only the current link for that peer delivers (a stale one could be half closed)
    if (this.links.get(peer) !== link) return;
    ctx.stats.received++;
    this.emit(this.messageHandlers, (h) => h(peer, frame.payload), 'message');
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

  /** `hold`: report the peer gone only if no new link opens in a grace (see `holdDown`). */
  private dropLink(peer: PeerId, link: Link, deadFor?: number, hold = link.broken): void {
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
    // a link whose path ICE saw break gets the grace whether ICE or our heartbeats gave up first:
    // a new connection is on its way (`restart`); a link silent with ICE content is a frozen tab
    if (wasOpen && hold && !this.ctx.closed) this.holdDown(peer, link.broken);
    else if (wasOpen) this.emitPeer(peer, false);
    // a new connection already on its way (a restart) settles the dial by itself
    if (!this.ctx.closed && this.dials.has(peer) && !this.dials.get(peer)!.pending) this.dialFailed(peer);
  }

  /**
   * A link lost with its path (or gone quiet with a new connection on its way): the peer counts as
   * gone only if no new link opens in `deadAfterMs`. `iceSaw`: ICE itself said the path broke, so
   * the peer is reported as unreachable (not merely silent, which a frozen tab also is).
   */
  private holdDown(peer: PeerId, iceSaw: boolean): void {
    if (this.grace.has(peer)) return;
    this.ctx.log(`lost the path to ${peer}: waiting ${this.ctx.deadAfterMs} ms for a new connection`);
    this.grace.set(
      peer,
      this.ctx.clock.setTimer(this.ctx.deadAfterMs, () => {
        this.grace.delete(peer);
        if (this.links.get(peer)?.open) return;
        if (iceSaw) this.ctx.iceFailed(peer, true);
        this.emitPeer(peer, false);
      }),
    );
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
      const silent = now - link.lastHeard;
      if (silent > this.ctx.deadAfterMs) {
        this.ctx.stats.deadLinks++;
        // a new connection already on its way (below) gets its chance before the peer counts as gone
        this.dropLink(peer, link, this.ctx.deadAfterMs, link.broken || !!this.dials.get(peer)?.pending);
        continue;
      }
      // ICE in browsers takes longer than our deadline to call a dead path `disconnected`: silence
      // for half the deadline starts the renegotiation
      if (silent > this.ctx.deadAfterMs / 2) this.restart(peer, 'went quiet');
      try {
        link.conn.send(HEARTBEAT);
        this.ctx.stats.heartbeatsSent++;
      } catch {
        // a failing send shows up as silence
      }
    }
  }

  private emitRelink(peer: PeerId): void {
    this.emit(this.relinkHandlers, (h) => h(peer), 'relink');
  }

  private emitPeer(peer: PeerId, connected: boolean): void {
    this.emit(this.peerHandlers, (h) => h(peer, connected), 'peer');
  }

  /** Every handler hears it; one that throws is logged and does not stop the others. */
  private emit<H>(handlers: Set<H>, call: (handler: H) => void, what: string): void {
    for (const h of handlers) {
      try {
        call(h);
      } catch (e) {
        this.ctx.log(`${what} handler failed: ${(e as Error).message}`);
      }
    }
  }
}
