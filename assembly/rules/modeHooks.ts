// What a mode changes in the base rules, as one table of hooks (scalachess's Variant: a default for
// every question, a mode overriding only what differs). The base rules call `hooks.x(...)` and import
// no mode folder. `Mode` answers as the base game does; modes/index.ts (the composition root, imported
// first by the engine's entry) overrides the hooks with the answers of ck/, ckba/, two/ and variants/
// and installs that table once when the engine starts. Every answer checks its own mode or variant
// (isCK(), variantOn(...)), so one table serves every game; the hottest hooks are called only in the
// games that answer them (`asks`, at the end). Virtual methods, not function fields: AssemblyScript
// inlines an override behind a class-id test, where a function reference costs an indirect call
// (docs/architecture.md).

import { E_NOT_IN_THIS_GAME, OK } from '../core/errors';
import { PH_MAIN } from '../core/phases';
import { NONE } from '../core/layout';
import { isLand } from '../board/sea';

/** checkOwnWay's answer when the base rules check the action. */
export const LEFT_TO_BASE = -1;

export class Mode {
  /** The hooks (ASK_* bits) the game at hand answers otherwise than the base game. */
  answers(): i64 { return 0; }

  /** Public victory points a mode adds to the buildings' and cards' (ckba: conquests, prisoners). */
  pointAdjustment(p: i32): i32 { return 0; }
  /** A hex whose number produces nothing (ckba: conquered by the barbarians). */
  hexBarren(hex: i32): bool { return false; }
  /** After a production roll, for each player who received nothing (C&K: the Aqueduct). */
  receivedNothing(p: i32): void {}
  /** Every legal action is checked by checkAction, the generators being partial (ckba's extra limits). */
  checksEveryOffer(): bool { return false; }

  // ---- the 7 and the robber (rules/robber.ts, robberChoices.ts) ----
  /** Cards a player may hold on a 7 beyond the table's limit (C&K: 2 per city wall). */
  handLimitBonus(p: i32): i32 { return 0; }
  /** The phase once the 7's discards are done, given the base game's (ckba: a steal without a robber). */
  robberPhase(phase: i32): i32 { return phase; }
  /** Where the turn goes once a roll is resolved (Catan for Two: the second roll). */
  phaseAfterRoll(): i32 { return PH_MAIN; }
  /** A rolled 7 hands the robber to the roller. */
  sevenRolled(): void {}
  /** The robber moved or stayed. */
  robberMoved(): void {}
  /** A robber move that declines to move and steal (Optional Robber Movement), checked first. */
  declinesRobber(hex: i32, victim: i32): bool { return false; }
  /** Hexes the robber may stand on (the pirate: sea hexes too). */
  robberMayStand(hex: i32): bool { return isLand(hex); }
  /** The robber may stay where it stands (Friendly Robber: on the desert with no hex open). */
  robberMayStay(hex: i32): bool { return false; }
  /** A hex the robber may not go to although it could stand there (Friendly Robber). */
  robberRefuses(hex: i32): bool { return false; }
  /** A player nobody may rob (Friendly Robber). */
  spared(p: i32): bool { return false; }
  /** After a robber move: true when the steal waits for an answer (Knight Interrupt opened its window). */
  robberAnswered(victim: i32): bool { return false; }
  /** After a steal: true when another one follows (C&K: the Bishop's). */
  stealsAgain(): bool { return false; }

  // ---- dice and chance (rules/chance.ts, turn.ts) ----
  /** A turn in which a 7 is rolled again (Safe Beginning). */
  safeOpening(): bool { return false; }
  /** A roll total thrown again (Catan for Two: a second roll equal to the first). */
  repeatsRoll(total: i32): bool { return false; }
  /** A resolved roll with its total, before production or the 7 (Catan for Two counts the rolls). */
  noteRoll(total: i32): void {}
  /** The dice are in: true when the mode carries the roll on itself (C&K: event die, gates, production). */
  takesRoll(): bool { return false; }
  /** Values a pending chance of a mode's own kind waits for. */
  chanceCount(kind: i32): i32 { return 1; }
  /** The range of value i of a mode's own chance kind. */
  chanceRange(kind: i32, i: i32): i32 { return 0; }
  /** Applies the values of a mode's own chance kind. */
  resolveChance(kind: i32, a: i32, b: i32): void {}

