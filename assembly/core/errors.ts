// Why an action was refused. Codes are stable; the text is what players and logs read.

import { wLine } from './json';
import { utf8Lines } from './utf8';

export const OK = 0;
export const E_UNKNOWN_ACTION = 1;
export const E_BAD_ARGUMENT = 2;
export const E_NOT_YOUR_TURN = 3;
export const E_WRONG_PHASE = 4;
export const E_GAME_OVER = 5;
export const E_AWAITING_CHANCE = 6;
export const E_NO_SUCH_PLACE = 7;
export const E_OCCUPIED = 8;
export const E_DISTANCE_RULE = 9;
export const E_NOT_CONNECTED = 10;
export const E_ROAD_EXISTS = 11;
export const E_SETUP_ROAD_FAR = 12;
export const E_CANNOT_AFFORD = 13;
export const E_NO_PIECES_LEFT = 14;
export const E_NOT_YOUR_SETTLEMENT = 15;
export const E_ROBBER_SAME_HEX = 16;
export const E_BAD_VICTIM = 17;
export const E_VICTIM_REQUIRED = 18;
export const E_WRONG_DISCARD = 19;
export const E_CARDS_NOT_HELD = 20;
export const E_BAD_RATE = 21;
export const E_BANK_SHORT = 22;
export const E_DECK_EMPTY = 23;
export const E_CARD_NOT_PLAYABLE = 24;
export const E_CARD_ALREADY_PLAYED = 25;
export const E_FORCED_NOT_ALLOWED = 26;
export const E_BAD_FORCED = 27;
export const E_NO_OFFER = 28;
export const E_NOT_ACCEPTED = 29;
export const E_TURN_NOT_DONE = 30;
export const E_NO_CHANCE_PENDING = 31;
export const E_BAD_PLAYER = 32;
export const E_ALREADY_ANSWERED = 33;
export const E_EMPTY_TRADE = 34;
export const E_NO_ROAD_POSSIBLE = 35;
export const E_NO_CITY_FOR_METROPOLIS = 36;
export const E_NEEDS_CITY = 37;
export const E_NOT_YOUR_CITY = 38;
export const E_TRACK_COMPLETE = 39;
export const E_WALL_EXISTS = 40;
export const E_KNIGHT_BUSY = 41;
export const E_KNIGHT_INACTIVE = 42;
export const E_NEEDS_FORTRESS = 43;
export const E_NOT_YOUR_KNIGHT = 44;
export const E_ROBBER_ASLEEP = 45;
export const E_ROBBER_NOT_ADJACENT = 46;
export const E_TOO_STRONG = 47;
export const E_DAMAGED_CITY_FIRST = 48;
export const E_NOT_OPEN_ROAD = 49;
export const E_NOT_RICHER = 50;
export const E_SETUP_CITY = 51;
export const E_PROGRESS_LIMIT = 52;
export const E_NOT_IN_THIS_GAME = 53;
export const E_NO_DECISION = 54;
export const E_DECK_EMPTY_CK = 55;
export const E_LAYOUT_NOT_CK = 56;
export const E_ROAD_ON_WATER = 57;
export const E_NOT_BRIDGE_SITE = 58;
export const E_NO_LAND = 59;
export const E_ROBBER_ON_SEA = 60;
export const E_HARBOR_NOT_COAST = 61;
export const E_VARIANT_MODE = 62;
export const E_NEUTRAL_FIRST = 63;
export const E_NO_TOKENS = 64;
export const E_NEUTRAL_PLACE = 65;
export const E_ONCE_PER_TURN = 66;
export const E_SETTLEMENT_REQUIRED = 67;
export const E_AFTER_DICE_ROLL = 68;
export const E_FRIENDLY_ROBBER = 69;
export const E_NOT_NEUTRAL = 70;
export const E_PIRATE_NEEDS_SEA = 71;
export const E_OFFER_NOT_FOR_YOU = 72;
export const E_TOKEN_NEEDED = 73;
export const E_TOKEN_IN_OPEN_GAME = 74;
export const E_MONOPOLY_ANSWER_OWED = 75;
export const E_INVENTOR_NUMBER = 76;
export const E_SPY_NOT_HELD = 77;
export const E_HARBOR_ASKED = 78;
// Sealed hands' private moves (ck/privateMoves.ts)
export const E_SEAL_PENDING = 79;
export const E_FACE_DOWN_ONLY = 80;
export const E_SEALED_HANDS_ONLY = 81;
export const E_GIFT_ORDER = 82;
export const E_NOTHING_TO_TAKE = 83;

