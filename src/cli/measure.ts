// The two measuring helpers every bench shares: figures are medians of several runs.

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Milliseconds `fn` took. */
export function time(fn: () => void): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}
