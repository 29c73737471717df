// Board graph: hexes, intersections (vertices) and paths (edges), derived from the row lengths alone.
// It is not game state: it is rebuilt from G_BOARD whenever a game is created or restored.
//
// Geometry on an integer lattice: pointy-topped hexes are 2 units wide, rows 3 units apart.
// A hex centred at (x, y) has corners N (x, y-2), NE (x+1, y-1), SE (x+1, y+1), S (x, y+2),
// SW (x-1, y+1), NW (x-1, y-1); neighbouring hexes share corners at equal lattice points.

import { MAX_EDGES, MAX_HEXES, MAX_VERTICES, NONE } from './layout';

export let hexCount: i32 = 0;
export let vertexCount: i32 = 0;
export let edgeCount: i32 = 0;
export let coastCount: i32 = 0;

const HEX_VERTEX: usize = memory.data(MAX_HEXES * 6); // hex*6+corner -> vertex
const HEX_EDGE: usize = memory.data(MAX_HEXES * 6); // hex*6+side -> edge
const HEX_NEIGHBOR: usize = memory.data(MAX_HEXES * 6); // hex*6+side -> hex or NONE
const VERTEX_HEX: usize = memory.data(MAX_VERTICES * 3); // up to 3 hexes
const VERTEX_VERTEX: usize = memory.data(MAX_VERTICES * 3); // up to 3 neighbours
const VERTEX_EDGE: usize = memory.data(MAX_VERTICES * 3); // up to 3 edges
const VERTEX_ALIAS: usize = memory.data(MAX_VERTICES * 2); // canonical [hex, corner]
const EDGE_VERTEX: usize = memory.data(MAX_EDGES * 2);
const EDGE_HEX: usize = memory.data(MAX_EDGES * 2); // 1 or 2 hexes (NONE)
const EDGE_ALIAS: usize = memory.data(MAX_EDGES * 2); // canonical [hex, side]
const COAST: usize = memory.data(MAX_EDGES); // coastal edges in order around the island
const VX: usize = memory.data(MAX_VERTICES * 4); // lattice coordinates while building
const VY: usize = memory.data(MAX_VERTICES * 4);

const CORNER_DX: StaticArray<i32> = [0, 1, 1, 0, -1, -1];
const CORNER_DY: StaticArray<i32> = [-2, -1, 1, 2, 1, -1];
const STANDARD_ROWS: StaticArray<i32> = [3, 4, 5, 4, 3];
const EXTENDED_ROWS: StaticArray<i32> = [3, 4, 5, 6, 5, 4, 3];

@inline export function hexVertex(hex: i32, corner: i32): i32 { return <i32>load<u8>(HEX_VERTEX + <usize>(hex * 6 + corner)); }
@inline export function hexEdge(hex: i32, side: i32): i32 { return <i32>load<u8>(HEX_EDGE + <usize>(hex * 6 + side)); }
@inline export function hexNeighbor(hex: i32, side: i32): i32 { return <i32>load<u8>(HEX_NEIGHBOR + <usize>(hex * 6 + side)); }
@inline export function vertexHex(v: i32, i: i32): i32 { return <i32>load<u8>(VERTEX_HEX + <usize>(v * 3 + i)); }
@inline export function vertexNeighbor(v: i32, i: i32): i32 { return <i32>load<u8>(VERTEX_VERTEX + <usize>(v * 3 + i)); }
@inline export function vertexEdge(v: i32, i: i32): i32 { return <i32>load<u8>(VERTEX_EDGE + <usize>(v * 3 + i)); }
@inline export function edgeVertex(e: i32, i: i32): i32 { return <i32>load<u8>(EDGE_VERTEX + <usize>(e * 2 + i)); }
@inline export function edgeHex(e: i32, i: i32): i32 { return <i32>load<u8>(EDGE_HEX + <usize>(e * 2 + i)); }
@inline export function vertexAliasHex(v: i32): i32 { return <i32>load<u8>(VERTEX_ALIAS + <usize>(v * 2)); }
@inline export function vertexAliasCorner(v: i32): i32 { return <i32>load<u8>(VERTEX_ALIAS + <usize>(v * 2 + 1)); }
@inline export function edgeAliasHex(e: i32): i32 { return <i32>load<u8>(EDGE_ALIAS + <usize>(e * 2)); }
@inline export function edgeAliasSide(e: i32): i32 { return <i32>load<u8>(EDGE_ALIAS + <usize>(e * 2 + 1)); }
@inline export function coastEdge(i: i32): i32 { return <i32>load<u8>(COAST + <usize>i); }

/** The vertex at the other end of edge e from v. */
@inline export function otherEnd(e: i32, v: i32): i32 {
  const a = edgeVertex(e, 0);
  return a == v ? edgeVertex(e, 1) : a;
}

function addToTriple(base: usize, index: i32, value: i32): void {
  for (let i = 0; i < 3; i++) {
    const at = base + <usize>(index * 3 + i);
    const cur = <i32>load<u8>(at);
    if (cur == value) return;
    if (cur == NONE) { store<u8>(at, <u8>value); return; }
  }
}

