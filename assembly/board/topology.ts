// Board graph: hexes, intersections (vertices) and paths (edges), derived from the board's rows alone
// (B_ROWS: [firstColumn, count] in doubled-width columns, DESIGN.md). It is not game state: it is
// rebuilt from the rows whenever a game is created or restored, unless the rows and the frame are those
// it was last built from (a run of simulated games on one layout builds it once).
//
// Geometry on an integer lattice: pointy-topped hexes are 2 units wide, rows 3 units apart.
// A hex centred at (x, y) has corners N (x, y-2), NE (x+1, y-1), SE (x+1, y+1), S (x, y+2),
// SW (x-1, y+1), NW (x-1, y-1); neighbouring hexes share corners at equal lattice points.
// Vertex and edge ids are u16 (a 128-hex board has more than 255 of each); hex ids stay bytes.

import { B_ROWS, F_SEA_FRAME, G_FLAGS, G_ROW_COUNT, MAX_EDGES, MAX_HEXES, MAX_ROWS, MAX_VERTICES, NONE, STATE, g16, g8 } from '../core/layout';
import { wInt, wRawText } from '../core/json';
import { utf8 } from '../core/utf8';

/** No vertex or edge (a vertex at the rim has two neighbours, not three). */
export const NO_ID: i32 = 0xffff;

export let hexCount: i32 = 0;
/**
 * The first hex of the sea frame (F_SEA_FRAME): the ring of sea hexes around the rows, numbered after
 * the land so that every land hex, intersection and path keeps the id and canonical alias it has
 * without the frame. hexCount when the board has no frame.
 */
export let firstFrameHex: i32 = 0;
export let vertexCount: i32 = 0;
export let edgeCount: i32 = 0;
export let coastCount: i32 = 0;

const HEX_VERTEX: usize = memory.data(MAX_HEXES * 6 * 2); // u16: hex*6+corner -> vertex
const HEX_EDGE: usize = memory.data(MAX_HEXES * 6 * 2); // u16: hex*6+side -> edge
const HEX_NEIGHBOR: usize = memory.data(MAX_HEXES * 6); // hex*6+side -> hex or NONE
const VERTEX_HEX: usize = memory.data(MAX_VERTICES * 3); // up to 3 hexes (NONE)
const VERTEX_VERTEX: usize = memory.data(MAX_VERTICES * 3 * 2); // u16: up to 3 neighbours (NO_ID)
const VERTEX_EDGE: usize = memory.data(MAX_VERTICES * 3 * 2); // u16: up to 3 edges (NO_ID)
const VERTEX_ALIAS: usize = memory.data(MAX_VERTICES * 2); // canonical [hex, corner]
const EDGE_VERTEX: usize = memory.data(MAX_EDGES * 2 * 2); // u16
const EDGE_HEX: usize = memory.data(MAX_EDGES * 2); // 1 or 2 hexes (NONE)
const EDGE_ALIAS: usize = memory.data(MAX_EDGES * 2); // canonical [hex, side]
const COAST: usize = memory.data(MAX_EDGES * 2); // u16: rim edges in order around the board
const VX: usize = memory.data(MAX_VERTICES * 4); // lattice coordinates while building
const VY: usize = memory.data(MAX_VERTICES * 4);
const HX: usize = memory.data(MAX_HEXES * 4); // each hex's centre: doubled column
const HY: usize = memory.data(MAX_HEXES * 4); // and row

const CORNER_DX: StaticArray<i32> = [0, 1, 1, 0, -1, -1];
const CORNER_DY: StaticArray<i32> = [-2, -1, 1, 2, 1, -1];

@inline export function hexVertex(hex: i32, corner: i32): i32 { return <i32>load<u16>(HEX_VERTEX + <usize>((hex * 6 + corner) << 1)); }
@inline export function hexEdge(hex: i32, side: i32): i32 { return <i32>load<u16>(HEX_EDGE + <usize>((hex * 6 + side) << 1)); }
@inline export function hexNeighbor(hex: i32, side: i32): i32 { return <i32>load<u8>(HEX_NEIGHBOR + <usize>(hex * 6 + side)); }
@inline export function vertexHex(v: i32, i: i32): i32 { return <i32>load<u8>(VERTEX_HEX + <usize>(v * 3 + i)); }
@inline export function vertexNeighbor(v: i32, i: i32): i32 { return <i32>load<u16>(VERTEX_VERTEX + <usize>((v * 3 + i) << 1)); }
@inline export function vertexEdge(v: i32, i: i32): i32 { return <i32>load<u16>(VERTEX_EDGE + <usize>((v * 3 + i) << 1)); }
@inline export function edgeVertex(e: i32, i: i32): i32 { return <i32>load<u16>(EDGE_VERTEX + <usize>((e * 2 + i) << 1)); }
@inline export function edgeHex(e: i32, i: i32): i32 { return <i32>load<u8>(EDGE_HEX + <usize>(e * 2 + i)); }
@inline export function vertexAliasHex(v: i32): i32 { return <i32>load<u8>(VERTEX_ALIAS + <usize>(v * 2)); }
@inline export function vertexAliasCorner(v: i32): i32 { return <i32>load<u8>(VERTEX_ALIAS + <usize>(v * 2 + 1)); }
@inline export function edgeAliasHex(e: i32): i32 { return <i32>load<u8>(EDGE_ALIAS + <usize>(e * 2)); }
@inline export function edgeAliasSide(e: i32): i32 { return <i32>load<u8>(EDGE_ALIAS + <usize>(e * 2 + 1)); }
@inline export function coastEdge(i: i32): i32 { return <i32>load<u16>(COAST + <usize>(i << 1)); }
/** A hex's centre: doubled-width column and row (rows of the board, DESIGN.md). */
@inline export function hexColumn(hex: i32): i32 { return load<i32>(HX + <usize>(hex << 2)); }
@inline export function hexRow(hex: i32): i32 { return load<i32>(HY + <usize>(hex << 2)); }
@inline export function rowFirst(r: i32): i32 { return g8(B_ROWS + r * 2); }
@inline export function rowLength(r: i32): i32 { return g8(B_ROWS + r * 2 + 1); }

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

