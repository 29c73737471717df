// What a verify report says about the game's rules, read from the signed genesis entry (the rules every
// player agreed to before the first move): mode, board, player count and the variants chosen. The CLI
// prints it (verifyLog.ts formatReport) and the verify page shows it (src/ui/Verify.tsx).
import type { GenesisBody } from '../../protocol/genesis.js';

export interface RulesReport {
  mode: string;
  /** A named layout (islands, bigIslands, bigIsland, peanut), 'custom' for a board given in full, else 'standard'. */
  layout: string;
  players: number;
  /** The variants switched on, by name (src/engine/variants.ts), in the genesis entry's order. */
  variants: string[];
  /** The signed turn limit past which an idle player gets stand-in moves (absent: no limit). */
  turnLimitMs?: number;
}

export function rulesReport(genesis: GenesisBody | null): RulesReport | null {
  if (!genesis) return null;
  const r = genesis.rules;
  return {
    mode: r.mode,
    layout: r.layout ?? (r.board !== undefined ? 'custom' : 'standard'),
    players: r.players,
    variants: Object.entries(r.options ?? {})
      .filter(([, on]) => on)
      .map(([name]) => name),
    ...(r.turnLimitMs !== undefined ? { turnLimitMs: r.turnLimitMs } : {}),
  };
}

/** "mode base, layout islands, 4 players, variants: robberIsAPirate" (variants: none when there are none), and the turn limit if any. */
export function formatRules(r: RulesReport): string {
  const limit = r.turnLimitMs !== undefined ? `, turn limit ${r.turnLimitMs / 1000} s` : '';
  return `mode ${r.mode}, layout ${r.layout}, ${r.players} players, variants: ${r.variants.length ? r.variants.join(', ') : 'none'}${limit}`;
}
