// Fair by construction: the search bot never looks at the state bytes it is given as they are. It
// first rebuilds everything its seat may not know from what is still possible, and only searches the
// rebuilt copy:
//  - every opponent's resource/commodity hand is re-dealt (same card count) from the pool of cards
//    that are in no one's hand this seat can see (totals minus bank minus own hand: public arithmetic),
//    cards a player has shown in the open trade (its offer, its answer) dealt to it first;
//  - every opponent's development cards are re-dealt (same counts, bought-this-turn kept apart) from
//    the pool "deck + opponents' cards" (= initial deck minus own and publicly played cards);
//  - in a sealed base game, development cards are tokens: every token this seat cannot identify (an
//    opponent's, or its own whose keys are not all in) gets a card drawn from the deck's composition
//    minus the played and its own known ones, and the copy counts them by kind like an open game;
//  - every progress-card token this seat does not hold (in a deck or an opponent's hand) gets a card
//    drawn from the rest of its deck's composition (the deck's 18 cards minus own and face-up ones);
//  - in a game with sealed hands, a sealed resource card's kind is known only to its holder: this seat's
//    own known ones count as its cards, and so do the cards of a hand it looks at for a Master Merchant's
//    take (read by its replica) in that hand; every other sealed card (an opponent's, or its own whose
//    keys are not all in) gets a kind drawn from what no one shows (the supply less the bank, every public
//    card, its own known ones and the looked ones), before the opponents' hands are re-dealt as above;
//  - the engine's generator is reseeded from the bot's own random stream, so future dice, steals
//    and draws are samples too; a sealed game becomes an open one with those sampled identities.
// The pools are multisets: they are sorted before they are dealt, so the result depends on the hidden
// bytes only through what is public. tests/bots/fairness.test.ts checks exactly that.
//
// The offsets mirror assembly/core/layout.ts (the engine's state block); tests/bots/layout.test.ts checks
// them against the engine's own views so a layout change fails a test instead of skewing the bot.

import type { Cards, View } from '../engine/types.js';

export const LAYOUT = {
  G_MODE: 0,
  G_PLAYERS: 1,
  G_FLAGS: 20,
  G_RNG: 32,
  G_SUPPLY: 43,
  G_DEV_TOTAL: 44,
  BANK: 2128,
  DEV_DECK: 2136,
  PLAYERS: 2304,
  PLAYER_STRIDE: 64,
  P_HAND: 0,
  P_DEV: 12,
  P_DEV_NEW: 17,
  /** Sealed hands (assembly/rules/sealedHands.ts): the player's sealed cards; this replica's own seat + 1 and what it knows of them. */
  P_SEALED: 48,
  PRIVATE_SEAT: 4086,
  PRIVATE_KNOWN: 4087,
  /** A Master Merchant's look (assembly/ck/privateMoves.ts): the target's sealed cards this replica read, by kind; the decision that asks the take. */
  LOOKED_KNOWN: 4096,
  C_RESPONDER: 2829,
  C_DECISION: 2836,
  C_TARGET: 2837,
  DEC_TAKE: 6,
  C_DECKS: 2848,
  /** Sealed base game (assembly/rules/sealedDevelopment.ts): the holder of each development token, then the drawn count. */
  D_HOLDER: 2848,
  D_DRAWN: 2898,
  D_NEW_BIT: 0x10,
  D_PLAYED: 254,
  DECK_STRIDE: 20,
  CK_PLAYERS: 2912,
  CK_STRIDE: 32,
  CP_PROGRESS_COUNT: 9,
  CP_PROGRESS: 10,
  CARD_AT: 3168,
  KNOWN_AT: 4032,
  F_SEEDED: 1,
  F_SEALED: 32,
  F_SEALED_HANDS: 256,
  RESOURCES: 5,
  NONE: 255,
  KINDS: 8,
  DEV_KINDS: 5,
  TOKENS: 54,
  DECK_SIZE: 18,
} as const;

const L = LAYOUT;

/** The engine's progress-card numbers (assembly/ck/progress.ts CARD_NAMES order). */
export const CARD_NAMES = [
  'alchemist',
  'crane',
  'engineer',
  'inventor',
  'irrigation',
  'medicine',
  'mining',
  'printer',
  'roadBuilding',
  'smith',
  'bishop',
  'constitution',
  'deserter',
  'diplomat',
  'intrigue',
  'saboteur',
  'spy',
  'warlord',
  'wedding',
  'commercialHarbor',
  'masterMerchant',
  'merchant',
  'merchantFleet',
  'resourceMonopoly',
  'tradeMonopoly',
];
const CARD_IDS = new Map(CARD_NAMES.map((name, id) => [name, id]));

