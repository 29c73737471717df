// The Bishop's steals: one random card from each player with a building on the robber's new hex, in
// turn order. The robber's resolution asks for the next one, so this queue sits apart from the card.

import { C_STEAL_QUEUE, G_CHANCE, G_CHANCE_PLAYER, G_CURRENT, g8, playerCount, s8 } from '../core/layout';
import { handTotal } from '../rules/hand';
import { CH_STEAL } from '../core/phases';

/** Starts the next steal of a Bishop, in seat order from the current player; false when none is left. */
export function nextBishopSteal(): bool {
  const queue = g8(C_STEAL_QUEUE);
  const n = playerCount();
  for (let i = 0; i < n; i++) {
    const q = (g8(G_CURRENT) + i) % n;
    if ((queue & (1 << q)) == 0) continue;
    s8(C_STEAL_QUEUE, queue & ~(1 << q));
    if (handTotal(q) == 0) return nextBishopSteal();
    s8(G_CHANCE, CH_STEAL);
    s8(G_CHANCE_PLAYER, q);
    return true;
  }
  return false;
}
