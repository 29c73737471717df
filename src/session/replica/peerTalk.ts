// A replica's conversation with the other replicas. Each message that arrives is decoded at once, has
// its signatures checked ahead (the live verifier, while the replica's queue is still busy with earlier
// messages), and is then handed in turn to the part that deals with it: the links (admission), the
// follower (entries from the host), the sequencer (submissions, reveals, silence), the head watch and
// the equivocation watch. Every tick it repeats what a lossy network may have lost: its signed head,
// its reveal for an open draw, SYNC, its statements of silence and idleness and its pending submission.
// A guest also helps a fellow guest the host leaves behind: one whose signed head stays behind ours is
// sent the entries it lacks, which it takes from a guest only with the host's SEQUENCED statement for
// each (so no guest can put an entry of its own into another's log). A host that withholds the entry
// opening a draw from one guest therefore cannot get the others to sign that guest silent (they hear
// it, witness.ts) while it waits for the guest's reveal: it gets the reveal.
// Nothing a peer sends can throw out of here: bad input is logged and dropped.
import { toHex } from '../../protocol/bytes.js';
import type { SignMessage, VerifySignature } from '../../protocol/signatures.js';
import type { PeerId, Transport } from '../../net/transport.js';
import type { Clock } from '../../net/clock.js';
import type { PlayerIdentity } from '../room/identity.js';
import type { GameReplay } from '../log/replay.js';
import { termStart } from '../log/hostTerms.js';
import type { CatchUp } from './catchUp.js';
import { checkProof, EquivocationWatch, sequencedMessage, type EquivocationProof } from './equivocation.js';
import type { Follower } from './follower.js';
import type { ForkEvidence, HeadWatch } from './headWatch.js';
import type { HostSequencer } from './hostSequencer.js';
import { Links } from './links.js';
import { decodeMessage, headMessage, type Message } from './messages.js';
import { CallWatch, checkReorder, type ReorderProof } from './presenceCall.js';
import { refusedLegalMove, type RefusalProof } from './refusal.js';
import { decodeEntry, entryHash } from '../../protocol/entry.js';
import type { PendingDraw } from './pendingDraw.js';
import type { Witness } from './witness.js';

const SYNC_BATCH = 64;

/** What the conversation needs from its replica. */
export interface TalkHost {
  readonly replay: GameReplay;
  readonly isHost: boolean;
  readonly hostPeer: PeerId;
  readonly participant: number;
  readonly identity: PlayerIdentity;
  readonly clock: Clock;
  readonly sign: SignMessage;
  readonly verify: VerifySignature;
  /** How long a draw waits for a reveal before witnesses may sign it silent (also how long we hold back a call's answer). */
  readonly revealTimeoutMs: number;
  readonly heads: HeadWatch;
  readonly witness: Witness;
  readonly sequencer: HostSequencer | null;
  readonly follower: Follower;
  readonly catchUp: CatchUp | null;
  /** False while a reopened replica may show a stale state (replica.ts); a host's head can end that. */
  readonly caughtUp: { value: boolean };
  /** Set once halted on a fork: then only heads, SEQUENCED statements and proofs are still heard. */
  readonly fork: { value: ForkEvidence | null };
  /** Accepted entries wait to be saved: our head is not acknowledged until they are. */
  readonly unsaved: boolean;
  /** Our own submission, while it waits at the log's next position. */
  readonly waitingSubmission: { seq: number; bytes: Uint8Array } | null;
  /** The host refused our submission at `seq`. */
  refused(seq: number, reason: string, from: PeerId): void;
  forked(evidence: ForkEvidence | null): void;
  warn(text: string): void;
  log(line: string): void;
  enqueue(task: () => Promise<void> | void): Promise<void>;
}

