// 000 "Knights": build (1 wool + 1 ore, inactive, on an empty intersection of your roads), activate
// (1 grain; no action the same turn), promote (1 wool + 1 ore, once a turn, strong->mighty needs the
// Fortress), act once when active: move along own roads (RULES.md/002: through empty intersections or
// own pieces, never past another player's knight), displace a weaker knight (its owner relocates it
// or loses it), chase the robber (only after the first attack, from an adjacent hex). Knights block
// other players' roads and settlements and break Longest Road.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { must, refused } from '../../helpers';
import { B, advanceTo, board, fund, gains, improveTo, mainPhaseOf, payDiscards, player, roll, setupCK, shipTo } from './helpers';

// Seat 0: city at the top of hex 9, settlement at its SW corner; seat 1: city below, at hex 14 SE.
const BOARD = board({
  4: ['hills', 4],
  5: ['mountains', 5],
  9: ['pasture', 6],
  8: ['fields', 8],
  13: ['forest', 9],
  14: ['hills', 10],
  15: ['mountains', 11],
  18: ['pasture', 3],
  16: ['forest', 10],
  17: ['fields', 11],
});
const V = (c: number) => B.v(9, c);
const X = B.v(14, 1); // between hexes 10, 14, 15

async function table(): Promise<Game> {
  return setupCK({
    players: 3,
    board: BOARD,
    first: [{ at: V(4), road: B.e(9, 4) }, { at: B.at(16, 17) }],
    second: [
      { at: V(0), road: B.e(9, 0) },
      { at: B.v(14, 2), road: B.e(14, 1) },
    ],
  });
}

/** Seat 0 completes its road v0-v1-v2-v3-v4-v5 around hex 9 (5 roads: Longest Road). Ends seat 0's turn. */
function chain(game: Game): void {
  fund(game, 0, { brick: 3, lumber: 3 });
  mainPhaseOf(game, 0);
  for (const s of [1, 2, 3]) must(game, 0, { type: 'buildRoad', edge: B.e(9, s) });
  must(game, 0, { type: 'endTurn' });
}

/** p builds (and optionally activates) a knight at v on its own turn, leaving the turn open. */
function knight(game: Game, p: number, v: [number, number], activate = false): void {
  fund(game, p, activate ? { wool: 1, ore: 1, grain: 1 } : { wool: 1, ore: 1 });
  mainPhaseOf(game, p);
  must(game, p, { type: 'buildKnight', vertex: v });
  if (activate) must(game, p, { type: 'activateKnight', vertex: v });
}

describe('C&K knights: building, activating, promoting', () => {
  it('builds an inactive basic knight for 1 wool + 1 ore on an empty intersection of its own roads, no distance rule, 2 of each level', async () => {
    const game = await table();
    fund(game, 0, { wool: 3, ore: 3 });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'buildKnight', vertex: X })).toMatch(/not connected/);
    expect(refused(game, 0, { type: 'buildKnight', vertex: V(0) })).toMatch(/occupied/);
    // Next to the city and the settlement: knights ignore the distance rule.
    expect(gains(game, () => must(game, 0, { type: 'buildKnight', vertex: V(5) }))[0]).toEqual({ wool: -1, ore: -1 });
    expect(player(game, 0).knights).toEqual([{ vertex: V(5), level: 1, active: false }]);
    must(game, 0, { type: 'buildKnight', vertex: V(1) });
    expect(player(game, 0).knightsLeft).toEqual({ basic: 0, strong: 2, mighty: 2 });
    must(game, 0, { type: 'endTurn' });
    chain(game);
    fund(game, 0, { wool: 1, ore: 1 });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'buildKnight', vertex: V(2) })).toMatch(/no pieces/);
  });

  it('activates for 1 grain; a knight activated this turn cannot act, it can act next turn, then be activated again but not act twice', async () => {
    const game = await table();
    chain(game);
    knight(game, 0, V(1));
    expect(refused(game, 0, { type: 'activateKnight', vertex: V(1) })).toMatch(/not enough/);
    must(game, 0, { type: 'endTurn' });
    fund(game, 0, { grain: 2 });
    mainPhaseOf(game, 0);
    expect(gains(game, () => must(game, 0, { type: 'activateKnight', vertex: V(1) }))[0]).toEqual({ grain: -1 });
    expect(player(game, 0).knights[0]).toMatchObject({ active: true });
    expect(refused(game, 0, { type: 'activateKnight', vertex: V(1) })).toMatch(/cannot do that again/);
    expect(refused(game, 0, { type: 'moveKnight', from: V(1), to: V(2) })).toMatch(/cannot do that again/);
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'moveKnight', from: V(1), to: V(2) });
    expect(player(game, 0).knights).toEqual([{ vertex: V(2), level: 1, active: false }]);
    must(game, 0, { type: 'activateKnight', vertex: V(2) });
    expect(player(game, 0).knights[0].active).toBe(true);
    expect(refused(game, 0, { type: 'moveKnight', from: V(2), to: V(3) })).toMatch(/cannot do that again/);
  });

  it('promotes for 1 wool + 1 ore, once per turn per knight, keeping its state; strong to mighty only with the Fortress', async () => {
    const game = await table();
    knight(game, 0, V(1), true);
    must(game, 0, { type: 'endTurn' });
    fund(game, 0, { wool: 3, ore: 3 });
    mainPhaseOf(game, 0);
    expect(gains(game, () => must(game, 0, { type: 'promoteKnight', vertex: V(1) }))[0]).toEqual({ wool: -1, ore: -1 });
    expect(player(game, 0).knights).toEqual([{ vertex: V(1), level: 2, active: true }]);
    expect(player(game, 0).knightsLeft).toEqual({ basic: 2, strong: 1, mighty: 2 });
    expect(refused(game, 0, { type: 'promoteKnight', vertex: V(1) })).toMatch(/cannot do that again/);
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'promoteKnight', vertex: V(1) })).toMatch(/Fortress/);
    must(game, 0, { type: 'endTurn' });
    improveTo(game, 0, 'politics', 3);
    fund(game, 0, { wool: 2, ore: 2 });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'promoteKnight', vertex: V(1) });
    expect(player(game, 0).knights).toEqual([{ vertex: V(1), level: 3, active: true }]);
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'promoteKnight', vertex: V(1) })).toMatch(/too strong/);
  });
});

