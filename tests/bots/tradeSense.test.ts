// The hard bot trades like a careful person: it answers an offer by its worth and never trades with a
// player close enough to winning that the trade could hand them the game; its own offers are ones a
// person reads at a glance (a card its next build misses, for a card that build does not use).
import { describe, expect, it } from 'vitest';
import { searchStrategy } from '../../src/bots/search';
import { readableOffer, tradeNeeds } from '../../src/bots/offers';
import type { Action, Game } from '../../src/engine/types';
import { seededRandom } from '../../src/net/random';
import { getEngine } from '../helpers';
import { positionWhere } from './positions';

const strategy = async (tradeSense: boolean) =>
  searchStrategy({ engine: await getEngine(), thinkMs: 1000, maxEvals: 400, samples: 4, evaluation: tradeSense ? 'full' : 'plain', tradeSense });

/** The first offer by the current player in `game` that seat `answerer` would accept without trade sense. */
async function acceptedOffer(game: Game): Promise<{ game: Game; answerer: number } | null> {
  const view = game.view();
  const q = view.currentPlayer;
  const plain = await strategy(false);
  const before = game.snapshot();
  for (const offer of game.legalActions(q).filter((a) => a.type === 'offerTrade')) {
    game.restore(before);
    game.apply(q, offer);
    for (let p = 0; p < view.playerCount; p++) {
      if (p === q || !game.legalActions(p).some((a) => a.type === 'acceptTrade')) continue;
      const choice = plain.choose(game.legalActions(p), game.view(p), p, seededRandom(1), game.snapshot());
      if (choice.type === 'acceptTrade') return { game, answerer: p };
    }
  }
  return null;
}

describe('trade sense', () => {
  it('takes no offer at all from a player two points from winning', async () => {
    const engine = await getEngine();
    // a base game where the player to move has 8 points and can offer trades
    const game = await positionWhere(
      'base',
      (g) => {
        const v = g.view();
        return v.players[v.currentPlayer].vp >= 8 && g.legalActions(v.currentPlayer).some((a) => a.type === 'offerTrade');
      },
      11,
    );
    const view = game.view();
    expect(view.winner).toBeNull();
    const q = view.currentPlayer;
    const hard = searchStrategy({ engine, thinkMs: 1000, maxEvals: 60, samples: 2, evaluation: 'full', tradeSense: true });
    const before = game.snapshot();
    let asked = 0;
    for (const offer of game.legalActions(q).filter((a) => a.type === 'offerTrade')) {
      game.restore(before);
      game.apply(q, offer);
      for (let p = 0; p < view.playerCount; p++) {
        if (p === q || !game.legalActions(p).some((a) => a.type === 'acceptTrade')) continue;
        asked++;
        expect(hard.choose(game.legalActions(p), game.view(p), p, seededRandom(asked), game.snapshot()).type).toBe('declineTrade');
      }
    }
    expect(asked).toBeGreaterThan(10);
  });

  it('answers an offer from a player far from winning by its worth, and may counter it', async () => {
    const game = await positionWhere(
      'base',
      (g) => {
        const v = g.view();
        return v.turn > 20 && v.players[v.currentPlayer].vp <= 5 && g.legalActions(v.currentPlayer).some((a) => a.type === 'offerTrade');
      },
      4,
    );
    const found = await acceptedOffer(game);
    expect(found).not.toBeNull();
    const hard = await strategy(true);
    const a = found!.answerer;
    const choice: Action = hard.choose(game.legalActions(a), game.view(a), a, seededRandom(1), game.snapshot());
    expect(['acceptTrade', 'counterTrade']).toContain(choice.type);
    if (choice.type === 'counterTrade') expect(game.apply(a, choice).ok).toBe(true);
  });

  it('offers only a card its next build misses for a card that build does not use', async () => {
    const game = await positionWhere('base', (g) => g.legalActions(g.view().currentPlayer).some((a) => a.type === 'offerTrade'), 7);
    const view = game.view();
    const me = view.currentPlayer;
    const mine = game.view(me);
    mine.players[me].hand = { brick: 1, lumber: 1, wool: 0, grain: 1, ore: 3 };
    const needs = tradeNeeds(mine, me);
    // a settlement misses wool, the city a grain; every ore is the city's, so nothing is spare
    expect([...needs.wanted].sort()).toEqual(['grain', 'wool']);
    expect(readableOffer({ type: 'offerTrade', give: { ore: 1 }, get: { wool: 1 } }, needs)).toBe(false);
    mine.players[me].hand = { brick: 0, lumber: 0, wool: 3, grain: 2, ore: 2 };
    const more = tradeNeeds(mine, me);
    expect([...more.wanted].sort()).toEqual(['brick', 'lumber', 'ore']);
    expect(readableOffer({ type: 'offerTrade', give: { wool: 1 }, get: { ore: 1 } }, more)).toBe(true);
    expect(readableOffer({ type: 'offerTrade', give: { grain: 1 }, get: { ore: 1 } }, more)).toBe(false);
  });
});
