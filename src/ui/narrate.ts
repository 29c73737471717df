// The game in words for the log: pure functions of actions and views (before/after), so any port
// (local or networked) narrates the same way. The networked table may take several entries in one
// step: it narrates from view differences (narrateDiff) plus the lines of the actions those cannot
// see (UNSEEN_BY_DIFF: trades, cards, gold), read back from the entries (entryActions.ts).
import type { Action, View } from '../engine/types';
import type { LogLine } from './port';
import { ckbaActionLine, ckbaEvents, ckbaKnightOwner } from './ckbaWords';
import { barbarianEvents, drawnCard, metropolises, progressLine } from './ckWords';
import {
  buildingName,
  cardName,
  cardsCount,
  cardsText,
  cardTotal,
  countText,
  deckName,
  hexText,
  humanize,
  kindName,
  modeName,
  rankName,
  type Names,
} from './vocabulary';
import { t, type Key, type MessageArgs } from './i18n';
import { faceDownLine, faceDownMove, kindsSeen } from './faceDownWords';

/**
 * The log lines for `seat` doing `action`, given the views (as `me` sees them) before and after.
 * Side effects the engine decided (production, steals, awards, the winner) are read off the diff.
 */
export function narrate(action: Action, seat: number, before: View, after: View, name: Names, me: number): LogLine[] {
  const lines = actionLines(action, seat, before, after, name, me);
  if (action.type !== 'roll') lines.push(...barbarianEvents(before, after, name, me, false));
  lines.push(...ckbaEvents(before, after, name));
  lines.push(...awards(before, after, name));
  lines.push(...metropolises(before, after, name));
  return [...lines, ...turnAndWin(before, after, name)];
}

/**
 * Actions whose own line a networked table adds to its view differences (narrateDiff): trades, cards,
 * gold, the robber's victim and knight moves leave no trace on the board that the differences read.
 */
export const UNSEEN_BY_DIFF: ReadonlySet<string> = new Set([
  'bankTrade',
  'offerTrade',
  'counterTrade',
  'acceptTrade',
  'declineTrade',
  'confirmTrade',
  'cancelTrade',
  'buyDevelopment',
  'playDevelopment',
  'playProgress',
  'chooseDeck',
  'discardProgress',
  'spyTake',
  'giveCards',
  'aqueduct',
  'commercialHarborOffer',
  'commercialHarborReply',
  'takeCards',
  'buyWithGold',
  'sellForGold',
  'forcedTrade',
  'knightForTokens',
  'discard',
  'moveRobber',
  'chaseRobber',
  'steal',
  'moveKnight',
  'displaceKnight',
  'relocateKnight',
  'endSpecialBuild',
]);

/**
 * The lines `action` itself says (no side events): "Blue traded 4 brick to the bank for 1 ore".
 * `chosen`: the cards this page's player chose for this face-down move of its own (its intent).
 */
