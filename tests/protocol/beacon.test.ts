import { describe, expect, it } from 'vitest';
import { beaconOutcome, HashOnion, onionStep, revealMatches } from '../../src/protocol/beacon.js';
import { HashStream, MAX_RANGE, permutationFromValues, permutationRanges, valuesForRanges } from '../../src/protocol/unbiased.js';
import { toHex } from '../../src/protocol/bytes.js';

const seed = new Uint8Array(32).fill(5);

describe('hash onion', () => {
  it('reveals layers that hash back to the commitment, one step per draw', () => {
    const onion = HashOnion.fromSeed(seed, 10);
    expect(toHex(onionStep(onion.revealFor(1)))).toBe(toHex(onion.commitment));
    expect(revealMatches(onion.revealFor(1), onion.commitment, 1)).toBe(true);
    expect(revealMatches(onion.revealFor(2), onion.revealFor(1), 1)).toBe(true);
    // a player who missed draws 3-5 reveals draw 6: four steps back to draw 2's layer
    expect(revealMatches(onion.revealFor(6), onion.revealFor(2), 4)).toBe(true);
    expect(revealMatches(onion.revealFor(6), onion.revealFor(2), 3)).toBe(false);
    expect(revealMatches(onion.revealFor(2), onion.commitment, 1)).toBe(false);
    expect(() => onion.revealFor(11)).toThrow();
    expect(toHex(onion.revealFor(10))).toBe(toHex(seed));
  });

  it('binds the outcome to the game, the draw and every reveal', () => {
    const g = new Uint8Array(16);
    const r = [new Uint8Array(32).fill(1), new Uint8Array(32).fill(2)];
    const base = toHex(beaconOutcome(g, 1, r));
    expect(toHex(beaconOutcome(g, 2, r))).not.toBe(base);
    expect(toHex(beaconOutcome(new Uint8Array(16).fill(1), 1, r))).not.toBe(base);
    expect(toHex(beaconOutcome(g, 1, [r[0], null]))).not.toBe(base);
    expect(toHex(beaconOutcome(g, 1, [r[1], r[0]]))).not.toBe(base);
  });
});

describe('unbiased reduction', () => {
  it('rejects exactly the words at or above the largest multiple of the range', () => {
    // a stream whose words we control: replace nextU32
    const words = [MAX_RANGE - 1, MAX_RANGE - 4, MAX_RANGE - 5, 7];
    const stream = new HashStream(seed);
    stream.nextU32 = () => words.shift()!;
    // range 6: limit = 2^32 - (2^32 mod 6) = 2^32 - 4, so the first two words are thrown away
    expect(stream.uniform(6)).toBe((MAX_RANGE - 5) % 6);
    expect(stream.uniform(6)).toBe(7 % 6);
  });

  it('stays in range and is near-uniform over many seeds', () => {
    const counts = new Array(6).fill(0);
    const stream = new HashStream(seed);
    for (let i = 0; i < 60000; i++) counts[stream.uniform(6)]++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
    expect(valuesForRanges(seed, [1, 2, MAX_RANGE])).toHaveLength(3);
    expect(() => valuesForRanges(seed, [0])).toThrow();
    expect(() => valuesForRanges(seed, [MAX_RANGE + 1])).toThrow();
  });

  it('makes permutations from Fisher-Yates draws', () => {
    const ranges = permutationRanges(4);
    expect(ranges).toEqual([4, 3, 2]);
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const values = valuesForRanges(Uint8Array.of(i & 255, i >> 8, ...new Uint8Array(30)), ranges);
      const p = permutationFromValues(4, values);
      expect([...p].sort()).toEqual([0, 1, 2, 3]);
      seen.add(p.join());
    }
    expect(seen.size).toBe(24);
  });
});
