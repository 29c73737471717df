// Host terms, by the log's own record: a term starts at the genesis entry (0, the genesis host) or at a
// takeover entry (its author), and lasts until the next takeover. The host's signed statements outside
// the log (SEQUENCED, a presence call) name the term they were made in, so a proof built from them
// condemns only the participant who held the role in that term, and only for log positions inside it:
// a guest's statements about itself, or a host's from an earlier term it lost, prove nothing.
import type { GameReplay } from './replay.js';

/** The first position of the host term that holds log position `seq` (past the log's end: the current term). */
export function termStart(replay: GameReplay, seq: number): number {
  for (let s = Math.min(seq, replay.nextSeq - 1); s >= 1; s--) {
    if (replay.hostAt(s) !== replay.hostAt(s - 1)) return s;
  }
  return 0;
}

/** The term the log is in now: the one the host's next entry belongs to. */
export function currentTerm(replay: GameReplay): number {
  return termStart(replay, replay.nextSeq);
}

/**
 * Did `by` hold the host's role at log position `seq`, in the term starting at `term`? The log must
 * show that term starting there and `by` as its host, and `seq` inside it (a position past the log's
 * end is inside the current term).
 */
export function heldRole(replay: GameReplay, by: number, term: number, seq: number): boolean {
  if (!replay.genesis || term >= replay.nextSeq || seq < term) return false;
  if (termStart(replay, term) !== term || replay.hostAt(term) !== by) return false;
  return termStart(replay, seq) === term;
}