@inline function addToTriple16(base: usize, index: i32, value: i32): void {
  for (let i = 0; i < 3; i++) {
    const at = base + <usize>((index * 3 + i) << 1);
    const cur = <i32>load<u16>(at);
    if (cur == value) return;
    if (cur == NO_ID) { store<u16>(at, <u16>value); return; }
  }
}

function findOrAddVertex(x: i32, y: i32, hex: i32, corner: i32): i32 {
  for (let v = 0; v < vertexCount; v++) {
    if (load<i32>(VX + <usize>(v * 4)) == x && load<i32>(VY + <usize>(v * 4)) == y) return v;
  }
  if (vertexCount >= MAX_VERTICES) return NO_ID;
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
  if (edgeCount >= MAX_EDGES) return NO_ID;
  const e = edgeCount++;
  store<u16>(EDGE_VERTEX + <usize>(e << 2), <u16>a);
  store<u16>(EDGE_VERTEX + <usize>((e << 2) + 2), <u16>b);
  store<u8>(EDGE_ALIAS + <usize>(e * 2), <u8>hex);
  store<u8>(EDGE_ALIAS + <usize>(e * 2 + 1), <u8>side);
  return e;
}

/** Whether the rows in B_ROWS cannot make a board, the reason written into OUT: the caller reports it (game.ts). */
export function writeRowsProblem(): bool {
  const rows = g8(G_ROW_COUNT);
  if (rows < 1 || rows > MAX_ROWS) {
    wRawText(utf8('a board needs 1 to ')); wInt(MAX_ROWS); wRawText(utf8(' rows'));
    return true;
  }
  let hexes = 0;
  for (let r = 0; r < rows; r++) {
    if (rowLength(r) < 1) {
      wRawText(utf8('row ')); wInt(r); wRawText(utf8(' is empty'));
      return true;
    }
    // Pointy-topped rows interleave: the next row's hexes sit half a hex left or right (odd column shift).
    if (r > 0 && ((rowFirst(r) - rowFirst(r - 1)) & 1) == 0) {
      wRawText(utf8('row ')); wInt(r); wRawText(utf8(' must start an odd number of columns from the row above (ragged rows)'));
      return true;
    }
    hexes += rowLength(r);
  }
  if (hexes > MAX_HEXES) {
    wRawText(utf8('at most ')); wInt(MAX_HEXES); wRawText(utf8(' hexes'));
    return true;
  }
  return false;
}

// The rows (row count first) and the frame flag the graph in place was built from; BUILT_ROWS[0] is 0
// when no graph is in place (the key of a failed build is never kept).
const BUILT_ROWS: usize = memory.data(1 + MAX_ROWS * 2);
let builtFrame = false;

@inline function builtFromRows(frame: bool): bool {
  const rows = g8(G_ROW_COUNT);
  if (rows == 0 || <i32>load<u8>(BUILT_ROWS) != rows || builtFrame != frame) return false;
  return memory.compare(BUILT_ROWS + 1, STATE + <usize>B_ROWS, <usize>(rows * 2)) == 0;
}

/** Builds the graph for the rows in B_ROWS (checked by writeRowsProblem); false when it has too many vertices or edges. */
export function buildTopology(): bool {
  const frame = (g16(G_FLAGS) & F_SEA_FRAME) != 0;
  if (builtFromRows(frame)) return true;
  store<u8>(BUILT_ROWS, 0);
  if (!buildGraph(frame)) return false;
  const rows = g8(G_ROW_COUNT);
  store<u8>(BUILT_ROWS, <u8>rows);
  memory.copy(BUILT_ROWS + 1, STATE + <usize>B_ROWS, <usize>(rows * 2));
  builtFrame = frame;
  return true;
}

