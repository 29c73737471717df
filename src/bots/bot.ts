// A bot is a player: it sees the replica's signals, asks it for legal actions and calls `act`, exactly
// as the UI does for a person. It thinks after a short (virtual) delay so that a burst of entries is
// handled once, and it never retries an action the host refused at the same position.
import type { Clock } from '../net/clock.js';
import type { Replica } from '../session/replica/replica.js';
import type { Strategy } from './strategy.js';

export class Bot {
  private timer: (() => void) | null = null;
  private refused = { seq: -1, actions: new Set<string>() };
  private lastTried: { seq: number; key: string } | null = null;
  private unsubscribe: (() => void) | null = null;
  actions = 0;

  constructor(
    private readonly replica: Replica,
    private readonly strategy: Strategy,
    private readonly clock: Clock,
    private readonly random: () => number,
    private readonly thinkMs = 10,
  ) {}

  start(): void {
    this.unsubscribe = this.replica.subscribe(() => this.wake());
    this.wake();
  }

  stop(): void {
    this.unsubscribe?.();
    this.timer?.();
    this.timer = null;
  }

  private wake(): void {
    if (this.timer || this.replica.halted) return;
    this.timer = this.clock.setTimer(this.thinkMs, () => {
      this.timer = null;
      this.think();
    });
  }

  private think(): void {
    const replica = this.replica;
    if (replica.halted || replica.finished.value || !replica.myTurn.value || replica.awaitingSubmission) return;
    const seq = replica.replay.nextSeq;
    if (this.refused.seq !== seq) this.refused = { seq, actions: new Set() };
    // a rejection of our last try at this position means: never that action here again
    if (this.lastTried?.seq === seq && replica.rejections.value.at(-1)?.seq === seq) this.refused.actions.add(this.lastTried.key);
    const actions = replica.legalActions().filter((a) => !this.refused.actions.has(JSON.stringify(a)));
    if (actions.length === 0) return;
    // only the search bot reads the state, and only through determinize() (fair by construction)
    const state = this.strategy.name === 'search' ? replica.replay.game?.snapshot() : undefined;
    const action = this.strategy.choose(actions, replica.view.value, replica.mySeat ?? 0, this.random, state);
    this.lastTried = { seq, key: JSON.stringify(action) };
    if (replica.act(action)) this.actions++;
  }
}
