// Board geometry for rule tests, derived only from the addressing in DESIGN.md ("Public engine
// contract"): hexes numbered row by row, pointy-topped, corners 0..5 clockwise from N, side k joins
// corner k and k+1, canonical alias = the one with the smallest hex. It lets a test name "the
// intersection between hexes 4, 5 and 9" or "the path from v to w" without hand-made aliases, and,
// being independent of the engine, it also checks the engine's addressing.

import type { Edge, Vertex } from '../../src/engine/types';

const CORNER_DX = [0, 1, 1, 0, -1, -1];
const CORNER_DY = [-2, -1, 1, 2, 1, -1];

export class Geometry {
  readonly hexCount: number;
  private readonly centers: [number, number][] = [];
  private readonly canonV = new Map<string, Vertex>();
  private readonly hexesAt = new Map<string, number[]>();
  private readonly canonE = new Map<string, Edge>();

  /** Row lengths of a centred board (3,4,5,4,3), or DESIGN.md's rows `[firstColumn, count]`. */
  constructor(rows: number[] | [number, number][]) {
    const widest = Math.max(...rows.map((r) => (Array.isArray(r) ? 0 : r)));
    rows.forEach((row, r) => {
      const [first, len] = Array.isArray(row) ? row : [widest - row, row];
      for (let i = 0; i < len; i++) this.centers.push([first + 2 * i, 3 * r]);
    });
    this.hexCount = this.centers.length;
    for (let h = 0; h < this.hexCount; h++) {
      for (let c = 0; c < 6; c++) {
        const k = this.key(h, c);
        if (!this.canonV.has(k)) this.canonV.set(k, [h, c]);
        const list = this.hexesAt.get(k) ?? [];
        list.push(h);
        this.hexesAt.set(k, list);
      }
      for (let s = 0; s < 6; s++) {
        const k = this.edgeKey(this.key(h, s), this.key(h, (s + 1) % 6));
        if (!this.canonE.has(k)) this.canonE.set(k, [h, s]);
      }
    }
  }

  private key(h: number, c: number): string {
    const [x, y] = this.centers[h];
    return `${x + CORNER_DX[c]},${y + CORNER_DY[c]}`;
  }

  private edgeKey(a: string, b: string): string {
    return a < b ? `${a}|${b}` : `${b}|${a}`;
  }

  /** The canonical alias of corner c of hex h. */
  v(h: number, c: number): Vertex {
    return this.canonV.get(this.key(h, c))!;
  }

  /** The canonical alias of side s of hex h. */
  e(h: number, s: number): Edge {
    const k = this.edgeKey(this.key(h, s), this.key(h, (s + 1) % 6));
    return this.canonE.get(k)!;
  }

  /** Hexes touching an intersection. */
  hexes(v: Vertex): number[] {
    return [...this.hexesAt.get(this.key(v[0], v[1]))!].sort((a, b) => a - b);
  }

  /** The intersection whose land hexes are exactly the given ones; throws unless there is one. */
  at(...hexes: number[]): Vertex {
    const want = [...hexes].sort((a, b) => a - b).join(',');
    const found = [...this.canonV.values()].filter((v) => this.hexes(v).join(',') === want);
    if (found.length !== 1) throw new Error(`at(${hexes}): ${found.length} intersections`);
    return found[0];
  }

  /** The other intersections next to v (2 or 3). */
  neighbours(v: Vertex): Vertex[] {
    const out: Vertex[] = [];
    for (const k of this.canonE.keys()) {
      const [a, b] = k.split('|');
      const me = this.key(v[0], v[1]);
      if (a === me) out.push(this.vertexOfKey(b));
      else if (b === me) out.push(this.vertexOfKey(a));
    }
    return out;
  }

  private vertexOfKey(k: string): Vertex {
    return this.canonV.get(k)!;
  }

  /** The path joining two neighbouring intersections. */
  between(a: Vertex, b: Vertex): Edge {
    const k = this.edgeKey(this.key(a[0], a[1]), this.key(b[0], b[1]));
    const e = this.canonE.get(k);
    if (!e) throw new Error(`no path between ${a} and ${b}`);
    return e;
  }

  /** The paths along a walk through neighbouring intersections. */
  walk(...vs: Vertex[]): Edge[] {
    const out: Edge[] = [];
    for (let i = 1; i < vs.length; i++) out.push(this.between(vs[i - 1], vs[i]));
    return out;
  }

  /** The two intersections at the ends of a path, as canonical aliases. */
  ends(edge: Edge): [Vertex, Vertex] {
    const [h, s] = edge;
    return [this.v(h, s), this.v(h, (s + 1) % 6)];
  }
}

export const BASE = new Geometry([3, 4, 5, 4, 3]);
export const EXT = new Geometry([3, 4, 5, 6, 5, 4, 3]);

/** Canonical form for comparing vertex or edge lists regardless of order. */
export function sorted<T extends number[]>(list: T[]): T[] {
  return [...list].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}
