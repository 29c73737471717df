// Time as a dependency: sessions ask a Clock for timers (ticks, reveal timeouts), so tests and
// simulations run on a virtual clock that is deterministic and instant, and the browser on real time.
export type CancelTimer = () => void;

export interface Clock {
  now(): number;
  setTimer(ms: number, callback: () => void): CancelTimer;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimer(ms, callback) {
    const id = setTimeout(callback, ms);
    return () => clearTimeout(id);
  },
};

interface Scheduled {
  at: number;
  order: number;
  callback: () => void;
  cancelled: boolean;
}

/** Lets pending promise callbacks (e.g. storage writes that resolve at once) run between events. */
const settle: () => Promise<void> =
  typeof setImmediate === 'function' ? () => new Promise((resolve) => setImmediate(resolve)) : () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Discrete-event time. Events run in (time, insertion) order, so a run with the same seeds is the
 * same run every time. Callbacks may schedule more events.
 */
export class VirtualClock implements Clock {
  private time = 0;
  private counter = 0;
  private queue: Scheduled[] = [];

  now(): number {
    return this.time;
  }

  setTimer(ms: number, callback: () => void): CancelTimer {
    const item: Scheduled = { at: this.time + Math.max(0, ms), order: this.counter++, callback, cancelled: false };
    this.insert(item);
    return () => {
      item.cancelled = true;
    };
  }

  get pending(): number {
    return this.queue.filter((q) => !q.cancelled).length;
  }

  /** Run one event (after letting promise work settle); false when nothing is scheduled. */
  async step(): Promise<boolean> {
    await settle();
    let item = this.queue.shift();
    while (item && item.cancelled) item = this.queue.shift();
    if (!item) return false;
    this.time = item.at;
    item.callback();
    return true;
  }

  /** Run events until `done()` holds, the queue empties, or virtual time passes `limitMs`. */
  async runUntil(done: () => boolean, limitMs = Number.POSITIVE_INFINITY): Promise<boolean> {
    for (;;) {
      if (done()) return true;
      const next = this.queue.find((q) => !q.cancelled);
      if (!next || next.at > limitMs) {
        await settle();
        return done();
      }
      await this.step();
    }
  }

  private insert(item: Scheduled): void {
    // binary search: keep the queue sorted by (at, order)
    let lo = 0;
    let hi = this.queue.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const q = this.queue[mid];
      if (q.at < item.at || (q.at === item.at && q.order < item.order)) lo = mid + 1;
      else hi = mid;
    }
    this.queue.splice(lo, 0, item);
  }
}
