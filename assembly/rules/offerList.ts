// The list legal actions are written to: the enumeration's player, its records and the one gate every
// record passes (checkAction). Rule files that offer actions (base, C&K, Catan for Two, ckba) write
// here, so none of them needs the enumeration in legal.ts and the two do not import each other.

import { ARGS, ARG_SLOTS, AT_SLOT, RECORD_WIDTH, setArg } from '../core/actions';
import { OK } from '../core/errors';
import { checkAction } from './apply';

export const MAX_LEGAL = 4096;
export const LEGAL: usize = memory.data(MAX_LEGAL * RECORD_WIDTH * 4, 16);
let count = 0;
let forPlayer = 0;

/** Starts a new list for player p. */
export function startOffers(p: i32): void {
  count = 0;
  forPlayer = p;
}

@inline export function offerCount(): i32 { return count; }
/** The player whose legal actions are being listed. */
@inline export function offeringFor(): i32 { return forPlayer; }

export function clearArgs(): void {
  for (let i = 0; i < ARG_SLOTS; i++) setArg(i, 0);
  setArg(AT_SLOT, -1);
}

/** Records the action in ARGS if it is legal for the player being enumerated. */
export function offer(type: i32): void {
  if (count >= MAX_LEGAL || checkAction(forPlayer, type) != OK) return;
  const rec = LEGAL + <usize>(count * RECORD_WIDTH * 4);
  store<i32>(rec, type);
  memory.copy(rec + 4, ARGS, ARG_SLOTS * 4);
  count++;
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
