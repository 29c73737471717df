// One tagged channel of a room's shared transport: the lobby, the session and the chat each put one
// byte in front of their messages and hear only their own.
import type { MessageHandler, PeerHandler, PeerId, Transport } from '../../net/transport.js';

/** The room's channels on one transport: their tags are the first byte of every message. */
export const LOBBY_TAG = 0x4c; // 'L': lobbyMessages.ts
export const SESSION_TAG = 0x53; // 'S': the replica's own messages
export const CHAT_TAG = 0x43; // 'C': table chat (chat.ts), never part of the game log

/** One tagged channel of a shared transport. Closing a channel closes the transport. */
export class Channel implements Transport {
  constructor(
    private readonly inner: Transport,
    private readonly tag: number,
  ) {}
  get self(): PeerId {
    return this.inner.self;
  }
  send(to: PeerId, data: Uint8Array): void {
    const framed = new Uint8Array(data.length + 1);
    framed[0] = this.tag;
    framed.set(data, 1);
    this.inner.send(to, framed);
  }
  peers(): PeerId[] {
    return this.inner.peers();
  }
  onMessage(handler: MessageHandler): () => void {
    return this.inner.onMessage((from, data) => {
      if (data.length > 0 && data[0] === this.tag) handler(from, data.subarray(1));
    });
  }
  onPeer(handler: PeerHandler): () => void {
    return this.inner.onPeer(handler);
  }
  close(): void {
    this.inner.close();
  }
  dial(peer: PeerId): void {
    this.inner.dial?.(peer);
  }
  hangUp(peer: PeerId): void {
    this.inner.hangUp?.(peer);
  }
  onRelink(handler: (peer: PeerId) => void): () => void {
    return this.inner.onRelink?.(handler) ?? (() => {});
  }
}

export function isUnavailableId(e: unknown): boolean {
  return !!e && typeof e === 'object' && (e as { kind?: string }).kind === 'unavailable-id';
}
