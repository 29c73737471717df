// Choosing an action by pointing at the board. A "pick" holds the legal actions still possible; each
// board argument (a vertex, an edge, a hex) narrows them by where the player clicks, until one action
// is left (or a short list that differs only in, say, the victim). Works for any action type the
// engine lists, so Cities & Knights actions (moveKnight {from, to}, chaseRobber {knight, hex}) need
// nothing new here.
import type { Action, Edge, Vertex } from '../engine/types';
import { edgeKey, vertexKey, type Point } from './board/geometry';
import { cardName, cardsText, humanize } from './vocabulary';

export type ArgKind = 'vertex' | 'edge' | 'hex';

/** Board arguments in the order they are picked. */
export const BOARD_ARGS: [string, ArgKind][] = [
  ['from', 'vertex'],
  ['knight', 'vertex'],
  ['vertex', 'vertex'],
  ['edge', 'edge'],
  ['hex', 'hex'],
  ['to', 'vertex'],
];

/**
 * Board arguments that are lists, picked one element at a time: Inventor's two hexes, Smith's one or
 * two knights. A list is done when a candidate's list is exactly the elements picked so far.
 */
export const LIST_ARGS: [string, ArgKind][] = [
  ['hexes', 'hex'],
  ['knights', 'vertex'],
];

export interface Pick {
  /** The group being made, e.g. "buildRoad" or "playDevelopment:knight". */
  group: string;
  candidates: Action[];
  picked: string[];
  /** Keys of the elements of a list argument picked so far (Inventor, Smith). */
  chosen?: string[];
  /** Knights stand on paths (mode ckba): their arguments (from, to, knight, knights) are edges. */
  knightPaths?: boolean;
}

const KNIGHT_ARGS = new Set(['from', 'to', 'knight', 'knights']);

/** The kind of a board argument in this pick: knights' corners become paths in ckba. */
function kindIn(pick: Pick, [arg, kind]: [string, ArgKind]): [string, ArgKind] {
  return pick.knightPaths && KNIGHT_ARGS.has(arg) ? [arg, 'edge'] : [arg, kind];
}

/** Cards name a sub-group only when a card is played; elsewhere `card` is an argument (discardProgress, spyTake). */
export function groupOf(a: Action): string {
  return typeof a.card === 'string' && (a.type === 'playProgress' || a.type === 'playDevelopment') ? `${a.type}:${a.card}` : a.type;
}

export function groupActions(actions: Action[]): Map<string, Action[]> {
  const groups = new Map<string, Action[]>();
  for (const a of actions) {
    const g = groupOf(a);
    const list = groups.get(g);
    if (list) list.push(a);
    else groups.set(g, [a]);
  }
  return groups;
}

export function hasBoardArg(a: Action): boolean {
  return BOARD_ARGS.some(([arg]) => a[arg] !== undefined) || LIST_ARGS.some(([arg]) => Array.isArray(a[arg]));
}

/** The next board argument still to pick, or null when only other arguments (or none) are left. */
export function nextArg(pick: Pick): [string, ArgKind] | null {
  const first = pick.candidates[0];
  if (!first) return null;
  const list = listArg(pick);
  if (list && !listDone(pick)) return list;
  const next = BOARD_ARGS.find(([arg]) => !pick.picked.includes(arg) && first[arg] !== undefined);
  return next ? kindIn(pick, next) : null;
}

export function listArg(pick: Pick): [string, ArgKind] | null {
  const first = pick.candidates[0];
  const list = first ? LIST_ARGS.find(([arg]) => Array.isArray(first[arg])) : undefined;
  return list ? kindIn(pick, list) : null;
}

function listKeys(a: Action, arg: string, kind: ArgKind, centers: Point[] | null): string[] {
  return ((a[arg] as unknown[]) ?? []).map((v) => (centers ? argKey(centers, kind, v) : JSON.stringify(v)));
}

/** The candidates whose list holds every element chosen so far. */
function listMatches(pick: Pick, centers: Point[] | null): Action[] {
  const list = listArg(pick);
  if (!list) return pick.candidates;
  const chosen = pick.chosen ?? [];
  return pick.candidates.filter((a) => {
    const keys = listKeys(a, list[0], list[1], centers);
    return chosen.every((k) => keys.includes(k));
  });
}

