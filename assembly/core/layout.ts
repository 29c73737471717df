// The whole game state is one fixed block of linear memory, so that a snapshot is a byte copy,
// the hash is a hash of bytes and two replicas that applied the same inputs hold identical bytes.
// Every field has a fixed offset here; nothing else in the engine knows the byte layout.

export const MAX_PLAYERS = 8;
export const MAX_HEXES = 128; // hex ids fit a byte, with NONE to spare
export const MAX_VERTICES = 384; // vertex and edge ids are u16 (a side-7 hexagon of 127 hexes has 294 and 420)
export const MAX_EDGES = 512;
export const MAX_HARBORS = 24;
export const MAX_ROWS = 32;
export const NONE: i32 = 255;

export const STATE_SIZE: i32 = 4112; // 4 KiB and the private Master Merchant look (LOOKED_KNOWN)
export const STATE: usize = memory.data(STATE_SIZE, 16);
/** Bytes from here on are this replica's private knowledge: saved with the state, left out of the hash. */
export const PRIVATE_START: i32 = 4032;

// Game scalars
export const G_MODE = 0; // 0 base, 1 cities & knights, 2 ckba (C&K rules with Barbarian Attack, assembly/ckba/)
export const G_PLAYERS = 1;
export const G_BOARD = 2; // layout id, see LAYOUT_* in boardRules.ts; the shape itself is in B_ROWS
export const G_PHASE = 3;
export const G_CURRENT = 4; // whose turn it is
export const G_SETUP_STEP = 5;
export const G_WINNER = 6;
export const G_ROBBER = 7;
export const G_DIE_YELLOW = 8;
export const G_DIE_RED = 9;
export const G_DIE_EVENT = 10;
export const G_CHANCE = 11; // pending chance outcome kind
export const G_CHANCE_PLAYER = 12; // the player a pending steal is from
export const G_LONGEST_ROAD = 13;
export const G_LARGEST_ARMY = 14;
export const G_CARD_PLAYED = 15; // a development card was played this turn
export const G_FREE_ROADS = 16;
export const G_RESUME_PHASE = 17; // phase to return to after the robber moves
export const G_ACTOR = 19; // special building phase: who builds now
export const G_FLAGS = 20; // u16, see F_*
export const G_HARBOR_COUNT = 22;
export const G_TRADE_OPEN = 23;
export const G_TURN = 24; // u32
export const G_RNG = 32; // u64 state of the seeded generator
export const G_ROBBER_ACTOR = 40; // who moves the robber (the current player, or a knight's owner)
export const G_ROW_COUNT = 41; // rows of the board in B_ROWS
export const G_HAND_LIMIT = 42; // a 7 makes players with more cards than this discard half
export const G_SUPPLY = 43; // cards of each resource in the game (19, 24, or 38 with two sets)
export const G_DEV_TOTAL = 44; // development cards in the game
export const G_LAST_SETTLEMENT = 46; // u16, set-up: the vertex the next road must touch
export const G_QUIET_TURNS = 48; // u16: turns ended since anyone last made progress (rules/stalemate.ts)
export const G_PROGRESS = 50; // this turn made progress other than a new best score (a ckba prisoner)
export const G_STALEMATE_POOL = 51; // the tied leaders who draw for the win of a stalled game (bit mask)

// Board
export const B_ROWS = 64; // MAX_ROWS x [firstColumn, count] in doubled-width columns (DESIGN.md)
export const B_TERRAIN = 128;
export const B_NUMBER = 256;
export const B_HARBOR_EDGE = 384; // u16 each
export const B_HARBOR_KIND = 432;
export const V_PIECE = 464;
export const V_OWNER = V_PIECE + MAX_VERTICES;
export const V_EXTRA = V_OWNER + MAX_VERTICES; // city walls, metropolises and knights
export const E_OWNER = V_EXTRA + MAX_VERTICES; // 1616

