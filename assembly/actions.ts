// The action enum shared by the engine, the bots, the UI and replays. The host side (src/engine/codec.ts)
// reads SCHEMA to translate JSON actions to these ids and argument slots and back, so names live here only.
//
// Argument slots (ARGS): each argument takes 1 slot, except `cards` (8 counts, one per kind) and
// `dice` (yellow, red, event). Absent optional arguments are -1 (or all zero for `cards`).

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
export const ACTION_COUNT = 23;

export const ARG_SLOTS = 16;
export const RECORD_WIDTH = 1 + ARG_SLOTS;

export const SCHEMA = `{"recordWidth":17,"actions":[
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
{"id":10,"type":"playDevelopment","card":"knight","args":[]},
{"id":11,"type":"playDevelopment","card":"roadBuilding","args":[]},
{"id":12,"type":"playDevelopment","card":"yearOfPlenty","args":[["take","cards"]]},
{"id":13,"type":"playDevelopment","card":"monopoly","args":[["kind","kind"]]},
{"id":14,"type":"bankTrade","args":[["give","cards"],["get","cards"]]},
{"id":15,"type":"offerTrade","args":[["give","cards"],["get","cards"]]},
{"id":16,"type":"acceptTrade","args":[]},
{"id":17,"type":"declineTrade","args":[]},
{"id":18,"type":"counterTrade","args":[["give","cards"],["get","cards"]]},
{"id":19,"type":"confirmTrade","args":[["with","player"]]},
{"id":20,"type":"cancelTrade","args":[]},
{"id":21,"type":"endTurn","args":[]},
{"id":22,"type":"endSpecialBuild","args":[]}
],
"kinds":["brick","lumber","wool","grain","ore","cloth","coin","paper"],
"terrains":["hills","forest","pasture","fields","mountains","desert"],
"developmentCards":["knight","roadBuilding","yearOfPlenty","monopoly","victoryPoint"],
"events":["ship","science","politics","trade"]}`;

export const ARGS: usize = memory.data(ARG_SLOTS * 4, 16);
@inline export function arg(i: i32): i32 { return load<i32>(ARGS + <usize>(i * 4)); }
@inline export function setArg(i: i32, v: i32): void { store<i32>(ARGS + <usize>(i * 4), v); }
