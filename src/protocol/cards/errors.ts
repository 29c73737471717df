// One error type for every card check, so a session (or the verifier) can blame a seat without
// parsing messages: `player` is the seat at fault, `step` says which part of the protocol failed.

export type CardStep =
  | 'seed' // a published seed does not match its commitment or box key
  | 'pass1' // a shuffle step is not a permutation of a_d times the previous deck
  | 'pass2' // a re-key step is not (a_d^-1 b_{d,k}) times the previous deck, or a commitment is not b·G
  | 'final' // the final deck does not decrypt to the 18 canonical copies
  | 'reshuffle' // a re-shuffle step of a deck's pile is not what the player's seed gives
  | 'escrow' // a seed's escrow parts do not open or do not rebuild the seed
  | 'share' // a key share is missing, unreadable, for the wrong slot, or does not match its commitment
  | 'decrypt' // all shares verified but the ciphertext is not a card of that deck
  | 'reveal' // a played card is not the card the player claimed
  | 'hand' // a hand shuffle's step is not what the player's seed gives, or a claim about a resource token is false
  | 'shape'; // a message has the wrong number of decks, positions or players

export class CardError extends Error {
  constructor(
    readonly step: CardStep,
    readonly player: number | null,
    readonly deck: number | null,
    readonly position: number | null,
    readonly detail: string,
  ) {
    const where = [
      player === null ? null : `player ${player}`,
      deck === null ? null : `deck ${deck}`,
      position === null ? null : `position ${position}`,
    ].filter((x) => x !== null);
    super(`${step}: ${where.length ? where.join(', ') + ': ' : ''}${detail}`);
    this.name = 'CardError';
  }
}
