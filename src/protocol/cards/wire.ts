// Wire forms. Binary: fixed-size concatenations of 32-byte elements, deck-major (deck 0 position 0
// first), so a message has exactly one encoding and its size is known in advance. JSON: the same
// elements as lower-case hex, the way entry bodies carry bytes (see ../bodies.ts), ready for
// canonicalJson. Decoders are strict and throw plain Errors; the caller knows whom to blame.
import { fromHex, toHex } from '../bytes.js';
import { isRecord, type Json } from '../canonicalJson.js';
import { type DeckShape, MAX_DECK_SIZE, MAX_DECKS, PROGRESS_SHAPE, type Decks } from './encoding.js';
import { ELEMENT_BYTES, type Point, pointFromBytes, pointFromHex, pointToHex, type Scalar, scalarFromHex, scalarToHex } from './group.js';
import type { PlayerPublic } from './secrets.js';
import type { Pass2Output } from './shuffle.js';

/** Sizes of the progress decks' messages (a development deck's: its own card count x 32 bytes). */
export const DECKS_BYTES = PROGRESS_SHAPE.decks * PROGRESS_SHAPE.size * ELEMENT_BYTES;
export const PASS1_BYTES = DECKS_BYTES;
export const PASS2_BYTES = 2 * DECKS_BYTES;

export function encodeDecks(decks: readonly (readonly Point[])[], shape: DeckShape = PROGRESS_SHAPE): Uint8Array {
  if (decks.length !== shape.decks || decks.some((d) => d.length !== shape.size)) throw new Error(`need ${shape.decks} decks of ${shape.size}`);
  const out = new Uint8Array(shape.decks * shape.size * ELEMENT_BYTES);
  decks.flat().forEach((p, i) => out.set(p.toBytes(), i * ELEMENT_BYTES));
  return out;
}

export function decodeDecks(bytes: Uint8Array, shape: DeckShape = PROGRESS_SHAPE): Decks {
  const size = shape.decks * shape.size * ELEMENT_BYTES;
  if (bytes.length !== size) throw new Error(`decks are ${size} bytes`);
  return Array.from({ length: shape.decks }, (_, d) =>
    Array.from({ length: shape.size }, (_, k) => {
      const at = (d * shape.size + k) * ELEMENT_BYTES;
      return pointFromBytes(bytes.subarray(at, at + ELEMENT_BYTES));
    }),
  );
}

/** decks || commitments */
export function encodePass2(step: Pass2Output): Uint8Array {
  const out = new Uint8Array(PASS2_BYTES);
  out.set(encodeDecks(step.decks));
  out.set(encodeDecks(step.commitments), DECKS_BYTES);
  return out;
}

export function decodePass2(bytes: Uint8Array): Pass2Output {
  if (bytes.length !== PASS2_BYTES) throw new Error(`a pass-2 message is ${PASS2_BYTES} bytes`);
  return { decks: decodeDecks(bytes.subarray(0, DECKS_BYTES)), commitments: decodeDecks(bytes.subarray(DECKS_BYTES)) };
}

export function decksToJson(decks: readonly (readonly Point[])[]): string[][] {
  return decks.map((deck) => deck.map(pointToHex));
}

/** Any shape a game may deal (DeckShape): the ledger then holds it to its own table's shape. */
export function decksFromJson(json: Json): Decks {
  if (!Array.isArray(json) || json.length < 1 || json.length > MAX_DECKS) throw new Error(`need 1 to ${MAX_DECKS} decks`);
  const size = Array.isArray(json[0]) ? json[0].length : 0;
  if (size < 1 || size > MAX_DECK_SIZE) throw new Error(`need 1 to ${MAX_DECK_SIZE} points per deck`);
  return json.map((deck) => {
    if (!Array.isArray(deck) || deck.length !== size) throw new Error(`need ${size} points per deck`);
    return deck.map((p) => {
      if (typeof p !== 'string') throw new Error('a point is a hex string');
      return pointFromHex(p);
    });
  });
}

export function pass1ToJson(decks: Decks): { decks: string[][] } {
  return { decks: decksToJson(decks) };
}

export function pass1FromJson(json: Json): Decks {
  if (!isRecord(json) || Object.keys(json).length !== 1) throw new Error('a pass-1 message is {"decks"}');
  return decksFromJson(json.decks);
}

export function pass2ToJson(step: Pass2Output): { commitments: string[][]; decks: string[][] } {
  return { commitments: decksToJson(step.commitments), decks: decksToJson(step.decks) };
}