export class PeerTalk {
  private readonly links: Links;
  private readonly equivocation: EquivocationWatch;
  /** A presence draw the host asked us to reveal for. */
  private presenceCall = 0;
  /** The called draw we have not answered because our own move waits, and since when. */
  private heldAnswer: { draw: number; since: number } | null = null;
  /** The presence draws our hosts called (signed): a draw on a called layer for another purpose is a proof. */
  private readonly calls: CallWatch;
  /** Per participant, the seq of its last head that was behind ours (sent the entries it lacks if it stays there). */
  private readonly behind = new Map<number, number>();
  /** Refusals already judged (by signature): the host repeats its answer every tick. */
  private readonly judgedRefusals = new Set<string>();
  /** Per participant, the last submission of its own it sent us (checked). */
  private readonly lastOffer = new Map<number, Uint8Array>();
  /** Our signed head, kept while the log stays at that seq (signing is the cost; gossip repeats it). */
  private signedHead: { seq: number; sig: Uint8Array } | null = null;
  /** Per participant, the newest head seq we passed on. */
  private readonly relayedHeads = new Map<number, number>();

  constructor(
    private readonly transport: Transport,
    private readonly host: TalkHost,
  ) {
    this.equivocation = new EquivocationWatch(() => host.replay, host.verify);
    this.calls = new CallWatch(() => host.replay, host.verify);
    const admission = {
      get replay() {
        return host.replay;
      },
      participant: host.participant,
      sign: host.sign,
      verify: host.verify,
      secretKey: host.identity?.keyPair.secretKey ?? null,
      self: transport.self,
      now: () => host.clock.now(),
    };
    this.links = new Links(transport, host.isHost ? null : host.hostPeer, admission, (line) => host.log(line));
  }

  /** Listen to the transport and open the links; returns the function that stops both. */
  start(): () => void {
    const offMessages = this.transport.onMessage((from, data) => this.arrived(from, data));
    const offLinks = this.links.start();
    return () => {
      offMessages();
      offLinks();
    };
  }

  /** Host: let a spectator's peer follow the game (public entries and heads only; it can never act), or forget it. */
  watcher(peer: PeerId, admitted: boolean): void {
    if (admitted) this.links.watch(peer);
    else this.links.unwatch(peer);
  }

  /** To every peer that proved a genesis key (and a guest's host): outsiders get nothing. */
  broadcast(message: Message): void {
    this.links.broadcast(message);
  }

  participantPeers(): PeerId[] {
    return this.links.participantPeers();
  }

  linkedParticipants(): number[] {
    return this.links.linkedParticipants();
  }

  onLinked(listener: (peer: PeerId) => void): () => void {
    return this.links.onLinked(listener);
  }

  /** Sign "entry seq has hash h" beside an entry we sequenced, and send it to everyone (equivocation.ts). */
  announce(seq: number, hash: Uint8Array): void {
    const gameId = this.host.replay.genesis?.gameId;
    if (!gameId) return;
    const term = termStart(this.host.replay, seq);
    const sig = this.host.sign(sequencedMessage(gameId, seq, hash, term), this.host.identity.keyPair.secretKey);
    const s = { seq, by: this.host.participant, term, hash, sig };
    this.equivocation.observe(s);
    this.broadcast({ type: 'sequenced', ...s });
  }

  /** After an accepted entry: note the draw it opens, and reveal for it if we are a guest. */
  entryAccepted(): void {
    const last = this.host.replay.entryAt(this.host.replay.nextSeq - 1);
    const proof = last && !this.host.isHost ? this.calls.against(last) : null;
    if (proof) return this.reordered(proof);
    const pending = this.host.replay.pendingDraw();
    this.host.witness.observeDraw(pending?.draw ?? this.calledDraw());
    this.host.witness.observeTurns();
    if (pending && !this.host.isHost) this.sendReveal(pending);
  }

  /** Our log was cut back: the head we signed is no longer ours. */
  replaced(): void {
    this.signedHead = null;
  }

  /** Every tick: challenge and share links again, and re-announce our head (messages get lost). */
  gossip(): void {
    this.links.tick();
    this.broadcastHead();
  }

