// A position as the search bot's value function reads it: the few numbers of `view(me)` it needs, in
// one Int32Array. The engine writes it directly (`game.positionView(me)`, assembly/abi/positionView.ts,
// no JSON to build and parse: the search scores thousands of positions a decision), and
// `positionOfView` makes the same array from a view (a trade answer judges views it edits). Both show
// only what the view shows: tests/bots/position.test.ts holds them equal for every seat.
import type { View } from '../engine/types.js';
import { CARD_NAMES } from './determinize.js';

/** Card kinds in the engine's order (hand slots). */
export const KINDS = ['brick', 'lumber', 'wool', 'grain', 'ore', 'cloth', 'coin', 'paper'];

// Header slots (-1 for none).
export const WINNER = 0;
export const ROBBER = 1;
export const SEATS = 2;
export const CK = 3;
export const BARBARIANS = 4;
export const ATTACK_AT = 5;
export const BARBARIAN_STRENGTH = 6;
export const DEFENSE = 7;
export const PIECE_COUNT = 8;
export const ROAD_COUNT = 9;
const HEADER = 10;

// Slots of a player's block, from playerAt(p).
export const PLAYER_SLOTS = 32;
export const VP_SLOT = 0;
export const CARD_COUNT = 1;
/** 1 when the hand's kinds are shown (our own, or a hands-up game). */
export const HAND_SHOWN = 2;
export const HAND = 3;
export const PROGRESS_COUNT = 11;
/** How many progress card slots follow (-1: another seat's, not shown). */
export const PROGRESS_SHOWN = 12;
export const PROGRESS = 13;
const MAX_PROGRESS = 6;
export const IMPROVEMENTS = 19;
export const ROAD_LENGTH = 22;
export const KNIGHT_STRENGTH = 23;
export const KNIGHTS_PLAYED = 24;
export const DEVELOPMENT_COUNT = 25;
export const ROADS_LEFT = 26;
export const SETTLEMENTS_LEFT = 27;
export const CITIES_LEFT = 28;

// A piece is 3 slots: vertex (hex * 6 + corner), owner, bits.
export const SETTLEMENT = 1;
export const CITY = 2;
export const DAMAGED_CITY = 3;
export const KNIGHT = 4;
export const WALL = 8;
export const METROPOLIS = 16;
export const ACTIVE = 128;
export const pieceKind = (bits: number) => bits & 7;
export const knightLevel = (bits: number) => (bits >> 5) & 3;

export const playerAt = (p: number) => HEADER + p * PLAYER_SLOTS;
export const piecesAt = (pos: Int32Array) => HEADER + pos[SEATS] * PLAYER_SLOTS;
/** The viewer's roads (edge hex * 6 + side), after the pieces. */
export const roadsAt = (pos: Int32Array) => piecesAt(pos) + 3 * pos[PIECE_COUNT];

const code = (v: [number, number]) => v[0] * 6 + v[1];

/** The position `view` shows, as `game.positionView(me)` writes it (`view` is `view(me)`). */
export function positionOfView(view: View, me: number): Int32Array {
  const players = view.players as View[];
  const pieces: number[] = [];
  for (const [p, q] of players.entries()) {
    for (const v of q.settlements) pieces.push(code(v), p, SETTLEMENT);
    for (const c of q.cities) pieces.push(code(c.vertex), p, (c.damaged ? DAMAGED_CITY : CITY) | (c.wall ? WALL : 0) | (c.metropolis != null ? METROPOLIS : 0));
    for (const k of q.knights ?? []) if (k.vertex) pieces.push(code(k.vertex), p, KNIGHT | (k.level << 5) | (k.active ? ACTIVE : 0));
  }
  const roads: number[] = (players[me]?.roads ?? []).map(code);
  const pos = new Int32Array(HEADER + players.length * PLAYER_SLOTS + pieces.length + roads.length);
  const b = view.barbarians;
  pos.set([
    view.winner ?? -1,
    view.robber ?? -1,
    players.length,
    b ? 1 : 0,
    b?.position ?? 0,
    b?.attackAt ?? 0,
    b?.strength ?? 0,
    b?.defense ?? 0,
    pieces.length / 3,
    roads.length,
  ]);
  players.forEach((q, p) => {
    const at = playerAt(p);
    pos[at + VP_SLOT] = q.vp;
    pos[at + CARD_COUNT] = q.cardCount;
    if (q.hand) {
      pos[at + HAND_SHOWN] = 1;
      KINDS.forEach((k, i) => (pos[at + HAND + i] = q.hand[k] ?? 0));
    }
    pos[at + PROGRESS_COUNT] = q.progressCount ?? 0;
    const cards = q.progressCards as (string | null)[] | null | undefined;
    pos[at + PROGRESS_SHOWN] = Array.isArray(cards) ? Math.min(cards.length, MAX_PROGRESS) : -1;
    for (let i = 0; i < MAX_PROGRESS; i++) pos[at + PROGRESS + i] = Array.isArray(cards) && cards[i] != null ? CARD_NAMES.indexOf(cards[i]!) : -1;
    const imp = q.improvements ?? {};
    pos[at + IMPROVEMENTS] = imp.trade ?? 0;
    pos[at + IMPROVEMENTS + 1] = imp.politics ?? 0;
    pos[at + IMPROVEMENTS + 2] = imp.science ?? 0;
    pos[at + ROAD_LENGTH] = q.roadLength;
    pos[at + KNIGHT_STRENGTH] = q.knightStrength ?? 0;
    pos[at + KNIGHTS_PLAYED] = q.knightsPlayed ?? 0;
    pos[at + DEVELOPMENT_COUNT] = q.developmentCount ?? 0;
    pos[at + ROADS_LEFT] = q.piecesLeft.roads;
    pos[at + SETTLEMENTS_LEFT] = q.piecesLeft.settlements;
    pos[at + CITIES_LEFT] = q.piecesLeft.cities;
  });
  pos.set(pieces, piecesAt(pos));
  pos.set(roads, roadsAt(pos));
  return pos;
}
