// The Transport a session talks through. Shaped after a PeerJS data connection opened with
// `reliable: true` and binary serialisation: whole binary messages to a named peer, peers that come
// and go. The session does not rely on reliability or ordering (the in-memory transport can lose,
// reorder and duplicate messages), so any implementation of this interface is good enough.
export type PeerId = string;

export type MessageHandler = (from: PeerId, data: Uint8Array) => void;
export type PeerHandler = (peer: PeerId, connected: boolean) => void;

export interface Transport {
  /** This endpoint's id (the room code for a host, a peer id for a guest). */
  readonly self: PeerId;
  /** Best effort: a message to a peer that is not connected is dropped, never thrown. */
  send(to: PeerId, data: Uint8Array): void;
  /** Peers currently reachable. */
  peers(): PeerId[];
  /** Returns an unsubscribe function. */
  onMessage(handler: MessageHandler): () => void;
  onPeer(handler: PeerHandler): () => void;
  close(): void;
  /** Optional: keep a connection to `peer`, redialling it (PeerJS; the in-memory network links everyone already). */
  dial?(peer: PeerId): void;
  /** Optional: stop keeping a connection that `dial` asked for. */
  hangUp?(peer: PeerId): void;
  /**
   * Optional: `peer`'s link was replaced by a new connection without going down (PeerJS: a redial after
   * a broken path, crossed dials, a reload). The new connection may come from another page that holds
   * the id now, so whatever the old one proved must be proven again. Returns an unsubscribe function.
   */
  onRelink?(handler: (peer: PeerId) => void): () => void;
  /**
   * Optional: what went wrong with a link (PeerJS: `peer-unavailable` when the broker knows no such
   * peer, `ice-failed` when it does but no network path was found). Returns an unsubscribe function.
   */
  onProblem?(handler: (problem: { kind: string; peer?: PeerId }) => void): () => void;
}
