// The log in words and the table's prompt, from actions and views.
import { describe, expect, it } from 'vitest';
import { cardsText, humanize } from '../../src/ui/vocabulary';
import { narrate, narrateDiff, openingLine } from '../../src/ui/narrate';
import { awaitingText } from '../../src/ui/prompts';

const names = ['Red', 'Blue', 'White', 'Orange'];
const name = (s: number) => names[s];
const player = (hand: Record<string, number> | null, cardCount: number, extra: object = {}) => ({ hand, cardCount, vp: 2, ...extra });
const board = {
  hexes: [
    { terrain: 'fields', number: 9 },
    { terrain: 'hills', number: 6 },
  ],
  harbors: [],
};

function view(over: object = {}) {
  return {
    mode: 'base',
    turn: 10,
    currentPlayer: 0,
    phase: 'main',
    winner: null,
    dice: null,
    robber: 0,
    trade: null,
    board,
    awaiting: [0],
    longestRoad: null,
    largestArmy: null,
    players: [player({ brick: 1, lumber: 0, wool: 0, grain: 0, ore: 0 }, 1), player(null, 3), player(null, 0), player(null, 5)],
    ...over,
  } as Record<string, any>;
}

describe('log lines', () => {
  it('says who rolled what and who got what', () => {
    const before = view({ phase: 'roll' });
    const after = view({
      dice: { yellow: 5, red: 3, total: 8 },
      players: [player({ brick: 1, lumber: 0, wool: 0, grain: 2, ore: 1 }, 4), player(null, 5), player(null, 0), player(null, 5)],
    });
    const lines = narrate({ type: 'roll' }, 0, before, after, name, 0).map((l) => l.text);
    expect(lines).toEqual(['Red rolled 8 (5+3)', 'You got 2 grain, 1 ore', 'Blue got 2 cards']);
  });

  it('names builds, the robber and its victim, trades and cards', () => {
    const v = view();
    expect(narrate({ type: 'buildRoad', edge: [0, 1] }, 1, v, v, name, 0)[0].text).toBe('Blue built a road');
    expect(narrate({ type: 'buildCity', vertex: [0, 1] }, 1, v, v, name, 0)[0].text).toBe('Blue upgraded a settlement to a city');
    expect(narrate({ type: 'moveRobber', hex: 1, victim: 3 }, 1, v, v, name, 0)[0].text).toBe('Blue moved the robber to 6 hills and robbed Orange');
    expect(narrate({ type: 'bankTrade', give: { ore: 4 }, get: { brick: 1 } }, 2, v, v, name, 0)[0].text).toBe('White traded 4 ore to the bank for 1 brick');
    expect(narrate({ type: 'offerTrade', give: { grain: 1 }, get: { brick: 1, wool: 1 } }, 0, v, v, name, 0)[0].text).toBe(
      'Red offers 1 grain for 1 brick, 1 wool',
    );
    expect(narrate({ type: 'playDevelopment', card: 'yearOfPlenty', take: { ore: 2 } }, 0, v, v, name, 0)[0].text).toBe(
      'Red played Year of Plenty: took 2 ore',
    );
    expect(narrate({ type: 'buildKnight', vertex: [0, 0] }, 0, v, v, name, 0)[0].text).toBe('Red recruited a basic knight');
  });

  it('tells what the thief took when I am the thief or the victim', () => {
    const before = view({ players: [player({ brick: 1, ore: 0 }, 1), player(null, 3), player(null, 0), player(null, 5)] });
    const after = view({ players: [player({ brick: 0, ore: 0 }, 0), player(null, 4), player(null, 0), player(null, 5)] });
    const lines = narrate({ type: 'moveRobber', hex: 0, victim: 0 }, 1, before, after, name, 0).map((l) => l.text);
    expect(lines).toEqual(['Blue moved the robber to 9 fields and robbed Red', 'Red lost 1 brick']);
  });

  it('announces turns, awards and the winner', () => {
    const before = view();
    const after = view({ currentPlayer: 1, longestRoad: 0 });
    expect(narrate({ type: 'endTurn' }, 0, before, after, name, 0).map((l) => l.text)).toEqual(['Red takes Longest Road', "Blue's turn"]);
    const won = narrate({ type: 'buildSettlement', vertex: [0, 0] }, 0, before, view({ winner: 0, phase: 'gameOver' }), name, 0).map((l) => l.text);
    expect(won.at(-1)).toBe('Red won the game!');
  });

  it('says "Your turn", not "You\'s turn", to a player who kept the name You, in both narrators', () => {
    const you = (s: number) => (s === 1 ? 'You' : name(s));
    const before = view();
    const after = view({ currentPlayer: 1 });
    expect(narrate({ type: 'endTurn' }, 0, before, after, you, 1).map((l) => l.text)).toEqual(['Your turn']);
    expect(narrateDiff(before, after, you, 1).map((l) => l.text)).toEqual(['Your turn']);
  });
});

describe('words', () => {
  it('writes cards and names', () => {
    expect(cardsText({ ore: 2, brick: 1, wool: 0 })).toBe('1 brick, 2 ore');
    expect(cardsText({})).toBe('nothing');
    expect(humanize('chaseRobber')).toBe('Chase robber');
  });

  it('says what the table waits for', () => {
    expect(awaitingText(view({ phase: 'roll' }), 0, name)).toBe('Your turn: roll the dice');
    expect(awaitingText(view({ phase: 'roll', currentPlayer: 2 }), 0, name)).toBe('White is about to roll');
    const discard = view({ phase: 'discard', awaiting: [0, 3] });
    discard.players[0].discardOwed = 4;
    expect(awaitingText(discard, 0, name)).toBe('A 7! Discard 4 cards');
    expect(awaitingText(discard, 1, name)).toBe('Waiting for Red and Orange to discard');
    expect(awaitingText(view({ winner: 2 }), 0, name)).toBe('White won the game');
  });

  it('opens the log in good English when I place first', () => {
    const v = view({ playerCount: 4, mode: 'ck', currentPlayer: 0 });
    expect(openingLine(v, (s) => (s === 0 ? 'You' : name(s)), 0).text).toBe('A 4-player Cities & Knights game begins. You place first.');
    expect(openingLine(v, name, 1).text).toBe('A 4-player Cities & Knights game begins. Red places first.');
    expect(openingLine(view({ playerCount: 8, currentPlayer: 1 }), name, 0).text).toBe('An 8-player Catan game begins. Blue places first.');
  });
});
