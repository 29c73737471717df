// What a room's peers say on its lobby channel: before the genesis a guest's request for a seat and
// the host's answers (welcome, full, waiting, refused), the guest's signed join line, and the seats as
// the host publishes them; a spectator's request to watch and its admission; and a finished game's
// rematch offer and its declines (rematch.ts). JSON; a message that does not parse to an object is dropped.
import type { PeerId, Transport } from '../../net/transport.js';
import type { GenesisPlayer, Rules } from '../../protocol/genesis.js';
import { Channel, LOBBY_TAG } from './channel.js';
import type { LobbySeat } from './lobbySeats.js';
import type { Decline } from './rematch.js';
import type { HostSignature } from './invite.js';

/** `host`: the host's signature over an answer (invite.ts); `invited`: proof of the invite's fingerprint. */
export type LobbyMessage =
  | { t: 'hello'; name: string; color: string; ticket?: string; seat?: { publicKey: string; sig: string }; invited?: string }
  | { t: 'welcome'; gameId: string; rules: Rules; index: number; hostProof?: string; table?: string; host?: HostSignature }
  | { t: 'full'; host?: HostSignature }
  | { t: 'waiting'; host?: HostSignature }
  | { t: 'refused'; reason: string; host?: HostSignature }
  | { t: 'line'; index: number; line: GenesisPlayer }
  | { t: 'lobby'; seats: LobbySeat[]; started: boolean }
  // spectators: a watcher asks, the host admits it explicitly
  | { t: 'watch'; name: string; invited?: string }
  | { t: 'watching' }
  // a rematch (rematch.ts): the host of a finished game names the new room; a guest may decline it
  | { t: 'rematch'; code: string; sig: string }
  | ({ t: 'decline' } & Decline);

/** The lobby channel of one transport. */
export class LobbyChannel {
  private readonly channel: Channel;

  constructor(transport: Transport, onMessage: (from: PeerId, msg: LobbyMessage) => void) {
    this.channel = new Channel(transport, LOBBY_TAG);
    this.channel.onMessage((from, data) => {
      let msg: LobbyMessage;
      try {
        msg = JSON.parse(new TextDecoder().decode(data)) as LobbyMessage;
      } catch {
        return;
      }
      if (typeof msg !== 'object' || msg === null) return;
      onMessage(from, msg);
    });
  }

  send(to: PeerId, msg: LobbyMessage): void {
    this.channel.send(to, new TextEncoder().encode(JSON.stringify(msg)));
  }
}
