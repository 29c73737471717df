// A finished game's rematch as its room carries it: the host names the new room to every participant
// (now, and to whoever proves its seat later), signed with its key of this game; a guest takes only an
// offer its host signed, and may decline it, signed, so the host seats a bot in its place. The new room
// is another NetworkRoom with its own lobby, genesis and beacon (rematch.ts has the signatures).
import type { Signal } from '@preact/signals-core';
import type { PeerId } from '../../net/transport.js';
import { toHex } from '../../protocol/bytes.js';
import type { Replica } from '../replica/replica.js';
import type { PlayerIdentity } from './identity.js';
import type { LobbyMessage } from './lobbyMessages.js';
import { declinedBy, offerIsGenuine, signDecline, signOffer, type RematchKeys } from './rematch.js';

/** The finished game's room as its rematch sees it. */
export interface RematchRoom {
  room: PeerId;
  /** Guest: the room code of the rematch its host offered (the room's `rematch`), or null. */
  offered: Signal<string | null>;
  /** Host: the names of the players who declined its rematch (the room's `declined`). */
  declined: Signal<string[]>;
  replica(): Replica | null;
  identity(): PlayerIdentity | null;
  gameId(): string;
  participant(): number | null;
  send(to: PeerId, msg: LobbyMessage): void;
  log(line: string): void;
}

export class RematchOffer {
  /** Host: the room code it offered, once it has. */
  private code: string | null = null;

  constructor(private readonly room: RematchRoom) {}

  /** Host: offer a rematch in room `code` (and to whoever proves a seat later, `tellParticipants`). */
  offer(code: string): void {
    this.code = code;
    this.tellParticipants();
  }

  /** Host: the offer, signed, to every peer that proved it is a participant of the finished game. */
  tellParticipants(): void {
    const replica = this.room.replica();
    const genesis = replica?.replay.genesis;
    const identity = this.room.identity();
    if (!this.code || !replica || !genesis || !identity) return;
    const sig = signOffer(genesis.gameId, this.code, identity.keyPair.secretKey);
    for (const p of replica.participantPeers()) this.room.send(p, { t: 'rematch', code: this.code, sig });
  }

  /** A player of this finished game: what its rematch needs (our key of this game, and the host's key). */
  keys(): RematchKeys | null {
    const replica = this.room.replica();
    const genesis = replica?.replay.genesis;
    const identity = this.room.identity();
    if (!replica || !genesis || !identity || replica.participant < 0) return null;
    return {
      gameId: genesis.gameId,
      secretKey: identity.keyPair.secretKey,
      publicKey: toHex(identity.keyPair.publicKey),
      hostKey: genesis.players[replica.replay.currentHost].publicKey,
    };
  }

  /** Guest: the host's offer, taken only if the host of this game signed it. */
  heard(msg: Extract<LobbyMessage, { t: 'rematch' }>): void {
    const keys = this.keys();
    if (typeof msg.code !== 'string' || !/^[a-z0-9]{4,12}$/.test(msg.code) || !keys) return;
    if (offerIsGenuine(keys.gameId, msg.code, msg.sig, keys.hostKey)) this.room.offered.value = msg.code;
    else this.room.log(`dropped a rematch offer not signed by the host of this game`);
  }

  /** Guest: say no to the offered rematch, signed. */
  decline(): void {
    const code = this.room.offered.value;
    const participant = this.room.participant();
    const identity = this.room.identity();
    if (!code || participant == null || !identity) return;
    this.room.send(this.room.room, { t: 'decline', ...signDecline(this.room.gameId(), code, participant, identity.keyPair.secretKey) });
    this.room.offered.value = null;
  }

  /** Host: a participant's decline, counted only if that participant signed it for our offer. */
  heardDecline(msg: Extract<LobbyMessage, { t: 'decline' }>): void {
    if (!this.code) return;
    const genesis = this.room.replica()?.replay.genesis;
    const name = genesis ? declinedBy(genesis, this.code, msg) : null;
    const { declined } = this.room;
    if (name !== null && !declined.value.includes(name)) declined.value = [...declined.value, name];
  }
}
