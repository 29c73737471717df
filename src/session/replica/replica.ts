// A replica of one game: it owns the log, feeds the engine through GameReplay, persists every accepted
// entry before acknowledging it, and exposes the game as signals for the UI. The host's replica also
// sequences (HostSequencer), after catching up with the guests when it opens on an existing log
// (CatchUp); guests take entries through a Follower, which also lets a takeover replace a tail nobody
// acknowledged. Talking to the other replicas (messages in, gossip out, signatures checked ahead) is
// PeerTalk's; every replica gossips signed heads there (HeadWatch) so an equivocating host is caught.
// Bad input is logged and dropped; nothing a peer sends can throw out of here.
// Over 600 lines on purpose (issue 39 item 7): it is the hub its parts report to (HostSequencer,
// Follower, CatchUp, PeerTalk, CardDuty, AnswerOrder, Witness); most methods are their short
// callbacks or one-line signals for the room, and a second file would only move the wiring. What has
// rules of its own lives beside it (refusal.ts, abandonRule.ts, notes.ts, presenceCall.ts).
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { Action, View } from '../../engine/types.js';
import { bytesEqual, toHex } from '../../protocol/bytes.js';
import { encodeActionBody } from '../../protocol/bodies.js';
import { encodeEntry, signingMessage, unsignedBytes } from '../../protocol/entry.js';
import type { SignMessage, VerifySignature } from '../../protocol/signatures.js';
import { nobleSign } from '../../protocol/nobleSign.js';
import { acceleratedVerify } from '../../protocol/acceleratedVerify.js';
import { logToJson } from '../../protocol/logFile.js';
import { hostProofToJson, hostProofs } from '../log/misconduct.js';
import { keepCall, keepProofs, restoreNotes } from './notes.js';
import type { PresenceCall } from './presenceCall.js';
import type { Clock } from '../../net/clock.js';
import type { PeerId, Transport } from '../../net/transport.js';
import { CARD_TIMEOUT_MS, CardDuty, type ClaimNotice } from '../cards/cardDuty.js';
import { CatchUp } from './catchUp.js';
import { Follower } from './follower.js';
import { HeadWatch, type ForkEvidence } from './headWatch.js';
import { HostSequencer } from './hostSequencer.js';
import { Witness } from './witness.js';
import type { PlayerIdentity } from '../room/identity.js';
import { TOO_LATE, encodeMessage, tooLate, type Message } from './messages.js';
import type { PendingDraw } from './pendingDraw.js';
import { PeerTalk } from './peerTalk.js';
import { GameReplay, type Verdict } from '../log/replay.js';
import { replayStored } from './storedLog.js';
import { sameAction } from '../log/proxyRule.js';
import { abandonRefusal } from '../log/abandonRule.js';
import type { ReplicaOptions, Rejection } from './replicaOptions.js';
import type { EntryStore } from '../log/entryStore.js';
import { AnswerOrder, writersNow } from './answerOrder.js';

export type { ReplicaOptions, Rejection } from './replicaOptions.js';

const MAX_LISTED = 100;
/** Moves that answer another player's offer (lostRace). */
const ANSWERS = new Set(['acceptTrade', 'counterTrade']);

/** An entry of ours on its way to the host; `action` when it is a move (signed again if it loses its position). */
interface Submission {
  seq: number;
  bytes: Uint8Array;
  action?: Action;
}

export class Replica {
  readonly isHost: boolean;
  readonly participant: number;
  readonly identity: PlayerIdentity;
  readonly clock: Clock;
  readonly sign: SignMessage;
  private readonly cardDuty: CardDuty | null;
  readonly revealTimeoutMs: number;
  readonly proxyAfterMs: number;
  readonly heads: HeadWatch;
  readonly store: EntryStore;

