// Barbarian Attack with Cities & Knights as a mode: its answers to the mode hooks (rules/modeHooks.ts),
// each for ckba games only; modes/index.ts installs them.

import { isCKBA } from '../core/layout';
import { pointAdjustment } from './conquest';

/** Conquered buildings count nothing and every 3 prisoners 1. */
export function ckbaPoints(p: i32): i32 { return isCKBA() ? pointAdjustment(p) : 0; }

/** ckba's limits on C&K actions are in checkCKBA alone: every offer goes through checkAction. */
export function ckbaChecksEveryOffer(): bool { return isCKBA(); }