const HAND_KINDS = ['brick', 'lumber', 'wool', 'grain', 'ore', 'cloth', 'coin', 'paper'];

/**
 * Cards by kind (engine order) each player has shown it holds in the open trade: the offerer its offer
 * (the engine refuses an offer of cards not held), an accepting player what the offer asks, a countering
 * player its counter's cards. Public, and without it a sampled world would often deal the offerer a
 * hand that cannot pay, and every answer to the offer would look like a failed trade.
 */
export function tradeShown(view: View): number[][] {
  const trade = view.trade as { from: number; give: Cards; get: Cards; answers: { answer: string; give?: Cards }[] } | null;
  const shown: number[][] = [];
  if (!trade) return shown;
  const add = (p: number, cards: Cards | undefined) => (shown[p] = HAND_KINDS.map((k, i) => Math.max(shown[p]?.[i] ?? 0, cards?.[k as keyof Cards] ?? 0)));
  add(trade.from, trade.give);
  trade.answers.forEach((a, q) => {
    if (a.answer === 'accepted') add(q, trade.get);
    else if (a.answer === 'countered') add(q, a.give);
  });
  return shown;
}

/** Fisher-Yates with the bot's own generator. */
function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/**
 * A copy of `state` in which everything seat `me` may not know is replaced by a sample of what is still
 * possible. `progressDecks[d]` lists deck d's cards (engine.progressDecks, token order: trade, politics,
 * science); `shown[p]`, cards by kind player p has shown it holds (tradeShown).
 */
export function determinize(state: Uint8Array, me: number, random: () => number, progressDecks: string[][], shown: number[][] = []): Uint8Array {
  const s = state.slice();
  const players = s[L.G_PLAYERS];
  const ck = s[L.G_MODE] !== 0; // C&K and ckba
  const player = (p: number, field: number) => L.PLAYERS + p * L.PLAYER_STRIDE + field;
  const others = Array.from({ length: players }, (_, p) => p).filter((p) => p !== me);

  const sealedHands = ((s[L.G_FLAGS] | (s[L.G_FLAGS + 1] << 8)) & L.F_SEALED_HANDS) !== 0;
  // the hand this seat looks at for a Master Merchant's take holds the cards it read: dealt to it first
  const look = sealedHands ? lookedHand(s, me) : null;
  const dealtFirst = look ? shownWith(shown, look.target, look.kinds) : shown;
  if (sealedHands) openSealedHands(s, me, players, random, look);

  // Hands: the opponents' cards as one sorted pool, re-dealt at their public counts.
  const pool: number[] = [];
  const counts = others.map((p) => {
    let n = 0;
    for (let k = 0; k < L.KINDS; k++) {
      const c = s[player(p, L.P_HAND + k)];
      for (let i = 0; i < c; i++) pool.push(k);
      n += c;
      s[player(p, L.P_HAND + k)] = 0;
    }
    return n;
  });
  pool.sort((a, b) => a - b);
  // cards a player showed it holds (an open offer's or answer's: tradeShown) are dealt to it first
  others.forEach((p, i) => {
    for (let k = 0; k < L.KINDS; k++) {
      for (let j = 0; j < (dealtFirst[p]?.[k] ?? 0) && counts[i] > 0; j++) {
        const at = pool.indexOf(k);
        if (at < 0) break;
        pool.splice(at, 1);
        s[player(p, L.P_HAND + k)]++;
        counts[i]--;
      }
    }
  });
  shuffle(pool, random);
  others.forEach((p, i) => {
    for (let j = 0; j < counts[i]; j++) s[player(p, L.P_HAND + pool.pop()!)]++;
  });

  if (!ck && (s[L.G_FLAGS] & L.F_SEALED) !== 0) openDevelopmentTokens(s, me, random);

  // Development cards: the deck and the opponents' cards are one pool.
  const devPool: number[] = [];
  for (let c = 0; c < L.DEV_KINDS; c++) {
    for (let i = 0; i < s[L.DEV_DECK + c]; i++) devPool.push(c);
    s[L.DEV_DECK + c] = 0;
  }
  const devCounts = others.map((p) => {
    let old = 0;
    let fresh = 0;
    for (let c = 0; c < L.DEV_KINDS; c++) {
      old += s[player(p, L.P_DEV + c)];
      fresh += s[player(p, L.P_DEV_NEW + c)];
      for (let i = 0; i < s[player(p, L.P_DEV + c)] + s[player(p, L.P_DEV_NEW + c)]; i++) devPool.push(c);
      s[player(p, L.P_DEV + c)] = 0;
      s[player(p, L.P_DEV_NEW + c)] = 0;
    }
    return [old, fresh];
  });
  devPool.sort((a, b) => a - b);
  shuffle(devPool, random);
  others.forEach((p, i) => {
    for (let j = 0; j < devCounts[i][0]; j++) s[player(p, L.P_DEV + devPool.pop()!)]++;
    for (let j = 0; j < devCounts[i][1]; j++) s[player(p, L.P_DEV_NEW + devPool.pop()!)]++;
  });
  for (const c of devPool) s[L.DEV_DECK + c]++;

  if (ck) determinizeProgress(s, me, players, random, progressDecks);
  else s.fill(L.NONE, L.KNOWN_AT, L.KNOWN_AT + L.TOKENS);

  // Future chance: the bot's own sample. The copy is an open, seeded game.
  const rng = new DataView(s.buffer, s.byteOffset + L.G_RNG, 8);
  rng.setUint32(0, Math.floor(random() * 2 ** 32));
  rng.setUint32(4, Math.floor(random() * 2 ** 32));
  const flags = (s[L.G_FLAGS] | (s[L.G_FLAGS + 1] << 8) | L.F_SEEDED) & ~L.F_SEALED & ~L.F_SEALED_HANDS;
  s[L.G_FLAGS] = flags & 0xff;
  s[L.G_FLAGS + 1] = flags >> 8;
  return s;
}

