import { describe, expect, it } from 'vitest';
import { decodeCanonical, encodeCanonical } from '../../../src/protocol/canonicalJson.js';
import { fromHex, toHex } from '../../../src/protocol/bytes.js';
import {
  canonicalDecks,
  cardTable,
  decodeDecks,
  decodePass2,
  decodeShareMessage,
  deriveSecrets,
  encodeDecks,
  encodePass2,
  encodeShareMessage,
  Fn,
  openShare,
  PASS1_BYTES,
  PASS2_BYTES,
  pass1FromJson,
  pass1Step,
  pass1ToJson,
  pass2FromJson,
  pass2Step,
  pass2ToJson,
  playerPublicFromJson,
  playerPublicToJson,
  Point,
  pointFromHex,
  pointToHex,
  randomPermutation,
  scalarFromBytes,
  scalarFromHex,
  scalarToHex,
  sealShare,
  SEALED_SHARE_BYTES,
  sharesFromJson,
  sharesToJson,
  uniformBelow,
} from '../../../src/protocol/cards/index.js';
import { getEngine } from '../../helpers';

/** The engine's decks, as a game deals them. */
const CONTENTS = (await getEngine()).progressDecks;

const table = cardTable(CONTENTS);
const a = deriveSecrets(new Uint8Array(32).fill(1));
const b = deriveSecrets(new Uint8Array(32).fill(2));

describe('card wire forms', () => {
  it('round-trips pass messages in binary and canonical JSON, at fixed sizes', () => {
    const p1 = pass1Step(canonicalDecks(table), a);
    const p2 = pass2Step(p1, a);
    expect(encodeDecks(p1)).toHaveLength(PASS1_BYTES);
    expect(encodePass2(p2)).toHaveLength(PASS2_BYTES);
    expect(toHex(encodeDecks(decodeDecks(encodeDecks(p1))))).toBe(toHex(encodeDecks(p1)));
    expect(toHex(encodePass2(decodePass2(encodePass2(p2))))).toBe(toHex(encodePass2(p2)));
    const j1 = decodeCanonical(encodeCanonical(pass1ToJson(p1)));
    expect(toHex(encodeDecks(pass1FromJson(j1)))).toBe(toHex(encodeDecks(p1)));
    const j2 = decodeCanonical(encodeCanonical(pass2ToJson(p2)));
    expect(toHex(encodePass2(pass2FromJson(j2)))).toBe(toHex(encodePass2(p2)));
    const pub = playerPublicFromJson(decodeCanonical(encodeCanonical(playerPublicToJson(a.public))));
    expect(toHex(pub.boxPublicKey)).toBe(toHex(a.public.boxPublicKey));
    expect(sharesFromJson(sharesToJson(a.keys[0]), 18)).toEqual(a.keys[0]);
  });

  it('refuses the identity, non-canonical and zero encodings', () => {
    expect(() => pointFromHex('00'.repeat(32))).toThrow(/identity/);
    expect(() => pointFromHex('ff'.repeat(32))).toThrow();
    expect(() => pointFromHex(pointToHex(Point.BASE).slice(2))).toThrow();
    expect(() => scalarFromHex('00'.repeat(32))).toThrow(/zero/);
    expect(() => scalarFromBytes(Fn.toBytes(Fn.ORDER - 1n).map((x, i) => (i === 0 ? x + 1 : x)))).toThrow();
    expect(scalarFromHex(scalarToHex(Fn.ORDER - 1n))).toBe(Fn.ORDER - 1n);
    const p1 = pass1ToJson(pass1Step(canonicalDecks(table), a));
    expect(() => pass1FromJson({ ...p1, extra: 1 })).toThrow();
    // Any one shape a game may deal passes the wire (the ledger holds it to its own): not uneven decks.
    expect(() => pass1FromJson({ decks: [p1.decks[0].slice(1), p1.decks[1]] })).toThrow();
    expect(() => pass1FromJson({ decks: [] })).toThrow();
  });

  it('seals a 34-byte share into a 74-byte box that only the pair can open', () => {
    const sealed = sealShare({ deck: 2, position: 17, scalar: a.keys[2][17] }, a.box.secretKey, b.box.publicKey);
    expect(sealed).toHaveLength(SEALED_SHARE_BYTES);
    expect(SEALED_SHARE_BYTES).toBe(74);
    expect(openShare(sealed, a.box.publicKey, b.box.secretKey)).toEqual({ deck: 2, position: 17, scalar: a.keys[2][17] });
    const c = deriveSecrets(new Uint8Array(32).fill(3));
    expect(openShare(sealed, a.box.publicKey, c.box.secretKey)).toBeNull();
    const flipped = sealed.slice();
    flipped[40] ^= 1;
    expect(openShare(flipped, a.box.publicKey, b.box.secretKey)).toBeNull();
    expect(() => encodeShareMessage({ deck: 3, position: 0, scalar: 1n })).toThrow();
    expect(() => decodeShareMessage(fromHex('0012' + '00'.repeat(32)))).toThrow();
  });

  it('derives every secret from the seed alone', () => {
    const again = deriveSecrets(new Uint8Array(32).fill(1));
    expect(again.keys).toEqual(a.keys);
    expect(again.shuffle).toEqual(a.shuffle);
    expect(toHex(again.public.seedCommitment)).toBe(toHex(a.public.seedCommitment));
    expect(new Set([...a.keys.flat(), ...a.shuffle, ...b.keys.flat()].map(String)).size).toBe(2 * 54 + 3);
  });
});

describe('shuffle randomness', () => {
  it('rejects the words that would bias a position', () => {
    const words = [0xffffffff, 0xfffffffe, 7];
    const random = (n: number) => {
      const w = words.shift()!;
      expect(n).toBe(4);
      return Uint8Array.of(w >>> 24, (w >>> 16) & 255, (w >>> 8) & 255, w & 255);
    };
    // range 18: limit = 2^32 - (2^32 mod 18) = 2^32 - 4, so the first two words are thrown away
    expect(uniformBelow(18, random)).toBe(7);
  });

  it('makes permutations that cover every position', () => {
    const first = new Array(18).fill(0);
    const rng = (n: number) => globalThis.crypto.getRandomValues(new Uint8Array(n));
    for (let i = 0; i < 3600; i++) {
      const order = randomPermutation(18, rng);
      expect([...order].sort((x, y) => x - y)).toEqual(Array.from({ length: 18 }, (_, k) => k));
      first[order[0]]++;
    }
    for (const c of first) expect(Math.abs(c - 200)).toBeLessThan(90);
  });
});
