// The intersections holding one player's pieces (settlements, cities, C&K knights), in ascending order,
// kept while the state is (derivedEpoch): a list of legal actions walks them several times (cities,
// walls, knights to activate, promote and move), and a pick lists each state twice. A player holds a
// handful of a board's intersections, so these walks no longer visit every intersection (issue 37).

import { MAX_VERTICES } from '../core/layout';
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
  for (let v = 0; v < vertexCount; v++) if (pieceAt(v) != PIECE_NONE && ownerAt(v) == p) unchecked(pieces[count++] = <u16>v);
  return count;
}

/** The i-th intersection holding the pieces ownPieces just counted, in ascending order. */
@inline export function ownPiece(i: i32): i32 { return unchecked(pieces[i]); }