  /** Bumped on every accepted entry; everything below derives from it. */
  readonly version = signal(0);
  readonly head = signal<{ seq: number; hash: string }>({ seq: -1, hash: '' });
  readonly pendingDraw = signal<PendingDraw | null>(null);
  readonly finished = signal(false);
  /** The winning engine seat, once there is one. */
  readonly winner = signal<number | null>(null);
  readonly fork = signal<ForkEvidence | null>(null);
  readonly rejections = signal<Rejection[]>([]);
  /** The latest overdue claim another participant signed about us (the page words it, claimWords.ts), else null. */
  readonly claimNotice = signal<ClaimNotice | null>(null);
  /** The same in English (the room's status line, the log). */
  readonly claimedOverdue = computed(() => this.claimNotice.value?.text ?? null);
  /** Why the last save failed, while entries wait to be saved again (a reload would lose them), else null. */
  readonly saveProblem = signal<string | null>(null);
  readonly warnings = signal<string[]>([]);
  /**
   * False while a reopened replica may show a stale state: a host until its catch-up is done, a guest
   * until the host's signed head says it holds everything the host has. The table says "catching up".
   */
  readonly caughtUp = signal(true);
  readonly view: ReadonlySignal<View | null>;
  readonly myTurn: ReadonlySignal<boolean>;

  private current: GameReplay;
  private readonly transport: Transport;
  readonly verify: VerifySignature;
  readonly witness: Witness;
  readonly hostPeer: PeerId;
  private readonly talk: PeerTalk;
  private readonly tickMs: number;
  readonly sequencer: HostSequencer | null;
  readonly follower: Follower;
  private catching: CatchUp | null = null;
  private readonly logLine: (line: string) => void;
  private readonly listeners = new Set<() => void>();
  private queue: Promise<void> = Promise.resolve();
  /** Our entry on its way to the host. */
  private submission: Submission | null = null;
  /** The position at which the host last refused a move of ours that is legal there (warned once). */
  private refusedAt = -1;
  /** With `answerSlotMs`: players asked at once answer in seat order (answerOrder.ts). */
  private readonly answers: AnswerOrder | null;
  private closed = false;
  private genesisChecked = false;
  /** The first accepted entry not yet saved (a save failed): saved again every tick, in order. */
  private unsavedFrom: number | null = null;
  private cancelTick: (() => void) | null = null;
  private stopTalking: (() => void) | null = null;

  private constructor(private readonly options: ReplicaOptions) {
    this.transport = options.transport;
    this.store = options.store;
    this.clock = options.clock;
    this.verify = options.verify ?? acceleratedVerify;
    this.sign = options.sign ?? nobleSign;
    this.hostPeer = options.hostPeer;
    this.tickMs = options.tickMs ?? 250;
    this.revealTimeoutMs = options.revealTimeoutMs ?? 5000;
    this.proxyAfterMs = options.proxyAfterMs ?? 60_000;
    this.logLine = options.log ?? (() => {});
    this.isHost = options.transport.self === options.hostPeer;
    this.participant = options.participant ?? -1;
    this.identity = options.identity as PlayerIdentity;
    this.cardDuty = options.identity ? new CardDuty(options.identity.keyPair.secretKey.slice(0, 32), options.cardRandom) : null;
    this.current = new GameReplay(options.engine, this.verify);
    this.heads = new HeadWatch(
      () => this.current,
      this.verify,
      () => this.current.genesis?.gameId ?? '',
      this.participant,
    );
    this.sequencer = this.isHost && options.identity ? new HostSequencer(this) : null;
    this.witness = new Witness(this);
    this.talk = new PeerTalk(options.transport, this);
    this.follower = new Follower(this);
    this.answers = options.answerSlotMs ? new AnswerOrder(this.answerHost(), options.answerSlotMs) : null;
    this.view = computed(() => {
      this.version.value;
      return this.replay.view(this.mySeat ?? undefined);
    });
    this.myTurn = computed(() => {
      this.version.value;
      return this.participant >= 0 && this.replay.mayAct(this.participant);
    });
    const keptProofs = new Set<string>();
    this.fork.subscribe((fork) => void keepProofs(this.store, fork, keptProofs).catch((e) => this.warn(`could not save the proof: ${(e as Error).message}`)));
  }

