// Opening one final position. The drawer does it privately with the shares it received (plus its own
// key); everyone does it publicly when the card is played and the drawer publishes all n shares.
import { CardError } from './errors.js';
import { type CardTable, cardIndexOf, cardIndexOfHex } from './encoding.js';
import { Fn, Point, invertSecret, pointToHex, productOf, type Scalar } from './group.js';
import { timesScalars } from './multiply.js';
import { checkShare } from './shares.js';

export interface CardSlot {
  deck: number;
  position: number;
  /** C_{d,k}: the final (last pass-2) deck's point at this position. */
  ciphertext: Point;
  /** shares[i] = b_{i,d,k}, one per seat in seat order. */
  shares: readonly Scalar[];
  /** commitments[i] = B_{i,d,k} from seat i's pass-2 message. */
  commitments: readonly Point[];
}

export interface OpenedCard {
  /** The copy's place in the deck's canonical content list. */
  index: number;
  name: string;
}

/** Every share is checked before use, so a bad share is blamed on its sender, never on the deck. */
export function decryptCard(table: CardTable, slot: CardSlot): OpenedCard {
  return openSlot(table, slot, false);
}

/**
 * `published`: every share is public already (a played card's reveal), so the variable-time
 * multiplications, several times cheaper than the constant-time ones a drawer's secret keys need.
 */
function openSlot(table: CardTable, slot: CardSlot, published: boolean): OpenedCard {
  const { deck, position, shares, commitments } = slot;
  if (shares.length !== commitments.length || shares.length === 0) {
    throw new CardError('shape', null, deck, position, `${shares.length} shares for ${commitments.length} commitments`);
  }
  const index = published ? openPublished(table, slot) : openSecret(table, slot);
  if (index === null) throw new CardError('decrypt', null, deck, position, 'the verified shares do not open this position to a card of this deck');
  return { index, name: table.contents[deck][index] };
}

function openSecret(table: CardTable, slot: CardSlot): number | null {
  slot.shares.forEach((b, i) => checkShare(i, slot.deck, slot.position, b, slot.commitments[i]));
  return cardIndexOf(table, slot.deck, slot.ciphertext.multiply(invertSecret(productOf(slot.shares))));
}

/**
 * Every share public: variable-time products, each b_i·G against its commitment and the ciphertext
 * times the inverse of their product, in one WebAssembly call (multiply.ts), compared by encoding.
 * checkShare says why a share is wrong.
 */
function openPublished(table: CardTable, slot: CardSlot): number | null {
  const { deck, position, shares, commitments } = slot;
  const wellFormed = shares.every((b) => typeof b === 'bigint' && b > 0n && b < Fn.ORDER);
  if (!wellFormed) shares.forEach((b, i) => checkShare(i, deck, position, b, commitments[i]));
  const inverse = Fn.inv(productOf(shares));
  const products = timesScalars([...shares.map(() => Point.BASE), slot.ciphertext], [...shares, inverse]);
  shares.forEach((b, i) => {
    if (products[i] !== pointToHex(commitments[i])) checkShare(i, deck, position, b, commitments[i]);
  });
  return cardIndexOfHex(table, deck, products[shares.length]);
}

/** For a played card: the public shares must open the position to the card the player says it played. */
export function verifyReveal(claimedName: string, table: CardTable, slot: CardSlot, player: number | null = null): OpenedCard {
  const card = openSlot(table, slot, true);
  if (card.name !== claimedName) {
    throw new CardError('reveal', player, slot.deck, slot.position, `position holds ${card.name}, not ${claimedName}`);
  }
  return card;
}
