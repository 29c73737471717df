// A fake RTCPeerConnection for Node, just real enough for peerDataConnection.ts: descriptions carry
// the pc's number, each side gathers one ICE candidate after setLocalDescription, `addIceCandidate`
// throws before the remote description (as a browser does), and the channel opens once both sides
// hold the other's description and candidate. Channels deliver ArrayBuffer copies a tick later.
import type { ChannelLike, PeerConnectionLike, SessionDescription } from '../../src/net/peerDataConnection';

type Later = (fn: () => void) => void;

export class FakeNetwork {
  readonly pcs = new Map<number, FakePc>();
  created: FakePc[] = [];
  private next = 1;
  constructor(readonly later: Later = (fn) => void setTimeout(fn, 1)) {}
  factory = () => {
    const pc = new FakePc(this, this.next++);
    this.pcs.set(pc.n, pc);
    this.created.push(pc);
    return pc;
  };
}

export class FakeChannel implements ChannelLike {
  readyState = 'connecting';
  bufferedAmount = 0;
  binaryType = 'blob';
  bufferedAmountLowThreshold = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onbufferedamountlow: (() => void) | null = null;
  other: FakeChannel | null = null;
  sent: Uint8Array[] = [];
  constructor(
    readonly label: string,
    private readonly later: Later,
  ) {}
  send(data: Uint8Array): void {
    if (this.readyState !== 'open') throw new Error('InvalidStateError: not open');
    this.sent.push(data);
    const other = this.other;
    const copy = data.slice().buffer;
    this.later(() => other?.readyState === 'open' && other.onmessage?.({ data: copy }));
  }
  close(): void {
    if (this.readyState === 'closed') return;
    this.readyState = 'closed';
    this.later(() => this.onclose?.());
    const other = this.other;
    if (other && other.readyState !== 'closed') other.close();
  }
  openNow(): void {
    if (this.readyState !== 'connecting') return;
    this.readyState = 'open';
    this.onopen?.();
  }
}

export class FakePc implements PeerConnectionLike {
  remoteDescription: SessionDescription | null = null;
  localDescription: SessionDescription | null = null;
  connectionState = 'new';
  iceConnectionState = 'new';
  onicecandidate: PeerConnectionLike['onicecandidate'] = null;
  ondatachannel: PeerConnectionLike['ondatachannel'] = null;
  onconnectionstatechange: (() => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  channel: FakeChannel | null = null;
  remote: FakePc | null = null;
  candidatesAdded: unknown[] = [];
  earlyCandidateErrors = 0;
  closed = false;
  constructor(
    private readonly net: FakeNetwork,
    readonly n: number,
  ) {}
  createDataChannel(label: string): ChannelLike {
    this.channel = new FakeChannel(label, this.net.later);
    return this.channel;
  }
  async createOffer(): Promise<SessionDescription> {
    return { type: 'offer', sdp: `fake-pc ${this.n}` };
  }
  async createAnswer(): Promise<SessionDescription> {
    return { type: 'answer', sdp: `fake-pc ${this.n}` };
  }
  async setLocalDescription(d: SessionDescription): Promise<void> {
    this.localDescription = d;
    this.net.later(() => {
      this.onicecandidate?.({ candidate: { candidate: `candidate:${this.n}`, toJSON: () => ({ candidate: `candidate:${this.n}`, sdpMid: '0', sdpMLineIndex: 0 }) } });
      this.onicecandidate?.({ candidate: null });
    });
  }
  async setRemoteDescription(d: SessionDescription): Promise<void> {
    this.remoteDescription = d;
    this.remote = this.net.pcs.get(Number(d.sdp?.split(' ')[1])) ?? null;
    this.maybeConnect();
  }
  async addIceCandidate(c: unknown): Promise<void> {
    if (!this.remoteDescription) {
      this.earlyCandidateErrors++;
      throw new Error('InvalidStateError: The remote description was null');
    }
    this.candidatesAdded.push(c);
    this.maybeConnect();
  }
  /** Both sides have each other's description and candidate: connect, and open the channel. */
  private maybeConnect(): void {
    const other = this.remote;
    if (!other || this.closed || other.closed || other.remote !== this) return;
    if (this.candidatesAdded.length === 0 || other.candidatesAdded.length === 0 || this.connectionState === 'connected') return;
    const offerer = this.channel ? this : other;
    const answerer = offerer === this ? other : this;
    const theirs = new FakeChannel(offerer.channel!.label, this.net.later);
    theirs.other = offerer.channel;
    offerer.channel!.other = theirs;
    answerer.channel = theirs;
    for (const pc of [this, other]) pc.setState('connected');
    this.net.later(() => {
      answerer.ondatachannel?.({ channel: theirs });
      theirs.openNow();
      offerer.channel!.openNow();
    });
  }
  setState(state: string): void {
    this.connectionState = this.iceConnectionState = state;
    this.onconnectionstatechange?.();
    this.oniceconnectionstatechange?.();
  }
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.connectionState = 'closed';
    this.channel?.close();
  }
}
