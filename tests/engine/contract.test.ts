// The public engine contract (DESIGN.md): addressing, errors that leave the state untouched, views.
import { describe, expect, it } from 'vitest';
import { must, newGame, refused } from '../helpers';

describe('engine contract', () => {
  it('accepts every alias of an intersection and prints the canonical one (smallest hex)', async () => {
    const game = await newGame({ mode: 'base', players: 3, seed: 1 });
    // Hex 4 (row 2, second) has its N corner where hex 0's SE and hex 1's SW corners are.
    must(game, 0, { type: 'placeSettlement', vertex: [4, 0] });
    expect(game.view().players[0].settlements).toEqual([[0, 2]]);
    must(game, 0, { type: 'placeRoad', edge: [1, 4] }); // hex 1's W side leaves that corner...
    expect(game.view().players[0].roads).toEqual([[0, 1]]); // ...and is hex 0's E side
  });

  it('numbers edges so that side k joins corner k and k+1', async () => {
    const game = await newGame({ mode: 'base', players: 3, seed: 1 });
    must(game, 0, { type: 'placeSettlement', vertex: [9, 1] });
    // Side 1 (E) of hex 9 joins its corners 1 and 2; side 0 (NE) joins corners 0 and 1.
    must(game, 0, { type: 'placeRoad', edge: [9, 1] });
    const roads = game.view().players[0].roads;
    expect(roads).toHaveLength(1);
    expect(refused(game, 1, { type: 'placeRoad', edge: [9, 0] })).toMatch(/phase/);
  });

  it('rejects each class of bad input with a clear reason and an unchanged hash', async () => {
    const game = await newGame({ mode: 'base', players: 4, seed: 3 });
    expect(refused(game, 0, { type: 'teleport' })).toMatch(/unknown action type/);
    expect(refused(game, 0, { type: 'placeSettlement', vertex: 'north' })).toMatch(/must be \[hex, corner\]/);
    expect(refused(game, 0, { type: 'placeSettlement', vertex: [99, 0] })).toMatch(/no intersection/);
    expect(refused(game, 0, { type: 'placeSettlement' })).toMatch(/needs "vertex"/);
    expect(refused(game, 0, { type: 'placeSettlement', vertex: [0, 0], colour: 'red' })).toMatch(/no argument "colour"/);
    expect(refused(game, 2, { type: 'placeSettlement', vertex: [0, 0] })).toMatch(/not your turn/);
    expect(refused(game, 0, { type: 'roll' })).toMatch(/not allowed in this phase/);
    expect(refused(game, 9, { type: 'placeSettlement', vertex: [0, 0] })).toMatch(/no such player/);
    must(game, 0, { type: 'placeSettlement', vertex: [0, 0] });
    expect(refused(game, 0, { type: 'placeRoad', edge: [18, 3] })).toMatch(/must touch the settlement/);
  });

  it('is deterministic: the same seed and actions give the same hash', async () => {
    const a = await newGame({ mode: 'base', players: 4, seed: 42 });
    const b = await newGame({ mode: 'base', players: 4, seed: 42 });
    const c = await newGame({ mode: 'base', players: 4, seed: 43 });
    expect(a.hash()).toBe(b.hash());
    expect(a.hash()).not.toBe(c.hash());
    for (let i = 0; i < 200; i++) {
      const p = a.view().awaiting[0];
      const action = a.legalActions(p)[i % a.legalActions(p).length];
      must(a, p, action);
      must(b, p, action);
    }
    expect(a.hash()).toBe(b.hash());
    expect(a.view()).toEqual(b.view());
  });

  it('snapshot and restore round-trip the whole state', async () => {
    const game = await newGame({ mode: 'base', players: 3, seed: 9 });
    const snap = game.snapshot();
    const hash = game.hash();
    must(game, 0, { type: 'placeSettlement', vertex: [0, 0] });
    expect(game.hash()).not.toBe(hash);
    game.restore(snap);
    expect(game.hash()).toBe(hash);
  });

  it('keeps games on one engine independent', async () => {
    const a = await newGame({ mode: 'base', players: 3, seed: 5 });
    const b = await newGame({ mode: 'base56', players: 5, seed: 5 });
    must(a, 0, { type: 'placeSettlement', vertex: [0, 0] });
    must(b, 0, { type: 'placeSettlement', vertex: [29, 3] });
    expect(a.view().players[0].settlements).toEqual([[0, 0]]);
    expect(b.view().players[0].settlements).toEqual([[29, 3]]);
    expect(b.view().board.hexes).toHaveLength(30);
  });

  it('answers views and legal actions indefinitely without running out of memory', async () => {
    // The engine has no garbage collector: anything allocated per call would eventually trap.
    const game = await newGame({ mode: 'ck', players: 4, seed: 3 });
    for (let i = 0; i < 30000; i++) game.view();
    for (let i = 0; i < 3000; i++) game.legalActions(0);
    expect(game.view().phase).toBe('setupSettlement');
  });

  it('refuses bad configurations', async () => {
    await expect(newGame({ mode: 'base', players: 7 })).rejects.toThrow(/player/);
    await expect(newGame({ mode: 'chess' as never, players: 4 })).rejects.toThrow(/unknown mode/);
  });
});

describe('scalars and binary legal actions (issue 16)', () => {
  it('gives the legal actions as records that decode to legalActions, and the status the view shows', async () => {
    const game = await newGame({ mode: 'base', players: 4, seed: 7 });
    for (let step = 0; step < 120; step++) {
      const view = game.view();
      const status = game.status();
      expect(status).toEqual({ phase: view.phase, currentPlayer: view.currentPlayer, winner: view.winner, awaiting: view.awaiting });
      const p = view.awaiting[0];
      const legal = game.legalActions(p);
      const binary = game.legalRecords(p);
      expect(binary.count).toBe(legal.length);
      expect(binary.records.length).toBe(binary.count * binary.width);
      expect(Array.from({ length: binary.count }, (_, i) => binary.decode(i))).toEqual(legal);
      expect(game.apply(p, legal[(step * 31) % legal.length]).ok).toBe(true);
    }
  });
});
