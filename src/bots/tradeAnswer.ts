// How a bot answers another player's offer, as a person would: by what the trade is worth to it. It
// judges its own hand before and after with the value function (what the cards build next), refuses
// anyone close enough to winning that one more build could end the game, and when the offer as it
// stands is not worth it, haggles for a deal that is (one card more of what is offered, or one card
// fewer of what is asked). It answers only what the engine asks of it: an offer made to someone else
// (`offerTrade {to}`) lists no answer for this bot.
import type { Action, Cards, View } from '../engine/types';
import { evaluatorFor, type Evaluator } from './evaluate.js';

/** The smallest gain (value-function points, a victory point is 100) that makes a trade worth the bother. */
export const WORTH_TRADING = 4;

export interface OpenOffer {
  from: number;
  give?: Cards;
  get?: Cards;
}

type Hand = Record<string, number>;

function cardsOf(cards: Cards | undefined): [string, number][] {
  return Object.entries(cards ?? {}).filter(([, n]) => (n ?? 0) > 0) as [string, number][];
}

/** The points a mode plays to: 13 with Cities & Knights (and Barbarian Attack), else 10. */
export function targetOf(view: View): number {
  return view.barbarians != null ? 13 : 10;
}

/**
 * Is `p` close enough to winning that a trade could hand it the game? One build is a point (two with
 * the longest road or a metropolis), and a base game's unplayed development cards may hide points.
 */
export function nearWin(view: View, p: number): boolean {
  const player = view.players[p];
  const hidden = view.barbarians == null ? (player.developmentCount ?? 0) : 0;
  return player.vp + hidden + 2 >= targetOf(view);
}

/**
 * Counter-offers worth proposing to `offer`, from the answering player's side ({give, get}): the same
 * deal with one more of each card offered, and with one fewer of each card asked where more than one is.
 */
export function counterOffers(offer: OpenOffer): { give: Cards; get: Cards }[] {
  const give = { ...(offer.get ?? {}) } as Hand;
  const get = { ...(offer.give ?? {}) } as Hand;
  const counters: { give: Cards; get: Cards }[] = [];
  for (const [kind, n] of cardsOf(get as Cards)) counters.push({ give: { ...give }, get: { ...get, [kind]: n + 1 } });
  const asked = cardsOf(give as Cards);
  const total = asked.reduce((a, [, n]) => a + n, 0);
  if (total > 1) for (const [kind, n] of asked) counters.push({ give: { ...give, [kind]: n - 1 }, get: { ...get } });
  return counters;
}

/** Our view with `give` gone from our hand and `get` added. */
function afterTrade(view: View, me: number, give: Cards, get: Cards): View {
  const copy = structuredClone(view);
  const hand = copy.players[me].hand as Hand;
  for (const [k, n] of cardsOf(give)) hand[k] = (hand[k] ?? 0) - n;
  for (const [k, n] of cardsOf(get)) hand[k] = (hand[k] ?? 0) + n;
  copy.players[me].cardCount = Object.values(hand).reduce((a, b) => a + b, 0);
  return copy;
}

function holds(view: View, me: number, cards: Cards): boolean {
  const hand = view.players[me].hand as Hand | null;
  return !!hand && cardsOf(cards).every(([k, n]) => (hand[k] ?? 0) >= n);
}

/** What a trade ({give, get} from our side) is worth to seat `me`, by the value function. */
export function tradeWorth(view: View, me: number, give: Cards, get: Cards, value: Evaluator = evaluatorFor(view)): number {
  return value(afterTrade(view, me, give, get), me) - value(view, me);
}

/**
 * The bot's answer to the open `offer` ({give, get} from the offerer's side), from its legal actions and
 * its own view: accept a deal worth it, counter with the best deal that is, or decline; null when
 * nothing is asked of it.
 */
export function answerOffer(legal: readonly Action[], offer: OpenOffer, view: View, me: number): Action | null {
  const decline = legal.find((a) => a.type === 'declineTrade');
  if (!decline) return null;
  if (nearWin(view, offer.from) || !view.players[me].hand) return decline;
  const value = evaluatorFor(view);
  // accepting is legal only while the bot holds what the offer asks for
  const accept = legal.find((a) => a.type === 'acceptTrade');
  if (accept && tradeWorth(view, me, offer.get ?? {}, offer.give ?? {}, value) >= WORTH_TRADING) return accept;
  let best: { give: Cards; get: Cards } | null = null;
  let bestWorth = WORTH_TRADING;
  for (const c of counterOffers(offer)) {
    if (!holds(view, me, c.give)) continue;
    const worth = tradeWorth(view, me, c.give, c.get, value);
    if (worth >= bestWorth) {
      bestWorth = worth;
      best = c;
    }
  }
  return best ? { type: 'counterTrade', give: best.give, get: best.get } : decline;
}
