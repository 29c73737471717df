// Board geometry the value function needs (which hexes touch an intersection, which intersections
// neighbour each other), derived from the contract's addressing: pointy-topped hexes numbered row by
// row, a vertex `[hex, corner]` with corners clockwise from the top, an edge `[hex, side]` joining
// corners side and side+1. Any alias of a vertex maps to the same id here.

export interface Geometry {
  /** Vertex id of `[hex, corner]`. */
  vertex(v: [number, number]): number;
  /** The two vertex ids an edge `[hex, side]` joins. */
  edge(e: [number, number]): [number, number];
  /** Vertex id of the corner `hex * 6 + corner` (position.ts's piece slots). */
  vertexAt(code: number): number;
  /** The two vertex ids of the side `hex * 6 + side` (position.ts's road slots). */
  edgeAt(code: number): [number, number];
  /** Land hex numbers around each vertex id. */
  hexesAt: number[][];
  /** Neighbouring vertex ids of each vertex id. */
  neighbours: number[][];
}

// The cells (row, column offsets) that meet at each corner of a hex, itself included.
const CORNER_CELLS: [number, number][][] = [
  [
    [0, 0],
    [-1, -1],
    [-1, 1],
  ],
  [
    [0, 0],
    [-1, 1],
    [0, 2],
  ],
  [
    [0, 0],
    [0, 2],
    [1, 1],
  ],
  [
    [0, 0],
    [1, 1],
    [1, -1],
  ],
  [
    [0, 0],
    [1, -1],
    [0, -2],
  ],
  [
    [0, 0],
    [0, -2],
    [-1, -1],
  ],
];

const cache = new Map<string, Geometry>();

/** The geometry of a board given as the view's `board.rows`: `[firstColumn, count]` per row. */
export function geometryFor(rows: [number, number][]): Geometry {
  const shape = JSON.stringify(rows);
  const known = cache.get(shape);
  if (known) return known;
  const cells: [number, number][] = [];
  const hexAt = new Map<string, number>();
  rows.forEach(([first, count], r) => {
    for (let i = 0; i < count; i++) {
      hexAt.set(`${r},${first + 2 * i}`, cells.length);
      cells.push([r, first + 2 * i]);
    }
  });
  const ids = new Map<string, number>();
  const cellsOf: string[][] = [];
  const key = (hex: number, corner: number) => CORNER_CELLS[corner].map(([dr, dc]) => `${cells[hex][0] + dr},${cells[hex][1] + dc}`).sort();
  for (let h = 0; h < cells.length; h++) {
    for (let c = 0; c < 6; c++) {
      const k = key(h, c);
      const name = k.join('|');
      if (!ids.has(name)) {
        ids.set(name, cellsOf.length);
        cellsOf.push(k);
      }
    }
  }
  const hexesAt = cellsOf.map((k) => k.map((cell) => hexAt.get(cell)).filter((h): h is number => h !== undefined));
  // Two intersections are neighbours when they share two of their three cells.
  const neighbours = cellsOf.map((a, i) => cellsOf.flatMap((b, j) => (i !== j && a.filter((cell) => b.includes(cell)).length === 2 ? [j] : [])));
  // a table per (hex, corner): the value function asks for thousands of these per decision
  const byCorner = Int16Array.from({ length: cells.length * 6 }, (_, i) => ids.get(key(Math.floor(i / 6), i % 6).join('|'))!);
  const edges = Array.from({ length: cells.length * 6 }, (_, i): [number, number] => [byCorner[i], byCorner[Math.floor(i / 6) * 6 + ((i + 1) % 6)]]);
  const geometry: Geometry = {
    vertex: ([hex, corner]) => byCorner[hex * 6 + corner],
    edge: ([hex, side]) => edges[hex * 6 + side],
    vertexAt: (code) => byCorner[code],
    edgeAt: (code) => edges[code],
    hexesAt,
    neighbours,
  };
  cache.set(shape, geometry);
  return geometry;
}
