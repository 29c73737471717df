// The lobby as the host runs it, until the genesis. Seats belong to invited people: a hello is a
// request the host answers with Admit or Refuse (the UI's join requests), so knowing the room id (which
// the broker and anyone on the signalling path see) gets nobody a seat. Two joins need no click: the
// host's own bots bring a one-time ticket it made (`inviteTicket`), and a rematch's players claim their
// kept seats by signing with their key of the finished game (rematch.ts). A seat is promised only once
// it is saved, and a join line must be the guest's own signature over this game, its rules and the seat
// it was given, or it is refused with the reason and the lobby goes on. Once every line is in, the host
// signs the genesis and the room starts the game with it. Every answer is signed with the host's game
// key (invite.ts), so a guest tells it from an outsider holding the room id while this page reloads;
// the requests the host reads are bounded, invited guests first (requestList.ts).
import type { Signal } from '@preact/signals-core';
import type { PeerId } from '../../net/transport.js';
import { toHex } from '../../protocol/bytes.js';
import type { Rules } from '../../protocol/genesis.js';
import type { VerifySignature } from '../../protocol/signatures.js';
import { genesisEntry, joinLineProblem } from './lobby.js';
import type { LobbyMessage } from './lobbyMessages.js';
import type { LobbySeat, LobbySeats, SavedLobby } from './lobbySeats.js';
import { seatClaimIsGenuine, signHostProof, type RematchKeys } from './rematch.js';
import { hostPrint, isInvited, signAnswer } from './invite.js';
import { RequestList, type Request } from './requestList.js';
import type { KeyPair } from '../../protocol/signatures.js';

/** Someone asking the host for a seat in its lobby (admit it with `admitJoin`). */
export interface JoinRequest extends Request {
  color: string;
}

/** What the host answers a hello with, before it is signed. */
type Answer = Extract<LobbyMessage, { t: 'welcome' | 'waiting' | 'full' | 'refused' }>;

/** The room a lobby is run for: its game, the host's genesis key, and what the lobby asks of it. */
export interface LobbyRoom {
  room: PeerId;
  gameId: string;
  rules: Rules;
  /** A rematch's: the finished game's keys (the host's signs to the guests; theirs claim their seats). */
  rematchOf: RematchKeys | null;
  /** The host's key of this game, which signs the genesis and every answer. */
  keyPair: KeyPair;
  /** Given to every guest in its welcome: it names the table id a failover moves to (tableId.ts). */
  tableSecret: string;
  /** Shown to the host, which admits or refuses each (the room's `joinRequests`). */
  joinRequests: Signal<JoinRequest[]>;
  verify?: VerifySignature;
  randomBytes(n: number): Uint8Array;
  log(line: string): void;
  send(to: PeerId, msg: LobbyMessage): void;
  /** Keep the lobby with the creator's seat, so a reload reopens it. */
  save(): Promise<void>;
  /** Show everyone the seats as they are now. */
  publish(): void;
  started(): boolean;
  /** Open the game with its genesis. */
  start(genesis: Uint8Array): Promise<void>;
}

export class LobbyHost {
  /** The tickets this host's own page may use. */
  private readonly tickets = new Set<string>();
  private readonly requests: RequestList<JoinRequest>;
  private readonly print: string;

  constructor(
    private readonly room: LobbyRoom,
    private readonly seats: LobbySeats,
  ) {
    this.requests = new RequestList(room.joinRequests);
    this.print = hostPrint(room.keyPair.publicKey);
  }

  /** The seats as everyone may see them (who holds which peer id is the host's). */
  publicSeats(): LobbySeat[] {
    return this.seats.list().map(({ peer: _, ...seat }) => seat);
  }

  saved(): SavedLobby {
    const { rules, rematchOf } = this.room;
    return { ...this.seats.saved(rules), ...(rematchOf ? { rematchOf } : {}) };
  }

