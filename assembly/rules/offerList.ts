// The list legal actions are written to: the enumeration's player and its records. Rule files that
// offer actions (base, C&K, Catan for Two, ckba) write here, so none of them needs the enumeration in
// legal.ts and the two do not import each other.
//
// Two ways into the list. `offer` is a candidate: it passes checkAction first (Catan for Two, ckba,
// the rare decisions). `offerLegal` is an action its generator already knows to be legal, from the
// same conditions checkAction tests, evaluated once per enumeration where they do not depend on the
// record (the phase, the turn, what the player can pay): no per-record checkAction on the hot path.
//
// Trial mode (legalAudit.ts, tests and `simulate --check`) lists the same actions the old way: every
// generator widens to its whole candidate range (`trying()`), and every record, `offerLegal`
// included, must pass checkAction. The two lists must be equal, record for record.
//
// A player or bot that picks one action needs the records per type and the one record picked, not
// the whole list (issue 37): the list is walked the same way but written only in part. `counting`
// tallies the records per type and writes none; `choosing` writes only records of one type (all of
// them, or only the which-th). A generator may skip what the walk does not need (`wanted`) and count
// or find its records without walking them, as long as the tallies and the record are the full list's.

import { ACTION_COUNT, ARGS, AT_SLOT, RECORD_WIDTH, copyArgs, setArg } from '../core/actions';
import { OK } from '../core/errors';
import { checkAction } from './apply';
import { hooks, asks, ASK_CHECKS_EVERY_OFFER } from './modeHooks';
import { put } from '../core/put';

export const MAX_LEGAL = 4096;
export const LEGAL: usize = memory.data(MAX_LEGAL * RECORD_WIDTH * 4, 16);
let count = 0;
let forPlayer = 0;
let trial = false;
// ckba adds limits of its own to C&K actions (ckba/rules.ts checkCKBA), which the generators do not
// know: in that mode every record is checked.
let checkEvery = false;

const LIST_ALL = 0, LIST_COUNTING = 1, LIST_CHOOSING = 2;
let listing = LIST_ALL;
let presence = false; // counting: a type's first record is enough
let countedType = -1; // counting: the one type counted (-1: every type)
let chosenType = -1; // choosing: the type written
let chosenWhich = -1; // choosing: the one record of chosenType written (-1: all of them)
let ofChosenType = 0; // choosing: records of chosenType met so far
let written = 0; // choosing: records written
// A presence list keeps each type's first record, and whether that type's count is whole (no
// generator stopped early on it): a pick of a type with one record takes it from here instead of
// listing the state again (keptOnly, takeKept), and a pick of a type counted whole draws its record
// first and lists only that one (wholeCount). A type tallied without records keeps none (untaken).
const KEPT: usize = memory.data(ACTION_COUNT * RECORD_WIDTH * 4, 16);
const cut = new StaticArray<bool>(ACTION_COUNT);
const untaken = new StaticArray<bool>(ACTION_COUNT);
/** Counting, and lists written whole: records per type; the types met, in the order first met. */
export const typeCounts = new StaticArray<i32>(ACTION_COUNT);
export const typesMet = new StaticArray<i32>(ACTION_COUNT);
let typesMetCount = 0;

/** Starts a new list for player p. */
export function startOffers(p: i32): void {
  count = 0;
  forPlayer = p;
  checkEvery = everyOfferChecked();
  for (let i = 0; i < typesMetCount; i++) {
    const type = unchecked(typesMet[i]);
    put(typeCounts, type, 0);
    put(cut, type, false);
    put(untaken, type, false);
  }
  typesMetCount = 0;
  ofChosenType = 0;
  written = 0;
}

/**
 * The next lists tally records per type only (typeCounts, typesMet): of `type` only, or of every type
 * with -1; with `firstOnly`, a generator may stop at a type's first record (which types are present).
 */
export function countNext(type: i32, firstOnly: bool): void { listing = LIST_COUNTING; countedType = type; presence = firstOnly; }
/** The next lists write only records of `type`: the which-th, or all of them with which -1. */
export function chooseNext(type: i32, which: i32): void { listing = LIST_CHOOSING; chosenType = type; chosenWhich = which; }
/** The next lists are written whole. */
export function listAll(): void { listing = LIST_ALL; }
/** Records written to LEGAL by the list just made (all of them unless choosing). */
@inline export function recordsWritten(): i32 { return listing == LIST_CHOOSING ? written : count; }
@inline export function typesMetInList(): i32 { return typesMetCount; }

/** Whether the list being made needs records of `type` written or counted (a generator may skip them otherwise). */
@inline export function wanted(type: i32): bool {
  return listing == LIST_ALL || (listing == LIST_CHOOSING ? type == chosenType : countedType < 0 || type == countedType);
}
/** Whether the list being made has all it needs of `type` (a generator may stop listing them). */
@inline export function enough(type: i32): bool {
  if (listing == LIST_COUNTING) {
    if (!presence || unchecked(typeCounts[type]) == 0) return false;
    unchecked(cut[type] = true);
    return true;
  }
  return listing == LIST_CHOOSING && chosenWhich >= 0 && written > 0;
}
/** Counting which types are present only (a type's first record is enough), without walking them. */
@inline export function presenceOnly(): bool { return listing == LIST_COUNTING && presence && !checkEvery; }
/** Counting, where a generator may tally its records without walking them (checkAction is not asked of each). */
@inline export function countingOnly(): bool { return listing == LIST_COUNTING && !checkEvery; }
/** Choosing the which-th record of `type`, where a generator may find it without walking the others (-1 otherwise). */
@inline export function choosingOnly(type: i32): i32 { return listing == LIST_CHOOSING && !checkEvery && type == chosenType ? chosenWhich : -1; }

