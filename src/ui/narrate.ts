// The game in words for the log: pure functions of actions and views (before/after), so any port
// (local or networked) narrates the same way. The networked table may take several entries in one
// step: it narrates from view differences (narrateDiff) plus the lines of the actions those cannot
// see (UNSEEN_BY_DIFF: trades, cards, gold), read back from the entries (entryActions.ts).
import type { Action, View } from '../engine/types';
import type { LogLine } from './port';
import { ckbaActionLine, ckbaEvents, ckbaKnightOwner } from './ckbaWords';
import { TRACKS, KNIGHT_RANK, humanize, cardName, cardsText, cardTotal, hexText, modeName, type Names } from './vocabulary';

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
  'bankTrade', 'offerTrade', 'counterTrade', 'acceptTrade', 'declineTrade', 'confirmTrade', 'cancelTrade',
  'buyDevelopment', 'playDevelopment', 'playProgress', 'chooseDeck', 'discardProgress', 'spyTake', 'giveCards', 'aqueduct',
  'commercialHarborOffer', 'commercialHarborReply', 'buyWithGold', 'sellForGold',
  'discard', 'moveRobber', 'chaseRobber', 'moveKnight', 'displaceKnight', 'relocateKnight', 'endSpecialBuild',
]);

/** The lines `action` itself says (no side events): "Blue traded 4 brick to the bank for 1 ore". */
export function actionLines(action: Action, seat: number, before: View, after: View, name: Names, me: number): LogLine[] {
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
      lines.push(...barbarianEvents(before, after, name, me));
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
      line(`${who} played ${cardName(a.card)}${progressDetail(a, after, name)}`, 'card');
      if (a.card === 'alchemist' || a.card === 'roadBuilding') break;
      lines.push(...gains(before, after, name, me, seat));
      break;
    case 'buildWall':
      line(`${who} built a city wall`, 'build');
      break;
    case 'repairCity':
      line(`${who} repaired a pillaged city`, 'build');
      break;
    case 'buildKnight':
      line(`${who} recruited a basic knight`, 'build');
      break;
    case 'activateKnight':
      line(`${who} activated a knight`, 'build');
      break;
    case 'promoteKnight': {
      const k = knightAt(after, seat, a.vertex);
      line(`${who} promoted a knight${k ? ` to ${KNIGHT_RANK[k.level]}` : ''}`, 'build');
      break;
    }
    case 'moveKnight':
      line(`${who} moved a knight`, 'build');
      break;
    case 'displaceKnight': {
      const victim = ownerOfKnight(before, a.to) ?? ckbaKnightOwner(before, a.to);
      line(`${who} displaced ${victim != null ? `${name(victim)}'s` : 'a'} knight`, 'build');
      break;
    }
    case 'chaseRobber': {
      const victim = typeof a.victim === 'number' && a.victim >= 0 ? ` and robbed ${name(a.victim)}` : '';
      line(`${who}'s knight chased the robber to ${hexText(after, a.hex)}${victim}`, 'robber');
      break;
    }
    case 'improve': {
      const level = after.players?.[seat]?.improvements?.[a.track] ?? '?';
      const t = TRACKS.find((x) => x.track === a.track);
      line(`${who} improved ${a.track} to level ${level}${level === 3 && t ? ` (${t.building})` : ''}`, 'build');
      break;
    }
    case 'pillageCity':
      line(`The barbarians pillaged one of ${who}'s cities`, 'robber');
      break;
    case 'chooseDeck':
      line(seat === me ? `You drew ${drawnCard(before, after, me) ?? `a ${a.deck} card`}` : `${who} drew a ${a.deck} card`, 'card');
      break;
    case 'discardProgress':
      line(`${who} discarded ${seat === me || typeof a.card === 'string' ? cardName(String(a.card)) : 'a progress card'}`, 'card');
      break;
    case 'aqueduct':
      line(`${who}'s aqueduct gave 1 ${a.kind}`, 'roll');
      break;
    case 'giveCards':
      line(`${who} gave ${cardTotal(a.cards)} card${cardTotal(a.cards) === 1 ? '' : 's'} to ${name(before.currentPlayer)}`, 'card');
      break;
    case 'removeKnight':
      line(`${who} removed a knight`, 'build');
      break;
    case 'placeDeserter':
      line(a.vertex ? `${who} placed the deserter knight` : `${who} had no room for the deserter`, 'build');
      break;
    case 'relocateKnight':
      line(`${who} moved the displaced knight`, 'build');
      break;
    case 'spyTake':
      line(typeof a.card === 'string' ? `${who} took ${seat === me || before.decision?.target === me ? cardName(a.card) : 'a progress card'} from ${name(before.decision?.target ?? -1)}` : `${who} took nothing`, 'card');
      break;
    case 'commercialHarborOffer':
      line(`${who} offers ${name(a.player)} 1 ${a.kind} for a commodity`, 'trade');
      break;
    case 'commercialHarborReply':
      line(`${who} gave 1 ${a.kind} back`, 'trade');
      break;
    case 'endRoadBuilding':
      line(`${who} stopped building free roads`, 'build');
      break;
    case 'bankTrade':
      line(`${who} traded ${cardsText(a.give)} to the bank for ${cardsText(a.get)}`, 'trade');
      break;
    case 'offerTrade':
      line(`${who} offers ${typeof a.to === 'number' ? `${name(a.to)} ` : ''}${cardsText(a.give)} for ${cardsText(a.get)}`, 'trade');
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
      const ckba = ckbaActionLine(action, who);
      if (ckba) {
        line(ckba, 'trade');
        break;
      }
      const card = typeof a.card === 'string' ? ` ${cardName(a.card)}` : '';
      line(`${who}: ${humanize(action.type).toLowerCase()}${card}`, 'build');
    }
  }
  return lines;
}

