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
  alchemist: 'Alchemist', crane: 'Crane', engineer: 'Engineer', inventor: 'Inventor', irrigation: 'Irrigation', medicine: 'Medicine',
  mining: 'Mining', printer: 'Printer', smith: 'Smith', bishop: 'Bishop', constitution: 'Constitution', deserter: 'Deserter',
  diplomat: 'Diplomat', intrigue: 'Intrigue', saboteur: 'Saboteur', spy: 'Spy', warlord: 'Warlord', wedding: 'Wedding',
  commercialHarbor: 'Commercial Harbor', masterMerchant: 'Master Merchant', merchant: 'Merchant', merchantFleet: 'Merchant Fleet',
  resourceMonopoly: 'Resource Monopoly', tradeMonopoly: 'Trade Monopoly',
};

/** What each progress card does, in one line (RULES.md has the details). */
export const PROGRESS_TEXT: Record<string, string> = {
  alchemist: 'Before rolling: choose the red and yellow dice (the event die is rolled).',
  crane: 'Your next city improvement costs one commodity less.',
  engineer: 'Build a city wall for free.',
  inventor: 'Swap two number tokens (not 2, 6, 8 or 12).',
  irrigation: '2 grain for each fields hex next to your cities and settlements.',
  medicine: 'Upgrade a settlement to a city for 2 ore and 1 grain.',
  mining: '2 ore for each mountains hex next to your cities and settlements.',
  printer: '1 victory point, played at once.',
  roadBuilding: 'Build 2 roads for free.',
  smith: 'Promote up to 2 knights for free.',
  bishop: 'Move the robber and take 1 card from each player at that hex.',
  constitution: '1 victory point, played at once.',
  deserter: 'An opponent removes a knight; you place one of equal strength.',
  diplomat: 'Remove an open road (your own may be rebuilt for free).',
  intrigue: 'Displace an opponent\'s knight that touches your road.',
  saboteur: 'Players with at least your points discard half their cards.',
  spy: 'Look at an opponent\'s progress cards and take one.',
  warlord: 'Activate all your knights for free.',
  wedding: 'Players with more points give you 2 cards each.',
  commercialHarbor: 'Offer each opponent a resource for a commodity.',
  masterMerchant: 'Look at the hand of a player with more points and take 2 cards.',
  merchant: 'Place the merchant by your town: 2:1 for that hex\'s resource, and 1 point.',
  merchantFleet: 'Trade one kind 2:1 with the bank this turn.',
  resourceMonopoly: 'Name a resource: each player gives you up to 2.',
  tradeMonopoly: 'Name a commodity: each player gives you 1.',
};

/** The three improvement tracks: their commodity, the level-3 ability, its colour class. */
export const TRACKS = [
  { track: 'trade', commodity: 'cloth', building: 'Trading House', ability: 'Trade commodities 2:1 with the bank', deck: 'trade' },
  { track: 'politics', commodity: 'coin', building: 'Fortress', ability: 'Promote strong knights to mighty', deck: 'politics' },
  { track: 'science', commodity: 'paper', building: 'Aqueduct', ability: 'A resource of your choice when a roll gives you nothing', deck: 'science' },
] as const;

export const KNIGHT_RANK = ['', 'basic', 'strong', 'mighty'];

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
      const victim = ownerOfKnight(before, a.to);
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
  if (action.type !== 'roll') lines.push(...barbarianEvents(before, after, name, me, false));
  lines.push(...awards(before, after, name));
  lines.push(...metropolises(before, after, name));
  if (after.currentPlayer !== before.currentPlayer && after.winner == null && after.phase !== 'gameOver') {
    lines.push({ text: `${name(after.currentPlayer)}'s turn`, kind: 'turn', seat: after.currentPlayer });
  }
  if (after.winner != null && before.winner == null) {
    lines.push({ text: `${name(after.winner)} won the game!`, kind: 'win', seat: after.winner });
  }
  return lines;
}

/**
 * Log lines from two views alone, for a port that does not know which action moved the game
 * (the networked session): rolls, pieces built, knights, improvements, barbarians, awards, turns.
 */
export function narrateDiff(before: View, after: View, name: Names, me: number): LogLine[] {
  const lines: LogLine[] = [];
  const rolled = !!after.dice && (before.dice !== after.dice) && JSON.stringify(before.dice) !== JSON.stringify(after.dice);
  if (rolled || (after.dice && before.phase === 'roll' && after.phase !== 'roll')) {
    const d = after.dice;
    lines.push({ text: `${name(after.currentPlayer)} rolled ${d.total ?? d.yellow + d.red} (${d.yellow}+${d.red}${d.event ? `, event ${d.event}` : ''})`, kind: 'roll', seat: after.currentPlayer });
    lines.push(...barbarianEvents(before, after, name, me));
    lines.push(...production(before, after, name, me));
  } else lines.push(...barbarianEvents(before, after, name, me, false));
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
    if ((p.progressCount ?? 0) < (b.progressCount ?? 0) && !rolled) lines.push({ text: `${who} played a progress card`, kind: 'card', seat: s });
  });
  if (!rolled && after.robber !== before.robber && after.robber != null) lines.push({ text: `The robber moved to ${hexText(after, after.robber)}`, kind: 'robber', seat: after.currentPlayer });
  lines.push(...awards(before, after, name));
  lines.push(...metropolises(before, after, name));
  if (after.currentPlayer !== before.currentPlayer && after.winner == null && after.phase !== 'gameOver') {
    lines.push({ text: `${name(after.currentPlayer)}'s turn`, kind: 'turn', seat: after.currentPlayer });
  }
  if (after.winner != null && before.winner == null) lines.push({ text: `${name(after.winner)} won the game!`, kind: 'win', seat: after.winner });
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
    else return c === null ? 'a sealed card' : cardName(c);
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
      lines.push({ text: `You drew ${card ?? 'a progress card'}${deck && deck !== 'ship' ? ` (${deck})` : ''}`, kind: 'card', seat: s });
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