  /** Every tick, a guest: pull missing entries, reveal again, send its statements, resend its submission. */
  repair(): void {
    const { replay, hostPeer, witness } = this.host;
    this.send(hostPeer, { type: 'sync', next: replay.nextSeq });
    const pending = replay.pendingDraw();
    if (pending) this.sendReveal(pending);
    else this.answerCall();
    witness.observeDraw(pending?.draw ?? this.calledDraw());
    for (const s of witness.statements()) {
      this.send(hostPeer, { type: 'silence', seq: replay.nextSeq, for: s.for, by: s.by, sig: s.sig });
    }
    for (const s of witness.idleStatements()) {
      this.send(hostPeer, { type: 'idle', seq: replay.nextSeq, for: s.for, by: s.by, sig: s.sig });
    }
    const submission = this.host.waitingSubmission;
    if (submission) {
      // to the host, and to the other participants: they see us trying, so a host that drops our
      // card messages cannot get them to sign us overdue (cardDuty.ts)
      this.send(hostPeer, { type: 'submit', bytes: submission.bytes });
      this.links.relay(hostPeer, { type: 'submit', bytes: submission.bytes }, this.host.participant);
    }
  }

  private send(peer: PeerId, message: Message): void {
    this.links.send(peer, message);
  }

  /** A message from a peer: decoded at once, and handled in turn. */
  private arrived(from: PeerId, data: Uint8Array): void {
    let message: Message;
    try {
      message = decodeMessage(data);
    } catch (e) {
      this.host.log(`dropped a malformed message from ${from}: ${(e as Error).message}`);
      return;
    }
    void this.host.enqueue(() => this.receive(from, message));
  }

  private async receive(from: PeerId, message: Message): Promise<void> {
    const host = this.host;
    if (this.links.handle(from, message)) return;
    // not a participant (yet): nothing it says is heard, except a watcher's request for entries
    if (!this.links.admitted(from) && !(message.type === 'sync' && this.links.isWatcher(from))) return;
    if (host.fork.value && message.type !== 'head' && message.type !== 'sequenced' && message.type !== 'proof' && message.type !== 'refused') return;
    switch (message.type) {
      case 'sequenced': {
        const { type: _, ...s } = message;
        const seen = this.equivocation.observe(s);
        if (seen === 'new') this.links.relay(from, message, message.by);
        else if (seen !== 'known') this.proven(seen);
        return;
      }
      case 'proof':
        if (checkProof(message, host.replay, host.verify)) this.proven(message);
        return;
      case 'challenge':
      case 'prove':
      case 'peers':
        return; // handled by the links above
      case 'entry':
        if (!host.isHost && from === host.hostPeer) await host.follower.receive(from, message.bytes, { strict: true, adopt: true });
        else if (host.catchUp && !host.catchUp.done) {
          await host.follower.receive(from, message.bytes, { strict: false, adopt: host.catchUp.adoptAllowed });
        } else if (!host.isHost && this.sequencedByHost(message.bytes)) {
          await host.follower.receive(from, message.bytes, { strict: false, adopt: false });
        }
        return;
      case 'submit':
        if (host.sequencer) await host.sequencer.submit(message.bytes, from, false);
        else this.offered(from, message.bytes);
        return;
      case 'reject': {
        if (from !== host.hostPeer) return;
        const waiting = host.waitingSubmission;
        if (message.refusal && waiting?.seq === message.seq) this.judgeRefusal({ refusal: message.refusal, entry: waiting.bytes });
        if (!host.fork.value) host.refused(message.seq, message.reason, from);
        return;
      }
      case 'refused':
        this.judgeRefusal(message);
        return;
      case 'reveal':
        // Everyone keeps the reveals it sees (a witness who holds one never signs its owner silent),
        // and passes the first copy on, so the host cannot keep a reveal from the other witnesses.
        if (host.witness.reveal(message.participant, message.draw, message.reveal)) this.links.relay(from, message, message.participant);
        if (host.sequencer) await host.sequencer.reveal(message.participant, message.draw, message.reveal);
        return;
      case 'silence':
        if (host.sequencer) await host.sequencer.silent(message.seq, { for: message.for, by: message.by, sig: message.sig });
        return;
      case 'idle':
        if (host.sequencer) await host.sequencer.idle(message.seq, { for: message.for, by: message.by, sig: message.sig });
        return;
      case 'call': {
        // from the host, or passed on by a guest: the host's signature is what counts
        if (host.isHost) return;
        const { answer, fresh, proof } = this.calls.observe({ by: message.by, draw: message.draw, term: message.term, sig: message.sig });
        if (proof) return this.reordered(proof);
        if (fresh) this.links.relay(from, message, message.by);
        if (!answer) return;
        this.presenceCall = message.draw;
        host.witness.observeDraw(host.replay.pendingDraw()?.draw ?? this.calledDraw());
        this.answerCall();
        return;
      }
      case 'reordered':
        if (checkReorder(message, host.replay, host.verify)) this.reordered(message);
        return;
      case 'head':
        return this.head(from, message);
      case 'sync':
        for (let seq = message.next; seq < Math.min(host.replay.nextSeq, message.next + SYNC_BATCH); seq++) {
          this.send(from, { type: 'entry', bytes: host.replay.entryAt(seq)! });
        }
        return;
    }
  }

