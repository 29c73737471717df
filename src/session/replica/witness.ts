// What this replica has seen of the others, as a witness of their absence. Every replica (host or
// guest) keeps, for the draw open at the log's next position, the reveals that reached it (reveals
// go to every peer, and each replica relays the first copy it sees), and when it last heard from each
// participant. From that it signs silence statements (protocol/silence.ts), and only when it has
// itself waited out the timeout with nothing from that participant:
//  - a draw: no reveal of p for this draw after `revealTimeoutMs` since the draw opened here, and
//    either nothing at all from p for that long (it left), or p's own signed head shows it has held
//    the entry that opened the draw for that long (it withholds). A player we hear whose head is
//    behind never is: a host that keeps the draw from it, to pick between the outcome with its reveal
//    and the one without, gets no statement; we send it the entries it lacks instead (peerTalk.ts).
//    Sooner, if the log already shows p absent and p has been silent that long;
//  - a proxy: the log shows p absent, p is awaited, and p has been silent for `proxyAfterMs`.
// The host needs these statements from every other present participant to leave a reveal out or
// to move for someone, so one honest witness that heard p is enough to keep p in the game.
// In a game with a turn limit it also signs idle statements (protocol/idle.ts): p has held a
// decision for the limit on our own clock, counted from when we received the entry that gave it
// (a chance draw in between does not restart it; p's own move does), or from when p's own signed
// head first showed it holds that entry, if later; and we saw no submission of p's since. So a host
// that keeps the move from p, drops p's moves, or calls p idle early, gets no statement from us. At a
// table of two, where nobody else can witness, the idle player's own replica signs for itself.
import type { Clock } from '../../net/clock.js';
import type { SignMessage } from '../../protocol/signatures.js';
import { silenceMessage, type SilenceStatement } from '../../protocol/silence.js';
import { idleMessage, type IdleStatement } from '../../protocol/idle.js';
import type { PlayerIdentity } from '../room/identity.js';
import type { GameReplay } from '../log/replay.js';

export interface WitnessHost {
  readonly replay: GameReplay;
  readonly participant: number;
  readonly identity: PlayerIdentity;
  readonly clock: Clock;
  readonly sign: SignMessage;
  readonly revealTimeoutMs: number;
  readonly proxyAfterMs: number;
  /** Our own move waits at the host: we are not idle, whatever the clock says. */
  readonly awaitingSubmission: boolean;
  /** The seq of the newest signed head we hold from a participant (-1 if none). */
  headSeq(participant: number): number;
}

export class Witness {
  private readonly heardAt = new Map<number, number>();
  private readonly offeredAt = new Map<number, number>();
  private readonly openedAt: number;
  /** The draw open at log position `seq`, since when (our clock), and the reveals we hold for it. */
  private open: { seq: number; draw: number; since: number; reveals: Map<number, Uint8Array>; knew: Map<number, number> } | null = null;
  /** Statements we signed, by `seq/participant/kind` (gossip repeats them every tick; signing is the cost). */
  private readonly signed = new Map<string, Uint8Array>();
  /**
   * Per participant holding a decision: since when (our clock), its latest own move then, the entry
   * that gave it the decision, and since when its own signed head shows it holds that entry.
   */
  private readonly holding = new Map<number, { since: number; move: number; seq: number; knew?: number }>();

  constructor(private readonly host: WitnessHost) {
    this.openedAt = host.clock.now();
  }

  heard(participant: number): void {
    this.heardAt.set(participant, this.host.clock.now());
  }

  /** `participant` signed a submission we saw (its own, sent to us too): it is trying to pay what it owes. */
  offered(participant: number): void {
    this.offeredAt.set(participant, this.host.clock.now());
    this.heard(participant);
  }

  /**
   * Whether we may sign that `p` is overdue (cardDuty.ts) with a due first seen at log position `seq`:
   * we heard nothing from it for `ms`, or its own head holds that position and it submitted nothing for `ms`.
   */
  mayClaimOverdue(p: number, seq: number, ms: number): boolean {
    if (this.silentFor(p) >= ms) return true;
    const offered = this.host.clock.now() - (this.offeredAt.get(p) ?? this.openedAt);
    return this.host.headSeq(p) >= seq && offered >= ms;
  }

  silentFor(participant: number): number {
    return this.host.clock.now() - (this.heardAt.get(participant) ?? this.openedAt);
  }

  /** After every accepted entry: who holds a decision now, and since when on our clock. */
  observeTurns(): void {
    const { replay } = this.host;
    const now = this.host.clock.now();
    const drawing = replay.pendingDraw() !== null;
    for (const key of this.signed.keys()) if (Number(key.split('/')[0]) < replay.nextSeq) this.signed.delete(key);
    if (replay.genesis?.rules.turnLimitMs === undefined) return; // no limit: nobody is ever idle
    for (let p = 0; p < replay.participants; p++) {
      const held = this.holding.get(p);
      const move = replay.lastMoveOf(p);
      if (held && held.move !== move) this.holding.delete(p); // it moved: its clock starts again
      // a discard only p's sealed cards can make is a decision it holds too (absentHands.ts): once the others
      // have opened its cards for it, the stand-in makes it without waiting the limit again
      if (replay.awaited(p)) {
        if (!this.holding.has(p)) this.holding.set(p, { since: now, move, seq: replay.nextSeq - 1 });
      } else if (!drawing) this.holding.delete(p); // the decision passed to someone else
    }
  }