function buildGraph(frame: bool): bool {
  memory.fill(VERTEX_HEX, <u8>NONE, MAX_VERTICES * 3);
  memory.fill(VERTEX_VERTEX, 0xff, MAX_VERTICES * 3 * 2);
  memory.fill(VERTEX_EDGE, 0xff, MAX_VERTICES * 3 * 2);
  memory.fill(EDGE_HEX, <u8>NONE, MAX_EDGES * 2);
  memory.fill(HEX_NEIGHBOR, <u8>NONE, MAX_HEXES * 6);
  hexCount = 0; vertexCount = 0; edgeCount = 0; coastCount = 0;

  const rows = g8(G_ROW_COUNT);
  for (let r = 0; r < rows; r++) {
    for (let i = 0; i < rowLength(r); i++) if (!addHex(rowFirst(r) + 2 * i, r)) return false;
  }
  firstFrameHex = hexCount;
  if (!addEdges(0)) return false;
  // The coast is the island's rim: harbors are laid on it before (and whether or not) a frame surrounds it.
  orderCoast();
  if (!frame) return true;
  return addFrame() && addEdges(firstFrameHex);
}

/** A hex centred at doubled column cx of row r (rows above the first are negative), with its corners. */
function addHex(cx: i32, r: i32): bool {
  if (hexCount >= MAX_HEXES) return false;
  const hex = hexCount++;
  const cy = 3 * r;
  store<i32>(HX + <usize>(hex << 2), cx);
  store<i32>(HY + <usize>(hex << 2), r);
  for (let c = 0; c < 6; c++) {
    const v = findOrAddVertex(cx + CORNER_DX[c], cy + CORNER_DY[c], hex, c);
    if (v == NO_ID) return false;
    store<u16>(HEX_VERTEX + <usize>((hex * 6 + c) << 1), <u16>v);
    addToTriple(VERTEX_HEX, v, hex);
  }
  return true;
}

/** The sides of hexes from `from` on: edges, neighbours across them, and the vertex graph. */
function addEdges(from: i32): bool {
  for (let hex = from; hex < hexCount; hex++) {
    for (let s = 0; s < 6; s++) {
      const a = hexVertex(hex, s), b = hexVertex(hex, (s + 1) % 6);
      const e = findOrAddEdge(a, b, hex, s);
      if (e == NO_ID) return false;
      store<u16>(HEX_EDGE + <usize>((hex * 6 + s) << 1), <u16>e);
      const h0 = edgeHex(e, 0);
      if (h0 == NONE) store<u8>(EDGE_HEX + <usize>(e * 2), <u8>hex);
      else if (h0 != hex) {
        store<u8>(EDGE_HEX + <usize>(e * 2 + 1), <u8>hex);
        store<u8>(HEX_NEIGHBOR + <usize>(hex * 6 + s), <u8>h0);
        store<u8>(HEX_NEIGHBOR + <usize>(h0 * 6 + (s + 3) % 6), <u8>hex);
      }
      addToTriple16(VERTEX_VERTEX, a, b);
      addToTriple16(VERTEX_VERTEX, b, a);
      addToTriple16(VERTEX_EDGE, a, e);
      addToTriple16(VERTEX_EDGE, b, e);
    }
  }
  return true;
}

// Centre offsets of a hex's six neighbours: doubled columns and rows.
const NEIGHBOR_DC: StaticArray<i32> = [1, 2, 1, -1, -2, -1];
const NEIGHBOR_DR: StaticArray<i32> = [-1, 0, 1, 1, 0, -1];

function hexAt(cx: i32, r: i32, below: i32): bool {
  for (let h = 0; h < below; h++) if (hexColumn(h) == cx && hexRow(h) == r) return true;
  return false;
}

/**
 * The sea frame: every free place next to a land hex, row by row from the top (the row above the
 * first is -1), left to right: 18 hexes around the standard board, 22 around the 5-6 board.
 */
function addFrame(): bool {
  const land = hexCount;
  let left = 0x7fffffff, right = -1;
  for (let h = 0; h < land; h++) { left = min(left, hexColumn(h)); right = max(right, hexColumn(h)); }
  for (let r = -1; r <= g8(G_ROW_COUNT); r++) {
    for (let cx = left - 2; cx <= right + 2; cx++) {
      if (((cx + r) & 1) != (rowFirst(0) & 1)) continue; // rows alternate odd and even columns
      if (hexAt(cx, r, hexCount)) continue;
      let touches = false;
      for (let d = 0; d < 6 && !touches; d++) touches = hexAt(cx - NEIGHBOR_DC[d], r - NEIGHBOR_DR[d], land);
      if (touches && !addHex(cx, r)) return false;
    }
  }
  return true;
}

/**
 * Lists the rim edges (one hex) in order around the board, starting at hex 0's NE side. A board
 * whose rim pinches (two hexes meeting at a corner only) stops where the walk cannot continue.
 */
function orderCoast(): void {
  coastCount = 0;
  const first = hexEdge(0, 0);
  let e = first;
  let v = edgeVertex(e, 1);
  do {
    store<u16>(COAST + <usize>(coastCount << 1), <u16>e);
    coastCount++;
    let next = NO_ID;
    for (let i = 0; i < 3; i++) {
      const c = vertexEdge(v, i);
      if (c != NO_ID && c != e && edgeHex(c, 1) == NONE) { next = c; break; }
    }
    if (next == NO_ID) return;
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
