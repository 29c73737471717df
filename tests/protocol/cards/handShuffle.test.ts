// Private resource moves, the cryptographic layer (docs/cards.md, "Private resource moves"): a hand
// shuffle by every participant, the beacon's pick, the holder's reading, the public reveal, the audit.
import { describe, expect, it } from 'vitest';
import {
  CardError,
  Fn,
  HAND_KINDS,
  type HandRekeyOutput,
  type HandShuffleSpec,
  type HandShuffleTranscript,
  Point,
  ResourceCardTable,
  type Scalar,
  auditHandShuffle,
  auditHandShuffles,
  firstMisreport,
  handFactors,
  handInput,
  handKey,
  handMixStep,
  handRekeyStep,
  handStripStep,
  hasStrip,
  openHandToken,
  pickPosition,
  pointToHex,
  productOf,
  resourceCardPoint,
  seededBytes,
  verifyHandReveal,
} from '../../../src/protocol/cards/index.js';
import { sha256 } from '../../../src/protocol/hash.js';
import { u32be } from '../../../src/protocol/bytes.js';

const [BRICK, LUMBER, WOOL, , ORE, CLOTH] = [0, 1, 2, 3, 4, 5];
const PLAYERS = 4;
const random = seededBytes(36);
const seeds = Array.from({ length: PLAYERS }, () => random(32));

const hand = (counts: Partial<Record<number, number>>): number[] => Array.from({ length: HAND_KINDS }, (_, k) => counts[k] ?? 0);

type Tamper = (round: 'strip' | 'mix' | 'rekey', player: number, out: Point[]) => void;

/** Every participant's three (or two) rounds, seat order, as a table would post them. */
function shuffle(spec: HandShuffleSpec, sealedInputs: Point[], tamper: Tamper = () => {}): HandShuffleTranscript {
  let points = handInput(spec, sealedInputs);
  const strip: Point[][] = [];
  const mix: Point[][] = [];
  const rekey: HandRekeyOutput[] = [];
  if (hasStrip(spec))
    for (let i = 0; i < PLAYERS; i++) {
      points = handStripStep(points, spec, seeds[i]);
      tamper('strip', i, points);
      strip.push(points);
    }
  for (let i = 0; i < PLAYERS; i++) {
    points = handMixStep(points, spec, seeds[i], random);
    tamper('mix', i, points);
    mix.push(points);
  }
  for (let i = 0; i < PLAYERS; i++) {
    const out = handRekeyStep(points, spec, seeds[i]);
    tamper('rekey', i, out.points);
    rekey.push(out);
    points = out.points;
  }
  return { ...spec, sealedInputs, strip, mix, rekey };
}

const outputs = (t: HandShuffleTranscript) => t.rekey[PLAYERS - 1].points;
const tokenAt = (t: HandShuffleTranscript, k: number) => ({ ciphertext: outputs(t)[k], commitments: t.rekey.map((r) => r.commitments[k]) });
const keysFor = (t: HandShuffleTranscript, k: number): Scalar[] => seeds.map((s) => handKey(s, t.shuffle, k));
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

// The victim (seat 1) holds 2 ore, 1 wool, 1 brick, all public; seat 0 steals.
const first: HandShuffleSpec = { shuffle: 0, known: hand({ [BRICK]: 1, [WOOL]: 1, [ORE]: 2 }), sealed: [] };

