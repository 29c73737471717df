// The value function's judgements on a real mid-game view, changed one fact at a time.
import { describe, expect, it } from 'vitest';
import { evaluatorFor } from '../../src/bots/evaluate';
import { geometryFor } from '../../src/bots/geometry';
import type { View } from '../../src/engine/types';
import { positionAfter } from './positions';

const HAND = { brick: 0, lumber: 0, wool: 0, grain: 0, ore: 0 };

async function baseView(): Promise<{ view: View; me: number }> {
  const game = await positionAfter('base', 150, 5);
  const me = 0;
  return { view: game.view(me), me };
}

function withHand(view: View, me: number, hand: Record<string, number>): View {
  const copy = structuredClone(view);
  copy.players[me].hand = { ...HAND, ...hand };
  copy.players[me].cardCount = Object.values(hand).reduce((a, b) => a + b, 0);
  return copy;
}

describe('the value function', () => {
  it('prefers a hand that pays for a city to one with the same number of loose cards', async () => {
    const { view, me } = await baseView();
    expect(view.players[me].settlements.length).toBeGreaterThan(0);
    const value = evaluatorFor(view);
    expect(value(withHand(view, me, { ore: 3, grain: 2 }), me)).toBeGreaterThan(value(withHand(view, me, { ore: 2, grain: 2, brick: 1 }), me));
  });

  it('counts cards past the hand limit as nearly worthless (a 7 halves them)', async () => {
    const { view, me } = await baseView();
    const value = evaluatorFor(view);
    const seven = value(withHand(view, me, { wool: 7 }), me);
    const eight = value(withHand(view, me, { wool: 8 }), me);
    const six = value(withHand(view, me, { wool: 6 }), me);
    expect(seven - six).toBeGreaterThan(eight - seven);
  });

  it('loses production to the robber on its own hex and counts an opponent’s cards against it', async () => {
    const { view, me } = await baseView();
    const value = evaluatorFor(view);
    const g = geometryFor(view.board.rows);
    const myHex = g.hexesAt[g.vertex(view.players[me].settlements[0] ?? view.players[me].cities[0].vertex)].find((h) => view.board.hexes[h].number !== null)!;
    const robbed = structuredClone(view);
    robbed.robber = myHex;
    const elsewhere = structuredClone(view);
    elsewhere.robber = view.board.hexes.findIndex((h: { terrain: string }) => h.terrain === 'desert');
    expect(value(robbed, me)).toBeLessThan(value(elsewhere, me));
    const richer = structuredClone(view);
    richer.players[(me + 1) % 4].cardCount += 3;
    expect(value(richer, me)).toBeLessThan(value(view, me));
  });

  it('hard: keeps the better progress card when one must go, where the plain function sees only a count', async () => {
    const view = structuredClone((await positionAfter('ck', 150, 5)).view(0));
    const holding = (cards: string[]) => {
      const copy = structuredClone(view);
      copy.players[0].progressCards = cards;
      copy.players[0].progressCount = cards.length;
      return copy;
    };
    const full = evaluatorFor(view, 'full');
    const plain = evaluatorFor(view, 'plain');
    const keepCrane = holding(['crane', 'medicine', 'spy', 'wedding']);
    const keepIntrigue = holding(['intrigue', 'medicine', 'spy', 'wedding']);
    expect(full(keepCrane, 0)).toBeGreaterThan(full(keepIntrigue, 0));
    expect(plain(keepCrane, 0)).toBe(plain(keepIntrigue, 0));
  });

  it('hard: values a harbor it settles on, where the plain function does not see harbors', async () => {
    const { view, me } = await baseView();
    const harbor = view.board.harbors.find((h: { kind: string }) => h.kind !== 'generic');
    // our first settlement moved onto a corner of a 2:1 harbor's coast
    const settled = structuredClone(view);
    settled.players[me].settlements = [[harbor.hex, harbor.side], ...view.players[me].settlements.slice(1)];
    const noHarbors = structuredClone(settled);
    noHarbors.board.harbors = [];
    expect(evaluatorFor(settled, 'full')(settled, me)).toBeGreaterThan(evaluatorFor(noHarbors, 'full')(noHarbors, me));
    expect(evaluatorFor(settled, 'plain')(settled, me)).toBe(evaluatorFor(noHarbors, 'plain')(noHarbors, me));
  });
});