  /** Open a replica: replay whatever the store holds, then join the network. */
  static async open(options: ReplicaOptions): Promise<Replica> {
    const r = new Replica(options);
    const stored = await options.store.load();
    const { replay, damage } = replayStored(options.engine, r.verify, stored);
    r.current = replay;
    if (damage) r.warn(`stored log is damaged, stopping at it: ${damage}`);
    // a damaged entry and whatever follows it are dropped from the store, so the next save fits (the
    // peers send them again); left there, every later save was refused
    if (stored.length > r.replay.nextSeq) await options.store.truncate(r.replay.nextSeq);
    const notes = restoreNotes(await options.store.loadNotes(), r.replay, r.verify);
    if (notes.fork) r.fork.value = notes.fork; // halted again, on the proof it kept
    if (notes.call) r.sequencer?.recall(notes.call);
    if (r.replay.nextSeq === 0 && options.genesis) {
      const verdict = await r.acceptAndPersist(options.genesis);
      if (!verdict.ok) throw new Error(`cannot open the game: ${verdict.reason}`);
      if (r.sequencer) r.sequencer.ready = true; // a new game: nobody holds anything else yet
    } else if (r.sequencer) {
      r.catching = new CatchUp(r, options.catchUpMs ?? 10_000); // an existing log: first learn what the guests hold
      r.caughtUp.value = false;
    } else if (r.replay.nextSeq > 0) r.caughtUp.value = false; // a guest reopening its log
    r.refresh();
    r.stopTalking = r.talk.start();
    r.scheduleTick(0);
    r.enqueue(() => r.advanced());
    return r;
  }

  /** The log and the game state (replaced as a whole when a takeover replaces our tail). */
  get replay(): GameReplay {
    return this.current;
  }

  get mySeat(): number | null {
    return this.participant >= 0 && this.replay.game ? (this.replay.seatOf[this.participant] ?? null) : null;
  }

  /** True while our last submission waits for the host's answer at the current position. */
  get awaitingSubmission(): boolean {
    return (this.submission !== null && this.submission.seq === this.replay.nextSeq) || !!this.answers?.holding;
  }

  get halted(): boolean {
    return this.closed || this.fork.value !== null;
  }

  legalActions(): Action[] {
    return this.participant >= 0 && !this.halted ? this.replay.legalActions(this.participant) : [];
  }

  /** The signed log this replica holds, as a `hexknights-log/1` file (what `verify` reads), with the proof it halted on, if any. */
  logFile(): string {
    return JSON.stringify(logToJson([...this.replay.entries], hostProofs(this.fork.value).map(hostProofToJson)));
  }

  /** Host: keep our presence call before it goes out (notes.ts). */
  keepCall(call: PresenceCall): Promise<void> {
    return keepCall(this.store, call);
  }

  /** Called after every change (accepted entry, rejection); returns an unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sign `action` onto the current head and submit it. The outcome arrives as a change or a rejection. */
  act(action: Action): boolean {
    // A host still catching up keeps its own submission and sequences it once ready (tick()).
    if (this.halted || this.participant < 0) return false;
    if (!this.replay.mayAct(this.participant)) {
      this.rejected(this.replay.nextSeq, 'not your turn to act', 'self');
      return false;
    }
    if (this.showsOlderPosition() && !this.replay.legalActions(this.participant).some((a) => sameAction(a, action))) {
      this.rejected(this.replay.nextSeq, `the game moved on while this was chosen: ${action.type} is not possible at entry ${this.replay.nextSeq}`, 'self');
      return false;
    }
    if (
      this.options.answerMoves !== false &&
      this.answers?.hold({ what: action.type, fits: () => this.fits(action), send: () => void this.signAndSubmit(action), again: true })
    )
      return true;
    return this.signAndSubmit(action);
  }

