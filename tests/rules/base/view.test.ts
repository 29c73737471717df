// What each seat may see (DESIGN.md contract; 001 fn 13: counts are public, card identities are not;
// victory point cards stay hidden until they win the game).
import { describe, expect, it } from 'vitest';
import { must } from '../../helpers';
import { BASE as B, board, full, mainPhaseOf, produce, setupGame } from './setup';

describe('base views', () => {
  it("view(p) hides other players' hands, development cards and victory point cards; view() and the owner see all", async () => {
    const game = await setupGame({
      players: 3,
      board: board({ 4: ['mountains', 8], 5: ['pasture', 8], 9: ['fields', 8] }),
      first: [{ settlement: B.at(4, 5, 9) }, {}, {}],
      second: [{}, {}, {}],
    });
    produce(game, 8, 3);
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'victoryPoint' } });
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'knight' } });
    const all = game.view().players[0];
    const own = game.view(0).players[0];
    const other = game.view(1).players[0];
    expect(all.hand).toEqual(full({ ore: 1, wool: 1, grain: 1 }));
    expect(own.hand).toEqual(all.hand);
    expect(other.hand).toBeNull();
    expect(other.cardCount).toBe(3); // the number of cards is public
    expect(all.developmentCardsNew).toMatchObject({ victoryPoint: 1, knight: 1 });
    expect(own.developmentCardsNew).toEqual(all.developmentCardsNew);
    expect(other.developmentCards).toBeNull();
    expect(other.developmentCardsNew).toBeUndefined();
    expect(other.developmentCount).toBe(2);
    expect([all.vp, own.vp, other.vp]).toEqual([3, 3, 2]);
    // A player's own view still sees their own hand, and no one else's.
    const mine = game.view(1);
    expect(mine.players[1].hand).toEqual(full({}));
    expect(mine.players[2].hand).toBeNull();
  });
});
