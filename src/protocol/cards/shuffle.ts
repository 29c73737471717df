// The two passes of the deal (DESIGN.md, Protocol, Progress cards). Each player runs one step per
// pass, in seat order, and publishes its output; the next player starts from it.
//
// Pass 1 hides the order: a_d applied to every point, then a uniform permutation. After it nobody
// knows where any card is, but every position carries the same product of the a's, so one position
// could not be opened on its own. Pass 2 swaps each a_d for a per-position key b_{d,k}, so position k
// opens with exactly the n keys b_{i,d,k}, one per player, and opening it says nothing about others.
import { checkDecksShape, type Decks } from './encoding.js';
import { Fn, Point, invertSecret } from './group.js';
import { randomPermutation, type RandomBytes, systemRandom } from './random.js';
import { type PlayerSecrets, secretsShape } from './secrets.js';

export interface Pass2Output {
  decks: Decks;
  /** commitments[d][k] = b_{d,k}·G: lets a drawer check a share without learning anything else. */
  commitments: Point[][];
}

/** Input: canonical decks (first player) or the previous player's pass-1 output. */
export function pass1Step(previous: Decks, secrets: PlayerSecrets, random: RandomBytes = systemRandom): Decks {
  checkDecksShape(previous, 'pass1', null, secretsShape(secrets));
  return previous.map((deck, d) => {
    const a = secrets.shuffle[d];
    const order = randomPermutation(deck.length, random);
    return order.map((from) => deck[from].multiply(a));
  });
}

/**
 * Input: the last pass-1 output (first player) or the previous player's pass-2 output decks. Position
 * k of deck d is multiplied by a_d^-1 · b_{d,k}; the constant-time inverse (a few hundred µs) once per deck.
 */
export function pass2Step(previous: Decks, secrets: PlayerSecrets): Pass2Output {
  checkDecksShape(previous, 'pass2', null, secretsShape(secrets));
  const decks = previous.map((deck, d) => {
    const aInverse = invertSecret(secrets.shuffle[d]);
    return deck.map((p, k) => p.multiply(Fn.mul(aInverse, secrets.keys[d][k])));
  });
  const commitments = secrets.keys.map((keys) => keys.map((b) => Point.BASE.multiply(b)));
  return { decks, commitments };
}
