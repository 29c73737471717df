// Player piece colours, chosen to read on every terrain and against each other; white pieces carry a
// dark outline like every piece does.
import type { PlayerColor } from './port';
import { t } from './i18n';

export const PIECE_FILL: Record<PlayerColor, string> = {
  red: '#d93a32',
  blue: '#2f6fd6',
  white: '#f4f4ef',
  orange: '#f08a24',
  green: '#2e9b47',
  brown: '#8d5a3b',
  // 7-8 players: a second set of pieces, in colours apart from the first six and from the terrain
  purple: '#8b4fc9',
  teal: '#14a3a3',
};
/** Text colour on a chip of the player's colour. */
export const PIECE_INK: Record<PlayerColor, string> = {
  red: '#fff',
  blue: '#fff',
  white: '#1d1d1d',
  orange: '#1d1d1d',
  green: '#fff',
  brown: '#fff',
  purple: '#fff',
  teal: '#1d1d1d',
};
/** The player's colour as text on the dark panels (white is shown as a light grey). */
export const NAME_INK: Record<PlayerColor, string> = {
  red: '#ff7a70',
  blue: '#7fb0ff',
  white: '#f0f0f0',
  orange: '#ffb061',
  green: '#6fd487',
  brown: '#d3a17e',
  purple: '#c49bf0',
  teal: '#5fd6d6',
};

/** The colour's name in the page's language ("Blue", "Blau"): a bot's name in a local game. */
export function colorName(c: PlayerColor): string {
  return t(`color.${c}`);
}
