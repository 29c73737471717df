// What the lobby's choice means for the engine: which mode, which layouts and variants may be offered
// for a player count, and the game config a local or hosted game starts from. Kept apart from the
// Lobby component so the rules of choice are tested without a page, and so local games, hosted rooms
// and the verifier (through the genesis rules) all get the same config from the same choice.
import type { GameConfig, Mode } from '../engine/types';
import { layoutsFor, type LayoutInfo, type LayoutName } from '../engine/layouts';
import { VARIANTS, variantFitsLayout, type VariantInfo } from '../engine/variants';
import { LEVELS, type Level } from '../bots/levelNames';
import { PLAYER_COLORS, type SeatInfo } from './port';
import { isKey, t, variantHelpText } from './i18n';

export const PLAYER_COUNTS = [2, 3, 4, 5, 6, 7, 8] as const;

/** The choice's board and rules fields (the lobby adds name and colour). */
export interface SetupChoice {
  /** ckba: Barbarian Attack combined with Cities & Knights (3-4 players, its own castle board). */
  rules: 'ck' | 'base' | 'ckba';
  players: number;
  /** A named layout; absent or unfit for the player count: the first layout that fits. */
  layout?: LayoutName;
  variants: Record<string, boolean>;
  /** Per bot seat in seat order after yours (index 0 = the first bot): easy, normal or hard. */
  botLevels?: Level[];
  /** Online games: seconds a player may hold a decision before the others may let a stand-in move (0: no limit). */
  turnLimit?: number;
}

/** The turn limits the lobby offers, in seconds (0: none, for friends who wait for each other). */
export const TURN_LIMITS = [0, 60, 120, 300] as const;
export const DEFAULT_TURN_LIMIT = 120;

/** The chosen turn limit in seconds (a remembered value the lobby no longer offers: the default). */
export function turnLimitOf(c: SetupChoice): number {
  return (TURN_LIMITS as readonly number[]).includes(c.turnLimit ?? -1) ? c.turnLimit! : DEFAULT_TURN_LIMIT;
}

/**
 * The genesis field of a hosted game's turn limit: the chosen one, or `seconds` from the page's address
 * (`?turnlimit=8`, how the browser tests get a few seconds); none when off.
 */
export function turnLimitRule(c: SetupChoice, seconds?: number): { turnLimitMs?: number } {
  const s = seconds !== undefined && Number.isInteger(seconds) && seconds >= 1 && seconds <= 3600 ? seconds : turnLimitOf(c);
  return s > 0 ? { turnLimitMs: s * 1000 } : {};
}

/**
 * Catan for Two and every sea board are base-game only; Cities & Knights plays 3-6 on the standard
 * boards, Barbarian Attack 3-4 on its castle board.
 */
export function rulesFit(rules: SetupChoice['rules'], players: number): boolean {
  if (rules === 'ckba') return players >= 3 && players <= 4;
  return rules === 'base' || (players >= 3 && players <= 6);
}

/** The layouts offered for this choice (2 players: the standard board of Catan for Two). */
export function layoutChoices(c: Pick<SetupChoice, 'rules' | 'players'>): LayoutInfo[] {
  if (c.players === 2 || c.rules === 'ckba') return layoutsFor(3).filter((l) => l.name === 'standard');
  return layoutsFor(c.players, c.rules === 'ck');
}

/** The layout this choice plays: the chosen one if it fits, else the first that does. */
export function layoutOf(c: SetupChoice): LayoutName {
  const fits = layoutChoices(c);
  return fits.find((l) => l.name === c.layout)?.name ?? fits[0]?.name ?? 'standard';
}

/** The engine's mode: the 5-6 modes are the 30-hex standard board; named layouts bring their own board. */
export function modeOf(c: SetupChoice): Mode {
  if (c.rules === 'ckba') return 'ckba';
  const big = c.players > 4 && layoutOf(c) === 'standard';
  return c.rules === 'ck' ? (big ? 'ck56' : 'ck') : big ? 'base56' : 'base';
}

/**
 * The variants worth offering: those the mode takes and the engine can play. The special building
 * phase is a choice only for 7-8 players (the 5-6 board always has it), the Mayfair rule only for 5-6.
 */
export function variantChoices(c: SetupChoice): VariantInfo[] {
  const mode = modeOf(c);
  return VARIANTS.filter((v) => {
    if (v.unavailable || !v.modes.includes(mode) || !variantFitsLayout(v, layoutOf(c))) return false;
    if (v.name === 'specialBuildingPhase') return c.players >= 7;
    return true;
  });
}

/** The ticked variants that are offered for this choice (a remembered choice may hold others). */
export function chosenVariantNames(c: SetupChoice): string[] {
  return variantChoices(c)
    .filter((v) => c.variants[v.name])
    .map((v) => v.name);
}

/** The level of bot number `i` (0 = the first seat after yours); easy when unset. */
export function botLevel(c: SetupChoice, i: number): Level {
  const l = c.botLevels?.[i];
  return l && (LEVELS as readonly string[]).includes(l) ? l : 'easy';
}

/** The rules a game config and a genesis entry share: mode, seats, layout and variants (as switches). */
export function setupRules(c: SetupChoice): { mode: Mode; players: number; layout?: LayoutName; options?: Record<string, boolean> } {
  const layout = layoutOf(c);
  const names = chosenVariantNames(c);
  return {
    mode: modeOf(c),
    players: c.players,
    ...(layout !== 'standard' ? { layout } : {}),
    ...(names.length ? { options: Object.fromEntries(names.map((n) => [n, true])) } : {}),
  };
}

export function configFor(c: SetupChoice, seed: number): GameConfig {
  return { ...setupRules(c), seed };
}

/** What the game header says about the board and variants: "Peanut Island · Special building phase". */
export function setupLine(view: { board?: { layout?: unknown }; variants?: unknown; twoPlayer?: unknown; playerCount?: number }): string {
  const parts: string[] = [];
  const layout = view.board?.layout;
  const info =
    typeof layout === 'string'
      ? layoutsFor(3)
          .concat(layoutsFor(5), layoutsFor(7))
          .find((l) => l.name === layout)
      : undefined;
  if (view.twoPlayer) parts.push(t('layout.two'));
  else if (info && info.name !== 'standard') parts.push(t(`layout.${info.name}`));
  const variants = Array.isArray(view.variants) ? (view.variants as string[]) : [];
  for (const v of variants) parts.push(variantLabel(v));
  return parts.join(' · ');
}

/** "friendlyRobber" → "Friendly robber" ("Freundlicher Räuber"); a variant without words is spelled out. */
export function variantLabel(name: string): string {
  const key = `variant.${name}`;
  if (isKey(key)) return t(key);
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The seats the table draws and lists: the port's (the people and bots who act) and, in Catan for Two,
 * the neutral seats the view lists after them, in colours nobody at the table has.
 */
export function withNeutralSeats(seats: SeatInfo[], view: { players?: { neutral?: boolean }[] }): SeatInfo[] {
  const players = view.players ?? [];
  if (!players.some((p) => p.neutral)) return seats;
  const free = PLAYER_COLORS.filter((c) => !seats.some((s) => s.color === c) && c !== 'white');
  return players.map((p, seat) =>
    p.neutral ? { name: t('words.neutral', { n: seat - 1 }), color: free[seat % free.length], kind: 'neutral' as const } : seats[seat],
  );
}

/** A variant's one-line help (the rule texts' words, src/engine/variants.ts) in the page's language. */
export function variantHelp(v: VariantInfo): string {
  return variantHelpText(v.name, v.help);
}
