// The composition root: overrides the mode hooks (rules/modeHooks.ts) with the answers of each mode
// and installs the table once, when the engine starts. The dependency points from the modes to the
// rules: ck/, ckba/, two/ and variants/ import rules/, and rules/ imports none of them. Where several
// modes answer one hook, the override here joins them in a fixed order.

import {
  ASK_ACTION_SETTLED, ASK_AFTER_BUILD, ASK_BUILDING_LOST, ASK_CARDS_WAIT_FOR_ROLL, ASK_CHECKS_EVERY_OFFER, ASK_CHECK_END_TURN,
  ASK_CHECK_FIRST, ASK_CHECK_OWN_WAY, ASK_DECLINES_ROBBER, ASK_EXECUTE_OWN_WAY, ASK_HAND_LIMIT_BONUS, ASK_HARBORS_CLOSED_AT,
  ASK_HEX_BARREN, ASK_KEEPS_LAST_SETTLEMENT, ASK_KINDS_AT_TWO, ASK_NOTE_ROLL, ASK_OFFERS_OWED_PIECE, ASK_OFFER_BEFORE_ROLL,
  ASK_OFFER_EVERY_PHASE, ASK_OFFER_ON_TURN, ASK_PHASE_AFTER_ROLL, ASK_POINT_ADJUSTMENT, ASK_RECEIVED_NOTHING, ASK_REPAIRS_FIRST,
  ASK_REPEATS_ROLL, ASK_ROBBER_MAY_STAND, ASK_ROBBER_MAY_STAY, ASK_ROBBER_REFUSES, ASK_SAFE_OPENING, ASK_SETTLEMENT_PLACED,
  ASK_SPARED, ASK_TAKES_ROLL, ASK_TURN_ENDED, Mode, installModes,
} from '../rules/modeHooks';
import { isCK, isCKBA } from '../core/layout';
import {
  AFTER_DICE_ROLL, FRIENDLY_ROBBER, OPTIONAL_ROBBER, ROBBER_IS_A_PIRATE, SAFE_BEGINNING, SETTLEMENT_REQUIRED, twoPlayer,
  variantOn,
} from '../core/options';
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

// The hooks each mode and variant answers below, asked only in its own games (rules/modeHooks.ts, asks).
const CK_ANSWERS = ASK_RECEIVED_NOTHING | ASK_HAND_LIMIT_BONUS | ASK_TAKES_ROLL | ASK_TURN_ENDED | ASK_KINDS_AT_TWO
  | ASK_REPAIRS_FIRST | ASK_CHECK_END_TURN | ASK_OFFER_BEFORE_ROLL | ASK_OFFER_ON_TURN | ASK_OFFER_EVERY_PHASE | ASK_ACTION_SETTLED;
const CKBA_ANSWERS = ASK_POINT_ADJUSTMENT | ASK_HEX_BARREN | ASK_CHECKS_EVERY_OFFER | ASK_BUILDING_LOST | ASK_OFFER_EVERY_PHASE
  | ASK_CHECK_OWN_WAY | ASK_EXECUTE_OWN_WAY;
const TWO_ANSWERS = ASK_PHASE_AFTER_ROLL | ASK_REPEATS_ROLL | ASK_NOTE_ROLL | ASK_TURN_ENDED | ASK_OFFERS_OWED_PIECE
  | ASK_OFFER_BEFORE_ROLL | ASK_OFFER_ON_TURN | ASK_CHECK_FIRST | ASK_AFTER_BUILD | ASK_SETTLEMENT_PLACED;

/** The variants' answers, each asked when the variant is on. */
function variantAnswers(): i64 {
  let asked: i64 = 0;
  if (variantOn(SAFE_BEGINNING)) asked |= ASK_SAFE_OPENING;
  if (variantOn(FRIENDLY_ROBBER)) asked |= ASK_ROBBER_MAY_STAY | ASK_ROBBER_REFUSES | ASK_SPARED;
  if (variantOn(OPTIONAL_ROBBER)) asked |= ASK_DECLINES_ROBBER;
  if (variantOn(SETTLEMENT_REQUIRED)) asked |= ASK_KEEPS_LAST_SETTLEMENT;
  if (variantOn(AFTER_DICE_ROLL)) asked |= ASK_CARDS_WAIT_FOR_ROLL;
  if (variantOn(ROBBER_IS_A_PIRATE)) asked |= ASK_ROBBER_MAY_STAND | ASK_HARBORS_CLOSED_AT;
  return asked;
}

class EveryMode extends Mode {
  answers(): i64 {
    return (isCK() ? CK_ANSWERS : 0) | (isCKBA() ? CKBA_ANSWERS : 0) | (twoPlayer() ? TWO_ANSWERS : 0) | variantAnswers();
  }

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
