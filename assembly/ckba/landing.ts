// Barbarian landings (page §3, 003): after each settlement or city, three placement rolls; after each
// city improvement, one; a black ship on the event die places one on the coastal hex bearing the
// production total. A placement roll of 7, or (rolls 2 and 3) a total this landing already had, is
// rolled again; a hex already holding 3 takes nothing and is not rolled again. Every roll is a chance
// input (two dice), so a replay or the beacon decides it, never the engine.

import { G_CHANCE, g8, s8 } from '../core/layout';
import { CH_NONE } from '../core/phases';
import { coastalHexWith } from './castle';
import { CONQUERED, afterConquest } from './conquest';
import {
  R_LANDING_DONE, R_LANDING_LEFT, R_LANDING_SEEN, barbariansOn, setBarbarians,
} from './region';

export const CH_LANDING = 5; // two dice for a placement roll

/** One barbarian more on `hex` unless it already holds 3; reaching 3 conquers it. */
export function addBarbarian(hex: i32): void {
  const n = barbariansOn(hex);
  if (hex < 0 || n >= CONQUERED) return;
  setBarbarians(hex, n + 1);
  if (n + 1 == CONQUERED) afterConquest(hex);
}

/** Starts a landing of `rolls` placement rolls; the engine waits for the dice. */
export function startLanding(rolls: i32): void {
  s8(R_LANDING_LEFT, rolls);
  s8(R_LANDING_DONE, 0);
  s8(R_LANDING_SEEN, 0);
  s8(R_LANDING_SEEN + 1, 0);
  s8(G_CHANCE, CH_LANDING);
}

function seenBefore(total: i32): bool {
  const done = g8(R_LANDING_DONE);
  for (let i = 0; i < done && i < 2; i++) if (g8(R_LANDING_SEEN + i) == total) return true;
  return false;
}

/** One placement roll (dice values 0..5); a 7 or a repeat leaves the roll pending. */
export function resolveLandingRoll(a: i32, b: i32): void {
  const total = a + b + 2;
  if (total == 7 || seenBefore(total)) return;
  const done = g8(R_LANDING_DONE);
  if (done < 2) s8(R_LANDING_SEEN + done, total);
  s8(R_LANDING_DONE, done + 1);
  addBarbarian(coastalHexWith(total));
  const left = g8(R_LANDING_LEFT) - 1;
  s8(R_LANDING_LEFT, left);
  if (left == 0) s8(G_CHANCE, CH_NONE);
}

/** 003: a black ship lands one barbarian on the coastal hex bearing the production total (a 7: none). */
export function shipLanding(total: i32): void {
  const hex = coastalHexWith(total);
  if (hex >= 0) addBarbarian(hex);
}
