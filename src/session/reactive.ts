// Signals: values that tell whoever read them when they change. The replica, the room and the UI
// expose their state this way; src/ui/reactivePreact.ts re-renders a component that read a signal's
// `.value`. Our own small version of @preact/signals' API (signal, computed, effect, batch), used
// instead of the library for the page's weight (about 4 KB gzipped less, issue 16).
//
// How it works: every write bumps the signal's version and a global write counter (`epoch`), and
// tells the signal's subscribers, which pass it on to theirs. A computed recomputes lazily, when read
// after a write, and only if one of its sources' versions moved; it keeps its version when the result
// is the same (===), so what depends on it does not run. Effects (and component updaters) queue on a
// change and run when the outermost batch ends, and only if a source really changed. A computed holds
// its sources' subscriptions only while something subscribes to it, so one nobody watches can be
// dropped by the garbage collector.

/** Something a reaction can depend on: a signal or a computed. */
interface Source {
  version: number;
  /** Bring the value up to date (a computed recomputes if a source moved). */
  refresh(): void;
  watch(reaction: Reaction): void;
  unwatch(reaction: Reaction): void;
}

/** A computed, an effect or a component updater: told when a source may have changed. */
interface Reaction {
  notify(): void;
}

export interface ReadonlySignal<T> {
  readonly value: T;
  /** The value without subscribing to it. */
  peek(): T;
}

/** Sources read by the computation running now, with the version each had when read. */
let tracking: Map<Source, number> | undefined;
/** Counts writes: a computed read again in the same epoch is known to be up to date. */
let epoch = 0;
let batchDepth = 0;
const queue: Effect[] = [];

function track(source: Source): void {
  if (tracking && !tracking.has(source)) tracking.set(source, source.version);
}

/** Whether any source moved since it was read (computeds among them are brought up to date first). */
function changed(deps: Map<Source, number>): boolean {
  for (const [source, version] of deps) {
    source.refresh();
    if (source.version !== version) return true;
  }
  return false;
}

/** Subscribe to the sources a run read that the previous run did not, and leave the ones it no longer reads. */
function relink(reaction: Reaction, before: Map<Source, number>, after: Map<Source, number>, live: boolean): void {
  if (!live) return;
  for (const source of before.keys()) if (!after.has(source)) source.unwatch(reaction);
  for (const source of after.keys()) if (!before.has(source)) source.watch(reaction);
}

/** Start recording what is read; the returned function stops, restores the outer recording and returns the reads. */
export function startTracking(): () => Map<Source, number> {
  const outer = tracking;
  const reads = (tracking = new Map());
  return () => {
    tracking = outer;
    return reads;
  };
}

export class Signal<T> implements ReadonlySignal<T>, Source {
  version = 0;
  private readonly subs = new Set<Reaction>();
  constructor(private current: T) {}

  get value(): T {
    track(this);
    return this.current;
  }

  set value(next: T) {
    if (next === this.current) return;
    this.current = next;
    this.version++;
    epoch++;
    batch(() => {
      for (const reaction of [...this.subs]) reaction.notify();
    });
  }

  peek(): T {
    return this.current;
  }

  /** Calls `fn` with the value now and after every change; returns the function that stops it. */
  subscribe(fn: (value: T) => void): () => void {
    return effect(() => {
      const value = this.value;
      const outer = tracking;
      tracking = undefined; // what fn reads is not this subscription's business
      try {
        fn(value);
      } finally {
        tracking = outer;
      }
    });
  }

  refresh(): void {}

  watch(reaction: Reaction): void {
    this.subs.add(reaction);
  }

  unwatch(reaction: Reaction): void {
    this.subs.delete(reaction);
  }
}

class Computed<T> implements ReadonlySignal<T>, Source, Reaction {
  version = 0;
  private current!: T;
  private deps = new Map<Source, number>();
  private seen = -1;
  private readonly subs = new Set<Reaction>();
  constructor(private readonly fn: () => T) {}

  get value(): T {
    this.refresh();
    track(this);
    return this.current;
  }

  peek(): T {
    this.refresh();
    return this.current;
  }

  refresh(): void {
    const now = epoch;
    if (this.seen === now) return;
    if (this.version === 0 || changed(this.deps)) {
      const stop = startTracking();
      let next: T;
      try {
        next = this.fn();
      } finally {
        const reads = stop();
        relink(this, this.deps, reads, this.subs.size > 0);
        this.deps = reads;
      }
      if (this.version === 0 || next !== this.current) {
        this.current = next;
        this.version++;
      }
    }
    this.seen = now;
  }

  notify(): void {
    for (const reaction of [...this.subs]) reaction.notify();
  }

  watch(reaction: Reaction): void {
    if (this.subs.size === 0) {
      this.refresh();
      for (const source of this.deps.keys()) source.watch(this);
    }
    this.subs.add(reaction);
  }

  unwatch(reaction: Reaction): void {
    if (this.subs.delete(reaction) && this.subs.size === 0) for (const source of this.deps.keys()) source.unwatch(this);
  }
}

/**
 * Runs `run` after a change to what the last tracked run read (queued, at the end of the outermost
 * batch, and only if a source's version really moved). `effect` tracks `run` itself; a component's
 * updater records the reads of its render through `begin`/`end` (src/ui/reactivePreact.ts).
 */
export class Effect implements Reaction {
  private deps = new Map<Source, number>();
  private queued = false;
  private live = true;
  private stop: (() => Map<Source, number>) | undefined;
  constructor(private readonly run: () => void) {}

  begin(): void {
    this.stop = startTracking();
  }

  end(): void {
    if (!this.stop) return;
    const reads = this.stop();
    this.stop = undefined;
    relink(this, this.deps, reads, this.live);
    this.deps = reads;
  }

  /** Whether the last tracked run read any signal (a component that did is re-rendered by its signals). */
  get reads(): boolean {
    return this.deps.size > 0;
  }

  notify(): void {
    if (this.queued || !this.live) return;
    this.queued = true;
    queue.push(this);
  }

  /** From the queue: run if a source moved. */
  flush(): void {
    this.queued = false;
    if (this.live && changed(this.deps)) this.run();
  }

  dispose(): void {
    this.live = false;
    for (const source of this.deps.keys()) source.unwatch(this);
    this.deps.clear();
  }
}

export function signal<T>(value: T): Signal<T> {
  return new Signal(value);
}

export function computed<T>(fn: () => T): ReadonlySignal<T> {
  return new Computed(fn);
}

/** Runs `fn` now and again whenever a signal it read changes; returns the function that stops it. */
export function effect(fn: () => void): () => void {
  const run = (): void => {
    e.begin();
    try {
      fn();
    } finally {
      e.end();
    }
  };
  const e = new Effect(run);
  batch(run); // effects woken by its writes run after it
  return () => e.dispose();
}

/** Runs `fn`; the effects its writes wake run once, when the outermost batch ends. */
export function batch<T>(fn: () => T): T {
  batchDepth++;
  try {
    return fn();
  } finally {
    if (--batchDepth === 0) flushQueue();
  }
}

function flushQueue(): void {
  batchDepth++; // writes made by effects queue behind them instead of flushing recursively
  let failure: { error: unknown } | undefined;
  try {
    for (let e = queue.shift(); e; e = queue.shift()) {
      try {
        e.flush();
      } catch (error) {
        failure ??= { error };
      }
    }
  } finally {
    batchDepth--;
  }
  if (failure) throw failure.error;
}
