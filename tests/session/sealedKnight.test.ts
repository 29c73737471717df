// A Knight in a sealed base game (genesis rule `cards: 'sealed'`: the development deck is dealt by the
// encrypted shuffle, docs/cards.md). The play names its token and carries the keys that open it
// (`reveal`); the log rules (SealedCards.checkAction, as GameReplay runs them before the engine) refuse,
// with a reason, a play without keys, keys of another token, and a claim the keys do not open to. Then
// every replica, knowing the card or not, applies the play to the same state. Two moments, from 001:
// before the roll (fn 29/30: a card may be played before the dice), and, with the Knight Interrupt
// variant (fn 32), into the window another player's robber move opens.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/engine/types';
import { decodeCanonical, type Json } from '../../src/protocol/canonicalJson';
import { encodeCardBody, revealToJson, type CardMessage } from '../../src/protocol/cardBodies';
import { seededBytes } from '../../src/protocol/cards/index';
import { LAYOUT as L } from '../../src/bots/determinize';
import { CardKeeper } from '../../src/session/cards/cardKeeper';
import { SealedCards } from '../../src/session/cards/sealedCards';
import { toMain } from '../rules/base/sealedGame';
import { getEngine, must, refused } from '../helpers';

const N = 3;
const BOUGHT = 4;
const wire = (m: CardMessage): Json => decodeCanonical(encodeCardBody(m));

/**
 * A dealt sealed base game in which the first player to build bought 4 development cards on an earlier
 * turn and holds the keys to them. `mine` is that player's replica (it learnt the cards), `theirs` an
 * opponent's (it knows none). Stops at the buyer's next roll.
 */
async function sealedHand(variants: string[] = []) {
  const engine = await getEngine();
  const config = { mode: 'base' as const, players: N, seed: 5, chance: 'external' as const, sealedDecks: true, variants };
  const mine = engine.newGame(config);
  const theirs = engine.newGame(config);
  const cards = new SealedCards(N, [mine.developmentDeck()], [0, 1, 2], mine);
  const keepers = [0, 1, 2].map((p) => new CardKeeper(p, seededBytes(70 + p)(32), cards.ledger, seededBytes(80 + p)));
  let seq = 1;
  for (let k = keepers.find((x) => x.dealStep()); k; k = keepers.find((x) => x.dealStep())) {
    expect(cards.acceptMessage(seq++, k.me, wire(k.dealStep()!), false)).toBeNull();
  }
  expect(cards.ready).toBe(true);
  const p = toMain(mine);
  // Wool, grain and ore for the cards (the engine tests' shortcut to a funded hand).
  const state = mine.snapshot();
  for (const kind of [2, 3, 4]) state[L.PLAYERS + p * L.PLAYER_STRIDE + L.P_HAND + kind] = BOUGHT;
  mine.restore(state);
  theirs.restore(state);
  const both = (who: number, action: Action) => {
    must(mine, who, action);
    must(theirs, who, action);
  };
  for (let i = 0; i < BOUGHT; i++) both(p, { type: 'buyDevelopment' });
  const tokens: number[] = mine.view(p).players[p].developmentAt;
  // Every other participant sends the buyer its key to each token; the buyer's replica learns the cards.
  for (const k of keepers) for (const m of k.owedShares(cards.hands())) expect(cards.acceptMessage(seq++, k.me, wire(m), false)).toBeNull();
  const { learnt } = keepers[p].learn(tokens);
  for (const { at, card } of learnt) expect(mine.learnCard(at, card).ok).toBe(true);
  const cardOf = new Map(learnt.map(({ at, card }) => [at, card]));
  both(p, { type: 'endTurn' });
  // The others roll (never a 7) and end their turns, until the buyer's roll.
  while (!(mine.view().currentPlayer === p && mine.view().phase === 'roll')) {
    const chance = mine.pendingChance();
    if (chance) {
      for (const g of [mine, theirs]) expect(g.supplyChance(chance.ranges.map(() => 0)).ok).toBe(true);
      continue;
    }
    const q = mine.view().currentPlayer;
    both(q, mine.legalActions(q).find((a) => a.type === 'roll' || a.type === 'endTurn')!);
  }
  const knight = tokens.find((at) => cardOf.get(at) === 'knight');
  const other = tokens.find((at) => cardOf.get(at) !== 'knight');
  expect(knight).toBeDefined(); // these keeper seeds deal a Knight among the first 4 cards, and another card
  expect(other).toBeDefined();
  const reveal = (at: number) => revealToJson(keepers[p].revealShares(at)!);
  /** The honest play: accepted by the log rules, applied by every replica to the same state; the Knight moves the robber next. */
  const playKnight = (play: Action) => {
    expect(cards.checkAction(seq, p, theirs, play, reveal(knight!))).toBeNull();
    cards.recordAction();
    for (const g of [mine, theirs]) {
      must(g, p, play);
      expect(g.publicCard(knight!)).toBe('knight');
      expect(g.view().phase).toBe('robber');
    }
    expect(mine.hash()).toBe(theirs.hash());
  };
  return { mine, theirs, cards, p, knight: knight!, other: other!, otherCard: cardOf.get(other!)!, reveal, seq, both, playKnight };
}

