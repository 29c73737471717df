// Cards as group elements. Every COPY gets its own point, hashed from (deck, canonical index): if two
// copies of "merchant" shared a point they would share it through every pass-1 step too, and the last
// pass-1 deck would show which positions hold identical cards.
import { expand_message_xmd } from '@noble/curves/abstract/hash-to-curve.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { CardError } from './errors.js';
import { type Point, pointFromBytes, pointToHex } from './group.js';
import { wasmFromUniform } from './wasmGroup.js';

export const CARD_DST = 'hexknights/progress-card/v1';
/** The engine's deck order: 0 trade, 1 politics, 2 science. */
export const DECK_NAMES = ['trade', 'politics', 'science'] as const;
/** The progress decks' shape (Cities & Knights). */
export const DECKS = 3;
export const DECK_SIZE = 18;
/**
 * How many decks a game deals and how many cards each holds: 3 x 18 progress cards, or the base
 * game's one development deck (25, 34 or 50). Every deck of a game has the same size, and a share
 * names deck and position in a byte each.
 */
export interface DeckShape {
  decks: number;
  size: number;
}
export const PROGRESS_SHAPE: DeckShape = { decks: DECKS, size: DECK_SIZE };
export const MAX_DECKS = 3;
export const MAX_DECK_SIZE = 64;

/** decks[d][k]: the point at position k of deck d. */
export type Decks = Point[][];

export interface CardTable {
  /** contents[d][i]: name of canonical copy i of deck d. */
  readonly contents: readonly (readonly string[])[];
  /** points[d][i]: the encoding of that copy. */
  readonly points: readonly (readonly Point[])[];
  /** hex of a point -> its copy; a point of another deck is simply absent from that deck's map. */
  readonly lookup: readonly ReadonlyMap<string, number>[];
}

export function cardPoint(deck: number, index: number): Point {
  const msg = Uint8Array.of(deck, index);
  // RFC 9380's hash to ristretto255: 64 bytes expanded by noble, mapped to the group by the accelerator
  // (public data; the same point as noble's ristretto255_hasher.hashToCurve, accelerator.test.ts)
  return pointFromBytes(wasmFromUniform(expand_message_xmd(msg, CARD_DST, 64, sha512)));
}

/**
 * contents: per deck the card names in canonical order: the three progress decks (trade, politics,
 * science) of 18, or the one development deck. Every deck has the same size (DeckShape).
 */
export function cardTable(contents: readonly (readonly string[])[]): CardTable {
  if (!Array.isArray(contents) || contents.length < 1 || contents.length > MAX_DECKS) {
    throw new CardError('shape', null, null, null, `need 1 to ${MAX_DECKS} decks`);
  }
  const size = Array.isArray(contents[0]) ? contents[0].length : 0;
  if (size < 1 || size > MAX_DECK_SIZE) throw new CardError('shape', null, 0, null, `need 1 to ${MAX_DECK_SIZE} cards`);
  const points = contents.map((names, d) => {
    if (!Array.isArray(names) || names.length !== size) throw new CardError('shape', null, d, null, `need ${size} cards`);
    names.forEach((n, i) => {
      if (typeof n !== 'string' || n.length === 0) throw new CardError('shape', null, d, i, 'card name must be a non-empty string');
    });
    return names.map((_, i) => cardPoint(d, i));
  });
  const lookup = points.map((deck) => new Map(deck.map((p, i) => [pointToHex(p), i])));
  return { contents: contents.map((names) => [...names]), points, lookup };
}

export function shapeOf(table: CardTable): DeckShape {
  return { decks: table.contents.length, size: table.contents[0].length };
}

/** Where pass 1 starts: each deck in canonical order, as points. */
export function canonicalDecks(table: CardTable): Decks {
  return table.points.map((deck) => [...deck]);
}

/** The canonical copy index of a plaintext point in deck d, or null if it is not one of that deck's cards. */
export function cardIndexOf(table: CardTable, deck: number, point: Point): number | null {
  return cardIndexOfHex(table, deck, pointToHex(point));
}

/** The same by the point's hex encoding. */
export function cardIndexOfHex(table: CardTable, deck: number, hex: string): number | null {
  return table.lookup[deck]?.get(hex) ?? null;
}

/** Throws a 'shape' CardError unless decks has `shape` (default: the progress decks, 3 x 18). */
export function checkDecksShape(decks: unknown, step: 'pass1' | 'pass2', player: number | null, shape: DeckShape = PROGRESS_SHAPE): asserts decks is Decks {
  if (!Array.isArray(decks) || decks.length !== shape.decks) throw new CardError(step, player, null, null, `need ${shape.decks} decks`);
  decks.forEach((deck, d) => {
    if (!Array.isArray(deck) || deck.length !== shape.size) throw new CardError(step, player, d, null, `need ${shape.size} positions`);
  });
}
