// Catan for Two trade tokens (001). Earned: 1 for a settlement on the coast, 2 next to the desert, 3 for
// both (set-up included); 2 for discarding one face-up Knight card, once per turn. Spent on your turn,
// after the production rolls: 1 token when your victory points are at most your opponent's, else 2, for
// "Forced Trade" (2 random cards from the opponent's hand for 2 of your choice; 1 when either holds only 1)
// or "Move Robber" to the desert (no steal). Tokens come from and return to a supply of 20; an earning the
// supply cannot cover pays what is left. Public victory points decide the price (hidden cards are secret).

import {
  G_CHANCE, G_CHANCE_PLAYER, G_CURRENT, G_PHASE, G_LARGEST_ARMY, G_ROBBER, NONE, P_KNIGHTS_PLAYED, P_VP, T_GIVE,
  T_KNIGHT_SWAP, T_TOKENS, T_TOKEN_SUPPLY, g8, pg, ps, s8,
} from '../core/layout';
import { KINDS, RESOURCES, handOf, handTotal, transfer } from '../rules/hand';
import { hexCount, vertexHex } from '../board/topology';
import { DESERT, SEA, terrainOf } from '../board/board';
import { CH_FORCED_TRADE, CH_NONE, PH_MAIN, PH_ROLL } from '../core/phases';
import { onTurn } from '../rules/timing';
import {
  E_BAD_ARGUMENT, E_BANK_SHORT, E_CARDS_NOT_HELD, E_CARD_NOT_PLAYABLE, E_NOT_IN_THIS_GAME, E_NO_TOKENS,
  E_ONCE_PER_TURN, E_ROBBER_SAME_HEX, E_WRONG_DISCARD, OK,
} from '../core/errors';
import { twoPlayer } from '../core/options';

const MIN_ARMY = 3;

@inline export function tokensOf(p: i32): i32 { return g8(T_TOKENS + p); }
@inline function opponent(p: i32): i32 { return 1 - p; }

function earn(p: i32, n: i32): void {
  const paid = min(n, g8(T_TOKEN_SUPPLY));
  s8(T_TOKEN_SUPPLY, g8(T_TOKEN_SUPPLY) - paid);
  s8(T_TOKENS + p, tokensOf(p) + paid);
}

/** Tokens for a real player's new settlement at v: coast 1, desert 2, both 3. */
export function earnForSettlement(p: i32, v: i32): void {
  if (!twoPlayer() || p > 1) return;
  let coast = false, desert = false;
  for (let i = 0; i < 3; i++) {
    const h = vertexHex(v, i);
    if (h == NONE || terrainOf(h) == SEA) coast = true; // the rim, or the sea frame (The Robber is a Pirate)
    else if (terrainOf(h) == DESERT) desert = true;
  }
  const n = (coast ? 1 : 0) + (desert ? 2 : 0);
  if (n > 0) earn(p, n);
}

/** 1 token when p's public points are at most the opponent's, else 2. */
export function tokenPrice(p: i32): i32 { return pg(p, P_VP) <= pg(opponent(p), P_VP) ? 1 : 2; }

/**
 * "On your turn, you may pay 1 or 2 trade tokens and take one of these actions" (001). Forced Trade
 * keeps to the trading part of the turn, after both rolls; Move Robber is also taken before either
 * roll, when a robber on your hex would cost you the production (docs/rules-decisions.md).
 */
function checkTokenAction(p: i32, beforeRolls: bool = false): i32 {
  if (!twoPlayer()) return E_NOT_IN_THIS_GAME;
  const turn = onTurn(p, beforeRolls && g8(G_PHASE) == PH_ROLL ? PH_ROLL : PH_MAIN);
  if (turn != OK) return turn;
  return tokensOf(p) >= tokenPrice(p) ? OK : E_NO_TOKENS;
}

function spendTokens(p: i32): void {
  const price = tokenPrice(p);
  s8(T_TOKENS + p, tokensOf(p) - price);
  s8(T_TOKEN_SUPPLY, g8(T_TOKEN_SUPPLY) + price);
}

// ---- Forced Trade ----

/** Cards a Forced Trade exchanges: 2, or 1 when either hand holds only 1 (0: not possible). */
function exchangeSize(p: i32): i32 { return min(2, min(handTotal(p), handTotal(opponent(p)))); }

