// The decks a sealed game deals (docs/cards.md, "Development cards"), and the base game's win by
// hidden victory point cards. The development deck's composition is the engine's (25 cards, 34 on the
// 5-6 boards, 50 with two sets at 7-8 players), laid out in canonical order by kind.
import type { Action, Game } from '../../engine/types.js';

/** The decks a sealed game deals: the progress decks (C&K modes) or the development deck (base). */
export function sealedDeckContents(game: Game, progressDecks: string[][]): string[][] {
  return String(game.view().mode).startsWith('base') ? [game.developmentDeck()] : progressDecks;
}

/**
 * A base game's win by hidden victory point cards: the engine offers to show one only on the holder's
 * own turn, when showing all it holds reaches the target (sealedOffers.ts). The holder's duty shows
 * them one after another, as C&K reveals a victory point card; each is checked against its keys.
 */
export function winningReveal(game: Game, seat: number): Action | null {
  if (seat === undefined) return null;
  return (
    game
      .legalActions(seat)
      .find(
        (a) =>
          a.type === 'playDevelopment' &&
          a.card === 'victoryPoint' &&
          typeof a.at === 'number' &&
          game.publicCard(a.at) === null &&
          !normalDevelopmentCard(game),
      ) ?? null
  );
}

/** With `normalDevelopmentCard`, a victory point card is an ordinary play the player chooses. */
function normalDevelopmentCard(game: Game): boolean {
  const variants = (game.view() as { variants?: unknown }).variants;
  return Array.isArray(variants) && variants.includes('normalDevelopmentCard');
}