  /** A request for a seat. Seated at once only with a ticket or a rematch seat's key. */
  async hello(from: PeerId, msg: Extract<LobbyMessage, { t: 'hello' }>): Promise<void> {
    const { rematchOf } = this.room;
    const given = this.seats.seatOf(from);
    if (given >= 0) return this.welcome(from, given); // asked again: our welcome was lost
    const name =
      String(msg.name ?? '')
        .trim()
        .slice(0, 40) || 'Player';
    const color = String(msg.color ?? '').slice(0, 20);
    if (msg.seat && rematchOf) {
      if (!seatClaimIsGenuine(rematchOf.gameId, this.room.room, from, msg.seat))
        return this.refuse(from, 'the seat claim is not signed by a player of the finished game');
      const index = this.seats.claim(msg.seat.publicKey);
      if (index < 0) return this.answer(from, { t: 'full' });
      return this.welcome(from, index);
    }
    if (typeof msg.ticket === 'string' && this.tickets.delete(msg.ticket)) {
      const index = this.seats.hello(name, color, true);
      if (index < 0) return this.answer(from, { t: 'full' });
      this.welcome(from, index);
      return this.room.publish();
    }
    if (this.requests.wasRefused(from)) return this.answer(from, { t: 'refused', reason: 'the host did not let you in' });
    // not listed now (strangers fill the list): it asks again, and is listed once there is room
    this.requests.add({ peer: from, name, color, invited: isInvited([this.print], this.room.room, from, msg.invited) });
    this.answer(from, { t: 'waiting' });
  }

  /** Let someone who asked for a seat in. False if it no longer asks or no seat is free. */
  admit(peer: PeerId): boolean {
    const asked = this.requests.find(peer);
    if (!asked) return false;
    this.requests.remove(peer);
    const index = this.seats.hello(asked.name, asked.color);
    if (index < 0) {
      this.answer(peer, { t: 'full' });
      return false;
    }
    void this.welcome(peer, index);
    this.room.publish();
    return true;
  }

  /** Say no to someone who asked for a seat (its next hellos are answered the same). */
  refuseRequest(peer: PeerId): void {
    if (!this.requests.find(peer)) return;
    this.requests.refuse(peer);
    this.answer(peer, { t: 'refused', reason: 'the host did not let you in' });
  }

  /** A request's link went down: it is no longer asking. */
  left(peer: PeerId): void {
    this.requests.remove(peer);
  }

  /** A one-time ticket that seats its bearer without asking (this page's own bots). */
  inviteTicket(): string {
    const ticket = toHex(this.room.randomBytes(16));
    this.tickets.add(ticket);
    return ticket;
  }

  /** Free a reserved seat nobody took (a player declined or left), for a bot. */
  release(index: number): boolean {
    if (!this.seats.release(index)) return false;
    void this.room.save();
    this.room.publish();
    return true;
  }

  /** A guest's signed line for the seat it was given. */
  async line(from: PeerId, msg: Extract<LobbyMessage, { t: 'line' }>): Promise<void> {
    const { gameId, rules } = this.room;
    const index = this.seats.seatOf(from);
    if (index < 0 || msg.index !== index) return this.refuse(from, `seat ${String(msg.index)} was not given to you`);
    const problem = joinLineProblem(gameId, rules, index, msg.line, this.room.verify);
    if (problem) return this.refuse(from, problem);
    if (this.seats.hasKey(msg.line.publicKey)) return this.refuse(from, 'another seat already has this key');
    if (!this.seats.line(index, msg.line)) return;
    await this.room.save();
    this.room.publish();
    await this.maybeStart();
  }

  /** Start the game once every seat's line is in (and it has not started). */
  async maybeStart(): Promise<void> {
    const lines = this.seats.complete();
    if (!lines || this.room.started()) return;
    await this.room.start(genesisEntry(this.room.gameId, this.room.rules, lines, 0, this.room.keyPair.secretKey));
  }

  /** The seat is promised only once a reload would still know it (saved with the lobby). */
  private async welcome(peer: PeerId, index: number): Promise<void> {
    const { room, gameId, rules, rematchOf } = this.room;
    this.seats.give(index, peer);
    await this.room.save();
    const hostProof = rematchOf ? signHostProof(rematchOf.gameId, room, peer, gameId, rematchOf.secretKey) : undefined;
    this.answer(peer, { t: 'welcome', gameId, rules, index, hostProof, table: this.room.tableSecret });
  }

  /** Every answer is signed with our game key: a guest takes answers only from the key it knows. */
  private answer(peer: PeerId, answer: Answer): void {
    this.room.send(peer, signAnswer(this.room.room, peer, answer, this.room.keyPair));
  }

  private refuse(peer: PeerId, reason: string): void {
    this.room.log(`refused a join from ${peer}: ${reason}`);
    const given = this.seats.seatOf(peer);
    if (given >= 0 && this.seats.release(given)) {
      void this.room.save();
      this.room.publish();
    }
    this.answer(peer, { t: 'refused', reason });
  }
}
