// Legal base-game actions, generated directly: each generator evaluates what checkAction would test,
// once per enumeration for what does not depend on the record (the player's pieces left, what they
// can pay, the card already played) and per record only for the place or card it names. Their callers
// in legal.ts have already settled the phase and whose turn it is. In trial mode (offerList.ts) every
// generator offers its whole candidate range instead, each record checked, and the lists must agree.

import {
  E_OWNER, G_CARD_PLAYED, G_FREE_ROADS, G_TRADE_OPEN, MAX_EDGES, MAX_HEXES, MAX_VERTICES, NONE, STATE, P_CITIES_LEFT, P_DEV, P_ROADS_LEFT, P_SETTLEMENTS_LEFT,
  g8, isCK, pg, playerCount,
} from '../core/layout';
import * as A from '../core/actions';
import { setArg } from '../core/actions';
import {
  MAX_LEGAL, choosingOnly, chosenRecord, clearArgs, countingOnly, enough, legalAt, legalNoArgs, offerCount, offerLegal, presenceOnly, tallyRecords, trying,
  wanted,
} from './offerList';
import { OK } from '../core/errors';
import {
  COST_BRIDGE, COST_CITY, COST_DEVELOPMENT, COST_ROAD, COST_SETTLEMENT, DEV_KNIGHT, DEV_MONOPOLY, DEV_ROAD_BUILDING,
  DEV_VICTORY_POINT, DEV_YEAR_OF_PLENTY, KINDS, PIECE_NONE, PIECE_SETTLEMENT, RESOURCES, bankOf, canPay, handOf,
  kindCount, ownerAt, pieceAt,
} from './hand';
import { bankRate, checkConfirm } from './trade';
import { deckSize } from './development';
import { NO_VICTIM, robberChoices } from './robberChoices';
import { robbablePlayers } from './robber';
import { NO_ID, edgeCount, edgeVertex, hexCount, vertexCount, vertexEdge } from '../board/topology';
import { edgeTouchesLand, isBridgeSite, seaOnBoard, vertexTouchesLand } from '../board/sea';
import { anyRoadSite, distanceRuleHolds, roadAt } from './build';
import { hooks, asks, ASK_KEEPS_LAST_SETTLEMENT, ASK_REPAIRS_FIRST, ASK_CARDS_WAIT_FOR_ROLL } from './modeHooks';
import { victoryPointCardsPlayed } from '../core/options';
import { put } from '../core/put';
import { bytesMaybe, firstMarked } from '../core/byteScan';
import { ownPiece, ownPieces } from './ownPieces';
import { derivedEpoch } from './derived';
import { sealedDevelopment } from './sealedDevelopment';
import { offerSealedPlays } from './sealedOffers';

// The intersections p's network reaches, marked by markNetwork: p's own pieces, and free
// intersections at p's roads. A path joins the network when one of its ends is marked
// (roadConnects); a settlement needs a free marked intersection (touchesOwnRoad). Kept while the
// state is (derivedEpoch): a bot's pick lists the same state more than once.
const joins = new StaticArray<bool>(MAX_VERTICES);
let markedFor = -1;
let markedIn: u32 = 0;

/** Whether markNetwork(p) marked intersection v (p's piece, or free at p's road). */
@inline export function inNetwork(v: i32): bool { return unchecked(joins[v]); }

export function markNetwork(p: i32): void {
  if (p == markedFor && markedIn == derivedEpoch) return;
  markedFor = p;
  markedIn = derivedEpoch;
  if (MAX_VERTICES % 8 != 0 || MAX_EDGES % 8 != 0) ERROR('joins and roads are read eight at a time');
  for (let v = 0; v < vertexCount; v += 8) store<u64>(changetype<usize>(joins) + <usize>v, 0);
  const n = ownPieces(p);
  for (let i = 0; i < n; i++) unchecked(joins[ownPiece(i)] = true);
  for (let e = 0; e < edgeCount; e += 8) {
    let marks = bytesMaybe(load<u64>(STATE + <usize>(E_OWNER + e)), p);
    while (marks != 0) {
      const road = e + firstMarked(marks);
      marks &= marks - 1;
      if (road >= edgeCount || roadAt(road) != p) continue;
      for (let i = 0; i < 2; i++) {
        const v = edgeVertex(road, i);
        if (pieceAt(v) == PIECE_NONE) unchecked(joins[v] = true);
      }
    }
  }
}

/**
 * Roads (`A_BUILD_ROAD`) or bridges: free paths on land (bridges: between two sea hexes) that join
 * p's network, while p has a road left and a free road of Road Building or the cost (checkBuildRoad).
 * After markNetwork(p).
 */
