// A game room over a real network, and every role a page can have in it: it opens the room (create,
// join, resume after a reload, watch), holds the transport and the replica that plays, keeps the saved
// seat so a reloaded tab rejoins, and hands each part of the room's talk to the file that knows it:
// the lobby as its host runs it (lobbyHost.ts) and as a guest asks for a seat (lobbyGuest.ts), host
// failover (failover.ts), spectators (spectators.ts) and a finished game's rematch (rematchOffer.ts).
// A reloaded tab resumes as a guest and follows the failover rule (whoever holds the room's peer id is
// the host); a former host that wrote an entry nobody received drops it then. The room id itself is no
// identity (invite.ts): a guest takes lobby answers only from its host's key, opens only a genesis that
// names that key as its host, and counts the room id's holder as its host only once it has proven a key
// of the genesis. Before the genesis there
// is no log to carry on: the creator saves its lobby with its seat and a reload reopens it (guests wait
// for it and never claim a room that has not started).
//
// Over 450 lines because NetworkRoom is the one object a page holds for a room: its four openers
// (create, join, resume, watch) and the host's lobby glue set and read the same private state (transport,
// seat, identity, rules), while each part of the room's talk lives in a file of its own (listed above,
// and askRoom.ts, genesisFit.ts, replicaTroubles.ts).
//
// Transport-agnostic: `connect` opens a Transport (PeerJS in the browser, the in-memory network in
// tests) and must reject with an error whose `kind` is 'unavailable-id' when the id is taken.
// One byte in front of every message separates the lobby (lobbyMessages.ts) from the session's own
// messages and the chat (channel.ts).
import { signal } from '@preact/signals-core';
import nacl from '../../protocol/nacl.js';
import type { PeerId, Transport } from '../../net/transport.js';
import { toHex } from '../../protocol/bytes.js';
import type { GenesisBody, Rules } from '../../protocol/genesis.js';
import { createIdentity, type PlayerIdentity } from './identity.js';
import { joinLine } from './lobby.js';
import { Replica } from '../replica/replica.js';
import { MemoryEntryStore } from '../log/entryStore.js';
import { CHAT_TAG, Channel, SESSION_TAG, isUnavailableId } from './channel.js';
import { Failover } from './failover.js';
import { LobbyHost, type JoinRequest } from './lobbyHost.js';
import { LobbyChannel, type LobbyMessage } from './lobbyMessages.js';
import { LobbySeats, type LobbySeat, type ReservedSeat, type SavedLobby } from './lobbySeats.js';
import { SeatRequest, type JoinOptions, type Welcome } from './lobbyGuest.js';
import type { RematchKeys } from './rematch.js';
import { RematchOffer } from './rematchOffer.js';
import { Spectators, type Watcher } from './spectators.js';
import { askRoom } from './askRoom.js';
import { hostPrint, invitedProof } from './invite.js';
import { NO_ROOM_AFTER_MS } from './noRoom.js';
import { TableLink, tableId, tableSecretOf } from './tableId.js';
import type { SavedSeat } from '../log/indexedDbStore.js';
import type { RoomDeps } from './roomDeps.js';
import { whenGenesisArrives } from './genesisFit.js';
import { showTroubles } from './replicaTroubles.js';

export type { JoinOptions, JoinRequest, LobbySeat, ReservedSeat, Watcher };
export type { RematchKeys } from './rematch.js';
export { newRoomCode, roomPeerId, unsealedCards } from './roomCode.js';
export { hostPrint, parseInvite } from './invite.js';
export { NoRoomError } from './noRoom.js';
export type { RoomDeps, RoomStorage } from './roomDeps.js';

const NOT_ITS_HOST = 'The game that started in this room is not hosted by the host who let you in: not joined';
const NOT_THE_LINKS_GAME = "The game in this room is not the one the watch link names (none of its players has the link's key)";

export type RoomRole = 'connecting' | 'lobby-host' | 'lobby-guest' | 'host' | 'guest' | 'watcher' | 'closed';

