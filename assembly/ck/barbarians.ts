// The barbarian attack (Cities & Knights): strength = intact cities (metropolises included) against
// the active knights of all players. If the barbarians win, the weakest defenders who own a city
// that is not a metropolis each lose one (ties all lose; they choose which when they have a choice).
// If Catan wins, the unique strongest defender takes a Defender of Catan card, or the tied strongest
// each draw a progress card from a deck of their choice, in turn order. Then every knight is inactive.

import {
  C_ATTACKS, C_BARBARIANS, C_COMMIT_QUEUE, C_DEFENDERS_LEFT, C_DRAW_QUEUE, CP_DEFENDER, CP_PENDING, F_NASTY,
  G_CURRENT, NONE, P_VP, PENDING_PILLAGE, cg, cs, g8, hasFlag, playerCount, pg, ps, s8,
} from '../core/layout';
import { activeStrength, deactivateDefenders, defendingStrength } from './knights';
import { cityCount, pillage, pillageable } from './cities';
import { vertexCount } from '../board/topology';
import { put } from '../core/put';

export const ATTACK_AT = 7;
const strength = new StaticArray<i32>(6);

/** The ship moves one step; returns true when it reaches Catan and attacks. */
export function advanceBarbarians(): bool {
  const pos = g8(C_BARBARIANS) + 1;
  s8(C_BARBARIANS, pos);
  return pos >= ATTACK_AT;
}

export function barbarianStrength(): i32 {
  let s = 0;
  for (let p = 0; p < playerCount(); p++) s += cityCount(p, true);
  return s;
}

/** Nasty variant: the players with active knights declare their defenders, in turn order. */
export function nastyDefence(): bool { return hasFlag(F_NASTY); }

export function startCommitments(): void {
  let queue = 0;
  for (let p = 0; p < playerCount(); p++) if (activeStrength(p) > 0) queue |= 1 << p;
  s8(C_COMMIT_QUEUE, queue);
}

/** The next player to declare defenders, in turn order from the current player, or NONE. */
export function nextCommitment(): i32 { return firstInTurnOrder(g8(C_COMMIT_QUEUE)); }

function firstInTurnOrder(queue: i32): i32 {
  if (queue == 0) return NONE;
  const n = playerCount();
  for (let i = 0; i < n; i++) {
    const p = (g8(G_CURRENT) + i) % n;
    if ((queue & (1 << p)) != 0) return p;
  }
  return NONE;
}

export function knightStrength(): i32 {
  let s = 0;
  for (let p = 0; p < playerCount(); p++) s += activeStrength(p);
  return s;
}

/** The only city p could lose, or -1 when p has to choose (or has none). */
function onlyPillageable(p: i32): i32 {
  let found = -1;
  for (let v = 0; v < vertexCount; v++) {
    if (!pillageable(p, v)) continue;
    if (found != -1) return -1;
    found = v;
  }
  return found;
}

export function resolveAttack(): void {
  const n = playerCount();
  const attackers = barbarianStrength();
  let defenders = 0;
  const nasty = nastyDefence();
  for (let p = 0; p < n; p++) { const s = defendingStrength(p, nasty); put(strength, p, s); defenders += s; }
  if (defenders < attackers) {
    // Players without a city that can be pillaged are immune and do not count as weakest.
    let weakest = i32.MAX_VALUE;
    for (let p = 0; p < n; p++) if (cityCount(p, false) > 0) weakest = min(weakest, unchecked(strength[p]));
    for (let p = 0; p < n; p++) {
      if (cityCount(p, false) == 0 || unchecked(strength[p]) != weakest) continue;
      const only = onlyPillageable(p);
      if (only != -1) pillage(p, only);
      else cs(p, CP_PENDING, PENDING_PILLAGE);
    }
  } else {
    let best = 0, count = 0, who = NONE;
    for (let p = 0; p < n; p++) {
      const s = unchecked(strength[p]);
      if (s > best) { best = s; count = 1; who = p; } else if (s == best && s > 0) count++;
    }
    if (count == 1 && g8(C_DEFENDERS_LEFT) > 0) {
      s8(C_DEFENDERS_LEFT, g8(C_DEFENDERS_LEFT) - 1);
      cs(who, CP_DEFENDER, cg(who, CP_DEFENDER) + 1);
      ps(who, P_VP, pg(who, P_VP) + 1);
    } else if (count > 1) {
      let queue = 0;
      for (let p = 0; p < n; p++) if (unchecked(strength[p]) == best) queue |= 1 << p;
      s8(C_DRAW_QUEUE, queue);
    }
  }
  deactivateDefenders(nasty);
  s8(C_BARBARIANS, 0);
  s8(C_ATTACKS, g8(C_ATTACKS) + 1);
}

/** The next tied defender to choose a deck, in turn order from the current player, or NONE. */
export function nextDefenderDraw(): i32 { return firstInTurnOrder(g8(C_DRAW_QUEUE)); }
