// Whole games between random legal-move bots inside the engine: the speed benchmark and the
// invariant soak. Bots pick among legal actions at random, weighted towards building so games end.

import { F_FORCED_OK, F_SEEDED, G_ACTOR, G_CURRENT, G_ROBBER_ACTOR, G_PHASE, G_TRADE_OPEN, G_TURN, STATE, STATE_SIZE, g32, g8, isCK, playerCount } from '../core/layout';
import * as A from '../core/actions';
import { ARGS, ARG_SLOTS, ACTION_COUNT, RECORD_WIDTH, copyArgs } from '../core/actions';
import { LEGAL, chooseAction, countActions, legalActions, presentActions, typeCounts, typesMet, typesMetInList } from '../rules/legal';
import { keptOnly, takeKept, wholeCount } from '../rules/offerList';
import { applyAction, applyOffered } from '../rules/apply';
import { newGame } from '../rules/game';
import { PH_DISCARD, PH_GAME_OVER, PH_INTERRUPT, PH_MAIN, PH_RESPOND, PH_ROBBER, PH_SPECIAL_BUILD } from '../core/phases';
import { below } from '../core/rng';
import { brokenInvariants, staleRoadLengths } from './invariants';
import { legalListDiffers } from './legalAudit';
import { pickDiffers } from './pickAudit';
import { discardOwed } from '../rules/robber';
import { wChar, wInt, wKeyText } from '../core/json';
import { utf8 } from '../core/utf8';
import { scarceBankTrade, scarceTrade } from './simTrades';
import { auditRoads, roadAuditMisses } from '../rules/longestRoad';
import { put } from '../core/put';

// Weight of each action type; a bot first picks a type among those legal, then one of its records.
const WEIGHT: StaticArray<i32> = [
  1, 1, 1, 1, 1, 1, // set-up, roll, discard, robber
  6, 40, 40, 12, // road, settlement, city, development
  10, 10, 10, 10, // development cards
  3, 1, 3, 3, 1, 6, 2, // trades
  4, 4, // end turn, end special build
  10, 40, 12, 10, 8, 2, 5, 6, 30, // wall, repair, knight, activate, promote, move, displace, chase, improve
  1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 1, 2, // decisions, harbor offers, end of free roads
  8, 8, 8, 8, 8, 8, 8, 0, 8, 8, // science cards (printer is never played)
  8, 0, 8, 8, 8, 8, 8, 8, 8, // politics cards (constitution is never played)
  8, 8, 8, 8, 8, 8, // trade cards
  1, // commit knights (Nasty variant)
  6, // bridge
  1, 1, 10, 2, 1, 2, 3, // neutral road, neutral settlement, victory point card, forced trade, token robber, knight for tokens, pass interrupt
  0, 0, // 78..79: not used
  12, 10, 8, 1, 1, 1, 1, 3, 2, 8, 8, // ckba: knight build, activate, promote, move and displace (rare: they end building), decisions, gold, cards
  1, // ckba: the 7's draw
];
export const histogram = new StaticArray<i64>(ACTION_COUNT);
let games = 0, finished = 0, violations = 0, stuck = 0, brokenBits = 0, refused = 0, mismatches = 0, pickMismatches = 0, roadMisses = 0;
let actions: i64 = 0, turns: i64 = 0;
const SNAPSHOT: usize = memory.data(STATE_SIZE, 16);

const kinds = new StaticArray<i32>(ACTION_COUNT); // the types present, ascending

/** p's list for a pick: the types present (where every record is checked, ckba, only the records a pass needs are); how many. */
@inline function listFor(p: i32): i32 { return presentActions(p); }

/**
 * The bot's pick among p's legal actions, written to LEGAL; returns its index there. It asks the
 * rules which types p may take (listFor, just called), then how many records of the type it picks,
 * then for the one record picked (or a base game's bank trades, to choose among): not for the whole
 * list (issue 37), and the same pick as from the whole list.
 */