  /** How long past the game's turn limit participant p is on our clock (negative: inside it; null: no limit or not awaited). */
  overdueBy(p: number): number | null {
    const { replay } = this.host;
    const limit = replay.genesis?.rules.turnLimitMs;
    const held = this.holding.get(p);
    if (limit === undefined || !held || !replay.awaited(p) || replay.pendingDraw()) return null;
    // a submission of p's we saw since it got the move: p is trying, whatever the host does with it
    if ((this.offeredAt.get(p) ?? -Infinity) >= held.since) return null;
    // and p must have the move: a host that keeps the entry from p cannot get p signed idle
    const now = this.host.clock.now();
    if (p !== this.host.participant) {
      if (this.host.headSeq(p) < held.seq) return null;
      held.knew ??= now;
    }
    if (!replay.mayAct(p)) return null; // held, but nothing a stand-in can make for it yet
    return now - Math.max(held.since, held.knew ?? held.since) - limit;
  }

  /**
   * How long past the turn limit the game has waited for p on our clock (negative: inside it), from the
   * entry that gave p its decision or opened the draw its reveal is missing from; null when the game
   * does not wait for p, has no limit, or p submitted something since (abandonRule.ts).
   */
  waitedPastLimit(p: number): number | null {
    const { replay } = this.host;
    const limit = replay.genesis?.rules.turnLimitMs;
    if (limit === undefined || replay.finished) return null;
    const since = replay.pendingDraw()
      ? this.open && !this.open.reveals.has(p)
        ? this.open.since
        : undefined
      : replay.mayAct(p)
        ? this.holding.get(p)?.since
        : undefined;
    if (since === undefined || (this.offeredAt.get(p) ?? -Infinity) >= since) return null;
    return this.host.clock.now() - since - limit;
  }

  /** The idle statements this replica can honestly sign now, for the log's next position. */
  idleStatements(): IdleStatement[] {
    const { replay, participant: me } = this.host;
    if (me < 0 || !replay.genesis) return [];
    const out: IdleStatement[] = [];
    for (let p = 0; p < replay.participants; p++) {
      // about ourselves only where nobody else can witness (two players), and never with a move of ours on its way
      const mine = p === me && replay.idleWitnesses(replay.currentHost, p)[0] === me && !this.host.awaitingSubmission;
      const over = p === me && !mine ? null : this.overdueBy(p);
      if (over !== null && over >= 0) out.push(this.signOnce('idle', p, idleMessage));
    }
    return out;
  }

  /** The draw the log waits for at its next position (the engine's, or a presence draw the host called), or null. */
  observeDraw(draw: number | null): void {
    const seq = this.host.replay.nextSeq;
    if (draw === null) {
      this.open = null;
      return;
    }
    if (this.open?.seq === seq && this.open.draw === draw) return;
    this.open = { seq, draw, since: this.host.clock.now(), reveals: new Map(), knew: new Map() };
    for (const key of this.signed.keys()) if (Number(key.split('/')[0]) < seq) this.signed.delete(key);
  }

  /** A reveal from anyone (its owner or a relay). True if it is valid and new here: relay it on. */
  reveal(participant: number, draw: number, reveal: Uint8Array): boolean {
    const open = this.open;
    if (!open || open.draw !== draw || open.reveals.has(participant)) return false;
    if (!this.host.replay.revealIsValid(participant, draw, reveal)) return false;
    open.reveals.set(participant, reveal);
    this.heard(participant);
    return true;
  }

  /** The statements of silence this replica can honestly sign now, for the log's next position. */
  statements(): SilenceStatement[] {
    const { replay, participant: me, revealTimeoutMs, proxyAfterMs } = this.host;
    if (me < 0 || !replay.genesis) return [];
    const now = this.host.clock.now();
    const out: SilenceStatement[] = [];
    for (let p = 0; p < replay.participants; p++) {
      if (p === me || p === replay.currentHost) continue; // the host's own reveal is never left out
      if (this.due(p, now, revealTimeoutMs, proxyAfterMs)) out.push(this.statement(p));
    }
    return out;
  }

  private due(p: number, now: number, revealTimeoutMs: number, proxyAfterMs: number): boolean {
    const { replay } = this.host;
    const open = this.open;
    if (open && open.seq === replay.nextSeq) {
      if (open.reveals.has(p)) return false;
      if (this.silentFor(p) >= revealTimeoutMs) return now - open.since >= revealTimeoutMs || replay.absent(p);
      // we hear p: silent only if its own head shows it has held the draw's opening entry for the timeout
      if (this.host.headSeq(p) >= open.seq - 1 && !open.knew.has(p)) open.knew.set(p, now);
      const knew = open.knew.get(p);
      return knew !== undefined && now - knew >= revealTimeoutMs;
    }
    if (replay.pendingDraw()) return false;
    return replay.absent(p) && replay.mayAct(p) && this.silentFor(p) >= proxyAfterMs;
  }

  private statement(p: number): SilenceStatement {
    return this.signOnce('silence', p, silenceMessage);
  }

  private signOnce(kind: string, p: number, message: (gameId: string, seq: number, p: number) => Uint8Array): SilenceStatement {
    const seq = this.host.replay.nextSeq;
    const key = `${seq}/${p}/${kind}`;
    let sig = this.signed.get(key);
    if (!sig) {
      sig = this.host.sign(message(this.host.replay.genesis!.gameId, seq, p), this.host.identity.keyPair.secretKey);
      this.signed.set(key, sig);
    }
    return { for: p, by: this.host.participant, sig };
  }
}
