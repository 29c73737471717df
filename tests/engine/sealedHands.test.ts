// Sealed hands in the engine (docs/cards.md, "Private resource moves"): a steal seals the victim's
// hand, one card the thief's; counts are public and hashed, kinds only where a replica learnt them
// (outside the hash); a sealed card is revealed before it is spent; a Monopoly waits for the
// answers of every holder of sealed cards. Two engines stand for two replicas: the thief's and a third
// player's (or a spectator's).
import { describe, expect, it } from 'vitest';
import type { Game, View } from '../../src/engine/types';
import { revealsFor } from '../../src/engine/sealedHands';
import { must, newGame, refused } from '../helpers';
import { advanceTo, produce, roll } from '../rules/base/setup';
import { sealedHandsTable } from '../rules/base/sealedTable';

// Each seat has a private hex (P0 fields 2, P1 hills 3, P2 forest 4, P3 mountains 5); hex 9 pasture 12 is P0's and P1's.
const replica = sealedHandsTable;

type PlayerView = { hand: Record<string, number> | null; cardCount: number; sealedCards: number; sealedKnown?: Record<string, number> };
const player = (v: View, p: number) => (v.players as PlayerView[])[p];

/** Both replicas: P1 gets 3 brick, P0 rolls a 7 and robs P1 at its hills. */
async function afterSteal(): Promise<[Game, Game]> {
  const games = await Promise.all([replica(), replica()]);
  for (const g of games) {
    produce(g, 3, 3); // P1: 1 wool (pasture at set-up) + 3 brick
    advanceTo(g, 0);
    roll(g, 0, 7);
    must(g, 0, { type: 'moveRobber', hex: 2, victim: 1 });
  }
  return games as [Game, Game];
}

describe('sealed hands: a steal', () => {
  it("seals the victim's whole hand and gives the thief one sealed card; every replica holds the same hashed state", async () => {
    const [thiefs, third] = await afterSteal();
    for (const g of [thiefs, third]) {
      const v = g.view();
      // P1 held 3 brick and 1 wool: 3 sealed cards are left, P0 holds its wool and 1 sealed card
      expect(player(v, 1)).toMatchObject({ cardCount: 3, sealedCards: 3, hand: { brick: 0, lumber: 0, wool: 0, grain: 0, ore: 0 } });
      expect(player(v, 0)).toMatchObject({ cardCount: 2, sealedCards: 1, hand: { wool: 1 } });
    }
    expect(thiefs.hash()).toBe(third.hash());
    // the thief's replica learns the card (from its keys); the hash does not change, the third replica knows nothing
    expect(thiefs.learnResource(0, 'brick').ok).toBe(true);
    expect(thiefs.learnResource(0, 'ore').ok).toBe(false); // one sealed card, one kind learnt
    expect(thiefs.learnResource(1, 'wool').ok).toBe(false); // another seat's cards are not this replica's to learn
    expect(thiefs.hash()).toBe(third.hash());
    expect(player(thiefs.view(0), 0).sealedKnown).toMatchObject({ brick: 1 });
    for (const viewer of [undefined, 0, 2]) {
      const known = player(third.view(viewer), 0).sealedKnown;
      expect(known === undefined || Object.values(known).every((n) => n === 0)).toBe(true);
    }
    expect(player(third.view(2), 0).sealedKnown).toBeUndefined();
    expect(player(thiefs.view(2), 0).sealedKnown).toBeUndefined();
  });

  it('makes a sealed card spendable only once revealed, and offers it only where its kind is known', async () => {
    const [thiefs, third] = await afterSteal();
    thiefs.learnResource(0, 'brick');
    for (const g of [thiefs, third]) {
      must(g, 0, { type: 'endTurn' });
      produce(g, 4, 1); // P2 rolls: lumber to P2 only; then P3
      advanceTo(g, 0);
      roll(g, 0, 2); // P0: grain
    }
    // give P0 a lumber in the open: a trade with the bank is beyond it; P2 offers one for grain
    for (const g of [thiefs, third]) {
      must(g, 0, { type: 'offerTrade', give: { grain: 1 }, get: { lumber: 1 } });
      must(g, 2, { type: 'acceptTrade' });
      must(g, 0, { type: 'confirmTrade', with: 2 });
    }
    const road = (g: Game) => g.legalActions(0).find((a) => a.type === 'buildRoad');
    expect(road(thiefs)).toBeDefined(); // its own sealed brick counts where it is known
    expect(road(third)).toBeUndefined();
    // what every replica alike lists for P0, a stand-in's or proxy's choice: its public cards only
    expect(thiefs.publicLegalActions(0)).toEqual(third.legalActions(0));
    expect(thiefs.publicLegalActions(0).some((a) => a.type === 'buildRoad')).toBe(false);
    expect(thiefs.hash()).toBe(third.hash());
    const action = road(thiefs)!;
    expect(revealsFor(thiefs, 0, action)).toEqual({ brick: 1 });
    expect(thiefs.hash()).toBe(third.hash()); // the plan left the game as it was
    for (const g of [thiefs, third]) {
      expect(refused(g, 0, action)).toMatch(/not enough/);
      expect(g.revealResource(0, 'brick').ok).toBe(true);
      must(g, 0, action);
      expect(player(g.view(), 0).sealedCards).toBe(0);
    }
    expect(thiefs.hash()).toBe(third.hash());
    expect(third.revealResource(0, 'brick').ok).toBe(false); // nothing sealed is left to show
  });
});