export function checkForcedTrade(p: i32, give: usize): i32 {
  const ok = checkTokenAction(p);
  if (ok != OK) return ok;
  const size = exchangeSize(p);
  if (size == 0) return E_CARDS_NOT_HELD;
  let total = 0;
  for (let k = 0; k < KINDS; k++) {
    const n = load<i32>(give + <usize>(k * 4));
    if (n < 0 || (k >= RESOURCES && n > 0)) return E_BAD_ARGUMENT;
    if (n > handOf(p, k)) return E_CARDS_NOT_HELD;
    total += n;
  }
  return total == size ? OK : E_WRONG_DISCARD;
}

/** Pays, keeps the chosen cards aside, and waits for the random draw from the opponent's hand. */
export function forcedTrade(p: i32, give: usize): void {
  spendTokens(p);
  for (let k = 0; k < KINDS; k++) s8(T_GIVE + k, load<i32>(give + <usize>(k * 4)));
  s8(G_CHANCE, CH_FORCED_TRADE);
  s8(G_CHANCE_PLAYER, opponent(p));
}

/** Cards still to draw in a pending Forced Trade. */
export function forcedTradeDraws(): i32 {
  let n = 0;
  for (let k = 0; k < KINDS; k++) n += g8(T_GIVE + k);
  return n;
}

/** Range of draw i: the opponent's hand, one card smaller for the second draw. */
export function forcedTradeRange(i: i32): i32 { return handTotal(g8(G_CHANCE_PLAYER)) - i; }

function takeAt(from: i32, to: i32, index: i32): void {
  let k = 0;
  while (index >= handOf(from, k)) { index -= handOf(from, k); k++; }
  transfer(from, to, k, 1);
}

/** The draws (indices into the opponent's hand ordered by kind, the second after the first), then the gift. */
export function resolveForcedTrade(a: i32, b: i32): void {
  const victim = g8(G_CHANCE_PLAYER);
  const p = g8(G_CURRENT);
  const draws = forcedTradeDraws();
  takeAt(victim, p, a);
  if (draws > 1) takeAt(victim, p, b);
  for (let k = 0; k < KINDS; k++) {
    const n = g8(T_GIVE + k);
    if (n > 0) transfer(p, victim, k, n);
    s8(T_GIVE + k, 0);
  }
  s8(G_CHANCE, CH_NONE);
  s8(G_CHANCE_PLAYER, NONE);
}

// ---- Move Robber ----

function desertHex(): i32 {
  for (let h = 0; h < hexCount; h++) if (terrainOf(h) == DESERT) return h;
  return NONE;
}

export function checkTokenRobber(p: i32): i32 {
  const ok = checkTokenAction(p, true);
  if (ok != OK) return ok;
  const desert = desertHex();
  if (desert == NONE) return E_NOT_IN_THIS_GAME;
  return desert == g8(G_ROBBER) ? E_ROBBER_SAME_HEX : OK;
}

export function tokenRobber(p: i32): void {
  spendTokens(p);
  s8(G_ROBBER, desertHex());
}

// ---- a face-up Knight for 2 tokens ----

export function checkKnightSwap(p: i32): i32 {
  if (!twoPlayer()) return E_NOT_IN_THIS_GAME;
  const turn = onTurn(p, PH_MAIN);
  if (turn != OK) return turn;
  if (g8(T_KNIGHT_SWAP) != 0) return E_ONCE_PER_TURN;
  if (pg(p, P_KNIGHTS_PLAYED) == 0) return E_CARD_NOT_PLAYABLE;
  return g8(T_TOKEN_SUPPLY) > 0 ? OK : E_BANK_SHORT;
}

/**
 * "If you hold the Largest Army card and discard a face-up Knight Card, you might have to set aside the
 * Largest Army card. If you only have 2 face-up Knight Cards after discarding, also set it aside.
 * Thereafter, a player that has the most (at least 3) face-up Knight Cards takes the Largest Army card."
 * A tie with the opponent keeps the card with its holder, as everywhere else.
 */
export function knightSwap(p: i32): void {
  s8(T_KNIGHT_SWAP, 1);
  ps(p, P_KNIGHTS_PLAYED, pg(p, P_KNIGHTS_PLAYED) - 1);
  earn(p, 2);
  if (g8(G_LARGEST_ARMY) != p) return;
  const mine = pg(p, P_KNIGHTS_PLAYED), theirs = pg(opponent(p), P_KNIGHTS_PLAYED);
  if (mine >= MIN_ARMY && mine >= theirs) return;
  ps(p, P_VP, pg(p, P_VP) - 2);
  s8(G_LARGEST_ARMY, NONE);
  if (theirs >= MIN_ARMY && theirs > mine) {
    ps(opponent(p), P_VP, pg(opponent(p), P_VP) + 2);
    s8(G_LARGEST_ARMY, opponent(p));
  }
}