export function offerPaths(p: i32, type: i32): void {
  if (!wanted(type)) return;
  const bridge = type == A.A_BUILD_BRIDGE;
  const fits = pg(p, P_ROADS_LEFT) > 0 && (g8(G_FREE_ROADS) != 0 || canPay(p, bridge ? COST_BRIDGE : COST_ROAD));
  if (!fits && !trying()) return;
  if (presenceOnly() && !bridge) {
    tallyRecords(type, anyRoadAtNetwork(p) ? 1 : 0);
    return;
  }
  for (let e = 0; e < edgeCount; e++) {
    if (!trying()) {
      if (roadAt(e) != NONE) continue;
      if (!unchecked(joins[edgeVertex(e, 0)]) && !unchecked(joins[edgeVertex(e, 1)])) continue;
      if (bridge ? !isBridgeSite(e) : seaOnBoard && !edgeTouchesLand(e)) continue;
    }
    legalAt(type, e);
    if (enough(type)) return;
  }
}

/** Settlements on free land intersections by p's roads, two paths from any building (checkBuildSettlement). After markNetwork(p). */
@inline function offerSettlements(p: i32): void {
  if (!wanted(A.A_BUILD_SETTLEMENT)) return;
  if (!trying() && !(pg(p, P_SETTLEMENTS_LEFT) > 0 && canPay(p, COST_SETTLEMENT))) return;
  if (presenceOnly()) {
    tallyRecords(A.A_BUILD_SETTLEMENT, anySettlementAtNetwork(p) ? 1 : 0);
    return;
  }
  for (let v = 0; v < vertexCount; v++) {
    if (trying() || (unchecked(joins[v]) && pieceAt(v) == PIECE_NONE && distanceRuleHolds(v) && (!seaOnBoard || vertexTouchesLand(v)))) {
      legalAt(A.A_BUILD_SETTLEMENT, v);
      if (enough(A.A_BUILD_SETTLEMENT)) return;
    }
  }
}

/** Cities replace p's own settlements (checkBuildCity; in C&K a damaged city is repaired first). */
@inline function offerCities(p: i32): void {
  if (!wanted(A.A_BUILD_CITY)) return;
  const fits = pg(p, P_CITIES_LEFT) > 0 && canPay(p, COST_CITY) && !(asks(ASK_KEEPS_LAST_SETTLEMENT) && hooks.keepsLastSettlement(p))
    && !(asks(ASK_REPAIRS_FIRST) && hooks.repairsFirst(p));
  if (!fits && !trying()) return;
  const n = trying() ? vertexCount : ownPieces(p);
  for (let i = 0; i < n; i++) {
    const v = trying() ? i : ownPiece(i);
    if (!trying() && pieceAt(v) != PIECE_SETTLEMENT) continue;
    legalAt(A.A_BUILD_CITY, v);
    if (enough(A.A_BUILD_CITY)) return;
  }
}

/**
 * Whether a free path on land has an end in p's network (what markNetwork marks): at one of p's
 * pieces, or at a free intersection on one of p's roads. A presence list asks only this of roads,
 * found from p's pieces and roads without marking the network.
 */
function anyRoadAtNetwork(p: i32): bool {
  const n = ownPieces(p);
  for (let i = 0; i < n; i++) if (freeLandPathAt(ownPiece(i))) return true;
  return anyFreeEndOfRoad(p, false);
}

/** Whether a settlement may go on a free land intersection by p's roads (the network's free part), after presence only. */
@inline function anySettlementAtNetwork(p: i32): bool { return anyFreeEndOfRoad(p, true); }

/**
 * Whether a free intersection at an end of one of p's roads has a free land path (`settlement`
 * false) or holds to the distance rule on land (true).
 */
function anyFreeEndOfRoad(p: i32, settlement: bool): bool {
  for (let e = 0; e < edgeCount; e += 8) {
    let marks = bytesMaybe(load<u64>(STATE + <usize>(E_OWNER + e)), p);
    while (marks != 0) {
      const road = e + firstMarked(marks);
      marks &= marks - 1;
      if (road >= edgeCount || roadAt(road) != p) continue;
      for (let i = 0; i < 2; i++) {
        const v = edgeVertex(road, i);
        if (pieceAt(v) != PIECE_NONE) continue;
        if (settlement ? distanceRuleHolds(v) && (!seaOnBoard || vertexTouchesLand(v)) : freeLandPathAt(v)) return true;
      }
    }
  }
  return false;
}

