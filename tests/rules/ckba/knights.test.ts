// 003 "Knights" and "Relocating" with page §4/§9: C&K knights are paid as in C&K but placed on a free
// path of the castle hex; each moves up to 3 paths a turn, active or not, roaming freely; an active
// one may go 2 paths more and is then deactivated; it must end on a free path; none of the mover's
// knights may stay on a castle path at the end of the turn; an active knight displaces a weaker one
// only within 3 paths. Movement comes after trading and building.
import { describe, expect, it } from 'vitest';
import type { Edge, Game } from '../../../src/engine/types';
import { must, refused } from '../../helpers';
import { B, CASTLE, endTurn, isCastlePath, knightMoney, knights, pathDistances, pathsAt, quietMain, roll, setupCKBA } from './helpers';

const GATE = B.e(CASTLE, 0); // the castle path towards hex 13

async function withKnight(activate = false): Promise<Game> {
  const game = await setupCKBA();
  knightMoney(game, 3);
  must(game, 0, { type: 'buildKnight', edge: GATE });
  if (activate) must(game, 0, { type: 'activateKnight', edge: GATE });
  return game;
}

const free = (game: Game, d: number) => pathsAt(GATE, d).filter((e) => !isCastlePath(e) && !knights(game).some((k) => k.edge.join() === e.join()));

describe('ckba: knights on paths', () => {
  it('is built inactive on a free castle path for wool + ore, never elsewhere', async () => {
    const game = await setupCKBA();
    knightMoney(game, 1);
    expect(refused(game, 0, { type: 'buildKnight', edge: B.e(4, 2) })).toMatch(/castle/);
    expect(refused(game, 0, { type: 'buildKnight', vertex: B.v(4, 2) })).toMatch(/no argument "vertex"/);
    must(game, 0, { type: 'buildKnight', edge: GATE });
    expect(knights(game)).toEqual([{ edge: GATE, owner: 0, level: 1, active: false, moved: 0 }]);
    expect(refused(game, 0, { type: 'buildKnight', edge: GATE })).toMatch(/free path of the castle/);
  });

  it('moves 3 paths when inactive, not 4; must end on a free path', async () => {
    const game = await withKnight();
    const four = free(game, 4)[0];
    expect(refused(game, 0, { type: 'moveKnight', from: GATE, to: four })).toMatch(/at most 3 paths/);
    const three = free(game, 3)[0];
    must(game, 0, { type: 'moveKnight', from: GATE, to: three });
    expect(knights(game)[0]).toMatchObject({ edge: three, moved: 3 });
    // The limit is per turn: no further step now.
    const next = pathsAt(three, 1)[0];
    expect(refused(game, 0, { type: 'moveKnight', from: three, to: next })).toMatch(/at most 3 paths/);
  });

  it('an active knight may go 5 paths and is then deactivated; a move of 3 keeps it active', async () => {
    const game = await withKnight(true);
    const five = free(game, 5)[0];
    must(game, 0, { type: 'moveKnight', from: GATE, to: five });
    expect(knights(game)[0]).toMatchObject({ edge: five, active: false, moved: 5 });
  });

  it('refuses a move onto an occupied path and the end of the turn with a knight left on a castle path', async () => {
    const game = await withKnight();
    const other = B.e(CASTLE, 5);
    must(game, 0, { type: 'buildKnight', edge: other });
    expect(refused(game, 0, { type: 'moveKnight', from: GATE, to: other })).toMatch(/free path/);
    expect(refused(game, 0, { type: 'endTurn' })).toMatch(/castle path/);
    must(game, 0, { type: 'moveKnight', from: GATE, to: free(game, 2)[0] });
    // Knights have moved: building is over for this turn.
    expect(refused(game, 0, { type: 'activateKnight', edge: other })).toMatch(/trading and building are over/);
    expect(refused(game, 0, { type: 'endTurn' })).toMatch(/castle path/);
    const away = pathsAt(other, 2).find((e: Edge) => !isCastlePath(e) && !knights(game).some((k) => k.edge.join() === e.join()))!;
    must(game, 0, { type: 'moveKnight', from: other, to: away });
    must(game, 0, { type: 'endTurn' });
  });
});

describe('ckba: displacement', () => {
  it('an active knight displaces a weaker one within 3 paths; both end inactive; the owner moves it to a free path within 3', async () => {
    const game = await withKnight(true); // seat 0: basic active knight on the castle gate
    must(game, 0, { type: 'promoteKnight', edge: GATE });
    const spot = free(game, 2)[0];
    must(game, 0, { type: 'moveKnight', from: GATE, to: spot });
    endTurn(game);
    // Seat 1 builds a basic knight and parks it 1 path from seat 0's strong one.
    roll(game, 8);
    endTurn(game);
    roll(game, 4);
    endTurn(game);
    quietMain(game);
    endTurn(game);
    roll(game, 11);
    const gate1 = B.e(CASTLE, 3);
    must(game, 1, { type: 'buildKnight', edge: gate1 });
    const near = pathsAt(spot, 1).find((e) => !isCastlePath(e) && (pathDistances(gate1).get(e.join()) ?? 9) <= 3);
    expect(near).toBeDefined();
    must(game, 1, { type: 'moveKnight', from: gate1, to: near! });
    endTurn(game);
    roll(game, 11);
    endTurn(game);
    quietMain(game);
    expect(refused(game, 1, { type: 'relocateKnight', edge: GATE })).toMatch(/nothing is asked/);
    must(game, 0, { type: 'displaceKnight', from: spot, to: near! });
    expect(game.view().phase).toBe('respond');
    const far = pathsAt(near!, 4)[0];
    expect(refused(game, 1, { type: 'relocateKnight', edge: far })).toMatch(/at most 3 paths/);
    const back = pathsAt(near!, 3).find((e) => !knights(game).some((k) => k.edge.join() === e.join()))!;
    must(game, 1, { type: 'relocateKnight', edge: back });
    expect(
      knights(game)
        .map((k) => [k.owner, k.edge.join(), k.level, k.active])
        .sort(),
    ).toEqual(
      [
        [0, near!.join(), 2, false],
        [1, back.join(), 1, false],
      ].sort(),
    );
    expect(game.view().phase).toBe('main');
  });
});