/** Whose turn it is now ("Your turn" for a player who kept the name You), or who won. */
function turnAndWin(before: View, after: View, name: Names): LogLine[] {
  if (after.winner != null && before.winner == null) return [{ text: `${name(after.winner)} won the game!`, kind: 'win', seat: after.winner }];
  if (after.currentPlayer === before.currentPlayer || after.winner != null || after.phase === 'gameOver') return [];
  const who = name(after.currentPlayer);
  return [{ text: who === 'You' ? 'Your turn' : `${who}'s turn`, kind: 'turn', seat: after.currentPlayer }];
}

/**
 * Log lines from two views, for the networked session, which may take several entries in one step:
 * rolls, pieces built, knights, improvements, barbarians, awards, turns. `told`: the action types
 * whose own lines the caller adds (actionLines), so their traces here are not said twice.
 */
export function narrateDiff(before: View, after: View, name: Names, me: number, told: ReadonlySet<string> = new Set()): LogLine[] {
  const lines: LogLine[] = [];
  const rolled = !!after.dice && (before.dice !== after.dice) && JSON.stringify(before.dice) !== JSON.stringify(after.dice);
  if (rolled || (after.dice && before.phase === 'roll' && after.phase !== 'roll')) {
    const d = after.dice;
    lines.push({ text: `${name(after.currentPlayer)} rolled ${d.total ?? d.yellow + d.red} (${d.yellow}+${d.red}${d.event ? `, event ${d.event}` : ''})`, kind: 'roll', seat: after.currentPlayer });
    lines.push(...barbarianEvents(before, after, name, me));
    lines.push(...production(before, after, name, me));
  } else lines.push(...barbarianEvents(before, after, name, me, false));
  lines.push(...ckbaEvents(before, after, name));
  const count = (v: View, s: number, k: string) => ((v.players?.[s]?.[k] ?? []) as unknown[]).length;
  (after.players as any[] ?? []).forEach((p, s) => {
    const b = before.players?.[s];
    if (!b) return;
    const who = name(s);
    if (count(after, s, 'settlements') > count(before, s, 'settlements') && count(after, s, 'cities') === count(before, s, 'cities')) lines.push({ text: `${who} built a settlement`, kind: 'build', seat: s });
    if (count(after, s, 'cities') > count(before, s, 'cities')) lines.push({ text: `${who} built a city`, kind: 'build', seat: s });
    const roads = count(after, s, 'roads') - count(before, s, 'roads');
    if (roads > 0) lines.push({ text: `${who} built ${roads === 1 ? 'a road' : `${roads} roads`}`, kind: 'build', seat: s });
    const walls = (v: View) => ((v.players?.[s]?.cities ?? []) as { wall: boolean }[]).filter((c) => c.wall).length;
    if (walls(after) > walls(before)) lines.push({ text: `${who} built a city wall`, kind: 'build', seat: s });
    if (count(after, s, 'knights') > count(before, s, 'knights')) lines.push({ text: `${who} recruited a knight`, kind: 'build', seat: s });
    const active = (v: View) => ((v.players?.[s]?.knights ?? []) as { active: boolean }[]).filter((k) => k.active).length;
    const levels = (v: View) => ((v.players?.[s]?.knights ?? []) as { level: number }[]).reduce((n, k) => n + k.level, 0);
    if (active(after) > active(before)) lines.push({ text: `${who} activated ${active(after) - active(before) === 1 ? 'a knight' : `${active(after) - active(before)} knights`}`, kind: 'build', seat: s });
    if (levels(after) > levels(before) && count(after, s, 'knights') === count(before, s, 'knights')) lines.push({ text: `${who} promoted a knight`, kind: 'build', seat: s });
    for (const t of ['trade', 'politics', 'science']) {
      const lv = p.improvements?.[t] ?? 0;
      if (lv > (b.improvements?.[t] ?? 0)) lines.push({ text: `${who} improved ${t} to level ${lv}`, kind: 'build', seat: s });
    }
    if ((p.progressCount ?? 0) < (b.progressCount ?? 0) && !rolled && !told.has('playProgress')) lines.push({ text: `${who} played a progress card`, kind: 'card', seat: s });
  });
  const robberTold = told.has('moveRobber') || told.has('chaseRobber');
  if (!rolled && !robberTold && after.robber !== before.robber && after.robber != null) lines.push({ text: `The robber moved to ${hexText(after, after.robber)}`, kind: 'robber', seat: after.currentPlayer });
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
      if (cardTotal(got) > 0) lines.push({ text: `${seat === me ? 'You' : name(seat)} got ${cardsText(got)}`, kind: 'roll', seat });
    } else {
      const n = (p.cardCount ?? 0) - (b.cardCount ?? 0);
      if (n > 0) lines.push({ text: `${name(seat)} got ${n} card${n === 1 ? '' : 's'}`, kind: 'roll', seat });
    }
  });
  return lines;
}

