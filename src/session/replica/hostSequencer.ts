// The host's extra duties: append valid submissions in one order; run each beacon draw (collect every
// participant's reveal and seal them into a signed beacon entry; a participant who did not reveal is
// left out only with a signed statement of silence from every other participant who did, see
// witness.ts); start its term with a takeover entry when it replaces another host; and keep the game
// going when a participant it has not heard from for `proxyAfterMs` is awaited: first a presence draw
// (a beacon draw that shows who is still here), then proxy moves holding the fixed rule's choice
// (proxyRule.ts), again with everyone else's statements of silence. The host can delay, never forge
// nor exclude on its own word: every replica re-checks everything the host appends. A presence draw's
// call is signed, and once called the next layer is the presence draw's: nothing else is sequenced
// until it is sealed (submissions wait; guests send them again every tick), since a host that let a
// move open a draw on that layer would have seen its outcome in the answers (presenceCall.ts).
// In a game with a turn limit, a participant who holds a decision past it (on the host's own clock
// too) gets a stand-in move, the same rule's pick, once every other participant present has signed
// it idle for that log position (witness.ts, protocol/idle.ts); the host's own player included.
import { encodeAbandonBody, encodeBeaconBody, encodeProxyBody, encodeStandInBody, encodeTakeoverBody } from '../../protocol/bodies.js';
import { verifyIdle, type IdleStatement } from '../../protocol/idle.js';
import { bytesEqual } from '../../protocol/bytes.js';
import { decodeEntry, encodeEntry, signingMessage, unsignedBytes } from '../../protocol/entry.js';
import type { SignMessage, VerifySignature } from '../../protocol/signatures.js';
import { verifySilence, type SilenceStatement } from '../../protocol/silence.js';
import type { Clock } from '../../net/clock.js';
import type { PeerId } from '../../net/transport.js';
import type { PlayerIdentity } from '../room/identity.js';
import { tooLate, type Message } from './messages.js';
import { signCall, type PresenceCall } from './presenceCall.js';
import { signRefusal } from './refusal.js';
import { StatementsAt } from './statementsAt.js';
import { PRESENCE_PURPOSE } from '../log/proxyRule.js';
import { currentTerm } from '../log/hostTerms.js';
import type { GameReplay, Verdict } from '../log/replay.js';

/** What the sequencer needs from its replica. */
export interface SequencerHost {
  readonly replay: GameReplay;
  readonly participant: number;
  readonly identity: PlayerIdentity;
  readonly clock: Clock;
  readonly sign: SignMessage;
  readonly verify: VerifySignature;
  readonly proxyAfterMs: number;
  /** How long past the turn limit a participant is on our own clock (witness.ts), or null. */
  overdueBy(participant: number): number | null;
  acceptAndPersist(bytes: Uint8Array): Promise<Verdict>;
  broadcast(message: Message): void;
  /** Sign and send "entry seq has hash h" beside an entry we sequenced (equivocation.ts). */
  announce(seq: number, hash: Uint8Array): void;
  send(peer: PeerId, message: Message): void;
  /** Persist our presence call; it goes out only once kept (a reload must not forget a layer we showed). */
  keepCall(call: PresenceCall): Promise<void>;
  rejected(seq: number, reason: string, from: string): void;
  warn(text: string): void;
  advanced(): void;
  /** Run a task in the replica's queue (timers must not interleave with entries being accepted). */
  enqueue(task: () => Promise<void> | void): void;
}

export class HostSequencer {
  /** False while the replica catches up (catchUp.ts): nothing is sequenced before. */
  ready = false;
  private draw = 0;
  /** A draw is being collected (the engine's, or a presence draw). */
  private collecting = false;
  /** The draw being collected is a presence draw (the engine asked for none). */
  private presence = false;
  /** Our signed call for that presence draw, once kept (sent again every tick). */
  private call: PresenceCall | null = null;
  /** The call we had signed before a reload (notes.ts): if the log has not made that draw yet, it is still ours to seal. */
  private recalled: PresenceCall | null = null;
  private collected = new Map<number, Uint8Array>();
  private readonly silence = new StatementsAt<SilenceStatement>();
  private readonly idleStatements = new StatementsAt<IdleStatement>();
  /** When we last heard from each participant (a signed head, a reveal, an accepted submission). */
  private readonly heardAt = new Map<number, number>();
  private readonly openedAt: number;

  constructor(private readonly host: SequencerHost) {
    this.openedAt = host.clock.now();
  }

  heard(participant: number): void {
    this.heardAt.set(participant, this.host.clock.now());
  }

  /** Before start: the presence call we signed last, kept across a reload. */
  recall(call: PresenceCall): void {
    this.recalled = call;
  }

