// Our own client for a PeerJS server (the stock `peer` package that `npm start` runs, or the public
// PeerJS cloud: same protocol), in place of the peerjs library (about 23 KB gzipped of the page). It
// implements exactly the PeerLike slice the transport uses (peerLinks.ts), with PeerJS's event and
// error names, and only data connections with raw bytes (peerDataConnection.ts): our clients only
// ever talk to our clients.
//
// The broker protocol, as the server speaks it (node_modules/peer, services/webSocketServer):
//  - a WebSocket to `ws[s]://host:port/path/peerjs?key=K&id=ID&token=T`; the server answers
//    {type:'OPEN'} when it registers the id, {type:'ID-TAKEN'} when another token holds it, or
//    {type:'ERROR', payload:{msg}} (bad key, full server), then closes;
//  - {type:'HEARTBEAT'} every few seconds, or the server drops us after its `alive_timeout`;
//  - OFFER / ANSWER / CANDIDATE are relayed to `dst` with `src` added; a message for an id nobody
//    holds waits `expire_timeout`, then comes back as {type:'EXPIRE', src: that id};
//    {type:'LEAVE', src} says that peer's socket is gone.
//  - reconnecting with the same token while the server still holds our id re-attaches the socket
//    and the server says nothing at all; we take silence after the socket opened for success.
import { realClock, type CancelTimer, type Clock } from './clock.js';
import { PeerDataConnection, type PeerConnectionFactory, type PeerConnectionLike, type Signal } from './peerDataConnection.js';
import type { ConnectionLike, PeerLike } from './peerLinks.js';

/** The slice of WebSocket we use. */
export interface SocketLike {
  readonly readyState: number;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  send(data: string): void;
  close(): void;
}

/** Where the broker is and how to talk to it: what the transport hands any PeerLike factory. */
export interface PeerFactoryOptions {
  host: string;
  port: number;
  /** The server's mount path; `peerjs` is appended (PeerJS's own convention). */
  path: string;
  secure: boolean;
  key?: string;
  config: { iceServers: RTCIceServer[] };
  /** How often we tell the broker we are alive (PeerJS: 5 s). */
  pingInterval: number;
}

export interface PeerClientOptions extends Omit<PeerFactoryOptions, 'pingInterval'> {
  pingInterval?: number;
  /** Silence this long after a re-opened socket means the server re-attached our id. */
  reattachMs?: number;
  /** A socket not registered (nor closed) after this long counts as lost, so a hung one is retried. */
  registerTimeoutMs?: number;
  clock?: Clock;
  createSocket?: (url: string) => SocketLike;
  createPeerConnection?: PeerConnectionFactory;
}

/** The version of the PeerJS client whose protocol we speak; the server only logs it. */
const PROTOCOL_VERSION = '1.5.5';
const SOCKET_OPEN = 1;
/** Signalling for connections we do not know yet (an OFFER still on its way), kept for so many ids. */
const EARLY_IDS = 32;
/** PeerJS's rule for ids, so an id the server would take from PeerJS is what we take. */
const VALID_ID = /^[A-Za-z0-9]+(?:[ _-][A-Za-z0-9]+)*$/;

type State = 'connecting' | 'open' | 'disconnected' | 'destroyed';
type Listener = (arg?: unknown) => void;
interface ServerMessage {
  type?: string;
  src?: string;
  payload?: { msg?: string; connectionId?: string; type?: string; serialization?: string; sdp?: { type: string; sdp?: string }; candidate?: unknown };
}