/** Cards of each commodity in a Cities & Knights game (assembly/rules/game.ts). */
const COMMODITY_SUPPLY = 12;

/**
 * Sealed resource cards as an open game's cards: this seat's known ones as they are, every other one a
 * kind drawn from the cards nobody shows (per resource or commodity: the supply less the bank, every public card and
 * this seat's known sealed ones). Only counts and this seat's own knowledge are read.
 */
/** The hand seat `me` looks at for a Master Merchant's take (C&K): its target and the cards its replica read there, by kind; else null. */
function lookedHand(s: Uint8Array, me: number): { target: number; kinds: number[] } | null {
  if (s[L.G_MODE] === 0 || s[L.C_DECISION] !== L.DEC_TAKE || s[L.C_RESPONDER] !== me) return null;
  const kinds = Array.from(s.subarray(L.LOOKED_KNOWN, L.LOOKED_KNOWN + L.KINDS));
  return kinds.some((n) => n > 0) ? { target: s[L.C_TARGET], kinds } : null;
}

/** `shown` with `kinds` shown by `p` too (the larger count of each kind). */
function shownWith(shown: number[][], p: number, kinds: number[]): number[][] {
  const out = shown.map((row) => [...row]);
  out[p] = kinds.map((n, k) => Math.max(n, shown[p]?.[k] ?? 0));
  return out;
}

function openSealedHands(s: Uint8Array, me: number, players: number, random: () => number, look: { target: number; kinds: number[] } | null): void {
  const player = (p: number, field: number) => L.PLAYERS + p * L.PLAYER_STRIDE + field;
  const mine = s[L.PRIVATE_SEAT] - 1 === me;
  const unseen: number[] = [];
  const kinds = s[L.G_MODE] === 0 ? L.RESOURCES : L.KINDS; // Cities & Knights: commodities are stolen and sealed too
  for (let k = 0; k < kinds; k++) {
    const known = mine ? s[L.PRIVATE_KNOWN + k] : 0;
    const looked = look?.kinds[k] ?? 0;
    let n = (k < L.RESOURCES ? s[L.G_SUPPLY] : COMMODITY_SUPPLY) - s[L.BANK + k] - known - looked;
    for (let p = 0; p < players; p++) n -= s[player(p, L.P_HAND + k)];
    for (let i = 0; i < n; i++) unseen.push(k);
    s[player(me, L.P_HAND + k)] += known;
    s[player(me, L.P_SEALED)] -= known;
    if (look && looked) {
      s[player(look.target, L.P_HAND + k)] += looked;
      s[player(look.target, L.P_SEALED)] -= looked;
    }
  }
  shuffle(unseen, random);
  for (let p = 0; p < players; p++) {
    for (let i = 0; i < s[player(p, L.P_SEALED)]; i++) s[player(p, L.P_HAND + (unseen.pop() ?? 0))]++;
    s[player(p, L.P_SEALED)] = 0;
  }
  s.fill(0, L.PRIVATE_SEAT, L.PRIVATE_KNOWN + L.KINDS);
  s.fill(0, L.LOOKED_KNOWN, L.LOOKED_KNOWN + L.KINDS);
}