describe('sealed hands: what a player reveals', () => {
  it('is the fewest known sealed cards that make its action legal: to offer a trade, to build; none it cannot make legal', async () => {
    const [thiefs] = await afterSteal();
    thiefs.learnResource(0, 'brick');
    const hash = thiefs.hash();
    expect(revealsFor(thiefs, 0, { type: 'offerTrade', give: { brick: 1 }, get: { grain: 1 } })).toEqual({ brick: 1 });
    expect(revealsFor(thiefs, 0, { type: 'offerTrade', give: { wool: 1 }, get: { grain: 1 } })).toEqual({});
    expect(revealsFor(thiefs, 0, { type: 'offerTrade', give: { brick: 2 }, get: { grain: 1 } })).toBeNull();
    expect(revealsFor(thiefs, 0, { type: 'buildSettlement', vertex: [0, 2] })).toBeNull();
    expect(thiefs.hash()).toBe(hash);
    expect(player(thiefs.view(0), 0).sealedKnown).toMatchObject({ brick: 1 });
  });
});

/**
 * A stand-in for a replica's own game with a big sealed hand: public and known sealed cards by kind; a
 * discard is legal when its public cards hold it. Only what revealsFor asks of a game.
 */
function bigHand(sealed: Record<string, number>): Game {
  let state = { public: {} as Record<string, number>, sealed: { ...sealed } };
  const game = {
    knownSealed: () => ({ ...state.sealed }),
    snapshot: () => new TextEncoder().encode(JSON.stringify(state)),
    restore: (bytes: Uint8Array) => {
      state = JSON.parse(new TextDecoder().decode(bytes));
    },
    revealResource: (_: number, kind: string) => {
      if (!state.sealed[kind]) return { ok: false as const, error: 'none sealed' };
      state.sealed[kind]--;
      state.public[kind] = (state.public[kind] ?? 0) + 1;
      return { ok: true as const };
    },
    apply: (_: number, action: { cards?: Record<string, number> }) => {
      const held = Object.entries(action.cards ?? {}).every(([kind, n]) => (state.public[kind] ?? 0) >= n);
      return held ? { ok: true as const } : { ok: false as const, error: 'not enough' };
    },
  };
  return game as unknown as Game;
}

describe('sealed hands: what a big hand reveals', () => {
  it('finds the discard of 14 from 24 known sealed cards (a search capped at 512 sets missed it and a ckba game stalled)', () => {
    const game = bigHand({ brick: 6, lumber: 6, wool: 6, ore: 6 });
    const discard = { type: 'discard', cards: { brick: 5, lumber: 6, wool: 3 } };
    expect(revealsFor(game, 0, discard)).toEqual({ brick: 5, lumber: 6, wool: 3 });
    expect(revealsFor(game, 0, { type: 'discard', cards: { grain: 1 } })).toBeNull();
    expect(game.knownSealed(0)).toEqual({ brick: 6, lumber: 6, wool: 6, ore: 6 }); // the game as it was
  });
});

describe('sealed hands: Monopoly', () => {
  it('takes the public cards at once and waits for every holder of sealed cards to show its cards of the kind', async () => {
    const [, game] = await afterSteal();
    // P0 buys a Monopoly (wool from the set-up, grain from its fields, ore traded from P3) and plays it a turn later
    must(game, 0, { type: 'endTurn' });
    produce(game, 5); // P1 rolls: P3 ore
    produce(game, 2); // P2 rolls: P0 grain
    advanceTo(game, 0);
    roll(game, 0, 2); // P0 grain
    must(game, 0, { type: 'offerTrade', give: { grain: 1 }, get: { ore: 1 } });
    must(game, 3, { type: 'acceptTrade' });
    must(game, 0, { type: 'confirmTrade', with: 3 });
    must(game, 0, { type: 'buyDevelopment', forced: { card: 'monopoly' } });
    must(game, 0, { type: 'endTurn' });
    advanceTo(game, 0);
    roll(game, 0, 2);
    const before = player(game.view(), 0).hand!.brick;
    must(game, 0, { type: 'playDevelopment', card: 'monopoly', kind: 'brick' });
    // P1's cards are all sealed: it owes its answer and may do nothing else
    expect(game.owesMonopoly(1)).toBe(true);
    expect(game.owesMonopoly(0) || game.owesMonopoly(2) || game.owesMonopoly(3)).toBe(false);
    expect(game.legalActions(1)).toEqual([]);
    expect(refused(game, 1, { type: 'declineTrade' })).toMatch(/Monopoly/);
    // it shows its sealed bricks (checked against their keys by the session): they go to the monopolist
    const sealed = player(game.view(), 1).sealedCards;
    expect(game.revealResource(1, 'brick').ok).toBe(true);
    expect(game.revealResource(1, 'brick').ok).toBe(true);
    expect(game.answerMonopoly(1).ok).toBe(true);
    expect(game.owesMonopoly(1)).toBe(false);
    expect(player(game.view(), 0).hand!.brick).toBe(before + 2);
    expect(player(game.view(), 1)).toMatchObject({ sealedCards: sealed - 2 });
    expect(game.answerMonopoly(1).ok).toBe(false);
  });
});

describe('sealed hands: the contract', () => {
  it('are refused for 2 players and with handsUp, and a base game without them has no sealed fields', async () => {
    for (const mode of ['base', 'ck', 'ckba'] as const) await expect(newGame({ mode, players: 4, sealedHands: true })).resolves.toBeDefined();
    await expect(newGame({ mode: 'ck', players: 4, sealedHands: true, variants: ['handsUp'] })).rejects.toThrow(/sealed hands/);
    await expect(newGame({ mode: 'base', players: 2, sealedHands: true })).rejects.toThrow(/sealed hands/);
    const open = await newGame({ mode: 'base', players: 4 });
    expect(player(open.view(), 0)).not.toHaveProperty('sealedCards');
    expect(open.revealResource(0, 'brick').ok).toBe(false);
  });
});
