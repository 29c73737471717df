// Scalar multiplications of public points by public scalars whose results the audit compares by
// encoding (a pass-1 or mix step's multiset, a position's card), many in one WebAssembly call.
import { type Point, pointToBytes, type Scalar } from './group.js';
import { wasmMulEach, wasmMulSame } from './wasmGroup.js';

/** The hex encoding of s·p for every p. */
export function timesScalar(points: readonly Point[], s: Scalar): string[] {
  return wasmMulSame(points.map(pointToBytes), s)!;
}

/** The hex encoding of scalars[i]·points[i] for every i. */
export function timesScalars(points: readonly Point[], scalars: readonly Scalar[]): string[] {
  return wasmMulEach(points.map(pointToBytes), scalars)!;
}
