// Cities & Knights (000) as a mode: its answers to the mode hooks (rules/modeHooks.ts), each for C&K
// games only (ckba plays by them too); modes/index.ts installs them.

import {
  C_DEFENDERS_LEFT, C_FLEET_KIND, C_HARBOR_DONE, C_MERCHANT_HEX, C_MERCHANT_OWNER, C_METROPOLIS, CP_IMPROVEMENT, G_CURRENT, NONE, cg, g8, isCK, s8,
} from '../core/layout';
import { E_PROGRESS_LIMIT, OK } from '../core/errors';
import { KINDS, RESOURCES } from '../rules/hand';
import { terrainOf } from '../board/board';
import { offerAqueduct } from './aqueduct';
import { ABILITY_LEVEL, TRACK_TRADE, hasDamagedCity, initCityPieces, wallCount } from './cities';
import { startRoll } from './ckroll';
import { initKnightPieces, newTurnForKnights } from './knights';
import { HAND_LIMIT, INTRIGUE, progressCount, shuffleDecks } from './progress';
import { takeKnightCuts, updateLongestRoad } from '../rules/longestRoad';
import * as A from '../core/actions';
import {
  offerAlchemist, offerBuildingCK, offerDecisions, offerKnightErrant, offerTurnCK, offerVictoryReveals,
} from './legalCK';

/** The Aqueduct: a player with science 3 who received nothing picks a resource. */
export function aqueductAfterProduction(p: i32): void {
  if (isCK()) offerAqueduct(p);
}

/** City walls: 2 more cards each before a 7 costs half the hand. */
export function wallsHandLimit(p: i32): i32 { return isCK() ? 2 * wallCount(p) : 0; }

/** The Trading House (trade 3) for commodities, the Merchant's resource, the Merchant Fleet's kind this turn. */
export function ckKindsAtTwo(p: i32): i32 {
  if (!isCK()) return 0;
  let kinds = 0;
  if (cg(p, CP_IMPROVEMENT + TRACK_TRADE) >= ABILITY_LEVEL) kinds |= ((1 << KINDS) - 1) & ~((1 << RESOURCES) - 1);
  if (g8(C_MERCHANT_OWNER) == p) kinds |= 1 << terrainOf(g8(C_MERCHANT_HEX));
  if (p == g8(G_CURRENT)) kinds |= 1 << g8(C_FLEET_KIND); // NONE (255) sets bit 31, which names no kind
  return kinds;
}

/** The roll goes on with the event die, the gates and production (ckroll.ts). */
export function ckTakesRoll(): bool {
  if (!isCK()) return false;
  startRoll();
  return true;
}

/** Promotions and fresh knights are no longer limits; the Merchant Fleet and the harbor exchange end. */
export function ckTurnEnded(): void {
  if (!isCK()) return;
  newTurnForKnights();
  s8(C_FLEET_KIND, NONE);
  s8(C_HARBOR_DONE, 0);
}

/** A damaged city is repaired before any city is built. */
export function ckRepairsFirst(p: i32): bool { return isCK() && hasDamagedCity(p); }

/** The turn may end unless p holds more progress cards than the limit. */
export function ckCheckEndTurn(p: i32): i32 { return isCK() && progressCount(p) > HAND_LIMIT ? E_PROGRESS_LIMIT : OK; }

/** Before the roll: the Alchemist, and a knight chasing the robber (Knight Errant). */
export function ckOffersBeforeRoll(p: i32): void {
  if (!isCK()) return;
  offerAlchemist(p);
  offerKnightErrant(p);
}

/** The decisions the barbarians and progress cards ask of players (phase respond). */
export function ckOffersDecisions(p: i32): void {
  if (isCK()) offerDecisions(p);
}

/** Knights, walls, repairs and improvements in a special building phase. */
export function ckOffersBuilding(p: i32): void {
  if (isCK()) offerBuildingCK(p);
}

/** Knights, improvements and progress cards on p's turn. */
export function ckOffersOnTurn(p: i32): void {
  if (isCK()) offerTurnCK(p);
}

/** Victory point progress cards are shown in any phase. */
export function ckOffersVictoryReveals(p: i32): void {
  if (isCK()) offerVictoryReveals(p);
}

/** Knights and city walls in each player's supply. */
export function ckSeatPlayer(p: i32): void {
  if (!isCK()) return;
  initKnightPieces(p);
  initCityPieces(p);
}

/** The progress decks, the Defenders of Catan, and no merchant, metropolis or fleet yet. */
export function ckStartGame(): void {
  if (!isCK()) return;
  shuffleDecks();
  s8(C_DEFENDERS_LEFT, 6);
  s8(C_MERCHANT_HEX, NONE);
  s8(C_MERCHANT_OWNER, NONE);
  for (let t = 0; t < 3; t++) s8(C_METROPOLIS + t, NONE);
  s8(C_FLEET_KIND, NONE);
}

/** Knights placed, moved, displaced or removed can cut or rejoin a road (000 Illustration R). */
function movesKnights(type: i32): bool {
  return type == A.A_BUILD_KNIGHT || type == A.A_MOVE_KNIGHT || type == A.A_DISPLACE_KNIGHT
    || type == A.A_RELOCATE_KNIGHT || type == A.A_REMOVE_KNIGHT || type == A.A_PLACE_DESERTER
    || type == A.A_PLAY_PROGRESS + INTRIGUE;
}

/** Only the players whose roads through the knights' intersections were cut or rejoined are recomputed. */
export function ckActionSettled(type: i32): void {
  if (isCK() && movesKnights(type)) updateLongestRoad(takeKnightCuts());
}
