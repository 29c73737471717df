// The composition root: overrides the mode hooks (rules/modeHooks.ts) with the answers of each mode
// and installs the table once, when the engine starts. The dependency points from the modes to the
// rules: ck/, ckba/, two/ and variants/ import rules/, and rules/ imports none of them. Where several
// modes answer one hook, the override here joins them in a fixed order.

import { Mode, installModes } from '../rules/modeHooks';
import {
  aqueductAfterProduction, ckActionSettled, ckCheckEndTurn, ckKindsAtTwo, ckOffersBeforeRoll, ckOffersBuilding,
  ckOffersDecisions, ckOffersOnTurn, ckOffersVictoryReveals, ckRepairsFirst, ckSeatPlayer, ckStartGame, ckTakesRoll,
  ckTurnEnded, wallsHandLimit,
} from '../ck/mode';
import { nextBishopSteal } from '../ck/bishopSteals';
import { buildingConquered, hexConquered } from '../ckba/conquest';
import { ckbaChanceCount, ckbaChanceRange, isCKBAChance, resolveCKBAChance } from '../ckba/chance';
import {
  ckbaBoardLaid, ckbaCheck, ckbaChecksEveryOffer, ckbaExecute, ckbaHasRobber, ckbaLaysBoard, ckbaOffers, ckbaPoints,
  ckbaRobberPhase, ckbaStartGame,
} from '../ckba/mode';
import { twoCheckFirst, twoFinishSetup, twoOffersBeforeRoll, twoOffersOnTurn, twoOffersOwedPiece } from '../two/mode';
import { variantsAllowed } from '../variants/flags';
import { applyOriginalMayfair } from '../variants/originalMayfair';
import { oweNeutral } from '../two/neutral';
import { checkModeAction, executeModeAction } from './actions';
import { newTurnForTwo, noteRoll, phaseAfterRoll, repeatsFirstRoll } from '../two/rolls';
import { earnForSettlement, forcedTradeDraws, forcedTradeRange, resolveForcedTrade } from '../two/tokens';
import { CH_FORCED_TRADE, PH_INTERRUPT, PH_RESPOND } from '../core/phases';
import { beforeDiceRoll } from '../variants/afterDiceRoll';
import { safeBeginningTurn } from '../variants/safeBeginning';
import { lastSettlementKept } from '../variants/settlementRequired';
import { friendlyRefuses, mayStayOnDesert, spared } from '../variants/friendlyRobber';
import { clearSevenRobber, declinesRobber, noteSevenRobber } from '../variants/optionalRobberMovement';
import { offerInterruptAnswers, openInterrupt } from '../variants/knightInterrupt';
import { pirateBoardProblem, pirateFrame, pirateHex, robberMayStand } from '../variants/pirate';

class EveryMode extends Mode {
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

  safeOpening(): bool { return safeBeginningTurn(); }
  repeatsRoll(total: i32): bool { return repeatsFirstRoll(total); }
  noteRoll(total: i32): void { noteRoll(total); }
  takesRoll(): bool { return ckTakesRoll(); }
  chanceCount(kind: i32): i32 {
    if (isCKBAChance(kind)) return ckbaChanceCount();
    return kind == CH_FORCED_TRADE ? forcedTradeDraws() : 1;
  }
  chanceRange(kind: i32, i: i32): i32 {
    if (kind == CH_FORCED_TRADE) return forcedTradeRange(i);
    return isCKBAChance(kind) ? ckbaChanceRange() : 0;
  }
  resolveChance(kind: i32, a: i32, b: i32): void {
    if (kind == CH_FORCED_TRADE) resolveForcedTrade(a, b);
    else if (isCKBAChance(kind)) resolveCKBAChance(a, b);
  }

  settlementPlaced(p: i32, v: i32): void { earnForSettlement(p, v); }
  keepsLastSettlement(p: i32): bool { return lastSettlementKept(p); }
  turnEnded(): void {
    newTurnForTwo();
    ckTurnEnded();
  }

  harborsClosedAt(): i32 { return pirateHex(); }
  buildingLost(v: i32): bool { return buildingConquered(v); }
  kindsAtTwo(p: i32): i32 { return ckKindsAtTwo(p); }

  cardsWaitForRoll(): bool { return beforeDiceRoll(); }
  repairsFirst(p: i32): bool { return ckRepairsFirst(p); }
  checkEndTurn(p: i32): i32 { return ckCheckEndTurn(p); }
  robberOnBoard(): bool { return ckbaHasRobber(); }
  offersOwedPiece(p: i32): bool { return twoOffersOwedPiece(p); }
  offerBeforeRoll(p: i32): void {
    ckOffersBeforeRoll(p);
    twoOffersBeforeRoll();
  }
  offerInPhase(p: i32, phase: i32): void {
    if (phase == PH_RESPOND) ckOffersDecisions(p);
    else if (phase == PH_INTERRUPT) offerInterruptAnswers(p);
  }
  offerBuilding(p: i32): void { ckOffersBuilding(p); }
  offerOnTurn(p: i32): void {
    ckOffersOnTurn(p);
    twoOffersOnTurn(p);
  }
  offerEveryPhase(p: i32): void {
    ckOffersVictoryReveals(p);
    ckbaOffers(p);
  }

  variantsAllowed(bits: i32, mode: i32, layout: i32, players: i32): bool { return variantsAllowed(bits, mode, layout, players); }
  seaFrame(variants: i32, layout: i32): bool { return pirateFrame(variants, layout); }
  adjustRules(): void { applyOriginalMayfair(); }
  seatPlayer(p: i32): void { ckSeatPlayer(p); }
  startGame(): void {
    ckStartGame();
    ckbaStartGame();
  }
  layBoard(): bool { return ckbaLaysBoard(); }
  explicitBoardLaid(): void { ckbaBoardLaid(); }
  boardProblem(): i32 { return pirateBoardProblem(); }
  finishSetup(): void { twoFinishSetup(); }

  checkFirst(p: i32, type: i32): i32 { return twoCheckFirst(p, type); }
  checkOwnWay(p: i32, type: i32): i32 { return ckbaCheck(p, type); }
  checkModeAction(p: i32, type: i32): i32 { return checkModeAction(p, type); }
  executeModeAction(p: i32, type: i32): void { executeModeAction(p, type); }
  executeOwnWay(p: i32, type: i32): bool { return ckbaExecute(p, type); }
  actionSettled(type: i32): void { ckActionSettled(type); }
  afterBuild(settlement: bool): void { oweNeutral(settlement); }
}

installModes(new EveryMode());
