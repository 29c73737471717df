// Many public claims of the form "point == scalar · other point" (or "== scalar · G") checked at once.
// Each claim is moved to one side, "lhs − f·rhs == identity", weighted by a fresh random 128-bit
// scalar, and all of them are summed: one multi-scalar multiplication (Strauss or Pippenger) instead of one
// scalar multiplication per claim, several times cheaper. In a prime-order group a false claim
// passes with probability at most 2^-128. A point object that enters several claims (a step's output
// is the next step's input) enters the sum once, with its scalars added.
//
// Only for public data (the audit, after every seed is published): Pippenger is not constant-time.
// The sum runs in WebAssembly (wasmGroup.ts).
// `holds()` says only "all hold"; callers check one by one when it is false, to name the culprit.
import { Fn, Point, pointToBytes, type Scalar } from './group.js';
import { systemRandom, type RandomBytes } from './random.js';
import { wasmSumIsIdentity } from './wasmGroup.js';

export class ClaimBatch {
  private readonly index = new Map<Point, number>();
  private readonly points: Point[] = [];
  private readonly scalars: bigint[] = [];
  private baseScalar = 0n;

  constructor(private readonly random: RandomBytes = systemRandom) {}

  /** A fresh nonzero 128-bit weight. */
  weight(): bigint {
    let w = 0n;
    for (const byte of this.random(16)) w = (w << 8n) | BigInt(byte);
    return w === 0n ? 1n : w;
  }

  /** Adds s·p to the sum. */
  term(p: Point, s: Scalar): void {
    const at = this.index.get(p);
    if (at === undefined) {
      this.index.set(p, this.points.length);
      this.points.push(p);
      this.scalars.push(Fn.create(s));
    } else this.scalars[at] = Fn.add(this.scalars[at], Fn.create(s));
  }

  /** Claims lhs == factor · rhs. */
  scaled(lhs: Point, factor: Scalar, rhs: Point): void {
    const w = this.weight();
    this.term(lhs, w);
    this.term(rhs, Fn.neg(Fn.mul(w, factor)));
  }

  /** Claims lhs == scalar · G (a commitment to a key). */
  committed(lhs: Point, scalar: Scalar): void {
    const w = this.weight();
    this.term(lhs, w);
    this.baseScalar = Fn.sub(this.baseScalar, Fn.mul(w, scalar));
  }

  /** True when every claim added holds (up to the 2^-128 chance above). */
  holds(): boolean {
    if (this.points.length === 0 && this.baseScalar === 0n) return true;
    const points = [...this.points, Point.BASE];
    const scalars = [...this.scalars, Fn.create(this.baseScalar)];
    // The identity is no term of the sum (the module refuses to decode it): leave it out
    const terms = points.map((p, i) => [p, scalars[i]] as const).filter(([p]) => !p.is0());
    return wasmSumIsIdentity(
      terms.map(([p]) => pointToBytes(p)),
      terms.map(([, s]) => s),
    )!;
  }
}