export function actionLines(action: Action, seat: number, before: View, after: View, name: Names, me: number, chosen?: Record<string, number>): LogLine[] {
  const who = name(seat);
  const lines: LogLine[] = [];
  const line = (text: string, kind: LogLine['kind'], s: number | null = seat) => lines.push({ text, kind, seat: s });
  const say = (key: Key, kind: LogLine['kind'], args: MessageArgs = {}) => line(t(key, { who, ...args }), kind);
  const a = action as Record<string, any>;
  const faceDown = faceDownMove(action, seat, before);
  // the cards this page chose for its own face-down move, else what its hand shows moving
  if (faceDown) return [faceDownLine(faceDown, me, name, chosen ?? kindsSeen(faceDown, before, after, me))];
  switch (action.type) {
    case 'placeSettlement':
    case 'buildSettlement':
      say('log.settlement', 'build');
      break;
    case 'placeCity':
    case 'buildCity':
      say(action.type === 'placeCity' ? 'log.placeCity' : 'log.upgradeCity', 'build');
      break;
    case 'placeRoad':
    case 'buildRoad':
      say('log.road', 'build');
      break;
    case 'roll': {
      const d = after.dice;
      if (d) lines.push({ text: rollText(who, d), kind: 'roll', seat, rolled: d.total ?? d.yellow + d.red });
      else say('log.rolledBare', 'roll');
      lines.push(...barbarianEvents(before, after, name, me));
      lines.push(...production(before, after, name, me));
      break;
    }
    case 'discard':
      say('log.discarded', 'robber', { cards: cardsCount(cardTotal(a.cards)) });
      break;
    case 'moveRobber': {
      const robbed = typeof a.victim === 'number' && a.victim >= 0;
      say(robbed ? 'log.robberRobbed' : 'log.robber', 'robber', { hex: hexText(after, a.hex), victim: robbed ? name(a.victim) : '' });
      if (robbed) {
        const stolen = stolenKind(before, after, me, seat, a.victim);
        const card = stolen ? countText(stolen, 1) : '';
        if (stolen) line(seat === me ? t('log.youStole', { card }) : t('log.lost', { who: name(a.victim), card }), 'robber', a.victim === me ? me : seat);
      }
      break;
    }
    case 'steal': {
      // Barbarian Attack's 7: a random card from the chosen player; its kind is told to the two of them
      say('log.steal', 'robber', { victim: name(a.victim) });
      const stolen = stolenKind(before, after, me, seat, a.victim);
      const card = stolen ? countText(stolen, 1) : '';
      if (stolen) line(seat === me ? t('log.youStole', { card }) : t('log.lost', { who: name(a.victim), card }), 'robber', a.victim === me ? me : seat);
      break;
    }
    case 'buyDevelopment':
      say('log.boughtDev', 'card');
      break;
    case 'playDevelopment': {
      const card = cardName(a.card);
      if (a.card === 'yearOfPlenty') say('log.playedTook', 'card', { card, cards: cardsText(a.take) });
      else if (a.card === 'monopoly') say('log.playedOn', 'card', { card, what: kindName(a.kind) });
      else say('log.played', 'card', { card });
      if (a.card === 'monopoly') {
        const gained = (after.players?.[seat]?.cardCount ?? 0) - (before.players?.[seat]?.cardCount ?? 0);
        if (gained >= 0) say('log.collected', 'card', { cards: countText(a.kind, gained) });
      }
      break;
    }
    case 'playProgress':
      line(progressLine(who, a, after, name), 'card');
      if (a.card === 'alchemist' || a.card === 'roadBuilding') break;
      lines.push(...gains(before, after, name, me, seat));
      break;
    case 'buildWall':
      say('log.wall', 'build');
      break;
    case 'repairCity':
      say('log.repair', 'build');
      break;
    case 'buildKnight':
      say('log.recruitBasic', 'build');
      break;
    case 'activateKnight':
      say('log.activate', 'build', { n: 1 });
      break;
    case 'promoteKnight': {
      const k = knightAt(after, seat, a.vertex);
      say(k ? 'log.promoteTo' : 'log.promote', 'build', { rank: k ? rankName(k.level) : '' });
      break;
    }
    case 'moveKnight':
      say('log.moveKnight', 'build');
      break;
    case 'displaceKnight': {
      const victim = ownerOfKnight(before, a.to) ?? ckbaKnightOwner(before, a.to);
      say(victim != null ? 'log.displaceOf' : 'log.displace', 'build', { victim: victim != null ? name(victim) : '' });
      break;
    }
    case 'chaseRobber': {
      const robbed = typeof a.victim === 'number' && a.victim >= 0;
      say(robbed ? 'log.chaseRobbed' : 'log.chase', 'robber', { hex: hexText(after, a.hex), victim: robbed ? name(a.victim) : '' });
      break;
    }
    case 'improve': {
      const level = after.players?.[seat]?.improvements?.[a.track] ?? '?';
      say(level === 3 ? 'log.improveBuilding' : 'log.improve', 'build', { track: deckName(a.track), level, building: buildingName(a.track) });
      break;
    }
    case 'pillageCity':
      break; // the city lost is told by cityLosses, as in a networked table's view differences
    case 'chooseDeck':
      line(
        seat === me
          ? t('log.youDrew', { card: drawnCard(before, after, me) ?? t('log.aDeckCard', { deck: deckName(a.deck) }) })
          : t('log.drewDeck', { who, deck: deckName(a.deck) }),
        'card',
      );
      break;
    case 'discardProgress':
      say('log.discardedCard', 'card', { card: seat === me || typeof a.card === 'string' ? cardName(String(a.card)) : t('log.aProgressCard') });
      break;
    case 'aqueduct':
      say('log.aqueduct', 'roll', { card: countText(a.kind, 1) });
      break;
    case 'giveCards':
      say('log.gave', 'card', { cards: cardsCount(cardTotal(a.cards)), to: name(before.currentPlayer) });
      break;
    case 'removeKnight':
      say('log.removeKnight', 'build');
      break;
    case 'placeDeserter':
      say(a.vertex ? 'log.deserterPlaced' : 'log.deserterNoRoom', 'build');
      break;
    case 'relocateKnight':
      say('log.relocate', 'build');
      break;
    case 'spyTake':
      if (typeof a.card !== 'string') say('log.tookNothing', 'card');
      else
        say('log.spyTook', 'card', {
          card: seat === me || before.decision?.target === me ? cardName(a.card) : t('log.aProgressCard'),
          from: name(before.decision?.target ?? -1),
        });
      break;
    case 'commercialHarborOffer':
      say('log.harborOffer', 'trade', { to: name(a.player), card: countText(a.kind, 1) });
      break;
    case 'commercialHarborReply':
      if (typeof a.kind === 'string') say('log.harborReply', 'trade', { card: countText(a.kind, 1) });
      else say('log.harborNone', 'trade'); // sealed hands: its sealed cards hold no commodity (checked at the end)
      break;
    case 'endRoadBuilding':
      say('log.endRoadBuilding', 'build');
      break;
    case 'bankTrade':
      say('log.bankTrade', 'trade', { give: cardsText(a.give), get: cardsText(a.get) });
      break;
    case 'offerTrade':
      say(typeof a.to === 'number' ? 'log.offerTo' : 'log.offer', 'trade', {
        to: typeof a.to === 'number' ? name(a.to) : '',
        give: cardsText(a.give),
        get: cardsText(a.get),
      });
      break;
    case 'counterTrade':
      say('log.counter', 'trade', { give: cardsText(a.give), get: cardsText(a.get) });
      break;
    case 'acceptTrade':
      say('log.accept', 'trade');
      break;
    case 'declineTrade':
      say('log.decline', 'trade');
      break;
    case 'confirmTrade': {
      const t = before.trade;
      const partner = typeof a.with === 'number' ? a.with : -1;
      const answer = t?.answers?.[partner];
      const give = answer?.give && answer.answer === 'countered' ? answer.get : t?.give;
      const get = answer?.give && answer.answer === 'countered' ? answer.give : t?.get;
      say('log.traded', 'trade', { give: cardsText(give), get: cardsText(get), partner: name(partner) });
      break;
    }
    case 'cancelTrade':
      say('log.withdrew', 'trade');
      break;
    case 'endTurn':
      break;
    case 'endSpecialBuild':
      say('log.passSpecial', 'turn');
      break;
    case 'forcedTrade':
      lines.push(forcedTradeLine(a.give, seat, before, after, name, me));
      break;
    case 'tokenMoveRobber':
      say('log.tokenRobber', 'robber', { tokens: tokensSpent(before, after, seat) });
      break;
    case 'knightForTokens':
      say('log.knightForTokens', 'trade');
      break;
    default: {
      const ckba = ckbaActionLine(action, who);
      if (ckba) {
        line(ckba, 'trade');
        break;
      }
      const card = typeof a.card === 'string' ? ` ${cardName(a.card)}` : '';
      say('log.other', 'build', { action: `${humanize(action.type).toLowerCase()}${card}` });
    }
  }
  return lines;
}

