// Board geometry in pixels: pointy-topped hexes in the view's rows ([firstColumn, count] in
// doubled-width columns, so any shape: islands, sea, two islands), vertices [hex, corner] with corners
// 0..5 clockwise from the top, edges [hex, side] with side k joining corner k and k+1. Several
// [hex, corner] aliases name one vertex, so vertices and edges are keyed by their pixel position.
import type { Edge, Vertex } from '../../engine/types';

/** Hex circumradius in board units (the SVG viewBox scales it). */
export const SIZE = 100;
export const HEX_W = Math.sqrt(3) * SIZE;
export const ROW_H = 1.5 * SIZE;

export type Point = [number, number];

/** `[firstColumn, count]` per row (DESIGN.md). */
export type Rows = [number, number][];

/** The rows of a view's board; views before boards carried rows had only the 19- or 30-hex shapes. */
export function rowsFor(hexCount: number, rows?: Rows): Rows {
  if (rows && rows.length > 0) return rows;
  if (hexCount === 30)
    return [
      [3, 3],
      [2, 4],
      [1, 5],
      [0, 6],
      [1, 5],
      [2, 4],
      [3, 3],
    ];
  return [
    [2, 3],
    [1, 4],
    [0, 5],
    [1, 4],
    [2, 3],
  ];
}

export interface Layout {
  rows: Rows;
  /** Every hex of the view by id: the rows' hexes, then the sea frame's when the view has one. */
  centers: Point[];
  /** Where the frame is drawn without being hexes of the board (standard boards without the pirate). */
  frameDrawn: Point[];
  /** Bounding box of every hex, padded for the harbors: [minX, minY, width, height]. */
  viewBox: [number, number, number, number];
  /** Every distinct vertex: key -> position and the hexes that touch it. */
  vertices: Map<string, { point: Point; hexes: number[]; alias: Vertex }>;
  /** Every distinct edge: key -> its two end points. */
  edges: Map<string, { a: Point; b: Point; alias: Edge }>;
}

/** Centre of hex i: column `first + 2i` of its row is half a hex width per column. */
export function hexCenter(rows: Rows, i: number): Point {
  let r = 0;
  while (r < rows.length && i >= rows[r][1]) {
    i -= rows[r][1];
    r++;
  }
  if (r >= rows.length) throw new Error('hex index out of range');
  return [(rows[r][0] / 2 + i) * HEX_W, r * ROW_H];
}

export function cornerOffset(k: number): Point {
  const a = (Math.PI / 180) * (60 * k - 90);
  return [SIZE * Math.cos(a), SIZE * Math.sin(a)];
}

export function cornerPoint(center: Point, k: number, scale = 1): Point {
  const [dx, dy] = cornerOffset(((k % 6) + 6) % 6);
  return [center[0] + dx * scale, center[1] + dy * scale];
}

export function hexPoints(center: Point, scale = 1): string {
  return [0, 1, 2, 3, 4, 5]
    .map((k) =>
      cornerPoint(center, k, scale)
        .map((n) => n.toFixed(1))
        .join(','),
    )
    .join(' ');
}

/** A position key that is equal for every alias of the same vertex (half-unit grid). */
export function pointKey([x, y]: Point): string {
  return `${Math.round(x * 2)}:${Math.round(y * 2)}`;
}

export function vertexPoint(centers: Point[], [hex, corner]: Vertex): Point {
  return cornerPoint(centers[hex], corner);
}

export function vertexKey(centers: Point[], v: Vertex): string {
  return pointKey(vertexPoint(centers, v));
}

export function edgeEnds(centers: Point[], [hex, side]: Edge): [Point, Point] {
  return [cornerPoint(centers[hex], side), cornerPoint(centers[hex], side + 1)];
}

