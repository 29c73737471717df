// Named layouts (DESIGN.md "Boards beyond the standard ones", 001): each one's rows, who may play on
// it, and the numbers that change with it (card supply, development deck, discard limit, special
// building phase). A board given as rows by the caller is LAYOUT_CUSTOM and takes its numbers from
// the player count. The rows are written into the state, so a snapshot carries the board's shape.

import {
  B_ROWS, F_SPECIAL_BUILD, G_BOARD, G_DEV_TOTAL, G_FLAGS, G_HAND_LIMIT, G_ROW_COUNT, G_SUPPLY, MAX_ROWS, g16, g8, s16, s8,
} from '../core/layout';

export const LAYOUT_STANDARD = 0; // 3-4 players, 19 hexes
export const LAYOUT_EXTENDED = 1; // 5-6 players, 30 hexes (the 5-6 player extension)
export const LAYOUT_ISLANDS = 2; // Islands of Catan, 3-4: 19 land and 18 sea hexes in a side-4 hexagon
export const LAYOUT_BIG_ISLANDS = 3; // Big Islands, 5-6: 28 land and 24 sea hexes
export const LAYOUT_BIG_ISLAND = 4; // Big Island, 7-8: 37 land hexes from a line of seven
export const LAYOUT_PEANUT = 5; // Peanut Island, 7-8: two standard islands touching along one edge
export const LAYOUT_CUSTOM = 6; // rows given by the caller
export const LAYOUT_COUNT = 7;

// [firstColumn, count] per row, in doubled-width columns.
const STANDARD_ROWS: StaticArray<i32> = [2, 3, 1, 4, 0, 5, 1, 4, 2, 3];
const EXTENDED_ROWS: StaticArray<i32> = [3, 3, 2, 4, 1, 5, 0, 6, 1, 5, 2, 4, 3, 3];
const HEXAGON_4_ROWS: StaticArray<i32> = [3, 4, 2, 5, 1, 6, 0, 7, 1, 6, 2, 5, 3, 4];
// The 5-6 island with one ring of sea around it.
const BIG_ISLANDS_ROWS: StaticArray<i32> = [4, 4, 3, 5, 2, 6, 1, 7, 0, 8, 1, 7, 2, 6, 3, 5, 4, 4];
// Second island below and to the right: its top-left hex shares one edge with the first's bottom-right hex.
const PEANUT_ROWS: StaticArray<i32> = [2, 3, 1, 4, 0, 5, 1, 4, 2, 3, 7, 3, 6, 4, 5, 5, 6, 4, 7, 3];

const MIN_PLAYERS: StaticArray<i32> = [3, 5, 3, 5, 7, 7, 3];
const MAX_PLAYERS_OF: StaticArray<i32> = [4, 6, 4, 6, 8, 8, 8];

export function layoutRows(layout: i32): StaticArray<i32> {
  switch (layout) {
    case LAYOUT_EXTENDED: return EXTENDED_ROWS;
    case LAYOUT_ISLANDS: case LAYOUT_BIG_ISLAND: return HEXAGON_4_ROWS;
    case LAYOUT_BIG_ISLANDS: return BIG_ISLANDS_ROWS;
    case LAYOUT_PEANUT: return PEANUT_ROWS;
    default: return STANDARD_ROWS;
  }
}

@inline export function layoutOf(): i32 { return g8(G_BOARD); }
export function minPlayers(layout: i32): i32 { return MIN_PLAYERS[layout]; }
export function maxPlayers(layout: i32): i32 { return MAX_PLAYERS_OF[layout]; }

/** Writes a named layout's rows into the state (custom rows are written by setRow). */
export function writeRows(layout: i32): void {
  const rows = layoutRows(layout);
  s8(G_ROW_COUNT, rows.length / 2);
  for (let i = 0; i < rows.length; i++) s8(B_ROWS + i, rows[i]);
}

/** A custom board's row r; false when it does not fit. */
export function setRow(r: i32, first: i32, count: i32): bool {
  if (r < 0 || r >= MAX_ROWS || first < 0 || first > 250 || count < 0 || count > 125) return false;
  s8(B_ROWS + r * 2, first);
  s8(B_ROWS + r * 2 + 1, count);
  if (r >= g8(G_ROW_COUNT)) s8(G_ROW_COUNT, r + 1);
  return true;
}

/** The 5-6 player extension's game: its board, Big Islands, or a board given as rows for 5-6 players. */
export function fiveSixBoard(layout: i32, players: i32): bool {
  return layout == LAYOUT_EXTENDED || layout == LAYOUT_BIG_ISLANDS || (layout == LAYOUT_CUSTOM && players >= 5 && players <= 6);
}

/** How many sets of cards the game uses: two from 7 players on (001, 7-8 players). */
function cardSets(players: i32): i32 { return players >= 7 ? 2 : 1; }

/**
 * Supply, development deck size, discard limit and special building phase for this layout and
 * player count (001): 5-6 boards have 24 of each resource and 34 development cards; 7-8 players use
 * two sets (38, 50); a 7 makes players discard above 7, above 10 on Big Islands, above 13 with 7-8.
 */
export function applyLayoutRules(layout: i32, players: i32): void {
  const sets = cardSets(players);
  const fiveSix = fiveSixBoard(layout, players);
  s8(G_SUPPLY, sets == 2 ? 38 : fiveSix ? 24 : 19);
  s8(G_DEV_TOTAL, sets == 2 ? 50 : fiveSix ? 34 : 25);
  s8(G_HAND_LIMIT, sets == 2 ? 13 : layout == LAYOUT_BIG_ISLANDS ? 10 : 7);
  // The 5-6 player extension plays with the special building phase; elsewhere it is the variant.
  if (layout == LAYOUT_EXTENDED) s16(G_FLAGS, g16(G_FLAGS) | F_SPECIAL_BUILD);
}

/** Development deck by kind (knight, road building, year of plenty, monopoly, victory point). */
const STANDARD_DECK: StaticArray<i32> = [14, 2, 2, 2, 5];
const EXTENDED_DECK: StaticArray<i32> = [20, 3, 3, 3, 5];
const DOUBLE_DECK: StaticArray<i32> = [28, 4, 4, 4, 10];

export function developmentDeck(): StaticArray<i32> {
  const total = g8(G_DEV_TOTAL);
  return total == 50 ? DOUBLE_DECK : total == 34 ? EXTENDED_DECK : STANDARD_DECK;
}
