// Ratings of bot kinds from whole multi-player games, for the tournament's ladder (docs/bots.md).
// A game has one winner among its seats, so the model is the winner's share of the table
// (Plackett-Luce's first choice, Bradley-Terry for more than two): P(seat s wins) = γ(s) / Σ γ(seats),
// fitted by Hunter's MM iterations. A strength ratio is shown on the Elo scale (400·log10), so a
// difference of D means a two-seat win chance of 1 / (1 + 10^(-D/400)); the error bars are the 2.5 and
// 97.5 percentiles of the fit over games resampled with replacement. Each kind's raw win share comes
// with a Wilson score interval.

export interface GameRecord {
  /** Kind per seat. */
  seats: string[];
  /** The winning seat, or null for an unfinished game (left out). */
  winner: number | null;
}

export interface KindRating {
  /** Seats this kind took in finished games, and how many of those it won. */
  seats: number;
  wins: number;
  winShare: number;
  /** 95 % Wilson score interval of the win share. */
  winShare95: [number, number];
  /** Elo-scale rating, the anchor kind at 1000. */
  elo: number;
  /** 95 % bootstrap interval of `elo` (the anchor's is [1000, 1000]: the others are measured against it). */
  elo95: [number, number];
}

/** 95 % Wilson score interval of `wins` successes in `n` trials. */
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * Strengths γ per kind (log scale), fitted to `games`. Half a pseudo-win per kind keeps a kind that
 * never won finite (the rating is then an upper estimate, as its interval shows).
 */
export function fitStrengths(games: readonly GameRecord[], kinds: readonly string[]): Map<string, number> {
  const index = new Map(kinds.map((k, i) => [k, i]));
  const finished = games.filter((g) => g.winner !== null);
  const wins = kinds.map(() => 0.5);
  const counts = finished.map((g) => {
    const n = kinds.map(() => 0);
    for (const s of g.seats) n[index.get(s)!]++;
    wins[index.get(g.seats[g.winner!])!]++;
    return n;
  });
  let gamma = kinds.map(() => 1);
  for (let iter = 0; iter < 500; iter++) {
    const denominators = kinds.map(() => 0);
    for (const n of counts) {
      let table = 0;
      for (let i = 0; i < n.length; i++) table += n[i] * gamma[i];
      for (let i = 0; i < n.length; i++) if (n[i]) denominators[i] += n[i] / table;
    }
    const next = gamma.map((g, i) => (denominators[i] > 0 ? wins[i] / denominators[i] : g));
    const mean = next.reduce((a, b) => a + Math.log(b), 0) / next.length;
    const normalised = next.map((g) => g / Math.exp(mean));
    const change = Math.max(...normalised.map((g, i) => Math.abs(Math.log(g / gamma[i]))));
    gamma = normalised;
    if (change < 1e-9) break;
  }
  return new Map(kinds.map((k, i) => [k, Math.log(gamma[i])]));
}

const ELO = 400 / Math.LN10;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))];
}

/** Every kind's win share and Elo-scale rating with 95 % intervals (`resamples` bootstrap fits). */
export function rateKinds(games: readonly GameRecord[], options: { anchor?: string; resamples?: number; random: () => number }): Record<string, KindRating> {
  const kinds = [...new Set(games.flatMap((g) => g.seats))];
  const anchor = options.anchor && kinds.includes(options.anchor) ? options.anchor : kinds.includes('basic') ? 'basic' : kinds[0];
  const finished = games.filter((g) => g.winner !== null);
  const eloOf = (strengths: Map<string, number>, k: string) => 1000 + ELO * (strengths.get(k)! - strengths.get(anchor)!);
  const fit = fitStrengths(finished, kinds);
  const samples = new Map(kinds.map((k) => [k, [] as number[]]));
  for (let r = 0; r < (options.resamples ?? 200) && finished.length > 0; r++) {
    const resampled = finished.map(() => finished[Math.floor(options.random() * finished.length)]);
    const strengths = fitStrengths(resampled, kinds);
    for (const k of kinds) samples.get(k)!.push(eloOf(strengths, k));
  }
  const result: Record<string, KindRating> = {};
  for (const k of kinds) {
    let seats = 0;
    let wins = 0;
    for (const g of finished) {
      seats += g.seats.filter((s) => s === k).length;
      if (g.seats[g.winner!] === k) wins++;
    }
    const sorted = samples.get(k)!.sort((a, b) => a - b);
    const elo = eloOf(fit, k);
    result[k] = {
      seats,
      wins,
      winShare: seats ? wins / seats : 0,
      winShare95: wilson(wins, seats),
      elo: Math.round(elo),
      elo95: sorted.length ? [Math.round(quantile(sorted, 0.025)), Math.round(quantile(sorted, 0.975))] : [Math.round(elo), Math.round(elo)],
    };
  }
  return result;
}
