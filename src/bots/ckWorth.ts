// What the hard bot sees in Cities & Knights beyond the plain value function's rough terms: the
// barbarians as a chance (the ship needs so many more ship faces of the event die before we can act
// again) against what is at stake (a city, or a Defender of Catan point), and the metropolis race
// (an open track's third and fourth levels are steps towards two points). All of it is public.
import {
  ATTACK_AT,
  BARBARIANS,
  BARBARIAN_STRENGTH,
  CITY,
  DEFENSE,
  IMPROVEMENTS,
  KNIGHT_STRENGTH,
  METROPOLIS,
  PIECE_COUNT,
  SEATS,
  pieceKind,
  piecesAt,
  playerAt,
} from './position.js';

// Three of the event die's six faces are the ship.
const SHIP = 0.5;
const DEFENDER_POINT = 100;
const TIED_DEFENDER_CARD = 18;
// The metropolis race, per level already reached on a track nobody has reached 4 on: the share of its
// two points (200) that level is worth besides the level itself.
const RACE_SHARE = [0, 0, 0.1, 0.3, 0];

/** The chance that at least `needed` of the next `rolls` rolls show the ship. */
function attackChance(needed: number, rolls: number): number {
  if (needed <= 0) return 1;
  if (needed > rolls) return 0;
  let chance = 0;
  let ways = 1;
  for (let k = 0; k <= rolls; k++) {
    if (k >= needed) chance += ways * SHIP ** k * (1 - SHIP) ** (rolls - k);
    ways = (ways * (rolls - k)) / (k + 1);
  }
  return chance;
}

/**
 * The barbarians' expected cost (negative) or reward for `me`, whose active knights' strength and open
 * cities (neither metropolis nor damaged) the caller counted in its own scan of our pieces: before we
 * can act again every seat rolls once (ours included); if the island's active knights fall short of its
 * cities, the weakest defenders with an open city each lose one (`cityLoss`); if it holds, the one
 * strongest defender takes a point, the tied strongest a progress card each.
 */
export function barbarianWorth(pos: Int32Array, me: number, mine: number, exposed: number, cityLoss: number): number {
  const seats = pos[SEATS];
  const chance = attackChance(ATTACK_AT - pos[BARBARIANS], seats);
  if (chance === 0) return 0;
  if (pos[DEFENSE] < pos[BARBARIAN_STRENGTH]) {
    if (exposed === 0) return 0;
    // a weaker defender with an open city of its own loses one instead of us
    const start = piecesAt(pos);
    for (let i = start; i < start + 3 * pos[PIECE_COUNT]; i += 3) {
      const owner = pos[i + 1];
      const bits = pos[i + 2];
      if (owner !== me && pieceKind(bits) === CITY && !(bits & METROPOLIS) && pos[playerAt(owner) + KNIGHT_STRENGTH] < mine) return 0;
    }
    return -chance * cityLoss;
  }
  let others = 0;
  for (let q = 0; q < seats; q++) if (q !== me) others = Math.max(others, pos[playerAt(q) + KNIGHT_STRENGTH]);
  if (mine > others) return chance * DEFENDER_POINT;
  return mine > 0 && mine === others ? chance * TIED_DEFENDER_CARD : 0;
}

/**
 * The metropolis race: on a track where nobody else has reached level 4, our level 2 and 3 are worth a
 * share of the metropolis's two points (half of it when someone is level with us or ahead), as long as
 * we have a city to put one on.
 */
export function metropolisRace(pos: Int32Array, me: number, openCities: number): number {
  if (openCities === 0) return 0;
  const at = playerAt(me);
  let worth = 0;
  for (let t = 0; t < 3; t++) {
    const level = pos[at + IMPROVEMENTS + t];
    if (RACE_SHARE[level] === 0) continue;
    let ahead = 0;
    for (let q = 0; q < pos[SEATS]; q++) if (q !== me) ahead = Math.max(ahead, pos[playerAt(q) + IMPROVEMENTS + t]);
    if (ahead >= 4) continue;
    worth += RACE_SHARE[level] * 200 * (ahead >= level ? 0.5 : 1);
  }
  return worth;
}
