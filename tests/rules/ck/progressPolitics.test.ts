// 000 Almanac, politics (blue) cards.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { must, refused } from '../../helpers';
import { B, P0_SETTLEMENT, P1_CITY, attack, cardTable, drawOwn, fund, gains, improveTo, knightAnywhere, mainPhaseOf, player, vp } from './helpers';

const W = B.v(9, 5); // where seat 0's and seat 1's first roads meet

async function holding(cards: string[]): Promise<Game> {
  const game = await cardTable({ politics: cards });
  improveTo(game, 0, 'politics', 1);
  for (let i = 0; i < cards.length; i++) {
    drawOwn(game, 0, 'politics');
    must(game, 0, { type: 'endTurn' });
  }
  expect(player(game, 0).progressCards).toHaveLength(cards.length);
  return game;
}

describe('C&K politics cards', () => {
  it('Bishop: not before the first attack; then moves the robber and takes one random card from each player next to it', async () => {
    const game = await holding(['bishop']);
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'playProgress', card: 'bishop', hex: 13 })).toMatch(/first barbarian attack/);
    must(game, 0, { type: 'endTurn' });
    const p = attack(game);
    must(game, p, { type: 'endTurn' });
    fund(game, 1, { grain: 1 });
    mainPhaseOf(game, 0);
    const n0 = player(game, 0).cardCount,
      n1 = player(game, 1).cardCount,
      n2 = player(game, 2).cardCount;
    must(game, 0, { type: 'playProgress', card: 'bishop', hex: 13 });
    expect(game.view().robber).toBe(13);
    expect(player(game, 0).cardCount).toBe(n0 + 1);
    expect(player(game, 1).cardCount).toBe(n1 - 1);
    expect(player(game, 2).cardCount).toBe(n2);
  });

  it('Constitution: 1 VP at once when drawn, never in the hand', async () => {
    const game = await cardTable({ politics: ['constitution'] });
    improveTo(game, 0, 'politics', 1);
    const before = vp(game, 0);
    drawOwn(game, 0, 'politics');
    expect(vp(game, 0)).toBe(before + 1);
    expect(player(game, 0).progressCards).toEqual([]);
    expect(player(game, 0).progressPoints).toBe(1);
  });

  it('Deserter: the victim chooses the knight; you place one of equal strength (a mighty even without a Fortress, same state), or the next weaker you have', async () => {
    const game = await holding(['deserter', 'deserter']);
    // Seat 1: a mighty (active) and a strong knight (needs its Fortress). Seat 0: both strong knights on the board.
    improveTo(game, 1, 'politics', 3);
    fund(game, 1, { wool: 5, ore: 5, grain: 1 });
    mainPhaseOf(game, 1);
    const m = knightAnywhere(game, 1, true);
    must(game, 1, { type: 'promoteKnight', vertex: m });
    must(game, 1, { type: 'endTurn' });
    mainPhaseOf(game, 1);
    must(game, 1, { type: 'promoteKnight', vertex: m });
    const s = knightAnywhere(game, 1, false);
    must(game, 1, { type: 'promoteKnight', vertex: s });
    must(game, 1, { type: 'endTurn' });
    expect(
      player(game, 1)
        .knights.map((k: { level: number }) => k.level)
        .sort(),
    ).toEqual([2, 3]);
    fund(game, 0, { wool: 4, ore: 4, brick: 2, lumber: 2 });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'buildRoad', edge: game.legalActions(0).find((a) => a.type === 'buildRoad')!.edge });
    must(game, 0, { type: 'buildRoad', edge: game.legalActions(0).find((a) => a.type === 'buildRoad')!.edge });
    for (let i = 0; i < 2; i++) must(game, 0, { type: 'promoteKnight', vertex: knightAnywhere(game, 0, false) });
    expect(player(game, 0).knightsLeft).toEqual({ basic: 2, strong: 0, mighty: 2 });
    expect(player(game, 0).improvements.politics).toBe(1); // no Fortress
    // 1) Seat 1 gives up its strong knight: seat 0 has no strong one left, so it places a basic one.
    must(game, 0, { type: 'playProgress', card: 'deserter', player: 1 });
    expect(game.view().decision).toMatchObject({ kind: 'removeKnight', player: 1 });
    expect(refused(game, 1, { type: 'removeKnight', vertex: B.v(9, 1) })).toMatch(/knight/);
    must(game, 1, { type: 'removeKnight', vertex: s });
    expect(game.view().decision).toMatchObject({ kind: 'placeDeserter', player: 0 });
    let site = game.legalActions(0).find((a) => a.type === 'placeDeserter' && a.vertex)!.vertex;
    must(game, 0, { type: 'placeDeserter', vertex: site });
    expect(player(game, 0).knights).toContainEqual({ vertex: site, level: 1, active: false });
    expect(player(game, 1).knightsLeft.strong).toBe(2);
    // 2) Seat 1 gives up its active mighty knight: seat 0 places an active mighty knight, Fortress or not.
    must(game, 0, { type: 'playProgress', card: 'deserter', player: 1 });
    must(game, 1, { type: 'removeKnight', vertex: m });
    site = game.legalActions(0).find((a) => a.type === 'placeDeserter' && a.vertex)!.vertex;
    must(game, 0, { type: 'placeDeserter', vertex: site });
    expect(player(game, 0).knights).toContainEqual({ vertex: site, level: 3, active: true });
    expect(player(game, 1).knights).toEqual([]);
    expect(game.view().phase).toBe('main');
  });

  it("Diplomat: removes an open road only; an opponent's goes back to its owner, your own may be placed again for free or not", async () => {
    const game = await holding(['diplomat', 'diplomat']);
    fund(game, 0, { brick: 1, lumber: 1 });
    mainPhaseOf(game, 0);
    // Extend seat 0's city road beyond W: the city road now has a piece of seat 0 at both ends.
    const beyond = B.neighbours(W).find((v) => v.join() !== B.v(9, 0).join() && v.join() !== B.v(9, 4).join())!;
    must(game, 0, { type: 'buildRoad', edge: B.between(W, beyond) });
    expect(refused(game, 0, { type: 'playProgress', card: 'diplomat', edge: B.e(9, 5) })).toMatch(/open road/);
    // Seat 1's city road (city at one end, W at the other: seat 0's roads there are not seat 1's).
    const left = player(game, 1).piecesLeft.roads;
    must(game, 0, { type: 'playProgress', card: 'diplomat', edge: B.e(9, 4) });
    expect(player(game, 1).roads).not.toContainEqual(B.e(9, 4));
    expect(player(game, 1).piecesLeft.roads).toBe(left + 1);
    expect(game.view().phase).toBe('main');
    // Own open road: seat 0 may place it again at once (or not).
    const mine = player(game, 0).roads.length;
    must(game, 0, { type: 'playProgress', card: 'diplomat', edge: B.between(W, beyond) });
    expect(game.view().phase).toBe('roadBuilding');
    const h = player(game, 0).hand;
    must(game, 0, { type: 'buildRoad', edge: B.e(9, 4) });
    expect(player(game, 0).roads).toHaveLength(mine);
    expect(player(game, 0).hand).toEqual(h);
    expect(game.view().phase).toBe('main');
  });

  it('Diplomat on your own road: you may decline to place it again', async () => {
    const game = await holding(['diplomat']);
    mainPhaseOf(game, 0);
    const mine = player(game, 0).roads.length;
    must(game, 0, { type: 'playProgress', card: 'diplomat', edge: B.e(9, 5) });
    must(game, 0, { type: 'endRoadBuilding' });
    expect(player(game, 0).roads).toHaveLength(mine - 1);
    expect(game.view().phase).toBe('main');
  });

  it('Intrigue: displaces an opponent knight on an intersection of your roads; with nowhere to go it leaves the board', async () => {
    const game = await holding(['intrigue']);
    fund(game, 1, { wool: 1, ore: 1 });
    mainPhaseOf(game, 1);
    must(game, 1, { type: 'buildKnight', vertex: W });
    must(game, 1, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'playProgress', card: 'intrigue', vertex: B.v(9, 1) })).toBeTruthy();
    must(game, 0, { type: 'playProgress', card: 'intrigue', vertex: W });
    expect(player(game, 1).knights).toEqual([]);
    expect(player(game, 1).knightsLeft.basic).toBe(2);
    // Now seat 0 can use the intersection.
    expect(game.view().decision).toBeNull();
  });

  it('Saboteur: every other player with at least your VP discards half (rounded down) of their choice', async () => {
    const game = await holding(['saboteur']);
    for (const p of [0, 1]) {
      fund(game, p, { grain: 2, ore: 3 });
      mainPhaseOf(game, p);
      must(game, p, { type: 'buildCity', vertex: p === 0 ? P0_SETTLEMENT : (player(game, 1).settlements[0] ?? P1_CITY) });
      must(game, p, { type: 'endTurn' });
    }
    mainPhaseOf(game, 0);
    expect(vp(game, 1)).toBeGreaterThanOrEqual(vp(game, 0));
    expect(vp(game, 2)).toBeLessThan(vp(game, 0));
    const n1 = player(game, 1).cardCount;
    must(game, 0, { type: 'playProgress', card: 'saboteur' });
    expect(player(game, 1).pending).toBe('discard');
    expect(player(game, 1).owed).toBe(Math.floor(n1 / 2));
    expect(player(game, 2).pending).toBe('none');
    const cards: Record<string, number> = {};
    let left = Math.floor(n1 / 2);
    for (const [k, n] of Object.entries(player(game, 1).hand)) {
      const t = Math.min(n as number, left);
      if (t) cards[k] = t;
      left -= t;
    }
    must(game, 1, { type: 'discard', cards });
    expect(player(game, 1).cardCount).toBe(n1 - Math.floor(n1 / 2));
    expect(game.view().phase).toBe('main');
  });

  it("Spy: looks at another player's progress cards (only the spy sees them) and takes one", async () => {
    const game = await cardTable({ politics: ['spy', 'warlord', 'wedding'] });
    improveTo(game, 0, 'politics', 1);
    improveTo(game, 1, 'politics', 1);
    // Seat 0's gate draw: seat 0 then seat 1 draw.
    drawOwn(game, 0, 'politics');
    must(game, 0, { type: 'endTurn' });
    drawOwn(game, 1, 'politics'); // seat 1 wedding, seat 2 none, seat 0 gets nothing more (deck order)
    must(game, 1, { type: 'endTurn' });
    expect(player(game, 0).progressCards).toContain('spy');
    mainPhaseOf(game, 0);
    const theirs = player(game, 1).progressCards;
    expect(theirs.length).toBeGreaterThan(0);
    must(game, 0, { type: 'playProgress', card: 'spy', player: 1 });
    expect(game.view(0).decision).toMatchObject({ kind: 'spyTake', player: 0, target: 1, cards: theirs });
    expect(game.view(2).decision.cards).toBeUndefined();
    must(game, 0, { type: 'spyTake', card: theirs[0] });
    expect(player(game, 0).progressCards).toContain(theirs[0]);
    expect(player(game, 1).progressCards).toHaveLength(theirs.length - 1);
  });

  it('Warlord: activates all your knights for free; they cannot act this turn', async () => {
    const game = await holding(['warlord']);
    fund(game, 0, { wool: 2, ore: 2 });
    mainPhaseOf(game, 0);
    const a = knightAnywhere(game, 0, false);
    knightAnywhere(game, 0, false);
    const h = player(game, 0).hand;
    must(game, 0, { type: 'playProgress', card: 'warlord' });
    expect(player(game, 0).knights.every((k: { active: boolean }) => k.active)).toBe(true);
    expect(player(game, 0).hand).toEqual(h);
    const to = game.legalActions(0).find((x) => x.type === 'moveKnight');
    expect(to).toBeUndefined();
    expect(refused(game, 0, { type: 'moveKnight', from: a, to: W })).toBeTruthy();
  });

  it('Wedding: each player with more VP gives you 2 cards of their choice; equal or fewer give nothing', async () => {
    const game = await holding(['wedding']);
    fund(game, 1, { grain: 2, ore: 3 });
    mainPhaseOf(game, 1);
    must(game, 1, { type: 'buildCity', vertex: player(game, 1).settlements[0] });
    must(game, 1, { type: 'endTurn' });
    fund(game, 1, { ore: 2 });
    mainPhaseOf(game, 0);
    expect(vp(game, 1)).toBeGreaterThan(vp(game, 0));
    expect(vp(game, 2)).toBeLessThanOrEqual(vp(game, 0));
    must(game, 0, { type: 'playProgress', card: 'wedding' });
    expect(player(game, 1).pending).toBe('giveCards');
    expect(player(game, 1).owed).toBe(2);
    expect(player(game, 2).pending).toBe('none');
    expect(refused(game, 1, { type: 'giveCards', cards: { ore: 1 } })).toBeTruthy();
    const g = gains(game, () => must(game, 1, { type: 'giveCards', cards: { ore: 2 } }));
    expect(g[0]).toEqual({ ore: 2 });
    expect(g[1]).toEqual({ ore: -2 });
    expect(game.view().phase).toBe('main');
  });
});
