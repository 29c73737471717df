// Checks and effects of the Cities & Knights actions: building walls, knights and improvements,
// knight actions, progress cards, and the decisions players owe during a roll or a card's effect.

import {
  ARGS, A_ACTIVATE_KNIGHT, A_AQUEDUCT, A_BUILD_KNIGHT, A_BUILD_WALL, A_CHASE_ROBBER, A_CHOOSE_DECK,
  A_DISCARD_PROGRESS, A_DISPLACE_KNIGHT, A_END_ROAD_BUILDING, A_GIVE_CARDS, A_HARBOR_OFFER, A_HARBOR_REPLY,
  A_IMPROVE, A_MOVE_KNIGHT, A_PILLAGE_CITY, A_PLACE_DESERTER, A_PLAY_PROGRESS, A_PROMOTE_KNIGHT, A_RELOCATE_KNIGHT,
  A_REMOVE_KNIGHT, A_REPAIR_CITY, A_SPY_TAKE, A_TAKE_CARDS, A_COMMIT_KNIGHTS, AT_SLOT, arg,
} from '../core/actions';
import {
  C_CARD_PLAYER, C_COMMIT_QUEUE, C_DECISION, C_DRAW_QUEUE, C_KNIGHT_BITS, C_KNIGHT_FROM, C_RESPONDER, C_TARGET, CP_OWED, CP_PENDING,
  DEC_DESERTER_PLACE, DEC_DESERTER_REMOVE, DEC_HARBOR_REPLY, DEC_RELOCATE, DEC_SPY, DEC_TAKE, F_FORCED_OK, F_KNIGHT_ERRANT, G_CURRENT,
  G_FREE_ROADS, G_PHASE, G_RESUME_PHASE, G_ROBBER_ACTOR, NONE, PENDING_AQUEDUCT, PENDING_GIFT, PENDING_PILLAGE,
  PENDING_PROGRESS_DISCARD, PENDING_SABOTAGE, cg, cs, g8, hasFlag, s8,
} from '../core/layout';
import * as E from '../core/errors';
import { PH_MAIN, PH_RESPOND, PH_ROAD_BUILDING, PH_ROLL } from '../core/phases';
import { KINDS, RESOURCES, bankOf, giveBack, handOf, receive, transfer } from '../rules/hand';
import { buildWall, checkBuildWall, checkImprove, checkRepair, improve, pillage, pillageable, repairCity } from './cities';
import {
  activate, buildKnight, checkActivate, checkBuildKnight, checkChase, checkDisplace, checkMove, checkPromote,
  checkCommit, checkRelocation, commit, deactivate, moveKnight, promote, setDownKnight,
} from './knights';
import { checkMoveRobber, moveRobber, stealIndexOf } from '../rules/robber';
import { afterDecision, decisionsPending } from './ckroll';
import { lapseEmptyAqueducts } from './aqueduct';
import { nextCommitment, nextDefenderDraw } from './barbarians';
import {
  ALCHEMIST, BISHOP, COMMERCIAL_HARBOR, CRANE, DESERTER, DIPLOMAT, ENGINEER, HAND_LIMIT, INTRIGUE, INVENTOR,
  IRRIGATION, MASTER_MERCHANT, MEDICINE, MERCHANT, MERCHANT_FLEET, MINING, RESOURCE_MONOPOLY, ROAD_BUILDING,
  SABOTEUR, SMITH, SPY, TRADE_MONOPOLY, WARLORD, WEDDING, CARD_TYPES, addProgress, cardAt, deckCount, drawProgress,
  isVictoryCard, namedToken, progressCount, removeProgress, returnProgress, revealCard, scoreVictoryCard,
} from './progress';
import {
  checkAlchemist, checkCrane, checkEngineer, checkInventor, checkMedicine, checkScienceRoads, checkSmith, harvest,
  playAlchemist, playCrane, playEngineer, playInventor, playMedicine, playScienceRoads, playSmith,
} from './cardsScience';
import {
  checkBishop, checkDiplomat, checkIntrigue, checkOpponent, checkPlaceDeserter, checkRemoveKnight, clearDecision,
  displace, placeDeserter, playBishop, playDeserter, playDiplomat, playSaboteur, playSpy, playWarlord, playWedding,
  removeForDeserter,
} from './cardsPolitics';
import {
  checkHarborOffer, checkHarborReply, checkMasterMerchant, checkMerchant, checkMonopolyKind, harborOffer, harborReply,
  playCommercialHarbor, playMasterMerchant, playMerchant, playMerchantFleet, playMonopoly,
} from './cardsTrade';
import { resolveWith } from '../rules/chance';
import { sealedHands } from '../rules/sealedHands';
import { askNextGift, cardsLeftOut, checkSealedGift, checkTake, giveFaceDown, sealPending, takeFaceDown } from './privateMoves';
import { mayBuild, onTurn } from '../rules/timing';

