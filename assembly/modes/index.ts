// The composition root: overrides the mode hooks (rules/modeHooks.ts) with the answers of each mode
// and installs the table once, when the engine starts. The dependency points from the modes to the
// rules: ck/, ckba/, two/ and variants/ import rules/, and rules/ imports none of them. Where several
// modes answer one hook, the override here joins them in a fixed order.

import { Mode, installModes } from '../rules/modeHooks';
import { forgetReach } from '../ck/knights';
import { aqueductAfterProduction } from '../ck/mode';
import { hexConquered } from '../ckba/conquest';
import { ckbaChecksEveryOffer, ckbaPoints } from '../ckba/mode';

class EveryMode extends Mode {
  forgetDerived(): void { forgetReach(); }
  pointAdjustment(p: i32): i32 { return ckbaPoints(p); }
  hexBarren(hex: i32): bool { return hexConquered(hex); }
  receivedNothing(p: i32): void { aqueductAfterProduction(p); }
  checksEveryOffer(): bool { return ckbaChecksEveryOffer(); }
}

installModes(new EveryMode());
