// A replica's own clock in the soak: the table's virtual time, set off by a few seconds and running a
// little fast or slow, as the clocks of players' machines do. Each replica reads its turn limits,
// presence waits and timeouts on its own clock; the network delivers on the table's.
import type { CancelTimer, Clock } from '../net/clock.js';

export class DriftingClock implements Clock {
  constructor(
    private readonly base: Clock,
    /** Local time minus table time at table time 0, in ms. */
    readonly offsetMs: number,
    /** Local ms per table ms (1.02: 2 % fast). */
    readonly rate: number,
  ) {
    if (!(rate > 0)) throw new Error('a clock must run forward');
  }

  now(): number {
    return Math.floor(this.offsetMs + this.base.now() * this.rate);
  }

  /** `ms` of local time: sooner in table time on a fast clock, later on a slow one. */
  setTimer(ms: number, callback: () => void): CancelTimer {
    return this.base.setTimer(ms / this.rate, callback);
  }
}