  private fits(action: Action): boolean {
    return !this.halted && this.replay.mayAct(this.participant) && this.replay.legalActions(this.participant).some((a) => sameAction(a, action));
  }

  private signAndSubmit(action: Action): boolean {
    // a victory card the log just opened to us is revealed before any move (the soak's seeds 1048, 1079)
    const reveal = this.cardDuty?.victoryReveal(this.replay, this.participant);
    if (reveal && !sameAction(reveal, action)) {
      this.rejected(this.replay.nextSeq, `your ${String(reveal.card)} is revealed first: a victory point card is shown as soon as it is known`, 'self');
      return false;
    }
    let body: Uint8Array;
    try {
      body = this.cardDuty ? this.cardDuty.actionBody(this.replay, this.participant, action) : encodeActionBody(action);
    } catch (e) {
      this.rejected(this.replay.nextSeq, `cannot encode action: ${(e as Error).message}`, 'self');
      return false;
    }
    this.submit(body, action);
    return true;
  }

  private answerHost() {
    return {
      clock: this.clock,
      nextSeq: () => this.replay.nextSeq,
      queue: () => ({ me: this.participant, queue: writersNow(this.replay) }),
      dropped: (reason: string) => (this.logLine(`choosing again: ${reason}`), this.notify()),
    };
  }

  /**
   * The log holds an entry our signals do not show yet (accepted, still being persisted): a caller
   * may have chosen from the list of the position before, and signed onto this one it would come
   * back refused as illegal, reading like a divergence (tests/session/staleAct.test.ts).
   */
  private showsOlderPosition(): boolean {
    return this.head.value.seq !== this.replay.nextSeq - 1;
  }

  /** Card messages are nobody's move: they go out whenever the card duty owes one (cardDuty.ts). */
  submitCardBody(body: Uint8Array): void {
    if (this.halted || this.participant < 0) return;
    // in the queue too; when its turn comes the duty recomputes what is owed and posts that
    if (this.answers?.hold({ what: 'a card message', fits: () => !this.halted, send: () => this.cardDuty?.run(this), again: false })) return;
    this.submit(body);
  }

  /** As a Master Merchant's player: the hand it looks at, by kind (`sealed`: tokens whose keys are still on their way), or null. */
  lookedHand(): { participant: number; cards: Record<string, number>; sealed: number } | null {
    return this.cardDuty ? this.cardDuty.lookedHand(this.replay, this.participant) : null;
  }

  /** The cards this participant has learnt among `tokens` (its hand, or the hand a Spy looks at). */
  knownCards(tokens: readonly number[]): Map<number, string> {
    return this.cardDuty ? this.cardDuty.known(this.replay, this.participant, tokens) : new Map();
  }

  private submit(body: Uint8Array, action?: Action): void {
    const unsigned = { seq: this.replay.nextSeq, prev: this.replay.head, author: this.participant, kind: 'action' as const, body };
    const sig = this.sign(signingMessage(unsignedBytes(unsigned)), this.identity.keyPair.secretKey);
    const bytes = encodeEntry({ ...unsigned, sig });
    this.submission = { seq: unsigned.seq, bytes, action };
    if (this.sequencer) {
      this.enqueue(() => this.submitOwn());
    } else {
      this.send(this.hostPeer, { type: 'submit', bytes });
    }
  }

  /** The peers linked to us that proved they are participants of this game (chat and rematch go only to them). */
  participantPeers(): PeerId[] {
    return this.closed ? [] : this.talk.participantPeers();
  }

  /** The participants linked to us now, each proven: the page (NetRoom) shows a host's guest gone the moment its link drops. */
  linkedParticipants(): number[] {
    return this.closed ? [] : this.talk.linkedParticipants();
  }

  /** Call `listener` whenever a peer proves it is a participant; returns the unsubscribe function. */
  onParticipantLinked(listener: (peer: PeerId) => void): () => void {
    return this.talk.onLinked(listener);
  }

