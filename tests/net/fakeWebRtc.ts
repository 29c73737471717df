// A fake WebRTC for Node, just real enough for the peerjs library: installed as the globals peerjs
// uses (RTCPeerConnection, RTCSessionDescription) before peerjs is imported. Descriptions carry the
// pc's number, each side gathers one ICE candidate after setLocalDescription, and, as in a browser,
// every operation waits its turn on the pc's operations chain, so a candidate that overtakes the
// remote description is added after it (and one added with no remote description at all throws).
// The channel opens once both sides hold the other's description and candidate; channels deliver
// ArrayBuffer copies a tick later.
type Later = (fn: () => void) => void;
type Description = { type: string; sdp?: string };
type MessageListener = (event: { data: unknown }) => void;

export class FakeNetwork {
  readonly pcs = new Map<number, FakePc>();
  created: FakePc[] = [];
  private next = 1;
  constructor(readonly later: Later = (fn) => void setTimeout(fn, 1)) {}

  make(): FakePc {
    const pc = new FakePc(this, this.next++);
    this.pcs.set(pc.n, pc);
    this.created.push(pc);
    return pc;
  }

  /** Make this network the page's WebRTC (globals); returns a function that takes them away. */
  install(): () => void {
    const g = globalThis as Record<string, unknown>;
    const before = { pc: g.RTCPeerConnection, sd: g.RTCSessionDescription };
    const net = this;
    g.RTCPeerConnection = function RTCPeerConnection() {
      return net.make();
    };
    g.RTCSessionDescription = class {
      type: string;
      sdp?: string;
      constructor(d: Description) {
        this.type = d.type;
        this.sdp = d.sdp;
      }
    };
    return () => {
      g.RTCPeerConnection = before.pc;
      g.RTCSessionDescription = before.sd;
    };
  }
}

export class FakeChannel {
  readyState = 'connecting';
  bufferedAmount = 0;
  binaryType = 'blob';
  ordered = true;
  bufferedAmountLowThreshold = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: MessageListener | null = null;
  onbufferedamountlow: (() => void) | null = null;
  other: FakeChannel | null = null;
  sent: Uint8Array[] = [];
  private readonly listeners: MessageListener[] = [];
  constructor(
    readonly label: string,
    private readonly later: Later,
  ) {}
  addEventListener(type: string, listener: MessageListener): void {
    if (type === 'message') this.listeners.push(listener);
  }
  send(data: Uint8Array | ArrayBuffer): void {
    if (this.readyState !== 'open') throw new Error('InvalidStateError: not open');
    const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : data;
    this.sent.push(bytes);
    const other = this.other;
    const copy = bytes.slice().buffer;
    this.later(() => other?.readyState === 'open' && other.receive(copy));
  }
  receive(data: ArrayBuffer): void {
    this.onmessage?.({ data });
    for (const l of this.listeners) l({ data });
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

export class FakePc {
  remoteDescription: Description | null = null;
  localDescription: Description | null = null;
  connectionState = 'new';
  iceConnectionState = 'new';
  signalingState = 'stable';
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null;
  ondatachannel: ((event: { channel: FakeChannel }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  ontrack: (() => void) | null = null;
  channel: FakeChannel | null = null;
  remote: FakePc | null = null;
  candidatesAdded: unknown[] = [];
  closed = false;
  /** The browser's operations chain: each operation starts when the one before has finished. */
  private ops: Promise<unknown> = Promise.resolve();
  constructor(
    private readonly net: FakeNetwork,
    readonly n: number,
  ) {}
  private chain<T>(op: () => T | Promise<T>): Promise<T> {
    const next = this.ops.then(op);
    this.ops = next.catch(() => {});
    return next;
  }
  createDataChannel(label: string): FakeChannel {
    this.channel = new FakeChannel(label, this.net.later);
    return this.channel;
  }
  createOffer(): Promise<Description> {
    return this.chain(() => ({ type: 'offer', sdp: `fake-pc ${this.n}` }));
  }
  createAnswer(): Promise<Description> {
    return this.chain(() => ({ type: 'answer', sdp: `fake-pc ${this.n}` }));
  }
  setLocalDescription(d: Description): Promise<void> {
    return this.chain(() => {
      this.localDescription = d;
      this.net.later(() => {
        const candidate = { candidate: `candidate:${this.n}`, sdpMid: '0', sdpMLineIndex: 0 };
        this.onicecandidate?.({ candidate: { ...candidate, toJSON: () => candidate } });
        this.onicecandidate?.({ candidate: null });
      });
    });
  }
  setRemoteDescription(d: Description): Promise<void> {
    return this.chain(() => {
      this.remoteDescription = { type: d.type, sdp: d.sdp };
      this.remote = this.net.pcs.get(Number(d.sdp?.split(' ')[1])) ?? null;
      this.maybeConnect();
    });
  }
  addIceCandidate(c: unknown): Promise<void> {
    return this.chain(() => {
      if (!this.remoteDescription) throw new Error('InvalidStateError: The remote description was null');
      this.candidatesAdded.push(c);
      this.maybeConnect();
    });
  }
  async getStats(): Promise<Map<string, Record<string, unknown>>> {
    return new Map([
      ['T', { id: 'T', type: 'transport', selectedCandidatePairId: 'P' }],
      ['P', { id: 'P', type: 'candidate-pair', localCandidateId: 'L', remoteCandidateId: 'R' }],
      ['L', { id: 'L', type: 'local-candidate', candidateType: 'host' }],
      ['R', { id: 'R', type: 'remote-candidate', candidateType: 'host' }],
    ]);
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
    this.signalingState = 'closed';
    this.channel?.close();
  }
}
