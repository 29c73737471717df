// The hand-tuned value function the search bot maximises: how good a position is for seat `me`, in
// points where one victory point is 100. It reads only what `view(me)` shows (position.ts: the engine
// writes those numbers without JSON), so it can never use more than that seat may know. Terms, in the
// spirit of catanatron's value function: victory points, production (pips weighted by what each
// resource builds, with a bonus for variety and the robber's hex left out), spots the road network
// reaches, cards in hand (worth less past the hand limit), development/progress cards, and in Cities &
// Knights improvements, knights against the barbarians and walls. Opponents' public strength (points,
// production, cards in hand) counts against us, the leader's most.
import type { View } from '../engine/types.js';
import { harborsAt, harborWorth, RESOURCE_OF, RESOURCES, scarcity } from './boardWorth.js';
import { barbarianWorth, metropolisRace } from './ckWorth.js';
import { geometryFor, type Geometry } from './geometry.js';
import {
  ACTIVE,
  ATTACK_AT,
  BARBARIANS,
  BARBARIAN_STRENGTH,
  CARD_COUNT,
  CITIES_LEFT,
  CITY,
  CK,
  DAMAGED_CITY,
  DEFENSE,
  DEVELOPMENT_COUNT,
  HAND,
  HAND_SHOWN,
  IMPROVEMENTS,
  KNIGHT,
  KNIGHTS_PLAYED,
  KNIGHT_STRENGTH,
  METROPOLIS,
  PIECE_COUNT,
  PROGRESS,
  PROGRESS_COUNT,
  PROGRESS_SHOWN,
  ROADS_LEFT,
  ROAD_COUNT,
  ROAD_LENGTH,
  ROBBER,
  SEATS,
  SETTLEMENT,
  SETTLEMENTS_LEFT,
  VP_SLOT,
  WALL,
  WINNER,
  knightLevel,
  pieceKind,
  piecesAt,
  playerAt,
  positionOfView,
  roadsAt,
} from './position.js';

// Per resource (brick, lumber, wool, grain, ore).
const BASE_WEIGHTS = [1.0, 1.0, 0.75, 1.05, 0.95];
// C&K cities turn forest, pasture and mountains into commodities, and improvements eat them.
const CK_WEIGHTS = [0.9, 1.0, 0.9, 1.05, 1.1];
const COMMODITY_TERRAIN = new Set(['forest', 'pasture', 'mountains']);

export const VP = 100;
const CARD = 8;
// a card past the hand limit is half lost whenever a 7 comes before our next turn
const CARD_OVER_LIMIT = 0;
const DEVELOPMENT_CARD = 28;
const PROGRESS_CARD = 18;
const IMPROVEMENT_LEVEL = 30;
const WALL_WORTH = 12;
// what a city yields more than the settlement it becomes when the barbarians take it (pips, commodity included)
const CITY_PIPS = 8;

function pips(n: unknown): number {
  return typeof n === 'number' ? 6 - Math.abs(7 - n) : 0;
}

/** Per-game facts computed once per board: each hex's pips and resource (robber ignored). */
interface BoardFacts {
  geometry: Geometry;
  hexPips: number[];
  /** Resource index per hex, -1 for none. */
  hexKind: number[];
  commodityHex: boolean[];
  baseWeights: number[];
  ckWeights: number[];
  /** The `full` value function's harbor kind by vertex id (null: harbors are not judged). */
  harbors: Map<number, number> | null;
  full: boolean;
  /** Scratch marks per vertex id for reachableSpots, valid where equal to `stamp`. */
  occupied: Uint32Array;
  network: Uint32Array;
  stamp: number;
  /** Scratch per-resource production. */
  byKind: Float64Array;
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
  const scaled = (w: number[]) => (rare ? w.map((x, r) => x * rare[r]) : w);
  return {
    geometry,
    hexPips: hexes.map((h) => pips(h.number)),
    hexKind: hexes.map((h) => RESOURCE_OF[h.terrain] ?? -1),
    commodityHex: hexes.map((h) => COMMODITY_TERRAIN.has(h.terrain)),
    baseWeights: scaled(BASE_WEIGHTS),
    ckWeights: scaled(CK_WEIGHTS),
    harbors: full ? harborsAt(view, geometry) : null,
    full,
    occupied: new Uint32Array(geometry.neighbours.length),
    network: new Uint32Array(geometry.neighbours.length),
    stamp: 0,
    byKind: new Float64Array(RESOURCES),
  };
}