export class NetworkRoom {
  readonly role = signal<RoomRole>('connecting');
  readonly replica = signal<Replica | null>(null);
  readonly lobby = signal<LobbySeat[]>([]);
  readonly status = signal<string>('');
  /** Host changes seen by this tab (for tests and the UI's log). */
  readonly hostChanges = signal(0);
  /** Host, in the lobby: people asking for a seat (admit them with `admitJoin`). */
  readonly joinRequests = signal<JoinRequest[]>([]);
  /** Host: spectators asking to watch (admit them with `admit`), and those watching. */
  readonly watchRequests = signal<Watcher[]>([]);
  readonly watchers = signal<Watcher[]>([]);
  /** Guest: the room code of the rematch the host started (it waits for us there), or null. */
  readonly rematch = signal<string | null>(null);
  /** Host of a finished game: the names of the players who declined its rematch. */
  readonly declined = signal<string[]>([]);

  private transport: TableLink | null = null;
  private lobbyChannel: LobbyChannel | null = null;
  private identity: PlayerIdentity | null = null;
  private seat: SavedSeat | null = null;
  private rules: Rules | null = null;
  private gameId = '';
  /** The creator's lobby, until the genesis (and after it, its record of who sat where). */
  private hostLobby: LobbyHost | null = null;
  private readonly failover: Failover;
  private readonly rematchOffer: RematchOffer;
  private readonly spectators: Spectators;
  private closed = false;
  private readonly log: (line: string) => void;
  private readonly randomBytes: (n: number) => Uint8Array;

  private constructor(
    private readonly deps: RoomDeps,
    readonly room: PeerId,
  ) {
    this.log = deps.log ?? (() => {});
    this.randomBytes = deps.randomBytes ?? nacl.randomBytes;
    // a watch link carries the fingerprint of the key of whichever participant hosted when it was made
    const prints = () => this.replica.value?.replay.genesis?.players.map((p) => hostPrint(p.publicKey)) ?? [];
    this.spectators = new Spectators(
      this.watchRequests,
      this.watchers,
      (to, msg) => this.sendLobby(to, msg),
      room,
      prints,
      deps.clock,
      () => this.replica.value,
    );
    this.failover = new Failover({
      room,
      deps,
      status: this.status,
      participant: () => this.participant,
      mayClaim: () => this.role.value === 'guest' && !!this.replica.value?.replay.genesis && !this.replica.value.finished.value,
      // an outsider that registered the room id is linked but proves no key of the genesis: not our host
      hostInSight: () => !!this.replica.value?.participantPeers().includes(this.room),
      tableId: () => this.tableId(),
      dialTable: () => this.transport?.dialTable(),
      takeOver: (transport) => this.takeOver(transport),
      log: (line) => this.log(line),
    });
    this.rematchOffer = new RematchOffer({
      room,
      offered: this.rematch,
      declined: this.declined,
      replica: () => this.replica.value,
      identity: () => this.identity,
      gameId: () => this.gameId,
      participant: () => this.participant,
      send: (to, msg) => this.sendLobby(to, msg),
      log: (line) => this.log(line),
    });
  }

  get participant(): number | null {
    return this.seat?.participant ?? null;
  }

  /**
   * Create a room and wait in its lobby for `rules.players` players (the creator is participant 0).
   * `reserved` seats (a rematch) wait for the players of those names: a hello with another name finds
   * them taken, until the host `release`s one.
   */
  static async create(
    deps: RoomDeps,
    room: PeerId,
    rules: Rules,
    me: { name: string; color: string },
    reserved: ReservedSeat[] = [],
    rematchOf: RematchKeys | null = null,
  ): Promise<NetworkRoom> {
    const r = new NetworkRoom(deps, room);
    const identity = await r.takeSeat(rules, toHex(r.randomBytes(16)), me, 0, true);
    r.attach(await deps.connect(room, []));
    const line = joinLine(r.gameId, rules, 0, { identity, name: me.name, color: me.color });
    const lobby = r.runLobby(new LobbySeats(rules.players, { ...me, line }, reserved), rematchOf);
    await r.saveLobby();
    r.role.value = 'lobby-host';
    r.publishLobby();
    await lobby.maybeStart();
    return r;
  }

  /** The room's rules once known (its creator; a guest once welcomed). */
  get gameRules(): Rules | null {
    return this.rules;
  }

