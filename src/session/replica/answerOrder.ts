// Several players asked at once used to race for one log position. After a development or progress
// card is bought every other player owes the buyer a key share, while the buyer plays on; after a 7
// several players discard; a trade offer asks everyone. Each signs onto the same position N, the host
// sequences the first to arrive and refuses the rest as "too late for entry N"; each loser signs again
// onto N+1, where all but one lose again: k(k-1)/2 refusals and wasted submissions for k at once.
//
// A replica opened with `answerSlotMs` (the host's bots) takes its turn in a queue of the participants
// who may write now: those owing a card message first, then those the game awaits, each in participant
// order. The first sends at once; the one after it holds its entry until the log has stood still for
// one slot, the third for two, and so on. When someone's entry lands first, a held move that is still
// legal at the new position is signed onto it with its new place in the queue (the player's choice
// still fits: nothing to decide again); one that no longer fits is dropped and the player is told, so
// it decides again from the new state; a held card message is dropped and posted again by the card
// duty, which recomputes what is owed. A race with somebody who does not hold (a person) can still be
// lost: the host refuses that entry as too late, and the loser's replica signs the move again onto the
// next position if it still fits (replica.ts `lostRace`).
import type { Clock } from '../../net/clock.js';
import type { GameReplay } from '../log/replay.js';

/** Something to write once this participant's turn in the queue comes. */
export interface Answer {
  /** For the log line when it is dropped. */
  what: string;
  /** Still possible now? */
  fits(): boolean;
  /** Sign it onto the current position and submit it. */
  send(): void;
  /** Re-placed when the log moves (a move); false: dropped silently, its owner posts it again (a card message). */
  again: boolean;
}

/** What the order needs from the replica. */
export interface AnswerHost {
  readonly clock: Clock;
  nextSeq(): number;
  /** This participant, and the participants who may write now, in queue order. */
  queue(): { me: number; queue: readonly number[] };
  /** A held move no longer fits: tell the player (it decides again). */
  dropped(reason: string): void;
}

/** Who may write at the log's next position: participants owing a card message, then those awaited. */
export function writersNow(replay: GameReplay): number[] {
  const owing: number[] = [];
  const cards = replay.cards;
  if (cards) {
    const hands = cards.hands();
    for (let p = 0; p < cards.participants; p++) if (cards.departures.dues(p, hands, replay.finished).length) owing.push(p);
  }
  const seated = (replay.game?.view().awaiting ?? []).map((seat: number) => replay.participantAt[seat] ?? seat);
  // the engine awaits only who has a legal action; a discard only sealed cards can make has none on any replica (absentHands.ts)
  const sealed = [...Array(replay.participants).keys()].filter((p) => !seated.includes(p) && replay.awaited(p));
  const awaited = [...seated, ...sealed].sort((a: number, b: number) => a - b);
  return [...owing, ...awaited.filter((p: number) => !owing.includes(p))];
}

export class AnswerOrder {
  private held: { answer: Answer; cancel: () => void } | null = null;
  /** When the log reached the position we are answering at. */
  private reached = { seq: -1, at: 0 };

  constructor(
    private readonly host: AnswerHost,
    private readonly slotMs: number,
  ) {}

  /** An entry is held (not yet sent) at the current position. */
  get holding(): boolean {
    return this.held !== null;
  }

  /** Send now (false) or hold `answer` for this participant's turn in the queue (true). */
  hold(answer: Answer): boolean {
    const wait = this.waitMs();
    if (wait <= 0) return false;
    const before = this.held;
    before?.cancel();
    this.held = { answer, cancel: this.host.clock.setTimer(wait, () => this.release()) };
    // One answer is held at a time. A move pushed out by another (a card message owed while the bot
    // waited for its slot) is its player's to choose again: unheard, the bot waited forever for an
    // answer to a move that was never sent. A card message pushed out is posted again by its duty.
    if (before && before.answer !== answer && before.answer.again) this.host.dropped(`${before.answer.what} gave way to ${answer.what}`);
    return true;
  }

  /** The log moved: re-place a held move (or drop it if it no longer fits); drop a held card message. */
  moved(): void {
    this.reachedNow();
    const held = this.held;
    if (!held) return;
    held.cancel();
    this.held = null;
    if (!held.answer.again) return;
    if (!held.answer.fits()) return this.host.dropped(`another entry came first and ${held.answer.what} no longer fits at entry ${this.host.nextSeq()}`);
    if (!this.hold(held.answer)) held.answer.send();
  }

  close(): void {
    this.held?.cancel();
    this.held = null;
  }

  private release(): void {
    const held = this.held;
    this.held = null;
    if (!held) return;
    if (held.answer.fits()) held.answer.send();
    else this.host.dropped(`${held.answer.what} no longer fits at entry ${this.host.nextSeq()}`);
  }

  private reachedNow(): void {
    const seq = this.host.nextSeq();
    if (this.reached.seq !== seq) this.reached = { seq, at: this.host.clock.now() };
  }

  /** How much longer this participant waits at the current position: its place in the queue, in slots. */
  private waitMs(): number {
    this.reachedNow();
    const { me, queue } = this.host.queue();
    const rank = queue.indexOf(me);
    if (rank <= 0) return 0;
    return rank * this.slotMs - (this.host.clock.now() - this.reached.at);
  }
}
