// The search bot's sampled worlds and a Master Merchant's look (issue 36): the card's player, asked to
// take, has read the target's resealed hand; its worlds deal that hand the cards it read, every time,
// and draw the rest from what nobody shows. Another seat's worlds know nothing of the look.
import { describe, expect, it } from 'vitest';
import type { Cards, Game } from '../../src/engine/types';
import { LAYOUT as L, determinize } from '../../src/bots/determinize';
import { searchStrategy } from '../../src/bots/search';
import { getEngine, must } from '../helpers';
import { richerSealedTable } from './sealedTables';

const KINDS = ['brick', 'lumber', 'wool', 'grain', 'ore', 'cloth', 'coin', 'paper'];

/** P0 plays a Master Merchant on P1, whose hand is resealed: P0 is asked to take. `held`: P1's cards before (all public until the reseal). */
async function lookingTable(): Promise<{ game: Game; held: Cards }> {
  const game = await richerSealedTable('trade', ['masterMerchant'], [{ ore: 2, grain: 1 }, {}]);
  const held = game.view().players[1].hand as Cards;
  must(game, 0, { type: 'playProgress', card: 'masterMerchant', player: 1 });
  expect(game.sealHand(1).ok).toBe(true);
  return { game, held };
}

/** Seat p's cards by kind in a sampled world (an open game: every card public). */
const handIn = (world: Uint8Array, p: number) => KINDS.map((_, k) => world[L.PLAYERS + p * L.PLAYER_STRIDE + L.P_HAND + k]);

describe('a Master Merchant look in the search bot’s worlds', () => {
  it('deals the looked hand its cards read, every sample; another seat samples it', async () => {
    const engine = await getEngine();
    const { game, held } = await lookingTable();
    const total = Object.values(held).reduce((a, b) => a + (b ?? 0), 0);
    expect(game.view().decision).toMatchObject({ kind: 'takeCards', player: 0, target: 1 });
    const count = (k: string) => (held as Record<string, number>)[k] ?? 0;
    // the look: every card of the target's hand, as the session teaches its replica
    for (const k of KINDS) for (let i = 0; i < count(k); i++) expect(game.learnLooked(1, k).ok).toBe(true);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(game.view().players[1].sealedCards).toBe(total);
    const state = game.snapshot();
    expect(Array.from(state.subarray(L.LOOKED_KNOWN, L.LOOKED_KNOWN + 8))).toEqual(KINDS.map(count));
    expect([state[L.C_DECISION], state[L.C_RESPONDER], state[L.C_TARGET]]).toEqual([L.DEC_TAKE, 0, 1]);
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const mine = new Set<string>();
    const others = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const world = determinize(state, 0, random, engine.progressDecks);
      mine.add(handIn(world, 1).join());
      expect(Array.from(world.subarray(L.LOOKED_KNOWN, L.LOOKED_KNOWN + 8))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      const third = determinize(state, 2, random, engine.progressDecks);
      expect(handIn(third, 1).reduce((a, b) => a + b, 0)).toBe(total);
      others.add(handIn(third, 1).join());
    }
    expect([...mine]).toEqual([KINDS.map(count).join()]);
    expect(others.size).toBeGreaterThan(1);
  });

  it('the search bot takes by kind from the looked hand, as the priority bot would (its worlds are open games, where a take is no move)', async () => {
    const engine = await getEngine();
    const { game, held } = await lookingTable();
    for (const k of KINDS) for (let i = 0; i < ((held as Record<string, number>)[k] ?? 0); i++) game.learnLooked(1, k);
    const legal = game.legalActions(0);
    expect(legal).toContainEqual({ type: 'takeCards' });
    const bot = searchStrategy({ engine, thinkMs: 200, samples: 2 });
    let seed = 7;
    const chosen = bot.choose(legal, game.view(0), 0, () => (seed = (seed * 16807) % 2147483647) / 2147483647, game.snapshot());
    expect(chosen.type).toBe('takeCards');
    expect(chosen.take).toBeDefined(); // an intent naming its cards, never the bare form while intents are listed
  });
});