/** The list is complete when no candidate has more elements than were chosen. */
export function listDone(pick: Pick): boolean {
  const list = listArg(pick);
  if (!list) return true;
  const n = pick.chosen?.length ?? 0;
  return n > 0 && pick.candidates.every((a) => ((a[list[0]] as unknown[]) ?? []).length <= n);
}

/** With some elements chosen, the candidate whose list is exactly them (Smith: promote just one). */
export function listExact(pick: Pick): Action | null {
  const list = listArg(pick);
  const n = pick.chosen?.length ?? 0;
  if (!list || n === 0) return null;
  return pick.candidates.find((a) => ((a[list[0]] as unknown[]) ?? []).length === n) ?? null;
}

export function argKey(centers: Point[], kind: ArgKind, value: unknown): string {
  if (kind === 'hex') return String(value);
  if (kind === 'edge') return edgeKey(centers, value as Edge);
  return vertexKey(centers, value as Vertex);
}

/** The board targets of the next argument: key -> label. */
export function targetsOf(pick: Pick, centers: Point[]): { kind: ArgKind; keys: Map<string, string> } | null {
  const next = nextArg(pick);
  if (!next) return null;
  const [arg, kind] = next;
  const keys = new Map<string, string>();
  const label = pickLabel(pick.group, arg, pick.knightPaths);
  if (LIST_ARGS.some(([l]) => l === arg)) {
    const chosen = pick.chosen ?? [];
    for (const a of pick.candidates) for (const k of listKeys(a, arg, kind, centers)) if (!chosen.includes(k)) keys.set(k, label);
    return { kind, keys };
  }
  for (const a of pick.candidates) if (a[arg] !== undefined) keys.set(argKey(centers, kind, a[arg]), label);
  return { kind, keys };
}

/** Narrows the pick to the actions whose next board argument is at `key`. */
export function narrow(pick: Pick, key: string, centers: Point[]): Pick {
  const next = nextArg(pick);
  if (!next) return pick;
  const [arg, kind] = next;
  if (LIST_ARGS.some(([l]) => l === arg)) {
    const chosen = [...(pick.chosen ?? []), key];
    const narrowed: Pick = { ...pick, chosen };
    return { ...narrowed, candidates: listMatches(narrowed, centers) };
  }
  return {
    ...pick,
    group: pick.group,
    picked: [...pick.picked, arg],
    candidates: pick.candidates.filter((a) => a[arg] !== undefined && argKey(centers, kind, a[arg]) === key),
  };
}

/**
 * A pick that starts by itself: when everything the player may do is one board action (set-up
 * placements, moving the robber, free roads), the targets glow without a button press.
 */
export function autoPick(legal: Action[], knightPaths = false): Pick | null {
  if (legal.length === 0 || !legal.every(hasBoardArg)) return null;
  const groups = groupActions(legal);
  if (groups.size !== 1) return null;
  const [group, candidates] = [...groups][0];
  return { group, candidates, picked: [], ...(knightPaths ? { knightPaths } : {}) };
}

const VERBS: Record<string, string> = {
  placeSettlement: 'Place a settlement here',
  buildSettlement: 'Build a settlement here',
  placeCity: 'Place a city here',
  buildCity: 'Upgrade to a city',
  placeRoad: 'Place a road here',
  buildRoad: 'Build a road here',
  moveRobber: 'Move the robber here',
  buildWall: 'Build a city wall here',
  repairCity: 'Repair this city',
  buildKnight: 'Recruit a knight here',
  activateKnight: 'Activate this knight',
  promoteKnight: 'Promote this knight',
};

/** Barbarian Attack: the cards and knights whose targets mean something else on that board. */
const CKBA_LABELS: Record<string, string> = {
  'playProgress:intrigue': 'Take a barbarian prisoner here',
  'playProgress:bishop': 'Take a card from each builder here',
  relocateKnight: 'Move your knight to this path',
  removeKnight: 'The deserter leaves this path',
};