  /** How long past the game's turn limit participant p is on our clock (witness.ts), or null. */
  overdueBy(p: number): number | null {
    return this.witness.overdueBy(p);
  }

  mayClaimOverdue(who: number, seq: number): boolean {
    return this.witness.mayClaimOverdue(who, seq, CARD_TIMEOUT_MS);
  }

  /**
   * Host at a table of two with a turn limit: the guest the game has waited for past the limit on our
   * own clock, whom we may end the game for as abandoned (abandonRule.ts), or null.
   */
  abandonable(): number | null {
    if (!this.sequencer?.ready || this.halted || this.replay.participants !== 2) return null;
    const guest = 1 - this.participant;
    const waited = this.witness.waitedPastLimit(guest);
    return waited !== null && waited >= 0 && abandonRefusal(this.replay, this.participant, { for: guest }) === null ? guest : null;
  }

  /** Host: end the game as abandoned (signed, no winner), if abandonable() allows it now. */
  abandon(): boolean {
    const guest = this.abandonable();
    if (guest === null) return false;
    void this.enqueue(async () => void (this.abandonable() === guest && (await this.sequencer!.abandon(guest))));
    return true;
  }

  /** The seq of the newest signed head we hold from `participant` (-1 if none): what it has acknowledged. */
  headSeq(participant: number): number {
    return this.heads.seqOf(participant);
  }

  /** Host: let a spectator's peer follow the game (public entries and heads only; it can never act). */
  admitWatcher(peer: PeerId): void {
    if (this.isHost) this.talk.watcher(peer, true);
  }

  dismissWatcher(peer: PeerId): void {
    this.talk.watcher(peer, false);
  }

  /** The host's own pending submission, sequenced once the sequencer is ready (kept until then). */
  private async submitOwn(): Promise<void> {
    const submission = this.submission;
    if (!submission || !this.sequencer || this.sequencer.holding) return;
    this.submission = null;
    // dropped if the log moved on while we caught up (advanced() has signed it again if it still fits)
    if (submission.seq === this.replay.nextSeq) await this.sequencer.submit(submission.bytes, this.transport.self, true);
  }

  /** Wait until everything received so far has been processed (tests and simulations). */
  idle(): Promise<void> {
    return this.queue;
  }

  /** Stop for good (a crash, a closed tab): timers off, transport closed. Reopen from the store. */
  close(): void {
    this.closed = true;
    this.answers?.close();
    this.cancelTick?.();
    this.stopTalking?.();
    this.transport.close();
  }

  // ---- used by HostSequencer, Follower, CatchUp, PeerTalk ----

  async acceptAndPersist(bytes: Uint8Array): Promise<Verdict> {
    const verdict = this.replay.accept(bytes);
    if (verdict.ok) {
      this.witness.heard(verdict.entry.author);
      if (this.unsavedFrom === null) await this.save(verdict.entry.seq);
    }
    return verdict;
  }

  /** True while accepted entries wait to be saved: our head is not gossiped (it is not durable). */
  get unsaved(): boolean {
    return this.unsavedFrom !== null;
  }

  /**
   * Save accepted entries from `from` on, in order. A failed save is never silent: the player is told
   * (saveProblem, shown by the room), the replica stops acknowledging its head, and every tick tries again.
   */
  private async save(from: number): Promise<void> {
    let seq = from;
    try {
      for (; seq < this.replay.nextSeq; seq++) await this.store.append(seq, this.replay.entryAt(seq)!);
    } catch (e) {
      if (this.unsavedFrom === null) this.warn(`saving entry ${seq} failed: ${(e as Error).message}; trying again`);
      this.unsavedFrom = seq;
      this.saveProblem.value = `This game is not being saved (${(e as Error).message}): a reload now would lose moves. Trying again…`;
      return;
    }
    if (this.unsavedFrom !== null) this.logLine(`saved again up to entry ${seq - 1}`);
    this.unsavedFrom = null;
    this.saveProblem.value = null;
  }