describe('C&K knights: moving and displacing', () => {
  /** Seat 0's chain with an active knight at v3; seat 1's road to v2 with a basic knight there. */
  async function facing(p1Active = true, p1Second = false): Promise<Game> {
    const game = await table();
    chain(game);
    knight(game, 0, V(3), true);
    must(game, 0, { type: 'endTurn' });
    fund(game, 1, { brick: 1, lumber: 1, wool: 2, ore: 2, grain: 1 });
    mainPhaseOf(game, 1);
    must(game, 1, { type: 'buildRoad', edge: B.e(14, 0) });
    must(game, 1, { type: 'buildKnight', vertex: V(2) });
    if (p1Active) must(game, 1, { type: 'activateKnight', vertex: V(2) });
    if (p1Second) must(game, 1, { type: 'buildKnight', vertex: X });
    must(game, 1, { type: 'endTurn' });
    return game;
  }

  it("moves along own roads through its own settlement, never past another player's knight, only to an empty connected intersection", async () => {
    const game = await facing();
    knight(game, 0, V(1)); // a second knight, inactive
    must(game, 0, { type: 'endTurn' });
    fund(game, 0, { grain: 1 });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'activateKnight', vertex: V(1) });
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'moveKnight', from: V(3), to: V(4) })).toMatch(/occupied/);
    expect(refused(game, 0, { type: 'moveKnight', from: V(3), to: X })).toMatch(/not connected/);
    must(game, 0, { type: 'moveKnight', from: V(3), to: V(5) }); // through its own settlement at v4
    expect(player(game, 0).knights).toContainEqual({ vertex: V(5), level: 1, active: false });
    // v3 is empty now, but the only road there runs through seat 1's knight at v2.
    expect(refused(game, 0, { type: 'moveKnight', from: V(1), to: V(3) })).toMatch(/not connected/);
  });

  it('displaces only a weaker knight; the owner relocates it along their roads, keeping level and state; the displacer ends inactive', async () => {
    const game = await facing();
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'displaceKnight', from: V(3), to: V(2) })).toMatch(/too strong/);
    must(game, 0, { type: 'endTurn' });
    fund(game, 0, { wool: 1, ore: 1 });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'promoteKnight', vertex: V(3) });
    must(game, 0, { type: 'displaceKnight', from: V(3), to: V(2) });
    const v = game.view();
    expect(v.phase).toBe('respond');
    expect(v.decision).toMatchObject({ kind: 'relocateKnight', player: 1, from: V(2) });
    expect(player(game, 0).knights).toEqual([{ vertex: V(2), level: 2, active: false }]);
    expect(refused(game, 1, { type: 'relocateKnight', vertex: B.v(14, 3) })).toMatch(/not connected/);
    expect(refused(game, 0, { type: 'endTurn' })).toBeTruthy();
    must(game, 1, { type: 'relocateKnight', vertex: X });
    expect(player(game, 1).knights).toEqual([{ vertex: X, level: 1, active: true }]);
    expect(game.view().phase).toBe('main');
  });

  it('removes a displaced knight that has no empty intersection to go to', async () => {
    const game = await facing(true, true);
    expect(player(game, 1).knightsLeft.basic).toBe(0);
    fund(game, 0, { wool: 1, ore: 1 });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'promoteKnight', vertex: V(3) });
    must(game, 0, { type: 'displaceKnight', from: V(3), to: V(2) });
    expect(game.view().phase).toBe('main');
    expect(game.view().decision).toBeNull();
    expect(player(game, 1).knights).toEqual([{ vertex: X, level: 1, active: false }]);
    expect(player(game, 1).knightsLeft.basic).toBe(1);
  });
});