  // ---- turns and building (rules/turn.ts, build.ts) ----
  /** A settlement placed, in set-up or built (Catan for Two: tokens for the coast and the desert). */
  settlementPlaced(p: i32, v: i32): void {}
  /** A player whose last settlement may not become a city (Settlement Required). */
  keepsLastSettlement(p: i32): bool { return false; }
  /** A turn ended: the mode's per-turn state starts afresh. */
  turnEnded(): void {}

  // ---- trade (rules/trade.ts) ----
  /** The hex whose harbors nobody may trade through (the pirate's), or NONE. */
  harborsClosedAt(): i32 { return NONE; }
  /** A building that no longer counts for its harbor (ckba: conquered). */
  buildingLost(v: i32): bool { return false; }
  /** Kinds p trades 2:1 with the bank whatever the harbors, a bit each (C&K: Trading House, Merchant, Merchant Fleet). */
  kindsAtTwo(p: i32): i32 { return 0; }

  // ---- what may be done (rules/legal.ts, baseOffers.ts; checked again in apply.ts) ----
  /** Development cards wait for the dice (After Dice-Roll). */
  cardsWaitForRoll(): bool { return false; }
  /** A player who may not build a city now (C&K: a damaged city is repaired first). */
  repairsFirst(p: i32): bool { return false; }
  /** OK, or why p may not end the turn yet (C&K: more progress cards than the limit). */
  checkEndTurn(p: i32): i32 { return OK; }
  /** Whether the 7 moves a robber (ckba has none: its 7 draws a card, offered with its own actions). */
  robberOnBoard(): bool { return true; }
  /** A piece owed before anything else: offers it and returns true (Catan for Two: the neutral piece). */
  offersOwedPiece(p: i32): bool { return false; }
  /** Offers of the mode before the roll, after the roll and the development cards. */
  offerBeforeRoll(p: i32): void {}
  /** Offers in a phase the base game does not have (C&K's decisions, Knight Interrupt's window). */
  offerInPhase(p: i32, phase: i32): void {}
  /** The mode's own pieces in a special building phase. */
  offerBuilding(p: i32): void {}
  /** The mode's own actions on p's turn after the roll, before trades. */
  offerOnTurn(p: i32): void {}
  /** Offers in any phase, after the phase's own (C&K's victory reveals, ckba's actions). */
  offerEveryPhase(p: i32): void {}

  // ---- a new game (rules/game.ts) ----
  /** Whether the 001 variant bits `bits` may be played in this game (variants/flags.ts). */
  variantsAllowed(bits: i32, mode: i32, layout: i32, players: i32): bool { return bits == 0; }
  /** A named standard or 5-6 board laid in its sea frame (the pirate needs sea). */
  seaFrame(variants: i32, layout: i32): bool { return false; }
  /** Rule numbers a variant changes once the layout's are set (Original Mayfair). */
  adjustRules(): void {}
  /** A player's pieces and supply beyond the base game's (C&K: knights, walls). */
  seatPlayer(p: i32): void {}
  /** The mode's own supply and state before the board (C&K: progress decks; ckba: its region). */
  startGame(): void {}
  /** Lays the mode's own random board and returns true (ckba: the castle board), or false. */
  layBoard(): bool { return false; }
  /** An explicit board's hexes and harbors are set (ckba: no robber, the starting barbarians). */
  explicitBoardLaid(): void {}
  /** OK, or why the chosen variants cannot be played on the board laid (the pirate needs sea). */
  boardProblem(): i32 { return OK; }
  /** The last step of a new game (Catan for Two: the neutral seats' pieces). */
  finishSetup(): void {}

  // ---- checking and applying actions (rules/apply.ts) ----
  /** OK, or why p must do something else first (Catan for Two: the owed neutral piece). */
  checkFirst(p: i32, type: i32): i32 { return OK; }
  /**
   * The check of an action in the mode's own way (ckba: its own actions, and its limits around the
   * C&K check), or LEFT_TO_BASE for the base rules' check.
   */
  checkOwnWay(p: i32, type: i32): i32 { return LEFT_TO_BASE; }
  /**
   * OK, or why not: an action the base game does not have (a mode's own ids), or a base action in a
   * phase of the mode's (discards in C&K's respond, a Knight in Knight Interrupt's window).
   */
  checkModeAction(p: i32, type: i32): i32 { return E_NOT_IN_THIS_GAME; }
  /** Carries out what checkModeAction allowed. */
  executeModeAction(p: i32, type: i32): void {}
  /**
   * Carries out an action in the mode's own way and returns true (ckba: its own actions, or the base
   * effect followed by its landings and conquests), or returns false for the base rules to.
   */
  executeOwnWay(p: i32, type: i32): bool { return false; }
  /** After any action, derived state forgotten (C&K: the roads knights cut or rejoined). */
  actionSettled(type: i32): void {}
  /** A road, bridge or settlement built on a turn (Catan for Two: a neutral seat is owed a piece). */
  afterBuild(settlement: bool): void {}
}