/** Whose turn it is now ("Your turn" for a player who kept the name You), or who won. */
function turnAndWin(before: View, after: View, name: Names): LogLine[] {
  if (after.winner != null && before.winner == null) return [{ text: t('log.won', { who: name(after.winner) }), kind: 'win', seat: after.winner }];
  if (after.currentPlayer === before.currentPlayer || after.winner != null || after.phase === 'gameOver') return [];
  const who = name(after.currentPlayer);
  return [{ text: who === t('words.you') ? t('log.yourTurn') : t('log.turn', { who }), kind: 'turn', seat: after.currentPlayer }];
}

/**
 * Log lines from two views, for the networked session, which may take several entries in one step:
 * rolls, pieces built, knights, improvements, barbarians, awards, turns. `told`: the action types
 * whose own lines the caller adds (actionLines), so their traces here are not said twice.
 */
export function narrateDiff(before: View, after: View, name: Names, me: number, told: ReadonlySet<string> = new Set()): LogLine[] {
  const lines: LogLine[] = [];
  const rolled = !!after.dice && before.dice !== after.dice && JSON.stringify(before.dice) !== JSON.stringify(after.dice);
  if (rolled || (after.dice && before.phase === 'roll' && after.phase !== 'roll')) {
    const d = after.dice;
    lines.push({ text: rollText(name(after.currentPlayer), d), kind: 'roll', seat: after.currentPlayer, rolled: d.total ?? d.yellow + d.red });
    lines.push(...barbarianEvents(before, after, name, me));
    lines.push(...production(before, after, name, me));
  } else lines.push(...barbarianEvents(before, after, name, me, false));
  lines.push(...ckbaEvents(before, after, name));
  const count = (v: View, s: number, k: string) => ((v.players?.[s]?.[k] ?? []) as unknown[]).length;
  ((after.players as any[]) ?? []).forEach((p, s) => {
    const b = before.players?.[s];
    if (!b) return;
    const who = name(s);
    if (count(after, s, 'settlements') > count(before, s, 'settlements') && count(after, s, 'cities') === count(before, s, 'cities'))
      lines.push({ text: t('log.settlement', { who }), kind: 'build', seat: s });
    if (count(after, s, 'cities') > count(before, s, 'cities')) lines.push({ text: t('log.city', { who }), kind: 'build', seat: s });
    const roads = count(after, s, 'roads') - count(before, s, 'roads');
    if (roads > 0) lines.push({ text: t('log.roads', { who, n: roads }), kind: 'build', seat: s });
    const walls = (v: View) => ((v.players?.[s]?.cities ?? []) as { wall: boolean }[]).filter((c) => c.wall).length;
    if (walls(after) > walls(before)) lines.push({ text: t('log.wall', { who }), kind: 'build', seat: s });
    if (count(after, s, 'knights') > count(before, s, 'knights')) lines.push({ text: t('log.recruit', { who }), kind: 'build', seat: s });
    const active = (v: View) => ((v.players?.[s]?.knights ?? []) as { active: boolean }[]).filter((k) => k.active).length;
    const levels = (v: View) => ((v.players?.[s]?.knights ?? []) as { level: number }[]).reduce((n, k) => n + k.level, 0);
    if (active(after) > active(before)) lines.push({ text: t('log.activate', { who, n: active(after) - active(before) }), kind: 'build', seat: s });
    if (levels(after) > levels(before) && count(after, s, 'knights') === count(before, s, 'knights'))
      lines.push({ text: t('log.promote', { who }), kind: 'build', seat: s });
    for (const track of ['trade', 'politics', 'science']) {
      const lv = p.improvements?.[track] ?? 0;
      if (lv > (b.improvements?.[track] ?? 0)) lines.push({ text: t('log.improve', { who, track: deckName(track), level: lv }), kind: 'build', seat: s });
    }
    if ((p.progressCount ?? 0) < (b.progressCount ?? 0) && !rolled && !told.has('playProgress'))
      lines.push({ text: t('log.playedProgress', { who }), kind: 'card', seat: s });
  });
  const robberTold = told.has('moveRobber') || told.has('chaseRobber');
  if (!rolled && !robberTold && after.robber !== before.robber && after.robber != null)
    lines.push({ text: t('log.robberMoved', { hex: hexText(after, after.robber) }), kind: 'robber', seat: after.currentPlayer });
  lines.push(...awards(before, after, name));
  lines.push(...metropolises(before, after, name));
  return [...lines, ...turnAndWin(before, after, name)];
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
      if (cardTotal(got) > 0)
        lines.push({
          text: seat === me ? t('log.youGot', { cards: cardsText(got) }) : t('log.got', { who: name(seat), cards: cardsText(got) }),
          kind: 'roll',
          seat,
          produced: cardTotal(got),
        });
    } else {
      const n = (p.cardCount ?? 0) - (b.cardCount ?? 0);
      if (n > 0) lines.push({ text: t('log.got', { who: name(seat), cards: cardsCount(n) }), kind: 'roll', seat, produced: n });
    }
  });
  return lines;
}

