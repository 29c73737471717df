// The hand-tuned value function the search bot maximises: how good a position is for seat `me`, in
// points where one victory point is 100. It reads only `view(me)` of a (determinized) position, so it
// can never use more than that seat may know. Terms, in the spirit of catanatron's value function:
// victory points, production (pips weighted by what each resource builds, with a bonus for variety
// and the robber's hex left out), spots the road network reaches, cards in hand (worth less past the
// hand limit), development/progress cards, and in Cities & Knights improvements, knights against the
// barbarians and walls. Opponents' public strength (points, production, cards in hand) counts
// against us, the leader's most.
import type { View } from '../engine/types.js';
import { harborsAt, harborWorth, RESOURCE_OF, scarcity } from './boardWorth.js';
import { geometryFor, type Geometry } from './geometry.js';

type Weights = Record<string, number>;
const BASE_WEIGHTS: Weights = { brick: 1.0, lumber: 1.0, wool: 0.75, grain: 1.05, ore: 0.95 };
// C&K cities turn forest, pasture and mountains into commodities, and improvements eat them.
const CK_WEIGHTS: Weights = { brick: 0.9, lumber: 1.0, wool: 0.9, grain: 1.05, ore: 1.1 };
const COMMODITY_TERRAIN = new Set(['forest', 'pasture', 'mountains']);

export const VP = 100;
const CARD = 8;
// a card past the hand limit is half lost whenever a 7 comes before our next turn
const CARD_OVER_LIMIT = 0;
const DEVELOPMENT_CARD = 28;
const PROGRESS_CARD = 18;
const IMPROVEMENT_LEVEL = 30;
const WALL = 12;

function pips(n: unknown): number {
  return typeof n === 'number' ? 6 - Math.abs(7 - n) : 0;
}

/** Per-game facts computed once per board: each vertex's weighted pips (robber ignored). */
interface BoardFacts {
  geometry: Geometry;
  hexPips: number[];
  hexKind: (string | undefined)[];
  commodityHex: boolean[];
  baseWeights: Weights;
  ckWeights: Weights;
  /** The `full` value function's harbors by vertex id (null: harbors are not judged). */
  harbors: Map<number, string> | null;
  full: boolean;
  /** Scratch marks per vertex id for reachableSpots, valid where equal to `stamp`. */
  occupied: Uint32Array;
  network: Uint32Array;
  stamp: number;
}

/**
 * `plain` is the normal bot's value function; `full` (the hard bot's) also weighs each resource by how
 * rarely this board rolls it, values harbors, and sees commodities as steps towards the next
 * city improvement (boardWorth.ts).
 */
export type Evaluation = 'plain' | 'full';

function boardFacts(view: View, evaluation: Evaluation): BoardFacts {
  const hexes = view.board.hexes as { terrain: string; number: number | null }[];
  const geometry = geometryFor(view.board.rows);
  const full = evaluation === 'full';
  const rare = full ? scarcity(view) : null;
  const scaled = (w: Weights) => (rare ? Object.fromEntries(Object.entries(w).map(([k, x]) => [k, x * rare[k]])) : w);
  return {
    geometry,
    hexPips: hexes.map((h) => pips(h.number)),
    hexKind: hexes.map((h) => RESOURCE_OF[h.terrain]),
    commodityHex: hexes.map((h) => COMMODITY_TERRAIN.has(h.terrain)),
    baseWeights: scaled(BASE_WEIGHTS),
    ckWeights: scaled(CK_WEIGHTS),
    harbors: full ? harborsAt(view, geometry) : null,
    full,
    occupied: new Uint32Array(geometry.neighbours.length),
    network: new Uint32Array(geometry.neighbours.length),
    stamp: 0,
  };
}

export type Evaluator = (view: View, me: number) => number;

/** A value function for positions on the board of `view` (the board never changes during a game). */
export function evaluatorFor(view: View, evaluation: Evaluation = 'plain'): Evaluator {
  const facts = boardFacts(view, evaluation);
  return (v, me) => evaluate(v, me, facts);
}

