// A sampled world keeps what the open trade has shown: the offerer holds the cards it offers (the engine
// refuses an offer of cards not held), so an answer to the offer is judged on a world where it can be paid.
import { describe, expect, it } from 'vitest';
import { determinize, tradeShown } from '../../src/bots/determinize';
import { seededRandom } from '../../src/net/random';
import { getEngine } from '../helpers';
import { positionWhere } from './positions';

describe('the open trade in a sampled world', () => {
  it('deals the offerer the cards it offered, in every sample', async () => {
    const engine = await getEngine();
    const game = await positionWhere(
      'ck',
      (g) => {
        const v = g.view();
        return v.turn > 20 && g.legalActions(v.currentPlayer).some((a) => a.type === 'offerTrade');
      },
      5,
    );
    const from = game.view().currentPlayer;
    const hand = game.view().players[from].hand as Record<string, number>;
    // the offer of the offerer's scarcest held card: a random re-deal seldom gives it back
    const [kind] = Object.entries(hand)
      .filter(([, n]) => n > 0)
      .sort((a, b) => a[1] - b[1])[0];
    const wanted = Object.keys(hand).find((k) => k !== kind && ['brick', 'lumber', 'wool', 'grain', 'ore'].includes(k))!;
    expect(game.apply(from, { type: 'offerTrade', give: { [kind]: 1 }, get: { [wanted]: 1 } }).ok).toBe(true);
    const me = (from + 1) % 4;
    const shown = tradeShown(game.view(me));
    expect(shown[from]).toBeDefined();
    const world = engine.newGame({ mode: 'ck', players: 4 });
    const holds = (withShown: boolean, seed: number) => {
      world.restore(determinize(game.snapshot(), me, seededRandom(seed), engine.progressDecks, withShown ? shown : []));
      return (world.view().players[from].hand[kind] ?? 0) >= 1;
    };
    const seeds = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(seeds.every((s) => holds(true, s))).toBe(true);
    expect(seeds.every((s) => holds(false, s))).toBe(false);
  });
});
