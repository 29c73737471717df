// The base game's development deck as the card protocol deals it (docs/cards.md, "Development cards"):
// one deck, its cards in canonical order by kind. The composition mirrors assembly/board/layouts.ts
// (`developmentDeck`): 25 cards, 34 on the 5-6 boards, 50 with two sets at 7-8 players; the engine
// only tells the deck's size, and a size it does not list here is refused.
import type { Action, Game } from '../../engine/types.js';

const KINDS = ['knight', 'roadBuilding', 'yearOfPlenty', 'monopoly', 'victoryPoint'] as const;
const COMPOSITION: Record<number, readonly number[]> = {
  25: [14, 2, 2, 2, 5],
  34: [20, 3, 3, 3, 5],
  50: [28, 4, 4, 4, 10],
};

/** The one development deck of `size` cards, canonical order (token order before the shuffle). */
export function developmentDeckContents(size: number): string[][] {
  const counts = COMPOSITION[size];
  if (!counts) throw new Error(`no development deck of ${size} cards`);
  return [KINDS.flatMap((kind, i) => new Array<string>(counts[i]).fill(kind))];
}

/** The decks a sealed game deals: the progress decks (C&K modes) or the development deck (base). */
export function sealedDeckContents(game: Game, progressDecks: string[][]): string[][] {
  if (!String(game.view().mode).startsWith('base')) return progressDecks;
  return developmentDeckContents(Number(game.view().developmentDeck));
}

/**
 * A base game's win by hidden victory point cards: the engine offers to show one only on the holder's
 * own turn, when showing all it holds reaches the target (sealedOffers.ts). The holder's duty shows
 * them one after another, as C&K reveals a victory point card; each is checked against its keys.
 */
export function winningReveal(game: Game, seat: number): Action | null {
  if (seat === undefined) return null;
  return game.legalActions(seat).find((a) => a.type === 'playDevelopment' && a.card === 'victoryPoint' && typeof a.at === 'number'
    && game.publicCard(a.at) === null && !normalDevelopmentCard(game)) ?? null;
}

/** With `normalDevelopmentCard`, a victory point card is an ordinary play the player chooses. */
function normalDevelopmentCard(game: Game): boolean {
  const variants = (game.view() as { variants?: unknown }).variants;
  return Array.isArray(variants) && variants.includes('normalDevelopmentCard');
}
