// Catan for Two set-up (001): the two neutral seats (2 and 3) each start with one settlement and no road,
// and each real player receives 5 of the 20 trade tokens. 001 points to an illustration the text lacks,
// so the spots are fixed (docs/rules-decisions.md): the north-west corner of hex 8 and the south-east
// corner of hex 10, two inner intersections facing each other across the centre hex, 180 degrees apart.

import { T_TOKENS, T_TOKEN_SUPPLY, s8 } from '../core/layout';
import { initPlayerSupply, placeSettlementPiece } from '../rules/hand';
import { vertexOf } from '../board/topology';

export const NEUTRAL_FIRST = 2; // seats 2 and 3 are the neutral players
export const NEUTRAL_SEATS = 2;
export const TOKENS_IN_GAME = 20;
const TOKENS_AT_START = 5;

export function setUpNeutralSeats(): void {
  initPlayerSupply(NEUTRAL_FIRST);
  initPlayerSupply(NEUTRAL_FIRST + 1);
  placeSettlementPiece(NEUTRAL_FIRST, vertexOf(8, 5));
  placeSettlementPiece(NEUTRAL_FIRST + 1, vertexOf(10, 2));
  s8(T_TOKENS, TOKENS_AT_START);
  s8(T_TOKENS + 1, TOKENS_AT_START);
  s8(T_TOKEN_SUPPLY, TOKENS_IN_GAME - 2 * TOKENS_AT_START);
}

@inline export function isNeutral(seat: i32): bool { return seat == NEUTRAL_FIRST || seat == NEUTRAL_FIRST + 1; }