  /** A new host's catch-up, while it lasts (catchUp.ts). */
  get catchUp(): CatchUp | null {
    return this.catching;
  }

  get waitingSubmission(): { seq: number; bytes: Uint8Array } | null {
    return this.awaitingSubmission ? this.submission : null;
  }

  refused(seq: number, reason: string, from: PeerId): void {
    if (this.submission?.seq !== seq) return;
    // the entry that took the move's position is on its way: advanced() signs the move again after it
    if (this.submission.action && reason.startsWith(TOO_LATE)) return;
    // A move our replay holds legal here is not forgotten: it stays pending and goes to every peer, so
    // nobody (we included) signs us idle while the host refuses it (refusal.ts: its signed refusal is a proof).
    if (this.submission.action && seq === this.replay.nextSeq && this.fits(this.submission.action)) {
      if (this.refusedAt !== seq)
        this.warn(`the host refused our legal move ${this.submission.action.type} at entry ${seq} (${reason}): kept, and sent to every player`);
      this.refusedAt = seq;
      return;
    }
    this.submission = null;
    this.rejected(seq, reason, from);
  }

  /** To every peer that proved a genesis key (and a guest's host): outsiders get nothing. */
  broadcast(message: Message): void {
    this.talk.broadcast(message);
  }

  announce(seq: number, hash: Uint8Array): void {
    this.talk.announce(seq, hash);
  }

  send(peer: PeerId, message: Message): void {
    this.transport.send(peer, encodeMessage(message));
  }

  log(line: string): void {
    this.logLine(line);
  }

  rejected(seq: number, reason: string, from: string): void {
    this.logLine(`rejected (from ${from}): ${reason}`);
    // A guest's submission our sequencer refused is the guest's to hear (REJECT), not our player's:
    // listed here it settled our own move at that seq as refused (sessionTable.ts, bot.ts).
    if (this.isHost && from !== 'self' && from !== this.transport.self) return;
    this.rejections.value = [...this.rejections.value.slice(-MAX_LISTED + 1), { seq, reason, from }];
    this.notify();
  }

  warn(text: string): void {
    this.logLine(`warning: ${text}`);
    this.warnings.value = [...this.warnings.value.slice(-MAX_LISTED + 1), text];
  }

  /** After any accepted entry: update signals, reveal if a draw waits, check heads, tell listeners. */
  advanced(): void {
    this.checkGenesisListsMe();
    this.refresh();
    this.talk.entryAccepted();
    const passed = this.submission && this.replay.nextSeq > this.submission.seq ? this.submission : null;
    if (passed) this.submission = null;
    this.answers?.moved();
    this.forked(this.heads.recheck());
    if (this.sequencer) void this.enqueue(() => this.sequencer!.advanced());
    this.cardDuty?.run(this);
    this.noticeClaim();
    if (passed) this.lostRace(passed); // after the card duty: what it owes first (a victory card's reveal) goes first
    this.notify();
  }

  /** An overdue claim about us just landed: tell the player, with who signed it and what for. */
  private noticeClaim(): void {
    if (this.participant < 0 || !this.replay.cards) return;
    const last = this.replay.entryAt(this.replay.nextSeq - 1)!;
    if (last[2] === this.participant) this.claimNotice.value = null; // we signed something since: it is paid or moving (byte 2: author)
    const discarding = this.replay.cards.privateMoves?.absentHands?.needsSealed(this.participant) === true;
    const claim = CardDuty.claimAbout(last, this.participant, this.replay.participants, discarding);
    if (!claim) return;
    this.warn(claim.text);
    this.claimNotice.value = claim;
  }