/**
 * A sealed base game's development tokens as an open game's counts: own cards as known, every other
 * unplayed token a card drawn from what the deck can still hold (its composition, kept in DEV_DECK,
 * minus played and own known cards), the rest left in the deck.
 */
function openDevelopmentTokens(s: Uint8Array, me: number, random: () => number): void {
  const player = (p: number, field: number) => L.PLAYERS + p * L.PLAYER_STRIDE + field;
  const left: number[] = [];
  for (let c = 0; c < L.DEV_KINDS; c++) for (let i = 0; i < s[L.DEV_DECK + c]; i++) left.push(c);
  const take = (card: number) => left.splice(left.indexOf(card), 1);
  const unknown: { p: number; fresh: boolean }[] = [];
  for (let t = 0; t < s[L.D_DRAWN]; t++) {
    const holder = s[L.D_HOLDER + t];
    if (s[L.CARD_AT + t] !== L.NONE) {
      take(s[L.CARD_AT + t]); // played, or a victory point card shown: public, out of every hand
      continue;
    }
    if (holder >= L.D_PLAYED) continue;
    const p = holder & ~L.D_NEW_BIT;
    const fresh = (holder & L.D_NEW_BIT) !== 0;
    const card = p === me ? s[L.KNOWN_AT + t] : L.NONE;
    if (card === L.NONE) unknown.push({ p, fresh });
    else {
      take(card);
      s[player(p, (fresh ? L.P_DEV_NEW : L.P_DEV) + card)]++;
    }
  }
  shuffle(left, random);
  for (const { p, fresh } of unknown) s[player(p, (fresh ? L.P_DEV_NEW : L.P_DEV) + left.pop()!)]++;
  for (let c = 0; c < L.DEV_KINDS; c++) s[L.DEV_DECK + c] = 0;
  for (const c of left) s[L.DEV_DECK + c]++;
}

/** Tokens this seat cannot identify get cards drawn from what their deck can still hold. */
function determinizeProgress(s: Uint8Array, me: number, players: number, random: () => number, progressDecks: string[][]): void {
  const known = (t: number) => (s[L.CARD_AT + t] !== L.NONE ? s[L.CARD_AT + t] : s[L.KNOWN_AT + t]);
  const holder = new Array<number>(L.TOKENS).fill(-1);
  for (let p = 0; p < players; p++) {
    const base = L.CK_PLAYERS + p * L.CK_STRIDE;
    for (let i = 0; i < s[base + L.CP_PROGRESS_COUNT]; i++) holder[s[base + L.CP_PROGRESS + i]] = p;
  }
  const inDeck = new Array<boolean>(L.TOKENS).fill(false);
  for (let d = 0; d < 3; d++) {
    const base = L.C_DECKS + d * L.DECK_STRIDE;
    const head = s[base + 18];
    for (let i = 0; i < s[base + 19]; i++) inDeck[s[base + ((head + i) % L.DECK_SIZE)]] = true;
  }
  for (let d = 0; d < 3; d++) {
    const unknown: number[] = [];
    const left = progressDecks[d].map((name) => CARD_IDS.get(name)!);
    for (let t = d * L.DECK_SIZE; t < (d + 1) * L.DECK_SIZE; t++) {
      const hidden = inDeck[t] || (holder[t] >= 0 && holder[t] !== me);
      const card = known(t);
      if (hidden || card === L.NONE) {
        unknown.push(t);
        continue;
      }
      left.splice(left.indexOf(card), 1);
      s[L.CARD_AT + t] = card;
    }
    left.sort((a, b) => a - b);
    shuffle(left, random);
    unknown.forEach((t, i) => (s[L.CARD_AT + t] = left[i]));
  }
  s.fill(L.NONE, L.KNOWN_AT, L.KNOWN_AT + L.TOKENS);
}