function chooseRecord(p: i32): i32 {
  // The types present in ascending order (a list holds few).
  const distinct = typesMetInList();
  for (let i = 0; i < distinct; i++) {
    const t = unchecked(typesMet[i]);
    let j = i;
    for (; j > 0 && unchecked(kinds[j - 1]) > t; j--) put(kinds, j, unchecked(kinds[j - 1]));
    put(kinds, j, t);
  }
  let total = 0;
  for (let j = 0; j < distinct; j++) total += max(1, unchecked(WEIGHT[kinds[j]]));
  let pick = below(total);
  let type = 0;
  for (let j = 0; j < distinct; j++) {
    const t = unchecked(kinds[j]);
    pick -= max(1, unchecked(WEIGHT[t]));
    if (pick < 0) { type = t; break; }
  }
  // Discards and gifts are counted and found without walking the hundreds a big hand owes; other types are few, written at once.
  if (type == A.A_DISCARD || type == A.A_GIVE_CARDS) {
    chooseAction(p, type, below(wholeCount(type) ? unchecked(typeCounts[type]) : countActions(p, type)));
    return 0;
  }
  // A type the presence list counted whole: the record is drawn first and listed alone, or, the
  // type's only one (rolling, ending the turn, buying a card), taken from what the presence list kept.
  if (wholeCount(type) && type != A.A_BANK_TRADE) {
    const which = below(unchecked(typeCounts[type]));
    if (keptOnly(type)) takeKept(type);
    else chooseAction(p, type, which);
    return 0;
  }
  // The base game's bank trade: the bot's preferred one found from the pairs of kinds, none written.
  if (type == A.A_BANK_TRADE && !isCK() && wholeCount(type)) {
    const n = unchecked(typeCounts[type]);
    const which = below(n);
    if (scarceBankTrade(p, n, which)) return 0;
    return scarceTrade(p, type, chooseAction(p, type, -1), which);
  }
  const m = chooseAction(p, type, -1);
  const which = below(m);
  return type == A.A_BANK_TRADE && !isCK() ? scarceTrade(p, type, m, which) : which;
}

// The player nextActor has just listed for a pick (listFor), -1 for none, and how many actions:
// that player's pick starts from that list rather than listing the same state again.
let presentFor = -1;
let presentCount = 0;

/** Another player who must or may act first (discard, answer a trade, special build), else the current player. */
@inline function nextActor(): i32 {
  presentFor = -1;
  const current = g8(G_CURRENT);
  const phase = g8(G_PHASE);
  // Only these moments ask anything of the other players; skip the search otherwise.
  if (phase == PH_SPECIAL_BUILD) return g8(G_ACTOR);
  // Knight Interrupt: the player who interrupted moves the robber, on someone else's turn.
  if (phase == PH_ROBBER) return g8(G_ROBBER_ACTOR);
  if (phase != PH_DISCARD && phase != PH_RESPOND && phase != PH_INTERRUPT && !(phase == PH_MAIN && g8(G_TRADE_OPEN) != 0)) return current;
  const n = playerCount();
  for (let i = 1; i < n; i++) {
    const q = (current + i) % n;
    // A discard is owed exactly when a player has actions in that phase: no list to build for it.
    if (phase == PH_DISCARD) {
      if (discardOwed(q) > 0) return q;
      continue;
    }
    presentCount = listFor(q);
    if (presentCount > 0) { presentFor = q; return q; }
  }
  return current;
}

/** In check-all mode every offered action is tried on a copy of the state: none may be refused. */
function refusedOffers(p: i32, n: i32): i32 {
  let refused = 0;
  memory.copy(SNAPSHOT, STATE, <usize>STATE_SIZE);
  const records = n;
  for (let i = 0; i < records; i++) {
    legalActions(p);
    const rec = LEGAL + <usize>(i * RECORD_WIDTH * 4);
    memory.copy(ARGS, rec + 4, ARG_SLOTS * 4);
    if (applyAction(p, load<i32>(rec)) != 0) refused++;
    memory.copy(STATE, SNAPSHOT, <usize>STATE_SIZE);
  }
  legalActions(p);
  return refused;
}

