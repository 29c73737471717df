// A replica of one game: it owns the log, feeds the engine through GameReplay, persists every accepted
// entry before acknowledging it, talks to the other replicas through a Transport, and exposes the game
// as signals for the UI. The host's replica also sequences (HostSequencer), after catching up with the
// guests when it opens on an existing log (CatchUp); guests take entries through a Follower, which
// also lets a takeover replace a tail nobody acknowledged; every replica gossips signed heads
// (HeadWatch) so an equivocating host is caught. Bad input is logged and dropped; nothing a peer
// sends can throw out of here.
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import type { Action, View } from '../../engine/types.js';
import { bytesEqual, toHex } from '../../protocol/bytes.js';
import { encodeActionBody } from '../../protocol/bodies.js';
import { encodeEntry, signingMessage, unsignedBytes } from '../../protocol/entry.js';
import { naclSign, type SignMessage, type VerifySignature } from '../../protocol/signatures.js';
import { referenceVerify } from '../../protocol/canonicalSignature.js';
import { logToJson } from '../../protocol/logFile.js';
import type { Clock } from '../../net/clock.js';
import type { PeerId, Transport } from '../../net/transport.js';
import { CardDuty } from '../cards/cardDuty.js';
import { CatchUp } from './catchUp.js';
import { Follower } from './follower.js';
import { HeadWatch, type ForkEvidence } from './headWatch.js';
import { HostSequencer } from './hostSequencer.js';
import { Witness } from './witness.js';
import { Links } from './links.js';
import { checkProof, EquivocationWatch, sequencedMessage, type EquivocationProof } from './equivocation.js';
import type { PlayerIdentity } from '../room/identity.js';
import { decodeMessage, encodeMessage, headMessage, type Message } from './messages.js';
import type { PendingDraw } from './pendingDraw.js';
import { GameReplay, type Verdict } from '../log/replay.js';
import { sameAction } from '../log/proxyRule.js';
import type { ReplicaOptions, Rejection } from './replicaOptions.js';
import type { EntryStore } from '../log/entryStore.js';

export type { ReplicaOptions, Rejection } from './replicaOptions.js';

