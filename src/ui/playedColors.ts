// The colours a networked game was played in, read off its genesis: every page that draws the game
// (the table of each player and spectator, the verify page) paints with this one rule, so what the
// log records is what everyone saw. Plain data only: the verify page's worker chunk imports it.
import { PLAYER_COLORS, type PlayerColor } from './port';

/**
 * Colours from the colours players asked for, in the order they joined (the host first). Every browser
 * offers red first, so two players often ask for the same one: whoever joined first keeps it (the
 * host never loses its colour to a guest), later ones get the first colour nobody asked for. Pure,
 * so every page paints the same.
 */
export function distinctColors(asked: (string | undefined)[]): PlayerColor[] {
  const used = new Set<PlayerColor>();
  return asked.map((want, seat) => {
    let color = (PLAYER_COLORS as readonly (string | undefined)[]).includes(want) ? (want as PlayerColor) : PLAYER_COLORS[seat % PLAYER_COLORS.length];
    if (used.has(color)) color = PLAYER_COLORS.find((c) => !used.has(c) && !asked.includes(c)) ?? PLAYER_COLORS.find((c) => !used.has(c)) ?? color;
    used.add(color);
    return color;
  });
}

/** Each engine seat's colour: the genesis players' (by join order) through the seat order the dice gave. */
export function seatColors(players: readonly { color?: string }[], participantAt: readonly number[]): PlayerColor[] {
  const byParticipant = distinctColors(players.map((p) => p.color));
  return players.map((_, seat) => byParticipant[participantAt[seat] ?? seat]);
}