/** A value function: a position as `game.positionView(me)` writes it, or `view(me)` itself. */
export type Evaluator = (position: Int32Array | View, me: number) => number;

/** A value function for positions on the board of `view` (the board never changes during a game). */
export function evaluatorFor(view: View, evaluation: Evaluation = 'plain'): Evaluator {
  const facts = boardFacts(view, evaluation);
  return (v, me) => evaluate(v instanceof Int32Array ? v : positionOfView(v, me), me, facts);
}

/** Weighted production of one player (the robber's hex yields nothing), with its harbors' worth. */
function production(pos: Int32Array, p: number, f: BoardFacts, weights: number[]): number {
  const ck = pos[CK] === 1;
  const robber = pos[ROBBER];
  const byKind = f.byKind.fill(0);
  const g = f.geometry;
  let harborKinds = 0;
  const start = piecesAt(pos);
  const end = start + 3 * pos[PIECE_COUNT];
  for (let i = start; i < end; i += 3) {
    if (pos[i + 1] !== p) continue;
    const kind = pieceKind(pos[i + 2]);
    if (kind !== SETTLEMENT && kind !== CITY && kind !== DAMAGED_CITY) continue;
    const vertex = g.vertexAt(pos[i]);
    const city = kind === CITY;
    const mult = city ? 2 : 1;
    for (const h of g.hexesAt[vertex]) {
      const r = f.hexKind[h];
      if (r < 0 || h === robber) continue;
      // a C&K city on forest, pasture or mountains yields one resource and one commodity
      byKind[r] += f.hexPips[h] * (city && ck && f.commodityHex[h] ? 1 + 1.1 : mult);
    }
    if (f.harbors) {
      const harbor = f.harbors.get(vertex);
      if (harbor !== undefined) harborKinds |= 1 << harbor;
    }
  }
  let total = 0;
  for (let r = 0; r < RESOURCES; r++) total += byKind[r] * weights[r] + (byKind[r] > 0 ? 3 : 0);
  if (f.harbors) total += harborWorth(harborKinds, byKind);
  return total;
}

