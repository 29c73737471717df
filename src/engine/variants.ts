// Every variant a table can choose, with the rule text's one-line explanation and the modes it fits:
// the lobby offers this list, and game configs name the variants (`variants: [...]`, `--variants a,b`).
// The rules themselves live in assembly/variants/ (and assembly/two/ for Catan for Two); the engine
// refuses a variant outside its modes too, and tests/rules/variants/modes.test.ts keeps both in step.

import type { Mode } from './types';
import type { LayoutName } from './layouts';

export interface VariantInfo {
  /** camelCase name, as configs and the CLI spell it. */
  name: string;
  /** Where the text is: rule book and footnote. */
  source: string;
  /** The text's one-line explanation, for the lobby. */
  help: string;
  modes: Mode[];
  /** Engine flag bits: the low 16 bits are the C&K switches of 000, the high 16 the 001 footnote variants. */
  flag: number;
  /** Why the variant cannot be chosen yet (it waits on other work), or absent. */
  unavailable?: string;
  /** Played only on a board with sea hexes (the robber as a pirate): PORT_LAYOUTS or a given board with sea. */
  needsSea?: boolean;
}

/** The named layouts with sea hexes (the engine lays 18 or 24 on them; the others are all land). */
export const SEA_LAYOUTS: readonly LayoutName[] = ['islands', 'bigIslands'];
/**
 * Where the robber can be a pirate (001 fn 19, "any port hex"): the sea layouts, and the standard
 * 19- and 30-hex boards, which the engine then lays in their frame of sea hexes (docs/actions.md).
 */
export const PORT_LAYOUTS: readonly LayoutName[] = ['standard', ...SEA_LAYOUTS];

const CK: Mode[] = ['ck', 'ck56'];
const BASE: Mode[] = ['base', 'base56'];
const BOTH: Mode[] = ['base', 'base56', 'ck', 'ck56'];
const footnote = (bit: number): number => bit << 16;

export const VARIANTS: readonly VariantInfo[] = [
  { name: 'easyStart', source: '000', help: "No 7 and no event die in each player's first two turns.", modes: CK, flag: 4 },
  { name: 'knightErrant', source: '000', help: 'A knight may chase the robber away before the dice are rolled.', modes: CK, flag: 8 },
  { name: 'nastyBarbarians', source: '000', help: 'Players choose which of their active knights defend against the barbarians.', modes: CK, flag: 16 },
  { name: 'handsUp', source: '001 fn 7', help: 'All players play with their hand of resource cards face-up.', modes: BOTH, flag: footnote(1) },
  { name: 'safeBeginning', source: '001 fn 14', help: 'In the first two complete turns, any roll of a 7 is rolled again.', modes: BOTH, flag: footnote(2) },
  {
    name: 'friendlyRobber',
    source: '001 fn 16',
    modes: BASE,
    flag: footnote(4),
    help: 'The robber may not be moved next to a settlement of a player with only 2 victory points, nor rob that player.',
  },
  {
    name: 'optionalRobberMovement',
    source: '001 fn 18',
    help: 'A player who rolls a 7 may leave the robber where it is (and steals nothing).',
    modes: BASE,
    flag: footnote(8),
  },
  {
    name: 'robberIsAPirate',
    source: '001 fn 19',
    modes: BOTH,
    flag: footnote(512),
    needsSea: true,
    help: 'The robber may be placed on a sea hex; while it is there, no trades may be conducted using a harbor on that hex.',
  },
  {
    name: 'settlementRequired',
    source: '001 fn 27',
    help: 'At the end of a turn a player must have at least one settlement on the board.',
    modes: BOTH,
    flag: footnote(16),
  },
  { name: 'afterDiceRoll', source: '001 fn 29', help: 'Development cards may be played only after the dice are rolled.', modes: BASE, flag: footnote(32) },
  {
    name: 'knightInterrupt',
    source: '001 fn 32',
    modes: BASE,
    flag: footnote(64),
    help: 'Right after any robber move, another player may play a Knight card, move the robber and steal instead.',
  },
  {
    name: 'normalDevelopmentCard',
    source: '001 fn 40',
    help: 'Victory point cards are played like other development cards and count once played.',
    modes: BASE,
    flag: footnote(128),
  },
  {
    name: 'specialBuildingPhase',
    source: '001 fn 51, 54',
    modes: ['base'],
    flag: 64,
    help: 'After each turn, every other player in turn may build (no trading): always on for the 5-6 board, chosen for 7-8.',
  },
  {
    name: 'originalMayfair',
    source: '001 fn 48',
    modes: ['base56', 'ck56'],
    flag: footnote(256),
    help: '5-6 players: no special building phase; on a 7, only hands of more than 10 cards are halved.',
  },
];

/** Catan for Two (001) is not a switch but a player count: 2 players in the base game. */
export const TWO_PLAYER_MODES: Mode[] = ['base'];

/** Whether a variant can be played on a named layout (the lobby offers only those). */
export function variantFitsLayout(info: VariantInfo, layout: LayoutName): boolean {
  return !info.needsSea || PORT_LAYOUTS.includes(layout);
}

/**
 * The engine flags for a set of variant names in `mode`; throws a clear reason for a name it refuses.
 * `sea`: whether the board has sea hexes, when the caller knows before the engine lays it (a simulation,
 * whose games the engine starts itself); a game's newGame refuses a board without sea on its own.
 */
export function variantFlags(names: Iterable<string>, mode: Mode, sea?: boolean): number {
  let flags = 0;
  for (const name of names) {
    const info = VARIANTS.find((v) => v.name === name);
    if (!info) throw new Error(`unknown variant "${name}" (known: ${VARIANTS.map((v) => v.name).join(', ')})`);
    if (info.unavailable) throw new Error(info.unavailable);
    if (!info.modes.includes(mode)) throw new Error(`variant ${name} (${info.source}) is not for mode ${mode}: it applies to ${info.modes.join(', ')}`);
    if (info.needsSea && sea === false) {
      throw new Error(
        `variant ${name} (${info.source}) needs a board with sea hexes: the ${PORT_LAYOUTS.join(', ')} layout (standard in its sea frame), or a board with sea`,
      );
    }
    flags |= info.flag;
  }
  return flags;
}