function progressDetail(a: Record<string, any>, after: View, name: Names): string {
  switch (a.card) {
    case 'alchemist':
      return `: yellow ${a.yellow}, red ${a.red}`;
    case 'crane':
      return ` on ${a.track}`;
    case 'merchantFleet':
    case 'resourceMonopoly':
    case 'tradeMonopoly':
      return ` on ${a.kind}`;
    case 'merchant':
    case 'bishop':
      return ` at ${hexText(after, a.hex)}`;
    case 'inventor':
      return Array.isArray(a.hexes) ? `: swapped the numbers of ${a.hexes.map((h: number) => hexText(after, h)).join(' and ')}` : '';
    case 'spy':
    case 'deserter':
    case 'masterMerchant':
      return typeof a.player === 'number' ? ` on ${name(a.player)}` : '';
    case 'smith':
      return Array.isArray(a.knights) ? `: promoted ${a.knights.length} knight${a.knights.length === 1 ? '' : 's'}` : '';
    default:
      return '';
  }
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

function drawnCard(before: View, after: View, me: number): string | null {
  const b: (string | null)[] = before.players?.[me]?.progressCards ?? [];
  const a: (string | null)[] = after.players?.[me]?.progressCards ?? [];
  const left = [...b];
  for (const c of a) {
    const i = left.indexOf(c);
    if (i >= 0) left.splice(i, 1);
    else return c === null ? null : cardName(c); // sealed, its keys still on their way: the deck says enough
  }
  return null;
}

/**
 * What the event die set off, read off the views: the ship sailing, an attack and its outcome
 * (defenders, pillaged cities), and the progress cards drawn at the city gates.
 */
export function barbarianEvents(before: View, after: View, name: Names, me: number, rolled = true): LogLine[] {
  const lines: LogLine[] = [];
  const b = before.barbarians;
  const a = after.barbarians;
  if (!b || !a) return lines;
  if (a.attacks > b.attacks) {
    const won = b.defense >= b.strength;
    lines.push({ text: `The barbarians attack! Strength ${b.strength} against ${b.defense} active knights`, kind: 'robber', seat: null });
    if (won) lines.push({ text: 'Catan is saved', kind: 'award', seat: null });
    else lines.push({ text: 'The barbarians win', kind: 'robber', seat: null });
    (after.players as any[]).forEach((p, s) => {
      const pb = before.players?.[s];
      if (!pb) return;
      if ((p.defender ?? 0) > (pb.defender ?? 0)) lines.push({ text: `${name(s)} is the Defender of Catan (1 VP)`, kind: 'award', seat: s });
      const damaged = (p.cities ?? []).filter((c: any) => c.damaged).length - (pb.cities ?? []).filter((c: any) => c.damaged).length;
      if (damaged > 0) lines.push({ text: `The barbarians pillaged ${name(s)}'s city`, kind: 'robber', seat: s });
    });
  } else if (rolled && a.position !== b.position) {
    lines.push({ text: `The barbarian ship sails on (${a.position} of ${a.attackAt})`, kind: 'roll', seat: null });
  }
  (after.players as any[]).forEach((p, s) => {
    const pb = before.players?.[s];
    if (!pb || (p.progressCount ?? 0) <= (pb.progressCount ?? 0)) return;
    const deck = rolled ? after.dice?.event : null;
    if (s === me) {
      const card = drawnCard(before, after, me);
      const kind = deck && deck !== 'ship' ? deck : null;
      lines.push({ text: card ? `You drew ${card}${kind ? ` (${kind})` : ''}` : `You drew a ${kind ?? 'progress'} card`, kind: 'card', seat: s });
    } else if (rolled) lines.push({ text: `${name(s)} drew a ${deck && deck !== 'ship' ? `${deck} ` : 'progress '}card`, kind: 'card', seat: s });
  });
  return lines;
}

function metropolises(before: View, after: View, name: Names): LogLine[] {
  const lines: LogLine[] = [];
  const b = before.metropolises ?? {};
  const a = after.metropolises ?? {};
  for (const t of ['trade', 'politics', 'science']) {
    if (a[t] == null || a[t] === b[t]) continue;
    lines.push({ text: b[t] == null ? `${name(a[t])} builds the ${t} metropolis (2 VP)` : `${name(a[t])} takes the ${t} metropolis from ${name(b[t])}`, kind: 'award', seat: a[t] });
  }
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

/** The log's first line: "A 4-player Cities & Knights game begins. Blue places first." ("You place first."). */
export function openingLine(view: View, name: Names, me: number): LogLine {
  const mode = modeName(String(view.mode));
  const first = view.currentPlayer === me ? 'You place first.' : `${name(view.currentPlayer)} places first.`;
  const article = view.playerCount === 8 || view.playerCount === 11 || view.playerCount === 18 ? 'An' : 'A';
  return { text: `${article} ${view.playerCount}-player ${mode} game begins. ${first}`, kind: 'system', seat: null };
}