/** Weighted production of one player (the robber's hex yields nothing), with its harbors' worth. */
function production(view: View, p: number, f: BoardFacts, weights: Weights): number {
  const ck = view.barbarians != null;
  const player = view.players[p];
  const byKind: Record<string, number> = {};
  const add = (vertex: [number, number], mult: number, city: boolean) => {
    for (const h of f.geometry.hexesAt[f.geometry.vertex(vertex)]) {
      const kind = f.hexKind[h];
      if (!kind || h === view.robber) continue;
      // a C&K city on forest, pasture or mountains yields one resource and one commodity
      const value = city && ck && f.commodityHex[h] ? 1 + 1.1 : mult;
      byKind[kind] = (byKind[kind] ?? 0) + f.hexPips[h] * value;
    }
  };
  for (const v of player.settlements) add(v, 1, false);
  for (const c of player.cities) add(c.vertex, c.damaged ? 1 : 2, !c.damaged);
  let total = 0;
  for (const [kind, n] of Object.entries(byKind)) total += n * weights[kind] + (n > 0 ? 3 : 0);
  if (f.harbors) {
    const kinds = new Set<string>();
    for (const v of player.settlements) addHarbor(kinds, f, v);
    for (const c of player.cities) addHarbor(kinds, f, c.vertex);
    total += harborWorth(kinds, byKind);
  }
  return total;
}

function addHarbor(kinds: Set<string>, f: BoardFacts, vertex: [number, number]): void {
  const kind = f.harbors!.get(f.geometry.vertex(vertex));
  if (kind) kinds.add(kind);
}

/** Vertices where `p` could put a settlement: empty, no building next to it, touched by p's roads. */
function reachableSpots(view: View, p: number, f: BoardFacts, weights: Weights): number {
  const g = f.geometry;
  // stamps instead of fresh sets: this runs for every position the search scores
  const stamp = ++f.stamp;
  const { occupied, network } = f;
  view.players.forEach((q: View, i: number) => {
    for (const v of q.settlements) occupied[g.vertex(v)] = stamp;
    for (const c of q.cities) occupied[g.vertex(c.vertex)] = stamp;
    // Barbarian Attack's knights stand on paths, not intersections
    for (const k of q.knights ?? []) if (k.vertex) occupied[g.vertex(k.vertex)] = stamp;
    if (i === p) for (const e of q.roads) for (const v of g.edge(e)) network[v] = stamp;
  });
  const spotValue = (v: number) => {
    if (occupied[v] === stamp) return 0;
    for (const n of g.neighbours[v]) if (occupied[n] === stamp) return 0;
    let value = f.harbors?.has(v) ? 2 : 0;
    for (const h of g.hexesAt[v]) if (f.hexKind[h]) value += f.hexPips[h] * weights[f.hexKind[h]!];
    return value;
  };
  let near0 = 0;
  let near1 = 0;
  let far0 = 0;
  for (let v = 0; v < network.length; v++) {
    if (network[v] !== stamp) continue;
    const value = spotValue(v);
    if (value > near0) [near0, near1] = [value, near0];
    else if (value > near1) near1 = value;
    for (const n of g.neighbours[v]) if (network[n] !== stamp) far0 = Math.max(far0, spotValue(n));
  }
  return 0.5 * near0 + 0.25 * near1 + 0.15 * far0;
}

// What a hand is close to paying for: cards that complete a build are worth more than loose ones,
// so a 4:1 trade asks for the missing card and a discard keeps the pieces of the next build.
const BUILDS: { cost: Record<string, number>; worth: number; can: (player: View, ck: boolean) => boolean }[] = [
  { cost: { ore: 3, grain: 2 }, worth: 40, can: (p) => p.settlements.length > 0 && p.piecesLeft.cities > 0 },
  { cost: { brick: 1, lumber: 1, wool: 1, grain: 1 }, worth: 30, can: (p) => p.piecesLeft.settlements > 0 },
  { cost: { brick: 1, lumber: 1 }, worth: 6, can: (p) => p.piecesLeft.roads > 0 },
  { cost: { wool: 1, grain: 1, ore: 1 }, worth: 12, can: (_, ck) => !ck },
  { cost: { wool: 1, ore: 1 }, worth: 10, can: (_, ck) => ck },
];

const TRACK_COMMODITY: [string, string][] = [['trade', 'cloth'], ['politics', 'coin'], ['science', 'paper']];

function handSynergy(hand: Record<string, number>, ck: boolean, player: View, full: boolean): number {
  let best = 0;
  // the next level of a city improvement costs (level + 1) of its commodity and needs a city
  if (full && ck && player.cities.length > 0) {
    for (const [track, commodity] of TRACK_COMMODITY) {
      const level = player.improvements[track] as number;
      if (level >= 5) continue;
      best = Math.max(best, (18 + 6 * level) * (Math.min(hand[commodity] ?? 0, level + 1) / (level + 1)) ** 2);
    }
  }
  for (const build of BUILDS) {
    if (!build.can(player, ck)) continue;
    let need = 0;
    let have = 0;
    for (const [kind, n] of Object.entries(build.cost)) {
      need += n;
      have += Math.min(hand[kind] ?? 0, n);
    }
    best = Math.max(best, build.worth * (have / need) ** 2);
  }
  return best;
}

