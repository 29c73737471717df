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

const { Fn, Point, invertSecret, productOf } = await import('../../../src/protocol/cards/group.js');
const { cacheId, deriveSecrets, generationKey, reshuffleFactors, seedCommitment } = await import('../../../src/protocol/cards/secrets.js');
const { pass2Step } = await import('../../../src/protocol/cards/shuffle.js');
const { rekeyStep, stripStep } = await import('../../../src/protocol/cards/reshuffle.js');
const { decryptCard } = await import('../../../src/protocol/cards/reveal.js');
const { handRekeyStep, handStripStep } = await import('../../../src/protocol/cards/handShuffle.js');
const { handFactors, handKey } = await import('../../../src/protocol/cards/secrets.js');
const { canonicalDecks, cardTable } = await import('../../../src/protocol/cards/encoding.js');
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

  it("inverts secret scalars with noble's invertCt, to the value Fn.inv gives", () => {
    for (const s of [1n, 2n, Fn.ORDER - 1n, 0x1234567890abcdefn ** 3n % Fn.ORDER]) expect(invertSecret(s)).toBe(Fn.inv(s));
    expect(() => invertSecret(0n)).toThrow();
  });

  it("every inverse of a secret on a player's own path goes through invertCt: pass 2, strip, rekey, a hand shuffle, a drawer's decryption", () => {
    const seed = new Uint8Array(32).fill(7);
    const secrets = deriveSecrets(seed, { decks: 2, size: 3 });
    spies.invertCtCalls.length = 0;
    pass2Step(
      [0, 1].map((d) => [1n, 2n, 3n].map((s) => Point.BASE.multiply(s + BigInt(d)))),
      secrets,
    );
    // one constant-time inverse per deck, none through Fn.inv's Euclid
    expect(spies.invertCtCalls).toEqual([secrets.shuffle[0], secrets.shuffle[1]]);

    const spec = { deck: 0, generation: 1, positions: [3], oldGenerations: [0] };
    spies.invertCtCalls.length = 0;
    stripStep([Point.BASE.multiply(5n)], spec, seed);
    expect(spies.invertCtCalls).toEqual([generationKey(seed, 0, 3, 0)]);

    const { u, v } = reshuffleFactors(seed, 0, 1);
    spies.invertCtCalls.length = 0;
    rekeyStep([Point.BASE.multiply(5n)], spec, seed);
    expect(spies.invertCtCalls).toEqual([Fn.mul(u, v)]);

    // a hand shuffle's strip (one inverse per sealed input) and rekey (one inverse for the whole hand)
    const hand = { shuffle: 3, known: [1, 1, 0, 0, 0, 0, 0, 0], sealed: [{ shuffle: 1, position: 2 }] };
    const three = [5n, 6n, 7n].map((s) => Point.BASE.multiply(s));
    spies.invertCtCalls.length = 0;
    handStripStep(three, hand, seed);
    expect(spies.invertCtCalls).toEqual([handKey(seed, 1, 2)]);
    spies.invertCtCalls.length = 0;
    handRekeyStep(three, hand, seed);
    expect(spies.invertCtCalls).toEqual([Fn.mul(handFactors(seed, 3).u, handFactors(seed, 3).v)]);

    // a drawer opens a card with its own key among the shares
    const table = cardTable([['a', 'b']]);
    const card = canonicalDecks(table)[0][1];
    const keys = [11n, 13n];
    const ciphertext = card.multiply(productOf(keys));
    spies.invertCtCalls.length = 0;
    const opened = decryptCard(table, { deck: 0, position: 0, ciphertext, shares: keys, commitments: keys.map((b) => Point.BASE.multiply(b)) });
    expect(opened.name).toBe('b');
    expect(spies.invertCtCalls).toEqual([productOf(keys)]);
  });

  it("keys its caches of derived secrets by the seed's public commitment, never by the seed's own spelling", () => {
    const seed = new Uint8Array(32).map((_, i) => i * 3 + 1);
    expect(cacheId(seed)).toBe(toHex(seedCommitment(seed)));
    expect(cacheId(seed)).not.toContain(toHex(seed));
    // the cache still gives the same keys
    expect(generationKey(seed, 2, 5, 0)).toBe(deriveSecrets(seed).keys[2][5]);
  });
});
