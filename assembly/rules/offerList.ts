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

import { ARGS, AT_SLOT, RECORD_WIDTH, setArg } from '../core/actions';
import { OK } from '../core/errors';
import { checkAction } from './apply';
import { hooks, asks, ASK_CHECKS_EVERY_OFFER } from './modeHooks';

export const MAX_LEGAL = 4096;
export const LEGAL: usize = memory.data(MAX_LEGAL * RECORD_WIDTH * 4, 16);
let count = 0;
let forPlayer = 0;
let trial = false;
// ckba adds limits of its own to C&K actions (ckba/rules.ts checkCKBA), which the generators do not
// know: in that mode every record is checked.
let checkEvery = false;

/** Starts a new list for player p. */
export function startOffers(p: i32): void {
  count = 0;
  forPlayer = p;
  checkEvery = trial || (asks(ASK_CHECKS_EVERY_OFFER) && hooks.checksEveryOffer());
}

/** Trial mode on or off (see the file's head). */
export function setTrial(on: bool): void { trial = on; }
/** In trial mode a generator offers its whole candidate range and lets checkAction choose. */
@inline export function trying(): bool { return trial; }

@inline export function offerCount(): i32 { return count; }
/** The player whose legal actions are being listed. */
@inline export function offeringFor(): i32 { return forPlayer; }

// Argument slots 0..15 are zeroed and copied as 8-byte words: at this size a loop or a memory.copy
// call costs more than the records themselves.
@inline export function clearArgs(): void {
  for (let i = 0; i < AT_SLOT; i += 2) store<u64>(ARGS + <usize>(i * 4), 0);
  setArg(AT_SLOT, -1);
}

@inline function record(type: i32): void {
  if (count >= MAX_LEGAL) return;
  const rec = LEGAL + <usize>(count * RECORD_WIDTH * 4);
  store<i32>(rec, type);
  for (let i = 0; i < AT_SLOT; i += 2) store<u64>(rec + 4 + <usize>(i * 4), load<u64>(ARGS + <usize>(i * 4)));
  store<i32>(rec + 4 + <usize>(AT_SLOT * 4), load<i32>(ARGS + <usize>(AT_SLOT * 4)));
  count++;
}

/** Records the action in ARGS if it is legal for the player being enumerated. */
export function offer(type: i32): void {
  if (count < MAX_LEGAL && checkAction(forPlayer, type) == OK) record(type);
}

/** Records the action in ARGS, which its generator has found legal (checked anyway in trial mode and ckba). */
export function offerLegal(type: i32): void {
  if (checkEvery) offer(type);
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

export function legalAt(type: i32, place: i32): void {
  clearArgs();
  setArg(0, place);
  offerLegal(type);
}

export function legalNoArgs(type: i32): void {
  clearArgs();
  offerLegal(type);
}