/**
 * Counting: `n` records of `type` a generator counted without walking them (capped like the list);
 * `whole`: all of them, where a presence list would otherwise hold a type's first only.
 */
export function tallyRecords(type: i32, n: i32, whole: bool = false): void {
  const room = min(n, MAX_LEGAL - count);
  if (room <= 0) return;
  if (listing == LIST_COUNTING && presence) {
    if (!whole || room < n) put(cut, type, true);
    put(untaken, type, true);
  }
  tally(type, room);
  count += room;
}

/** Choosing: the record in ARGS is the which-th of the chosen type; the records before it were skipped. */
export function chosenRecord(type: i32): void {
  ofChosenType = chosenWhich;
  record(type);
}

@inline function tally(type: i32, n: i32): void {
  const seen = unchecked(typeCounts[type]);
  if (seen == 0) { put(typesMet, typesMetCount, type); typesMetCount++; }
  put(typeCounts, type, seen + n);
}

/** Whether the game in place checks every record its generators list (ckba, trial mode). */
function everyOfferChecked(): bool { return trial || (asks(ASK_CHECKS_EVERY_OFFER) && hooks.checksEveryOffer()); }

/** Trial mode on or off (see the file's head). */
export function setTrial(on: bool): void { trial = on; }
/** In trial mode a generator offers its whole candidate range and lets checkAction choose. */
@inline export function trying(): bool { return trial; }

@inline export function offerCount(): i32 { return count; }
/** The player whose legal actions are being listed. */
@inline export function offeringFor(): i32 { return forPlayer; }

// Argument slots 0..15 are zeroed, and records copied (copyArgs), in 8-byte words written out: at
// this size a loop or a memory.copy call costs more than the records themselves.
@inline export function clearArgs(): void {
  if (AT_SLOT != 16) ERROR('clearArgs zeroes 16 slots');
  store<u64>(ARGS, 0); store<u64>(ARGS, 0, 8); store<u64>(ARGS, 0, 16); store<u64>(ARGS, 0, 24);
  store<u64>(ARGS, 0, 32); store<u64>(ARGS, 0, 40); store<u64>(ARGS, 0, 48); store<u64>(ARGS, 0, 56);
  setArg(AT_SLOT, -1);
}

@inline function record(type: i32): void {
  if (count >= MAX_LEGAL) return;
  if (listing == LIST_COUNTING) {
    if (countedType >= 0 && type != countedType) return;
    if (presence && unchecked(typeCounts[type]) == 0) writeRecord(KEPT + <usize>(type * RECORD_WIDTH * 4), type);
    count++;
    tally(type, 1);
    return;
  }
  count++;
  let at = count - 1;
  if (listing == LIST_ALL) tally(type, 1);
  else {
    if (type != chosenType) return;
    const which = ofChosenType++;
    if (chosenWhich >= 0 && which != chosenWhich) return;
    at = written++;
  }
  writeRecord(LEGAL + <usize>(at * RECORD_WIDTH * 4), type);
}

@inline function writeRecord(rec: usize, type: i32): void {
  store<i32>(rec, type);
  copyArgs(rec + 4, ARGS);
}

/** After a presence list: whether `type` has exactly one record, kept (takeKept writes it). */
@inline export function keptOnly(type: i32): bool { return wholeCount(type) && !unchecked(untaken[type]) && unchecked(typeCounts[type]) == 1; }

/** After a presence list: whether its count of `type` (typeCounts) is the full list's. */
@inline export function wholeCount(type: i32): bool { return !unchecked(cut[type]); }

/** Writes the record of `type` the presence list kept to LEGAL's first place. */
export function takeKept(type: i32): void {
  const kept = KEPT + <usize>(type * RECORD_WIDTH * 4);
  store<i32>(LEGAL, load<i32>(kept));
  copyArgs(LEGAL + 4, kept + 4);
}

/**
 * Records the action in ARGS if it is legal for the player being enumerated. A pass that needs no
 * record of its type (not wanted, or enough of it) skips the check: where every record is checked
 * (ckba), the presence pass checks about one record per type and the choosing pass only the type drawn.
 */
export function offer(type: i32): void {
  if (count < MAX_LEGAL && wanted(type) && !enough(type) && checkAction(forPlayer, type) == OK) record(type);
}

/** Records the action in ARGS, which its generator has found legal (checked anyway in trial mode and ckba). */
export function offerLegal(type: i32): void {
  if (checkEvery) offer(type);
  else record(type);
}

/**
 * Records the action in ARGS, which a mode's own generator knows legal under all of that mode's limits
 * (ckba's knight moves), even where every other record is checked; checked in trial mode.
 */
export function offerKnownLegal(type: i32): void {
  if (trial) offer(type);
  else record(type);
}

export function offerAt(type: i32, place: i32): void {
  clearArgs();
  setArg(0, place);
  offer(type);
}

export function offerNoArgs(type: i32): void {
  clearArgs();
  offer(type);
}

// A list that does not need `type` (wanted) skips setting its arguments up as well as the record.
export function legalAt(type: i32, place: i32): void {
  if (!wanted(type)) return;
  clearArgs();
  setArg(0, place);
  offerLegal(type);
}

export function legalNoArgs(type: i32): void {
  if (!wanted(type)) return;
  clearArgs();
  offerLegal(type);
}
