// One data connection of our own PeerJS-compatible client (peerClient.ts keeps the broker socket):
// an RTCPeerConnection with one reliable, ordered data channel, negotiated through the broker with
// PeerJS's OFFER / ANSWER / CANDIDATE messages, so the stock `peer` server and the public PeerJS cloud
// relay it unchanged. Frames are the channel's bytes untouched (PeerJS's `raw` serialisation): the
// transport (peerLinks.ts) frames and size-checks them itself. What PeerJS's own client does and we
// keep: `open` when the channel opens, `data` with an ArrayBuffer, `close` only for a connection that
// was open, `error` for a negotiation that failed. What it leaves out and we add: ICE candidates that
// arrive before the remote description wait for it instead of failing `addIceCandidate`.
import type { ConnectionLike } from './peerLinks.js';

/** The slice of RTCDataChannel we use (structural, so unit tests can supply fakes). */
export interface ChannelLike {
  readonly readyState: string;
  readonly bufferedAmount: number;
  binaryType: string;
  bufferedAmountLowThreshold: number;
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onbufferedamountlow: (() => void) | null;
  send(data: Uint8Array): void;
  close(): void;
}

export interface SessionDescription {
  type: string;
  sdp?: string;
}

/** The slice of RTCPeerConnection we use. */
export interface PeerConnectionLike {
  readonly remoteDescription: unknown;
  readonly connectionState?: string;
  readonly iceConnectionState: string;
  onicecandidate: ((event: { candidate: { candidate: string; toJSON?: () => unknown } | null }) => void) | null;
  ondatachannel: ((event: { channel: ChannelLike }) => void) | null;
  onconnectionstatechange: (() => void) | null;
  oniceconnectionstatechange: (() => void) | null;
  createDataChannel(label: string, init: { ordered: boolean }): ChannelLike;
  createOffer(): Promise<SessionDescription>;
  createAnswer(): Promise<SessionDescription>;
  setLocalDescription(description: SessionDescription): Promise<void>;
  setRemoteDescription(description: SessionDescription): Promise<void>;
  addIceCandidate(candidate: unknown): Promise<void>;
  close(): void;
}

export type PeerConnectionFactory = (config: { iceServers: RTCIceServer[] }) => PeerConnectionLike;

/** A message for the broker (`dst` is the remote peer; the broker adds `src`). */
export interface Signal {
  type: 'OFFER' | 'ANSWER' | 'CANDIDATE';
  payload: Record<string, unknown>;
  dst: string;
}

/** What a connection needs from its client. */
export interface ConnectionHost {
  signal(message: Signal): void;
  /** The connection closed: the client forgets it. */
  forget(conn: PeerDataConnection): void;
}

/** Past this many bytes waiting in the channel we hold frames back (browsers throw near 16 MiB). */
const HIGH_WATER = 1 << 20;

type Listener = (arg?: unknown) => void;

export class PeerDataConnection implements ConnectionLike {
  private readonly listeners = new Map<string, Listener[]>();
  private readonly pc: PeerConnectionLike;
  private channel: ChannelLike | null = null;
  private isOpen = false;
  private closed = false;
  /** Signalling steps run one after another, in the order the broker delivered them. */
  private steps: Promise<void> = Promise.resolve();
  /** Candidates that came before the remote description. */
  private early: unknown[] = [];
  /** Frames held back while the channel's buffer is full. */
  private backlog: Uint8Array[] = [];

  /**
   * `offer` absent: we dial (make the channel and the offer). Present: the remote peer dialled us
   * and this is its OFFER's payload.
   */
  constructor(
    readonly peer: string,
    readonly connectionId: string,
    private readonly host: ConnectionHost,
    createPeerConnection: PeerConnectionFactory,
    iceServers: RTCIceServer[],
    /** What the dialler asked for; we only ever dial `raw`, and the transport refuses the rest. */
    readonly serialization: string,
    offer?: { sdp: SessionDescription },
  ) {
    this.pc = createPeerConnection({ iceServers });
    this.pc.onicecandidate = (event) => {
      const c = event.candidate;
      if (!c || !c.candidate) return; // end of gathering
      this.host.signal({ type: 'CANDIDATE', payload: { candidate: c.toJSON ? c.toJSON() : c, type: 'data', connectionId }, dst: peer });
    };
    const watch = () => {
      const state = this.pc.connectionState ?? this.pc.iceConnectionState;
      // 'disconnected' can recover by itself; the transport's heartbeats decide about silence.
      if (state === 'failed' || this.pc.iceConnectionState === 'failed') this.fail('negotiation-failed', `negotiation of the connection to ${peer} failed`);
      else if (state === 'closed') this.close();
    };
    this.pc.onconnectionstatechange = watch;
    this.pc.oniceconnectionstatechange = watch;
    if (offer) {
      this.pc.ondatachannel = (event) => this.useChannel(event.channel);
      this.step(async () => {
        await this.pc.setRemoteDescription(offer.sdp);
        await this.addEarlyCandidates();
        const answer = await this.pc.createAnswer();
        await this.pc.setLocalDescription(answer);
        this.host.signal({ type: 'ANSWER', payload: { sdp: plain(answer), type: 'data', connectionId }, dst: peer });
      });
    } else {
      this.useChannel(this.pc.createDataChannel(connectionId, { ordered: true }));
      this.step(async () => {
        const made = await this.pc.createOffer();
        await this.pc.setLocalDescription(made);
        this.host.signal({
          type: 'OFFER',
          // PeerJS's offer payload, so a stock PeerJS client could answer it too
          payload: { sdp: plain(made), type: 'data', connectionId, label: connectionId, reliable: true, serialization: 'raw' },
          dst: peer,
        });
      });
    }
  }

