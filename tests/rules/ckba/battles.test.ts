// Page §5 with 003: at the end of a turn each coastal hex is checked in order; the active knights on a
// hex's paths win when their strength exceeds its barbarians; they are deactivated; the barbarians
// become prisoners of the involved players (a lone one takes all; too few for everyone: a draw, and
// whoever drew and got none receives 3 gold); then one die picks the casualties on two parallel
// paths: basic removed, strong downgraded (003), 3 gold each. Every 3 prisoners score 1 point.
import { describe, expect, it } from 'vitest';
import type { Edge, Game } from '../../../src/engine/types';
import { must } from '../../helpers';
import { B, CASTLE, barbarians, ckba, endTurn, knightMoney, knights, pathDistances, quietMain, roll, setupCKBA, supply } from './helpers';

const CITY2 = B.v(18, 3); // seat 2's set-up city: its only land hex is coastal hex 18 (3)

const ENTRY = B.e(CASTLE, 1); // the castle path shared with hex 17
const SW17 = B.e(17, 3); // hex 17's side 3: casualty die faces 1 and 4 (direction 0)
const SE17 = B.e(17, 2); // side 2: faces 3 and 6 (direction 2)

/** p builds a knight on ENTRY (promoted and/or activated) and walks it to `to`, in p's main phase. */
function knightTo(game: Game, p: number, to: Edge, opts: { active?: boolean; strong?: boolean } = {}): void {
  expect(pathDistances(ENTRY).get(to.join())).toBeLessThanOrEqual(3);
  must(game, p, { type: 'buildKnight', edge: ENTRY });
  if (opts.strong) must(game, p, { type: 'promoteKnight', edge: ENTRY });
  if (opts.active) must(game, p, { type: 'activateKnight', edge: ENTRY });
  must(game, p, { type: 'moveKnight', from: ENTRY, to });
}

/** One barbarian on hex 17 (coastal 5) from seat 0's ship, then money for two knights. */
async function table(): Promise<Game> {
  const game = await setupCKBA();
  roll(game, 5, 'ship');
  endTurn(game);
  expect(barbarians(game, 17)).toBe(1);
  knightMoney(game, 2);
  return game;
}