  /**
   * Join a room by its peer id: ask the host for a seat, wait until it lets us in, then play as a guest.
   * A rematch's player (`rematchOf`) claims its kept seat with its old key and joins only a room whose
   * host proves the finished game's host key.
   */
  static async join(
    deps: RoomDeps,
    room: PeerId,
    me: { name: string; color: string },
    options: JoinOptions = {},
    onAsking?: (r: NetworkRoom) => void,
  ): Promise<NetworkRoom> {
    const saved = await deps.storage.loadSeat(room);
    if (saved?.participant !== null && saved?.participant !== undefined && saved.gameId) return NetworkRoom.resume(deps, room);
    const r = new NetworkRoom(deps, room);
    r.role.value = 'lobby-guest';
    r.attach(await deps.connect(r.guestId(), [room]));
    r.status.value = 'Asking the room for a seat…';
    onAsking?.(r); // the broker is reached: the page shows the room and its status from here
    const request = new SeatRequest({
      room,
      self: r.transport!.self,
      me,
      options,
      status: r.status,
      log: (line) => r.log(line),
      send: (msg) => r.sendLobby(room, msg),
    });
    const stopHelloOnLink = r.transport!.onPeer((peer, up) => up && peer === room && request.hello());
    await new Promise<void>((resolve, reject) => {
      const fail = (e: Error) => {
        stopHelloOnLink();
        stopAsking();
        r.close();
        reject(e);
      };
      // said again until a welcome: a hello lost, or not listed by a host whose list was full, is not the end;
      // a wrong code, or a room whose host has gone, is said within seconds (a reloading host is back by then)
      const stopAsking = askRoom(deps.clock, r.transport!, room, deps.noRoomAfterMs ?? NO_ROOM_AFTER_MS, () => request.hello(), fail);
      r.onWelcome = async (msg) => {
        let welcome: Welcome | null;
        try {
          welcome = request.answer(msg);
        } catch (e) {
          return fail(e as Error);
        }
        if (!welcome) return;
        r.status.value = '';
        stopHelloOnLink();
        stopAsking();
        request.sendLine(welcome, await r.takeSeat(welcome.rules, welcome.gameId, me, welcome.index, false, welcome.hostKey, welcome.table));
        r.transport!.setTable(r.tableId()!);
        resolve();
      };
    });
    await r.openReplica(false);
    return r;
  }

  /** Come back to a room this browser has a seat in (after a reload or a crash). */
  static async resume(deps: RoomDeps, room: PeerId): Promise<NetworkRoom> {
    const saved = await deps.storage.loadSeat(room);
    if (!saved || saved.participant === null) throw new Error(`no saved seat for room ${room}`);
    const r = new NetworkRoom(deps, room);
    r.seat = saved;
    r.gameId = saved.gameId ?? '';
    r.identity = createIdentity(saved.beaconLength, saved.seed);
    if (saved.created && saved.lobby && (await deps.storage.entries(room).load()).length === 0) {
      await r.reopenLobby(saved.lobby);
      return r;
    }
    // Try to hold the room first only if we created it and nobody else took over meanwhile;
    // otherwise join as a guest and let the failover rule decide.
    if (saved.created) {
      try {
        r.attach(await deps.connect(room, []));
        await r.openReplica(true);
        return r;
      } catch (e) {
        if (!isUnavailableId(e)) throw e;
        r.log(`room ${room} is held by someone else: rejoining as a guest`);
      }
    }
    r.attach(await deps.connect(r.guestId(), [room]));
    await r.openReplica(false);
    return r;
  }