export function pickLabel(group: string, arg: string, ckba = false): string {
  if (ckba) {
    const words = CKBA_LABELS[group];
    if (words) return words;
  }
  if (group === 'playProgress:smith') return 'Promote this knight';
  if (group === 'playProgress:inventor') return 'Swap this number';
  if (group === 'pillageCity') return 'The barbarians pillage this city';
  if (group === 'removeKnight') return 'Remove this knight';
  if (group === 'relocateKnight') return 'Move your knight here';
  if (group === 'placeDeserter') return 'Place the deserter here';
  if (group === 'playProgress:medicine') return 'Upgrade to a city (Medicine)';
  if (group === 'playProgress:engineer') return 'Build a wall here (Engineer)';
  if (group === 'playProgress:intrigue') return 'Displace this knight';
  if (group === 'playProgress:diplomat') return 'Remove this road';
  if (group === 'playProgress:bishop') return 'Move the robber here';
  if (group === 'playProgress:merchant') return 'Place the merchant here';
  if (group === 'improve') return 'Make this city a metropolis';
  if (arg === 'from' || arg === 'knight') return 'Use this knight';
  if (arg === 'to') return 'Move here';
  return VERBS[group] ?? `${humanize(group.split(':')[0])} here`;
}

/** What a pick asks for, as a sentence for the prompt bar. */
export function pickPrompt(pick: Pick): string {
  const next = nextArg(pick);
  const [type, card] = pick.group.split(':');
  const what = card ? cardName(card) : humanize(type);
  if (!next) return `${what}: choose`;
  const [arg, kind] = next;
  if (pick.group === 'playProgress:inventor') return `Inventor: pick ${pick.chosen?.length ? 'the second' : 'two'} number token${pick.chosen?.length ? '' : 's'} to swap`;
  if (pick.knightPaths && pick.group === 'playProgress:intrigue') return 'Intrigue: pick a hex with barbarians; one becomes your prisoner';
  if (pick.knightPaths && pick.group === 'playProgress:bishop') return 'Bishop: pick a hex; you take a card from each other player with a building on it';
  if (pick.group === 'playProgress:smith') return pick.chosen?.length ? 'Smith: pick a second knight, or promote just this one' : 'Smith: pick a knight to promote (up to two)';
  if (pick.group === 'pillageCity') return 'The barbarians won: choose which of your cities they pillage';
  if (pick.group === 'removeKnight') return 'Deserter: choose which of your knights leaves';
  if (pick.group === 'relocateKnight') return 'Your knight was displaced: pick where it goes';
  if (pick.group === 'placeDeserter') return 'Place the knight who deserted to you';
  if (pick.group === 'improve') return 'Choose which city becomes the metropolis';
  if (arg === 'from' || arg === 'knight') return `${what}: pick one of your knights`;
  if (arg === 'to') return `${what}: pick where it goes`;
  return `${what}: pick ${kind === 'hex' ? 'a hex' : kind === 'edge' ? 'an edge' : 'a corner'} (glowing)`;
}

/** A short label for one candidate that differs from its siblings only in non-board arguments. */
export function optionLabel(a: Action, name: (seat: number) => string): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(a)) {
    if (k === 'type' || k === 'card' || BOARD_ARGS.some(([b]) => b === k)) continue;
    if (LIST_ARGS.some(([l]) => l === k)) continue;
    if (k === 'victim') parts.push(typeof v === 'number' && v >= 0 ? `Rob ${name(v)}` : 'Rob nobody');
    else if (k === 'with' && typeof v === 'number') parts.push(`with ${name(v)}`);
    else if (k === 'player' && typeof v === 'number') parts.push(name(v));
    else if (k === 'deck' || k === 'track') parts.push(`${humanize(String(v))}`);
    else if (k === 'card' && typeof v === 'string') parts.push(cardName(v));
    else if ((k === 'yellow' || k === 'red') && typeof v === 'number') parts.push(`${k} ${v}`);
    else if (v && typeof v === 'object') parts.push(cardsText(v));
    else if (typeof v === 'string') parts.push(humanize(v));
    else parts.push(`${humanize(k)} ${String(v)}`);
  }
  if ((a.type === 'moveRobber' || a.type === 'chaseRobber') && a.victim === undefined) parts.push('Rob nobody');
  if (a.type === 'spyTake' && a.card === undefined) parts.push('Take nothing');
  if (a.type === 'placeDeserter' && a.vertex === undefined) parts.push('No room: the knight goes home');
  return parts.join(' · ') || humanize(a.type);
}
