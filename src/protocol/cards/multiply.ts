// Scalar multiplications of public points whose results the audit compares by encoding (a pass-1 or
// mix step's multiset, a position's card): in WebAssembly when wasmGroup.ts has loaded, through
// noble otherwise, with the same hex either way.
import { type Point, pointToBytes, pointToHex, type Scalar } from './group.js';
import { wasmMulEach, wasmMulSame } from './wasmGroup.js';

/** The hex encoding of s·p for every p. */
export function timesScalar(points: readonly Point[], s: Scalar): string[] {
  return wasmMulSame(points.map(pointToBytes), s) ?? points.map((p) => pointToHex(p.multiplyUnsafe(s)));
}

/** The hex encoding of scalars[i]·points[i] for every i. */
export function timesScalars(points: readonly Point[], scalars: readonly Scalar[]): string[] {
  return wasmMulEach(points.map(pointToBytes), scalars) ?? points.map((p, i) => pointToHex(p.multiplyUnsafe(scalars[i])));
}
