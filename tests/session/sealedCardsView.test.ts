// The rules of a sealed game read every hand from the engine (its held tokens, as scalars). A replay
// that reports each change of the game's state (GameReplay) gets one read per change, not one per
// question; an owner that does not report changes gets a fresh read every time, as before.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../src/engine/types';
import { SealedCards } from '../../src/session/cards/sealedCards';
import { getEngine } from '../helpers';

async function sealed() {
  const hands: number[][] = [[3], [], [20]];
  let views = 0;
  const game = {
    heldTokens: () => (views++, hands.map((tokens) => [...tokens])),
    winner: () => null,
    publicCard: () => null,
  } as unknown as Game;
  const cards = new SealedCards(3, (await getEngine()).progressDecks, [0, 1, 2], game, 1);
  return { cards, hands, views: () => views };
}

describe('a sealed game reads the hands', () => {
  it('once per change of state while its owner reports the changes', async () => {
    const { cards, hands, views } = await sealed();
    cards.followChanges();
    expect(cards.hands().map((h) => h.tokens)).toEqual([[3], [], [20]]);
    cards.hands();
    cards.afterEntry(2);
    expect(views()).toBe(1);
    hands[1].push(40); // a card drawn: the replay applied a move and says so
    cards.gameChanged();
    expect(cards.hands().map((h) => h.tokens)).toEqual([[3], [40], [20]]);
    cards.hands();
    expect(views()).toBe(2);
  });

  it('every time when nobody reports the changes', async () => {
    const { cards, hands, views } = await sealed();
    cards.hands();
    hands[1].push(40);
    expect(cards.hands().map((h) => h.tokens)).toEqual([[3], [40], [20]]);
    expect(views()).toBe(2);
  });
});
