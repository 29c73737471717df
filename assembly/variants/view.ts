// The part of the view the variants and Catan for Two add: which variants are on, the trade tokens,
// the two production rolls, the owed neutral piece, and a Knight Interrupt window.

import {
  F_EASY_START, F_KNIGHT_ERRANT, F_NASTY, F_SPECIAL_BUILD, G_BOARD, G_CURRENT, G_PHASE, K_QUEUE, K_VICTIM, NONE, T_FIRST_TOTAL, T_KNIGHT_SWAP, T_OWED,
  T_ROLLS, T_TOKEN_SUPPLY, g8, hasFlag, playerCount,
} from '../core/layout';
import { wBool, wChar, wInt, wKeyText, wRawText, wStrLine, wStrText } from '../core/json';
import { lineCount, utf8, utf8Lines } from '../core/utf8';
import { PH_INTERRUPT } from '../core/phases';
import { twoPlayer, variantOn } from '../core/options';
import { LAYOUT_EXTENDED } from '../board/layouts';
import { tokenPrice, tokensOf } from '../two/tokens';
import { OWED_ROAD, OWED_SETTLEMENT } from '../two/neutral';

// In bit order (flags.ts), as the config and the CLI name them.
const VARIANT_NAMES = utf8Lines(`handsUp
safeBeginning
friendlyRobber
optionalRobberMovement
settlementRequired
afterDiceRoll
knightInterrupt
normalDevelopmentCard
originalMayfair
robberIsAPirate`);

let listed = 0;
function comma(): void { if (listed++ > 0) wChar(44); }
function wName(text: usize): void { comma(); wStrText(text); }

function wVariantNames(): void {
  wKeyText(utf8('variants')); wChar(91);
  listed = 0;
  if (hasFlag(F_EASY_START)) wName(utf8('easyStart'));
  if (hasFlag(F_KNIGHT_ERRANT)) wName(utf8('knightErrant'));
  if (hasFlag(F_NASTY)) wName(utf8('nastyBarbarians'));
  // Chosen, not inherent: the 5-6 board always has the special building phase.
  if (hasFlag(F_SPECIAL_BUILD) && g8(G_BOARD) != LAYOUT_EXTENDED) wName(utf8('specialBuildingPhase'));
  for (let i = 0; i < lineCount(VARIANT_NAMES); i++) if (variantOn(1 << i)) { comma(); wStrLine(VARIANT_NAMES, i); }
  wChar(93);
}

function wTwoPlayer(): void {
  wKeyText(utf8('twoPlayer'));
  if (!twoPlayer()) { wRawText(utf8('null')); return; }
  wRawText(utf8('{"neutralSeats":[2,3],"tokens":[')); wInt(tokensOf(0)); wChar(44); wInt(tokensOf(1));
  wRawText(utf8('],"tokenSupply":')); wInt(g8(T_TOKEN_SUPPLY));
  wRawText(utf8(',"tokenPrice":')); wInt(tokenPrice(g8(G_CURRENT)));
  wRawText(utf8(',"rolls":')); wInt(g8(T_ROLLS));
  wRawText(utf8(',"firstRoll":')); if (g8(T_ROLLS) == 0) wRawText(utf8('null')); else wInt(g8(T_FIRST_TOTAL));
  wRawText(utf8(',"knightSwapped":')); wBool(g8(T_KNIGHT_SWAP) != 0);
  const owed = g8(T_OWED);
  wRawText(utf8(',"neutralOwed":')); if (owed == OWED_ROAD) wStrText(utf8('road')); else if (owed == OWED_SETTLEMENT) wStrText(utf8('settlement')); else wRawText(utf8('null'));
  wChar(125);
}

function wInterrupt(): void {
  wKeyText(utf8('interrupt'));
  if (g8(G_PHASE) != PH_INTERRUPT) { wRawText(utf8('null')); return; }
  wRawText(utf8('{"waiting":[')); let first = true;
  for (let q = 0; q < playerCount(); q++) {
    if ((g8(K_QUEUE) & (1 << q)) == 0) continue;
    if (!first) wChar(44); first = false; wInt(q);
  }
  wRawText(utf8('],"victim":')); if (g8(K_VICTIM) == NONE) wRawText(utf8('null')); else wInt(g8(K_VICTIM));
  wChar(125);
}

export function wVariantsView(): void {
  wVariantNames();
  wTwoPlayer();
  wInterrupt();
}