const CARDS_A: usize = ARGS;

@inline function isCardPlay(type: i32): bool { return type >= A_PLAY_PROGRESS && type < A_PLAY_PROGRESS + CARD_TYPES; }

function ownTurnMain(p: i32): i32 { return onTurn(p, PH_MAIN); }

/** The single decision `kind` is asked of p now. */
function decisionFor(p: i32, kind: i32): i32 {
  if (g8(G_PHASE) != PH_RESPOND || g8(C_DECISION) != kind) return E.E_NO_DECISION;
  return g8(C_RESPONDER) == p ? E.OK : E.E_NOT_YOUR_TURN;
}

function pendingFor(p: i32, kind: i32): i32 {
  if (g8(G_PHASE) != PH_RESPOND) return E.E_WRONG_PHASE;
  return cg(p, CP_PENDING) == kind ? E.OK : E.E_NO_DECISION;
}

/** Exactly `owed` cards that p holds. */
function checkExactCards(p: i32, owed: i32): i32 {
  let total = 0;
  for (let k = 0; k < KINDS; k++) {
    const n = load<i32>(CARDS_A + <usize>(k * 4));
    if (n < 0) return E.E_BAD_ARGUMENT;
    if (n > handOf(p, k)) return E.E_CARDS_NOT_HELD;
    total += n;
  }
  return total == owed ? E.OK : E.E_WRONG_DISCARD;
}

function checkForcedSteal(): i32 {
  const kind = arg(3);
  if (kind == -1) return E.OK;
  if (!hasFlag(F_FORCED_OK)) return E.E_FORCED_NOT_ALLOWED;
  const victim = arg(2);
  return victim != -1 && kind < KINDS && handOf(victim, kind) > 0 ? E.OK : E.E_BAD_FORCED;
}

/** Knight-Errant lets an active knight chase the robber before the roll. */
function mayChase(p: i32): i32 {
  const phase = g8(G_PHASE);
  if (phase == PH_ROLL && hasFlag(F_KNIGHT_ERRANT)) return p == g8(G_CURRENT) ? E.OK : E.E_NOT_YOUR_TURN;
  return ownTurnMain(p);
}

/** The progress card token an action names in p's hand (its `card` argument and/or `at`), or -1. */
@inline function tokenFor(p: i32, card: i32): i32 { return namedToken(p, card, arg(AT_SLOT)); }

/**
 * A victory point card is scored as it is drawn; only in a sealed game, where nobody else knows what
 * was drawn, does its holder reveal it with `playProgress {card, at}`, at any moment.
 */
function checkVictoryReveal(p: i32, card: i32): i32 {
  if (arg(AT_SLOT) == -1) return E.E_UNKNOWN_ACTION;
  const token = tokenFor(p, card);
  return token != -1 && cardAt(token) == NONE ? E.OK : E.E_CARD_NOT_PLAYABLE;
}