function findOrAddVertex(x: i32, y: i32, hex: i32, corner: i32): i32 {
  for (let v = 0; v < vertexCount; v++) {
    if (load<i32>(VX + <usize>(v * 4)) == x && load<i32>(VY + <usize>(v * 4)) == y) return v;
  }
  const v = vertexCount++;
  store<i32>(VX + <usize>(v * 4), x);
  store<i32>(VY + <usize>(v * 4), y);
  // Hexes are visited in increasing order, so the first hex to name a vertex gives its canonical alias.
  store<u8>(VERTEX_ALIAS + <usize>(v * 2), <u8>hex);
  store<u8>(VERTEX_ALIAS + <usize>(v * 2 + 1), <u8>corner);
  return v;
}

function findOrAddEdge(a: i32, b: i32, hex: i32, side: i32): i32 {
  for (let e = 0; e < edgeCount; e++) {
    const x = edgeVertex(e, 0), y = edgeVertex(e, 1);
    if ((x == a && y == b) || (x == b && y == a)) return e;
  }
  const e = edgeCount++;
  store<u8>(EDGE_VERTEX + <usize>(e * 2), <u8>a);
  store<u8>(EDGE_VERTEX + <usize>(e * 2 + 1), <u8>b);
  store<u8>(EDGE_ALIAS + <usize>(e * 2), <u8>hex);
  store<u8>(EDGE_ALIAS + <usize>(e * 2 + 1), <u8>side);
  return e;
}

/** Builds the graph for board 0 (standard, 19 hexes) or 1 (extended, 30 hexes). */
export function buildTopology(board: i32): void {
  const rows = board == 0 ? STANDARD_ROWS : EXTENDED_ROWS;
  let widest = 0;
  for (let r = 0; r < rows.length; r++) widest = max(widest, rows[r]);
  memory.fill(VERTEX_HEX, <u8>NONE, MAX_VERTICES * 3);
  memory.fill(VERTEX_VERTEX, <u8>NONE, MAX_VERTICES * 3);
  memory.fill(VERTEX_EDGE, <u8>NONE, MAX_VERTICES * 3);
  memory.fill(EDGE_HEX, <u8>NONE, MAX_EDGES * 2);
  memory.fill(HEX_NEIGHBOR, <u8>NONE, MAX_HEXES * 6);
  hexCount = 0; vertexCount = 0; edgeCount = 0;

  for (let r = 0; r < rows.length; r++) {
    for (let i = 0; i < rows[r]; i++) {
      const hex = hexCount++;
      const cx = 2 * i + (widest - rows[r]);
      const cy = 3 * r;
      for (let c = 0; c < 6; c++) {
        const v = findOrAddVertex(cx + CORNER_DX[c], cy + CORNER_DY[c], hex, c);
        store<u8>(HEX_VERTEX + <usize>(hex * 6 + c), <u8>v);
        addToTriple(VERTEX_HEX, v, hex);
      }
    }
  }
  for (let hex = 0; hex < hexCount; hex++) {
    for (let s = 0; s < 6; s++) {
      const a = hexVertex(hex, s), b = hexVertex(hex, (s + 1) % 6);
      const e = findOrAddEdge(a, b, hex, s);
      store<u8>(HEX_EDGE + <usize>(hex * 6 + s), <u8>e);
      const h0 = edgeHex(e, 0);
      if (h0 == NONE) store<u8>(EDGE_HEX + <usize>(e * 2), <u8>hex);
      else if (h0 != hex) {
        store<u8>(EDGE_HEX + <usize>(e * 2 + 1), <u8>hex);
        store<u8>(HEX_NEIGHBOR + <usize>(hex * 6 + s), <u8>h0);
        store<u8>(HEX_NEIGHBOR + <usize>(h0 * 6 + (s + 3) % 6), <u8>hex);
      }
      addToTriple(VERTEX_VERTEX, a, b);
      addToTriple(VERTEX_VERTEX, b, a);
      addToTriple(VERTEX_EDGE, a, e);
      addToTriple(VERTEX_EDGE, b, e);
    }
  }
  orderCoast();
}

/** Lists the coastal edges (one land hex) in order around the island, starting at hex 0's NE side. */
function orderCoast(): void {
  coastCount = 0;
  const first = hexEdge(0, 0);
  let e = first;
  let v = edgeVertex(e, 1);
  do {
    store<u8>(COAST + <usize>coastCount, <u8>e);
    coastCount++;
    let next = NONE;
    for (let i = 0; i < 3; i++) {
      const c = vertexEdge(v, i);
      if (c != NONE && c != e && edgeHex(c, 1) == NONE) { next = c; break; }
    }
    v = otherEnd(next, v);
    e = next;
  } while (e != first && coastCount < MAX_EDGES);
}

/** Vertex id of any alias [hex, corner], or -1. */
export function vertexOf(hex: i32, corner: i32): i32 {
  if (hex < 0 || hex >= hexCount || corner < 0 || corner > 5) return -1;
  return hexVertex(hex, corner);
}

/** Edge id of any alias [hex, side], or -1. */
export function edgeOf(hex: i32, side: i32): i32 {
  if (hex < 0 || hex >= hexCount || side < 0 || side > 5) return -1;
  return hexEdge(hex, side);
}