function playOne(mode: i32, players: i32, board: i32, seed: u64, maxTurns: i32, checkAll: bool, options: i32, checkInvariants: bool): void {
  newGame(mode, players, board, F_SEEDED | F_FORCED_OK | options, seed, false);
  while (g8(G_PHASE) != PH_GAME_OVER && g32(G_TURN) <= maxTurns) {
    // Check-all mode: every player's generated list equals the candidates checkAction passes.
    if (checkAll) for (let q = 0; q < playerCount(); q++) if (legalListDiffers(q)) { violations++; mismatches++; }
    // and a pick made without the list finds what the list holds
    if (checkAll) for (let q = 0; q < playerCount(); q++) if (pickDiffers(q)) { violations++; pickMismatches++; }
    const p = nextActor();
    if (checkAll) {
      const n = legalActions(p);
      if (n > 0 && refusedOffers(p, n) > 0) { violations++; refused++; }
    }
    const n = checkAll || p != presentFor ? listFor(p) : presentCount;
    if (n == 0) { stuck++; break; }
    const i = chooseRecord(p);
    const rec = LEGAL + <usize>(i * RECORD_WIDTH * 4);
    const type = load<i32>(rec);
    copyArgs(ARGS, rec + 4);
    if (!checkAll) applyOffered(p, type);
    else if (applyAction(p, type) != 0) { violations++; refused++; }
    put(histogram, type, unchecked(histogram[type]) + 1);
    actions++;
    if (!checkInvariants) continue;
    const broken = brokenInvariants() | (checkAll ? staleRoadLengths() : 0);
    if (broken != 0) { violations++; brokenBits |= broken; }
  }
  if (g8(G_PHASE) == PH_GAME_OVER) finished++;
  turns += g32(G_TURN);
  games++;
}

/**
 * Plays `count` games (`options`: variant flags; `checkInvariants`: after every action, the soak;
 * off, the speed figure of the rules alone); results are read with writeSimulationStats.
 */
export function simulate(mode: i32, count: i32, players: i32, board: i32, seed: u64, maxTurns: i32, checkAll: bool, options: i32, checkInvariants: bool): void {
  games = 0; finished = 0; violations = 0; stuck = 0; brokenBits = 0; refused = 0; mismatches = 0; pickMismatches = 0; actions = 0; turns = 0;
  for (let t = 0; t < ACTION_COUNT; t++) histogram[t] = 0;
  // Check-all mode also holds every kept road length to the plain search at every update.
  auditRoads(checkAll);
  for (let g = 0; g < count; g++) playOne(mode, players, board, seed + <u64>g, maxTurns, checkAll, options, checkInvariants);
  roadMisses = roadAuditMisses();
  violations += roadMisses; // a kept length that differs from the plain search is a broken invariant too
  auditRoads(false);
}

export function writeSimulationStats(): void {
  wChar(123);
  wKeyText(utf8('games'), true); wInt(games);
  wKeyText(utf8('finished')); wInt(finished);
  wKeyText(utf8('actions')); wInt(<i32>actions);
  wKeyText(utf8('turns')); wInt(<i32>turns);
  wKeyText(utf8('invariantViolations')); wInt(violations);
  wKeyText(utf8('stuck')); wInt(stuck);
  wKeyText(utf8('refusedLegalActions')); wInt(refused);
  wKeyText(utf8('legalMismatches')); wInt(mismatches);
  wKeyText(utf8('pickMismatches')); wInt(pickMismatches);
  wKeyText(utf8('roadAuditMisses')); wInt(roadMisses);
  wKeyText(utf8('brokenInvariants')); wInt(brokenBits);
  wKeyText(utf8('actionMix')); wChar(91);
  for (let t = 0; t < ACTION_COUNT; t++) { if (t > 0) wChar(44); wInt(<i32>histogram[t]); }
  wChar(93);
  wChar(125);
}

