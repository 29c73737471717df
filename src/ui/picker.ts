// Choosing an action by pointing at the board. A "pick" holds the legal actions still possible; each
// board argument (a vertex, an edge, a hex) narrows them by where the player clicks, until one action
// is left (or a short list that differs only in, say, the victim). Works for any action type the
// engine lists, so Cities & Knights actions (moveKnight {from, to}, chaseRobber {knight, hex}) need
// nothing new here.
import type { Action, Edge, Vertex } from '../engine/types';
import { edgeKey, vertexKey, type Point } from './board/geometry';
import { cardName, cardsText, humanize, kindName } from './vocabulary';
import { isKey, t, type Key } from './i18n';

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

const VERBS: Record<string, Key> = {
  placeSettlement: 'pick.placeSettlement',
  buildSettlement: 'pick.buildSettlement',
  placeCity: 'pick.placeCity',
  buildCity: 'pick.buildCity',
  placeRoad: 'pick.placeRoad',
  buildRoad: 'pick.buildRoad',
  moveRobber: 'pick.moveRobber',
  buildWall: 'pick.buildWall',
  repairCity: 'pick.repairCity',
  buildKnight: 'pick.buildKnight',
  activateKnight: 'pick.activateKnight',
  promoteKnight: 'pick.promoteKnight',
};

/** Barbarian Attack: the cards and knights whose targets mean something else on that board. */
const CKBA_LABELS: Record<string, Key> = {
  'playProgress:intrigue': 'pick.ckbaIntrigue',
  'playProgress:bishop': 'pick.ckbaBishop',
  relocateKnight: 'pick.ckbaRelocate',
  removeKnight: 'pick.ckbaRemove',
};

/** What a glowing target does when picked, by the pick's group. */
const TARGET_LABELS: Record<string, Key> = {
  'playProgress:smith': 'pick.smith',
  'playProgress:inventor': 'pick.inventor',
  pillageCity: 'pick.pillage',
  removeKnight: 'pick.remove',
  relocateKnight: 'pick.relocate',
  placeDeserter: 'pick.deserter',
  'playProgress:medicine': 'pick.medicine',
  'playProgress:engineer': 'pick.engineer',
  'playProgress:intrigue': 'pick.intrigue',
  'playProgress:diplomat': 'pick.diplomat',
  'playProgress:bishop': 'pick.moveRobber',
  'playProgress:merchant': 'pick.merchant',
  improve: 'pick.metropolis',
};

export function pickLabel(group: string, arg: string, ckba = false): string {
  const special = (ckba ? CKBA_LABELS[group] : undefined) ?? TARGET_LABELS[group];
  if (special) return t(special);
  if (arg === 'from' || arg === 'knight') return t('pick.useKnight');
  if (arg === 'to') return t('pick.moveHere');
  return VERBS[group] ? t(VERBS[group]) : t('pick.here', { what: groupName(group.split(':')[0]) });
}

/** "ore" -> "Ore" for an option's label (German nouns are capitalized already). */
const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** A group's name for a sentence or a dialog's title ("Build road"), else the engine's name spelled out. */
export function groupName(type: string): string {
  const key = `group.${type}`;
  return isKey(key) ? t(key) : humanize(type);
}

/** What a pick asks for, as a sentence for the prompt bar. */
export function pickPrompt(pick: Pick): string {
  const next = nextArg(pick);
  const [type, card] = pick.group.split(':');
  const what = card ? cardName(card) : groupName(type);
  if (!next) return t('ask.choose', { what });
  const [arg, kind] = next;
  if (pick.group === 'playProgress:inventor') return t(pick.chosen?.length ? 'ask.inventorSecond' : 'ask.inventorTwo');
  if (pick.knightPaths && pick.group === 'playProgress:intrigue') return t('ask.ckbaIntrigue');
  if (pick.knightPaths && pick.group === 'playProgress:bishop') return t('ask.ckbaBishop');
  if (pick.group === 'playProgress:smith') return t(pick.chosen?.length ? 'ask.smithSecond' : 'ask.smith');
  if (pick.group === 'pillageCity') return t('ask.pillage');
  if (pick.group === 'removeKnight') return t('ask.remove');
  if (pick.group === 'relocateKnight') return t('ask.relocate');
  if (pick.group === 'placeDeserter') return t('ask.deserter');
  if (pick.group === 'improve') return t('ask.metropolis');
  if (arg === 'from' || arg === 'knight') return t('ask.knight', { what });
  if (arg === 'to') return t('ask.to', { what });
  return t(kind === 'hex' ? 'ask.hex' : kind === 'edge' ? 'ask.edge' : 'ask.corner', { what });
}

/** A short label for one candidate that differs from its siblings only in non-board arguments. */
export function optionLabel(a: Action, name: (seat: number) => string): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(a)) {
    if (k === 'type' || k === 'card' || BOARD_ARGS.some(([b]) => b === k)) continue;
    if (LIST_ARGS.some(([l]) => l === k)) continue;
    if (k === 'victim') parts.push(typeof v === 'number' && v >= 0 ? t('opt.rob', { who: name(v) }) : t('opt.robNobody'));
    else if (k === 'with' && typeof v === 'number') parts.push(t('opt.with', { who: name(v) }));
    else if (k === 'player' && typeof v === 'number') parts.push(name(v));
    else if (k === 'deck' || k === 'track') parts.push(isKey(`track.${String(v)}`) ? t(`track.${String(v)}` as Key) : humanize(String(v)));
    else if (k === 'card' && typeof v === 'string') parts.push(cardName(v));
    else if ((k === 'yellow' || k === 'red') && typeof v === 'number') parts.push(`${t(k === 'yellow' ? 'alch.yellow' : 'alch.red')} ${v}`);
    else if (v && typeof v === 'object') parts.push(cardsText(v));
    else if (typeof v === 'string') parts.push(isKey(`kind.${v}`) ? capitalized(kindName(v)) : humanize(v));
    else parts.push(`${humanize(k)} ${String(v)}`);
  }
  if ((a.type === 'moveRobber' || a.type === 'chaseRobber') && a.victim === undefined) parts.push(t('opt.robNobody'));
  if (a.type === 'spyTake' && a.card === undefined) parts.push(t('opt.takeNothing'));
  if (a.type === 'placeDeserter' && a.vertex === undefined) parts.push(t('opt.noRoom'));
  if (a.type === 'commercialHarborReply' && a.kind === undefined) parts.push(t('opt.noCommodity'));
  return parts.join(' · ') || humanize(a.type);
}
