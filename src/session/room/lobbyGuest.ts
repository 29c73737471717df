// A guest's way into a lobby: it says hello whenever its link to the host comes up, waits while the
// host decides, and checks the welcome before it signs anything. A malformed welcome is dropped; a room
// whose rules deal development cards in the open (its host could read every hand), or, for a rematch,
// whose host cannot prove the finished game's host key, is not joined. A rematch's player claims its
// kept seat by signing the new room and its own peer id with its key of the finished game (rematch.ts).
// The room id is no identity (invite.ts): an answer counts only if the host's game key signed it, the
// key of the invite's fingerprint, or without one the key that answered first; anything else (an
// outsider holding the room id while the host's page reloads) is dropped and the guest waits on. The
// hello is said again every few seconds until a welcome comes (a host's list may have had no room).
import type { Signal } from '@preact/signals-core';
import type { PeerId } from '../../net/transport.js';
import type { Rules } from '../../protocol/genesis.js';
import type { PlayerIdentity } from './identity.js';
import { joinLine } from './lobby.js';
import type { LobbyMessage } from './lobbyMessages.js';
import { hostProofIsGenuine, signSeatClaim, type RematchKeys } from './rematch.js';
import { unsealedCards } from './roomCode.js';
import { answerSigner, hostPrint, invitedProof } from './invite.js';

/**
 * How a guest comes to a lobby: with the host's fingerprint from an invite link (`print`), a ticket from
 * the host's page (its bots), or as a player of the finished game (a rematch).
 */
export interface JoinOptions {
  print?: string;
  ticket?: string;
  rematchOf?: RematchKeys;
}

/** The seat a host gave us: the game, its rules, our index, and the host's game key (hex) that signed it. */
export interface Welcome {
  gameId: string;
  rules: Rules;
  index: number;
  hostKey: string;
  /** The table secret (tableId.ts): kept with the seat, never in the log. */
  table: string;
}

/** The guest's side of the lobby, from its hello to its signed join line. */
export class SeatRequest {
  private welcomed = false;
  private readonly seatClaim?: { publicKey: string; sig: string };
  /** The host's game key once an answer proved it (pinned: no other key is heard from then on). */
  private hostKey: string | null = null;

  constructor(
    private readonly guest: {
      room: PeerId;
      /** Our peer id, which a rematch seat claim and the host's proof are bound to. */
      self: PeerId;
      me: { name: string; color: string };
      options: JoinOptions;
      status: Signal<string>;
      log(line: string): void;
      send(msg: LobbyMessage): void;
    },
  ) {
    const { rematchOf } = guest.options;
    this.seatClaim = rematchOf ? signSeatClaim(rematchOf, guest.room, guest.self) : undefined;
  }

  hello(): void {
    const { me, options, room, self } = this.guest;
    const invited = options.print ? invitedProof(options.print, room, self) : undefined;
    this.guest.send({ t: 'hello', name: me.name, color: me.color, ticket: options.ticket, seat: this.seatClaim, invited });
  }

  /**
   * The host's answer to our hello: the seat to take (once), or null to wait on. Throws, and the join
   * fails, when the host refuses or the room is not one to join.
   */
  answer(msg: LobbyMessage): Welcome | null {
    const { room, self, options, status } = this.guest;
    const key = answerSigner(room, self, msg);
    if (!key || (options.print && hostPrint(key) !== options.print) || (this.hostKey && key !== this.hostKey)) {
      this.guest.log(`dropped a '${String(msg.t)}' from the room id: not signed by ${options.print || this.hostKey ? "the invite's host key" : 'a host key'}`);
      return null;
    }
    this.hostKey = key;
    if (this.welcomed) return null; // answers to hellos still on their way when the welcome came
    if (msg.t === 'full') throw new Error('the room is full');
    if (msg.t === 'refused') throw new Error(`the host refused the join: ${String(msg.reason).slice(0, 200)}`);
    if (msg.t === 'waiting') {
      status.value = 'Waiting for the host to let you in…';
      return null;
    }
    if (msg.t !== 'welcome') return null;
    if (
      !isRules(msg.rules) ||
      typeof msg.gameId !== 'string' ||
      !/^[0-9a-f]{32}$/.test(msg.gameId) ||
      !Number.isInteger(msg.index) ||
      msg.index < 1 ||
      typeof msg.table !== 'string' ||
      !/^[0-9a-f]{32}$/.test(msg.table)
    ) {
      this.guest.log('dropped a malformed welcome');
      return null;
    }
    if (options.rematchOf && !hostProofIsGenuine(options.rematchOf, room, self, msg.gameId, msg.hostProof)) {
      throw new Error("this room's host is not the host of the finished game: not joined");
    }
    const unsealed = unsealedCards(msg.rules);
    if (unsealed) throw new Error(unsealed);
    this.welcomed = true;
    return { gameId: msg.gameId, rules: msg.rules, index: msg.index, hostKey: key, table: msg.table };
  }

  /** Our signed line for the seat we were given (sent once our keys are saved). */
  sendLine(welcome: Welcome, identity: PlayerIdentity): void {
    const { me } = this.guest;
    const line = joinLine(welcome.gameId, welcome.rules, welcome.index, { identity, name: me.name, color: me.color });
    this.guest.send({ t: 'line', index: welcome.index, line });
  }
}

function isRules(v: unknown): v is Rules {
  return typeof v === 'object' && v !== null && typeof (v as Rules).mode === 'string' && Number.isInteger((v as Rules).beaconLength);
}
