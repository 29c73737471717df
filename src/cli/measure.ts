// The measuring helpers every bench shares: figures are medians of several runs, and every figure
// is printed with the machine it was measured on (a figure without its machine compares with nothing).
import { cpus, loadavg } from 'node:os';

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

/** CPU milliseconds (user + system) this process spent in `fn`, which other work on the machine barely changes. */
export function cpuTime(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const spent = process.cpuUsage(start);
  return (spent.user + spent.system) / 1000;
}

/**
 * CPU model, cores, Node version and the load when measured, e.g. "AMD EPYC, 2 cores, Node v20.20.2,
 * load 0.4": a figure taken while other work shares the cores is slower, and says so.
 */
export function machine(): string {
  const list = cpus();
  const model = (list[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim();
  return `${model}, ${list.length} cores, Node ${process.version}, load ${loadavg()[0].toFixed(1)}`;
}

/** Prints bench lines, each stamped with the machine. */
export function printFigures(lines: readonly string[]): void {
  console.log(lines.map((line) => `${line}  [${machine()}]`).join('\n'));
}
