// SHA-512's round constants and initial values (FIPS 180-4, 4.2.3 and 5.3.5): the first 64 bits of
// the fractional parts of the cube roots of the first 80 primes, and of the square roots of the first
// 8. Computed (exact integer roots in BigInt) rather than written out: 704 bytes of random-looking
// digits weigh more in the page than these lines. SHA-256 uses their top halves. wasmGroup.ts writes
// them into build/ristretto.wasm (assembly/ristretto/sha2.ts) once, on load.

/** floor(n^(1/k)) by Newton's method from above. */
function integerRoot(n: bigint, k: bigint): bigint {
  let x = 1n << (BigInt(n.toString(2).length) / k + 1n);
  for (;;) {
    const next = ((k - 1n) * x + n / x ** (k - 1n)) / k;
    if (next >= x) return x;
    x = next;
  }
}

/** K[0..79] then IV[0..7] as little-endian u64s (88 x 8 bytes). */
export function sha512Constants(): Uint8Array {
  const primes: bigint[] = [];
  for (let n = 2n; primes.length < 80; n++) if (primes.every((p) => n % p !== 0n)) primes.push(n);
  const fraction = (p: bigint, k: bigint) => integerRoot(p << (64n * k), k) & ((1n << 64n) - 1n);
  const values = [...primes.map((p) => fraction(p, 3n)), ...primes.slice(0, 8).map((p) => fraction(p, 2n))];
  const out = new DataView(new ArrayBuffer(88 * 8));
  values.forEach((v, i) => out.setBigUint64(8 * i, v, true));
  return new Uint8Array(out.buffer);
}
