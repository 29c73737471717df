// The log's lines for cards handed over face down in a sealed-hands game (docs/cards.md, "Private
// resource moves"): the Wedding's gift, the Master Merchant's take, the Commercial Harbor's offer and
// reply. Everyone reads who gave whom how many; the kinds are named only on the two parties' pages,
// and only where this page's own hand shows them moving (a card received face down is read once every
// key of it has come, later: its kind then shows in the hand, not here).
import type { Action, View } from '../engine/types';
import type { LogLine } from './port';
import { cardsCount, cardsText, cardTotal, type Names } from './vocabulary';
import { t, type Key } from './i18n';

export type FaceDownKind = 'gift' | 'take' | 'offer' | 'reply' | 'none';

/** Cards that moved face down: `count` of them from `from`'s hand to `to`'s (a 'none' reply: the offered card back from `from` to `to`). */
export interface FaceDownMove {
  kind: FaceDownKind;
  from: number;
  to: number;
  count: number;
}

/** Per kind: the line for others, for the player who chose the cards, for the other party. */
const KEYS: Record<FaceDownKind, { others: Key; chooser: Key; other: Key }> = {
  gift: { others: 'fd.gift', chooser: 'fd.giftYou', other: 'fd.giftToYou' },
  take: { others: 'fd.take', chooser: 'fd.takeYou', other: 'fd.takeFromYou' },
  offer: { others: 'fd.offer', chooser: 'fd.offerYou', other: 'fd.offerToYou' },
  reply: { others: 'fd.reply', chooser: 'fd.replyYou', other: 'fd.replyToYou' },
  none: { others: 'fd.none', chooser: 'fd.noneYou', other: 'fd.noneToYou' },
};

/** Who chose the cards: the taker of a Master Merchant's take, else the giver. */
const chooserOf = (m: FaceDownMove) => (m.kind === 'take' ? m.to : m.from);

/**
 * The face-down move `action` by `seat` makes, read off the view before it; null for any other action
 * (a move that names its cards is an open game's, told as before).
 */
export function faceDownMove(action: Action, seat: number, before: View): FaceDownMove | null {
  const a = action as Record<string, unknown>;
  const sealed = typeof before.players?.[seat]?.sealedCards === 'number';
  switch (action.type) {
    case 'giveCards':
      return a.cards === undefined ? { kind: 'gift', from: seat, to: before.currentPlayer, count: Number(before.players?.[seat]?.owed ?? 0) } : null;
    case 'takeCards': {
      const decision = before.decision as { target?: number; count?: number } | undefined;
      return { kind: 'take', from: decision?.target ?? -1, to: seat, count: decision?.count ?? 0 };
    }
    case 'commercialHarborOffer':
      return a.kind === undefined && typeof a.player === 'number' ? { kind: 'offer', from: seat, to: a.player, count: 1 } : null;
    case 'commercialHarborReply':
      if (a.faceDown === true) return { kind: 'reply', from: seat, to: before.currentPlayer, count: 1 };
      return a.kind === undefined && sealed ? { kind: 'none', from: seat, to: before.currentPlayer, count: 1 } : null;
  }
  return null;
}

/** The cards a kind-based intent of a face-down move names (a gift's, a take's, a Harbor offer's or reply's), else null. */
export function chosenCards(a: Action): Record<string, number> | null {
  if (a.type === 'giveCards' && a.cards && typeof a.cards === 'object') return a.cards as Record<string, number>;
  if (a.type === 'takeCards' && a.take && typeof a.take === 'object') return a.take as Record<string, number>;
  if ((a.type === 'commercialHarborOffer' || a.type === 'commercialHarborReply') && typeof a.kind === 'string' && a.faceDown === undefined)
    return { [a.kind]: 1 };
  return null;
}

/** A page's own cards by kind: public ones and the sealed ones it has read. */
export function cardsHeld(mine: { hand?: Record<string, number> | null; sealedKnown?: Record<string, number> } | undefined): Record<string, number> {
  const out: Record<string, number> = { ...(mine?.hand ?? {}) };
  for (const [k, n] of Object.entries(mine?.sealedKnown ?? {})) out[k] = (out[k] ?? 0) + n;
  return out;
}

/**
 * The kinds `me` saw move in `m`, or null: the cards its own hand lost (it gave them) or gained (it
 * took them, or read them at once), if they are exactly the move's count. Another party's page, and
 * every other page, never has them.
 */
export function kindsSeen(m: FaceDownMove, before: View, after: View, me: number): Record<string, number> | null {
  if (me < 0 || (me !== m.from && me !== m.to)) return null;
  const was = cardsHeld(before.players?.[me]);
  const now = cardsHeld(after.players?.[me]);
  const sign = me === m.from ? 1 : -1;
  const moved: Record<string, number> = {};
  for (const k of new Set([...Object.keys(was), ...Object.keys(now)])) {
    const n = sign * ((was[k] ?? 0) - (now[k] ?? 0));
    if (n < 0) return null; // the hand moved both ways: not this move alone
    if (n > 0) moved[k] = n;
  }
  return cardTotal(moved) === m.count ? moved : null;
}

/** The log line for `m` on `me`'s page; `kinds`: what `me` saw move (kindsSeen), named only to a party. */
export function faceDownLine(m: FaceDownMove, me: number, name: Names, kinds: Record<string, number> | null): LogLine {
  const chooser = chooserOf(m);
  const keys = KEYS[m.kind];
  const party = me === m.from || me === m.to;
  const key = me === chooser ? keys.chooser : party ? keys.other : keys.others;
  const known = party && kinds !== null && m.kind !== 'none';
  const text = t(key, { from: name(m.from), to: name(m.to), cards: cardsCount(m.count), known: known ? 'yes' : 'no', kinds: known ? cardsText(kinds) : '' });
  return { text, kind: 'trade', seat: chooser };
}