describe('C&K knights on the board', () => {
  it("blocks another player's road past its intersection, and its own settlement until it moves away", async () => {
    const game = await table();
    chain(game);
    fund(game, 0, { brick: 1, lumber: 1, wool: 1, ore: 1, grain: 1 });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'buildRoad', edge: B.e(14, 0) });
    must(game, 0, { type: 'buildKnight', vertex: X });
    must(game, 0, { type: 'activateKnight', vertex: X });
    must(game, 0, { type: 'endTurn' });
    fund(game, 1, { brick: 1, lumber: 1 });
    mainPhaseOf(game, 1);
    // Seat 1's road ends at X (from its city); the next path beyond X is blocked by seat 0's knight.
    expect(refused(game, 1, { type: 'buildRoad', edge: B.between(X, B.at(10, 11, 15)) })).toMatch(/not connected/);
    must(game, 1, { type: 'endTurn' });
    // Seat 0's own knight keeps seat 0 from settling on its intersection until it moves away.
    fund(game, 0, { brick: 1, lumber: 1, wool: 1, grain: 2 });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'moveKnight', from: X, to: V(2) });
    expect(refused(game, 0, { type: 'buildSettlement', vertex: V(2) })).toMatch(/occupied/);
    must(game, 0, { type: 'activateKnight', vertex: V(2) });
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'moveKnight', from: V(2), to: V(1) });
    must(game, 0, { type: 'buildSettlement', vertex: V(2) });
  });

  it('breaks Longest Road: a knight of another player on the road cuts it', async () => {
    const game = await table();
    chain(game);
    expect(game.view().longestRoad).toBe(0);
    expect(player(game, 0).roadLength).toBe(5);
    fund(game, 1, { brick: 1, lumber: 1, wool: 1, ore: 1 });
    mainPhaseOf(game, 1);
    must(game, 1, { type: 'buildRoad', edge: B.e(14, 0) });
    const vpBefore = player(game, 0).vp;
    must(game, 1, { type: 'buildKnight', vertex: V(2) });
    expect(player(game, 0).roadLength).toBe(3);
    expect(game.view().longestRoad).toBeNull();
    expect(player(game, 0).vp).toBe(vpBefore - 2);
  });

  it('chases the robber only after the first attack, from a knight next to its hex; robs and turns the knight inactive', async () => {
    const game = await table();
    chain(game);
    knight(game, 0, V(1), true);
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    expect(refused(game, 0, { type: 'chaseRobber', knight: V(1), hex: 14, victim: 1 })).toMatch(/first barbarian attack/);
    must(game, 0, { type: 'endTurn' });
    shipTo(game, 6);
    const p = game.view().currentPlayer;
    roll(game, p, 12, 'ship');
    expect(game.view().barbarians.attacks).toBe(1);
    expect(player(game, 0).knights[0].active).toBe(false); // every knight turns inactive after an attack
    must(game, p, { type: 'endTurn' });
    // Seat 0 moves the robber next to its knight with a 7, activates the knight; next turn it chases.
    advanceTo(game, 0);
    roll(game, 0, 7);
    payDiscards(game);
    expect(game.view().phase).toBe('robber');
    must(game, 0, { type: 'moveRobber', hex: 5 });
    must(game, 0, { type: 'endTurn' });
    fund(game, 0, { grain: 1 });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'activateKnight', vertex: V(1) });
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    expect(game.view().robber).toBe(5);
    const stolen = Object.entries(player(game, 1).hand).find(([, n]) => (n as number) > 0)![0];
    expect(refused(game, 0, { type: 'chaseRobber', knight: V(5), hex: 14, victim: 1 })).toBeTruthy(); // no knight there
    const g = gains(game, () => must(game, 0, { type: 'chaseRobber', knight: V(1), hex: 14, victim: 1, forced: { stolen } }));
    expect(g[0]).toEqual({ [stolen]: 1 });
    expect(g[1]).toEqual({ [stolen]: -1 });
    expect(game.view().robber).toBe(14);
    expect(player(game, 0).knights[0]).toMatchObject({ vertex: V(1), active: false });
  });

  it('refuses a chase from a knight that is not next to the robber', async () => {
    const game = await table();
    chain(game);
    knight(game, 0, V(1), true);
    must(game, 0, { type: 'endTurn' });
    shipTo(game, 6);
    const p = game.view().currentPlayer;
    roll(game, p, 12, 'ship');
    must(game, p, { type: 'endTurn' });
    fund(game, 0, { grain: 1 });
    mainPhaseOf(game, 0);
    must(game, 0, { type: 'activateKnight', vertex: V(1) });
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 0);
    expect(game.view().robber).toBe(0);
    expect(refused(game, 0, { type: 'chaseRobber', knight: V(1), hex: 14, victim: 1 })).toMatch(/not next to that knight/);
  });
});
