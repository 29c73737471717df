// Resource production after a roll, with the supply limit: if the bank cannot pay everyone a kind,
// nobody receives that kind this time (001).

import { G_ROBBER, g8, playerCount } from './layout';
import { KINDS, PIECE_CITY, bankOf, isBuilding, ownerAt, pieceAt, receive } from './hand';
import { hexCount, hexVertex } from './topology';
import { DESERT, numberOf, terrainOf } from './board';

const owed = new StaticArray<i32>(6 * 8);

export function produce(total: i32): void {
  const n = playerCount();
  for (let i = 0; i < n * KINDS; i++) unchecked(owed[i] = 0);
  const robber = g8(G_ROBBER);
  for (let h = 0; h < hexCount; h++) {
    if (numberOf(h) != total || h == robber) continue;
    const kind = terrainOf(h);
    if (kind == DESERT) continue;
    for (let c = 0; c < 6; c++) {
      const v = hexVertex(h, c);
      if (!isBuilding(v)) continue;
      const p = ownerAt(v);
      unchecked(owed[p * KINDS + kind] += pieceAt(v) == PIECE_CITY ? 2 : 1);
    }
  }
  for (let k = 0; k < KINDS; k++) {
    let demand = 0;
    for (let p = 0; p < n; p++) demand += unchecked(owed[p * KINDS + k]);
    if (demand == 0 || demand > bankOf(k)) continue;
    for (let p = 0; p < n; p++) {
      const amount = unchecked(owed[p * KINDS + k]);
      if (amount > 0) receive(p, k, amount);
    }
  }
}

