// checkAction decides, without changing anything, whether an action is legal now; execute carries
// it out. apply = check then execute, and legalActions filters candidates through the same check,
// so the engine never offers a move it would refuse and a refused move leaves the state untouched.

import { owesMonopoly, sealedHands } from './sealedHands';
import { tokenSpelling } from '../core/tokenSpelling';
import { forgetDerived } from './derived';
import {
  DEV_DECK, F_FORCED_OK, F_SEEDED, G_ACTOR, G_CHANCE, G_CURRENT, G_PHASE, G_ROBBER_ACTOR, G_SETUP_STEP, G_TRADE_OPEN,
  ANSWER_ACCEPTED, ANSWER_DECLINED, g8, hasFlag, isCK, playerCount,
} from '../core/layout';
import * as A from '../core/actions';
import { ARGS, arg } from '../core/actions';
import * as E from '../core/errors';
import {
  PH_DISCARD, PH_GAME_OVER, PH_MAIN, PH_RESPOND, PH_ROAD_BUILDING, PH_ROBBER, PH_ROLL, PH_SETUP_ROAD,
  PH_SETUP_SETTLEMENT, PH_SPECIAL_BUILD, CH_NONE,
} from '../core/phases';
import { DEV_KINDS, DEV_KNIGHT, DEV_MONOPOLY, DEV_YEAR_OF_PLENTY, KINDS, handOf } from './hand';
import {
  buildBridge, buildCity, buildRoad, buildSettlement, checkBuildBridge, checkBuildCity, checkBuildRoad, checkBuildSettlement,
} from './build';
import { checkDiscard, checkMoveRobber, discard, moveRobber, stealIndexOf } from './robber';
import {
  afterFreeRoad, buyDevelopment, checkBuyDevelopment, checkMonopoly, checkPlayable, checkRoadBuilding,
  checkYearOfPlenty, developmentIndexOf, playKnight, playMonopoly, playRoadBuilding, playYearOfPlenty,
} from './development';
import {
  answer, bankTrade, checkAccept, checkBankTrade, checkConfirm, checkCounter, checkDecline, checkOffer,
  closeTrade, confirmTrade, counter, offerTrade,
} from './trade';
import {
  checkSetupRoad, checkSetupSettlement, checkVictory, endSpecialBuild, endTurn, resolveDice, roll,
  setupRoad, setupSettlement,
} from './turn';
import { eventDieRolls, resolveSeeded, resolveWith, sevenRerolled } from './chance';
import { mayBuild, mayPlayCard, onTurn } from './timing';
import { checkSetupCity, setupCity } from './turn';
import { PH_INTERRUPT } from '../core/phases';
import {
  LEFT_TO_BASE, hooks, asks, ASK_REPEATS_ROLL, ASK_CHECK_OWN_WAY, ASK_CHECK_FIRST, ASK_REPAIRS_FIRST,
  ASK_CHECK_END_TURN, ASK_AFTER_BUILD, ASK_EXECUTE_OWN_WAY, ASK_ACTION_SETTLED,
} from './modeHooks';

const CARDS_A: usize = ARGS; // first `cards` argument
const CARDS_B: usize = ARGS + 32; // second `cards` argument (slots 8..15)
const OFFER_TO_SLOT = 16; // offerTrade's `to`, after its two `cards`

function checkForcedDice(): i32 {
  const yellow = arg(0), red = arg(1), event = arg(2);
  if (yellow == -1 && red == -1 && event == -1) return E.OK;
  if (!hasFlag(F_FORCED_OK)) return E.E_FORCED_NOT_ALLOWED;
  if (yellow < 1 || yellow > 6 || red < 1 || red > 6) return E.E_BAD_FORCED;
  if (isCK() && eventDieRolls() && (event < 0 || event > 3)) return E.E_BAD_FORCED;
  if (sevenRerolled() && yellow + red == 7) return E.E_BAD_FORCED;
  if (asks(ASK_REPEATS_ROLL) && hooks.repeatsRoll(yellow + red)) return E.E_BAD_FORCED;
  return E.OK;
}

function checkForcedSteal(p: i32): i32 {
  const kind = arg(2);
  if (kind == -1) return E.OK;
  if (!hasFlag(F_FORCED_OK)) return E.E_FORCED_NOT_ALLOWED;
  const victim = arg(1);
  if (victim == -1 || kind < 0 || kind >= KINDS || handOf(victim, kind) == 0) return E.E_BAD_FORCED;
  return E.OK;
}