  /**
   * Watch a running game as a spectator: ask the host, and once it admits us follow the log with a
   * replica that holds no seat and no keys (it is sent public entries and heads only, and never acts).
   * `onAsking` gets the room as soon as the request goes out, so a page can show that it waits.
   */
  static async watch(deps: RoomDeps, room: PeerId, me: { name: string; print?: string }, onAsking?: (r: NetworkRoom) => void): Promise<NetworkRoom> {
    const r = new NetworkRoom(deps, room);
    r.role.value = 'connecting';
    r.attach(await deps.connect(r.guestId(), [room]));
    // the broker is reached: from here the page says it waits for the host, not for the network
    r.status.value = 'Asking the host to let you watch… (a host sees the request once its game has started)';
    onAsking?.(r);
    // asked again whenever the link to the room comes back: a host that reloaded or changed admits anew
    const invited = me.print ? invitedProof(me.print, room, r.transport!.self) : undefined;
    const ask = () => r.sendLobby(room, { t: 'watch', name: me.name, invited });
    r.transport!.onPeer((peer, up) => up && peer === room && ask());
    let stopAsking = () => {};
    await new Promise<void>((resolve, reject) => {
      stopAsking = askRoom(deps.clock, r.transport!, room, deps.noRoomAfterMs ?? NO_ROOM_AFTER_MS, ask, (e) => {
        r.close();
        reject(e);
      });
      r.onWatching = resolve;
    });
    stopAsking();
    const replica = await Replica.open({
      engine: deps.engine,
      store: new MemoryEntryStore(), // a spectator keeps nothing: it asks the host again next time
      transport: new Channel(r.transport!, SESSION_TAG),
      clock: deps.clock,
      hostPeer: room,
      participant: null,
      identity: null,
      tickMs: deps.tickMs,
      log: (line) => r.log(`watcher: ${line}`),
    });
    if (r.closed) {
      replica.close();
      return r;
    }
    r.replica.value = replica;
    r.role.value = 'watcher';
    r.status.value = '';
    const { print } = me;
    if (print) r.genesisMustFit(replica, (g) => g.players.some((p) => hostPrint(p.publicKey) === print), NOT_THE_LINKS_GAME);
    return r;
  }

  /** Host: let a spectator who asked watch the game (public entries only; it can never act). */
  admit(peer: PeerId): void {
    const replica = this.replica.value;
    if (replica && this.role.value === 'host') this.spectators.admit(peer, replica);
  }

  /**
   * Host of a finished game: tell its participants (now, and whoever proves a seat later) that a
   * rematch waits in room `code`, signed with our key of this game. The new room runs its own lobby,
   * genesis and beacon: nothing here decides its dice.
   */
  offerRematch(code: string): void {
    if (this.role.value !== 'host' || !this.replica.value?.finished.value) return;
    this.rematchOffer.offer(code);
  }

  /** A player of this finished game: what its rematch needs (our key of this game, and the host's key). */
  rematchKeys(): RematchKeys | null {
    return this.rematchOffer.keys();
  }

  /** Host: say no to a spectator who asked (it is not listed again). */
  refuseWatch(peer: PeerId): void {
    this.spectators.refuse(peer);
  }

  /**
   * The fingerprint of our game key, for the invite link (room code + fingerprint): a guest who brings it
   * takes answers only from this key, and its requests are listed ahead of strangers'. Null until we have a key.
   */
  hostPrint(): string | null {
    return this.identity ? hostPrint(this.identity.keyPair.publicKey) : null;
  }

  /** Host, in the lobby: let someone who asked for a seat in. False if it no longer asks or no seat is free. */
  admitJoin(peer: PeerId): boolean {
    return this.role.value === 'lobby-host' && !!this.hostLobby?.admit(peer);
  }

  /** Host, in the lobby: say no to someone who asked for a seat. */
  refuseJoin(peer: PeerId): void {
    this.hostLobby?.refuseRequest(peer);
  }

  /**
   * Host, in the lobby: a one-time ticket that seats its bearer without asking (this page's own bots).
   * Only a lobby's host honours one: any other room's ticket seats nobody.
   */
  inviteTicket(): string {
    return this.hostLobby?.inviteTicket() ?? toHex(this.randomBytes(16));
  }

  /** Guest: say no to the host's rematch, signed (the host seats a bot in our place). */
  declineRematch(): void {
    this.rematchOffer.decline();
  }

  /** Host, in the lobby: free a reserved seat nobody took (a player declined or left), for a bot. */
  release(index: number): boolean {
    return this.role.value === 'lobby-host' && !!this.hostLobby?.release(index);
  }

  /** The room's chat channel on the current transport (a new one after a host change), or null. */
  chatChannel(): Transport | null {
    return this.transport && !this.closed ? new Channel(this.transport, CHAT_TAG) : null;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.failover.stop();
    this.spectators.stop();
    this.replica.value?.close();
    this.transport?.close();
    this.role.value = 'closed';
  }

  // ---- internals ----

