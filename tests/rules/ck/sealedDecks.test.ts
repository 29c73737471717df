// Hidden progress cards (DESIGN.md: "unknown card at deck position k"). In a sealed game the engine
// holds card tokens; a replica privately learns its own player's cards, and a card becomes public only
// when played or revealed. Two replicas that know different things must keep equal hashes.
import { describe, expect, it } from 'vitest';
import type { Action, Game } from '../../../src/engine/types';
import { getEngine, must, refused } from '../../helpers';
import { cardTable, drawOwn, improveTo, mainPhaseOf, player, roll, settleAqueducts, advanceTo, vp } from './helpers';

const POLITICS = 18; // tokens 18..35: the politics deck, position 0 on top

/** A replica of `game` that knows nothing privately (taken before any learnCard). */
async function twin(game: Game): Promise<Game> {
  const copy = (await getEngine()).newGame({ mode: 'ck', players: 3, sealedDecks: true });
  copy.restore(game.snapshot());
  return copy;
}

function both(games: Game[], p: number, action: Action): void {
  for (const g of games) must(g, p, action);
  expect(games[0].hash()).toBe(games[1].hash());
}

/** Seat 0 at politics 1 draws `n` politics cards on its own turns (tokens 18, 19, ...). */
async function drawn(n: number): Promise<Game> {
  const game = await cardTable('sealed');
  improveTo(game, 0, 'politics', 1);
  for (let i = 0; i < n; i++) {
    drawOwn(game, 0, 'politics');
    if (i < n - 1 || n <= 4) must(game, 0, { type: 'endTurn' });
  }
  return game;
}