// Supply
export const BANK = 2128; // 8 kinds
export const DEV_DECK = 2136; // 5 development card kinds left in the deck

// Domestic trade: the current player's offer and each player's answer
export const TRADE_GIVE = 2144; // 8: what the current player gives
export const TRADE_GET = 2152; // 8: what the current player wants
export const TRADE_ANSWER = 2160; // MAX_PLAYERS: see ANSWER_*
export const TRADE_COUNTER = 2168; // MAX_PLAYERS x 16: a counter-offer, seen from the current player: give[8], get[8]
export const TRADE_TO = 2296; // 1 + the one player an open offer is made to; 0: to everyone (so logs without `to` keep their bytes)

// Players
export const PLAYERS = 2304;
export const PLAYER_STRIDE = 64;
export const P_HAND = 0; // 8 kinds
export const P_ROADS_LEFT = 8;
export const P_SETTLEMENTS_LEFT = 9;
export const P_CITIES_LEFT = 10;
export const P_KNIGHTS_PLAYED = 11;
export const P_DEV = 12; // 5: development cards held since before this turn
export const P_DEV_NEW = 17; // 5: bought this turn (not playable yet)
export const P_VP = 22; // public victory points, tracked incrementally
export const P_ROAD_LENGTH = 23;
export const P_DISCARD_OWED = 24;
export const P_BEST_POINTS = 25; // the highest score the player ever had (rules/stalemate.ts)
export const P_SEALED = 48; // sealed resource cards held (rules/sealedHands.ts): their number is public, their kinds are not

// Flags
export const F_SEEDED: i32 = 1; // chance outcomes come from G_RNG
export const F_FORCED_OK: i32 = 2; // `forced` outcomes are honoured
export const F_EASY_START: i32 = 4; // variant: no 7s and no event die in each player's first two turns
export const F_KNIGHT_ERRANT: i32 = 8; // variant: a knight may chase the robber before the roll
export const F_NASTY: i32 = 16; // variant: players choose which active knights defend against the barbarians
export const F_SEALED: i32 = 32; // progress cards are unknown until revealed (encrypted decks)
export const F_SPECIAL_BUILD: i32 = 64; // the special building phase after every turn (5-6 board, or the variant)
export const F_SEA_FRAME: i32 = 128; // the standard or 5-6 board with its ring of sea hexes (The Robber is a Pirate; topology.ts)
export const F_SEALED_HANDS: i32 = 256; // a steal seals the victim's hand (rules/sealedHands.ts; docs/cards.md, "Private resource moves")

export const ANSWER_NONE: i32 = 0;
export const ANSWER_DECLINED: i32 = 1;
export const ANSWER_ACCEPTED: i32 = 2;
export const ANSWER_COUNTERED: i32 = 3;

@inline export function g8(field: i32): i32 { return <i32>load<u8>(STATE + <usize>field); }
@inline export function s8(field: i32, value: i32): void { store<u8>(STATE + <usize>field, <u8>value); }
@inline export function g16(field: i32): i32 { return <i32>load<u16>(STATE + <usize>field); }
@inline export function s16(field: i32, value: i32): void { store<u16>(STATE + <usize>field, <u16>value); }
@inline export function g32(field: i32): i32 { return load<i32>(STATE + <usize>field); }
@inline export function s32(field: i32, value: i32): void { store<i32>(STATE + <usize>field, value); }

@inline export function pField(player: i32, field: i32): i32 { return PLAYERS + player * PLAYER_STRIDE + field; }
@inline export function pg(player: i32, field: i32): i32 { return g8(pField(player, field)); }
@inline export function ps(player: i32, field: i32, value: i32): void { s8(pField(player, field), value); }

@inline export function hasFlag(flag: i32): bool { return (g16(G_FLAGS) & flag) != 0; }
@inline export function playerCount(): i32 { return g8(G_PLAYERS); }
@inline export function isCK(): bool { return g8(G_MODE) != 0; }
/** G_MODE of Barbarian Attack with Cities & Knights (assembly/ckba/). */
export const MODE_CKBA = 2;
@inline export function isCKBA(): bool { return g8(G_MODE) == MODE_CKBA; }

