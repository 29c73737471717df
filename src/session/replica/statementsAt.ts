// Signed statements about participants (of silence, of idleness) that the host keeps for one log
// position: the one it will sequence next. A statement for another position replaces them all, since
// the log has moved on and they can never be used again.
export class StatementsAt<T extends { for: number; by: number }> {
  private seq = -1;
  private readonly byPair = new Map<string, T>();

  add(seq: number, s: T): void {
    if (seq !== this.seq) {
      this.byPair.clear();
      this.seq = seq;
    }
    this.byPair.set(`${s.for}/${s.by}`, s);
  }

  /** Whether the statements kept are for log position `seq`. */
  areFor(seq: number): boolean {
    return seq === this.seq;
  }

  /** What `by` signed about `about`, among the statements kept. */
  get(about: number, by: number): T | undefined {
    return this.byPair.get(`${about}/${by}`);
  }
}
