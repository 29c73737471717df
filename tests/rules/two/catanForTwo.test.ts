// 001 "Catan for Two": neutral seats, two production rolls per turn, the free neutral pieces, Longest Road
// for a neutral seat, no production and no stealing for them. Through the public JSON contract.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/types';
import { getEngine, must, newGame, refused } from '../../helpers';
import { dice } from '../base/setup';
import { B, SEAT0, payNeutral, rolls, turn, twoBoard, twoTable } from './table';

describe('Catan for Two: set-up', () => {
  it('has two neutral seats in the view, each with 1 settlement (without a road); players then have 2 settlements and 2 roads', async () => {
    const game = await twoTable();
    const v = game.view();
    expect(v.playerCount).toBe(2);
    expect(v.players.map((pl: { neutral: boolean }) => pl.neutral)).toEqual([false, false, true, true]);
    expect(v.players[2].settlements).toEqual([B.v(8, 5)]);
    expect(v.players[3].settlements).toEqual([B.v(10, 2)]);
    for (const seat of [2, 3]) expect(v.players[seat].roads).toEqual([]);
    for (const p of [0, 1]) {
      expect(v.players[p].settlements).toHaveLength(2);
      expect(v.players[p].roads).toHaveLength(2);
    }
    expect(v.twoPlayer.neutralSeats).toEqual([2, 3]);
  });

  it('refuses 2 players outside the base game with a clear reason', async () => {
    const engine = await getEngine();
    expect(() => engine.newGame({ mode: 'ck', players: 2 })).toThrow(/Catan for Two.*base/);
    expect(() => engine.newGame({ mode: 'base56', players: 2 })).toThrow(/Catan for Two.*base/);
  });
});

describe('Catan for Two: rolling for production', () => {
  it('rolls twice; each roll produces at once, for the real players only', async () => {
    const game = await twoTable();
    must(game, 0, { type: 'roll', forced: dice(2) });
    let v = game.view();
    expect(v.phase).toBe('roll'); // the second roll is still due
    expect(v.twoPlayer.rolls).toBe(1);
    expect(v.twoPlayer.firstRoll).toBe(2);
    expect(v.players[0].hand.brick).toBe(1); // "immediately after each of the two dice rolls"
    expect(refused(game, 0, { type: 'endTurn' })).toMatch(/finish what the turn requires/);
    must(game, 0, { type: 'roll', forced: dice(10) }); // forest 10 borders the neutral settlements too
    v = game.view();
    expect(v.phase).toBe('main');
    for (const seat of [2, 3]) expect(v.players[seat].cardCount).toBe(0);
  });

  it('throws the second roll again while it repeats the first (001: the two results must differ)', async () => {
    const game = await twoTable({ chance: 'external' });
    must(game, 0, { type: 'roll' });
    expect(game.supplyChance([0, 1])).toEqual({ ok: true }); // 1 + 2 = 3
    must(game, 0, { type: 'roll' });
    expect(game.supplyChance([1, 0])).toEqual({ ok: true }); // 2 + 1 = 3 again
    expect(game.pendingChance()?.kind).toBe('dice');
    expect(game.view().phase).toBe('roll');
    expect(game.supplyChance([1, 1])).toEqual({ ok: true }); // 4
    expect(game.view().phase).toBe('main');
    expect(game.view().dice.total).toBe(4);
  });

  it('refuses a forced second roll equal to the first', async () => {
    const game = await twoTable();
    must(game, 0, { type: 'roll', forced: dice(5) });
    expect(refused(game, 0, { type: 'roll', forced: dice(5) })).toMatch(/invalid forced/);
  });

  it('resolves a 7 on the first roll (robber), then the second roll', async () => {
    const game = await twoTable();
    must(game, 0, { type: 'roll', forced: dice(7) });
    expect(game.view().phase).toBe('robber');
    must(game, 0, { type: 'moveRobber', hex: 16, victim: 1 });
    expect(game.view().phase).toBe('roll');
    must(game, 0, { type: 'roll', forced: dice(4) });
    expect(game.view().phase).toBe('main');
  });
});

