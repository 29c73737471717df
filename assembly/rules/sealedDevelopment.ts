// Development cards of a sealed base game (networked games: the deck is dealt by the encrypted shuffle
// of docs/cards.md). The engine holds each card as a token, its position in the shuffled deck; a
// token's card becomes public only when it is played (or, a victory point card, revealed to claim a
// win), and a replica privately learns the cards its own player draws. Every replica holds the same
// hashed state whether or not it knows a card; what one replica alone knows (KNOWN_AT) is outside the
// hash and only ever changes what it offers its own player, never what an action does.
//
// Tokens are drawn in order (the deck is never refilled in the base game), so the deck is a counter.
// Base games use no Cities & Knights state, so the tokens reuse that region: the holders sit where the
// progress decks would, the public and private identities in CARD_AT and KNOWN_AT (54 >= 50 cards).

import {
  C_DECKS, CARD_AT, F_SEALED, G_CURRENT, G_DEV_TOTAL, KNOWN_AT, NONE, P_VP, g8, hasFlag, isCK, pg, ps, s8,
} from '../core/layout';
import { AT_SLOT, arg } from '../core/actions';
import { DEV_KINDS, DEV_VICTORY_POINT } from './hand';
import { E_CARD_NOT_PLAYABLE, E_NOT_YOUR_TURN, OK } from '../core/errors';
import { NORMAL_DEVELOPMENT_CARD, variantOn } from '../core/options';

export const MAX_DEV_TOKENS = 50;
const D_HOLDER = C_DECKS; // MAX_DEV_TOKENS: who holds each token (see below)
const D_DRAWN = C_DECKS + MAX_DEV_TOKENS; // tokens drawn so far: the next one is the top of the deck
const IN_DECK = NONE;
const PLAYED = 254; // played, or a victory point card revealed: its card is public and it left the hand
const NEW_BIT = 0x10; // bought this turn: not playable before the holder's next turn

@inline export function sealedDevelopment(): bool { return !isCK() && hasFlag(F_SEALED); }

export function clearDevelopmentTokens(): void {
  for (let t = 0; t < MAX_DEV_TOKENS; t++) {
    s8(D_HOLDER + t, IN_DECK);
    s8(CARD_AT + t, NONE);
    s8(KNOWN_AT + t, NONE);
  }
  s8(D_DRAWN, 0);
}

export function sealedDeckSize(): i32 { return g8(G_DEV_TOTAL) - g8(D_DRAWN); }

/** The buyer takes the top token; nobody learns its card from the engine. */
export function drawDevelopmentToken(p: i32): void {
  const t = g8(D_DRAWN);
  s8(D_HOLDER + t, p | NEW_BIT);
  s8(D_DRAWN, t + 1);
}

@inline function holderByte(t: i32): i32 { return g8(D_HOLDER + t); }
/** Does p hold token t (unplayed)? */
@inline export function holdsDevelopment(p: i32, t: i32): bool { return (holderByte(t) & ~NEW_BIT) == p && holderByte(t) < PLAYED; }
@inline function isFresh(t: i32): bool { return (holderByte(t) & NEW_BIT) != 0 && holderByte(t) < PLAYED; }
@inline export function drawnTokens(): i32 { return g8(D_DRAWN); }

/** The card every replica knows t to be, or NONE. */
@inline export function publicDevelopment(t: i32): i32 { return g8(CARD_AT + t); }
/** The card this replica knows t to be (public, or learnt privately), or NONE. */
export function knownDevelopment(t: i32): i32 {
  const card = g8(CARD_AT + t);
  return card != NONE ? card : g8(KNOWN_AT + t);
}
/** This replica learns privately what token t is (its own draw): no effect on the hash. */
export function learnDevelopment(t: i32, card: i32): bool {
  if (t < 0 || t >= g8(G_DEV_TOTAL) || card < 0 || card >= DEV_KINDS) return false;
  s8(KNOWN_AT + t, card);
  return true;
}

