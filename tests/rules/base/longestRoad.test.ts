// 001 "Longest Road" special card: 5+ roads, only the single longest branch counts, ties keep the
// holder (fn 26), a settlement breaks a road (Emily and Coleman), and the card is set aside when,
// after a break, several players tie or nobody has 5+.
import { describe, expect, it } from 'vitest';
import type { Game, Vertex } from '../../../src/engine/types';
import { must } from '../../helpers';
import { BASE as B, board, mainPhaseOf, produce, setupGame, vp } from './setup';

// Emily's trade route (P0) along the tops of the middle row, from her settlement at r[0]:
// r0 = hex 7 N, r1 = hex 7 NE, r2 = hex 8 N, r3 = hex 8 NE ("C"), r4 = hex 9 N, ... r9 = hex 11 N.
const r: Vertex[] = [B.v(7, 0), B.v(7, 1), B.v(8, 0), B.v(8, 1), B.v(9, 0), B.v(9, 1), B.v(10, 0), B.v(10, 1), B.v(11, 0), B.v(11, 1)];
// Coleman (P1) around hex 13, from his settlement at its SW corner.
const h13 = (c: number) => B.v(13, c);
const C = r[3]; // = hex 8 NE; its third neighbour is hex 13's N corner

// A roll of 6 pays P0 brick + lumber; an 8 pays P1 brick + lumber; a 9 pays P1 wool + grain.
async function table(): Promise<Game> {
  return setupGame({
    players: 3,
    board: board({ 3: ['hills', 6], 7: ['forest', 6], 12: ['hills', 8], 16: ['forest', 8], 13: ['pasture', 9], 18: ['fields', 9] }),
    first: [{ settlement: r[0], road: B.between(r[0], r[1]) }, { settlement: h13(4), road: B.between(h13(4), h13(3)) }, { settlement: B.v(0, 0) }],
    second: [{ settlement: B.v(2, 1) }, { settlement: B.v(18, 3) }, { settlement: B.v(6, 1) }],
  });
}

/** Builds roads along a walk of intersections (the first edge may already exist). */
function buildAlong(game: Game, p: number, walk: Vertex[]): void {
  const own = JSON.stringify(game.view().players[p].roads);
  for (const e of B.walk(...walk)) if (!own.includes(JSON.stringify(e))) must(game, p, { type: 'buildRoad', edge: e });
}

const holder = (game: Game) => game.view().longestRoad;
const length = (game: Game, p: number) => game.view().players[p].roadLength;

