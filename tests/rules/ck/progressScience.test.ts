// 000 Almanac, science (green) cards.
import { describe, expect, it } from 'vitest';
import { must, refused } from '../../helpers';
import { P0_CITY, P0_SETTLEMENT, advanceTo, cardTable, drawOwn, fund, gains, improveTo, knightAnywhere, mainPhaseOf, player, roll, vp } from './helpers';

async function holding(cards: string[]) {
  const game = await cardTable({ science: cards });
  improveTo(game, 0, 'science', 1);
  for (let i = 0; i < cards.length; i++) {
    drawOwn(game, 0, 'science');
    if (i < cards.length - 1) must(game, 0, { type: 'endTurn' });
  }
  return game;
}

describe('C&K science cards', () => {
  it('Alchemist: only before the roll; chooses the production dice, the event die is still rolled', async () => {
    const game = await holding(['alchemist']);
    expect(player(game, 0).progressCards).toEqual(['alchemist']);
    expect(refused(game, 0, { type: 'playProgress', card: 'alchemist', yellow: 2, red: 1 })).toMatch(/phase/);
    must(game, 0, { type: 'endTurn' });
    advanceTo(game, 0);
    const g = gains(game, () => must(game, 0, { type: 'playProgress', card: 'alchemist', yellow: 2, red: 1, forced: { event: 'trade' } }));
    const v = game.view();
    expect(v.dice).toMatchObject({ yellow: 2, red: 1, total: 3, event: 'trade' });
    expect(g[0]).toEqual({ grain: 1 }); // fields 3 next to seat 0's settlement
    expect(v.phase).toBe('main');
    expect(player(game, 0).progressCards).toEqual([]);
    expect(refused(game, 0, { type: 'roll' })).toMatch(/phase/);
  });

  it('Crane: one city improvement for one commodity less', async () => {
    const game = await holding(['crane']);
    must(game, 0, { type: 'endTurn' });
    fund(game, 0, { paper: 1 });
    mainPhaseOf(game, 0);
    const paper = player(game, 0).hand.paper;
    must(game, 0, { type: 'playProgress', card: 'crane', track: 'science' });
    expect(player(game, 0).improvements.science).toBe(2);
    expect(player(game, 0).hand.paper).toBe(paper - 1);
  });

  it('Engineer: a free city wall', async () => {
    const game = await holding(['engineer']);
    const before = player(game, 0).hand;
    expect(refused(game, 0, { type: 'playProgress', card: 'engineer', vertex: P0_SETTLEMENT })).toMatch(/no such city/);
    must(game, 0, { type: 'playProgress', card: 'engineer', vertex: P0_CITY });
    expect(player(game, 0).cities[0].wall).toBe(true);
    expect(player(game, 0).hand).toEqual(before);
  });

  it('Inventor: swaps two number tokens, never 2, 12, 6 or 8', async () => {
    const game = await holding(['inventor']);
    expect(refused(game, 0, { type: 'playProgress', card: 'inventor', hexes: [9, 4] })).toBeTruthy(); // 8
    expect(refused(game, 0, { type: 'playProgress', card: 'inventor', hexes: [5, 4] })).toBeTruthy(); // 6
    must(game, 0, { type: 'playProgress', card: 'inventor', hexes: [4, 12] });
    const hexes = game.view().board.hexes;
    expect(hexes[4].number).toBe(3);
    expect(hexes[12].number).toBe(5);
  });

  it('Medicine: a city for 2 ore + 1 grain; Irrigation then pays 2 grain per fields hex, the city not doubling (4, not 8)', async () => {
    const game = await holding(['medicine', 'irrigation']);
    must(game, 0, { type: 'endTurn' });
    fund(game, 0, { ore: 2, grain: 1 });
    mainPhaseOf(game, 0);
    expect(gains(game, () => must(game, 0, { type: 'playProgress', card: 'medicine', vertex: P0_SETTLEMENT }))[0]).toEqual({ ore: -2, grain: -1 });
    expect(player(game, 0).cities).toHaveLength(2);
    expect(gains(game, () => must(game, 0, { type: 'playProgress', card: 'irrigation' }))[0]).toEqual({ grain: 4 });
  });

  it('Mining: 2 ore per mountains hex next to your buildings (a city does not double)', async () => {
    const game = await holding(['mining']);
    expect(gains(game, () => must(game, 0, { type: 'playProgress', card: 'mining' }))).toEqual([{ ore: 2 }, {}, {}]);
  });

  it('Printer: 1 VP at once when drawn, even off-turn; never in the hand', async () => {
    const game = await cardTable({ science: ['printer'] });
    improveTo(game, 0, 'science', 1);
    advanceTo(game, 1);
    const before = vp(game, 0);
    roll(game, 1, 2, 'science', 1);
    expect(vp(game, 0)).toBe(before + 1);
    expect(player(game, 0).progressPoints).toBe(1);
    expect(player(game, 0).progressCards).toEqual([]);
    expect(player(game, 0).progressCount).toBe(0);
  });

  it('Road Building: two free roads', async () => {
    const game = await holding(['roadBuilding']);
    const before = player(game, 0).hand;
    const roads = player(game, 0).roads.length;
    must(game, 0, { type: 'playProgress', card: 'roadBuilding' });
    expect(game.view().phase).toBe('roadBuilding');
    for (let i = 0; i < 2; i++) {
      const edge = game.legalActions(0).find((a) => a.type === 'buildRoad')!.edge;
      must(game, 0, { type: 'buildRoad', edge });
    }
    expect(game.view().phase).toBe('main');
    expect(player(game, 0).roads).toHaveLength(roads + 2);
    expect(player(game, 0).hand).toEqual(before);
  });

  it('Smith: promotes two knights one level each for free; strong to mighty still needs the Fortress', async () => {
    const game = await holding(['smith', 'smith']);
    must(game, 0, { type: 'endTurn' });
    fund(game, 0, { wool: 3, ore: 3 });
    mainPhaseOf(game, 0);
    const a = knightAnywhere(game, 0, false);
    const b = knightAnywhere(game, 0, false);
    must(game, 0, { type: 'promoteKnight', vertex: a });
    const before = player(game, 0).hand;
    // a is strong already: to mighty needs the Fortress.
    expect(refused(game, 0, { type: 'playProgress', card: 'smith', knights: [a, b] })).toMatch(/Fortress|cannot do that again/);
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'playProgress', card: 'smith', knights: [a, b] })).toMatch(/Fortress/);
    must(game, 0, { type: 'playProgress', card: 'smith', knights: [b] });
    expect(
      player(game, 0)
        .knights.map((k: { level: number }) => k.level)
        .sort(),
    ).toEqual([2, 2]);
    expect(player(game, 0).hand).toEqual(before);
  });
});