  /**
   * Caught up: start sequencing, with a takeover entry first if the log names another host. A call we
   * made before a reload for the draw the log makes next is ours still: the guests hold its answers'
   * layer as the presence draw's, so we seal that first, as if we had never left.
   */
  async start(): Promise<void> {
    if (this.ready) return;
    this.ready = true;
    const { replay } = this.host;
    const recalled = this.recalled;
    this.recalled = null;
    if (replay.genesis && !replay.finished && replay.currentHost !== this.host.participant) {
      await this.append(encodeTakeoverBody({ from: replay.currentHost }), 'takeover');
    } else if (
      recalled &&
      recalled.by === this.host.participant &&
      recalled.term === currentTerm(replay) &&
      recalled.draw === replay.draws + 1 &&
      !replay.pendingDraw()
    ) {
      await this.callPresence(recalled.draw);
    } else {
      this.host.advanced();
    }
  }

  /** True while nothing may be sequenced: catching up, or a presence draw we called is not sealed yet. */
  get holding(): boolean {
    return !this.ready || (this.collecting && this.presence);
  }

  /** A signed entry from a guest (or from the host's own player). */
  async submit(bytes: Uint8Array, from: PeerId, local: boolean): Promise<void> {
    if (this.holding) return; // the guest sends it again; the host's own waits in its replica
    const { replay } = this.host;
    let seq = -1;
    try {
      const entry = decodeEntry(bytes);
      seq = entry.seq;
      // Only the host signs host entries: a guest's beacon, takeover or proxy is never appended.
      if (!local && entry.kind !== 'action') {
        this.reject(seq, from, local, `only actions may be submitted, not ${entry.kind} entries`, bytes);
        return;
      }
    } catch {
      // accept() below names the decoding problem
    }
    const existing = seq >= 0 ? replay.entryAt(seq) : undefined;
    if (existing && !local && bytesEqual(existing, bytes)) {
      this.host.send(from, { type: 'entry', bytes: existing }); // the guest missed our broadcast of it
      return;
    }
    if (existing && !local) {
      // Another entry took this position while the guest's move was on its way (or before it heard of
      // it): a lost race, not a bad move nor two histories. Said so, instead of "conflicts with".
      this.reject(seq, from, local, tooLate(seq, replay.nextSeq), bytes);
      return;
    }
    const verdict = await this.host.acceptAndPersist(bytes);
    if (!verdict.ok) {
      this.reject(Math.max(seq, 0), from, local, verdict.reason, bytes);
      return;
    }
    this.heard(verdict.entry.author);
    this.host.broadcast({ type: 'entry', bytes });
    this.host.announce(verdict.entry.seq, verdict.hash);
    this.host.advanced();
  }

  /** Refuse a submission; a guest's refusal is signed (refusal.ts): a refused legal move is provable. */
  private reject(seq: number, from: PeerId, local: boolean, reason: string, bytes?: Uint8Array): void {
    this.host.rejected(seq, reason, from);
    if (local) return;
    const { replay, participant, identity, sign } = this.host;
    const refusal = bytes ? signRefusal(replay, participant, seq, bytes, identity.keyPair.secretKey, sign) : null;
    this.host.send(from, { type: 'reject', seq, reason, ...(refusal ? { refusal } : {}) });
  }

  /** Called after every accepted entry: open the draw the log waits for, or see whether someone is gone. */
  async advanced(): Promise<void> {
    if (!this.ready) return;
    const pending = this.host.replay.pendingDraw();
    if (pending) {
      if (pending.draw !== this.draw || !this.collecting || this.presence) this.open(pending.draw, false);
      await this.sealIfComplete();
      return;
    }
    await this.keepGoing();
  }

  /** No draw is open: a stand-in for someone idle past the turn limit, else a proxy for someone absent. */
  private async keepGoing(): Promise<void> {
    if (!(await this.standInIfDue())) await this.proxyIfDue();
  }

  /** Every tick: call again for a presence draw (messages get lost), and check for absent players. */
  tick(): void {
    if (!this.ready) return;
    if (this.presence && this.collecting && this.call) this.host.broadcast({ type: 'call', ...this.call });
    this.host.enqueue(() => (this.collecting ? this.sealIfComplete() : this.keepGoing()));
  }

  async reveal(participant: number, draw: number, reveal: Uint8Array): Promise<void> {
    if (!this.collecting || draw !== this.draw || this.collected.has(participant)) return;
    if (!this.host.replay.revealIsValid(participant, draw, reveal)) {
      this.host.warn(`participant ${participant} sent a wrong reveal for draw ${draw}; ignored`);
      return;
    }
    this.collected.set(participant, reveal);
    this.heard(participant);
    await this.sealIfComplete();
  }