function randomToken(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class PeerClient implements PeerLike {
  private readonly listeners = new Map<string, Listener[]>();
  private readonly connections = new Map<string, PeerDataConnection>();
  private readonly early = new Map<string, ServerMessage[]>();
  /** Kept for every reconnect: the server gives our id back to the same token. */
  private readonly token = randomToken();
  private readonly clock: Clock;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly createPeerConnection: PeerConnectionFactory | null;
  private state: State = 'connecting';
  private registered = false;
  private socket: SocketLike | null = null;
  private timers: CancelTimer[] = [];

  constructor(
    readonly id: string,
    private readonly options: PeerClientOptions,
  ) {
    this.clock = options.clock ?? realClock;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.createPeerConnection =
      options.createPeerConnection ??
      (typeof RTCPeerConnection === 'function' ? (config) => new RTCPeerConnection(config) as unknown as PeerConnectionLike : null);
    // Errors wait one turn, so whoever made us has attached its listeners.
    if (!this.createPeerConnection) this.later(() => this.abort('browser-incompatible', 'this browser has no WebRTC'));
    else if (!VALID_ID.test(id)) this.later(() => this.abort('invalid-id', `ID "${id}" is invalid`));
    else this.openSocket();
  }

  get open(): boolean {
    return this.state === 'open';
  }

  get disconnected(): boolean {
    return this.state === 'disconnected' || this.state === 'destroyed';
  }

  get destroyed(): boolean {
    return this.state === 'destroyed';
  }

  on(event: string, listener: (arg: never) => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as Listener]);
    return this;
  }

  connect(peer: string, options: { reliable: boolean; serialization: string }): ConnectionLike {
    if (this.disconnected) throw new Error('cannot connect to a peer while disconnected from the broker');
    if (options.serialization !== 'raw') throw new Error(`only raw connections are supported, not ${options.serialization}`);
    const conn = new PeerDataConnection(peer, `dc_${randomToken()}`, this, this.createPeerConnection!, this.options.config.iceServers, 'raw');
    this.connections.set(key(peer, conn.connectionId), conn);
    return conn;
  }

  /** After `disconnected`: open a new socket with the same id and token. */
  reconnect(): void {
    if (this.state === 'destroyed') throw new Error('this peer was destroyed and cannot reconnect');
    if (this.state !== 'disconnected') return;
    this.state = 'connecting';
    this.openSocket();
  }

  /** Close the socket and every connection, for good. */
  destroy(): void {
    if (this.state === 'destroyed') return;
    this.state = 'destroyed';
    this.closeSocket();
    for (const conn of [...this.connections.values()]) conn.close();
    this.early.clear();
    this.emit('close');
  }

  // ---- for our connections (ConnectionHost) ----

  signal(message: Signal): void {
    const s = this.socket;
    // like PeerJS: nothing is queued for a socket that is not open; the transport redials
    if (s && s.readyState === SOCKET_OPEN && this.state === 'open') s.send(JSON.stringify(message));
  }

  forget(conn: PeerDataConnection): void {
    const k = key(conn.peer, conn.connectionId);
    if (this.connections.get(k) === conn) this.connections.delete(k);
  }

  // ---- the broker socket ----

  private openSocket(): void {
    const { host, port, path, secure, key: apiKey } = this.options;
    const root = path.startsWith('/') ? path : `/${path}`;
    const url =
      `${secure ? 'wss' : 'ws'}://${host.includes(':') ? `[${host}]` : host}:${port}${root.endsWith('/') ? root : `${root}/`}peerjs` +
      `?key=${encodeURIComponent(apiKey ?? 'peerjs')}&id=${encodeURIComponent(this.id)}&token=${this.token}&version=${PROTOCOL_VERSION}`;
    let s: SocketLike;
    try {
      s = this.createSocket(url);
    } catch (e) {
      // a malformed address, or a page that may not open this socket (mixed content)
      this.later(() => this.socketLost(`cannot open the broker socket: ${(e as Error).message}`));
      return;
    }
    this.socket = s;
    this.later(() => {
      if (this.socket === s && this.state === 'connecting') this.socketLost('the broker did not answer');
    }, this.options.registerTimeoutMs ?? 10_000);
    s.onopen = () => {
      if (this.socket !== s) return;
      this.heartbeat(s);
      if (this.registered) {
        this.later(() => {
          if (this.socket === s && this.state === 'connecting') this.opened(); // re-attached: the server says nothing
        }, this.options.reattachMs ?? 1500);
      }
    };
    s.onmessage = (event) => {
      if (this.socket !== s) return;
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return; // not from a PeerJS server
      }
      this.serverMessage(message);
    };
    s.onclose = () => {
      if (this.socket === s) this.socketLost('Lost connection to server.');
    };
    s.onerror = null; // `close` follows every error
  }

  private heartbeat(s: SocketLike): void {
    this.later(() => {
      if (this.socket !== s || s.readyState !== SOCKET_OPEN) return;
      s.send('{"type":"HEARTBEAT"}');
      this.heartbeat(s);
    }, this.options.pingInterval ?? 5000);
  }

  private closeSocket(): void {
    for (const cancel of this.timers) cancel();
    this.timers = [];
    const s = this.socket;
    this.socket = null;
    if (!s) return;
    s.onopen = s.onmessage = s.onclose = null;
    try {
      s.close();
    } catch {
      // already closed
    }
  }

  private socketLost(message: string): void {
    if (this.state === 'disconnected' || this.state === 'destroyed') return;
    this.emit('error', { type: 'network', message });
    this.disconnect();
  }

  /** Off the broker; data connections stay open (PeerJS's `disconnect`). */
  private disconnect(): void {
    if (this.state === 'disconnected' || this.state === 'destroyed') return;
    this.state = 'disconnected';
    this.closeSocket();
    this.emit('disconnected', this.id);
  }

  /** A refusal: fatal before we ever registered, a lost broker after (PeerJS's `_abort`). */
  private abort(type: string, message: string): void {
    this.emit('error', { type, message });
    if (this.registered) this.disconnect();
    else this.destroy();
  }

  private opened(): void {
    this.registered = true;
    this.state = 'open';
    this.emit('open', this.id);
  }

  private serverMessage(m: ServerMessage): void {
    const src = m.src ?? '';
    switch (m.type) {
      case 'OPEN':
        if (this.state === 'connecting') this.opened();
        return;
      case 'ERROR':
        return this.abort('server-error', m.payload?.msg ?? 'the broker refused us');
      case 'ID-TAKEN':
        return this.abort('unavailable-id', `ID "${this.id}" is taken`);
      case 'INVALID-KEY':
        return this.abort('invalid-key', `API KEY "${this.options.key ?? 'peerjs'}" is invalid`);
      case 'LEAVE':
        for (const conn of [...this.connections.values()]) if (conn.peer === src) conn.close();
        return;
      case 'EXPIRE':
        // the message format the transport reads the peer from
        this.emit('error', { type: 'peer-unavailable', message: `Could not connect to peer ${src}` });
        return;
      case 'OFFER':
        return this.offered(src, m);
      case 'ANSWER':
      case 'CANDIDATE': {
        const id = m.payload?.connectionId;
        if (!id) return;
        const conn = this.connections.get(key(src, id));
        if (conn) conn.handle(m.type, m.payload!);
        else this.keepEarly(key(src, id), m);
        return;
      }
      default:
        return; // HEARTBEAT echoes and anything newer
    }
  }

  private offered(src: string, m: ServerMessage): void {
    const p = m.payload;
    if (!p?.connectionId || !p.sdp || p.type !== 'data') return; // media calls are not ours
    const k = key(src, p.connectionId);
    this.connections.get(k)?.close(); // an offer again for the same connection: start over, as PeerJS does
    let conn: PeerDataConnection;
    try {
      conn = new PeerDataConnection(src, p.connectionId, this, this.createPeerConnection!, this.options.config.iceServers, p.serialization ?? 'binary', {
        sdp: p.sdp,
      });
    } catch (e) {
      // the browser would not make the RTCPeerConnection (a bad ICE server entry): the dialler times out
      this.emit('error', { type: 'webrtc', message: `cannot answer ${src}: ${(e as Error).message}` });
      return;
    }
    this.connections.set(k, conn);
    this.emit('connection', conn);
    const waiting = this.early.get(k) ?? [];
    this.early.delete(k);
    for (const w of waiting) if (w.type && w.payload) conn.handle(w.type, w.payload);
  }

  private keepEarly(k: string, m: ServerMessage): void {
    if (!this.early.has(k) && this.early.size >= EARLY_IDS) this.early.delete(this.early.keys().next().value!);
    this.early.set(k, [...(this.early.get(k) ?? []), m]);
  }

  private later(work: () => void, ms = 0): void {
    const cancel = this.clock.setTimer(ms, () => {
      this.timers = this.timers.filter((c) => c !== cancel);
      work();
    });
    this.timers.push(cancel);
  }

  private emit(event: string, arg?: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(arg);
  }
}

function key(peer: string, connectionId: string): string {
  return `${peer}\n${connectionId}`;
}