/** "Blue rolled 8 (3+5, event ship)". */
function rollText(who: string, d: { total?: number; yellow: number; red: number; event?: string }): string {
  const args = { who, total: d.total ?? d.yellow + d.red, yellow: d.yellow, red: d.red };
  if (!d.event) return t('log.rolled', args);
  return t('log.rolledEvent', { ...args, event: d.event === 'ship' ? t('event.ship') : deckName(d.event) });
}

/** Cards a progress card moved: "You got 2 ore" / "Blue got 3 cards". */
function gains(before: View, after: View, name: Names, me: number, seat: number): LogLine[] {
  return production(before, after, name, me).filter((l) => l.seat === seat);
}

function knightAt(view: View, seat: number, vertex: unknown): { level: number } | null {
  const key = JSON.stringify(vertex);
  return ((view.players?.[seat]?.knights ?? []) as { vertex: unknown; level: number }[]).find((k) => JSON.stringify(k.vertex) === key) ?? null;
}

function ownerOfKnight(view: View, vertex: unknown): number | null {
  const players: any[] = view.players ?? [];
  for (let s = 0; s < players.length; s++) if (knightAt(view, s, vertex)) return s;
  return null;
}

/** Catan for Two's trade tokens `seat` paid for an action (the view's count before and after). */
function tokensSpent(before: View, after: View, seat: number): number {
  const tokens = (v: View) => (v.twoPlayer?.tokens?.[seat] ?? 0) as number;
  return Math.max(0, tokens(before) - tokens(after));
}