/** The table the rules call: the base game's until modes/index.ts installs the modes. */
export let hooks: Mode = new Mode();

export function installModes(modes: Mode): void {
  hooks = modes;
  learnAnswers();
}

// ---- which hooks the game at hand answers ----
// The hooks below are asked on every action or every list of legal actions, and a call into the
// table costs a call and a class-id test even where the game's mode has nothing to say: about 5% of
// a base game (docs/architecture.md). So the table also names which of them the game at hand
// answers otherwise than the base game (`Mode.answers`, one bit each, from its mode and variants,
// learnt once per game put in place), and the rules make the call only when `asks` says so, taking
// the base game's answer in its stead.

export const ASK_POINT_ADJUSTMENT: i64 = <i64>1 << 0;
export const ASK_HEX_BARREN: i64 = <i64>1 << 1;
export const ASK_RECEIVED_NOTHING: i64 = <i64>1 << 2;
export const ASK_CHECKS_EVERY_OFFER: i64 = <i64>1 << 3;
export const ASK_HAND_LIMIT_BONUS: i64 = <i64>1 << 4;
export const ASK_PHASE_AFTER_ROLL: i64 = <i64>1 << 5;
export const ASK_DECLINES_ROBBER: i64 = <i64>1 << 6;
export const ASK_ROBBER_MAY_STAND: i64 = <i64>1 << 7;
export const ASK_ROBBER_MAY_STAY: i64 = <i64>1 << 8;
export const ASK_ROBBER_REFUSES: i64 = <i64>1 << 9;
export const ASK_SPARED: i64 = <i64>1 << 10;
export const ASK_SAFE_OPENING: i64 = <i64>1 << 11;
export const ASK_REPEATS_ROLL: i64 = <i64>1 << 12;
export const ASK_NOTE_ROLL: i64 = <i64>1 << 13;
export const ASK_TAKES_ROLL: i64 = <i64>1 << 14;
export const ASK_TURN_ENDED: i64 = <i64>1 << 15;
export const ASK_HARBORS_CLOSED_AT: i64 = <i64>1 << 16;
export const ASK_BUILDING_LOST: i64 = <i64>1 << 17;
export const ASK_KINDS_AT_TWO: i64 = <i64>1 << 18;
export const ASK_CARDS_WAIT_FOR_ROLL: i64 = <i64>1 << 19;
export const ASK_REPAIRS_FIRST: i64 = <i64>1 << 20;
export const ASK_CHECK_END_TURN: i64 = <i64>1 << 21;
export const ASK_OFFERS_OWED_PIECE: i64 = <i64>1 << 22;
export const ASK_OFFER_BEFORE_ROLL: i64 = <i64>1 << 23;
export const ASK_OFFER_ON_TURN: i64 = <i64>1 << 24;
export const ASK_OFFER_EVERY_PHASE: i64 = <i64>1 << 25;
export const ASK_KEEPS_LAST_SETTLEMENT: i64 = <i64>1 << 26;
export const ASK_CHECK_FIRST: i64 = <i64>1 << 27;
export const ASK_CHECK_OWN_WAY: i64 = <i64>1 << 28;
export const ASK_EXECUTE_OWN_WAY: i64 = <i64>1 << 29;
export const ASK_ACTION_SETTLED: i64 = <i64>1 << 30;
export const ASK_AFTER_BUILD: i64 = <i64>1 << 31;
export const ASK_SETTLEMENT_PLACED: i64 = <i64>1 << 32;

let answered: i64 = 0;

/** Learns which hooks the game in place answers (rules/derived.ts: a new game, a snapshot, a switch). */
export function learnAnswers(): void { answered = hooks.answers(); }

/** Whether the game in place answers `hook` (an ASK_* bit) otherwise than the base game. */
@inline export function asks(hook: i64): bool { return (answered & hook) != 0; }