/** Whether a path without a road, on land, meets intersection v. */
@inline function freeLandPathAt(v: i32): bool {
  for (let i = 0; i < 3; i++) {
    const e = vertexEdge(v, i);
    if (e != NO_ID && roadAt(e) == NONE && (!seaOnBoard || edgeTouchesLand(e))) return true;
  }
  return false;
}

/** What p may build on a turn or in a special building phase (base pieces; C&K adds its own). */
export function offerBuilding(p: i32): void {
  // Settlements and bridges cost a road's brick and lumber too: without them (most turns) nothing
  // needs the network, and it is not marked; nor in a presence list, but for bridges (anyRoadAtNetwork,
  // anySettlementAtNetwork).
  const network = presenceOnly() ? seaOnBoard : wanted(A.A_BUILD_ROAD) || wanted(A.A_BUILD_BRIDGE) || wanted(A.A_BUILD_SETTLEMENT);
  if (network && (g8(G_FREE_ROADS) != 0 || canPay(p, COST_ROAD))) markNetwork(p);
  offerPaths(p, A.A_BUILD_ROAD);
  if (seaOnBoard || trying()) offerPaths(p, A.A_BUILD_BRIDGE);
  offerSettlements(p);
  offerCities(p);
  if (wanted(A.A_BUY_DEVELOPMENT) && (trying() || (!isCK() && canPay(p, COST_DEVELOPMENT) && deckSize() > 0))) {
    clearArgs();
    setArg(0, -1);
    offerLegal(A.A_BUY_DEVELOPMENT);
  }
}

/**
 * Development cards on p's own turn (both callers' phases): one a turn, held since before it, none
 * before the roll with After Dice-Roll; victory point cards only with Normal Development Card.
 */
export function offerDevelopmentPlays(p: i32): void {
  // sealed cards are named by token and checked record by record (sealedOffers.ts)
  if (sealedDevelopment()) {
    if (!isCK()) offerSealedPlays(p);
    return;
  }
  const may = !isCK() && g8(G_CARD_PLAYED) == 0 && !(asks(ASK_CARDS_WAIT_FOR_ROLL) && hooks.cardsWaitForRoll());
  if (!may && !trying()) return;
  if (trying() || pg(p, P_DEV + DEV_KNIGHT) > 0) legalNoArgs(A.A_PLAY_KNIGHT);
  if (trying() || (pg(p, P_DEV + DEV_ROAD_BUILDING) > 0 && anyRoadSite(p))) legalNoArgs(A.A_PLAY_ROAD_BUILDING);
  if (trying() || pg(p, P_DEV + DEV_YEAR_OF_PLENTY) > 0) offerYearOfPlenty();
  if (trying() || pg(p, P_DEV + DEV_MONOPOLY) > 0) for (let k = 0; k < RESOURCES && !enough(A.A_PLAY_MONOPOLY); k++) legalAt(A.A_PLAY_MONOPOLY, k);
  if (trying() || (victoryPointCardsPlayed() && pg(p, P_DEV + DEV_VICTORY_POINT) > 0)) legalNoArgs(A.A_PLAY_VICTORY_POINT);
}

/** Two resources the bank still has. */
@inline function offerYearOfPlenty(): void {
  if (!wanted(A.A_PLAY_YEAR_OF_PLENTY)) return;
  for (let a = 0; a < RESOURCES; a++) {
    for (let b = a; b < RESOURCES; b++) {
      if (enough(A.A_PLAY_YEAR_OF_PLENTY)) return;
      if (!trying() && (a == b ? bankOf(a) < 2 : bankOf(a) == 0 || bankOf(b) == 0)) continue;
      clearArgs();
      setArg(a, 1);
      setArg(b, a == b ? 2 : 1);
      offerLegal(A.A_PLAY_YEAR_OF_PLENTY);
    }
  }
}

/**
 * Bank trades as one kind at p's rate for one card the bank has; with an offer open, confirming it
 * with each player who accepted or countered, or cancelling it; else offers of one card for one.
 */
