// The table's words for things: kinds of cards, terrains, progress cards and what they do, the
// improvement tracks, and short texts for card lists and hexes, in the page's language (i18n/). Pure formatting; the log
// (narrate.ts) and the prompts (prompts.ts) build their sentences from these.
import type { View } from '../engine/types';
import { isKey, t } from './i18n';

/** Turns a function of a seat into a name ("Blue", or the player's own name). */
export type Names = (seat: number) => string;

export const RESOURCES = ['brick', 'lumber', 'wool', 'grain', 'ore'] as const;
export const COMMODITIES = ['cloth', 'coin', 'paper'] as const;
export const KINDS = [...RESOURCES, ...COMMODITIES] as const;

/** A card or thing's name by its engine id: "brick" -> "Lehm" in German; unknown ids as the engine spells them. */
function word(prefix: string, id: string): string {
  const key = `${prefix}.${id}`;
  return isKey(key) ? t(key) : id;
}

/** A resource, commodity or gold by name ("ore", "Erz"). */
export const kindName = (kind: string): string => word('kind', kind);
/** "2 ore", "2 Münzen". */
export function countText(kind: string, n: number): string {
  const key = `count.${kind}`;
  return isKey(key) ? t(key, { n }) : `${n} ${kind}`;
}
/** "1 card", "2 Karten". */
export const cardsCount = (n: number): string => t('count.cards', { n });
export const terrainName = (terrain: string): string => word('terrain', terrain);
/** What a progress card does, in one line (RULES.md has the details); undefined for other cards. */
export function progressText(card: string): string | undefined {
  const key = `progress.${card}`;
  return isKey(key) ? t(key) : undefined;
}

/** The three improvement tracks: their commodity and progress deck (names: trackName, buildingName, abilityText). */
export const TRACKS = [
  { track: 'trade', commodity: 'cloth', deck: 'trade' },
  { track: 'politics', commodity: 'coin', deck: 'politics' },
  { track: 'science', commodity: 'paper', deck: 'science' },
] as const;

export const trackName = (track: string): string => word('track', track);
/** A progress deck's name as a word in a sentence ("trade", "Handel"). */
export const deckName = (deck: string): string => word('deck', deck);
/** The level-3 building of a track: Trading House, Fortress, Aqueduct. */
export const buildingName = (track: string): string => word('building', track);
export const abilityText = (track: string): string => word('ability', track);
/** basic, strong, mighty (knight levels 1-3). */
export const rankName = (level: number): string => word('rank', String(level));

/** "camelCaseName" -> "Camel case name" for actions and cards the UI has no special words for. */
export function humanize(name: string): string {
  const s = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function cardName(card: string): string {
  const key = `card.${card}`;
  return isKey(key) ? t(key) : humanize(card);
}

/** {brick: 2, ore: 1} -> "2 brick, 1 ore" (kinds in the usual order; zero counts left out). */
export function cardsText(cards: unknown): string {
  if (!cards || typeof cards !== 'object') return t('words.nothing');
  const c = cards as Record<string, number>;
  const order = [...KINDS, ...Object.keys(c).filter((k) => !(KINDS as readonly string[]).includes(k))];
  const parts = order.filter((k) => (c[k] ?? 0) > 0).map((k) => countText(k, c[k]));
  return parts.length ? parts.join(', ') : t('words.nothing');
}

export function cardTotal(cards: unknown): number {
  if (!cards || typeof cards !== 'object') return 0;
  return Object.values(cards as Record<string, number>).reduce((s, n) => s + (typeof n === 'number' ? n : 0), 0);
}

export function hexText(view: View, hex: number): string {
  const h = view.board?.hexes?.[hex];
  if (!h) return t('words.hex', { n: hex });
  return h.number ? `${h.number} ${terrainName(h.terrain)}` : terrainName(h.terrain);
}

/** The rules' name for people: "Cities & Knights" or "Catan". */
export function modeName(mode: string): string {
  return t(mode === 'ckba' ? 'mode.ckba' : mode.startsWith('ck') ? 'mode.ck' : 'mode.base');
}