  /** Our seat in game `gameId` with fresh keys, saved: keys are durable before they are promised to anyone. */
  private async takeSeat(
    rules: Rules,
    gameId: string,
    me: { name: string; color: string },
    participant: number,
    created: boolean,
    hostKey?: string,
    table?: string,
  ): Promise<PlayerIdentity> {
    this.rules = rules;
    this.gameId = gameId;
    const seat: SavedSeat = {
      room: this.room,
      seed: this.randomBytes(64),
      beaconLength: rules.beaconLength,
      name: me.name,
      color: me.color,
      participant,
      gameId,
      created,
      ...(hostKey ? { hostKey } : {}),
      ...(table ? { table } : {}),
      updatedAt: 0,
    };
    const identity = createIdentity(rules.beaconLength, seat.seed);
    this.seat = seat;
    this.identity = identity;
    await this.deps.storage.saveSeat(seat);
    return identity;
  }

  /** The creator's reload before the game started: the same lobby, seats, lines and rules as saved. */
  private async reopenLobby(saved: SavedLobby): Promise<void> {
    const seats = LobbySeats.restore(saved);
    if (!seats) throw new Error(`the saved lobby of room ${this.room} cannot be read`);
    this.rules = saved.rules;
    try {
      this.attach(await this.deps.connect(this.room, []));
    } catch (e) {
      if (isUnavailableId(e)) throw new Error(`room ${this.room} is held by another page: close the other tab, or host a new room`);
      throw e;
    }
    const lobby = this.runLobby(seats, saved.rematchOf ?? null);
    this.role.value = 'lobby-host';
    this.publishLobby();
    await lobby.maybeStart();
  }

  /** Run this room's lobby as its host, over these seats. */
  private runLobby(seats: LobbySeats, rematchOf: RematchKeys | null): LobbyHost {
    this.hostLobby = new LobbyHost(
      {
        room: this.room,
        gameId: this.gameId,
        rules: this.rules!,
        rematchOf,
        keyPair: this.identity!.keyPair,
        tableSecret: tableSecretOf(this.identity!.keyPair.secretKey),
        joinRequests: this.joinRequests,
        verify: this.deps.verify,
        randomBytes: this.randomBytes,
        log: (line) => this.log(line),
        send: (to, msg) => this.sendLobby(to, msg),
        save: () => this.saveLobby(),
        publish: () => this.publishLobby(),
        started: () => this.replica.value !== null,
        start: (genesis) => this.start(genesis),
      },
      seats,
    );
    return this.hostLobby;
  }

  /** Saved writes of the lobby, one after another (the last one saved wins). */
  private lobbySaving: Promise<void> = Promise.resolve();

  /** Keep the lobby with the creator's seat until the genesis is in the log; afterwards the log is the record. */
  private saveLobby(): Promise<void> {
    if (!this.seat || !this.rules) return this.lobbySaving;
    const lobby = this.replica.value || !this.hostLobby ? undefined : this.hostLobby.saved();
    const seat = (this.seat = { ...this.seat, lobby });
    this.lobbySaving = this.lobbySaving.then(() => this.deps.storage.saveSeat(seat)).catch((e: Error) => this.log(`saving the lobby failed: ${e.message}`));
    return this.lobbySaving;
  }

  private onWelcome: ((m: LobbyMessage) => void | Promise<void>) | null = null;
  private onWatching: (() => void) | null = null;

  private guestId(): PeerId {
    return `${this.room}-${Array.from(this.randomBytes(4), (b) => b.toString(16).padStart(2, '0')).join('')}`;
  }

  /** The table id every participant knows (tableId.ts): the creator's from its key, a guest's from its welcome. */
  private tableId(): PeerId | null {
    const secret = this.seat?.created && this.identity ? tableSecretOf(this.identity.keyPair.secretKey) : this.seat?.table;
    return secret ? tableId(this.room, secret) : null;
  }

  private attach(inner: Transport): void {
    const transport = new TableLink(inner, this.room);
    const table = this.tableId();
    if (table) transport.setTable(table);
    this.transport = transport;
    this.lobbyChannel = new LobbyChannel(transport, (from, msg) => {
      this.lobbyMessage(from, msg).catch((e: Error) => this.log(`lobby message from ${from} dropped: ${e.message}`));
    });
    transport.onPeer((peer, up) => {
      if (up) this.spectators.back(peer);
      else this.spectators.left(peer);
      if (up && this.role.value === 'lobby-host') this.publishLobby(peer);
      if (!up) this.hostLobby?.left(peer);
    });
  }