  /** A checked proof that a host drew a layer it had called for presence: halt, and make sure everyone sees it. */
  private reordered(proof: ReorderProof): void {
    const { fork } = this.host;
    if (fork.value?.reorder) return;
    const { by, draw } = proof.call;
    const evidence = { seq: this.host.replay.nextSeq - 1, participant: by, mine: '', theirs: '', reorder: proof };
    if (fork.value)
      fork.value = { ...fork.value, ...evidence }; // the first evidence's proof is kept beside
    else this.host.forked(evidence);
    this.host.warn(`the host (participant ${by}) called draw ${draw} a presence draw and then drew it for another purpose: proof sent to everyone`);
    this.broadcast({ type: 'reordered', ...proof });
  }

  /**
   * A host's signed refusal of a move: if the log shows the move legal at its position, a proof (halt,
   * and send it to everyone). Each refusal is judged once (a check replays the log up to the move).
   */
  private judgeRefusal(proof: RefusalProof): void {
    const { fork, replay, verify } = this.host;
    const key = toHex(proof.refusal.sig);
    if (fork.value?.refused || this.judgedRefusals.has(key)) return;
    if (this.judgedRefusals.size >= 64) this.judgedRefusals.clear();
    this.judgedRefusals.add(key);
    const refused = refusedLegalMove(proof, replay, verify);
    if ('error' in refused) return this.host.log(`a refusal that proves nothing: ${refused.error}`);
    const evidence = { seq: refused.seq, participant: refused.by, mine: '', theirs: '', refused: proof };
    if (fork.value) fork.value = { ...fork.value, ...evidence };
    else this.host.forked(evidence);
    this.host.warn(`the host (participant ${refused.by}) refused participant ${refused.author}'s legal move at entry ${refused.seq}: proof sent to everyone`);
    this.broadcast({ type: 'refused', ...proof });
  }

  /** A fellow participant's own submission, sent to us too: checked once per new copy, it counts as trying. */
  private offered(from: PeerId, bytes: Uint8Array): void {
    try {
      const entry = decodeEntry(bytes);
      const replay = this.host.replay;
      if (!this.links.fromAuthor(from, entry.author) || entry.seq + 1 < replay.nextSeq) return;
      const last = this.lastOffer.get(entry.author);
      if (last && last.length === bytes.length && last.every((b, i) => b === bytes[i])) return this.host.witness.offered(entry.author);
      if (!replay.signedByItsAuthor(entry, bytes)) return;
      this.lastOffer.set(entry.author, bytes);
      this.host.witness.offered(entry.author);
    } catch {
      // not an entry: nothing to note
    }
  }

  /** An entry a guest passes on: taken only with the current host's SEQUENCED statement for it (checked). */
  private sequencedByHost(bytes: Uint8Array): boolean {
    try {
      const { seq } = decodeEntry(bytes);
      return this.equivocation.vouches(this.host.replay.currentHost, seq, entryHash(bytes));
    } catch {
      return false;
    }
  }

  /** A checked proof that a participant signed two histories: halt, and make sure everyone sees it. */
  private proven(proof: EquivocationProof): void {
    const { fork } = this.host;
    if (fork.value?.proof) return;
    const { a, b } = proof;
    const evidence = { seq: a.seq, participant: a.by, mine: toHex(a.hash), theirs: toHex(b.hash), proof };
    if (fork.value)
      fork.value = { ...fork.value, ...evidence }; // the first evidence's proof is kept beside
    else this.host.forked(evidence);
    this.host.warn(`participant ${a.by} signed two different logs at entry ${a.seq}: proof sent to everyone`);
    this.broadcast({ type: 'proof', a, b });
  }

