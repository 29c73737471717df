// A pick made without the list against the list (issue 37): a player or bot that picks one action
// asks for the records per type (countActions, presentActions) and then for the one record it picks
// (chooseAction), and the rules list only part of the actions for it, counting some without walking
// them. Whatever they skip, the answers must be the full list's: each type's count, the types present,
// and at every index the record the full list holds there. `simulate --check` holds every player to
// this at every step, a count the presence list holds whole (wholeCount) to the full list's, and a record
// it kept as its type's only one (keptOnly) to the full list's.

import { ACTION_COUNT, RECORD_WIDTH } from '../core/actions';
import { LEGAL, MAX_LEGAL, chooseAction, countActions, legalActions, presentActions, typeCounts, typesMet, typesMetInList } from '../rules/legal';
import { put } from '../core/put';
import { keptOnly, takeKept, wholeCount } from '../rules/offerList';

const FULL: usize = memory.data(MAX_LEGAL * RECORD_WIDTH * 4, 16);
const fullCounts = new StaticArray<i32>(ACTION_COUNT);
const RECORD_BYTES = RECORD_WIDTH * 4;

@inline function fullType(i: i32): i32 { return load<i32>(FULL + <usize>(i * RECORD_BYTES)); }

/** Whether any answer about p's actions now differs from p's full list. */
export function pickDiffers(p: i32): bool {
  const n = legalActions(p);
  memory.copy(FULL, LEGAL, <usize>(n * RECORD_BYTES));
  for (let t = 0; t < ACTION_COUNT; t++) put(fullCounts, t, 0);
  for (let i = 0; i < n; i++) put(fullCounts, fullType(i), unchecked(fullCounts[fullType(i)]) + 1);

  // The counts per type, and the types present.
  if (countActions(p, -1) != n) return true;
  for (let t = 0; t < ACTION_COUNT; t++) if (unchecked(typeCounts[t]) != unchecked(fullCounts[t])) return true;
  let present = 0;
  for (let t = 0; t < ACTION_COUNT; t++) if (unchecked(fullCounts[t]) > 0) present++;
  if ((presentActions(p) > 0) != (n > 0) || typesMetInList() != present) return true;
  for (let j = 0; j < present; j++) if (unchecked(fullCounts[typesMet[j]]) == 0) return true;
  // A type the presence list counted whole: the full list's count; with one record kept, the full list's record.
  for (let j = 0; j < present; j++) {
    const t = unchecked(typesMet[j]);
    if (wholeCount(t) && unchecked(typeCounts[t]) != unchecked(fullCounts[t])) return true;
    if (!keptOnly(t)) continue;
    if (unchecked(fullCounts[t]) != 1) return true;
    takeKept(t);
    let i = 0;
    while (fullType(i) != t) i++;
    if (memory.compare(LEGAL, FULL + <usize>(i * RECORD_BYTES), RECORD_BYTES) != 0) return true;
  }

  // Each type counted alone and written alone, and each record found alone at its index.
  for (let t = 0; t < ACTION_COUNT; t++) {
    const m = unchecked(fullCounts[t]);
    if (m == 0) continue;
    if (countActions(p, t) != m || chooseAction(p, t, -1) != m) return true;
    let which = 0;
    for (let i = 0; i < n; i++) {
      if (fullType(i) != t) continue;
      if (memory.compare(LEGAL + <usize>(which * RECORD_BYTES), FULL + <usize>(i * RECORD_BYTES), RECORD_BYTES) != 0) return true;
      which++;
    }
    which = 0;
    for (let i = 0; i < n; i++) {
      if (fullType(i) != t) continue;
      if (chooseAction(p, t, which) != 1) return true;
      if (memory.compare(LEGAL, FULL + <usize>(i * RECORD_BYTES), RECORD_BYTES) != 0) return true;
      which++;
    }
  }
  legalActions(p);
  return false;
}