export function edgeKey(centers: Point[], e: Edge): string {
  const [a, b] = edgeEnds(centers, e).map(pointKey);
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export function midpoint(a: Point, b: Point): Point {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

/** Centre of the place at doubled column `column` of row `row` (row -1 lies above the first). */
export function placeCenter([column, row]: [number, number]): Point {
  return [(column / 2) * HEX_W, row * ROW_H];
}

/**
 * The sea frame around the rows, as the engine numbers it (docs/actions.md): every free place next
 * to a hex of the rows, row by row from the row above the first, left to right.
 */
export function frameAround(rows: Rows): [number, number][] {
  const taken = new Set<string>();
  rows.forEach(([first, count], r) => {
    for (let i = 0; i < count; i++) taken.add(`${first + 2 * i}:${r}`);
  });
  const next: [number, number][] = [
    [1, -1],
    [2, 0],
    [1, 1],
    [-1, 1],
    [-2, 0],
    [-1, -1],
  ];
  const found = new Map<string, [number, number]>();
  rows.forEach(([first, count], r) => {
    for (let i = 0; i < count; i++) {
      for (const [dc, dr] of next) {
        const place: [number, number] = [first + 2 * i + dc, r + dr];
        const key = `${place[0]}:${place[1]}`;
        if (!taken.has(key)) found.set(key, place);
      }
    }
  });
  return [...found.values()].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/**
 * `frame`: the view's sea frame (hexes after the rows' own); `drawFrame`: draw the frame around a
 * board that has none as hexes (the standard boards are printed in one).
 */
export function layout(hexCount: number, boardRows?: Rows, frame: [number, number][] = [], drawFrame = false): Layout {
  const land = hexCount - frame.length;
  const rows = rowsFor(land, boardRows);
  const centers = Array.from({ length: hexCount }, (_, i) => (i < land ? hexCenter(rows, i) : placeCenter(frame[i - land])));
  const frameDrawn = frame.length === 0 && drawFrame ? frameAround(rows).map(placeCenter) : [];
  const vertices: Layout['vertices'] = new Map();
  const edges: Layout['edges'] = new Map();
  centers.forEach((c, hex) => {
    for (let k = 0; k < 6; k++) {
      const p = cornerPoint(c, k);
      const key = pointKey(p);
      const known = vertices.get(key);
      if (known) known.hexes.push(hex);
      else vertices.set(key, { point: p, hexes: [hex], alias: [hex, k] });
      const ek = edgeKey(centers, [hex, k]);
      if (!edges.has(ek)) {
        const [a, b] = edgeEnds(centers, [hex, k]);
        edges.set(ek, { a, b, alias: [hex, k] });
      }
    }
  });
  // A frame holds the harbors' docks; a board without one keeps room for them around the rim.
  const pad = frame.length > 0 || frameDrawn.length > 0 ? SIZE * 0.15 : SIZE * 0.95;
  const all = [...centers, ...frameDrawn];
  const xs = all.map((c) => c[0]),
    ys = all.map((c) => c[1]);
  const minX = Math.min(...xs) - HEX_W / 2 - pad;
  const minY = Math.min(...ys) - SIZE - pad;
  const width = Math.max(...xs) - Math.min(...xs) + HEX_W + 2 * pad;
  const height = Math.max(...ys) - Math.min(...ys) + 2 * SIZE + 2 * pad;
  return { rows, centers, frameDrawn, viewBox: [minX, minY, width, height], vertices, edges };
}

/** The hex across side `side` of `hex`, or -1 at the rim. */
export function neighbourAcross(centers: Point[], hex: number, side: number): number {
  const [a, b] = edgeEnds(centers, [hex, side]);
  const m = midpoint(a, b);
  const c = centers[hex];
  const want = pointKey([2 * m[0] - c[0], 2 * m[1] - c[1]]);
  return centers.findIndex((o) => pointKey(o) === want);
}

/**
 * Where a harbor on [hex, side] draws its dock: the point out at sea beyond the middle of that side,
 * and the two coastal corners its piers reach. `isSea` tells which hexes are sea: a harbor named
 * from its sea hex is drawn from the land hex across, so the dock always lies in the water.
 */
export function harborPlacement(
  centers: Point[],
  hex: number,
  side: number,
  isSea: (h: number) => boolean = () => false,
): { dock: Point; ends: [Point, Point] } {
  if (isSea(hex)) {
    const land = neighbourAcross(centers, hex, side);
    if (land >= 0) return harborPlacement(centers, land, (side + 3) % 6);
  }
  const c = centers[hex];
  const ends = edgeEnds(centers, [hex, side]);
  const m = midpoint(ends[0], ends[1]);
  const dock: Point = [c[0] + (m[0] - c[0]) * 1.62, c[1] + (m[1] - c[1]) * 1.62];
  return { dock, ends };
}

/** How many of the 36 dice outcomes roll this number (the dots under a number token). */
export function pips(n: number | null | undefined): number {
  return typeof n === 'number' && n >= 2 && n <= 12 && n !== 7 ? 6 - Math.abs(7 - n) : 0;
}

export function sameVertex(centers: Point[], a: Vertex, b: Vertex): boolean {
  return vertexKey(centers, a) === vertexKey(centers, b);
}