  private head(from: PeerId, message: Extract<Message, { type: 'head' }>): void {
    const host = this.host;
    const { participant, seq, hash, sig } = message;
    const result = host.heads.observe(participant, seq, hash, sig);
    if (result === 'early') return; // no genesis yet: nothing to check it against
    if (result === 'forged') return host.log(`dropped a head with a bad signature from ${from}`);
    // Pass each participant's newest head on (once, as it comes from its author), so a host in the
    // middle of a star of links cannot keep guests from comparing heads.
    if (this.links.fromAuthor(from, participant) && seq > (this.relayedHeads.get(participant) ?? -1)) {
      this.relayedHeads.set(participant, seq);
      this.links.relay(from, message, participant);
    }
    if (!host.isHost && this.links.fromAuthor(from, participant)) this.helpBehind(from, participant, seq);
    // a guest holds everything once its host's own head is one it holds
    if (!host.caughtUp.value && from === host.hostPeer && participant === host.replay.currentHost && seq < host.replay.nextSeq) host.caughtUp.value = true;
    host.sequencer?.heard(participant);
    host.witness.heard(participant);
    host.catchUp?.head(participant, from, seq, hash);
    host.forked(result);
  }

  /**
   * A fellow participant whose head stayed behind ours for a tick gets what it lacks from us: the host's
   * SEQUENCED statements, then the entries (a host that keeps an entry from one guest cannot keep it).
   */
  private helpBehind(from: PeerId, participant: number, seq: number): void {
    const replay = this.host.replay;
    if (seq + 1 >= replay.nextSeq) return void this.behind.delete(participant);
    const stuck = this.behind.get(participant) === seq;
    this.behind.set(participant, seq);
    if (!stuck) return;
    for (let at = seq + 1; at < Math.min(replay.nextSeq, seq + 1 + SYNC_BATCH); at++) {
      const statement = this.equivocation.statement(at, replay.currentHost);
      if (!statement) break;
      this.send(from, { type: 'sequenced', ...statement });
      this.send(from, { type: 'entry', bytes: replay.entryAt(at)! });
    }
  }

  /** A guest's reveal goes to every peer, not only the host: the other witnesses must see it too. */
  private sendReveal(pending: Pick<PendingDraw, 'draw'>): void {
    const { participant, identity } = this.host;
    if (participant < 0 || pending.draw > identity.onion.length) return;
    const reveal = identity.onion.revealFor(pending.draw);
    this.host.witness.reveal(participant, pending.draw, reveal);
    this.broadcast({ type: 'reveal', participant, draw: pending.draw, reveal });
  }

  /** The presence draw the host called, if it is still the next draw and the engine waits for none. */
  private calledDraw(): number | null {
    const replay = this.host.replay;
    return this.presenceCall === replay.draws + 1 && replay.game && !replay.pendingDraw() ? this.presenceCall : null;
  }

  /**
   * Answer the host's presence call, unless our own move waits at the host: its draw must not be
   * previewed. Not for ever, though: a host holding a presence draw sequences nothing, so a player who
   * comes back with a move while the call is open (at a table of two nobody else can seal it) would
   * wait for good. After `revealTimeoutMs` we answer; the layer is the presence draw's by then (a draw
   * on it for our move would be a proof, presenceCall.ts), so the answer previews nothing.
   */
  private answerCall(): void {
    const draw = this.calledDraw();
    if (draw === null) return;
    if (this.host.waitingSubmission) {
      const now = this.host.clock.now();
      if (this.heldAnswer?.draw !== draw) this.heldAnswer = { draw, since: now };
      if (now - this.heldAnswer.since < this.host.revealTimeoutMs) return;
    }
    this.sendReveal({ draw });
  }

  private broadcastHead(): void {
    const { replay, participant, identity } = this.host;
    const seq = replay.nextSeq - 1;
    if (participant < 0 || seq < 0 || !replay.genesis || this.host.unsaved) return;
    if (this.signedHead?.seq !== seq) {
      const message = headMessage(replay.genesis.gameId, participant, seq, replay.head);
      this.signedHead = { seq, sig: this.host.sign(message, identity.keyPair.secretKey) };
    }
    this.broadcast({ type: 'head', participant, seq, hash: replay.head, sig: this.signedHead.sig });
  }
}
