// The action enum shared by the engine, the bots, the UI and replays. The host side (src/engine/codec.ts)
// reads SCHEMA to translate JSON actions to these ids and argument slots and back, so names live here only.
//
// Argument slots (ARGS): each argument takes 1 slot, except `cards` (8 counts, one per kind) and
// `dice` (yellow, red, event). Absent optional arguments are -1 (eight -1 counts for `cards`: a sealed
// hand's face-down move, ck/privateMoves.ts), a `flag` 0 when absent and 1 when given (`true`).
// Actions marked `"at":true` in SCHEMA may name a progress card token (see layout.ts) in the last slot,
// AT_SLOT: a sealed game names its hidden cards that way. Other actions may fill that slot with an argument
// (offerTrade's optional `to`, after its two `cards`).

import { utf8 } from './utf8';

export const A_PLACE_SETTLEMENT = 0;
export const A_PLACE_ROAD = 1;
export const A_PLACE_CITY = 2;
export const A_ROLL = 3;
export const A_DISCARD = 4;
export const A_MOVE_ROBBER = 5;
export const A_BUILD_ROAD = 6;
export const A_BUILD_SETTLEMENT = 7;
export const A_BUILD_CITY = 8;
export const A_BUY_DEVELOPMENT = 9;
export const A_PLAY_KNIGHT = 10;
export const A_PLAY_ROAD_BUILDING = 11;
export const A_PLAY_YEAR_OF_PLENTY = 12;
export const A_PLAY_MONOPOLY = 13;
export const A_BANK_TRADE = 14;
export const A_OFFER_TRADE = 15;
export const A_ACCEPT_TRADE = 16;
export const A_DECLINE_TRADE = 17;
export const A_COUNTER_TRADE = 18;
export const A_CONFIRM_TRADE = 19;
export const A_CANCEL_TRADE = 20;
export const A_END_TURN = 21;
export const A_END_SPECIAL_BUILD = 22;
export const A_BUILD_WALL = 23;
export const A_REPAIR_CITY = 24;
export const A_BUILD_KNIGHT = 25;
export const A_ACTIVATE_KNIGHT = 26;
export const A_PROMOTE_KNIGHT = 27;
export const A_MOVE_KNIGHT = 28;
export const A_DISPLACE_KNIGHT = 29;
export const A_CHASE_ROBBER = 30;
export const A_IMPROVE = 31;
export const A_RELOCATE_KNIGHT = 32;
export const A_PILLAGE_CITY = 33;
export const A_CHOOSE_DECK = 34;
export const A_DISCARD_PROGRESS = 35;
export const A_AQUEDUCT = 36;
export const A_GIVE_CARDS = 37;
export const A_REMOVE_KNIGHT = 38;
export const A_PLACE_DESERTER = 39;
export const A_SPY_TAKE = 40;
export const A_HARBOR_OFFER = 41;
export const A_HARBOR_REPLY = 42;
export const A_END_ROAD_BUILDING = 43;
export const A_PLAY_PROGRESS = 44; // + progress card id
export const A_COMMIT_KNIGHTS = 69;
export const A_BUILD_BRIDGE = 70; // Islands boards: a road between two sea hexes
// Catan for Two (assembly/two/) and the 001 variants (assembly/variants/)
export const A_NEUTRAL_ROAD = 71;
export const A_NEUTRAL_SETTLEMENT = 72;
export const A_PLAY_VICTORY_POINT = 73;
export const A_FORCED_TRADE = 74;
export const A_TOKEN_ROBBER = 75;
export const A_KNIGHT_FOR_TOKENS = 76;
export const A_PASS_INTERRUPT = 77;
export const A_TAKE_CARDS = 78; // sealed hands: the Master Merchant's take (ck/privateMoves.ts)
// Mode ckba (assembly/ckba/rules.ts): knights on paths, gold, and the cards that name them. Schema
// entries marked "mode":"ckba" replace the C&K entry of the same type (and card) in that mode.
export const A_CKBA_BUILD_KNIGHT = 80;
export const A_CKBA_ACTIVATE_KNIGHT = 81;
export const A_CKBA_PROMOTE_KNIGHT = 82;
export const A_CKBA_MOVE_KNIGHT = 83;
export const A_CKBA_DISPLACE_KNIGHT = 84;
export const A_CKBA_RELOCATE_KNIGHT = 85;
export const A_CKBA_REMOVE_KNIGHT = 86;
export const A_BUY_WITH_GOLD = 87;
export const A_SELL_FOR_GOLD = 88;
export const A_CKBA_INTRIGUE = 89;
export const A_CKBA_SMITH = 90;
export const A_CKBA_STEAL = 91; // Barbarian Attack's 7: the roller draws a card from a player of their choice
export const ACTION_COUNT = 92;

export const ARG_SLOTS = 17;
export const RECORD_WIDTH = 1 + ARG_SLOTS;
export const AT_SLOT = ARG_SLOTS - 1;