function handCards(hand: Record<string, number> | null, count: number): Record<string, number> {
  return hand ?? { unknown: count };
}

function evaluate(view: View, me: number, f: BoardFacts): number {
  if (view.winner === me) return 1e6;
  const ck = view.barbarians != null;
  const weights = ck ? f.ckWeights : f.baseWeights;
  const target = ck ? 13 : 10;
  const maxVp = Math.max(...view.players.map((q: View) => q.vp));
  // production matters most early; late in the game only points do
  const pipWeight = 10 * Math.max(0.35, 1 - maxVp / target);
  const player = view.players[me];
  let score = player.vp * VP;
  score += pipWeight * production(view, me, f, weights);
  if (player.piecesLeft.settlements > 0) score += pipWeight * reachableSpots(view, me, f, weights);
  score += player.roadLength * (ck ? 1.5 : 2);

  const walls = ck ? player.cities.filter((c: View) => c.wall).length : 0;
  const limit = 7 + 2 * walls;
  const cards = Object.values(handCards(player.hand, player.cardCount)).reduce((a: number, b) => a + (b as number), 0);
  score += Math.min(cards, limit) * CARD + Math.max(0, cards - limit) * CARD_OVER_LIMIT;
  if (player.hand) score += handSynergy(player.hand, ck, player, f.full);

  if (!ck) {
    score += player.developmentCount * DEVELOPMENT_CARD + player.knightsPlayed * 6;
  } else {
    score += ckTerms(view, me, player, walls, f.full);
  }
  // Opponents: their public strength is our loss; the leader counts double.
  view.players.forEach((q: View, i: number) => {
    if (i === me) return;
    const weight = q.vp === maxVp ? 0.35 : 0.15;
    score -= weight * (q.vp * VP + pipWeight * production(view, i, f, weights) + q.cardCount * CARD);
  });
  return score;
}

// The hard bot's worth of each progress card held (the plain function counts every card at 18): what it
// usually brings when played at the right time. A fourth card counts at 30 %: the next draw forces a
// discard, and the worst card goes first.
const PROGRESS_WORTH: Record<string, number> = {
  alchemist: 18, crane: 24, engineer: 24, inventor: 14, irrigation: 22, medicine: 24, mining: 22, printer: 100,
  roadBuilding: 18, smith: 16, bishop: 14, constitution: 100, deserter: 14, diplomat: 14, intrigue: 12,
  saboteur: 14, spy: 16, warlord: 16, wedding: 20, commercialHarbor: 14, masterMerchant: 20, merchant: 16,
  merchantFleet: 16, resourceMonopoly: 24, tradeMonopoly: 20,
};

function progressWorth(player: View, full: boolean): number {
  const cards = player.progressCards as unknown[] | null;
  if (!full || !Array.isArray(cards) || cards.some((c) => typeof c !== 'string' || !(c in PROGRESS_WORTH))) {
    return Math.min(player.progressCount, 3) * PROGRESS_CARD + Math.max(0, player.progressCount - 3) * 5;
  }
  const worths = (cards as string[]).map((c) => PROGRESS_WORTH[c]).sort((a, b) => b - a);
  return worths.reduce((sum, w, i) => sum + (i < 3 ? w : 0.3 * w), 0);
}

function ckTerms(view: View, me: number, player: View, walls: number, full: boolean): number {
  let score = 0;
  const imp = player.improvements;
  for (const level of [imp.trade, imp.politics, imp.science]) score += level * IMPROVEMENT_LEVEL + (level >= 3 ? 15 : 0);
  // a fourth card fills the hand: the next draw forces a discard, so it is worth little held
  score += progressWorth(player, full) + walls * WALL;
  let strength = 0;
  for (const k of player.knights) {
    score += k.level * 6;
    if (k.active) {
      strength += k.level;
      score += k.level * 8;
    }
  }
  // The barbarians: lose a city if we defend least while the island loses; a point if we defend most.
  const b = view.barbarians;
  const danger = b.position / Math.max(1, b.attackAt);
  const cityCount = player.cities.filter((c: View) => !c.metropolis && !c.damaged).length;
  if (danger > 0.4) {
    const others = view.players.filter((_: View, i: number) => i !== me).map((q: View) => q.knightStrength as number);
    const islandLoses = b.defense < b.strength;
    if (islandLoses && cityCount > 0 && strength <= Math.min(...others)) score -= danger * danger * 90;
    if (!islandLoses && strength > Math.max(...others)) score += danger * danger * 60;
  }
  return score;
}