  get open(): boolean {
    return this.isOpen;
  }

  on(event: string, listener: (arg: never) => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as Listener]);
    return this;
  }

  /** ANSWER or CANDIDATE from the broker for this connection. */
  handle(type: string, payload: { sdp?: SessionDescription; candidate?: unknown }): void {
    if (type === 'ANSWER' && payload.sdp) {
      const sdp = payload.sdp;
      this.step(async () => {
        await this.pc.setRemoteDescription(sdp);
        await this.addEarlyCandidates();
      });
    } else if (type === 'CANDIDATE' && payload.candidate) {
      const candidate = payload.candidate;
      this.step(async () => {
        if (this.pc.remoteDescription) await this.addCandidate(candidate);
        else this.early.push(candidate);
      });
    }
  }

  send(data: Uint8Array): void {
    const channel = this.channel;
    if (!this.isOpen || !channel) throw new Error(`the connection to ${this.peer} is not open`);
    if (this.backlog.length > 0 || channel.bufferedAmount > HIGH_WATER) {
      this.backlog.push(data);
      return; // onbufferedamountlow sends it, in order
    }
    channel.send(data);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    const wasOpen = this.isOpen;
    this.isOpen = false;
    this.backlog = [];
    const channel = this.channel;
    if (channel) channel.onopen = channel.onclose = channel.onmessage = channel.onbufferedamountlow = null;
    this.pc.onicecandidate = this.pc.ondatachannel = this.pc.onconnectionstatechange = this.pc.oniceconnectionstatechange = null;
    try {
      channel?.close();
      this.pc.close();
    } catch {
      // already closed
    }
    this.host.forget(this);
    if (wasOpen) this.emit('close');
  }

  // ---- inside ----

  private useChannel(channel: ChannelLike): void {
    if (this.closed) return channel.close();
    this.channel = channel;
    channel.binaryType = 'arraybuffer';
    channel.bufferedAmountLowThreshold = HIGH_WATER / 2;
    channel.onopen = () => this.opened();
    channel.onclose = () => this.close();
    channel.onmessage = (event) => this.emit('data', event.data);
    channel.onbufferedamountlow = () => this.drain();
    // the answering side may be handed a channel that is already open, with no `open` event to come
    if (channel.readyState === 'open') this.opened();
  }

  private opened(): void {
    if (this.isOpen || this.closed) return;
    this.isOpen = true;
    this.emit('open');
  }

  private drain(): void {
    const channel = this.channel;
    while (channel && this.isOpen && this.backlog.length > 0 && channel.bufferedAmount <= HIGH_WATER) channel.send(this.backlog.shift()!);
  }

  private async addEarlyCandidates(): Promise<void> {
    const early = this.early;
    this.early = [];
    for (const c of early) await this.addCandidate(c);
  }

  /** One candidate the browser cannot use (another network, a stale generation) is no failure. */
  private async addCandidate(candidate: unknown): Promise<void> {
    try {
      await this.pc.addIceCandidate(candidate);
    } catch {
      // ICE tries the others; if none works, the connection state says so
    }
  }

  private step(work: () => Promise<void>): void {
    this.steps = this.steps.then(async () => {
      if (this.closed) return;
      try {
        await work();
      } catch (e) {
        this.fail('webrtc', `WebRTC with ${this.peer}: ${(e as Error)?.message ?? String(e)}`);
      }
    });
  }

  private fail(type: string, message: string): void {
    if (this.closed) return;
    this.emit('error', { type, message });
    this.close();
  }

  private emit(event: string, arg?: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(arg);
  }
}

/** `{type, sdp}` of a description (an RTCSessionDescription does not survive JSON in every browser). */
function plain(d: SessionDescription): SessionDescription {
  return { type: d.type, sdp: d.sdp };
}
