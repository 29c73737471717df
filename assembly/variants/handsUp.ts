// Hands-Up (001 fn 7): "All players must play with their hand of Resource cards face-up."
// Only the resource (and, in C&K, commodity) hand turns face up; development and progress cards stay hidden.

import { HANDS_UP, variantOn } from '../core/options';

/** Whether `viewer` (-1: omniscient) sees p's hand of cards. */
export function handVisible(viewer: i32, p: i32): bool {
  return viewer == -1 || viewer == p || variantOn(HANDS_UP);
}
