// Phases of a game and the chance outcomes the engine can wait for.

import { utf8Lines } from './utf8';

export const PH_SETUP_SETTLEMENT = 0;
export const PH_SETUP_ROAD = 1;
export const PH_ROLL = 2; // turn started, dice not rolled yet
export const PH_DISCARD = 3;
export const PH_ROBBER = 4;
export const PH_MAIN = 5; // trade and build
export const PH_ROAD_BUILDING = 6; // free roads from a Road Building card
export const PH_SPECIAL_BUILD = 7; // 5-6 players: others build between turns
export const PH_GAME_OVER = 8;
export const PH_RESPOND = 9; // Cities & Knights: players owe decisions (see C_DECISION, CP_PENDING)
export const PH_INTERRUPT = 10; // knightInterrupt variant: others may answer a robber move with a Knight

export const PHASE_NAMES = utf8Lines(`setupSettlement
setupRoad
roll
discard
robber
main
roadBuilding
specialBuild
gameOver
respond
interrupt`);

export const CH_NONE = 0;
export const CH_DICE = 1;
export const CH_STEAL = 2; // which card of the victim's hand (ordered by kind)
export const CH_DEVELOPMENT = 3; // which card of the development deck (ordered by kind)
export const CH_FORCED_TRADE = 4; // Catan for Two: which cards of the opponent's hand (two/tokens.ts)
export const CH_STALEMATE = 8; // which of the tied leaders wins a stalled game (rules/stalemate.ts; 5-7 are ckba's)

// 4 is the variants' forced trade; 5..7 are mode ckba's (assembly/ckba/landing.ts, combat.ts).
export const CHANCE_NAMES = utf8Lines(`none
dice
steal
development
forcedTrade
landing
prisoners
casualty`);
