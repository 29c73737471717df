// The battles on the coast at the end of a turn (page §5 with 003's changes). Hexes are checked one
// after another in COMBAT_ORDER. On a hex holding barbarians, the active knights on its 6 paths (any
// colour) win when their strength exceeds the barbarians; they fight and turn inactive. The
// barbarians become prisoners of the players involved, then one die picks a pair of parallel paths
// whose fighting knights are casualties (003: downgraded, or removed) and pay their owners 3 gold.
// Draws between players and the casualty die are chance inputs. Once the battles are over the turn
// ends, where a game that has stopped moving may end (rules/stalemate.ts).

import { G_CHANCE, G_PHASE, g8, playerCount, s8 } from '../core/layout';
import { CH_NONE, PH_GAME_OVER } from '../core/phases';
import { hexEdge } from '../board/topology';
import { checkVictory, endTurn } from '../rules/turn';
import { COMBAT_ORDER } from './castle';
import {
  ACTIVE, FOUGHT, downgradeSlot, knightOn, newTurnForPathKnights, setSlotBits, slotBits, slotLevel, slotOwner,
} from './pathKnights';
import {
  KNIGHT_SLOTS, NONE_PLAYER, R_COMBAT_INDEX, R_COMBAT_PLAYER, R_COMBAT_STEP, R_GOLD_BOUGHT, R_KNIGHTS_MOVED,
  R_LOTTERY_POOL, R_LOTTERY_ROLLED, R_PRISONERS_LEFT, addGold, addPrisoners, barbariansOn, setBarbarians,
} from './region';

export const CH_PRISONERS = 6; // which of the players still drawing takes the next prisoner
export const CH_CASUALTY = 7; // the casualty die, 0..5 for 1..6

const STEP_HEX = 0;
const STEP_DRAW = 1; // too few prisoners for everyone: draws, one prisoner each
const STEP_LEFTOVER = 2; // one prisoner left over, tied strongest contributors draw
const STEP_CASUALTY = 3;

export const CASUALTY_GOLD = 3;
export const LOSER_GOLD = 3;

const contribution = new StaticArray<i32>(4);

@inline function currentHex(): i32 { return unchecked(COMBAT_ORDER[g8(R_COMBAT_INDEX)]); }

export function battlesRunning(): bool { return g8(R_COMBAT_PLAYER) != NONE_PLAYER; }

export function poolSize(): i32 { return popcnt(g8(R_LOTTERY_POOL)); }

/** endTurn in this mode: battles first, then the turn passes (unless the battles won the game). */
export function startBattles(p: i32): void {
  s8(R_COMBAT_PLAYER, p);
  s8(R_COMBAT_INDEX, 0);
  s8(R_COMBAT_STEP, STEP_HEX);
  continueBattles();
}

function continueBattles(): void {
  while (g8(R_COMBAT_INDEX) < COMBAT_ORDER.length) {
    if (g8(R_COMBAT_STEP) != STEP_HEX) return;
    if (fight(currentHex())) return; // waiting for a draw or the casualty die
    s8(R_COMBAT_INDEX, g8(R_COMBAT_INDEX) + 1);
  }
  finishTurn();
}

function finishTurn(): void {
  const p = g8(R_COMBAT_PLAYER);
  s8(R_COMBAT_PLAYER, NONE_PLAYER);
  checkVictory(); // prisoners taken on your own turn can win it
  if (g8(G_PHASE) == PH_GAME_OVER) return;
  s8(R_GOLD_BOUGHT, 0);
  s8(R_KNIGHTS_MOVED, 0);
  newTurnForPathKnights();
  endTurn(p);
}