export function offerTrades(p: i32): void {
  const kinds = kindCount();
  if (wanted(A.A_BANK_TRADE)) offerBankTrades(p, kinds);
  if (g8(G_TRADE_OPEN) != 0) {
    if (wanted(A.A_CONFIRM_TRADE)) for (let q = 0; q < playerCount(); q++) if (trying() || checkConfirm(p, q) == OK) legalAt(A.A_CONFIRM_TRADE, q);
    legalNoArgs(A.A_CANCEL_TRADE);
    return;
  }
  if (!wanted(A.A_OFFER_TRADE)) return;
  if (countingOnly()) {
    // one card of each kind held for one of each other kind
    let held = 0;
    for (let give = 0; give < kinds; give++) if (handOf(p, give) > 0) held++;
    tallyRecords(A.A_OFFER_TRADE, held * (kinds - 1), true);
    return;
  }
  clearArgs();
  for (let give = 0; give < kinds; give++) {
    if (handOf(p, give) == 0 && !trying()) continue;
    setArg(give, 1);
    for (let get = 0; get < kinds; get++) {
      if (get == give) continue;
      setArg(8 + get, 1);
      offerLegal(A.A_OFFER_TRADE);
      if (enough(A.A_OFFER_TRADE)) return;
      setArg(8 + get, 0);
    }
    setArg(give, 0);
  }
}

/** Bank trades: each kind p holds at its rate for one card of each other kind the bank has. */
function offerBankTrades(p: i32, kinds: i32): void {
  if (countingOnly()) {
    let stocked = 0;
    for (let get = 0; get < kinds; get++) if (bankOf(get) > 0) stocked++;
    let n = 0;
    for (let give = 0; give < kinds; give++) {
      if (handOf(p, give) >= bankRate(p, give)) n += stocked - (bankOf(give) > 0 ? 1 : 0);
    }
    tallyRecords(A.A_BANK_TRADE, n, true);
    return;
  }
  // One clear for all trade records: each sets its two slots and puts them back to 0.
  clearArgs();
  for (let give = 0; give < kinds; give++) {
    const rate = bankRate(p, give);
    if (handOf(p, give) < rate && !trying()) continue;
    setArg(give, rate);
    for (let get = 0; get < kinds; get++) {
      if (get == give || (bankOf(get) == 0 && !trying())) continue;
      setArg(8 + get, 1);
      offerLegal(A.A_BANK_TRADE);
      setArg(8 + get, 0);
    }
    setArg(give, 0);
  }
}

/** Every way p can discard the `owed` cards (each one a legal discard), from an empty ARGS. */
export function offerOwedDiscards(p: i32, owed: i32): void { offerCardChoices(p, A.A_DISCARD, owed); }

/**
 * Every way to choose `owed` cards of p's hand, as records of `type` (a discard, a C&K gift or
 * sabotage), from an empty ARGS.
 */
export function offerCardChoices(p: i32, type: i32, owed: i32): void {
  if (!wanted(type)) return;
  // A hand of 20 cards owes hundreds of ways: they are counted, and the one picked found, without walking them.
  if (owed <= MAX_OWED_COUNTED) {
    if (presenceOnly()) {
      // A discard is all its phase offers: counted whole here, the pick draws from the count and finds its record.
      if (type == A.A_DISCARD) {
        countDiscards(p, owed);
        tallyRecords(type, waysAt(0, owed), true);
        return;
      }
      // there is a way exactly when the hand holds the cards owed
      let held = 0;
      for (let k = 0; k < KINDS; k++) held += handOf(p, k);
      tallyRecords(type, held >= owed ? 1 : 0);
      return;
    }
    if (countingOnly()) {
      countDiscards(p, owed);
      tallyRecords(type, waysAt(0, owed));
      return;
    }
    const which = choosingOnly(type);
    if (which >= 0) {
      countDiscards(p, owed);
      if (which < waysAt(0, owed)) { nthDiscard(p, owed, which); chosenRecord(type); }
      return;
    }
  }
  offerDiscards(p, type, 0, owed);
}

const MAX_OWED_COUNTED = 127;
// ways[k * 128 + left]: the discards of `left` cards from kinds k.. of the hand, at most MAX_LEGAL (the list's cap).
const ways = new StaticArray<i32>((KINDS + 1) * (MAX_OWED_COUNTED + 1));
@inline function waysAt(k: i32, left: i32): i32 { return unchecked(ways[k * (MAX_OWED_COUNTED + 1) + left]); }

// The hand and debt the table holds, so a pick's count and its choice (one state) fill it once.
const countedHand = new StaticArray<i32>(KINDS + 1);
let countedFor = -1;

function countDiscards(p: i32, owed: i32): void {
  let same = p == countedFor && unchecked(countedHand[KINDS]) == owed;
  for (let k = 0; k < KINDS && same; k++) same = unchecked(countedHand[k]) == handOf(p, k);
  if (same) return;
  countedFor = p;
  for (let k = 0; k < KINDS; k++) put(countedHand, k, handOf(p, k));
  put(countedHand, KINDS, owed);
  for (let left = 0; left <= owed; left++) put(ways, KINDS * (MAX_OWED_COUNTED + 1) + left, left == 0 ? 1 : 0);
  // ways(k, left) sums ways(k + 1, left - d) for d up to the kind's cards: a window sliding along left.
  for (let k = KINDS - 1; k >= 0; k--) {
    const held = handOf(p, k);
    let window = 0;
    for (let left = 0; left <= owed; left++) {
      window += waysAt(k + 1, left);
      if (left > held) window -= waysAt(k + 1, left - held - 1);
      put(ways, k * (MAX_OWED_COUNTED + 1) + left, left == 0 ? 1 : min(MAX_LEGAL, window));
    }
  }
}

