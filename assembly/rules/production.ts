// Resource production after a roll, with the supply limit: if the bank cannot pay everyone a kind,
// nobody receives that kind this time (001). In Cities & Knights a city on forest, pasture or
// mountains yields one resource and one commodity (paper, cloth, coin) instead of two resources.

import { G_ROBBER, MAX_PLAYERS, g8, isCK, playerCount } from '../core/layout';
import { KINDS, PIECE_CITY, bankOf, isBuilding, ownerAt, pieceAt, receive } from './hand';
import { hexCount, hexVertex } from '../board/topology';
import { DESERT, numberOf, terrainOf } from '../board/board';
import { hooks, asks, ASK_HEX_BARREN, ASK_RECEIVED_NOTHING } from './modeHooks';
import { put } from '../core/put';

const owed = new StaticArray<i32>(MAX_PLAYERS * 8);
const received = new StaticArray<bool>(MAX_PLAYERS);
// The commodity a city adds on each terrain in Cities & Knights (-1: a second resource instead).
const COMMODITY: StaticArray<i32> = [-1, 7, 5, -1, 6, -1]; // forest paper, pasture cloth, mountains coin

export function produce(total: i32): void {
  const n = playerCount();
  for (let i = 0; i < n * KINDS; i++) put(owed, i, 0);
  for (let p = 0; p < n; p++) unchecked(received[p] = false);
  const robber = g8(G_ROBBER);
  const barrenHexes = asks(ASK_HEX_BARREN);
  for (let h = 0; h < hexCount; h++) {
    if (numberOf(h) != total || h == robber || (barrenHexes && hooks.hexBarren(h))) continue;
    const kind = terrainOf(h);
    if (kind == DESERT) continue;
    for (let c = 0; c < 6; c++) {
      const v = hexVertex(h, c);
      if (!isBuilding(v)) continue;
      const p = ownerAt(v);
      const at = p * KINDS;
      if (pieceAt(v) != PIECE_CITY) put(owed, at + kind, unchecked(owed[at + kind]) + 1);
      else if (isCK() && COMMODITY[kind] >= 0) {
        const commodity = at + unchecked(COMMODITY[kind]);
        put(owed, at + kind, unchecked(owed[at + kind]) + 1);
        put(owed, commodity, unchecked(owed[commodity]) + 1);
      } else put(owed, at + kind, unchecked(owed[at + kind]) + 2);
    }
  }
  for (let k = 0; k < KINDS; k++) {
    let demand = 0;
    for (let p = 0; p < n; p++) demand += unchecked(owed[p * KINDS + k]);
    if (demand == 0 || demand > bankOf(k)) continue;
    for (let p = 0; p < n; p++) {
      const amount = unchecked(owed[p * KINDS + k]);
      if (amount > 0) { receive(p, k, amount); unchecked(received[p] = true); }
    }
  }
  if (asks(ASK_RECEIVED_NOTHING)) for (let p = 0; p < n; p++) if (!unchecked(received[p])) hooks.receivedNothing(p);
}