describe('base Longest Road', () => {
  it('needs at least 5 roads in a row: 4 earn nothing, the 5th takes the card and 2 VP', async () => {
    const game = await table();
    produce(game, 6, 4);
    mainPhaseOf(game, 0);
    buildAlong(game, 0, r.slice(0, 5));
    expect(length(game, 0)).toBe(4);
    expect(holder(game)).toBeNull();
    expect(vp(game, 0)).toBe(2);
    buildAlong(game, 0, r.slice(4, 6));
    expect(length(game, 0)).toBe(5);
    expect(holder(game)).toBe(0);
    expect(game.view().players[0].longestRoad).toBe(true);
    expect(vp(game, 0)).toBe(4);
  });

  it('counts only the longest single branch: a 7-road route with side branches counts 7 (Illustration H)', async () => {
    const game = await table();
    produce(game, 6, 8);
    mainPhaseOf(game, 0);
    buildAlong(game, 0, r.slice(0, 8));
    must(game, 0, { type: 'buildRoad', edge: B.between(r[2], B.v(3, 1)) }); // branch up from hex 8 N
    must(game, 0, { type: 'buildRoad', edge: B.between(r[5], B.v(9, 2)) }); // branch down from hex 9 NE
    expect(game.view().players[0].roads).toHaveLength(10); // + the lone set-up road at hex 2
    expect(length(game, 0)).toBe(7);
  });

  it('keeps the card with the holder on a tie (fn 26); a longer road takes it; a closed ring counts every road', async () => {
    const game = await table();
    produce(game, 6, 4);
    produce(game, 8, 5);
    mainPhaseOf(game, 0);
    buildAlong(game, 0, r.slice(0, 6)); // 5
    expect(holder(game)).toBe(0);
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 1);
    buildAlong(game, 1, [h13(4), h13(3), h13(2), h13(1), h13(0), h13(5)]); // 5 around hex 13
    expect(length(game, 1)).toBe(5);
    expect(holder(game)).toBe(0);
    expect([vp(game, 0), vp(game, 1)]).toEqual([4, 2]);
    buildAlong(game, 1, [h13(5), h13(4)]); // closes the ring: 6
    expect(length(game, 1)).toBe(6);
    expect(holder(game)).toBe(1);
    expect([vp(game, 0), vp(game, 1)]).toEqual([2, 4]);
  });

  it('counts a ring with a tail as one route through the ring (each road once): ring 6 + tail 1 = 7', async () => {
    const game = await table();
    produce(game, 8, 6);
    mainPhaseOf(game, 1);
    buildAlong(game, 1, [h13(4), h13(3), h13(2), h13(1), h13(0), h13(5), h13(4)]);
    expect(length(game, 1)).toBe(6);
    must(game, 1, { type: 'buildRoad', edge: B.between(h13(0), C) });
    expect(length(game, 1)).toBe(7);
  });

  it("passes the card when an opponent's settlement breaks the holder's road (Emily 7 cut to 3 + 4, Coleman 5 takes it)", async () => {
    const game = await table();
    produce(game, 6, 6);
    produce(game, 8, 5);
    produce(game, 9, 1);
    mainPhaseOf(game, 0);
    buildAlong(game, 0, r.slice(0, 8)); // Emily: 7
    expect(holder(game)).toBe(0);
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 1);
    buildAlong(game, 1, [h13(4), h13(3), h13(2), h13(1), h13(0), C]); // Coleman: 5, ending at C
    expect([length(game, 0), length(game, 1), holder(game)]).toEqual([7, 5, 0]);
    must(game, 1, { type: 'buildSettlement', vertex: C });
    expect([length(game, 0), length(game, 1)]).toEqual([4, 5]);
    expect(holder(game)).toBe(1);
    expect([vp(game, 0), vp(game, 1)]).toEqual([2, 5]);
  });

  it('sets the card aside when, after a break, two players tie for the longest road; it returns to a unique longest 5+', async () => {
    const game = await table();
    produce(game, 6, 9);
    produce(game, 8, 6);
    produce(game, 9, 1);
    mainPhaseOf(game, 0);
    buildAlong(game, 0, [B.v(7, 5), ...r.slice(0, 9)]); // 9: one road west of the settlement, 8 east
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 1);
    buildAlong(game, 1, [h13(4), h13(3), h13(2), h13(1), h13(0), C]);
    must(game, 1, { type: 'buildSettlement', vertex: C }); // Emily: 4 west of C, 5 east
    expect([length(game, 0), length(game, 1)]).toEqual([5, 5]);
    expect(holder(game)).toBeNull();
    expect([vp(game, 0), vp(game, 1)]).toEqual([2, 3]);
    // Coleman lengthens his road: alone with the longest, he takes the card.
    must(game, 1, { type: 'buildRoad', edge: B.between(h13(4), h13(5)) });
    expect(length(game, 1)).toBe(6);
    expect(holder(game)).toBe(1);
  });

  it('sets the card aside when, after a break, nobody has 5 roads in a row', async () => {
    const game = await setupGame({
      players: 3,
      board: board({ 3: ['hills', 6], 7: ['forest', 6], 13: ['hills', 8], 14: ['forest', 8], 15: ['pasture', 9], 18: ['fields', 9] }),
      first: [{ settlement: r[0], road: B.between(r[0], r[1]) }, { settlement: h13(1), road: B.between(h13(1), h13(0)) }, { settlement: B.v(0, 0) }],
      second: [{ settlement: B.v(2, 1) }, { settlement: B.at(14, 15, 18) }, { settlement: B.v(6, 1) }],
    });
    produce(game, 6, 6);
    produce(game, 8, 2);
    produce(game, 9, 1);
    mainPhaseOf(game, 0);
    buildAlong(game, 0, r.slice(0, 8));
    expect(holder(game)).toBe(0);
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 1);
    must(game, 1, { type: 'buildRoad', edge: B.between(h13(0), C) });
    must(game, 1, { type: 'buildSettlement', vertex: C });
    expect([length(game, 0), length(game, 1)]).toEqual([4, 2]);
    expect(holder(game)).toBeNull();
    expect(vp(game, 0)).toBe(2);
  });

  it('leaves the card with a broken holder who still has the unique longest road', async () => {
    const game = await table();
    produce(game, 6, 10);
    produce(game, 8, 6);
    produce(game, 9, 1);
    mainPhaseOf(game, 0);
    buildAlong(game, 0, [B.v(7, 5), ...r]); // 10: one road west of the settlement, 9 east
    must(game, 0, { type: 'endTurn' });
    mainPhaseOf(game, 1);
    buildAlong(game, 1, [h13(4), h13(3), h13(2), h13(1), h13(0), C]);
    must(game, 1, { type: 'buildSettlement', vertex: C }); // Emily: 4 west of C, 6 east
    expect([length(game, 0), length(game, 1)]).toEqual([6, 5]);
    expect(holder(game)).toBe(0);
    expect([vp(game, 0), vp(game, 1)]).toEqual([4, 3]);
  });
});