/** What the table waits for, as a sentence from `me`'s point of view. */
export function awaitingText(view: View, me: number, name: Names, legal: { type: string }[] = []): string {
  if (view.winner != null) return `${name(view.winner)} won the game`;
  const decision = decisionText(view, me, name, legal);
  if (decision) return decision;
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

/**
 * A Cities & Knights decision asked of someone, from `me`'s point of view: "The barbarians won:
 * choose which city they pillage", "Blue chooses a progress deck". Null when nothing is asked.
 */
export function decisionText(view: View, me: number, name: Names, legal: { type: string }[] = []): string | null {
  const players: any[] = view.players ?? [];
  const mineTypes = new Set(legal.map((a) => a.type));
  const cp = view.currentPlayer;
  const d = view.decision;
  if (d) {
    const you = d.player === me;
    const who = you ? 'you' : name(d.player);
    switch (d.kind) {
      case 'relocateKnight':
        return you ? 'Your knight was displaced: pick where it goes (or it goes home)' : `${name(d.player)} moves a displaced knight`;
      case 'removeKnight':
        return you ? `Deserter! ${name(cp)} takes a knight: choose which of yours leaves` : `${name(d.player)} chooses a knight to desert to ${name(cp)}`;
      case 'placeDeserter':
        return you ? 'A knight deserted to you: place it' : `${name(d.player)} places the deserter`;
      case 'spyTake':
        return you ? `Spy: take one of ${name(d.target)}'s progress cards` : `${name(d.player)} looks at ${d.target === me ? 'your' : `${name(d.target)}'s`} progress cards`;
      case 'commercialHarborReply':
        return you ? `Commercial Harbor: ${name(cp)} gives you 1 ${d.offered}; give back a commodity` : `${name(d.player)} answers ${name(cp)}'s Commercial Harbor offer`;
      default:
        return you ? `Your decision: ${humanize(d.kind).toLowerCase()}` : `Waiting for ${who}: ${humanize(d.kind).toLowerCase()}`;
    }
  }
  const mine = players[me];
  if (mine?.pending && mine.pending !== 'none' || mineTypes.has('chooseDeck')) {
    const owed = mine?.owed ?? 0;
    switch (mine?.pending) {
      case 'pillageCity':
        return 'The barbarians won: choose which city they pillage';
      case 'aqueduct':
        return 'Aqueduct: the roll gave you nothing, choose a resource';
      case 'discardProgress':
        return 'You hold more than 4 progress cards: discard one';
      case 'giveCards':
        return `Wedding: give ${owed} card${owed === 1 ? '' : 's'} to ${name(cp)}`;
      case 'discard':
        return `Saboteur! Discard ${owed} card${owed === 1 ? '' : 's'}`;
    }
    if (mineTypes.has('chooseDeck')) return 'You defended Catan: choose a progress deck to draw from';
  }
  if (mineTypes.has('discardProgress')) return 'You hold more than 4 progress cards: discard one';
  const others = players.map((p, s) => ({ p, s })).filter(({ p, s }) => s !== me && p.pending && p.pending !== 'none');
  if (others.length) {
    const { p, s } = others[0];
    const more = others.length > 1 ? ` (and ${others.length - 1} more)` : '';
    const what: Record<string, string> = {
      pillageCity: 'chooses which city the barbarians pillage',
      aqueduct: 'takes a resource from the aqueduct',
      discardProgress: 'discards a progress card',
      giveCards: `gives cards to ${name(cp)}`,
      discard: 'discards (Saboteur)',
    };
    return `${name(s)} ${what[p.pending] ?? humanize(p.pending).toLowerCase()}${more}`;
  }
  if (view.phase === 'respond' && !mineTypes.size) {
    const awaiting: number[] = view.awaiting ?? [];
    return `Waiting for ${listNames(awaiting, name, me)}`;
  }
  return null;
}

function listNames(seats: number[], name: Names, me: number): string {
  const ns = seats.map((s) => (s === me ? 'you' : name(s)));
  if (ns.length <= 1) return ns[0] ?? 'nobody';
  return `${ns.slice(0, -1).join(', ')} and ${ns[ns.length - 1]}`;
}
