// The game in words: log lines and labels for actions, cards and phases. Pure functions of actions and
// views (before/after), so any port (local or networked) can narrate the same way.
import type { Action, View } from '../engine/types';
import type { LogLine } from './port';

export const RESOURCES = ['brick', 'lumber', 'wool', 'grain', 'ore'] as const;
export const COMMODITIES = ['cloth', 'coin', 'paper'] as const;
export const KINDS = [...RESOURCES, ...COMMODITIES] as const;

const TERRAIN_WORD: Record<string, string> = {
  hills: 'hills', forest: 'forest', pasture: 'pasture', fields: 'fields', mountains: 'mountains', desert: 'desert',
};

export const CARD_NAMES: Record<string, string> = {
  knight: 'Knight', roadBuilding: 'Road Building', yearOfPlenty: 'Year of Plenty', monopoly: 'Monopoly', victoryPoint: 'Victory Point',
};

/** "camelCaseName" -> "Camel case name" for actions and cards the UI has no special words for. */
export function humanize(name: string): string {
  const s = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function cardName(card: string): string {
  return CARD_NAMES[card] ?? humanize(card);
}

/** {brick: 2, ore: 1} -> "2 brick, 1 ore" (kinds in the usual order; zero counts left out). */
export function cardsText(cards: unknown): string {
  if (!cards || typeof cards !== 'object') return 'nothing';
  const c = cards as Record<string, number>;
  const order = [...KINDS, ...Object.keys(c).filter((k) => !(KINDS as readonly string[]).includes(k))];
  const parts = order.filter((k) => (c[k] ?? 0) > 0).map((k) => `${c[k]} ${k}`);
  return parts.length ? parts.join(', ') : 'nothing';
}

export function cardTotal(cards: unknown): number {
  if (!cards || typeof cards !== 'object') return 0;
  return Object.values(cards as Record<string, number>).reduce((s, n) => s + (typeof n === 'number' ? n : 0), 0);
}

export function hexText(view: View, hex: number): string {
  const h = view.board?.hexes?.[hex];
  if (!h) return `hex ${hex}`;
  return h.number ? `${h.number} ${TERRAIN_WORD[h.terrain] ?? h.terrain}` : (TERRAIN_WORD[h.terrain] ?? h.terrain);
}

type Names = (seat: number) => string;

/**
 * The log lines for `seat` doing `action`, given the views (as `me` sees them) before and after.
 * Side effects the engine decided (production, steals, awards, the winner) are read off the diff.
 */
export function narrate(action: Action, seat: number, before: View, after: View, name: Names, me: number): LogLine[] {
  const who = name(seat);
  const lines: LogLine[] = [];
  const line = (text: string, kind: LogLine['kind'], s: number | null = seat) => lines.push({ text, kind, seat: s });
  const a = action as Record<string, any>;
  switch (action.type) {
    case 'placeSettlement':
    case 'buildSettlement':
      line(`${who} built a settlement`, 'build');
      break;
    case 'placeCity':
    case 'buildCity':
      line(action.type === 'placeCity' ? `${who} placed a city` : `${who} upgraded a settlement to a city`, 'build');
      break;
    case 'placeRoad':
    case 'buildRoad':
      line(`${who} built a road`, 'build');
      break;
    case 'roll': {
      const d = after.dice;
      if (d) {
        const event = d.event ? `, event ${d.event}` : '';
        line(`${who} rolled ${d.total ?? d.yellow + d.red} (${d.yellow}+${d.red}${event})`, 'roll');
      } else line(`${who} rolled`, 'roll');
      lines.push(...production(before, after, name, me));
      break;
    }
    case 'discard':
      line(`${who} discarded ${cardTotal(a.cards)} card${cardTotal(a.cards) === 1 ? '' : 's'}`, 'robber');
      break;
    case 'moveRobber': {
      const victim = typeof a.victim === 'number' && a.victim >= 0 ? ` and robbed ${name(a.victim)}` : '';
      line(`${who} moved the robber to ${hexText(after, a.hex)}${victim}`, 'robber');
      if (victim) {
        const stolen = stolenKind(before, after, me, seat, a.victim);
        if (stolen) line(seat === me ? `You stole 1 ${stolen}` : `${name(a.victim)} lost 1 ${stolen}`, 'robber', a.victim === me ? me : seat);
      }
      break;
    }
    case 'buyDevelopment':
      line(`${who} bought a development card`, 'card');
      break;
    case 'playDevelopment': {
      let extra = '';
      if (a.card === 'yearOfPlenty') extra = `: took ${cardsText(a.take)}`;
      if (a.card === 'monopoly') extra = ` on ${a.kind}`;
      line(`${who} played ${cardName(a.card)}${extra}`, 'card');
      if (a.card === 'monopoly') {
        const gained = (after.players?.[seat]?.cardCount ?? 0) - (before.players?.[seat]?.cardCount ?? 0);
        if (gained >= 0) line(`${who} collected ${gained} ${a.kind}`, 'card');
      }
      break;
    }
    case 'playProgress':
      line(`${who} played ${cardName(a.card)}`, 'card');
      break;
    case 'bankTrade':
      line(`${who} traded ${cardsText(a.give)} to the bank for ${cardsText(a.get)}`, 'trade');
      break;
    case 'offerTrade':
      line(`${who} offers ${cardsText(a.give)} for ${cardsText(a.get)}`, 'trade');
      break;
    case 'counterTrade':
      line(`${who} counters: ${cardsText(a.give)} for ${cardsText(a.get)}`, 'trade');
      break;
    case 'acceptTrade':
      line(`${who} accepts the offer`, 'trade');
      break;
    case 'declineTrade':
      line(`${who} declines the offer`, 'trade');
      break;
    case 'confirmTrade': {
      const t = before.trade;
      const partner = typeof a.with === 'number' ? a.with : -1;
      const answer = t?.answers?.[partner];
      const give = answer?.give && answer.answer === 'countered' ? answer.get : t?.give;
      const get = answer?.give && answer.answer === 'countered' ? answer.give : t?.get;
      line(`${who} traded ${cardsText(give)} for ${cardsText(get)} with ${name(partner)}`, 'trade');
      break;
    }
    case 'cancelTrade':
      line(`${who} withdrew the offer`, 'trade');
      break;
    case 'endTurn':
      break;
    case 'endSpecialBuild':
      line(`${who} passed the special building phase`, 'turn');
      break;
    default: {
      const card = typeof a.card === 'string' ? ` ${cardName(a.card)}` : '';
      line(`${who}: ${humanize(action.type).toLowerCase()}${card}`, 'build');
    }
  }
  lines.push(...awards(before, after, name));
  if (after.currentPlayer !== before.currentPlayer && after.winner == null && after.phase !== 'gameOver') {
    lines.push({ text: `${name(after.currentPlayer)}'s turn`, kind: 'turn', seat: after.currentPlayer });
  }
  if (after.winner != null && before.winner == null) {
    lines.push({ text: `${name(after.winner)} won the game!`, kind: 'win', seat: after.winner });
  }
  return lines;
}

/** "You got 1 brick, 2 ore" for me, "Blue got 2 cards" for the others, from the hands before/after a roll. */
export function production(before: View, after: View, name: Names, me: number): LogLine[] {
  const lines: LogLine[] = [];
  const players: any[] = after.players ?? [];
  players.forEach((p, seat) => {
    const b = before.players?.[seat];
    if (!b) return;
    if (p.hand && b.hand) {
      const got: Record<string, number> = {};
      for (const k of Object.keys(p.hand)) if ((p.hand[k] ?? 0) > (b.hand[k] ?? 0)) got[k] = p.hand[k] - (b.hand[k] ?? 0);
      if (cardTotal(got) > 0) lines.push({ text: `${seat === me ? 'You' : name(seat)} got ${cardsText(got)}`, kind: 'roll', seat });
    } else {
      const n = (p.cardCount ?? 0) - (b.cardCount ?? 0);
      if (n > 0) lines.push({ text: `${name(seat)} got ${n} card${n === 1 ? '' : 's'}`, kind: 'roll', seat });
    }
  });
  return lines;
}

function stolenKind(before: View, after: View, me: number, thief: number, victim: number): string | null {
  const seat = thief === me ? thief : victim === me ? victim : -1;
  if (seat < 0) return null;
  const b = before.players?.[seat]?.hand;
  const a = after.players?.[seat]?.hand;
  if (!a || !b) return null;
  for (const k of Object.keys(a)) if (a[k] !== b[k]) return k;
  return null;
}

function awards(before: View, after: View, name: Names): LogLine[] {
  const lines: LogLine[] = [];
  const titles: [string, string][] = [['longestRoad', 'Longest Road'], ['largestArmy', 'Largest Army']];
  for (const [key, title] of titles) {
    const now = after[key];
    if (now != null && now !== before[key]) lines.push({ text: `${name(now)} takes ${title}`, kind: 'award', seat: now });
  }
  return lines;
}

/** What the table waits for, as a sentence from `me`'s point of view. */
export function awaitingText(view: View, me: number, name: Names): string {
  if (view.winner != null) return `${name(view.winner)} won the game`;
  const awaiting: number[] = view.awaiting ?? [];
  const mine = awaiting.includes(me);
  const cp = view.currentPlayer;
  const phase: string = view.phase;
  const you = cp === me;
  const subject = you ? 'You' : name(cp);
  switch (phase) {
    case 'setupSettlement':
      return you ? 'Place a settlement' : `${subject} is placing a settlement`;
    case 'setupRoad':
      return you ? 'Place a road next to your settlement' : `${subject} is placing a road`;
    case 'setupCity':
      return you ? 'Place a city' : `${subject} is placing a city`;
    case 'roll':
      return you ? 'Your turn: roll the dice' : `${subject} is about to roll`;
    case 'discard': {
      const owed = view.players?.[me]?.discardOwed ?? 0;
      if (mine && owed > 0) return `A 7! Discard ${owed} card${owed === 1 ? '' : 's'}`;
      return `Waiting for ${listNames(awaiting, name, me)} to discard`;
    }
    case 'robber':
      return you ? 'Move the robber: pick a hex' : `${subject} is moving the robber`;
    case 'roadBuilding':
      return you ? 'Road Building: place your free roads' : `${subject} is placing free roads`;
    case 'specialBuild':
      return mine ? 'Special building phase: build or pass' : `${listNames(awaiting, name, me)} may build`;
    case 'main':
      if (view.trade) {
        if (view.trade.from === me) return 'Your offer is on the table';
        if (mine) return `${name(view.trade.from)} offers a trade`;
      }
      return you ? 'Your turn: build, trade or end the turn' : `${subject} is playing`;
    case 'gameOver':
      return 'Game over';
    default:
      return mine ? `Your move (${humanize(phase).toLowerCase()})` : `Waiting for ${listNames(awaiting, name, me)}`;
  }
}

function listNames(seats: number[], name: Names, me: number): string {
  const ns = seats.map((s) => (s === me ? 'you' : name(s)));
  if (ns.length <= 1) return ns[0] ?? 'nobody';
  return `${ns.slice(0, -1).join(', ')} and ${ns[ns.length - 1]}`;
}