export function clearState(): void {
  memory.fill(STATE, 0, <usize>STATE_SIZE);
}

// ---- Cities & Knights (at most 6 players, so its player bit masks fit a byte) ----
const CK = 2816;
export const C_BARBARIANS = CK; // ship position 0..6; it attacks on reaching 7
export const C_ATTACKS = CK + 1;
export const C_MERCHANT_HEX = CK + 2;
export const C_MERCHANT_OWNER = CK + 3;
export const C_METROPOLIS = CK + 4; // 3: owner of each track's metropolis (trade, politics, science)
export const C_DEFENDERS_LEFT = CK + 7; // Defender of Catan cards in the supply
export const C_ROLL_STEP = CK + 8; // where the resolution of a roll continues after a decision (STEP_*, ck/ckroll.ts)
export const STEP_EVENT = 0;
export const STEP_GATE = 1;
export const STEP_PRODUCE = 2;
export const STEP_DONE = 3;
export const STEP_ATTACK = 4; // Nasty variant: the attack waits for the declared defenders
export const C_ALCHEMIST = CK + 9; // production dice were chosen by an Alchemist
export const C_FLEET_KIND = CK + 10; // Merchant Fleet: the kind traded 2:1 this turn (NONE)
export const C_HARBOR_DONE = CK + 11; // Commercial Harbor: bit 7 active this turn, bits 0..5 players already traded
export const C_HARBOR_KIND = CK + 12; // the resource offered to the player now answering a Commercial Harbor
export const C_RESPONDER = CK + 13; // the player answering a card or knight effect now
export const C_CARD_PLAYER = CK + 14; // who played the card whose responses are pending
export const C_KNIGHT_FROM = CK + 15; // displaced knight: the intersection it was pushed from
export const C_KNIGHT_BITS = CK + 16; // displaced or deserted knight: level and active bits
export const C_STEAL_QUEUE = CK + 17; // Bishop: players still to be robbed (bit mask)
export const C_DRAW_QUEUE = CK + 18; // defender tie: players still to choose a deck (bit mask)
export const C_DECKS = CK + 32; // 3 decks x DECK_STRIDE: card tokens[18] circular, head, count
export const DECK_STRIDE = 20;
// A card token names one card by where the shuffle put it: deck * 18 + position (deck order trade,
// politics, science). Decks and hands hold tokens; what card a token is may be unknown.
export const CARD_AT = 3168; // 54: the public identity of each token (NONE: not revealed)
export const KNOWN_AT = PRIVATE_START; // 54: identities this replica alone has learnt (its own draws, a Spy's look)
export const PRIVATE_SEAT = PRIVATE_START + 54; // sealed hands: 1 + the seat whose sealed kinds this replica knows (0: none)
export const PRIVATE_KNOWN = PRIVATE_START + 55; // 8: how many of that seat's sealed cards it knows to be each kind
export const LOOKED_KNOWN = PRIVATE_START + 64; // 8: a Master Merchant's look: the target's sealed cards this replica read, by kind (ck/privateMoves.ts)

// Per player, Cities & Knights
export const CK_PLAYERS = 2912; // MAX_PLAYERS x CK_STRIDE
export const CK_STRIDE = 32;
export const CP_IMPROVEMENT = 0; // 3 levels: trade, politics, science
export const CP_WALLS_LEFT = 3;
export const CP_KNIGHTS_LEFT = 4; // 3: basic, strong, mighty pieces in supply
export const CP_DEFENDER = 7; // Defender of Catan cards held
export const CP_PROGRESS_VP = 8; // Printer / Constitution played
export const CP_PROGRESS_COUNT = 9;
export const CP_PROGRESS = 10; // up to 8 card tokens
export const CP_OWED = 18; // cards owed now (Wedding gift, Saboteur discard)
export const CP_PENDING = 19; // decision owed now, see PENDING_*
export const MAX_PROGRESS_SLOTS = 8;

