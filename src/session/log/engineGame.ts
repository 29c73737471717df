// Where the log meets the engine: the game a genesis stands for, and the one spelling of a signed
// action. Both are part of the log's rules, so every replica and the verifier use these.
import type { Action, Game } from '../../engine/types.js';
import { canonicalJson } from '../../protocol/canonicalJson.js';
import { dealsSealedCards, type GenesisBody } from '../../protocol/genesis.js';

/**
 * Why `action` is not the one spelling the engine prints for it, or null. A signed action has exactly
 * one byte form: no second alias of a place, no zero counts, no padding fields, no forced outcome.
 * A malformed action is left to the engine, which refuses it with its reason ("illegal action").
 */
export function nonCanonical(game: Game, action: Action): string | null {
  const canonical = game.canonical(action);
  if (!canonical.ok) return null;
  const spelt = canonicalJson(action);
  const expected = canonicalJson(canonical.action);
  return spelt === expected ? null : `action ${action.type} is not in its canonical spelling: ${spelt} should be ${expected}`;
}

/** The engine game a genesis stands for, started from the beacon's first value. */
export function gameConfig(genesis: GenesisBody, seed: number) {
  const r = genesis.rules;
  return {
    mode: r.mode as 'base',
    players: r.players,
    seed,
    chance: 'external' as const,
    sealedDecks: dealsSealedCards(genesis.rules),
    ...(r.hands === 'sealed' ? { sealedHands: true } : {}),
    ...(r.options ? { options: r.options } : {}),
    ...(r.board ? { board: r.board as never } : {}),
    ...(r.layout ? { layout: r.layout as never } : {}),
  };
}