  /** A witness's statement that `s.for` was silent at log position `seq` (witness.ts). */
  async silent(seq: number, s: SilenceStatement): Promise<void> {
    if (!this.keep(seq, s, this.silence, 'silence', (gameId, key) => verifySilence(this.host.verify, gameId, seq, s, key))) return;
    await (this.collecting ? this.sealIfComplete() : this.keepGoing());
  }

  /** A witness's statement that `s.for` held its decision past the turn limit at log position `seq`. */
  async idle(seq: number, s: IdleStatement): Promise<void> {
    if (!this.keep(seq, s, this.idleStatements, 'idle', (gameId, key) => verifyIdle(this.host.verify, gameId, seq, s, key))) return;
    if (!this.collecting) await this.keepGoing();
  }

  /** Keeps a statement for the position we sequence next when its signer's signature holds. */
  private keep(
    seq: number,
    s: SilenceStatement,
    store: StatementsAt<SilenceStatement>,
    kind: 'silence' | 'idle',
    signed: (gameId: string, key: Uint8Array) => boolean,
  ): boolean {
    const { replay } = this.host;
    const key = replay.publicKeyOf(s.by);
    if (seq !== replay.nextSeq || !key || !replay.genesis) return false;
    if (!signed(replay.genesis.gameId, key)) {
      this.host.warn(`dropped ${kind === 'idle' ? 'an' : 'a'} ${kind} statement with a bad signature from participant ${s.by}`);
      return false;
    }
    store.add(seq, s);
    this.heard(s.by);
    return true;
  }

  /**
   * Someone holds a decision past the game's turn limit on our own clock too: append the rule's move
   * for them once every other participant present at the latest draw has signed them idle for this
   * position. True if a stand-in was appended.
   */
  private async standInIfDue(): Promise<boolean> {
    const { replay, participant: me } = this.host;
    if (!this.ready || this.collecting || !replay.game || replay.finished || replay.genesis?.rules.turnLimitMs === undefined) return false;
    for (let p = 0; p < replay.participants; p++) {
      const over = this.host.overdueBy(p);
      if (over === null || over < 0 || !replay.lastDraw) continue;
      const witnesses = replay.idleWitnesses(me, p);
      if (witnesses.length === 0 || !this.idleStatements.areFor(replay.nextSeq)) continue;
      const idle = witnesses.map((w) => this.idleStatements.get(p, w));
      const action = replay.proxyChoiceFor(p);
      if (!action || idle.some((s) => !s)) continue;
      this.host.warn(`participant ${p} is idle past the turn limit: a stand-in makes the rule's move ${action.type}`);
      return this.append(encodeStandInBody({ for: p, action, idle: idle as IdleStatement[] }), `stand-in ${action.type} for participant ${p}`);
    }
    return false;
  }

  /** Each witness's statement about each silent participant, or null while one is missing. */
  private statementsFor(silent: number[], witnesses: number[]): SilenceStatement[] | null {
    if (silent.length === 0) return [];
    if (witnesses.length === 0 || !this.silence.areFor(this.host.replay.nextSeq)) return null;
    const out: SilenceStatement[] = [];
    for (const p of silent) {
      for (const w of witnesses) {
        if (w === p) continue;
        const s = this.silence.get(p, w);
        if (!s) return null;
        out.push(s);
      }
    }
    return out;
  }

  private open(draw: number, presence: boolean): void {
    this.draw = draw;
    this.presence = presence;
    this.collecting = true;
    this.collected = new Map();
    if (draw > this.host.identity.onion.length) return; // exhausted: accept() will say so
    // Our own reveal stays with us until the entry is sealed: nobody can know the outcome before.
    this.collected.set(this.host.participant, this.host.identity.onion.revealFor(draw));
    this.call = null;
  }

  /** Open presence draw `draw` and call it: signed, kept, then sent (and again every tick until sealed). */
  private async callPresence(draw: number): Promise<void> {
    this.open(draw, true);
    const gameId = this.host.replay.genesis?.gameId;
    if (!gameId || draw > this.host.identity.onion.length) return;
    const call = signCall(gameId, this.host.participant, draw, currentTerm(this.host.replay), this.host.identity.keyPair.secretKey, this.host.sign);
    try {
      await this.host.keepCall(call);
    } catch (e) {
      this.host.warn(`could not save the presence call, so it is not made: ${(e as Error).message}`);
      this.stopCollecting();
      return;
    }
    if (!this.collecting || !this.presence || this.draw !== draw) return;
    this.call = call;
    this.host.broadcast({ type: 'call', ...call });
  }

