// How a table bot answers another player's offer. It answers only what the engine asks of it: an offer
// made to someone else (`offerTrade {to}`) lists no answer for this bot, so it is never answered.
import type { Action, Cards } from '../engine/types';

/** Chance that a bot holding the asked cards accepts the offer as it stands. */
const ACCEPT = 0.45;
/** Otherwise, chance that it haggles: the same deal for one more of a card it is offered. */
const COUNTER = 0.5;

/**
 * The bot's answer to the open offer `trade` ({give, get} from the offerer's side), from its legal
 * actions: accept, a counter-offer asking one card more, or decline; null when nothing is asked of it.
 */
export function answerOffer(legal: readonly Action[], trade: { give?: Cards; get?: Cards }, random: () => number): Action | null {
  const decline = legal.find((a) => a.type === 'declineTrade');
  if (!decline) return null;
  // accepting is legal only while the bot holds what the offer asks for, which a counter gives too
  const accept = legal.find((a) => a.type === 'acceptTrade');
  if (!accept) return decline;
  if (random() < ACCEPT) return accept;
  const offered = Object.entries(trade.give ?? {}).filter(([, n]) => (n ?? 0) > 0);
  if (offered.length === 0 || random() >= COUNTER) return decline;
  const [kind, n] = offered[0];
  return { type: 'counterTrade', give: { ...trade.get }, get: { ...trade.give, [kind]: (n ?? 0) + 1 } };
}
