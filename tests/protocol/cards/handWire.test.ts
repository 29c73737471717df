// The wire forms of private resource moves: a hand-shuffle step and a sealed card's reveal, strict.
import { describe, expect, it } from 'vitest';
import { decodeCanonical, encodeCanonical } from '../../../src/protocol/canonicalJson.js';
import type { Json } from '../../../src/protocol/canonicalJson.js';
import {
  HAND_KINDS,
  HAND_SHARE_MESSAGE_BYTES,
  type HandShuffleSpec,
  decodeHandShare,
  deriveSecrets,
  disputeKey,
  handInput,
  handMixStep,
  handRekeyStep,
  handRevealFromJson,
  handRevealToJson,
  handRoundFromJson,
  handRoundToJson,
  openHandShareWithKey,
  pointToHex,
  sealHandShare,
  seededBytes,
} from '../../../src/protocol/cards/index.js';
import { handOverFromJson, handOverToJson } from '../../../src/protocol/handCardBodies.js';

const random = seededBytes(5);
const seed = random(32);
const spec: HandShuffleSpec = { shuffle: 2, known: Array.from({ length: HAND_KINDS }, (_, k) => (k < 3 ? 1 : 0)), sealed: [] };
const mixed = handMixStep(handInput(spec, []), spec, seed, random);
const rekeyed = handRekeyStep(mixed, spec, seed);
const a = deriveSecrets(random(32));
const b = deriveSecrets(random(32));
const roundTrip = (v: unknown): Json => decodeCanonical(encodeCanonical(v));

describe('hand shuffle wire forms', () => {
  it('round-trip a mix and a rekey step through canonical JSON', () => {
    const mix = handRoundFromJson(roundTrip(handRoundToJson({ round: 'mix', points: mixed, commitments: null })), 3);
    expect(mix.points.map(pointToHex)).toEqual(mixed.map(pointToHex));
    expect(mix.commitments).toBeNull();
    const rekey = handRoundFromJson(roundTrip(handRoundToJson({ round: 'rekey', ...rekeyed })), 3);
    expect(rekey.commitments!.map(pointToHex)).toEqual(rekeyed.commitments.map(pointToHex));
  });

  it('refuses a step of another size, with a repeated point, with commitments where none belong or missing, or an unknown round', () => {
    const good = handRoundToJson({ round: 'mix', points: mixed, commitments: null });
    const bad: unknown[] = [
      { ...good, points: good.points.slice(1) },
      { ...good, points: [good.points[0], good.points[0], good.points[2]] },
      { ...good, commitments: good.points },
      { round: 'rekey', points: good.points },
      { ...good, round: 'shuffle' },
      { ...good, points: [...good.points.slice(0, 2), '00'.repeat(32)] },
      { ...good, extra: 1 },
      null,
      [],
      'mix',
    ];
    for (const b of bad) expect(() => handRoundFromJson(b as Json, 3)).toThrow(Error);
  });

  it('round-trips a reveal and refuses a malformed one', () => {
    const reveal = { at: { shuffle: 2, position: 1 }, kind: 4, keys: [5n, 7n, 11n] };
    expect(handRevealFromJson(roundTrip(handRevealToJson(reveal)), 3)).toEqual(reveal);
    const good = handRevealToJson(reveal);
    const bad: unknown[] = [
      { ...good, kind: 8 },
      { ...good, kind: -1 },
      { ...good, kind: 1.5 },
      { ...good, at: [2] },
      { ...good, at: [2, 255] },
      { ...good, at: ['2', 1] },
      { ...good, keys: good.keys.slice(1) },
      { ...good, keys: [...good.keys.slice(1), '00'.repeat(32)] },
      { ...good, more: true },
      null,
    ];
    for (const b of bad) expect(() => handRevealFromJson(b as Json, 3)).toThrow(Error);
  });

  it('round-trips the tokens a face-down action hands over and refuses every malformed list', () => {
    const ids = [
      { shuffle: 3, position: 0 },
      { shuffle: 0, position: 254 },
    ];
    expect(handOverFromJson(roundTrip(handOverToJson(ids)))).toEqual(ids);
    const bad: [unknown, RegExp][] = [
      [[], /a list of 1 to 255 tokens/],
      [Array.from({ length: 256 }, () => [0, 0]), /a list of 1 to 255 tokens/],
      [{ 0: [0, 0] }, /a list of 1 to 255 tokens/],
      [null, /a list of 1 to 255 tokens/],
      ['0/1', /a list of 1 to 255 tokens/],
      [[[0]], /a token is \[shuffle, position\]/],
      [[[0, 1, 2]], /a token is \[shuffle, position\]/],
      [[[0, 255]], /a token is \[shuffle, position\]/],
      [[[-1, 0]], /a token is \[shuffle, position\]/],
      [[[2 ** 32, 0]], /a token is \[shuffle, position\]/],
      [[[0.5, 0]], /a token is \[shuffle, position\]/],
      [[['0', 0]], /a token is \[shuffle, position\]/],
      [[{ shuffle: 0, position: 0 }], /a token is \[shuffle, position\]/],
      [[[0, 0], null], /a token is \[shuffle, position\]/],
    ];
    for (const [json, why] of bad) expect(() => handOverFromJson(json as Json)).toThrow(why);
  });

  it('meets 600 random mutations of a step, a reveal and a key box with a parse or a deliberate Error (no TypeError), never a crash', () => {
    const values: unknown[] = [null, true, 0, -1, 255, 2 ** 32, 1.5, '', 'zz', '00'.repeat(32), 'ff'.repeat(32), [], {}, [1, 2]];
    const mutate = (json: Record<string, unknown>): unknown => {
      const copy: Record<string, unknown> = JSON.parse(JSON.stringify(json));
      const keys = Object.keys(copy);
      const key = keys[random(1)[0] % keys.length];
      const value = copy[key];
      if (Array.isArray(value) && value.length > 0 && random(1)[0] % 2 === 0) value[random(1)[0] % value.length] = values[random(1)[0] % values.length];
      else copy[key] = values[random(1)[0] % values.length];
      return copy;
    };
    const step = handRoundToJson({ round: 'rekey', ...rekeyed });
    const reveal = handRevealToJson({ at: { shuffle: 2, position: 1 }, kind: 4, keys: [5n, 7n, 11n] });
    for (let i = 0; i < 300; i++) {
      for (const [json, parse] of [
        [step, (j: Json) => handRoundFromJson(j, 3)],
        [reveal, (j: Json) => handRevealFromJson(j, 3)],
      ] as const) {
        const input = i % 10 === 0 ? values[(i / 10) % values.length] : mutate(json as Record<string, unknown>);
        try {
          parse(input as Json);
        } catch (e) {
          expect((e as Error).constructor).toBe(Error);
        }
      }
    }
    const box = sealHandShare({ at: { shuffle: 1, position: 0 }, scalar: 9n }, a.box.secretKey, b.box.publicKey, random);
    const key = disputeKey(a.public.boxPublicKey, b.box.secretKey);
    for (let i = 0; i < 300; i++) {
      const bytes = box.slice();
      bytes[random(1)[0] % bytes.length] ^= 1 << (random(1)[0] % 8);
      expect(openHandShareWithKey(bytes, key)).toBeNull();
      expect(decodeHandShare(random(HAND_SHARE_MESSAGE_BYTES))).toSatisfy((v: unknown) => v === null || typeof v === 'object');
    }
  });
});
