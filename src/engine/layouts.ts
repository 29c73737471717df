// The named boards (DESIGN.md "Boards beyond the standard ones", 001) and the seats each takes, for
// the lobby and the CLI. The engine decides; tests/engine/layouts.test.ts checks this table against
// the engine's own answer (layoutPlayers), so the two cannot drift apart.

export type LayoutName = 'standard' | 'islands' | 'bigIslands' | 'bigIsland' | 'peanut';

export interface LayoutInfo {
  name: LayoutName;
  /** Seats the layout takes in the base game (inclusive). */
  players: [min: number, max: number];
  /** Cities & Knights is played on the standard boards only. */
  ck: boolean;
}

export const LAYOUTS: readonly LayoutInfo[] = [
  { name: 'standard', players: [3, 6], ck: true },
  { name: 'islands', players: [3, 4], ck: false },
  { name: 'bigIslands', players: [5, 6], ck: false },
  { name: 'bigIsland', players: [7, 8], ck: false },
  { name: 'peanut', players: [7, 8], ck: false },
];

/** The engine's layout id for a named layout and player count (standard: 19 hexes for 3-4, 30 for 5-6). */
export function layoutId(name: LayoutName, players: number): number {
  switch (name) {
    case 'standard':
      return players > 4 ? 1 : 0;
    case 'islands':
      return 2;
    case 'bigIslands':
      return 3;
    case 'bigIsland':
      return 4;
    case 'peanut':
      return 5;
  }
}

/** Layouts a game of `players` seats can use (base game; `ck` for Cities & Knights). */
export function layoutsFor(players: number, ck = false): LayoutInfo[] {
  return LAYOUTS.filter((l) => players >= l.players[0] && players <= l.players[1] && (!ck || l.ck));
}

export const CUSTOM_LAYOUT = 6;