describe('Catan for Two: building progress of the neutral players', () => {
  it('owes a neutral road with each road, placed before anything else, by the rules of that seat', async () => {
    const game = await twoTable();
    rolls(game, 2, 3); // seat 0: brick and lumber
    must(game, 0, { type: 'buildRoad', edge: game.legalActions(0).find((a) => a.type === 'buildRoad')!.edge });
    expect(game.view().twoPlayer.neutralOwed).toBe('road');
    expect(refused(game, 0, { type: 'endTurn' })).toMatch(/neutral player first/);
    expect(refused(game, 0, { type: 'placeNeutralRoad', seat: 1, edge: B.e(8, 5) })).toMatch(/not a neutral player/);
    expect(refused(game, 0, { type: 'placeNeutralRoad', seat: 2, edge: B.e(0, 0) })).toMatch(/not the one owed|not there/);
    expect(refused(game, 0, { type: 'placeNeutralSettlement', seat: 2, vertex: B.v(3, 0) })).toMatch(/not the one owed/);
    const offered = game.legalActions(0);
    expect(offered.every((a) => a.type === 'placeNeutralRoad')).toBe(true);
    expect(offered).toHaveLength(6); // three paths from each neutral settlement
    must(game, 0, { type: 'placeNeutralRoad', seat: 2, edge: B.e(8, 4) });
    expect(game.view().players[2].roads).toEqual([B.e(8, 4)]);
    expect(game.view().twoPlayer.neutralOwed).toBeNull();
    must(game, 0, { type: 'endTurn' });
  });

  it('gives a road instead of a settlement when no neutral settlement spot is legal, and a settlement once one is', async () => {
    const game = await twoTable();
    // Seat 0 gathers 2 roads and a settlement: brick and lumber on its own turns, wool and grain on seat 1's.
    for (let i = 0; i < 3; i++) {
      turn(game, 2, 3);
      turn(game, 5, 6);
    }
    expect(game.view().players[0].hand).toMatchObject({ brick: 3, lumber: 3 });
    rolls(game, 11, 12);
    // Which two roads of seat 0 open a settlement spot: tried on copies of the state.
    const neutralRoads = [B.e(8, 4), B.e(7, 2)]; // from seat 2's [8,5] down to [7,3], a legal spot
    const roadOffers = (g: Game) => g.legalActions(0).filter((a) => a.type === 'buildRoad');
    const start = game.snapshot();
    let plan: unknown[] | undefined;
    for (const a of roadOffers(game)) {
      for (const b of (() => {
        must(game, 0, a);
        must(game, 0, { type: 'placeNeutralRoad', seat: 2, edge: neutralRoads[0] });
        return roadOffers(game);
      })()) {
        const mid = game.snapshot();
        must(game, 0, b);
        if (game.view().twoPlayer.neutralOwed === 'road') must(game, 0, { type: 'placeNeutralRoad', seat: 2, edge: neutralRoads[1] });
        if (game.legalActions(0).some((x) => x.type === 'buildSettlement')) plan ??= [a, b];
        game.restore(mid);
      }
      game.restore(start);
    }
    expect(plan).toBeDefined();
    must(game, 0, plan![0] as never);
    must(game, 0, { type: 'placeNeutralRoad', seat: 2, edge: neutralRoads[0] });
    must(game, 0, plan![1] as never);
    const beforeSecond = game.snapshot();
    // Seat 3 takes the second neutral road: neither neutral seat has a legal settlement spot, so the
    // settlement seat 0 builds owes a road instead.
    must(game, 0, { type: 'placeNeutralRoad', seat: 3, edge: B.e(10, 1) });
    must(game, 0, game.legalActions(0).find((x) => x.type === 'buildSettlement')!);
    expect(game.view().twoPlayer.neutralOwed).toBe('road');
    expect(refused(game, 0, { type: 'placeNeutralSettlement', seat: 2, vertex: B.v(7, 3) })).toMatch(/not the one owed/);
    game.restore(beforeSecond);
    // Seat 2 takes it and reaches [7,3]: now the settlement owes a settlement.
    must(game, 0, { type: 'placeNeutralRoad', seat: 2, edge: neutralRoads[1] });
    must(game, 0, game.legalActions(0).find((x) => x.type === 'buildSettlement')!);
    expect(game.view().twoPlayer.neutralOwed).toBe('settlement');
    expect(refused(game, 0, { type: 'placeNeutralRoad', seat: 3, edge: B.e(10, 1) })).toMatch(/not the one owed/);
    const offers = game.legalActions(0);
    expect(offers).toEqual([{ type: 'placeNeutralSettlement', seat: 2, vertex: B.v(7, 3) }]);
    must(game, 0, offers[0]);
    expect(game.view().players[2].settlements).toEqual([B.v(7, 3), B.v(8, 5)].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
  });

  it('a city owes the neutral players nothing', async () => {
    const game = await twoTable();
    rolls(game, 4, 5); // ore + grain, on top of the starting ore, grain, wool
    must(game, 0, { type: 'endTurn' });
    turn(game, 4, 5);
    rolls(game, 4, 11);
    must(game, 0, { type: 'buildCity', vertex: SEAT0[1] });
    expect(game.view().twoPlayer.neutralOwed).toBeNull();
    must(game, 0, { type: 'endTurn' });
  });

  it('a neutral seat can take Longest Road', async () => {
    const game = await twoTable();
    const mine = (g: Game) => -(g.view().players[0].roadLength as number);
    const neutral = (g: Game) => g.view().players[2].roadLength as number;
    for (let i = 0; i < 5; i++) {
      rolls(game, 2, 3);
      // Seat 0 keeps its own roads short; seat 2's grow in one line.
      const roads = game.legalActions(0).filter((a) => a.type === 'buildRoad');
      let best = roads[0],
        bestScore = -Infinity;
      for (const a of roads) {
        const saved = game.snapshot();
        must(game, 0, a);
        const s = mine(game);
        game.restore(saved);
        if (s > bestScore) {
          best = a;
          bestScore = s;
        }
      }
      must(game, 0, best);
      payNeutral(game, 0, neutral);
      must(game, 0, { type: 'endTurn' });
      turn(game, 11, 12);
    }
    const v = game.view();
    expect(v.players[2].roadLength).toBe(5);
    expect(v.longestRoad).toBe(2);
    expect(v.players[2].longestRoad).toBe(true);
    expect(v.players[2].vp).toBe(3);
    expect(v.players[0].roadLength).toBeLessThan(5);
  });
});

describe('Catan for Two: the robber and the neutral players', () => {
  it('may go next to a neutral settlement only, but nobody is robbed there (001 fn 58)', async () => {
    const game = await twoTable();
    must(game, 0, { type: 'roll', forced: dice(7) });
    // Hex 7 touches only seat 2's settlement [8,5].
    expect(refused(game, 0, { type: 'moveRobber', hex: 7, victim: 2 })).toMatch(/cannot be robbed/);
    const offers = game.legalActions(0).filter((a) => a.hex === 7);
    expect(offers).toEqual([{ type: 'moveRobber', hex: 7 }]);
    must(game, 0, { type: 'moveRobber', hex: 7 });
    expect(game.view().phase).toBe('roll');
  });
});

describe('Catan for Two: random games', () => {
  it('finish with a winner and no invariant broken', async () => {
    const stats = (await getEngine()).simulate({ mode: 'base', games: 20, players: 2, seed: 5, maxTurns: 3000, checkAll: false });
    expect(stats.finished).toBe(20);
    expect(stats.invariantViolations).toBe(0);
    expect(stats.actionMix['placeNeutralRoad']).toBeGreaterThan(0);
    expect(stats.actionMix['forcedTrade']).toBeGreaterThan(0);
  });

  it('the free board set-up puts the neutral settlements on the fixed spots too', async () => {
    const game = await newGame({ mode: 'base', players: 2, seed: 3 });
    expect(game.view().players[2].settlements).toEqual([B.v(8, 5)]);
    expect(twoBoard().hexes).toHaveLength(19);
  });
});