export const PENDING_NONE = 0;
export const PENDING_PILLAGE = 1; // choose which city the barbarians pillage
export const PENDING_AQUEDUCT = 2; // choose a resource
export const PENDING_PROGRESS_DISCARD = 3; // over the progress hand limit
export const PENDING_GIFT = 4; // Wedding: give cards
export const PENDING_SABOTAGE = 5; // Saboteur: discard cards

@inline export function ckField(player: i32, field: i32): i32 { return CK_PLAYERS + player * CK_STRIDE + field; }
@inline export function cg(player: i32, field: i32): i32 { return g8(ckField(player, field)); }
@inline export function cs(player: i32, field: i32, value: i32): void { s8(ckField(player, field), value); }
export const C_DECISION = CK + 20; // what the single responder (C_RESPONDER) must decide, see DEC_*
export const C_TARGET = CK + 21; // the player a Spy looks at
export const C_COMMIT_QUEUE = CK + 22; // Nasty variant: players still to declare their defending knights

export const DEC_NONE = 0;
export const DEC_RELOCATE = 1; // move your displaced knight
export const DEC_DESERTER_REMOVE = 2; // remove one of your knights
export const DEC_DESERTER_PLACE = 3; // place the deserting knight (or not)
export const DEC_SPY = 4; // take one of the target's progress cards (or none)
export const DEC_HARBOR_REPLY = 5; // give a commodity for the offered resource
export const DEC_TAKE = 6; // sealed hands: the Master Merchant takes its count of the target's sealed cards

// ---- Variants (assembly/variants/) and Catan for Two (assembly/two/) ----
// A block of its own near the end of the shared part, so the board and card regions can grow.
export const V_BITS = 3840; // u16: the 001 footnote variants on in this game (assembly/variants/flags.ts)
export const T_FIRST_TOTAL = 3842; // Catan for Two: the first production roll's total this turn (0: not rolled)
export const T_ROLLS = 3843; // Catan for Two: production rolls resolved this turn (0, 1, 2)
export const T_OWED = 3844; // Catan for Two: the free neutral piece the current player owes (see two/neutral.ts)
export const T_KNIGHT_SWAP = 3845; // Catan for Two: a face-up Knight was already swapped for tokens this turn
export const T_TOKENS = 3846; // 2: Catan for Two trade tokens of each real player
export const T_TOKEN_SUPPLY = 3848; // Catan for Two: trade tokens left in the supply (20 in all)
export const T_GIVE = 3849; // 8: what a Forced Trade gives, kept while its random draw is pending
export const T_VP_PLAYED = 3857; // MAX_PLAYERS: normalDevelopmentCard: victory point cards each player has played
export const K_VICTIM = 3865; // knightInterrupt: the steal a robber move still owes (NONE: none)
export const K_QUEUE = 3866; // knightInterrupt: players who may still interrupt (bit mask)
export const V_SEVEN_ROBBER = 3867; // optionalRobberMovement: the pending robber move comes from a rolled 7
export const K_RESUME = 3868; // knightInterrupt: the phase the interrupted robber move returns to
export const MONOPOLY_OWED = 3869; // sealed hands: players who owe a Monopoly answer (bit mask; rules/sealedHands.ts)
export const MONOPOLY_KIND = 3870; // the kind that Monopoly named
export const MONOPOLY_TAKER = 3871; // who played it
export const MONOPOLY_LEFT = 3872; // MAX_PLAYERS: how many more cards each answer may give (C&K's Monopolies take 2 or 1 from each; 255: all)
export const SEAL_SEAT = 3880; // sealed hands: 1 + the seat whose hand awaits its reseal before a face-down move (0: none; ck/privateMoves.ts)
export const SEAL_LOOKER = 3881; // 1 + the Master Merchant's player, who looks at that hand (0: none)