  /** Seal once every participant revealed, or each one missing is witnessed silent by all who did. */
  private async sealIfComplete(): Promise<void> {
    if (!this.collecting) return;
    const me = this.host.participant;
    const n = this.host.replay.participants;
    const missing = Array.from({ length: n }, (_, p) => p).filter((p) => !this.collected.has(p));
    const witnesses = [...this.collected.keys()].filter((p) => p !== me);
    const statements = this.statementsFor(missing, witnesses);
    if (statements) await this.seal(missing, statements);
  }

  private async seal(missing: number[], silence: SilenceStatement[]): Promise<void> {
    const { replay } = this.host;
    const pending = replay.pendingDraw();
    let purpose: string;
    if (pending && pending.draw === this.draw) purpose = pending.purpose;
    else if (!pending && this.presence && replay.draws + 1 === this.draw && !replay.presenceRefusal(this.host.participant)) {
      purpose = PRESENCE_PURPOSE;
    } else {
      // A presence draw that no longer fits (a takeover, or more than the rule allows): drop it.
      if (!pending) this.stopCollecting();
      return;
    }
    this.stopCollecting();
    for (const p of missing) this.host.warn(`participant ${p} did not reveal for draw ${this.draw}; sealed without them, as every other player witnessed`);
    const reveals = Array.from({ length: replay.participants }, (_, p) => this.collected.get(p) ?? null);
    const body = encodeBeaconBody({ draw: this.draw, purpose, reveals, silence });
    await this.append(body, `draw ${this.draw}`);
  }

  private stopCollecting(): void {
    this.collecting = false;
    this.presence = false;
    this.call = null;
  }

  /**
   * Someone the game waits for has been silent for `proxyAfterMs`. If the log already shows them
   * absent (missing from the latest draw, nothing signed since), append the rule's move for them once
   * every other participant present at that draw has signed that they are silent too; otherwise run a
   * presence draw first, which shows them absent if they do not reveal.
   */
  private async proxyIfDue(): Promise<void> {
    const { replay, participant: me, proxyAfterMs } = this.host;
    if (!this.ready || this.collecting || !Number.isFinite(proxyAfterMs) || !replay.game || replay.finished) return;
    const now = this.host.clock.now();
    for (let p = 0; p < replay.participants; p++) {
      if (p === me || now - (this.heardAt.get(p) ?? this.openedAt) < proxyAfterMs || !replay.awaited(p)) continue;
      if (replay.absent(p)) {
        const action = replay.proxyChoiceFor(p);
        const witnesses = replay.lastDraw!.missing.flatMap((missing, w) => (missing || w === me || w === p ? [] : [w]));
        const silence = this.statementsFor([p], witnesses);
        if (action && silence) await this.append(encodeProxyBody({ for: p, action, silence }), `proxy ${action.type} for participant ${p}`);
        return;
      }
      if (!replay.presenceRefusal(me)) {
        this.host.warn(`participant ${p} has been silent for ${Math.round((now - (this.heardAt.get(p) ?? this.openedAt)) / 1000)} s: presence draw`);
        await this.callPresence(replay.draws + 1);
        return;
      }
    }
  }

  /** End a table of two as abandoned, the game having waited for `p` past the limit (abandonRule.ts); true if appended. */
  async abandon(p: number): Promise<boolean> {
    if (!this.ready) return false;
    this.stopCollecting(); // a draw the guest never answers (a presence draw we called for it, or the engine's)
    this.host.warn(`participant ${p} has held the game past the turn limit: ending it as abandoned, with no winner`);
    const ended = await this.append(encodeAbandonBody({ for: p }), `the end of the game as abandoned by participant ${p}`);
    if (!ended) await this.advanced(); // refused: open again the draw the log still waits for
    return ended;
  }

  /** Sign a host entry onto the head, persist it, broadcast it. */
  private async append(body: Uint8Array, what: string): Promise<boolean> {
    const { replay } = this.host;
    const unsigned = { seq: replay.nextSeq, prev: replay.head, author: this.host.participant, kind: 'beacon' as const, body };
    const sig = this.host.sign(signingMessage(unsignedBytes(unsigned)), this.host.identity.keyPair.secretKey);
    const bytes = encodeEntry({ ...unsigned, sig });
    const verdict = await this.host.acceptAndPersist(bytes);
    if (!verdict.ok) {
      this.host.warn(`could not append ${what}: ${verdict.reason}`);
      return false;
    }
    this.host.broadcast({ type: 'entry', bytes });
    this.host.announce(verdict.entry.seq, verdict.hash);
    this.host.advanced();
    return true;
  }
}