/** The schema without its closing brace, a utf8() text (core/utf8.ts): index.ts appends the decks' contents from progress.ts. */
export const SCHEMA = utf8(`{"recordWidth":18,"actions":[
{"id":0,"type":"placeSettlement","args":[["vertex","vertex"]]},
{"id":1,"type":"placeRoad","args":[["edge","edge"]]},
{"id":2,"type":"placeCity","args":[["vertex","vertex"]]},
{"id":3,"type":"roll","args":[["forced","dice",true]]},
{"id":4,"type":"discard","args":[["cards","cards"]]},
{"id":5,"type":"moveRobber","args":[["hex","hex"],["victim","player",true],["forced","steal",true]]},
{"id":6,"type":"buildRoad","args":[["edge","edge"]]},
{"id":7,"type":"buildSettlement","args":[["vertex","vertex"]]},
{"id":8,"type":"buildCity","args":[["vertex","vertex"]]},
{"id":9,"type":"buyDevelopment","args":[["forced","devCard",true]]},
{"id":10,"type":"playDevelopment","card":"knight","at":true,"args":[]},
{"id":11,"type":"playDevelopment","card":"roadBuilding","at":true,"args":[]},
{"id":12,"type":"playDevelopment","card":"yearOfPlenty","at":true,"args":[["take","cards"]]},
{"id":13,"type":"playDevelopment","card":"monopoly","at":true,"args":[["kind","kind"]]},
{"id":14,"type":"bankTrade","args":[["give","cards"],["get","cards"]]},
{"id":15,"type":"offerTrade","args":[["give","cards"],["get","cards"],["to","player",true]]},
{"id":16,"type":"acceptTrade","args":[]},
{"id":17,"type":"declineTrade","args":[]},
{"id":18,"type":"counterTrade","args":[["give","cards"],["get","cards"]]},
{"id":19,"type":"confirmTrade","args":[["with","player"]]},
{"id":20,"type":"cancelTrade","args":[]},
{"id":21,"type":"endTurn","args":[]},
{"id":22,"type":"endSpecialBuild","args":[]},
{"id":23,"type":"buildWall","args":[["vertex","vertex"]]},
{"id":24,"type":"repairCity","args":[["vertex","vertex"]]},
{"id":25,"type":"buildKnight","args":[["vertex","vertex"]]},
{"id":26,"type":"activateKnight","args":[["vertex","vertex"]]},
{"id":27,"type":"promoteKnight","args":[["vertex","vertex"]]},
{"id":28,"type":"moveKnight","args":[["from","vertex"],["to","vertex"]]},
{"id":29,"type":"displaceKnight","args":[["from","vertex"],["to","vertex"]]},
{"id":30,"type":"chaseRobber","args":[["knight","vertex"],["hex","hex"],["victim","player",true],["forced","steal",true]]},
{"id":31,"type":"improve","args":[["track","track"],["metropolis","vertex",true]]},
{"id":32,"type":"relocateKnight","args":[["vertex","vertex"]]},
{"id":33,"type":"pillageCity","args":[["vertex","vertex"]]},
{"id":34,"type":"chooseDeck","args":[["deck","track"]]},
{"id":35,"type":"discardProgress","at":true,"args":[["card","progress",true]]},
{"id":36,"type":"aqueduct","args":[["kind","kind"]]},
{"id":37,"type":"giveCards","args":[["cards","cards",true]]},
{"id":38,"type":"removeKnight","args":[["vertex","vertex"]]},
{"id":39,"type":"placeDeserter","args":[["vertex","vertex",true]]},
{"id":40,"type":"spyTake","at":true,"args":[["card","progress",true]]},
{"id":41,"type":"commercialHarborOffer","args":[["player","player"],["kind","kind",true]]},
{"id":42,"type":"commercialHarborReply","args":[["kind","kind",true],["faceDown","flag",true]]},
{"id":43,"type":"endRoadBuilding","args":[]},
{"id":44,"type":"playProgress","card":"alchemist","at":true,"args":[["yellow","die"],["red","die"],["forced","eventDie",true]]},
{"id":45,"type":"playProgress","card":"crane","at":true,"args":[["track","track"],["metropolis","vertex",true]]},
{"id":46,"type":"playProgress","card":"engineer","at":true,"args":[["vertex","vertex"]]},
{"id":47,"type":"playProgress","card":"inventor","at":true,"args":[["hexes","hex2"]]},
{"id":48,"type":"playProgress","card":"irrigation","at":true,"args":[]},
{"id":49,"type":"playProgress","card":"medicine","at":true,"args":[["vertex","vertex"]]},
{"id":50,"type":"playProgress","card":"mining","at":true,"args":[]},
{"id":51,"type":"playProgress","card":"printer","at":true,"args":[]},
{"id":52,"type":"playProgress","card":"roadBuilding","at":true,"args":[]},
{"id":53,"type":"playProgress","card":"smith","at":true,"args":[["knights","vertex2"]]},
{"id":54,"type":"playProgress","card":"bishop","at":true,"args":[["hex","hex"]]},
{"id":55,"type":"playProgress","card":"constitution","at":true,"args":[]},
{"id":56,"type":"playProgress","card":"deserter","at":true,"args":[["player","player"]]},
{"id":57,"type":"playProgress","card":"diplomat","at":true,"args":[["edge","edge"]]},
{"id":58,"type":"playProgress","card":"intrigue","at":true,"args":[["vertex","vertex"]]},
{"id":59,"type":"playProgress","card":"saboteur","at":true,"args":[]},
{"id":60,"type":"playProgress","card":"spy","at":true,"args":[["player","player"]]},
{"id":61,"type":"playProgress","card":"warlord","at":true,"args":[]},
{"id":62,"type":"playProgress","card":"wedding","at":true,"args":[]},
{"id":63,"type":"playProgress","card":"commercialHarbor","at":true,"args":[]},
{"id":64,"type":"playProgress","card":"masterMerchant","at":true,"args":[["player","player"],["take","cards",true]]},
{"id":65,"type":"playProgress","card":"merchant","at":true,"args":[["hex","hex"]]},
{"id":66,"type":"playProgress","card":"merchantFleet","at":true,"args":[["kind","kind"]]},
{"id":67,"type":"playProgress","card":"resourceMonopoly","at":true,"args":[["kind","kind"]]},
{"id":68,"type":"playProgress","card":"tradeMonopoly","at":true,"args":[["kind","kind"]]},
{"id":69,"type":"commitKnights","args":[["knights","vertices"]]},
{"id":70,"type":"buildBridge","args":[["edge","edge"]]},
{"id":71,"type":"placeNeutralRoad","args":[["seat","player"],["edge","edge"]]},
{"id":72,"type":"placeNeutralSettlement","args":[["seat","player"],["vertex","vertex"]]},
{"id":73,"type":"playDevelopment","card":"victoryPoint","at":true,"args":[]},
{"id":74,"type":"forcedTrade","args":[["give","cards"]]},
{"id":75,"type":"tokenMoveRobber","args":[]},
{"id":76,"type":"knightForTokens","args":[]},
{"id":77,"type":"passInterrupt","args":[]},
{"id":78,"type":"takeCards","args":[["take","cards",true]]},
{"id":80,"type":"buildKnight","mode":"ckba","args":[["edge","edge"]]},
{"id":81,"type":"activateKnight","mode":"ckba","args":[["edge","edge"]]},
{"id":82,"type":"promoteKnight","mode":"ckba","args":[["edge","edge"]]},
{"id":83,"type":"moveKnight","mode":"ckba","args":[["from","edge"],["to","edge"]]},
{"id":84,"type":"displaceKnight","mode":"ckba","args":[["from","edge"],["to","edge"]]},
{"id":85,"type":"relocateKnight","mode":"ckba","args":[["edge","edge"]]},
{"id":86,"type":"removeKnight","mode":"ckba","args":[["edge","edge"]]},
{"id":87,"type":"buyWithGold","mode":"ckba","args":[["get","kind"]]},
{"id":88,"type":"sellForGold","mode":"ckba","args":[["give","kind"]]},
{"id":89,"type":"playProgress","card":"intrigue","mode":"ckba","at":true,"args":[["hex","hex"]]},
{"id":90,"type":"playProgress","card":"smith","mode":"ckba","at":true,"args":[["knights","edge2"]]},
{"id":91,"type":"steal","mode":"ckba","args":[["victim","player"],["forced","steal",true]]}
],
"kinds":["brick","lumber","wool","grain","ore","cloth","coin","paper"],
"terrains":["hills","forest","pasture","fields","mountains","desert","sea"],
"developmentCards":["knight","roadBuilding","yearOfPlenty","monopoly","victoryPoint"],
"events":["ship","science","politics","trade"],
"tracks":["trade","politics","science"],
"progressCards":["alchemist","crane","engineer","inventor","irrigation","medicine","mining","printer","roadBuilding","smith","bishop","constitution","deserter","diplomat","intrigue","saboteur","spy","warlord","wedding","commercialHarbor","masterMerchant","merchant","merchantFleet","resourceMonopoly","tradeMonopoly"]`);

export const ARGS: usize = memory.data(ARG_SLOTS * 4, 16);
@inline export function arg(i: i32): i32 { return load<i32>(ARGS + <usize>(i * 4)); }
@inline export function setArg(i: i32, v: i32): void { store<i32>(ARGS + <usize>(i * 4), v); }

/**
 * Copies the argument slots of one record or ARGS to another (`to`, `from`: their first slot). Written
 * out in 8-byte words: a list writes a record per legal action and a pick copies one back, and at 68
 * bytes a loop or memory.copy cost more than the copy (issue 37).
 */
@inline export function copyArgs(to: usize, from: usize): void {
  if (ARG_SLOTS != 17) ERROR('copyArgs copies 17 slots');
  store<u64>(to, load<u64>(from)); store<u64>(to, load<u64>(from, 8), 8);
  store<u64>(to, load<u64>(from, 16), 16); store<u64>(to, load<u64>(from, 24), 24);
  store<u64>(to, load<u64>(from, 32), 32); store<u64>(to, load<u64>(from, 40), 40);
  store<u64>(to, load<u64>(from, 48), 48); store<u64>(to, load<u64>(from, 56), 56);
  store<i32>(to, load<i32>(from, 64), 64);
}