function checkCard(p: i32, card: i32): i32 {
  if (card < 0 || card >= CARD_TYPES) return E.E_UNKNOWN_ACTION;
  if (isVictoryCard(card)) return checkVictoryReveal(p, card);
  const timing = card == ALCHEMIST ? (g8(G_PHASE) == PH_ROLL ? (p == g8(G_CURRENT) ? E.OK : E.E_NOT_YOUR_TURN) : E.E_WRONG_PHASE) : ownTurnMain(p);
  if (timing != E.OK) return timing;
  if (tokenFor(p, card) == -1) return E.E_CARD_NOT_PLAYABLE;
  switch (card) {
    case ALCHEMIST: {
      const forced = arg(2);
      if (forced != -1 && !hasFlag(F_FORCED_OK)) return E.E_FORCED_NOT_ALLOWED;
      if (forced < -1 || forced > 3) return E.E_BAD_FORCED;
      return checkAlchemist(arg(0), arg(1));
    }
    case CRANE: return checkCrane(p, arg(0), arg(1));
    case ENGINEER: return checkEngineer(p, arg(0));
    case INVENTOR: return checkInventor(arg(0), arg(1));
    case MEDICINE: return checkMedicine(p, arg(0));
    case ROAD_BUILDING: return checkScienceRoads(p);
    case SMITH: return checkSmith(p, arg(0), arg(1));
    case BISHOP: return checkBishop(p, arg(0));
    case DESERTER: case SPY: return checkOpponent(p, arg(0));
    case DIPLOMAT: return checkDiplomat(arg(0));
    case INTRIGUE: return checkIntrigue(p, arg(0));
    // with sealed hands a card that asks a reseal waits for the one under way (ck/privateMoves.ts)
    case WEDDING: case COMMERCIAL_HARBOR: return sealedHands() && sealPending() ? E.E_SEAL_PENDING : E.OK;
    case MASTER_MERCHANT: return sealedHands() && sealPending() ? E.E_SEAL_PENDING : checkMasterMerchant(p, arg(0), ARGS + 4);
    case MERCHANT: return checkMerchant(p, arg(0));
    case MERCHANT_FLEET: return arg(0) >= 0 && arg(0) < KINDS ? E.OK : E.E_BAD_ARGUMENT;
    case RESOURCE_MONOPOLY: return checkMonopolyKind(arg(0), false);
    case TRADE_MONOPOLY: return checkMonopolyKind(arg(0), true);
    default: return E.OK; // irrigation, mining, saboteur, warlord
  }
}