// One reason a line, line i for code i: a utf8Lines() list (core/utf8.ts), since the engine only
// copies them out; as UTF-8 in one piece they take a third of the bytes of a string array.
const MESSAGES = utf8Lines(`ok
unknown action type
malformed arguments
it is not your turn to act
that action is not allowed in this phase
the game is over
the game is waiting for a chance outcome (dice or a draw)
no such intersection, path or hex
that intersection is occupied
too close to another settlement or city (distance rule)
not connected to your own road network
that path already has a road
a set-up road must touch the settlement just placed
not enough resources
no pieces of that kind left
you have no settlement there
the robber must move to a different hex
that player cannot be robbed there
choose a player to rob: someone next to that hex has cards
discard exactly the number of cards owed
you do not hold those cards
those amounts do not match your trade rates
the bank does not have those cards
the development deck is empty
you hold no playable card of that kind (cards bought this turn wait a turn)
you already played a development card this turn
forced outcomes are only honoured in scenarios and seeded simulations
invalid forced outcome
there is no open trade offer to answer
that player has not accepted or countered your offer
finish what the turn requires first (roll, robber, free roads, discards)
no chance outcome is pending, or a value is out of range
no such player
you have already answered this offer
a trade must give and get something, and not the same kind on both sides
no free road can be placed
levels 4 and 5 need a city that can hold the metropolis (name it when you win one)
city improvements need at least one city on the board
you have no such city there
that track is already at level 5
that city already has a wall
that knight cannot do that again this turn
that knight is not active
promoting a strong knight to mighty needs the Fortress (politics level 3)
no suitable knight there
the robber cannot move before the first barbarian attack
the robber is not next to that knight
that knight is too strong (a knight only displaces weaker knights; mighty is the top)
repair your damaged city before building another city
only an open road (free at one end) can be removed
that player does not have more victory points than you
in the second set-up round you place a city
you hold more than 4 progress cards: discard one first
that action is not part of the rules of this game
nothing is asked of you now
that deck is empty
Cities & Knights is played on the standard boards (3-4 or 5-6 players) or a custom board
a road needs land on at least one side: between two sea hexes, build a bridge
a bridge spans two sea hexes, with no land on either side
a settlement or city needs land at its intersection
the robber stays on land (on a sea hex only with the Robber is a Pirate variant)
a harbor lies on a coast: land on one side of its edge, sea or the board's rim on the other
a chosen variant does not apply to this mode (docs/rules-decisions.md, Variants)
place the free road or settlement you owe a neutral player first
not enough trade tokens (1 when your victory points are at most your opponent's, else 2)
that piece is not the one owed to a neutral player, or not there
only once per turn
you must keep at least one settlement on the board (Settlement Required variant)
development cards are played only after the roll (After Dice-Roll variant)
the Friendly Robber spares players with only 2 victory points
that seat is not a neutral player
the Robber is a Pirate variant needs a board with sea hexes (the standard, islands or bigIslands layout, or a board with sea)
that offer is made to another player: only they may accept, decline or counter it
a sealed game names the card's token: give at
an open game names the card, not its token: leave out at
you owe your answer to a Monopoly first: reveal your sealed cards of its kind
the Inventor swaps two number tokens of 3, 4, 5, 9, 10 or 11 (never a 2, 12, 6 or 8, nor a hex without one)
that player holds no such progress card (Constitution and Printer are never held: they are played when drawn)
you have already made that player a Commercial Harbor offer (one offer per player)
wait for the hand's reseal: a card moves face down only from a hand sealed anew
with sealed hands this move is made face down: leave out the cards' kinds
a face-down move is made only with sealed hands: name the cards
the Wedding's gifts go one after another in seat order from its player: another player gives first
that player holds no card to take`);

/** Writes why `code` was refused into OUT, or returns false for a code that is not one of these. */
export function writeErrorMessage(code: i32): bool { return code < 200 && wLine(MESSAGES, code); }
