// Where secret scalars meet our own code (issue 35, item 8): a point decoded by our WebAssembly is
// checked by noble before a secret multiplies it, secret inverses are noble's constant-time ones, and
// no cache is keyed by a spelling of a secret.
import { afterEach, describe, expect, it, vi } from 'vitest';

const spies = vi.hoisted(() => ({ decodeAs: null as null | { x: bigint; y: bigint }, invertCtCalls: [] as bigint[] }));

vi.mock('../../../src/protocol/cards/wasmGroup.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/protocol/cards/wasmGroup.js')>();
  return { ...real, wasmDecodePoint: (bytes: Uint8Array) => spies.decodeAs ?? real.wasmDecodePoint(bytes) };
});

vi.mock('@noble/curves/abstract/modular.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('@noble/curves/abstract/modular.js')>();
  return {
    ...real,
    invertCt: (a: bigint, prime: bigint) => {
      spies.invertCtCalls.push(a);
      return real.invertCt(a, prime);
    },
  };
});

const { Point } = await import('../../../src/protocol/cards/group.js');
const { cacheId, deriveSecrets, generationKey, seedCommitment } = await import('../../../src/protocol/cards/secrets.js');
const { toHex } = await import('../../../src/protocol/bytes.js');

afterEach(() => {
  spies.decodeAs = null;
  spies.invertCtCalls.length = 0;
});

describe('secret scalars and our own code', () => {
  it('refuses to multiply a secret into coordinates the accelerator got wrong (noble checks them first)', () => {
    const honest = Point.BASE.multiply(7n);
    const bytes = honest.toBytes().slice();
    // the accelerator says "decodes" but hands over a point off the curve
    spies.decodeAs = { x: 5n, y: 9n };
    const forged = Point.fromBytes(bytes);
    expect(() => forged.multiply(3n)).toThrow(/bad point/);
    spies.decodeAs = null;
    expect(Point.fromBytes(bytes).multiply(3n).equals(Point.BASE.multiply(21n))).toBe(true);
  });

  it('keys its caches of derived secrets by the seed\'s public commitment, never by the seed\'s own spelling', () => {
    const seed = new Uint8Array(32).map((_, i) => i * 3 + 1);
    expect(cacheId(seed)).toBe(toHex(seedCommitment(seed)));
    expect(cacheId(seed)).not.toContain(toHex(seed));
    // the cache still gives the same keys
    expect(generationKey(seed, 2, 5, 0)).toBe(deriveSecrets(seed).keys[2][5]);
  });
});
