// Why a ckba action was refused: codes from 200 on, so they never collide with errors.ts.

import { wLine } from '../core/json';
import { utf8Lines } from '../core/utf8';

export const E_CASTLE_PATH_TAKEN = 200;
export const E_NOT_CASTLE_PATH = 201;
export const E_KNIGHT_TOO_FAR = 202;
export const E_PATH_OCCUPIED = 203;
export const E_KNIGHT_ON_CASTLE = 204;
export const E_GOLD_LIMIT = 205;
export const E_NOT_ENOUGH_GOLD = 206;
export const E_CONQUERED_HEX = 207;
export const E_CONQUERED_BUILDING = 208;
export const E_NO_FREE_CITY = 209;
export const E_INVENTOR_INNER = 210;
export const E_NO_BARBARIAN = 211;
export const E_AFTER_MOVEMENT = 212;
export const E_DISPLACE_TOO_FAR = 213;
export const E_NOT_YOUR_PATH_KNIGHT = 214;
export const E_RESOURCES_ONLY = 215;

// One reason a line, line i for code 200 + i: a utf8Lines() list (core/utf8.ts), since the engine only
// copies them out; as UTF-8 in one piece they take a third of the bytes of a string array.
const MESSAGES = utf8Lines(`a new knight needs a free path of the castle hex
a new knight is placed on a path of the castle hex
a knight moves at most 3 paths a turn (5 if active, which then deactivates it)
a knight must end its move on a free path
your knights may not stay on a castle path at the end of your turn
gold buys at most 2 resources a turn
a resource costs 2 gold
nothing can be built on the paths and corners of a conquered hex
that building is conquered
city improvements need a city that is not conquered
the Inventor swaps only the black numbers of the inner hexes
there is no barbarian on that hex
knights have moved: trading and building are over for this turn
a knight that displaces another moves at most 3 paths in that turn
you have no knight on that path
gold buys and is bought with resources only, not commodities`);

/** Writes why `code` was refused into OUT, or returns false for a code that is not ckba's. */
export function writeCkbaErrorMessage(code: i32): bool {
  return code >= 200 && wLine(MESSAGES, code - 200);
}