/**
 * A forced trade in words (Catan for Two): the tokens paid, the cards given (chosen, public) and the
 * cards drawn at random, by kind for the two players whose hands show them, else by count.
 */
function forcedTradeLine(give: unknown, seat: number, before: View, after: View, name: Names, me: number): LogLine {
  const opponent = (after.players as any[]).findIndex((p, s) => s !== seat && !p?.neutral);
  const n = cardTotal(give);
  // the drawn cards: the trader's hand change plus what it gave, or the opponent's loss less what it got
  const watched = seat === me ? seat : opponent === me ? opponent : -1;
  const drawn: Record<string, number> = {};
  const b = before.players?.[watched]?.hand;
  const a = after.players?.[watched]?.hand;
  if (b && a) {
    const given = (give ?? {}) as Record<string, number>;
    for (const k of Object.keys(a)) {
      const change = seat === me ? a[k] - b[k] + (given[k] ?? 0) : b[k] - a[k] + (given[k] ?? 0);
      if (change > 0) drawn[k] = change;
    }
  }
  const took = cardTotal(drawn) > 0 ? cardsText(drawn) : cardsCount(n);
  const args = { who: name(seat), victim: name(opponent), tokens: tokensSpent(before, after, seat), gave: cardsText(give), took };
  return { text: t(seat === me ? 'log.forcedTradeYou' : opponent === me ? 'log.forcedTradeOnYou' : 'log.forcedTrade', args), kind: 'trade', seat };
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
  for (const key of ['longestRoad', 'largestArmy'] as const) {
    const now = after[key];
    if (now != null && now !== before[key]) lines.push({ text: t('log.award', { who: name(now), title: t(`award.${key}`) }), kind: 'award', seat: now });
  }
  return lines;
}

/** The log's first line: "A 4-player Cities & Knights game begins. Blue places first." ("You place first."). */
export function openingLine(view: View, name: Names, me: number): LogLine {
  const mode = modeName(String(view.mode));
  const first = view.currentPlayer === me ? t('log.youFirst') : t('log.placesFirst', { who: name(view.currentPlayer) });
  return { text: t('log.begins', { n: view.playerCount, mode, first }), kind: 'system', seat: null };
}