/** Resolves the battle on hex h up to its first chance input; false when there is no battle. */
function fight(h: i32): bool {
  const barbarians = barbariansOn(h);
  if (barbarians == 0) return false;
  for (let q = 0; q < 4; q++) unchecked(contribution[q] = 0);
  let strength = 0;
  for (let s = 0; s < 6; s++) {
    const k = knightOn(hexEdge(h, s));
    if (k < 0 || (slotBits(k) & ACTIVE) == 0) continue;
    strength += slotLevel(k);
    unchecked(contribution[slotOwner(k)] += slotLevel(k));
  }
  if (strength <= barbarians) return false;
  let involved = 0;
  for (let s = 0; s < 6; s++) {
    const k = knightOn(hexEdge(h, s));
    if (k < 0 || (slotBits(k) & ACTIVE) == 0) continue;
    setSlotBits(k, (slotBits(k) & ~ACTIVE) | FOUGHT);
    involved |= 1 << slotOwner(k);
  }
  setBarbarians(h, 0); // every barbarian there is taken prisoner: the hex is free again
  const count = popcnt(involved);
  if (count == 1) {
    addPrisoners(ctz(involved), barbarians);
  } else if (barbarians >= count) {
    for (let q = 0; q < playerCount(); q++) if ((involved & (1 << q)) != 0) addPrisoners(q, 1);
    if (barbarians > count) { leftover(); return true; }
  } else {
    draw(involved, barbarians, STEP_DRAW);
    return true;
  }
  rollCasualty();
  return true;
}

/** 003: the leftover prisoner goes to the largest contributor; a tie is drawn, each loser gets 3 gold. */
function leftover(): void {
  let best = 0, tied = 0;
  for (let q = 0; q < 4; q++) {
    const c = unchecked(contribution[q]);
    if (c > best) { best = c; tied = 1 << q; } else if (c == best && c > 0) tied |= 1 << q;
  }
  if (popcnt(tied) == 1) { addPrisoners(ctz(tied), 1); rollCasualty(); return; }
  draw(tied, 1, STEP_LEFTOVER);
}

function draw(pool: i32, prisoners: i32, step: i32): void {
  s8(R_LOTTERY_POOL, pool);
  s8(R_LOTTERY_ROLLED, pool);
  s8(R_PRISONERS_LEFT, prisoners);
  s8(R_COMBAT_STEP, step);
  s8(G_CHANCE, CH_PRISONERS);
}

function rollCasualty(): void {
  s8(R_COMBAT_STEP, STEP_CASUALTY);
  s8(G_CHANCE, CH_CASUALTY);
}

/**
 * A draw among the players in the pool: `index` picks one of them uniformly, which is what rolling
 * two dice each and re-rolling ties amounts to. Players who drew and got nothing receive 3 gold.
 */
export function resolvePrisonerDraw(index: i32): void {
  let pool = g8(R_LOTTERY_POOL);
  let winner = 0;
  for (let q = 0; q < 4; q++) {
    if ((pool & (1 << q)) == 0) continue;
    if (index-- == 0) { winner = q; break; }
  }
  addPrisoners(winner, 1);
  pool &= ~(1 << winner);
  const left = g8(R_PRISONERS_LEFT) - 1;
  s8(R_PRISONERS_LEFT, left);
  s8(R_LOTTERY_POOL, pool);
  if (left > 0) return; // the next draw
  for (let q = 0; q < 4; q++) if ((pool & (1 << q)) != 0) addGold(q, LOSER_GOLD);
  s8(R_LOTTERY_POOL, 0);
  s8(R_LOTTERY_ROLLED, 0);
  rollCasualty();
}

/** Die face d (0..5 for 1..6) picks the paths of direction d mod 3 (page §5 [D]). */
export function resolveCasualty(d: i32): void {
  const h = currentHex();
  s8(G_CHANCE, CH_NONE);
  const dir = d % 3;
  for (let i = 0; i < 2; i++) {
    const k = knightOn(hexEdge(h, dir + 3 * i));
    if (k < 0 || (slotBits(k) & FOUGHT) == 0) continue;
    addGold(slotOwner(k), CASUALTY_GOLD);
    setSlotBits(k, slotBits(k) & ~FOUGHT);
    downgradeSlot(k);
  }
  for (let k = 0; k < KNIGHT_SLOTS; k++) setSlotBits(k, slotBits(k) & ~FOUGHT);
  s8(R_COMBAT_STEP, STEP_HEX);
  s8(R_COMBAT_INDEX, g8(R_COMBAT_INDEX) + 1);
  continueBattles();
}
