// The slice of the peerjs library the transport uses: peerjsPeer.ts loads the real one, unit tests
// supply fakes (tests/net/peerjsTransport.test.ts), and nothing else of PeerJS's types leaks past it.

export interface ConnectionLike {
  readonly peer: string;
  /** The serialisation the dialler asked for (PeerJS's names); we only take `raw` (see SERIALIZATION). */
  readonly serialization?: string;
  readonly open: boolean;
  /** The RTCPeerConnection underneath (PeerJS: `peerConnection`), for its ICE statistics. */
  readonly peerConnection?: { getStats(): Promise<RTCStatsReport> } | null;
  on(event: 'open' | 'close', listener: () => void): unknown;
  on(event: 'iceStateChanged', listener: (state: string) => void): unknown;
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
  /** PeerJS returns nothing (and emits `disconnected`) while it is off the broker. */
  connect(peer: string, options: { reliable: boolean; serialization: string }): ConnectionLike | undefined;
  /** Close the broker socket, keep the data connections. */
  disconnect(): void;
  reconnect(): void;
  destroy(): void;
}