export function checkCKAction(p: i32, type: i32): i32 {
  if (isCardPlay(type)) return checkCard(p, type - A_PLAY_PROGRESS);
  let turn: i32;
  switch (type) {
    case A_BUILD_WALL: turn = mayBuild(p); return turn != E.OK ? turn : checkBuildWall(p, arg(0));
    case A_REPAIR_CITY: turn = mayBuild(p); return turn != E.OK ? turn : checkRepair(p, arg(0));
    case A_BUILD_KNIGHT: turn = mayBuild(p); return turn != E.OK ? turn : checkBuildKnight(p, arg(0));
    case A_ACTIVATE_KNIGHT: turn = mayBuild(p); return turn != E.OK ? turn : checkActivate(p, arg(0), false);
    case A_PROMOTE_KNIGHT: turn = mayBuild(p); return turn != E.OK ? turn : checkPromote(p, arg(0), false);
    case A_IMPROVE: turn = mayBuild(p); return turn != E.OK ? turn : checkImprove(p, arg(0), arg(1), 0);
    case A_MOVE_KNIGHT: turn = ownTurnMain(p); return turn != E.OK ? turn : checkMove(p, arg(0), arg(1));
    case A_DISPLACE_KNIGHT: turn = ownTurnMain(p); return turn != E.OK ? turn : checkDisplace(p, arg(0), arg(1));
    case A_CHASE_ROBBER: {
      turn = mayChase(p);
      if (turn != E.OK) return turn;
      const ready = checkChase(p, arg(0));
      if (ready != E.OK) return ready;
      const move = checkMoveRobber(p, arg(1), arg(2));
      return move != E.OK ? move : checkForcedSteal();
    }
    case A_RELOCATE_KNIGHT: {
      const asked = decisionFor(p, DEC_RELOCATE);
      return asked != E.OK ? asked : checkRelocation(p, g8(C_KNIGHT_FROM), arg(0));
    }
    case A_PILLAGE_CITY: {
      const asked = pendingFor(p, PENDING_PILLAGE);
      if (asked != E.OK) return asked;
      return arg(0) >= 0 && arg(0) < 96 && pillageable(p, arg(0)) ? E.OK : E.E_NOT_YOUR_CITY;
    }
    case A_CHOOSE_DECK:
      if (g8(G_PHASE) != PH_RESPOND || nextDefenderDraw() != p) return E.E_NO_DECISION;
      if (arg(0) < 0 || arg(0) > 2) return E.E_BAD_ARGUMENT;
      return deckCount(arg(0)) > 0 ? E.OK : E.E_DECK_EMPTY_CK;
    case A_DISCARD_PROGRESS: {
      const pending = cg(p, CP_PENDING) == PENDING_PROGRESS_DISCARD && g8(G_PHASE) == PH_RESPOND;
      const ownTurn = p == g8(G_CURRENT) && g8(G_PHASE) == PH_MAIN && progressCount(p) > HAND_LIMIT;
      if (!pending && !ownTurn) return E.E_NO_DECISION;
      return tokenFor(p, arg(0)) != -1 ? E.OK : E.E_CARD_NOT_PLAYABLE;
    }
    case A_AQUEDUCT: {
      const asked = pendingFor(p, PENDING_AQUEDUCT);
      if (asked != E.OK) return asked;
      if (arg(0) < 0 || arg(0) >= RESOURCES) return E.E_BAD_ARGUMENT;
      return bankOf(arg(0)) > 0 ? E.OK : E.E_BANK_SHORT;
    }
    case A_GIVE_CARDS: {
      const asked = pendingFor(p, PENDING_GIFT);
      if (asked != E.OK) return asked;
      // sealed hands: face down (`cards` left out), one giver after another (ck/privateMoves.ts)
      const faceDown = cardsLeftOut(CARDS_A);
      if (sealedHands()) {
        const gate = checkSealedGift(p, cg(p, CP_OWED), faceDown);
        return gate != E.OK || faceDown ? gate : checkExactCards(p, cg(p, CP_OWED));
      }
      return faceDown ? E.E_SEALED_HANDS_ONLY : checkExactCards(p, cg(p, CP_OWED));
    }
    case A_REMOVE_KNIGHT: {
      const asked = decisionFor(p, DEC_DESERTER_REMOVE);
      return asked != E.OK ? asked : checkRemoveKnight(p, arg(0));
    }
    case A_PLACE_DESERTER: {
      const asked = decisionFor(p, DEC_DESERTER_PLACE);
      return asked != E.OK ? asked : checkPlaceDeserter(p, arg(0));
    }
    case A_SPY_TAKE: {
      const asked = decisionFor(p, DEC_SPY);
      if (asked != E.OK) return asked;
      const none = arg(0) == -1 && arg(AT_SLOT) == -1;
      return none || tokenFor(g8(C_TARGET), arg(0)) != -1 ? E.OK : E.E_SPY_NOT_HELD;
    }
    case A_TAKE_CARDS: {
      if (!sealedHands()) return E.E_SEALED_HANDS_ONLY;
      const asked = decisionFor(p, DEC_TAKE);
      return asked != E.OK ? asked : checkTake(cardsLeftOut(CARDS_A));
    }
    case A_HARBOR_OFFER: turn = ownTurnMain(p); return turn != E.OK ? turn : checkHarborOffer(p, arg(0), arg(1));
    case A_HARBOR_REPLY: {
      const asked = decisionFor(p, DEC_HARBOR_REPLY);
      return asked != E.OK ? asked : checkHarborReply(p, arg(0), arg(1));
    }
    case A_END_ROAD_BUILDING:
      if (g8(G_PHASE) != PH_ROAD_BUILDING) return E.E_WRONG_PHASE;
      return p == g8(G_CURRENT) ? E.OK : E.E_NOT_YOUR_TURN;
    case A_COMMIT_KNIGHTS:
      if (g8(G_PHASE) != PH_RESPOND || nextCommitment() != p) return E.E_NO_DECISION;
      return checkCommit(p, ARGS, 6);
    default: return E.E_UNKNOWN_ACTION;
  }
}