export function pass2FromJson(json: Json): Pass2Output {
  if (!isRecord(json) || Object.keys(json).length !== 2) throw new Error('a pass-2 message is {"commitments", "decks"}');
  return { decks: decksFromJson(json.decks), commitments: decksFromJson(json.commitments) };
}

export function playerPublicToJson(p: PlayerPublic): { boxKey: string; seedCommitment: string } {
  return { boxKey: toHex(p.boxPublicKey), seedCommitment: toHex(p.seedCommitment) };
}

export function playerPublicFromJson(json: Json): PlayerPublic {
  if (!isRecord(json) || Object.keys(json).length !== 2) throw new Error('player card keys are {"boxKey", "seedCommitment"}');
  const { boxKey, seedCommitment } = json;
  if (typeof boxKey !== 'string' || boxKey.length !== 64) throw new Error('boxKey is 32 bytes of hex');
  if (typeof seedCommitment !== 'string' || seedCommitment.length !== 64) throw new Error('seedCommitment is 32 bytes of hex');
  return { boxPublicKey: fromHex(boxKey), seedCommitment: fromHex(seedCommitment) };
}

/** A played card's public shares, one per seat. */
export function sharesToJson(shares: readonly Scalar[]): string[] {
  return shares.map(scalarToHex);
}

export function sharesFromJson(json: Json, players: number): Scalar[] {
  if (!Array.isArray(json) || json.length !== players) throw new Error(`need ${players} shares`);
  return json.map((s) => {
    if (typeof s !== 'string') throw new Error('a share is a hex string');
    return scalarFromHex(s);
  });
}

/** One participant's step of a hand shuffle (handShuffle.ts): as a re-shuffle step, its points and, for a rekey, its commitments. */
export interface HandRound {
  round: 'strip' | 'mix' | 'rekey';
  points: Point[];
  commitments: Point[] | null;
}

export function handRoundToJson(step: HandRound): { round: string; points: string[]; commitments?: string[] } {
  return { round: step.round, points: step.points.map(pointToHex), ...(step.commitments ? { commitments: step.commitments.map(pointToHex) } : {}) };
}

function pointsOfSize(json: Json, size: number, what: string): Point[] {
  if (!Array.isArray(json) || json.length !== size) throw new Error(`${what}: need ${size} points`);
  return json.map((p) => {
    if (typeof p !== 'string') throw new Error(`${what}: a point is a hex string`);
    return pointFromHex(p);
  });
}

/** Strict: the round named, `size` points (the hand's cards), commitments exactly for a rekey, no other field. */
export function handRoundFromJson(json: Json, size: number): HandRound {
  if (!isRecord(json)) throw new Error('a hand shuffle step is {"round", "points", "commitments"?}');
  const { round } = json;
  if (round !== 'strip' && round !== 'mix' && round !== 'rekey') throw new Error('a hand shuffle round is strip, mix or rekey');
  const keys = Object.keys(json).sort().join(',');
  if (keys !== (round === 'rekey' ? 'commitments,points,round' : 'points,round'))
    throw new Error(`a ${round} step has ${round === 'rekey' ? 'points and commitments' : 'points only'}`);
  const points = pointsOfSize(json.points, size, round);
  if (new Set(points.map(pointToHex)).size !== size) throw new Error(`${round}: a point repeats`);
  return { round, points, commitments: round === 'rekey' ? pointsOfSize(json.commitments, size, 'commitments') : null };
}

/** A sealed resource card shown when spent: the token, the kind it is said to be, every participant's key. */
export interface HandReveal {
  at: { shuffle: number; position: number };
  kind: number;
  keys: Scalar[];
}

export function handRevealToJson(r: HandReveal): { at: number[]; keys: string[]; kind: number } {
  return { at: [r.at.shuffle, r.at.position], keys: r.keys.map(scalarToHex), kind: r.kind };
}

export function handRevealFromJson(json: Json, players: number): HandReveal {
  if (!isRecord(json) || Object.keys(json).sort().join(',') !== 'at,keys,kind') throw new Error('a hand reveal is {"at", "keys", "kind"}');
  const { at, kind } = json;
  if (
    !Array.isArray(at) ||
    at.length !== 2 ||
    !at.every((x) => Number.isInteger(x) && (x as number) >= 0 && (x as number) < 2 ** 32) ||
    (at[1] as number) >= 255
  ) {
    throw new Error('a token is [shuffle, position]');
  }
  if (!Number.isInteger(kind) || (kind as number) < 0 || (kind as number) >= 8) throw new Error('a kind is 0 to 7');
  return { at: { shuffle: at[0] as number, position: at[1] as number }, kind: kind as number, keys: sharesFromJson(json.keys, players) };
}