describe('a private steal: the hand shuffle', () => {
  it('hides which card moved from everyone but thief and victim, and both read what they must', () => {
    const table = new ResourceCardTable();
    table.add(first);
    const t = shuffle(first, []);
    const out = outputs(t);
    // no two positions look alike (two ores would otherwise be visible as equal points) and none is a card in the clear
    expect(new Set(out.map(pointToHex)).size).toBe(4);
    expect(out.every((p) => table.kindOfHex(pointToHex(p)) === null)).toBe(true);
    // each mix permutes: its output is v times its input as a multiset, in another order
    const input = handInput(first, []);
    const scaled = input.map((p) => p.multiplyUnsafe(handFactors(seeds[0], 0).v)).map(pointToHex);
    const mixed = t.mix[0].map(pointToHex);
    expect([...mixed].sort()).toEqual([...scaled].sort());
    expect(mixed).not.toEqual(scaled);

    const picked = pickPosition(sha256(Uint8Array.of(1)), out.length);
    const stolen = openHandToken(table, { shuffle: 0, position: picked }, tokenAt(t, picked), keysFor(t, picked));
    const kept = out
      .map((_, k) => k)
      .filter((k) => k !== picked)
      .map((k) => openHandToken(table, { shuffle: 0, position: k }, tokenAt(t, k), keysFor(t, k)));
    expect(sorted([stolen, ...kept])).toEqual([BRICK, WOOL, ORE, ORE]);

    // a third participant holds everything public and its own key; without the others' keys no token opens
    for (let k = 0; k < out.length; k++) {
      const withoutThief = keysFor(t, k).slice(1);
      const partial = out[k].multiplyUnsafe(Fn.inv(productOf(withoutThief)));
      expect(table.kindOfHex(pointToHex(partial))).toBeNull();
    }
  });

  it('takes a hand that holds a stolen token: its keys come off in a strip round, and the second thief reads it', () => {
    const table = new ResourceCardTable();
    table.add(first);
    const t0 = shuffle(first, []);
    const picked = pickPosition(sha256(Uint8Array.of(2)), 4);
    const stolenKind = openHandToken(table, { shuffle: 0, position: picked }, tokenAt(t0, picked), keysFor(t0, picked));
    // seat 0 now holds 1 lumber in public and the stolen token; seat 3 steals from it
    const second: HandShuffleSpec = { shuffle: 1, known: hand({ [LUMBER]: 1 }), sealed: [{ shuffle: 0, position: picked }] };
    table.add(second);
    const t1 = shuffle(second, [outputs(t0)[picked]]);
    expect(t1.strip).toHaveLength(PLAYERS);
    const kinds = [0, 1].map((k) => openHandToken(table, { shuffle: 1, position: k }, tokenAt(t1, k), keysFor(t1, k)));
    expect(sorted(kinds)).toEqual(sorted([LUMBER, stolenKind]));
    // the old keys open nothing any more
    expect(table.kindOfHex(pointToHex(outputs(t1)[0].multiplyUnsafe(Fn.inv(productOf(keysFor(t0, picked))))))).toBeNull();

    const audited = auditHandShuffles([t0, t1], seeds, new ResourceCardTable());
    expect(audited.get(`1/0`)).toBe(kinds[0]);
    expect(audited.get(`1/1`)).toBe(kinds[1]);
  });

  it('picks from the beacon alone, every position equally often', () => {
    const counts = [0, 0, 0];
    for (let i = 0; i < 6000; i++) counts[pickPosition(sha256(u32be(i)), 3)]++;
    for (const c of counts) expect(Math.abs(c - 2000)).toBeLessThan(150);
    expect(pickPosition(sha256(u32be(7)), 3)).toBe(pickPosition(sha256(u32be(7)), 3));
  });
});