describe('sealed progress decks', () => {
  it('a drawn card is a token: nobody knows it until its owner learns it, and learning changes no hash', async () => {
    const a = await drawn(1);
    const b = await twin(a);
    expect(a.view().players[0].progressCards).toEqual([null]);
    expect(a.view(0).players[0].progressAt).toEqual([POLITICS]);
    expect(a.view(1).players[0].progressCards).toBeNull();
    expect(a.learnCard(POLITICS, 'warlord')).toEqual({ ok: true });
    expect(a.view(0).players[0].progressCards).toEqual(['warlord']);
    expect(b.view(0).players[0].progressCards).toEqual([null]);
    expect(a.hash()).toBe(b.hash());
    expect(a.learnCard(POLITICS, 'alchemist').ok).toBe(false); // a science card cannot sit in the politics deck
    expect(a.learnCard(54, 'warlord').ok).toBe(false);
  });

  it('the holder plays by token; the card becomes public on every replica, hashes stay equal', async () => {
    const a = await drawn(1);
    const b = await twin(a);
    a.learnCard(POLITICS, 'warlord');
    for (const g of [a, b]) mainPhaseOf(g, 0);
    const offer = a.legalActions(0).find((x) => x.type === 'playProgress');
    expect(offer).toEqual({ type: 'playProgress', card: 'warlord', at: POLITICS });
    expect(b.legalActions(0).some((x) => x.type === 'playProgress')).toBe(false);
    expect(refused(a, 0, { type: 'playProgress', card: 'warlord' })).toMatch(/sealed game names the card's token/);
    expect(refused(a, 0, { type: 'playProgress', card: 'warlord', at: POLITICS + 1 })).toBeTruthy(); // not in hand
    expect(refused(a, 0, { type: 'playProgress', card: 'irrigation', at: POLITICS })).toBeTruthy(); // a science card
    expect(refused(a, 0, { type: 'playProgress', card: 'warlord', at: 99 })).toMatch(/token/);
    expect(b.publicCard(POLITICS)).toBeNull();
    both([a, b], 0, offer!);
    expect(b.view().players[0].progressCards).toEqual([]);
    expect(b.publicCard(POLITICS)).toBe('warlord');
  });

  // Issue 30: a public card (played, put under its deck face up, and drawn again) was accepted both
  // with and without its token; a sealed game's actions name cards by token (docs/actions.md).
  it('a card everybody knows is still played by its token: one spelling of the move', async () => {
    const game = await drawn(1);
    game.learnCard(POLITICS, 'warlord');
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'playProgress', card: 'warlord', at: POLITICS }); // public now, under the deck
    must(game, 0, { type: 'endTurn' });
    for (let draws = 0; !game.view(0).players[0].progressAt.includes(POLITICS); draws++) {
      expect(draws).toBeLessThan(18);
      drawOwn(game, 0, 'politics');
      const held: number[] = game.view(0).players[0].progressAt;
      if (held.includes(POLITICS)) break;
      if (held.length > 4) must(game, 0, { type: 'discardProgress', at: held[0] });
      must(game, 0, { type: 'endTurn' });
    }
    expect(game.publicCard(POLITICS)).toBe('warlord');
    expect(refused(game, 0, { type: 'playProgress', card: 'warlord' })).toMatch(/sealed game names the card's token: give at/);
    expect(game.legalActions(0)).toContainEqual({ type: 'playProgress', card: 'warlord', at: POLITICS });
    must(game, 0, { type: 'playProgress', card: 'warlord', at: POLITICS });
  });

  // Issue 30 item 6, the other half: an open game accepted the same play with and without `at`.
  it('an open game names a card by its name only: a play or discard naming the token is refused', async () => {
    const game = await cardTable({ politics: ['warlord', 'bishop', 'spy', 'wedding', 'deserter'] });
    improveTo(game, 0, 'politics', 1);
    for (let i = 0; i < 5; i++) {
      drawOwn(game, 0, 'politics');
      if (i < 4) must(game, 0, { type: 'endTurn' });
    }
    expect(refused(game, 0, { type: 'discardProgress', at: POLITICS + 4 })).toMatch(/open game names the card, not its token/);
    expect(game.legalActions(0)).toContainEqual({ type: 'discardProgress', card: 'deserter' });
    must(game, 0, { type: 'discardProgress', card: 'deserter' });
    expect(refused(game, 0, { type: 'playProgress', card: 'warlord', at: POLITICS })).toMatch(/open game names the card, not its token/);
    must(game, 0, { type: 'playProgress', card: 'warlord' });
  });

  it('a discard names only the token, so the card stays hidden from everyone else', async () => {
    const a = await drawn(5);
    const b = await twin(a);
    expect(refused(a, 0, { type: 'endTurn' })).toMatch(/progress/i);
    const discards = a.legalActions(0).filter((x) => x.type === 'discardProgress');
    expect(discards).toHaveLength(5);
    for (const d of discards) expect(d.card).toBeUndefined();
    a.learnCard(POLITICS + 2, 'bishop');
    both([a, b], 0, { type: 'discardProgress', at: POLITICS + 2 });
    expect(b.publicCard(POLITICS + 2)).toBeNull();
    expect(a.view(0).players[0].progressAt).toEqual([POLITICS, POLITICS + 1, POLITICS + 3, POLITICS + 4]);
    both([a, b], 0, { type: 'endTurn' });
  });

  it('a victory point card is revealed by its holder at any moment, scores at once, and settles an owed discard', async () => {
    // Seat 1 holds 4 cards, then draws a 5th on seat 0's roll: it owes a discard unless the 5th is a VP card.
    const a = await cardTable('sealed');
    improveTo(a, 1, 'politics', 1);
    for (let i = 0; i < 4; i++) {
      drawOwn(a, 1, 'politics');
      must(a, 1, { type: 'endTurn' });
    }
    advanceTo(a, 0);
    const b = await twin(a);
    for (const g of [a, b]) {
      roll(g, 0, 2, 'politics', 1);
      settleAqueducts(g);
    }
    expect(a.view().phase).toBe('respond');
    const fifth = a.view(1).players[1].progressAt[4];
    a.learnCard(fifth, 'constitution');
    const reveal = a.legalActions(1).find((x) => x.type === 'playProgress');
    expect(reveal).toEqual({ type: 'playProgress', card: 'constitution', at: fifth });
    const before = vp(a, 1);
    both([a, b], 1, reveal!);
    expect(vp(b, 1)).toBe(before + 1);
    expect(b.view().players[1].progressPoints).toBe(1);
    expect(b.view().players[1].progressCount).toBe(4);
    expect(b.view().phase).toBe('main');
    // Scored once: the token is public now, so it cannot be revealed again.
    expect(refused(b, 1, reveal!)).toBeTruthy();
  });

  it('open games score victory point cards as drawn: a reveal by token is refused there', async () => {
    const game = await cardTable({ politics: ['constitution', 'spy'] });
    improveTo(game, 0, 'politics', 1);
    drawOwn(game, 0, 'politics');
    expect(player(game, 0).progressPoints).toBe(1);
    expect(refused(game, 0, { type: 'playProgress', card: 'constitution', at: POLITICS })).toBeTruthy();
    expect(refused(game, 0, { type: 'playProgress', card: 'constitution' })).toBeTruthy();
  });

  it('Spy in a sealed game: the spy picks a token; it moves without being revealed', async () => {
    const a = await cardTable('sealed');
    improveTo(a, 0, 'politics', 1);
    improveTo(a, 1, 'politics', 1);
    drawOwn(a, 1, 'politics'); // seat 1 draws token 18 (seat 0's level lets it draw on red 1 too: token 19)
    must(a, 1, { type: 'endTurn' });
    const b = await twin(a);
    const spy = a.view(0).players[0].progressAt[0];
    const theirs = a.view(1).players[1].progressAt[0];
    a.learnCard(spy, 'spy');
    for (const g of [a, b]) mainPhaseOf(g, 0);
    both([a, b], 0, { type: 'playProgress', card: 'spy', player: 1, at: spy });
    const takes = a.legalActions(0).filter((x) => x.type === 'spyTake');
    expect(takes).toContainEqual({ type: 'spyTake', at: theirs });
    expect(takes.every((t) => t.card === undefined)).toBe(true);
    both([a, b], 0, { type: 'spyTake', at: theirs });
    expect(a.view(0).players[0].progressAt).toEqual([theirs]);
    expect(b.view().players[0].progressCards).toEqual([null]);
  });
});