/** Vertices where `me` could put a settlement: empty, no building next to it, touched by our roads. */
function reachableSpots(pos: Int32Array, f: BoardFacts, weights: number[]): number {
  const g = f.geometry;
  // stamps instead of fresh sets: this runs for every position the search scores
  const stamp = ++f.stamp;
  const { occupied, network } = f;
  const start = piecesAt(pos);
  // every piece, Barbarian Attack's knights (on paths, not intersections) aside
  for (let i = start; i < start + 3 * pos[PIECE_COUNT]; i += 3) occupied[g.vertexAt(pos[i])] = stamp;
  const roads = roadsAt(pos);
  for (let i = roads; i < roads + pos[ROAD_COUNT]; i++) for (const v of g.edgeAt(pos[i])) network[v] = stamp;
  const spotValue = (v: number) => {
    if (occupied[v] === stamp) return 0;
    for (const n of g.neighbours[v]) if (occupied[n] === stamp) return 0;
    let value = f.harbors?.has(v) ? 2 : 0;
    for (const h of g.hexesAt[v]) if (f.hexKind[h] >= 0) value += f.hexPips[h] * weights[f.hexKind[h]];
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
// Costs per resource (brick, lumber, wool, grain, ore).
const CITY_BUILD = 0;
const SETTLEMENT_BUILD = 1;
const ROAD_BUILD = 2;
const BUILDS: { cost: number[]; worth: number; ck: boolean | null }[] = [
  { cost: [0, 0, 0, 2, 3], worth: 40, ck: null },
  { cost: [1, 1, 1, 1, 0], worth: 30, ck: null },
  { cost: [1, 1, 0, 0, 0], worth: 6, ck: null },
  // a development card; in C&K a knight
  { cost: [0, 0, 1, 1, 1], worth: 12, ck: false },
  { cost: [0, 0, 1, 0, 1], worth: 10, ck: true },
];
// The commodity (cloth, coin, paper) of each improvement track (trade, politics, science).
const TRACK_COMMODITY = [5, 6, 7];

function handSynergy(pos: Int32Array, me: number, ck: boolean, full: boolean, settlements: number, cities: number): number {
  const at = playerAt(me);
  let best = 0;
  // the next level of a city improvement costs (level + 1) of its commodity and needs a city
  if (full && ck && cities > 0) {
    for (let t = 0; t < 3; t++) {
      const level = pos[at + IMPROVEMENTS + t];
      if (level >= 5) continue;
      best = Math.max(best, (18 + 6 * level) * (Math.min(pos[at + HAND + TRACK_COMMODITY[t]], level + 1) / (level + 1)) ** 2);
    }
  }
  for (let b = 0; b < BUILDS.length; b++) {
    const build = BUILDS[b];
    if (build.ck !== null && build.ck !== ck) continue;
    if (b === CITY_BUILD && (settlements === 0 || pos[at + CITIES_LEFT] === 0)) continue;
    if (b === SETTLEMENT_BUILD && pos[at + SETTLEMENTS_LEFT] === 0) continue;
    if (b === ROAD_BUILD && pos[at + ROADS_LEFT] === 0) continue;
    let need = 0;
    let have = 0;
    for (let r = 0; r < RESOURCES; r++) {
      need += build.cost[r];
      have += Math.min(pos[at + HAND + r], build.cost[r]);
    }
    best = Math.max(best, build.worth * (have / need) ** 2);
  }
  return best;
}

function evaluate(pos: Int32Array, me: number, f: BoardFacts): number {
  if (pos[WINNER] === me) return 1e6;
  const ck = pos[CK] === 1;
  const weights = ck ? f.ckWeights : f.baseWeights;
  const target = ck ? 13 : 10;
  const seats = pos[SEATS];
  let maxVp = -Infinity;
  for (let q = 0; q < seats; q++) maxVp = Math.max(maxVp, pos[playerAt(q) + VP_SLOT]);
  // production matters most early; late in the game only points do
  const pipWeight = 10 * Math.max(0.35, 1 - maxVp / target);
  const at = playerAt(me);
  let score = pos[at + VP_SLOT] * VP;
  score += pipWeight * production(pos, me, f, weights);
  if (pos[at + SETTLEMENTS_LEFT] > 0) score += pipWeight * reachableSpots(pos, f, weights);
  score += pos[at + ROAD_LENGTH] * (ck ? 1.5 : 2);

  // our buildings: settlements, walls, and cities neither a metropolis nor damaged
  let settlements = 0;
  let cities = 0;
  let walls = 0;
  let openCities = 0;
  let knightWorth = 0;
  let strength = 0;
  const start = piecesAt(pos);
  for (let i = start; i < start + 3 * pos[PIECE_COUNT]; i += 3) {
    if (pos[i + 1] !== me) continue;
    const bits = pos[i + 2];
    const kind = pieceKind(bits);
    if (kind === SETTLEMENT) settlements++;
    else if (kind === CITY || kind === DAMAGED_CITY) {
      cities++;
      if (bits & WALL) walls++;
      if (kind === CITY && !(bits & METROPOLIS)) openCities++;
    } else if (kind === KNIGHT) {
      const level = knightLevel(bits);
      knightWorth += level * 6;
      if (bits & ACTIVE) {
        strength += level;
        knightWorth += level * 8;
      }
    }
  }
  if (!ck) walls = 0;
  const limit = 7 + 2 * walls;
  const cards = pos[at + CARD_COUNT];
  score += Math.min(cards, limit) * CARD + Math.max(0, cards - limit) * CARD_OVER_LIMIT;
  if (pos[at + HAND_SHOWN]) score += handSynergy(pos, me, ck, f.full, settlements, cities);

  if (!ck) {
    score += pos[at + DEVELOPMENT_COUNT] * DEVELOPMENT_CARD + pos[at + KNIGHTS_PLAYED] * 6;
  } else {
    score += ckTerms(pos, me, walls, f.full, knightWorth, strength, openCities, pipWeight);
  }
  // Opponents: their public strength is our loss; the leader counts double.
  for (let q = 0; q < seats; q++) {
    if (q === me) continue;
    const qa = playerAt(q);
    const vp = pos[qa + VP_SLOT];
    const weight = vp === maxVp ? 0.35 : 0.15;
    score -= weight * (vp * VP + pipWeight * production(pos, q, f, weights) + pos[qa + CARD_COUNT] * CARD);
  }
  return score;
}

// The hard bot's worth of each progress card held (the plain function counts every card at 18), in
// the engine's card order (determinize.ts CARD_NAMES): what it usually brings when played at the
// right time. A fourth card counts at 30 %: the next draw forces a discard, and the worst card goes first.
const PROGRESS_WORTH = [
  /* alchemist */ 18, /* crane */ 24, /* engineer */ 24, /* inventor */ 14, /* irrigation */ 22, /* medicine */ 24, /* mining */ 22, /* printer */ 100,
  /* roadBuilding */ 18, /* smith */ 16, /* bishop */ 14, /* constitution */ 100, /* deserter */ 14, /* diplomat */ 14, /* intrigue */ 12, /* saboteur */ 14,
  /* spy */ 16, /* warlord */ 16, /* wedding */ 20, /* commercialHarbor */ 14, /* masterMerchant */ 20, /* merchant */ 16, /* merchantFleet */ 16,
  /* resourceMonopoly */ 24, /* tradeMonopoly */ 20,
];

function progressWorth(pos: Int32Array, me: number, full: boolean): number {
  const at = playerAt(me);
  const count = pos[at + PROGRESS_COUNT];
  const shown = pos[at + PROGRESS_SHOWN];
  let known = full && shown === count;
  const worths: number[] = [];
  for (let i = 0; known && i < shown; i++) {
    const card = pos[at + PROGRESS + i];
    if (card < 0) known = false;
    else worths.push(PROGRESS_WORTH[card]);
  }
  if (!known) return Math.min(count, 3) * PROGRESS_CARD + Math.max(0, count - 3) * 5;
  worths.sort((a, b) => b - a);
  return worths.reduce((sum, w, i) => sum + (i < 3 ? w : 0.3 * w), 0);
}

function ckTerms(
  pos: Int32Array,
  me: number,
  walls: number,
  full: boolean,
  knightWorth: number,
  strength: number,
  cityCount: number,
  pipWeight: number,
): number {
  const at = playerAt(me);
  let score = 0;
  for (let t = 0; t < 3; t++) {
    const level = pos[at + IMPROVEMENTS + t];
    score += level * IMPROVEMENT_LEVEL + (level >= 3 ? 15 : 0);
  }
  // a fourth card fills the hand: the next draw forces a discard, so it is worth little held
  score += progressWorth(pos, me, full) + walls * WALL_WORTH + knightWorth;
  // the hard bot: the attack's chance before we act again, a lost city's points and production (ckWorth.ts)
  if (full) return score + barbarianWorth(pos, me, strength, cityCount, VP + CITY_PIPS * pipWeight) + metropolisRace(pos, me, cityCount);
  // The barbarians: lose a city if we defend least while the island loses; a point if we defend most.
  const danger = pos[BARBARIANS] / Math.max(1, pos[ATTACK_AT]);
  if (danger > 0.4) {
    let weakest = Infinity;
    let strongest = -Infinity;
    for (let q = 0; q < pos[SEATS]; q++) {
      if (q === me) continue;
      weakest = Math.min(weakest, pos[playerAt(q) + KNIGHT_STRENGTH]);
      strongest = Math.max(strongest, pos[playerAt(q) + KNIGHT_STRENGTH]);
    }
    const islandLoses = pos[DEFENSE] < pos[BARBARIAN_STRENGTH];
    if (islandLoses && cityCount > 0 && strength <= weakest) score -= danger * danger * 90;
    if (!islandLoses && strength > strongest) score += danger * danger * 60;
  }
  return score;
}