function checkForcedDevelopment(): i32 {
  const card = arg(0);
  if (card == -1) return E.OK;
  if (!hasFlag(F_FORCED_OK)) return E.E_FORCED_NOT_ALLOWED;
  return card >= 0 && card < DEV_KINDS && g8(DEV_DECK + card) > 0 ? E.OK : E.E_BAD_FORCED;
}

@inline function firstError(a: i32, b: i32): i32 { return a != E.OK ? a : b; }

/** Legality in the current mode: a mode may check an action alone or review the base check (ckba). */
export function checkAction(p: i32, type: i32): i32 {
  const guard = anyoneMayAct(p, type);
  if (guard != E.OK) return guard;
  const own = asks(ASK_CHECK_OWN_WAY) ? hooks.checkOwnWay(p, type) : LEFT_TO_BASE;
  return own != LEFT_TO_BASE ? own : checkActionBase(p, type);
}

function anyoneMayAct(p: i32, type: i32): i32 {
  if (p < 0 || p >= playerCount()) return E.E_BAD_PLAYER;
  if (g8(G_PHASE) == PH_GAME_OVER) return E.E_GAME_OVER;
  if (g8(G_CHANCE) != CH_NONE) return E.E_AWAITING_CHANCE;
  const first = asks(ASK_CHECK_FIRST) ? hooks.checkFirst(p, type) : E.OK;
  return first != E.OK ? first : tokenSpelling(type);
}