/** When an effect asks players for decisions, play waits in the respond phase and then returns here. */
function awaitDecisions(resume: i32): void {
  if (!decisionsPending()) return;
  s8(G_RESUME_PHASE, resume);
  s8(G_PHASE, PH_RESPOND);
}

/** A hand that drops back to the limit no longer owes a discard. */
function progressDiscardSettled(p: i32): void {
  if (cg(p, CP_PENDING) == PENDING_PROGRESS_DISCARD && progressCount(p) <= HAND_LIMIT) {
    cs(p, CP_PENDING, 0);
    afterDecision();
  }
}

function playCard(p: i32, card: i32): void {
  const token = tokenFor(p, card);
  if (isVictoryCard(card)) {
    removeProgress(p, token);
    scoreVictoryCard(p, token, card);
    progressDiscardSettled(p);
    return;
  }
  revealCard(token, card);
  returnProgress(p, token);
  switch (card) {
    case ALCHEMIST:
      playAlchemist(arg(0), arg(1));
      // A forced event die (scenarios): face 0 is a ship, faces 3-5 the science, politics and trade gates.
      if (arg(2) != -1) resolveWith(arg(2) == 0 ? 0 : arg(2) + 2, 0, 0);
      break;
    case CRANE: playCrane(p, arg(0), arg(1)); break;
    case ENGINEER: playEngineer(p, arg(0)); break;
    case INVENTOR: playInventor(arg(0), arg(1)); break;
    case IRRIGATION: harvest(p, 3); break;
    case MEDICINE: playMedicine(p, arg(0)); break;
    case MINING: harvest(p, 4); break;
    case ROAD_BUILDING: playScienceRoads(p); break;
    case SMITH: playSmith(p, arg(0), arg(1)); break;
    case BISHOP: playBishop(p, arg(0)); break;
    case DESERTER: playDeserter(p, arg(0)); break;
    case DIPLOMAT: playDiplomat(p, arg(0)); break;
    case INTRIGUE: displace(arg(0)); break;
    case SABOTEUR: playSaboteur(p); break;
    case SPY: playSpy(p, arg(0)); break;
    case WARLORD: playWarlord(p); break;
    case WEDDING: playWedding(p); break;
    case COMMERCIAL_HARBOR: playCommercialHarbor(p); break;
    case MASTER_MERCHANT: playMasterMerchant(p, arg(0), ARGS + 4); break;
    case MERCHANT: playMerchant(p, arg(0)); break;
    case MERCHANT_FLEET: playMerchantFleet(arg(0)); break;
    case RESOURCE_MONOPOLY: playMonopoly(p, arg(0), 2); break;
    case TRADE_MONOPOLY: playMonopoly(p, arg(0), 1); break;
  }
  if (g8(G_PHASE) == PH_MAIN) awaitDecisions(PH_MAIN);
}