describe('a sealed card spent: the reveal', () => {
  const table = new ResourceCardTable();
  table.add(first);
  const t = shuffle(first, []);
  const at = { shuffle: 0, position: 0 };
  const kind = openHandToken(table, at, tokenAt(t, 0), keysFor(t, 0));

  it('is accepted for the kind the token holds', () => {
    expect(verifyHandReveal(kind, table, at, tokenAt(t, 0), keysFor(t, 0), 1)).toBe(kind);
  });

  it('refuses a claim of another kind, naming the player', () => {
    const other = kind === ORE ? LUMBER : ORE;
    const refused = (() => {
      try {
        verifyHandReveal(other, table, at, tokenAt(t, 0), keysFor(t, 0), 1);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(refused).toBeInstanceOf(CardError);
    expect(refused).toMatchObject({ step: 'reveal', player: 1 });
  });

  it('refuses a key other than committed, naming whose key it is, and a lumber made up from the wrong keys', () => {
    const keys = keysFor(t, 0);
    keys[2] = Fn.add(keys[2], 1n);
    expect(() => verifyHandReveal(kind, table, at, tokenAt(t, 0), keys, 1)).toThrow(expect.objectContaining({ step: 'share', player: 2 }));
    expect(() => openHandToken(table, at, tokenAt(t, 0), keys)).toThrow(expect.objectContaining({ step: 'share', player: 2 }));
  });
});

describe('the audit of hand shuffles', () => {
  it('names the participant whose mix is not a permutation of its input (a card swapped for another)', () => {
    const t = shuffle(first, [], (round, player, out) => {
      if (round === 'mix' && player === 2) out[0] = out[1];
    });
    expect(() => auditHandShuffle(t, seeds, new ResourceCardTable())).toThrow(expect.objectContaining({ step: 'hand', player: 2 }));
  });

  it("names the participant whose rekey used a key other than its seed's", () => {
    const t = shuffle(first, [], (round, player, out) => {
      if (round === 'rekey' && player === 3) out[2] = out[2].multiply(5n);
    });
    expect(() => auditHandShuffle(t, seeds, new ResourceCardTable())).toThrow(expect.objectContaining({ step: 'hand', player: 3, position: 2 }));
  });

  it("names the participant whose strip is not its seed's", () => {
    const t0 = shuffle(first, []);
    const second: HandShuffleSpec = { shuffle: 1, known: hand({ [CLOTH]: 1 }), sealed: [{ shuffle: 0, position: 3 }] };
    const t1 = shuffle(second, [outputs(t0)[3]], (round, player, out) => {
      if (round === 'strip' && player === 1) out[1] = out[1].multiply(3n);
    });
    expect(() => auditHandShuffles([t0, t1], seeds, new ResourceCardTable())).toThrow(expect.objectContaining({ step: 'hand', player: 1 }));
  });

  it('refuses a sealed input that is not the ciphertext its token holds', () => {
    const t0 = shuffle(first, []);
    const second: HandShuffleSpec = { shuffle: 1, known: hand({}), sealed: [{ shuffle: 0, position: 3 }] };
    const t1 = shuffle(second, [outputs(t0)[2]]);
    expect(() => auditHandShuffles([t0, t1], seeds, new ResourceCardTable())).toThrow(/sealed input 0\/3/);
  });

  it('refuses a malformed transcript with a CardError, never a crash', () => {
    const t = shuffle(first, []);
    const broken: unknown[] = [
      { ...t, mix: undefined },
      { ...t, rekey: null },
      { ...t, strip: {} },
      { ...t, sealedInputs: 'x' },
      { ...t, known: [1] },
      { ...t, mix: t.mix.slice(1) },
      { ...t, rekey: [...t.rekey.slice(1), { points: t.rekey[0].points }] },
      { ...t, mix: [...t.mix.slice(1), ['ab']] },
      { ...t, strip: t.mix },
      { ...t, shuffle: -1 },
      { ...t, sealed: [{ shuffle: 0, position: 0 }] },
    ];
    for (const b of broken) expect(() => auditHandShuffle(b as HandShuffleTranscript, seeds, new ResourceCardTable())).toThrow(CardError);
  });

  it('refuses two shuffles under one number, or out of order', () => {
    const t0 = shuffle(first, []);
    const again = shuffle({ ...first, known: hand({ [LUMBER]: 4 }) }, []);
    expect(() => auditHandShuffles([t0, again], seeds, new ResourceCardTable())).toThrow(/numbered in order/);
  });

  it('names the first entry whose claim about a token the opened tokens contradict (a Monopoly\'s "no ore left")', () => {
    const t = shuffle(first, []);
    const kinds = auditHandShuffles([t], seeds, new ResourceCardTable());
    const oreAt = [0, 1, 2, 3].find((k) => kinds.get(`0/${k}`) === ORE)!;
    const lumberFree = [0, 1, 2, 3].find((k) => kinds.get(`0/${k}`) !== ORE)!;
    const notOre = [0, 1, 2, 3, 5, 6, 7];
    const honest = [{ entry: 9, player: 1, token: { shuffle: 0, position: lumberFree }, kinds: notOre, what: 'monopoly: no ore' }];
    expect(firstMisreport(honest, kinds)).toBeNull();
    const lie = { entry: 12, player: 1, token: { shuffle: 0, position: oreAt }, kinds: notOre, what: 'monopoly: no ore' };
    const later = { entry: 20, player: 0, token: { shuffle: 0, position: oreAt }, kinds: [LUMBER], what: 'reveal' };
    expect(firstMisreport([later, ...honest, lie], kinds)).toMatchObject({ entry: 12, player: 1, actual: ORE });
  });

  it('opens every token of an honest shuffle to the hand that went in', () => {
    const t = shuffle(first, []);
    const kinds = auditHandShuffle(t, seeds, new ResourceCardTable());
    expect(sorted(kinds)).toEqual([BRICK, WOOL, ORE, ORE]);
    expect(resourceCardPoint(ORE, 0, 1).equals(resourceCardPoint(ORE, 0, 1))).toBe(true);
    expect(resourceCardPoint(ORE, 0, 1).equals(resourceCardPoint(ORE, 1, 1))).toBe(false);
  });
});
