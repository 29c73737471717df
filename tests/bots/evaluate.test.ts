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

describe('the hard bot in Cities & Knights', () => {
  async function ckView(): Promise<View> {
    for (let seed = 5; seed < 40; seed++) {
      const view = (await positionAfter('ck', 300, seed)).view(0);
      const open = (p: number) => view.players[p].cities.some((c: { metropolis: unknown }) => c.metropolis == null);
      if (view.winner === null && open(0) && [1, 2, 3].some(open)) return structuredClone(view);
    }
    throw new Error('no position with open cities');
  }

  /** The view with the ship `toGo` steps from Catan, no knights on the island but ours (`ours` active strength). */
  function barbarians(view: View, toGo: number, ours: number): View {
    const copy = structuredClone(view);
    copy.players.forEach((p: View) => {
      p.knights = [];
      p.knightStrength = 0;
    });
    if (ours > 0) {
      const [hex, corner] = view.players[0].cities[0].vertex;
      copy.players[0].knights = [{ vertex: [hex, (corner + 1) % 6], level: ours, active: true }];
      copy.players[0].knightStrength = ours;
    }
    copy.barbarians = { ...copy.barbarians, position: 7 - toGo, attackAt: 7, defense: ours, strength: 99 };
    return copy;
  }

  it('fears the barbarians by their chance to land before it acts again, and not once it is not the weakest', async () => {
    const view = await ckView();
    const full = evaluatorFor(view, 'full');
    const near = full(barbarians(view, 1, 0), 0);
    const halfway = full(barbarians(view, 3, 0), 0);
    const far = full(barbarians(view, 6, 0), 0);
    // a city (100) and its production, at 15/16 one step away, at 5/16 three steps away
    expect(far - near).toBeGreaterThan(100);
    expect(far - halfway).toBeGreaterThan(30);
    expect(far - halfway).toBeLessThan(far - near);
    expect(full(barbarians(view, 1, 1), 0)).toBe(full(barbarians(view, 6, 1), 0));
  });

  it('sees an open track’s third level as a step towards the metropolis, and a taken one as a level', async () => {
    const view = await ckView();
    const levels = (mine: number, theirs: number) => {
      const copy = structuredClone(view);
      copy.players.forEach((p: View, i: number) => (p.improvements = { trade: 0, politics: 0, science: i === 0 ? mine : theirs === 0 || i > 1 ? 0 : theirs }));
      return evaluatorFor(copy, 'full')(copy, 0);
    };
    // the race still open: level 3 is worth its level and a share of two points
    expect(levels(3, 1) - levels(2, 1)).toBeGreaterThan(levels(3, 4) - levels(2, 4) + 30);
  });
});