describe('ckba: battles on the coast', () => {
  it('a lone victor takes every prisoner; fighters are deactivated; the casualty die removes a basic knight for 3 gold', async () => {
    const game = await table();
    const other = B.e(CASTLE, 0);
    for (const e of [ENTRY, other]) {
      must(game, 0, { type: 'buildKnight', edge: e });
      must(game, 0, { type: 'activateKnight', edge: e });
    }
    // Movement comes after building: both are built first, then both walk to hex 17.
    must(game, 0, { type: 'moveKnight', from: ENTRY, to: SW17 });
    expect(pathDistances(other).get(SE17.join())).toBeLessThanOrEqual(3);
    must(game, 0, { type: 'moveKnight', from: other, to: SE17 });
    endTurn(game);
    expect(game.pendingChance()).toEqual({ kind: 'casualty', ranges: [6] });
    expect(ckba(game).players[0].prisoners).toBe(1);
    expect(barbarians(game, 17)).toBe(0);
    supply(game, 2); // die 3: direction 2, the knight on side 2 falls
    expect(knights(game)).toEqual([{ edge: SW17, owner: 0, level: 1, active: false, moved: 0 }]);
    expect(ckba(game).players[0].gold).toBe(3);
    expect(game.view().currentPlayer).toBe(1);
    expect(game.view().players[0].knightsLeft.basic).toBe(1);
  });

  it('inactive knights do not fight, and strength equal to the barbarians is no victory', async () => {
    const game = await table();
    knightTo(game, 0, SW17, { active: false });
    endTurn(game);
    expect(game.pendingChance()).toBeNull();
    expect(barbarians(game, 17)).toBe(1);
    expect(game.view().currentPlayer).toBe(1);
  });

  it('a strong casualty is downgraded to basic and its owner still gets 3 gold', async () => {
    const game = await table();
    knightTo(game, 0, SE17, { active: true, strong: true });
    endTurn(game);
    supply(game, 5); // die 6: direction 2
    expect(knights(game)).toEqual([{ edge: SE17, owner: 0, level: 1, active: false, moved: 0 }]);
    expect(ckba(game).players[0].gold).toBe(3);
  });

  it('too few prisoners for the involved players: a draw; the one left without receives 3 gold', async () => {
    const game = await table();
    knightTo(game, 0, SW17, { active: true }); // strength 1 against 1 barbarian: no battle yet
    endTurn(game);
    expect(game.pendingChance()).toBeNull();
    // Seat 1 collects wool, ore and grain (5 pays its fields hex 10), then joins on hex 17.
    for (const total of [8, 4, 5, 5]) {
      roll(game, total);
      endTurn(game);
    }
    while (game.view().currentPlayer !== 1) {
      roll(game, 11);
      endTurn(game);
    }
    roll(game, 11);
    knightTo(game, 1, SE17, { active: true });
    endTurn(game);
    expect(game.pendingChance()).toEqual({ kind: 'prisoners', ranges: [2] });
    supply(game, 1); // the second of seats 0 and 1
    expect(ckba(game).players.map((x: { prisoners: number; gold: number }) => [x.prisoners, x.gold])).toEqual([
      [0, 3],
      [1, 0],
      [0, 0],
    ]);
    expect(game.pendingChance()?.kind).toBe('casualty');
    supply(game, 1); // die 2: direction 1, nobody there
    expect(knights(game).every((k) => !k.active)).toBe(true);
  });

  it('every 3 prisoners are worth 1 victory point', async () => {
    const game = await table();
    knightTo(game, 0, SW17, { active: true, strong: true });
    const vp = game.view().players[0].vp;
    for (let battle = 1; battle <= 3; battle++) {
      if (battle > 1) must(game, 0, { type: 'activateKnight', edge: SW17 });
      endTurn(game);
      supply(game, 1); // die 2: direction 1, no casualty
      expect(ckba(game).players[0].prisoners).toBe(battle);
      expect(game.view().players[0].vp).toBe(vp + (battle === 3 ? 1 : 0));
      roll(game, 5, 'ship');
      endTurn(game); // seat 1: another barbarian on 17
      roll(game, 3);
      endTurn(game); // seat 2: grain for seat 0
      quietMain(game);
    }
  });

  it('a leftover prisoner goes to the player who brought the most strength', async () => {
    const game = await setupCKBA();
    // Hex 17 (coastal 5) fills up to 3 barbarians; seats 0 and 1 collect for knights meanwhile.
    for (const [total, event] of [
      [5, 'ship'],
      [5, 'ship'],
      [8, 'science'],
      [4, 'science'],
      [3, 'science'],
      [8, 'science'],
      [4, 'science'],
      [3, 'science'],
      [8, 'science'],
      [4, 'science'],
      [3, 'science'],
      [5, 'ship'],
    ] as const) {
      roll(game, total, event);
      endTurn(game);
    }
    expect(barbarians(game, 17)).toBe(3);
    while (game.view().currentPlayer !== 0) {
      roll(game, 11);
      endTurn(game);
    }
    roll(game, 11);
    // Seat 0: a strong and a basic knight, both active (3 strength: not more than 3, no battle yet).
    const other = B.e(CASTLE, 0);
    must(game, 0, { type: 'buildKnight', edge: ENTRY });
    must(game, 0, { type: 'promoteKnight', edge: ENTRY });
    must(game, 0, { type: 'buildKnight', edge: other });
    for (const e of [ENTRY, other]) must(game, 0, { type: 'activateKnight', edge: e });
    must(game, 0, { type: 'moveKnight', from: ENTRY, to: SW17 });
    must(game, 0, { type: 'moveKnight', from: other, to: B.e(17, 5) });
    endTurn(game);
    expect(game.pendingChance()).toBeNull();
    // Seat 1 adds a basic knight: 4 against 3.
    roll(game, 11);
    knightTo(game, 1, SE17, { active: true });
    endTurn(game);
    expect(ckba(game).players.map((x: { prisoners: number }) => x.prisoners)).toEqual([2, 1, 0]);
    expect(barbarians(game, 17)).toBe(0);
    expect(game.pendingChance()?.kind).toBe('casualty');
  });

  it('a leftover prisoner between equal contributors is drawn; the loser receives 3 gold', async () => {
    const game = await setupCKBA();
    for (const [total, event] of [
      [5, 'ship'],
      [5, 'ship'],
      [8, 'science'],
      [4, 'science'],
      [3, 'science'],
      [8, 'science'],
      [4, 'science'],
      [3, 'science'],
      [5, 'ship'],
    ] as const) {
      roll(game, total, event);
      endTurn(game);
    }
    expect(barbarians(game, 17)).toBe(3);
    while (game.view().currentPlayer !== 0) {
      roll(game, 11);
      endTurn(game);
    }
    roll(game, 11);
    knightTo(game, 0, SW17, { active: true, strong: true }); // 2 against 3: no battle yet
    endTurn(game);
    expect(game.pendingChance()).toBeNull();
    roll(game, 11);
    knightTo(game, 1, SE17, { active: true, strong: true }); // 2 + 2 against 3
    endTurn(game);
    // One prisoner each, and the third between two contributors of strength 2: a draw.
    expect(ckba(game).players.map((x: { prisoners: number }) => x.prisoners)).toEqual([1, 1, 0]);
    expect(game.pendingChance()).toEqual({ kind: 'prisoners', ranges: [2] });
    supply(game, 0); // seat 0
    expect(ckba(game).players.map((x: { prisoners: number; gold: number }) => [x.prisoners, x.gold])).toEqual([
      [2, 0],
      [1, 3],
      [0, 0],
    ]);
    expect(game.pendingChance()?.kind).toBe('casualty');
  });

  it('a victory on a conquered hex liberates it: its building scores and produces again', async () => {
    const game = await setupCKBA();
    // Three black ships on 3 conquer hex 18, the only land hex of seat 2's city.
    for (let i = 0; i < 3; i++) {
      roll(game, 3, 'ship');
      endTurn(game);
    }
    const conquered = CITY2.join();
    expect(ckba(game).conqueredHexes).toContain(18);
    expect(ckba(game).conqueredBuildings.map((v: number[]) => v.join())).toContain(conquered);
    const vp2 = game.view().players[2].vp;
    // Seat 0 collects 4 ore and 4 wool (it has the grain of the 3s) for two strong active knights.
    for (const total of [8, 4, 8, 4, 8, 4, 8, 4, 11]) {
      roll(game, total);
      endTurn(game);
    }
    quietMain(game);
    const gate = B.e(CASTLE, 0);
    for (const e of [ENTRY, gate]) {
      must(game, 0, { type: 'buildKnight', edge: e });
      must(game, 0, { type: 'promoteKnight', edge: e });
      must(game, 0, { type: 'activateKnight', edge: e });
    }
    const west = B.e(18, 4),
      northWest = B.e(18, 5);
    expect(pathDistances(gate).get(west.join())).toBeLessThanOrEqual(3);
    expect(pathDistances(ENTRY).get(northWest.join())).toBeLessThanOrEqual(3);
    must(game, 0, { type: 'moveKnight', from: gate, to: west });
    must(game, 0, { type: 'moveKnight', from: ENTRY, to: northWest });
    const vp0 = game.view().players[0].vp;
    endTurn(game); // 4 strength against 3 barbarians
    supply(game, 0); // casualty die 1: sides 0 and 3, nobody there
    expect(barbarians(game, 18)).toBe(0);
    expect(ckba(game).conqueredHexes).not.toContain(18);
    expect(ckba(game).conqueredBuildings.map((v: number[]) => v.join())).not.toContain(conquered);
    expect(game.view().players[2].vp).toBe(vp2 + 2);
    expect(ckba(game).players[0].prisoners).toBe(3);
    expect(game.view().players[0].vp).toBe(vp0 + 1);
    // A 3 pays the liberated city again: lumber and paper.
    const hand = game.view().players[2].hand;
    roll(game, 3);
    expect(game.view().players[2].hand).toMatchObject({ lumber: hand.lumber + 1, paper: hand.paper + 1 });
  });
});
