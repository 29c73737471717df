// Friendly Robber (001 fn 16): the robber may not go to a terrain hex next to a settlement of a player
// with only 2 victory points; if no hex is left it goes to (or stays on) the desert; nobody with only
// 2 victory points is robbed. Discards on a 7 are unchanged. Public points count (hidden cards are secret).

import { G_ROBBER, P_VP, g8, playerCount, pg } from '../core/layout';
import { isBuilding, ownerAt } from '../rules/hand';
import { hexCount, hexVertex } from '../board/topology';
import { DESERT, terrainOf } from '../board/board';
import { FRIENDLY_ROBBER, variantOn } from '../core/options';

const SPARED_AT = 2;

/** A real player (not a Catan-for-Two neutral seat) the Friendly Robber spares. */
@inline export function spared(p: i32): bool {
  return variantOn(FRIENDLY_ROBBER) && p < playerCount() && pg(p, P_VP) <= SPARED_AT;
}

/** A terrain hex next to a building of a spared player. The desert is never closed. */
function closed(hex: i32): bool {
  if (terrainOf(hex) == DESERT) return false;
  for (let c = 0; c < 6; c++) {
    const v = hexVertex(hex, c);
    if (isBuilding(v) && spared(ownerAt(v))) return true;
  }
  return false;
}

function anyOpenHex(): bool {
  const robber = g8(G_ROBBER);
  for (let h = 0; h < hexCount; h++) if (h != robber && terrainOf(h) != DESERT && !closed(h)) return true;
  return false;
}

/** Whether the Friendly Robber forbids moving to `hex`. */
@inline export function friendlyRefuses(hex: i32): bool {
  return variantOn(FRIENDLY_ROBBER) && closed(hex);
}

/** With every terrain hex closed, the robber may stay on the desert it stands on. */
export function mayStayOnDesert(hex: i32): bool {
  return variantOn(FRIENDLY_ROBBER) && hex == g8(G_ROBBER) && terrainOf(hex) == DESERT && !anyOpenHex();
}