/** Unplayed tokens p holds. */
export function developmentTokenCount(p: i32): i32 {
  let n = 0;
  for (let t = 0; t < drawnTokens(); t++) if (holdsDevelopment(p, t)) n++;
  return n;
}

/** p's tokens this replica knows to be `card`, bought this turn (`fresh`) or before. */
export function knownDevelopmentCount(p: i32, card: i32, fresh: bool): i32 {
  let n = 0;
  for (let t = 0; t < drawnTokens(); t++) {
    if (holdsDevelopment(p, t) && isFresh(t) == fresh && knownDevelopment(t) == card) n++;
  }
  return n;
}

/** The first of p's tokens this replica knows to be `card` and p may play now (any age for a reveal), or -1. */
export function knownToken(p: i32, card: i32, anyAge: bool): i32 {
  for (let t = 0; t < drawnTokens(); t++) {
    if (holdsDevelopment(p, t) && (anyAge || !isFresh(t)) && knownDevelopment(t) == card) return t;
  }
  return -1;
}

/**
 * The play of `card` names the token in AT_SLOT: p holds it since before this turn and it may be that
 * card (a hidden token's claim is checked by the session against its keys before the engine sees it).
 */
export function checkTokenPlay(p: i32, card: i32, anyAge: bool): i32 {
  const t = arg(AT_SLOT);
  if (t < 0 || t >= drawnTokens() || !holdsDevelopment(p, t)) return E_CARD_NOT_PLAYABLE;
  if (!anyAge && isFresh(t)) return E_CARD_NOT_PLAYABLE;
  const known = publicDevelopment(t);
  return known == NONE || known == card ? OK : E_CARD_NOT_PLAYABLE;
}

/** The named token is played as `card`: its card is public from now on. */
export function spendToken(card: i32): void {
  const t = arg(AT_SLOT);
  s8(CARD_AT + t, card);
  s8(D_HOLDER + t, PLAYED);
}

/**
 * A Knight that could answer a Knight Interrupt window: every replica must agree who is asked, so it
 * is judged on public facts only (an unplayed token from before this turn that may be a Knight).
 */
export function mayHoldKnight(q: i32, knight: i32): bool {
  for (let t = 0; t < drawnTokens(); t++) {
    if (!holdsDevelopment(q, t) || isFresh(t)) continue;
    const known = publicDevelopment(t);
    if (known == NONE || known == knight) return true;
  }
  return false;
}

/** Claiming a win: on p's own turn, a hidden victory point card is shown; it scores as a public point. */
export function checkVictoryReveal(p: i32): i32 {
  if (p != g8(G_CURRENT)) return E_NOT_YOUR_TURN;
  return checkTokenPlay(p, DEV_VICTORY_POINT, true);
}

export function revealVictoryToken(p: i32): void {
  spendToken(DEV_VICTORY_POINT);
  ps(p, P_VP, pg(p, P_VP) + 1);
}

/**
 * Victory point cards in p's hand that this replica knows and the table does not, as they count for p
 * (nothing with Normal Development Card: there they count once played).
 */
export function knownHiddenVictory(p: i32): i32 {
  if (variantOn(NORMAL_DEVELOPMENT_CARD)) return 0;
  return knownDevelopmentCount(p, DEV_VICTORY_POINT, false) + knownDevelopmentCount(p, DEV_VICTORY_POINT, true);
}

/** At the end of p's turn, the cards p bought during it become playable. */
export function ripenTokens(p: i32): void {
  for (let t = 0; t < drawnTokens(); t++) if (holderByte(t) == (p | NEW_BIT)) s8(D_HOLDER + t, p);
}

/** For the view: p's unplayed tokens, in draw order. */
export function tokenOfHand(p: i32, i: i32): i32 {
  let n = 0;
  for (let t = 0; t < drawnTokens(); t++) {
    if (!holdsDevelopment(p, t)) continue;
    if (n == i) return t;
    n++;
  }
  return -1;
}
