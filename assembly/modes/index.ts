// The composition root: overrides the mode hooks (rules/modeHooks.ts) with the answers of each mode
// and installs the table once, when the engine starts. The dependency points from the modes to the
// rules: ck/, ckba/, two/ and variants/ import rules/, and rules/ imports none of them. Where several
// modes answer one hook, the override here joins them in a fixed order.

import { Mode, installModes } from '../rules/modeHooks';
import { forgetReach } from '../ck/knights';
import { aqueductAfterProduction, wallsHandLimit } from '../ck/mode';
import { nextBishopSteal } from '../ck/bishopSteals';
import { hexConquered } from '../ckba/conquest';
import { ckbaChecksEveryOffer, ckbaPoints, ckbaRobberPhase } from '../ckba/mode';
import { phaseAfterRoll } from '../two/rolls';
import { friendlyRefuses, mayStayOnDesert, spared } from '../variants/friendlyRobber';
import { clearSevenRobber, declinesRobber, noteSevenRobber } from '../variants/optionalRobberMovement';
import { openInterrupt } from '../variants/knightInterrupt';
import { robberMayStand } from '../variants/pirate';

class EveryMode extends Mode {
  forgetDerived(): void { forgetReach(); }
  pointAdjustment(p: i32): i32 { return ckbaPoints(p); }
  hexBarren(hex: i32): bool { return hexConquered(hex); }
  receivedNothing(p: i32): void { aqueductAfterProduction(p); }
  checksEveryOffer(): bool { return ckbaChecksEveryOffer(); }

  handLimitBonus(p: i32): i32 { return wallsHandLimit(p); }
  robberPhase(phase: i32): i32 { return ckbaRobberPhase(phase); }
  phaseAfterRoll(): i32 { return phaseAfterRoll(); }
  sevenRolled(): void { noteSevenRobber(); }
  robberMoved(): void { clearSevenRobber(); }
  declinesRobber(hex: i32, victim: i32): bool { return declinesRobber(hex, victim); }
  robberMayStand(hex: i32): bool { return robberMayStand(hex); }
  robberMayStay(hex: i32): bool { return mayStayOnDesert(hex); }
  robberRefuses(hex: i32): bool { return friendlyRefuses(hex); }
  spared(p: i32): bool { return spared(p); }
  robberAnswered(victim: i32): bool { return openInterrupt(victim); }
  stealsAgain(): bool { return nextBishopSteal(); }
}

installModes(new EveryMode());
