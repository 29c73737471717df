// Issue 38 item 4: when all a player may do is one board action, the table glows its targets by itself
// and the prompt says what is owed and why (owedText), not only what to click.
import { describe, expect, it } from 'vitest';
import type { View } from '../../src/engine/types';
import { owedText } from '../../src/ui/prompts';

const name = (s: number) => ['Ann', 'Ben', 'Cy'][s];
const view = (extra: object): View =>
  ({
    mode: 'base',
    playerCount: 3,
    turn: 9,
    currentPlayer: 0,
    phase: 'main',
    winner: null,
    board: { hexes: [], harbors: [] },
    awaiting: [0],
    players: [{}, {}, {}],
    ...extra,
  }) as unknown as View;

describe('the prompt of a pick the table starts by itself', () => {
  it('Barbarian Attack: a knight left on the castle paths, nothing else to do', () => {
    const ckba = view({ mode: 'ckba', ckba: {} });
    expect(owedText(ckba, 0, name, [{ type: 'moveKnight' }])).toBe('Your turn: move your knight off the castle to end the turn');
  });
  it("Catan for Two: the neutral seat's road or settlement", () => {
    expect(owedText(view({ twoPlayer: { neutralOwed: 'road' } }), 0, name, [{ type: 'placeNeutralRoad' }])).toMatch(
      /^Catan for Two: you built, so you place a road for a neutral seat/,
    );
    expect(owedText(view({ twoPlayer: { neutralOwed: 'settlement' } }), 0, name, [{ type: 'placeNeutralSettlement' }])).toMatch(/place one for a neutral seat/);
  });
  it('set-up and decisions say what they are; a free pick in the turn leaves it to the pick', () => {
    expect(owedText(view({ phase: 'setupSettlement' }), 0, name, [{ type: 'placeSettlement' }])).toBe('Place a settlement');
    expect(owedText(view({}), 0, name, [{ type: 'buildRoad' }, { type: 'endTurn' }])).toBeNull();
  });
});
