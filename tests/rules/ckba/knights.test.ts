// 003 "Knights" and "Relocating" with page §4/§9: C&K knights are paid as in C&K but placed on a free
// path of the castle hex; each moves up to 3 paths a turn, active or not, roaming freely; an active
// one may go 2 paths more and is then deactivated; it must end on a free path; none of the mover's
// knights may stay on a castle path at the end of the turn; an active knight displaces a weaker one
// only within 3 paths. Movement comes after trading and building.
import { describe, expect, it } from 'vitest';
import type { Edge, Game } from '../../../src/engine/types';
import { must, refused } from '../../helpers';
import { B, CASTLE, isCastlePath, knightMoney, knights, pathsAt, setupCKBA } from './helpers';

const GATE = B.e(CASTLE, 0); // the castle path towards hex 13

async function withKnight(activate = false): Promise<Game> {
  const game = await setupCKBA();
  knightMoney(game, 2);
  must(game, 0, { type: 'buildKnight', edge: GATE });
  if (activate) must(game, 0, { type: 'activateKnight', edge: GATE });
  return game;
}

const free = (game: Game, d: number) =>
  pathsAt(GATE, d).filter((e) => !isCastlePath(e) && !knights(game).some((k) => k.edge.join() === e.join()));

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
