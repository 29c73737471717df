// A sealed base game (signed games: the development deck is dealt by the encrypted shuffle): the engine
// holds each bought card as a token, learns only its own player's cards, and counts a hidden victory
// point card only once its holder shows it to claim the win (001: "reveal when you win").
import { describe, expect, it } from 'vitest';
import type { Action, Game } from '../../../src/engine/types';
import { LAYOUT as L } from '../../../src/bots/determinize';
import { toMain } from './sealedGame';
import { getEngine, must, refused } from '../../helpers';

const PLAYERS = 4;
const P_VP = 22;
const PH_MAIN = 5;
const G_PHASE = 3;

/** Two replicas of one game at the same point: the buyer's own, and an opponent's. */
async function twoReplicas(variants: string[] = []): Promise<{ mine: Game; theirs: Game; p: number }> {
  const engine = await getEngine();
  const config = { mode: 'base' as const, players: PLAYERS, seed: 5, chance: 'external' as const, sealedDecks: true, variants };
  const mine = engine.newGame(config);
  const p = toMain(mine);
  // Enough for two cards, and 8 points (the test's shortcut to a winning position).
  const state = mine.snapshot();
  for (const kind of [2, 3, 4]) state[L.PLAYERS + p * L.PLAYER_STRIDE + L.P_HAND + kind] = 2;
  state[L.PLAYERS + p * L.PLAYER_STRIDE + P_VP] = 8;
  expect(state[G_PHASE]).toBe(PH_MAIN);
  mine.restore(state);
  const theirs = engine.newGame(config);
  theirs.restore(state);
  return { mine, theirs, p };
}

const buy: Action = { type: 'buyDevelopment' };

describe('development cards in a sealed base game', () => {
  it("a bought card is a token: no chance draw, and no replica but the buyer's learns it", async () => {
    const { mine, theirs, p } = await twoReplicas();
    must(mine, p, buy);
    must(theirs, p, buy);
    expect(mine.pendingChance()).toBeNull();
    expect(mine.view(p).players[p]).toMatchObject({ developmentCount: 1, developmentAt: [0] });
    expect(mine.learnCard(0, 'monopoly').ok).toBe(true);
    expect(mine.hash()).toBe(theirs.hash()); // what one replica learns is outside the hash
    expect(mine.view(p).players[p].developmentCardsNew.monopoly).toBe(1);
    // The opponent's replica: its omniscient view knows nothing of the card, its seat's view shows no cards.
    const q = (p + 1) % PLAYERS;
    expect(theirs.view().players[p].developmentCardsNew).toEqual({ knight: 0, roadBuilding: 0, yearOfPlenty: 0, monopoly: 0, victoryPoint: 0 });
    expect(theirs.view(q).players[p].developmentCards).toBeNull();
    const bytes = theirs.snapshot();
    for (let c = 0; c < L.DEV_KINDS; c++) {
      expect(bytes[L.PLAYERS + p * L.PLAYER_STRIDE + L.P_DEV + c]).toBe(0);
      expect(bytes[L.PLAYERS + p * L.PLAYER_STRIDE + L.P_DEV_NEW + c]).toBe(0);
    }
    expect(bytes[L.KNOWN_AT]).toBe(L.NONE);
    expect(bytes[L.CARD_AT]).toBe(L.NONE);
  });

  it('a card is played by its token, never on the turn it was bought', async () => {
    const { mine, p } = await twoReplicas();
    must(mine, p, buy);
    mine.learnCard(0, 'knight');
    expect(mine.legalActions(p).some((a) => a.type === 'playDevelopment')).toBe(false);
    expect(refused(mine, p, { type: 'playDevelopment', card: 'knight', at: 0 })).toMatch(/no playable card/);
    expect(refused(mine, p, { type: 'playDevelopment', card: 'knight', at: 3 })).toMatch(/no playable card/);
  });

  it("a win by hidden victory point cards is claimed by showing them on the holder's turn", async () => {
    const { mine, theirs, p } = await twoReplicas();
    must(mine, p, buy);
    must(theirs, p, buy);
    mine.learnCard(0, 'victoryPoint');
    // 8 + 1 hidden: not enough, so nothing is offered to show.
    expect(mine.view(p).players[p].vp).toBe(9);
    expect(mine.legalActions(p).some((a) => a.card === 'victoryPoint')).toBe(false);
    must(mine, p, buy);
    must(theirs, p, buy);
    mine.learnCard(1, 'victoryPoint');
    const show = mine.legalActions(p).filter((a) => a.card === 'victoryPoint');
    expect(show).toEqual([{ type: 'playDevelopment', card: 'victoryPoint', at: 0 }]);
    // The opponent's replica counts 8 and offers nothing: it cannot see the cards.
    expect(theirs.view().players[p].vp).toBe(8);
    expect(theirs.winner()).toBeNull();
    // Each shown card scores for everyone (the session has checked its keys first); the second wins.
    for (const game of [mine, theirs]) {
      must(game, p, { type: 'playDevelopment', card: 'victoryPoint', at: 0 });
      expect(game.winner()).toBeNull();
      must(game, p, { type: 'playDevelopment', card: 'victoryPoint', at: 1 });
      expect(game.winner()).toBe(p);
    }
    expect(theirs.publicCard(1)).toBe('victoryPoint');
    expect(mine.hash()).toBe(theirs.hash());
  });

  it("shows a card only on its holder's own turn", async () => {
    const { mine, p } = await twoReplicas();
    must(mine, p, buy);
    const q = (p + 1) % PLAYERS;
    expect(refused(mine, q, { type: 'playDevelopment', card: 'victoryPoint', at: 0 })).toMatch(/turn/i);
  });

  it('with Normal Development Card a victory point card is an ordinary play that counts only once played', async () => {
    const { mine, p } = await twoReplicas(['normalDevelopmentCard']);
    must(mine, p, buy);
    mine.learnCard(0, 'victoryPoint');
    expect(mine.view(p).players[p].vp).toBe(8); // held, it counts nothing
    expect(mine.legalActions(p).some((a) => a.card === 'victoryPoint')).toBe(false); // not the turn it was bought
    const s = mine.snapshot();
    s[L.D_HOLDER] = p; // as if bought on an earlier turn
    mine.restore(s);
    expect(mine.legalActions(p).filter((a) => a.card === 'victoryPoint')).toEqual([{ type: 'playDevelopment', card: 'victoryPoint', at: 0 }]);
    must(mine, p, { type: 'playDevelopment', card: 'victoryPoint', at: 0 });
    expect(mine.view().players[p].vp).toBe(9);
    expect(mine.publicCard(0)).toBe('victoryPoint');
  });
});