  private sendLobby(to: PeerId, msg: LobbyMessage): void {
    this.lobbyChannel?.send(to, msg);
  }

  private async lobbyMessage(from: PeerId, msg: LobbyMessage): Promise<void> {
    if (msg.t === 'watch' && this.role.value === 'host') return this.spectators.asked(from, msg);
    if (msg.t === 'watching' && from === this.room) return this.onWatching?.();
    if (msg.t === 'rematch' && from === this.room && this.role.value === 'guest') return this.rematchOffer.heard(msg);
    if (msg.t === 'decline' && this.role.value === 'host') return this.rematchOffer.heardDecline(msg);
    if (this.role.value === 'lobby-host') {
      if (msg.t === 'hello') await this.hostLobby!.hello(from, msg);
      else if (msg.t === 'line') await this.hostLobby!.line(from, msg);
      return;
    }
    if (msg.t === 'lobby') this.lobby.value = msg.seats;
    const answer = msg.t === 'welcome' || msg.t === 'full' || msg.t === 'waiting' || msg.t === 'refused';
    if (answer && from === this.room && this.onWelcome) await this.onWelcome(msg);
  }

  private publishLobby(to?: PeerId): void {
    const seats = this.hostLobby?.publicSeats() ?? [];
    this.lobby.value = seats;
    const msg: LobbyMessage = { t: 'lobby', seats, started: this.replica.value !== null };
    for (const p of to ? [to] : (this.transport?.peers() ?? [])) this.sendLobby(p, msg);
  }

  /** Host: every join line is in and signed into the genesis. */
  private async start(genesis: Uint8Array): Promise<void> {
    try {
      await this.openReplica(true, genesis);
    } catch (e) {
      // every line was checked on arrival; whatever is still wrong is shown, and the lobby stays open
      this.status.value = `The game could not start: ${(e as Error).message}`;
      this.log(this.status.value);
    }
  }

  private async openReplica(asHost: boolean, genesis?: Uint8Array): Promise<void> {
    const replica = await Replica.open({
      engine: this.deps.engine,
      store: this.deps.storage.entries(this.room),
      transport: new Channel(this.transport!, SESSION_TAG),
      clock: this.deps.clock,
      hostPeer: this.room,
      participant: this.seat!.participant,
      identity: this.identity,
      genesis,
      tickMs: this.deps.tickMs,
      revealTimeoutMs: this.deps.revealTimeoutMs,
      catchUpMs: this.deps.catchUpMs,
      proxyAfterMs: this.deps.proxyAfterMs,
      answerSlotMs: this.deps.answerSlotMs,
      answerMoves: this.deps.answerMoves,
      verify: this.deps.verify,
      log: (line) => this.log(`replica: ${line}`),
    });
    if (this.closed) return replica.close();
    this.replica.value = replica;
    const hostKey = this.seat?.hostKey;
    if (!asHost && hostKey) this.genesisMustFit(replica, (g) => g.players[0]?.publicKey === hostKey, NOT_ITS_HOST);
    if (this.closed) return;
    this.role.value = asHost ? 'host' : 'guest';
    if (asHost) this.publishLobby();
    // a player who proves its seat later (it reconnects) is told of the rematch too
    replica.onParticipantLinked(() => this.rematchOffer.tellParticipants());
    showTroubles(replica, this.status);
    if (asHost && this.seat?.lobby) void this.saveLobby(); // the genesis is in the log: the saved lobby is done
    this.failover.start();
  }

  /** A genesis that does not fit what let us in (genesisFit.ts) closes the room, which says why. */
  private genesisMustFit(replica: Replica, fits: (genesis: GenesisBody) => boolean, refusal: string): void {
    whenGenesisArrives(replica, fits, () => {
      this.log(refusal);
      this.close();
      this.replica.value = null;
      this.status.value = refusal;
    });
  }

  /** We hold the room id now (failover.ts): leave the old host's replica and reopen ours as the host. */
  private async takeOver(transport: Transport): Promise<void> {
    this.log(`took over room ${this.room} as host`);
    const old = this.replica.value;
    old?.close(); // also closes the guest transport
    if (old) await Promise.race([old.idle(), new Promise((r) => this.deps.clock.setTimer(2000, () => r(null)))]);
    this.attach(transport);
    this.hostChanges.value++;
    await this.openReplica(true);
  }
}
