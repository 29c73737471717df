// The named layouts of 001 (DESIGN.md "Boards beyond the standard ones"), built by the seeded
// generator: shapes, terrain and chit sets, the chit rules each text states, harbors, supplies and
// discard limits, and the same board from the same seed on every replica. Decisions where 001 leaves
// a count open are in docs/rules-decisions.md ("Boards").
import { describe, expect, it } from 'vitest';
import type { Game, GameConfig } from '../../src/engine/types';
import { LAYOUTS, layoutId } from '../../src/engine/layouts';
import { getEngine, newGame } from '../helpers';
import { Geometry } from '../rules/geometry';

type Hex = { terrain: string; number: number | null };
const RED = (n: number | null) => n === 6 || n === 8;
const STANDARD_TOKENS = [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12];

function counts<T>(list: T[]): Map<T, number> {
  const m = new Map<T, number>();
  for (const x of list) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

function terrainCounts(hexes: Hex[]): Record<string, number> {
  return Object.fromEntries([...counts(hexes.map((h) => h.terrain))].sort());
}

/** Pairs of hexes that share an edge, from the rows in the view. */
function neighbourPairs(game: Game): [number, number][] {
  const g = new Geometry(game.view().board.rows);
  const pairs: [number, number][] = [];
  for (let a = 0; a < g.hexCount; a++) {
    for (let s = 0; s < 6; s++) {
      const [v, w] = g.ends(g.e(a, s));
      const shared = g.hexes(v).filter((h) => h !== a && g.hexes(w).includes(h));
      for (const b of shared) if (b > a) pairs.push([a, b]);
    }
  }
  return pairs;
}

/** For each harbor, the terrains on the two sides of its edge ('rim' off the board). */
function harborSides(game: Game): string[][] {
  const { rows, hexes, harbors } = game.view().board;
  const g = new Geometry(rows);
  return harbors.map((h: { hex: number; side: number }) => {
    const [v, w] = g.ends(g.e(h.hex, h.side));
    const both = g.hexes(v).filter((x) => g.hexes(w).includes(x));
    return [...both.map((x) => (hexes[x] as Hex).terrain), 'rim'].slice(0, 2).sort();
  });
}

const game = (layout: GameConfig['layout'], players: number, seed = 3) => newGame({ mode: 'base', layout, players, seed });

describe('named layouts', () => {
  it('Islands of Catan: 19 land and 18 sea hexes in a hexagon with 4 on a side; no equal numbers or two reds side by side', async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const g = await game('islands', 4, seed);
      const { board, discardAbove } = g.view();
      expect(board.rows).toEqual([
        [3, 4],
        [2, 5],
        [1, 6],
        [0, 7],
        [1, 6],
        [2, 5],
        [3, 4],
      ]);
      expect(terrainCounts(board.hexes)).toEqual({ desert: 1, fields: 4, forest: 4, hills: 3, mountains: 3, pasture: 4, sea: 18 });
      expect([...board.hexes.map((h: Hex) => h.number).filter((n: number | null) => n !== null)].sort((a, b) => a - b)).toEqual(STANDARD_TOKENS);
      for (const [a, b] of neighbourPairs(g)) {
        const m = board.hexes[a].number,
          n = board.hexes[b].number;
        if (m === null || n === null) continue;
        expect(m === n || (RED(m) && RED(n)), `hexes ${a} and ${b}: ${m} and ${n}`).toBe(false);
      }
      // 9 harbors on sea hexes, each facing land.
      expect(board.harbors).toHaveLength(9);
      for (const sides of harborSides(g)) expect(sides[0] === 'sea' || sides[1] === 'sea').toBe(true);
      for (const sides of harborSides(g)) expect(sides.filter((t) => t !== 'sea' && t !== 'rim')).toHaveLength(1);
      expect(discardAbove).toBe(7);
    }
  });

  it('Big Islands: 28 land and 24 sea hexes, 28 chits from two sets less a 3, a 5 and a 10, discard above 10', async () => {
    for (const seed of [1, 2, 3]) {
      const g = await game('bigIslands', 6, seed);
      const v = g.view();
      expect(terrainCounts(v.board.hexes)).toEqual({ fields: 6, forest: 6, hills: 5, mountains: 5, pasture: 6, sea: 24 });
      const numbers = v.board.hexes.map((h: Hex) => h.number).filter((n: number | null) => n !== null) as number[];
      expect(numbers).toHaveLength(28);
      const pool = counts([...STANDARD_TOKENS, ...STANDARD_TOKENS]);
      for (const n of [3, 5, 10]) pool.set(n, pool.get(n)! - 1);
      for (const [n, k] of counts(numbers)) expect(k, `number ${n}`).toBeLessThanOrEqual(pool.get(n)!);
      for (const [a, b] of neighbourPairs(g)) {
        const m = v.board.hexes[a].number,
          n = v.board.hexes[b].number;
        if (m !== null && n !== null) expect(m === n || (RED(m) && RED(n))).toBe(false);
      }
      expect(v.board.harbors).toHaveLength(11);
      expect(v.discardAbove).toBe(10);
      expect(v.bank).toMatchObject({ brick: 24, lumber: 24, wool: 24, grain: 24, ore: 24 });
      // No desert: the robber waits off the board until the first 7.
      expect(v.robber).toBeNull();
    }
  });

  it('Big Island: two sets of land less a desert from a line of seven, both chit sets, 8 harbors, two card sets, discard above 13', async () => {
    const g = await game('bigIsland', 8);
    const v = g.view();
    expect(v.board.rows).toEqual([
      [3, 4],
      [2, 5],
      [1, 6],
      [0, 7],
      [1, 6],
      [2, 5],
      [3, 4],
    ]);
    expect(terrainCounts(v.board.hexes)).toEqual({ desert: 1, fields: 8, forest: 8, hills: 6, mountains: 6, pasture: 8 });
    expect(
      v.board.hexes
        .map((h: Hex) => h.number)
        .filter((n: number | null) => n !== null)
        .sort((a: number, b: number) => a - b),
    ).toEqual([...STANDARD_TOKENS, ...STANDARD_TOKENS].sort((a, b) => a - b));
    for (const [a, b] of neighbourPairs(g)) expect(RED(v.board.hexes[a].number) && RED(v.board.hexes[b].number)).toBe(false);
    expect(counts(v.board.harbors.map((h: { kind: string }) => h.kind))).toEqual(
      counts(['brick', 'lumber', 'wool', 'grain', 'ore', 'generic', 'generic', 'generic']),
    );
    expect(v.discardAbove).toBe(13);
    expect(v.bank).toMatchObject({ brick: 38, lumber: 38, wool: 38, grain: 38, ore: 38 });
    expect(v.developmentDeck).toBe(50);
    expect(v.players).toHaveLength(8);
  });

  it('Peanut Island: two standard islands touching along one edge, each with its own chits, reds never adjacent, 14 harbors', async () => {
    for (const seed of [1, 2, 3]) {
      const g = await game('peanut', 7, seed);
      const v = g.view();
      expect(v.board.hexes).toHaveLength(38);
      const halves = [v.board.hexes.slice(0, 19), v.board.hexes.slice(19)] as Hex[][];
      for (const half of halves) {
        expect(terrainCounts(half)).toEqual({ desert: 1, fields: 4, forest: 4, hills: 3, mountains: 3, pasture: 4 });
        expect(
          half
            .map((h) => h.number)
            .filter((n) => n !== null)
            .sort((a, b) => a! - b!),
        ).toEqual(STANDARD_TOKENS);
      }
      const across = neighbourPairs(g).filter(([a, b]) => a < 19 && b >= 19);
      expect(across).toEqual([[18, 19]]);
      for (const [a, b] of neighbourPairs(g)) expect(RED(v.board.hexes[a].number) && RED(v.board.hexes[b].number)).toBe(false);
      // Two sets of harbors less four generic ones: two of each special, four generic.
      expect(counts(v.board.harbors.map((h: { kind: string }) => h.kind))).toEqual(
        counts(['brick', 'brick', 'lumber', 'lumber', 'wool', 'wool', 'grain', 'grain', 'ore', 'ore', 'generic', 'generic', 'generic', 'generic']),
      );
      expect(v.discardAbove).toBe(13);
    }
  });

  it('rebuilds the same board from the same seed, and another from another seed', async () => {
    for (const { name, players } of LAYOUTS.map((l) => ({ name: l.name, players: l.players[0] }))) {
      const a = (await game(name, players, 9)).view().board;
      const b = (await game(name, players, 9)).view().board;
      const c = (await game(name, players, 10)).view().board;
      expect(b, name).toEqual(a);
      expect(c, name).not.toEqual(a);
    }
  });

  it('keeps the snapshot a byte copy of 4 KiB and the private look (LOOKED_KNOWN) on every layout, and restores a board from it', async () => {
    for (const { name, players } of LAYOUTS.map((l) => ({ name: l.name, players: l.players[1] }))) {
      const g = await game(name, players);
      const snap = g.snapshot();
      expect(snap.length, name).toBe(4112);
      const other = await game('standard', 4);
      other.restore(snap);
      expect(other.view().board).toEqual(g.view().board);
      expect(other.hash()).toBe(g.hash());
    }
  });

  it('agrees with the engine on the seats of each layout', async () => {
    const engine = await getEngine();
    for (const l of LAYOUTS) {
      const [min, max] = l.players;
      for (let n = 2; n <= 9; n++) {
        const make = () => engine.newGame({ mode: 'base', layout: l.name, players: n });
        const catanForTwo = n === 2 && l.name === 'standard';
        if ((n >= min && n <= max) || catanForTwo) expect(make, `${l.name} ${n}`).not.toThrow();
        else expect(make, `${l.name} ${n}`).toThrow(/takes \d-\d players/);
      }
      expect(layoutId(l.name, max)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('the special building phase as a variant', () => {
  async function afterFirstTurn(options?: Record<string, boolean>) {
    const g = await newGame({ mode: 'base', layout: 'peanut', players: 7, seed: 5, options });
    while (g.view().phase !== 'roll') {
      const p = g.view().awaiting[0];
      const a = g.legalActions(p)[0];
      expect(g.apply(p, a).ok).toBe(true);
    }
    expect(g.apply(0, { type: 'roll', forced: { yellow: 1, red: 1 } }).ok).toBe(true);
    expect(g.apply(0, { type: 'endTurn' }).ok).toBe(true);
    return g.view();
  }

  it('follows every turn on Peanut Island with specialBuildingPhase, and not without it (001 fn 54)', async () => {
    const withPhase = await afterFirstTurn({ specialBuildingPhase: true });
    expect(withPhase.phase).toBe('specialBuild');
    expect(withPhase.specialBuilder).toBe(1);
    const without = await afterFirstTurn();
    expect(without.phase).toBe('roll');
    expect(without.currentPlayer).toBe(1);
  });
});