/** The base rules' check (a mode may call it inside its own: ckba/mode.ts). */
export function checkActionBase(p: i32, type: i32): i32 {
  let turn: i32;
  switch (type) {
    case A.A_PLACE_SETTLEMENT:
      turn = onTurn(p, PH_SETUP_SETTLEMENT);
      if (turn == E.OK && setupRoundTwoCity()) return E.E_SETUP_CITY;
      return turn != E.OK ? turn : checkSetupSettlement(arg(0));
    case A.A_PLACE_CITY:
      turn = onTurn(p, PH_SETUP_SETTLEMENT);
      if (turn == E.OK && !setupRoundTwoCity()) return isCK() ? E.E_WRONG_PHASE : E.E_NOT_IN_THIS_GAME;
      return turn != E.OK ? turn : checkSetupCity(arg(0));
    case A.A_PLACE_ROAD:
      turn = onTurn(p, PH_SETUP_ROAD);
      return turn != E.OK ? turn : checkSetupRoad(arg(0));
    case A.A_ROLL:
      turn = onTurn(p, PH_ROLL);
      return turn != E.OK ? turn : checkForcedDice();
    case A.A_DISCARD:
      if (g8(G_PHASE) == PH_RESPOND) return hooks.checkModeAction(p, type);
      if (g8(G_PHASE) != PH_DISCARD) return E.E_WRONG_PHASE;
      return checkDiscard(p, CARDS_A);
    case A.A_MOVE_ROBBER:
      if (g8(G_PHASE) != PH_ROBBER) return E.E_WRONG_PHASE;
      if (p != g8(G_ROBBER_ACTOR)) return E.E_NOT_YOUR_TURN;
      return firstError(checkMoveRobber(p, arg(0), arg(1)), checkForcedSteal(p));
    case A.A_BUILD_ROAD:
      if (g8(G_PHASE) == PH_ROAD_BUILDING) {
        turn = p == g8(G_CURRENT) ? E.OK : E.E_NOT_YOUR_TURN;
      } else turn = mayBuild(p);
      return turn != E.OK ? turn : checkBuildRoad(p, arg(0));
    case A.A_BUILD_BRIDGE:
      if (g8(G_PHASE) == PH_ROAD_BUILDING) {
        turn = p == g8(G_CURRENT) ? E.OK : E.E_NOT_YOUR_TURN;
      } else turn = mayBuild(p);
      return turn != E.OK ? turn : checkBuildBridge(p, arg(0));
    case A.A_BUILD_SETTLEMENT:
      turn = mayBuild(p);
      return turn != E.OK ? turn : checkBuildSettlement(p, arg(0));
    case A.A_BUILD_CITY:
      turn = mayBuild(p);
      if (turn == E.OK && asks(ASK_REPAIRS_FIRST) && hooks.repairsFirst(p)) return E.E_DAMAGED_CITY_FIRST;
      return turn != E.OK ? turn : checkBuildCity(p, arg(0));
    case A.A_BUY_DEVELOPMENT:
      if (isCK()) return E.E_NOT_IN_THIS_GAME;
      turn = mayBuild(p);
      return turn != E.OK ? turn : firstError(checkBuyDevelopment(p), checkForcedDevelopment());
    case A.A_PLAY_KNIGHT:
      if (isCK()) return E.E_NOT_IN_THIS_GAME;
      if (g8(G_PHASE) == PH_INTERRUPT) return hooks.checkModeAction(p, type);
      turn = mayPlayCard(p);
      return turn != E.OK ? turn : checkPlayable(p, DEV_KNIGHT);
    case A.A_PLAY_ROAD_BUILDING:
      if (isCK()) return E.E_NOT_IN_THIS_GAME;
      turn = mayPlayCard(p);
      return turn != E.OK ? turn : checkRoadBuilding(p);
    case A.A_PLAY_YEAR_OF_PLENTY:
      if (isCK()) return E.E_NOT_IN_THIS_GAME;
      turn = mayPlayCard(p);
      return turn != E.OK ? turn : checkYearOfPlenty(p, CARDS_A, DEV_YEAR_OF_PLENTY);
    case A.A_PLAY_MONOPOLY:
      if (isCK()) return E.E_NOT_IN_THIS_GAME;
      turn = mayPlayCard(p);
      return turn != E.OK ? turn : checkMonopoly(p, arg(0), DEV_MONOPOLY);
    case A.A_BANK_TRADE:
      turn = onTurn(p, PH_MAIN);
      return turn != E.OK ? turn : checkBankTrade(p, CARDS_A, CARDS_B);
    case A.A_OFFER_TRADE:
      turn = onTurn(p, PH_MAIN);
      return turn != E.OK ? turn : checkOffer(p, CARDS_A, CARDS_B, arg(OFFER_TO_SLOT));
    case A.A_ACCEPT_TRADE:
      return g8(G_PHASE) != PH_MAIN ? E.E_WRONG_PHASE : checkAccept(p);
    case A.A_DECLINE_TRADE:
      return g8(G_PHASE) != PH_MAIN ? E.E_WRONG_PHASE : checkDecline(p);
    case A.A_COUNTER_TRADE:
      return g8(G_PHASE) != PH_MAIN ? E.E_WRONG_PHASE : checkCounter(p, CARDS_A, CARDS_B);
    case A.A_CONFIRM_TRADE:
      turn = onTurn(p, PH_MAIN);
      return turn != E.OK ? turn : checkConfirm(p, arg(0));
    case A.A_CANCEL_TRADE:
      turn = onTurn(p, PH_MAIN);
      return turn != E.OK ? turn : (g8(G_TRADE_OPEN) != 0 ? E.OK : E.E_NO_OFFER);
    case A.A_END_TURN:
      if (g8(G_PHASE) == PH_ROLL || g8(G_PHASE) == PH_DISCARD || g8(G_PHASE) == PH_ROBBER || g8(G_PHASE) == PH_ROAD_BUILDING) {
        return p == g8(G_CURRENT) ? E.E_TURN_NOT_DONE : E.E_NOT_YOUR_TURN;
      }
      turn = onTurn(p, PH_MAIN);
      return turn != E.OK || !asks(ASK_CHECK_END_TURN) ? turn : hooks.checkEndTurn(p);
    case A.A_END_SPECIAL_BUILD:
      if (g8(G_PHASE) != PH_SPECIAL_BUILD) return E.E_WRONG_PHASE;
      return p == g8(G_ACTOR) ? E.OK : E.E_NOT_YOUR_TURN;
    default:
      if (type < 0 || type >= A.ACTION_COUNT) return E.E_UNKNOWN_ACTION;
      return hooks.checkModeAction(p, type);
  }
}

/** In Cities & Knights the second set-up round places a city. */
function setupRoundTwoCity(): bool { return isCK() && g8(G_SETUP_STEP) >= playerCount(); }

