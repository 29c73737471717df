// The intersections holding one player's pieces (settlements, cities, C&K knights), in ascending order,
// kept while the state is (derivedEpoch): a list of legal actions walks them several times (cities,
// walls, knights to activate, promote and move), and a pick lists each state twice. A player holds a
// handful of a board's intersections, so these walks no longer visit every intersection (issue 37).

import { MAX_VERTICES, STATE, V_OWNER } from '../core/layout';
import { bytesMaybe, firstMarked } from '../core/byteScan';
import { PIECE_NONE, ownerAt, pieceAt } from './hand';
import { vertexCount } from '../board/topology';
import { derivedEpoch } from './derived';

const pieces = new StaticArray<u16>(MAX_VERTICES);
let count = 0;
let listedFor = -1;
let listedIn: u32 = 0;

/** How many intersections hold p's pieces now (ownPiece reads them). */
export function ownPieces(p: i32): i32 {
  if (p == listedFor && listedIn == derivedEpoch) return count;
  listedFor = p;
  listedIn = derivedEpoch;
  count = 0;
  if (MAX_VERTICES % 8 != 0) ERROR('owners are read eight at a time');
  // eight owners a word, ascending
  for (let v = 0; v < vertexCount; v += 8) {
    let marks = bytesMaybe(load<u64>(STATE + <usize>(V_OWNER + v)), p);
    while (marks != 0) {
      const u = v + firstMarked(marks);
      marks &= marks - 1;
      if (u < vertexCount && ownerAt(u) == p && pieceAt(u) != PIECE_NONE) unchecked(pieces[count++] = <u16>u);
    }
  }
  return count;
}

/** The i-th intersection holding the pieces ownPieces just counted, in ascending order. */
@inline export function ownPiece(i: i32): i32 { return unchecked(pieces[i]); }
