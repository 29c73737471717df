// The generators against the old way: in trial mode (rules/offerList.ts) every generator offers its
// whole candidate range and checkAction keeps what passes. The two lists must be equal, record for
// record, so no legal action is lost and no illegal one offered. `simulate --check` compares them for
// every player at every step; tests read the trial list itself through the legalTrial export.

import { RECORD_WIDTH } from '../core/actions';
import { LEGAL, legalActions } from '../rules/legal';
import { setTrial } from '../rules/offerList';

/** 64-bit FNV-1a over the first n records of LEGAL. */
function listHash(n: i32): u64 {
  let h: u64 = 0xcbf29ce484222325;
  const words = n * RECORD_WIDTH;
  for (let i = 0; i < words; i++) h = (h ^ <u64>load<u32>(LEGAL + <usize>(i * 4))) * 0x100000001b3;
  return h;
}

/** Fills LEGAL with the actions p may take as checkAction filters every candidate; returns how many. */
export function trialActions(p: i32): i32 {
  setTrial(true);
  const n = legalActions(p);
  setTrial(false);
  return n;
}

/** Whether p's generated list differs from the trial list now. */
export function legalListDiffers(p: i32): bool {
  const n = legalActions(p);
  const generated = listHash(n);
  const m = trialActions(p);
  return m != n || listHash(m) != generated;
}