const MAX_LISTED = 100;
const SYNC_BATCH = 64;

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
  readonly warnings = signal<string[]>([]);
  readonly view: ReadonlySignal<View | null>;
  readonly myTurn: ReadonlySignal<boolean>;

  private current: GameReplay;
  private readonly transport: Transport;
  readonly verify: VerifySignature;
  readonly witness: Witness;
  private readonly links: Links;
  private readonly equivocation: EquivocationWatch;
  private readonly hostPeer: PeerId;
  private readonly tickMs: number;
  private readonly sequencer: HostSequencer | null;
  private readonly follower: Follower;
  private catchUp: CatchUp | null = null;
  /** A presence draw the host asked us to reveal for. */
  private presenceCall = 0;
  private readonly logLine: (line: string) => void;
  private readonly listeners = new Set<() => void>();
  private queue: Promise<void> = Promise.resolve();
  private submission: { seq: number; bytes: Uint8Array } | null = null;
  private signedHead: { seq: number; sig: Uint8Array } | null = null;
  private closed = false;
  private genesisChecked = false;
  private cancelTick: (() => void) | null = null;
  private unsubscribe: (() => void) | null = null;
  private unsubscribePeers: (() => void) | null = null;
  /** Per participant, the newest head seq we passed on. */
  private readonly relayedHeads = new Map<number, number>();

  private constructor(private readonly options: ReplicaOptions) {
    this.transport = options.transport;
    this.store = options.store;
    this.clock = options.clock;
    this.verify = options.verify ?? referenceVerify;
    this.sign = options.sign ?? naclSign;
    this.hostPeer = options.hostPeer;
    this.tickMs = options.tickMs ?? 250;
    this.revealTimeoutMs = options.revealTimeoutMs ?? 5000;
    this.proxyAfterMs = options.proxyAfterMs ?? 60_000;
    this.logLine = options.log ?? (() => {});
    this.isHost = options.transport.self === options.hostPeer;
    this.participant = options.participant ?? -1;
    this.identity = options.identity as PlayerIdentity;
    this.cardDuty = options.identity ? new CardDuty(options.identity.keyPair.secretKey.slice(0, 32)) : null;
    this.current = new GameReplay(options.engine, this.verify);
    this.heads = new HeadWatch(() => this.current, this.verify, () => this.current.genesis?.gameId ?? '', this.participant);
    this.sequencer = this.isHost && options.identity ? new HostSequencer(this) : null;
    this.witness = new Witness(this);
    this.equivocation = new EquivocationWatch(() => this.current, this.verify);
    const replica = this;
    const admission = {
      get replay() {
        return replica.replay;
      },
      participant: this.participant,
      sign: this.sign,
      verify: this.verify,
      secretKey: options.identity?.keyPair.secretKey ?? null,
      self: options.transport.self,
    };
    this.links = new Links(options.transport, this.isHost ? null : options.hostPeer, admission, this.logLine);
    this.follower = new Follower(this);
    this.view = computed(() => {
      this.version.value;
      return this.replay.view(this.mySeat ?? undefined);
    });
    this.myTurn = computed(() => {
      this.version.value;
      return this.participant >= 0 && this.replay.mayAct(this.participant);
    });
  }

  /** Open a replica: replay whatever the store holds, then join the network. */
  static async open(options: ReplicaOptions): Promise<Replica> {
    const r = new Replica(options);
    for (const bytes of await options.store.load()) {
      const verdict = r.replay.accept(bytes);
      if (!verdict.ok) {
        r.warn(`stored log is damaged, stopping at it: ${verdict.reason}`);
        break;
      }
    }
    if (r.replay.nextSeq === 0 && options.genesis) {
      const verdict = await r.acceptAndPersist(options.genesis);
      if (!verdict.ok) throw new Error(`cannot open the game: ${verdict.reason}`);
      if (r.sequencer) r.sequencer.ready = true; // a new game: nobody holds anything else yet
    } else if (r.sequencer) {
      r.catchUp = new CatchUp(r, options.catchUpMs ?? 10_000); // an existing log: first learn what the guests hold
    }
    r.refresh();
    r.unsubscribe = options.transport.onMessage((from, data) => r.enqueue(() => r.receive(from, data)));
    r.unsubscribePeers = r.links.start();
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
    return this.submission !== null && this.submission.seq === this.replay.nextSeq;
  }

  get halted(): boolean {
    return this.closed || this.fork.value !== null;
  }

  legalActions(): Action[] {
    return this.participant >= 0 && !this.halted ? this.replay.legalActions(this.participant) : [];
  }

  /** The signed log this replica holds, as a `hexknights-log/1` file (what `verify` reads). */
  logFile(): string {
    return JSON.stringify(logToJson([...this.replay.entries]));
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
    let body: Uint8Array;
    try {
      body = this.cardDuty ? this.cardDuty.actionBody(this.replay, this.participant, action) : encodeActionBody(action);
    } catch (e) {
      this.rejected(this.replay.nextSeq, `cannot encode action: ${(e as Error).message}`, 'self');
      return false;
    }
    this.submit(body);
    return true;
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
    this.submit(body);
  }

  /** The cards this participant has learnt among `tokens` (its hand, or the hand a Spy looks at). */
  knownCards(tokens: readonly number[]): Map<number, string> {
    return this.cardDuty ? this.cardDuty.known(this.replay, this.participant, tokens) : new Map();
  }

  private submit(body: Uint8Array): void {
    const unsigned = { seq: this.replay.nextSeq, prev: this.replay.head, author: this.participant, kind: 'action' as const, body };
    const sig = this.sign(signingMessage(unsignedBytes(unsigned)), this.identity.keyPair.secretKey);
    const bytes = encodeEntry({ ...unsigned, sig });
    this.submission = { seq: unsigned.seq, bytes };
    if (this.sequencer) {
      this.enqueue(() => this.submitOwn());
    } else {
      this.send(this.hostPeer, { type: 'submit', bytes });
    }
  }

  /** The host's own pending submission, sequenced once the sequencer is ready (kept until then). */
  private async submitOwn(): Promise<void> {
    const submission = this.submission;
    if (!submission || !this.sequencer?.ready) return;
    if (submission.seq !== this.replay.nextSeq) {
      this.submission = null; // the log moved on while we caught up: it no longer fits
      return;
    }
    this.submission = null;
    await this.sequencer.submit(submission.bytes, this.transport.self, true);
  }

  /** Wait until everything received so far has been processed (tests and simulations). */
  idle(): Promise<void> {
    return this.queue;
  }

  /** Stop for good (a crash, a closed tab): timers off, transport closed. Reopen from the store. */
  close(): void {
    this.closed = true;
    this.cancelTick?.();
    this.unsubscribe?.();
    this.unsubscribePeers?.();
    this.transport.close();
  }

  // ---- used by HostSequencer, Follower, CatchUp ----

  async acceptAndPersist(bytes: Uint8Array): Promise<Verdict> {
    const verdict = this.replay.accept(bytes);
    if (verdict.ok) {
      this.witness.heard(verdict.entry.author);
      await this.store.append(verdict.entry.seq, bytes);
    }
    return verdict;
  }

  /** To every peer that proved a genesis key (and a guest's host): outsiders get nothing. */
  broadcast(message: Message): void {
    this.links.broadcast(message);
  }

  announce(seq: number, hash: Uint8Array): void {
    const gameId = this.replay.genesis?.gameId;
    if (!gameId) return;
    const s = { seq, by: this.participant, hash, sig: this.sign(sequencedMessage(gameId, seq, hash), this.identity.keyPair.secretKey) };
    this.equivocation.observe(s);
    this.broadcast({ type: 'sequenced', ...s });
  }

  /** A checked proof that a participant signed two histories: halt, and make sure everyone sees it. */
  private proven(proof: EquivocationProof): void {
    if (this.fork.value?.proof) return;
    const { a, b } = proof;
    const evidence = { seq: a.seq, participant: a.by, mine: toHex(a.hash), theirs: toHex(b.hash), proof };
    if (this.fork.value) this.fork.value = evidence;
    else this.forked(evidence);
    this.warn(`participant ${a.by} signed two different logs at entry ${a.seq}: proof sent to everyone`);
    this.broadcast({ type: 'proof', a, b });
  }

  send(peer: PeerId, message: Message): void {
    this.transport.send(peer, encodeMessage(message));
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
    const pending = this.replay.pendingDraw();
    this.witness.observeDraw(pending?.draw ?? this.calledDraw());
    if (pending && !this.isHost) this.sendReveal(pending);
    if (this.submission && this.replay.nextSeq > this.submission.seq) this.submission = null;
    this.forked(this.heads.recheck());
    if (this.sequencer) void this.enqueue(() => this.sequencer!.advanced());
    this.cardDuty?.run(this);
    this.notify();
  }

  /** A takeover replaced our tail from entry `from` on: `replay` holds the new log. */
  replaced(replay: GameReplay, from: number): void {
    this.current = replay;
    this.heads.truncated(from);
    this.signedHead = null;
    if (this.submission && this.submission.seq >= from) this.submission = null;
  }

  forked(evidence: ForkEvidence | null): void {
    if (!evidence || this.fork.value) return;
    this.fork.value = evidence;
    this.warn(`equivocation: participant ${evidence.participant} holds a different entry at seq ${evidence.seq}; replica halted`);
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

  private async receive(from: PeerId, data: Uint8Array): Promise<void> {
    let message: Message;
    try {
      message = decodeMessage(data);
    } catch (e) {
      this.logLine(`dropped a malformed message from ${from}: ${(e as Error).message}`);
      return;
    }
    if (this.links.handle(from, message)) return;
    if (!this.links.admitted(from)) return; // not a participant (yet): nothing it says is heard
    if (this.fork.value && message.type !== 'head' && message.type !== 'sequenced' && message.type !== 'proof') return;
    switch (message.type) {
      case 'sequenced': {
        const { type: _, ...s } = message;
        const seen = this.equivocation.observe(s);
        if (seen === 'new') this.links.relay(from, message, message.by);
        else if (seen !== 'known') this.proven(seen);
        return;
      }
      case 'proof':
        if (checkProof(message, this.replay, this.verify)) this.proven(message);
        return;
      case 'challenge':
      case 'prove':
      case 'peers':
        return; // handled by the links above
      case 'entry':
        if (!this.isHost && from === this.hostPeer) await this.follower.receive(from, message.bytes, { strict: true, adopt: true });
        else if (this.catchUp && !this.catchUp.done) {
          await this.follower.receive(from, message.bytes, { strict: false, adopt: this.catchUp.adoptAllowed });
        }
        return;
      case 'submit':
        if (this.sequencer) await this.sequencer.submit(message.bytes, from, false);
        return;
      case 'reject':
        if (from === this.hostPeer && this.submission?.seq === message.seq) {
          this.submission = null;
          this.rejected(message.seq, message.reason, from);
        }
        return;
      case 'reveal':
        // Everyone keeps the reveals it sees (a witness who holds one never signs its owner silent),
        // and passes the first copy on, so the host cannot keep a reveal from the other witnesses.
        if (this.witness.reveal(message.participant, message.draw, message.reveal)) this.links.relay(from, message, message.participant);
        if (this.sequencer) await this.sequencer.reveal(message.participant, message.draw, message.reveal);
        return;
      case 'silence':
        if (this.sequencer) await this.sequencer.silent(message.seq, { for: message.for, by: message.by, sig: message.sig });
        return;
      case 'call':
        if (!this.isHost && from === this.hostPeer) {
          this.presenceCall = message.draw;
          this.witness.observeDraw(this.replay.pendingDraw()?.draw ?? this.calledDraw());
          this.answerCall();
        }
        return;
      case 'head': {
        const { participant, seq, hash, sig } = message;
        const result = this.heads.observe(participant, seq, hash, sig);
        if (result === 'early') return; // no genesis yet: nothing to check it against
        if (result === 'forged') return this.logLine(`dropped a head with a bad signature from ${from}`);
        // Pass each participant's newest head on (once, as it comes from its author), so a host in the
        // middle of a star of links cannot keep guests from comparing heads.
        if (this.links.fromAuthor(from, participant) && seq > (this.relayedHeads.get(participant) ?? -1)) {
          this.relayedHeads.set(participant, seq);
          this.links.relay(from, message, participant);
        }
        this.sequencer?.heard(participant);
        this.witness.heard(participant);
        this.catchUp?.head(participant, from, seq, hash);
        this.forked(result);
        return;
      }
      case 'sync':
        for (let seq = message.next; seq < Math.min(this.replay.nextSeq, message.next + SYNC_BATCH); seq++) {
          this.send(from, { type: 'entry', bytes: this.replay.entryAt(seq)! });
        }
        return;
    }
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

  /** A guest's reveal goes to every peer, not only the host: the other witnesses must see it too. */
  private sendReveal(pending: Pick<PendingDraw, 'draw'>): void {
    if (this.participant < 0 || pending.draw > this.identity.onion.length) return;
    const reveal = this.identity.onion.revealFor(pending.draw);
    this.witness.reveal(this.participant, pending.draw, reveal);
    this.broadcast({ type: 'reveal', participant: this.participant, draw: pending.draw, reveal });
  }


  /** The presence draw the host called, if it is still the next draw and the engine waits for none. */
  private calledDraw(): number | null {
    const replay = this.replay;
    return this.presenceCall === replay.draws + 1 && replay.game && !replay.pendingDraw() ? this.presenceCall : null;
  }

  private answerCall(): void {
    const draw = this.calledDraw();
    if (draw !== null) this.sendReveal({ draw });
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

  /** Periodic repair over a lossy network: re-announce the head, pull missing entries, resend. */
  private tick(): void {
    this.links.tick();
    this.broadcastHead();
    this.cardDuty?.run(this); // a card message owed to me may be overdue by now (cardDuty.ts)
    if (this.catchUp && !this.catchUp.done && this.catchUp.tick()) {
      this.logLine(`caught up at entry ${this.replay.nextSeq - 1}: sequencing`);
      void this.enqueue(() => this.sequencer!.start());
    }
    if (this.isHost) {
      if (this.submission) void this.enqueue(() => this.submitOwn()); // made while catching up
      return this.sequencer?.tick();
    }
    this.send(this.hostPeer, { type: 'sync', next: this.replay.nextSeq });
    const pending = this.replay.pendingDraw();
    if (pending) this.sendReveal(pending);
    else this.answerCall();
    this.witness.observeDraw(pending?.draw ?? this.calledDraw());
    for (const s of this.witness.statements()) {
      this.send(this.hostPeer, { type: 'silence', seq: this.replay.nextSeq, for: s.for, by: s.by, sig: s.sig });
    }
    if (this.submission && this.submission.seq === this.replay.nextSeq) {
      this.send(this.hostPeer, { type: 'submit', bytes: this.submission.bytes });
    }
  }

  private broadcastHead(): void {
    const seq = this.replay.nextSeq - 1;
    if (this.participant < 0 || seq < 0 || !this.replay.genesis) return;
    if (this.signedHead?.seq !== seq) {
      const message = headMessage(this.replay.genesis.gameId, this.participant, seq, this.replay.head);
      this.signedHead = { seq, sig: this.sign(message, this.identity.keyPair.secretKey) };
    }
    this.broadcast({ type: 'head', participant: this.participant, seq, hash: this.replay.head, sig: this.signedHead.sig });
  }
}