describe('a Knight in a sealed base game', () => {
  it('before the roll: named by its token, opened by its keys; forged and wrong plays are refused with a reason', async () => {
    const { mine, theirs, cards, p, knight, other, otherCard, reveal, seq, playKnight } = await sealedHand();
    // The holder's replica offers the Knight by its token before the dice; the opponent's cannot know it.
    const play = mine.legalActions(p).find((a) => a.type === 'playDevelopment' && a.card === 'knight');
    expect(play).toEqual({ type: 'playDevelopment', card: 'knight', at: knight });
    expect(theirs.legalActions(p).some((a) => a.type === 'playDevelopment' && a.card === 'knight')).toBe(false);
    expect(mine.publicCard(knight)).toBeNull();

    expect(cards.checkAction(seq, p, theirs, play!, undefined)).toBe(`playing knight needs the keys of token ${knight} ("reveal")`);
    // Keys of another of the holder's cards do not open this token.
    expect(cards.checkAction(seq, p, theirs, play!, reveal(other))).toMatch(/share does not match its commitment/);
    // A play that names no token is no play of a card the holder has (the engine's own refusal).
    expect(refused(mine, p, { type: 'playDevelopment', card: 'knight' })).toMatch(/sealed game names the card's token/);
    // The Knight's keys open it to a Knight, not to what the play claims.
    expect(cards.checkAction(seq, p, theirs, { type: 'playDevelopment', card: 'monopoly', kind: 'ore', at: knight }, reveal(knight))).toMatch(
      /holds knight, not monopoly/,
    );
    // A Knight claimed on another card, with that card's own keys.
    expect(cards.checkAction(seq, p, theirs, { type: 'playDevelopment', card: 'knight', at: other }, reveal(other))).toMatch(
      new RegExp(`holds ${otherCard}, not knight`),
    );
    // Keys in a play that needs none (the card is not hidden, or not a card play).
    expect(cards.checkAction(seq, p, theirs, { type: 'roll' }, reveal(knight))).toMatch(/only a play of a hidden card carries a reveal/);

    playKnight(play!);
    for (const g of [mine, theirs]) {
      expect(g.view().players[p]).toMatchObject({ knightsPlayed: 1, developmentAt: expect.not.arrayContaining([knight]) });
    }
    // The robber moves, then the dice still come (one card per turn: no second Knight).
    const move = mine.legalActions(p).find((a) => a.type === 'moveRobber')!;
    for (const g of [mine, theirs]) must(g, p, move);
    for (let chance = mine.pendingChance(); chance; chance = mine.pendingChance()) {
      for (const g of [mine, theirs]) expect(g.supplyChance(chance.ranges.map(() => 0)).ok).toBe(true);
    }
    expect(mine.view().phase).toBe('roll');
    expect(mine.legalActions(p).some((a) => a.type === 'playDevelopment')).toBe(false);
    expect(mine.hash()).toBe(theirs.hash());
  });

  it('Knight Interrupt: the window asks the holder by public facts, and its Knight is opened by its keys', async () => {
    const { mine, theirs, cards, p, knight, other, otherCard, reveal, seq, both, playKnight } = await sealedHand(['knightInterrupt']);
    both(p, { type: 'roll' });
    for (const g of [mine, theirs]) expect(g.supplyChance([0, 0]).ok).toBe(true);
    both(p, { type: 'endTurn' });
    // The next player rolls a 7 and moves the robber: the holder may answer with a Knight.
    const q = mine.view().currentPlayer;
    both(q, { type: 'roll' });
    for (const g of [mine, theirs]) expect(g.supplyChance([2, 3]).ok).toBe(true);
    expect(mine.view().phase).toBe('robber');
    both(q, mine.legalActions(q).find((a) => a.type === 'moveRobber')!);
    for (const g of [mine, theirs]) {
      expect(g.view().phase).toBe('interrupt');
      expect(g.view().interrupt.waiting).toContain(p); // the opponent's replica asks too: tokens, not cards
    }
    const play = mine.legalActions(p).find((a) => a.type === 'playDevelopment');
    expect(play).toEqual({ type: 'playDevelopment', card: 'knight', at: knight });
    expect(cards.checkAction(seq, p, theirs, play!, undefined)).toMatch(/needs the keys/);
    expect(cards.checkAction(seq, p, theirs, { type: 'playDevelopment', card: 'knight', at: other }, reveal(other))).toMatch(
      new RegExp(`holds ${otherCard}, not knight`),
    );
    playKnight(play!);
    for (const g of [mine, theirs]) expect(g.status().awaiting).toEqual([p]); // the interrupter moves the robber now
  });
});