/** The base rules' effect of an action checked legal (a mode may call it inside its own). */
export function execute(p: i32, type: i32): void {
  switch (type) {
    case A.A_PLACE_SETTLEMENT: setupSettlement(p, arg(0)); break;
    case A.A_PLACE_CITY: setupCity(p, arg(0)); break;
    case A.A_PLACE_ROAD: setupRoad(p, arg(0)); break;
    case A.A_ROLL:
      roll();
      if (arg(0) != -1) resolveDice(arg(0), arg(1), isCK() && eventDieRolls() ? arg(2) + 1 : 0);
      break;
    case A.A_DISCARD:
      if (g8(G_PHASE) == PH_RESPOND) hooks.executeModeAction(p, type);
      else discard(p, CARDS_A);
      break;
    case A.A_MOVE_ROBBER:
      moveRobber(arg(0), arg(1));
      // With Knight Interrupt the steal waits for the window: a forced outcome applies only without one.
      if (arg(2) != -1 && g8(G_CHANCE) != CH_NONE) resolveWith(stealIndexOf(arg(2)), 0, 0);
      break;
    // Catan for Two: each road, bridge or settlement a player builds owes a neutral seat a free piece.
    case A.A_BUILD_ROAD:
      buildRoad(p, arg(0));
      if (asks(ASK_AFTER_BUILD)) hooks.afterBuild(false);
      if (g8(G_PHASE) == PH_ROAD_BUILDING) afterFreeRoad(p);
      break;
    case A.A_BUILD_BRIDGE:
      buildBridge(p, arg(0));
      if (asks(ASK_AFTER_BUILD)) hooks.afterBuild(false);
      if (g8(G_PHASE) == PH_ROAD_BUILDING) afterFreeRoad(p);
      break;
    case A.A_BUILD_SETTLEMENT: buildSettlement(p, arg(0)); if (asks(ASK_AFTER_BUILD)) hooks.afterBuild(true); break;
    case A.A_BUILD_CITY: buildCity(p, arg(0)); break;
    case A.A_BUY_DEVELOPMENT:
      buyDevelopment(p);
      if (arg(0) != -1) resolveWith(developmentIndexOf(arg(0)), 0, 0);
      break;
    case A.A_PLAY_KNIGHT:
      if (g8(G_PHASE) == PH_INTERRUPT) hooks.executeModeAction(p, type);
      else playKnight(p);
      break;
    case A.A_PLAY_ROAD_BUILDING: playRoadBuilding(p); break;
    case A.A_PLAY_YEAR_OF_PLENTY: playYearOfPlenty(p, CARDS_A, DEV_YEAR_OF_PLENTY); break;
    case A.A_PLAY_MONOPOLY: playMonopoly(p, arg(0), DEV_MONOPOLY); break;
    case A.A_BANK_TRADE: bankTrade(p, CARDS_A, CARDS_B); break;
    case A.A_OFFER_TRADE: offerTrade(CARDS_A, CARDS_B, arg(OFFER_TO_SLOT)); break;
    case A.A_ACCEPT_TRADE: answer(p, ANSWER_ACCEPTED); break;
    case A.A_DECLINE_TRADE: answer(p, ANSWER_DECLINED); break;
    case A.A_COUNTER_TRADE: counter(p, CARDS_A, CARDS_B); break;
    case A.A_CONFIRM_TRADE: confirmTrade(p, arg(0)); break;
    case A.A_CANCEL_TRADE: closeTrade(); break;
    case A.A_END_TURN: endTurn(p); break;
    case A.A_END_SPECIAL_BUILD: endSpecialBuild(); break;
    default: hooks.executeModeAction(p, type);
  }
}

/** Applies an action whose arguments are in ARGS; returns an error code, 0 when applied. */
export function applyAction(p: i32, type: i32): i32 {
  // a sealed-hands player owing a Monopoly answer acts only once it has answered (legal.ts offers it nothing meanwhile)
  if (sealedHands() && owesMonopoly(p)) return E.E_MONOPOLY_ANSWER_OWED;
  const err = checkAction(p, type);
  if (err != E.OK) return err;
  applyOffered(p, type);
  return E.OK;
}

/**
 * Applies an action the engine has just listed as legal for p in this state (ARGS holding its
 * record), without checking it a second time: `simulate --check` tries every listed action through
 * applyAction's check.
 */
export function applyOffered(p: i32, type: i32): void {
  forgetDerived();
  if (!(asks(ASK_EXECUTE_OWN_WAY) && hooks.executeOwnWay(p, type))) execute(p, type);
  forgetDerived();
  if (asks(ASK_ACTION_SETTLED)) hooks.actionSettled(type);
  // A seeded game resolves chance at once (several draws in a row for an Easy Start re-roll or a Bishop).
  while (g8(G_CHANCE) != CH_NONE && hasFlag(F_SEEDED)) resolveSeeded();
  checkVictory();
}