export function executeCK(p: i32, type: i32): void {
  if (isCardPlay(type)) { playCard(p, type - A_PLAY_PROGRESS); return; }
  switch (type) {
    case A_BUILD_WALL: buildWall(p, arg(0)); break;
    case A_REPAIR_CITY: repairCity(p, arg(0)); break;
    case A_BUILD_KNIGHT: buildKnight(p, arg(0)); break;
    case A_ACTIVATE_KNIGHT: activate(p, arg(0), false); break;
    case A_PROMOTE_KNIGHT: promote(p, arg(0), false); break;
    case A_IMPROVE: improve(p, arg(0), arg(1), 0); break;
    case A_MOVE_KNIGHT: moveKnight(arg(0), arg(1)); break;
    case A_DISPLACE_KNIGHT:
      displace(arg(1));
      moveKnight(arg(0), arg(1));
      awaitDecisions(PH_MAIN);
      break;
    case A_CHASE_ROBBER:
      deactivate(arg(0));
      s8(G_RESUME_PHASE, g8(G_PHASE));
      s8(G_ROBBER_ACTOR, p);
      moveRobber(arg(1), arg(2));
      if (arg(3) != -1) resolveWith(stealIndexOf(arg(3)), 0, 0);
      break;
    case A_RELOCATE_KNIGHT:
      setDownKnight(p, arg(0), g8(C_KNIGHT_BITS));
      clearDecision();
      afterDecision();
      break;
    case A_PILLAGE_CITY:
      pillage(p, arg(0));
      cs(p, CP_PENDING, 0);
      afterDecision();
      break;
    case A_CHOOSE_DECK:
      s8(C_DRAW_QUEUE, g8(C_DRAW_QUEUE) & ~(1 << p));
      drawProgress(p, arg(0));
      afterDecision();
      break;
    case A_DISCARD_PROGRESS:
      returnProgress(p, tokenFor(p, arg(0)));
      progressDiscardSettled(p);
      break;
    case A_AQUEDUCT:
      receive(p, arg(0), 1);
      cs(p, CP_PENDING, 0);
      lapseEmptyAqueducts();
      afterDecision();
      break;
    case A_GIVE_CARDS:
      if (cardsLeftOut(CARDS_A)) giveFaceDown(p, cg(p, CP_OWED));
      else {
        for (let k = 0; k < KINDS; k++) {
          const n = load<i32>(CARDS_A + <usize>(k * 4));
          if (n > 0) transfer(p, g8(C_CARD_PLAYER), k, n);
        }
      }
      cs(p, CP_PENDING, 0);
      cs(p, CP_OWED, 0);
      askNextGift();
      afterDecision();
      break;
    case A_REMOVE_KNIGHT:
      removeForDeserter(arg(0));
      afterDecision();
      break;
    case A_PLACE_DESERTER:
      placeDeserter(p, arg(0));
      afterDecision();
      break;
    case A_SPY_TAKE:
      if (arg(0) != -1 || arg(AT_SLOT) != -1) {
        const token = tokenFor(g8(C_TARGET), arg(0));
        removeProgress(g8(C_TARGET), token);
        addProgress(p, token);
      }
      s8(C_TARGET, NONE);
      clearDecision();
      afterDecision();
      break;
    case A_TAKE_CARDS:
      takeFaceDown(p);
      clearDecision();
      afterDecision();
      break;
    case A_HARBOR_OFFER:
      harborOffer(p, arg(0), arg(1));
      awaitDecisions(PH_MAIN);
      break;
    case A_HARBOR_REPLY:
      harborReply(p, arg(0));
      afterDecision();
      break;
    case A_END_ROAD_BUILDING:
      s8(G_FREE_ROADS, 0);
      s8(G_PHASE, g8(G_RESUME_PHASE));
      break;
    case A_COMMIT_KNIGHTS:
      commit(ARGS, 6);
      s8(C_COMMIT_QUEUE, g8(C_COMMIT_QUEUE) & ~(1 << p));
      afterDecision();
      break;
  }
}

/** A Saboteur discard in the respond phase. */
export function checkSabotageDiscard(p: i32): i32 {
  const asked = pendingFor(p, PENDING_SABOTAGE);
  return asked != E.OK ? asked : checkExactCards(p, cg(p, CP_OWED));
}

export function sabotageDiscard(p: i32): void {
  for (let k = 0; k < KINDS; k++) {
    const n = load<i32>(CARDS_A + <usize>(k * 4));
    if (n > 0) giveBack(p, k, n);
  }
  cs(p, CP_PENDING, 0);
  cs(p, CP_OWED, 0);
  afterDecision();
}