/** Sets ARGS to the which-th discard offerDiscards would list (after countDiscards). */
function nthDiscard(p: i32, owed: i32, which: i32): void {
  let left = owed;
  for (let k = 0; k < KINDS && left > 0; k++) {
    for (let d = min(left, handOf(p, k)); d >= 0; d--) {
      const n = waysAt(k + 1, left - d);
      if (which < n) { setArg(k, d); left -= d; break; }
      which -= n;
    }
  }
}

/** Every way to choose `left` cards from kinds k.. of the player's hand, as records of `type`. */
function offerDiscards(p: i32, type: i32, k: i32, left: i32): void {
  if (left == 0) { offerLegal(type); return; }
  if (k == KINDS) return;
  const most = min(left, handOf(p, k));
  for (let n = most; n >= 0; n--) {
    setArg(k, n);
    offerDiscards(p, type, k + 1, left - n);
    if (offerCount() >= MAX_LEGAL) break;
  }
  setArg(k, 0);
}

/** Each hex the robber may go to, with each victim there, or none (robberChoices). */
@inline export function offerRobberMoves(p: i32): void {
  if (!wanted(A.A_MOVE_ROBBER)) return;
  // A pick counts the moves (a presence list too: the robber's phase offers nothing else) and then
  // finds the one drawn, both from one walk of the hexes.
  if (countingOnly()) {
    tallyRecords(A.A_MOVE_ROBBER, robberMoveCount(p), true);
    return;
  }
  const which = choosingOnly(A.A_MOVE_ROBBER);
  if (which >= 0) {
    if (which < robberMoveCount(p)) { nthRobberMove(which); chosenRecord(A.A_MOVE_ROBBER); }
    return;
  }
  const robbable = robbablePlayers();
  for (let h = 0; h < hexCount; h++) {
    const choices = trying() ? NO_VICTIM | ((1 << playerCount()) - 1) : robberChoices(p, h, robbable);
    if (choices == 0) continue;
    clearArgs();
    setArg(0, h);
    setArg(2, -1);
    if ((choices & NO_VICTIM) != 0) {
      setArg(1, -1);
      offerLegal(A.A_MOVE_ROBBER);
    }
    for (let q = 0; (choices & (NO_VICTIM - 1)) >> q != 0; q++) {
      if ((choices & (1 << q)) == 0) continue;
      setArg(1, q);
      offerLegal(A.A_MOVE_ROBBER);
    }
    if (enough(A.A_MOVE_ROBBER)) return;
  }
}

// Each hex's robberChoices, for the player and state they were worked out in (derivedEpoch).
const choicesAt = new StaticArray<i32>(MAX_HEXES);
let choicesFor = -1;
let choicesIn: u32 = 0;
let movesCounted = 0;

/** How many robber moves p has (each hex's victims, and a move without one where allowed). */
function robberMoveCount(p: i32): i32 {
  if (p == choicesFor && choicesIn == derivedEpoch) return movesCounted;
  choicesFor = p;
  choicesIn = derivedEpoch;
  const robbable = robbablePlayers();
  let n = 0;
  for (let h = 0; h < hexCount; h++) {
    const choices = robberChoices(p, h, robbable);
    unchecked(choicesAt[h] = choices);
    n += <i32>popcnt(choices);
  }
  movesCounted = n;
  return n;
}

/** Sets ARGS to the which-th robber move offerRobberMoves would list (after robberMoveCount). */
function nthRobberMove(which: i32): void {
  let h = 0;
  for (; which >= <i32>popcnt(unchecked(choicesAt[h])); h++) which -= <i32>popcnt(unchecked(choicesAt[h]));
  let choices = unchecked(choicesAt[h]);
  clearArgs();
  setArg(0, h);
  setArg(2, -1);
  if ((choices & NO_VICTIM) != 0) {
    if (which == 0) { setArg(1, -1); return; }
    which--;
  }
  for (; which > 0; which--) choices &= choices - 1;
  setArg(1, <i32>ctz(choices & (NO_VICTIM - 1)));
}