  /**
   * The log passed our submission. If another entry took its position (players asked at once, a card
   * message, a click beside a bot's answer), a move that still fits is signed onto the next position
   * as the player chose it; one that does not, or must wait for what the card duty owes, is refused.
   */
  private lostRace(lost: Submission): void {
    const landed = this.replay.entryAt(lost.seq);
    if (!lost.action || (landed && bytesEqual(landed, lost.bytes))) return;
    // one entry in between at most: the choice was made against the position just before this one. An
    // answer to an offer is never signed again: the entry in between may be a new offer, other terms.
    if (this.replay.nextSeq === lost.seq + 1 && !ANSWERS.has(lost.action.type) && !this.awaitingSubmission && this.fits(lost.action)) {
      this.logLine(`${TOO_LATE} ${lost.seq}: ${lost.action.type} signed again onto entry ${this.replay.nextSeq}`);
      this.signAndSubmit(lost.action);
    } else this.rejected(lost.seq, tooLate(lost.seq, this.replay.nextSeq), 'self');
  }

  /** A takeover replaced our tail from entry `from` on: `replay` holds the new log. */
  replaced(replay: GameReplay, from: number): void {
    this.current = replay;
    this.heads.truncated(from);
    this.talk.replaced();
    if (this.submission && this.submission.seq >= from) this.submission = null;
  }

  forked(evidence: ForkEvidence | null): void {
    if (!evidence || this.fork.value) return;
    this.fork.value = evidence;
    const other = evidence.head === undefined ? 'an entry from the host' : `participant ${evidence.head}'s signed head`;
    const who =
      evidence.participant === null
        ? `${other} disagrees with our log (no signature shows who made the other history)`
        : `participant ${evidence.participant} signed a different history`;
    this.warn(`equivocation at seq ${evidence.seq}: ${who}; replica halted`);
    this.notify();
  }

  enqueue(task: () => Promise<void> | void): Promise<void> {
    this.queue = this.queue.then(async () => {
      if (this.closed) return;
      try {
        await task();
      } catch (e) {
        this.warn(`internal error: ${(e as Error).stack ?? e}`);
      }
    });
    return this.queue;
  }

  /** A host that seats someone else under my index (or drops me) must not get my moves or reveals. */
  private checkGenesisListsMe(): void {
    if (this.genesisChecked || !this.replay.genesis || this.participant < 0) return;
    this.genesisChecked = true;
    const listed = this.replay.publicKeyOf(this.participant);
    if (!listed || !bytesEqual(listed, this.identity.keyPair.publicKey)) {
      this.warn(`the genesis entry does not list my key as participant ${this.participant}; replica halted`);
      this.close();
    }
  }

  private refresh(): void {
    batch(() => {
      const seq = this.replay.nextSeq - 1;
      this.head.value = { seq, hash: seq >= 0 ? toHex(this.replay.head) : '' };
      this.pendingDraw.value = this.replay.pendingDraw();
      this.finished.value = this.replay.finished;
      this.winner.value = this.replay.winnerSeat();
      this.version.value++;
    });
  }

  private notify(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (e) {
        this.warn(`listener failed: ${(e as Error).message}`);
      }
    }
  }

  private scheduleTick(delay: number): void {
    if (this.closed) return;
    this.cancelTick = this.clock.setTimer(delay, () => {
      void this.enqueue(() => this.tick());
      this.scheduleTick(this.tickMs);
    });
  }

  /** Periodic repair over a lossy network: gossip, owed card messages, catch-up, the host's duties. */
  private tick(): void {
    if (this.unsavedFrom !== null) void this.enqueue(() => this.save(this.unsavedFrom!));
    this.talk.gossip();
    this.cardDuty?.run(this); // a card message owed to me may be overdue by now (cardDuty.ts)
    if (this.catching && !this.catching.done && this.catching.tick()) {
      this.logLine(`caught up at entry ${this.replay.nextSeq - 1}: sequencing`);
      this.caughtUp.value = true;
      void this.enqueue(() => this.sequencer!.start());
    }
    if (this.isHost) {
      if (this.submission) void this.enqueue(() => this.submitOwn()); // made while catching up
      return this.sequencer?.tick();
    }
    this.talk.repair();
  }
}
