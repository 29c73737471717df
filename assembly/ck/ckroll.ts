// The order of a Cities & Knights roll (RULES.md): event die (ship: barbarians move and may attack;
// gate: progress draws in turn order), then production with commodities, then a 7. The sequence
// stops whenever players owe a decision (phase "respond") and continues where it stopped.

import {
  C_ALCHEMIST, C_COMMIT_QUEUE, C_DRAW_QUEUE, C_RESPONDER, C_ROLL_STEP, CP_IMPROVEMENT, CP_PENDING, G_CURRENT,
  G_DIE_EVENT, G_DIE_RED, G_DIE_YELLOW, G_PHASE, G_RESUME_PHASE, NONE, PENDING_AQUEDUCT, cg, cs, g8,
  playerCount, s8,
} from '../core/layout';
import { advanceBarbarians, nastyDefence, resolveAttack, startCommitments } from './barbarians';
import { drawProgress } from './progress';
import { produce } from '../rules/production';
import { RESOURCES, bankOf } from '../rules/hand';
import { startSeven } from '../rules/robber';
import { PH_MAIN, PH_RESPOND } from '../core/phases';
import { STEP_ATTACK, STEP_DONE, STEP_EVENT, STEP_GATE, STEP_PRODUCE, isCKBA } from '../core/layout';
import { shipLanding } from '../ckba/landing';
import { ABILITY_LEVEL, TRACK_POLITICS, TRACK_SCIENCE, TRACK_TRADE } from './cities';

export const EVENT_NONE = 0;
export const EVENT_SHIP = 1;
export const EVENT_SCIENCE = 2;
export const EVENT_POLITICS = 3;
export const EVENT_TRADE = 4;

/** Decisions owed by some player: a choice per player, a knight to relocate, a deck to choose. */
@inline export function decisionsPending(): bool {
  if (g8(C_RESPONDER) != NONE || g8(C_DRAW_QUEUE) != 0 || g8(C_COMMIT_QUEUE) != 0) return true;
  for (let p = 0; p < playerCount(); p++) if (cg(p, CP_PENDING) != 0) return true;
  return false;
}

function trackOfGate(event: i32): i32 {
  return event == EVENT_SCIENCE ? TRACK_SCIENCE : event == EVENT_POLITICS ? TRACK_POLITICS : TRACK_TRADE;
}

/** A gate: everyone whose improvement on that track shows the red die draws, in turn order. */
function drawForGate(event: i32): void {
  const track = trackOfGate(event);
  const red = g8(G_DIE_RED);
  const n = playerCount();
  for (let i = 0; i < n; i++) {
    const p = (g8(G_CURRENT) + i) % n;
    const lvl = cg(p, CP_IMPROVEMENT + track);
    if (lvl > 0 && red <= lvl + 1) drawProgress(p, track);
  }
}

export function startRoll(): void {
  s8(C_ROLL_STEP, STEP_EVENT);
  s8(G_RESUME_PHASE, PH_MAIN);
  continueRoll();
}

export function continueRoll(): void {
  while (true) {
    if (decisionsPending()) { s8(G_PHASE, PH_RESPOND); return; }
    const step = g8(C_ROLL_STEP);
    if (step == STEP_EVENT) {
      s8(C_ROLL_STEP, STEP_GATE);
      // ckba: no barbarian track; a ship lands one barbarian on the coast instead (003).
      if (g8(G_DIE_EVENT) == EVENT_SHIP && isCKBA()) shipLanding(g8(G_DIE_YELLOW) + g8(G_DIE_RED));
      else if (g8(G_DIE_EVENT) == EVENT_SHIP && advanceBarbarians()) {
        if (nastyDefence()) {
          startCommitments();
          s8(C_ROLL_STEP, STEP_ATTACK);
        } else resolveAttack();
      }
    } else if (step == STEP_ATTACK) {
      s8(C_ROLL_STEP, STEP_GATE);
      resolveAttack();
    } else if (step == STEP_GATE) {
      s8(C_ROLL_STEP, STEP_PRODUCE);
      const event = g8(G_DIE_EVENT);
      if (event >= EVENT_SCIENCE) drawForGate(event);
    } else if (step == STEP_PRODUCE) {
      s8(C_ROLL_STEP, STEP_DONE);
      s8(C_ALCHEMIST, 0);
      const total = g8(G_DIE_YELLOW) + g8(G_DIE_RED);
      if (total == 7) { startSeven(); return; }
      produce(total);
    } else {
      s8(G_PHASE, PH_MAIN);
      return;
    }
  }
}

/** After a player's decision: continue the roll, or return to the phase the decision interrupted. */
export function afterDecision(): void {
  if (decisionsPending()) return;
  if (g8(C_ROLL_STEP) != STEP_DONE) continueRoll();
  else s8(G_PHASE, g8(G_RESUME_PHASE));
}

