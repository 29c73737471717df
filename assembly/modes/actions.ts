// Which mode checks and carries out each action the base rules hand over (rules/apply.ts through the
// mode hooks checkModeAction and executeModeAction): the actions of Catan for Two and of the variants,
// the discards of C&K's respond phase, the Knight of Knight Interrupt's window, and every other id to
// the Cities & Knights rules (ckba's own actions are checked and carried out by ckba/rules.ts).

import * as A from '../core/actions';
import { ARGS, arg } from '../core/actions';
import * as E from '../core/errors';
import { isCK } from '../core/layout';
import { checkCKAction, checkSabotageDiscard, executeCK, sabotageDiscard } from '../ck/applyCK';
import { checkNeutralRoad, checkNeutralSettlement, placeNeutralRoad, placeNeutralSettlement } from '../two/neutral';
import { checkForcedTrade, checkKnightSwap, checkTokenRobber, forcedTrade, knightSwap, tokenRobber } from '../two/tokens';
import { checkVictoryPointCard, playVictoryPoint } from '../variants/normalDevelopmentCard';
import { checkInterruptKnight, checkPassInterrupt, interruptKnight, passInterrupt } from '../variants/knightInterrupt';

export function checkModeAction(p: i32, type: i32): i32 {
  switch (type) {
    case A.A_DISCARD: return checkSabotageDiscard(p);
    case A.A_PLAY_KNIGHT: return checkInterruptKnight(p);
    case A.A_NEUTRAL_ROAD: return checkNeutralRoad(p, arg(0), arg(1));
    case A.A_NEUTRAL_SETTLEMENT: return checkNeutralSettlement(p, arg(0), arg(1));
    case A.A_PLAY_VICTORY_POINT: return checkVictoryPointCard(p);
    case A.A_FORCED_TRADE: return checkForcedTrade(p, ARGS);
    case A.A_TOKEN_ROBBER: return checkTokenRobber(p);
    case A.A_KNIGHT_FOR_TOKENS: return checkKnightSwap(p);
    case A.A_PASS_INTERRUPT: return checkPassInterrupt(p);
    default: return isCK() ? checkCKAction(p, type) : E.E_NOT_IN_THIS_GAME;
  }
}

export function executeModeAction(p: i32, type: i32): void {
  switch (type) {
    case A.A_DISCARD: sabotageDiscard(p); break;
    case A.A_PLAY_KNIGHT: interruptKnight(p); break;
    case A.A_NEUTRAL_ROAD: placeNeutralRoad(arg(0), arg(1)); break;
    case A.A_NEUTRAL_SETTLEMENT: placeNeutralSettlement(arg(0), arg(1)); break;
    case A.A_PLAY_VICTORY_POINT: playVictoryPoint(p); break;
    case A.A_FORCED_TRADE: forcedTrade(p, ARGS); break;
    case A.A_TOKEN_ROBBER: tokenRobber(p); break;
    case A.A_KNIGHT_FOR_TOKENS: knightSwap(p); break;
    case A.A_PASS_INTERRUPT: passInterrupt(p); break;
    default: executeCK(p, type);
  }
}
