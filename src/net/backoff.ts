// Redials, of peers and of the broker, back off exponentially with jitter.

export interface Backoff {
  initialMs: number;
  maxMs: number;
  factor: number;
}

/** Exponential backoff with ±20% jitter, so peers that failed together do not retry together. */
export function backoffDelay(attempt: number, backoff: Backoff, random: () => number): number {
  const { initialMs, maxMs, factor } = backoff;
  const base = Math.min(maxMs, initialMs * factor ** Math.min(attempt, 30));
  return Math.round(base * (0.8 + 0.4 * random()));
}
