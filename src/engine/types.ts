// The public engine contract (see docs/actions.md and ../shared/DESIGN.md): JSON in, JSON out.
// Everything here is data; the rules themselves live only in assembly/.

import type { LayoutName } from './layouts';

export type Mode = 'base' | 'ck' | 'base56' | 'ck56' | 'ckba';
export type Kind = 'brick' | 'lumber' | 'wool' | 'grain' | 'ore' | 'cloth' | 'coin' | 'paper';
export type Terrain = 'hills' | 'forest' | 'pasture' | 'fields' | 'mountains' | 'desert' | 'sea';
/** `[hex, corner]`: corner 0..5 clockwise from the top. */
export type Vertex = [number, number];
/** `[hex, side]`: side k joins corner k and k+1. */
export type Edge = [number, number];
export type Cards = Partial<Record<Kind, number>>;

/** An action: `{ type, ...named args }`; `at` names a progress card token in a sealed game. */
export interface Action {
  type: string;
  [arg: string]: unknown;
}

export interface BoardSpec {
  /** The shape: `[firstColumn, count]` per row in doubled-width columns (default: the standard board for the mode). */
  rows?: [number, number][];
  /** Every hex of the rows, row by row, sea included. */
  hexes: [Terrain, number | null][];
  harbors: { hex: number; side: number; kind: Kind | 'generic' }[];
}

export interface GameConfig {
  mode?: Mode;
  players: number;
  /** Seeds the random board (when no `board` is given) and, with chance 'seeded', every chance outcome. */
  seed?: number;
  board?: BoardSpec;
  /** A named random layout (DESIGN.md): 'standard' (default), 'islands', 'bigIslands', 'bigIsland', 'peanut'. */
  layout?: LayoutName;
  /** Known progress-deck orders (top first), for simulations and scenarios. */
  decks?: Partial<Record<'science' | 'politics' | 'trade', string[]>>;
  /** Variant switches, all off by default (see ../shared/RULES.md); the same names as `variants`. */
  options?: Record<string, boolean>;
  /**
   * Variants by camelCase name (src/engine/variants.ts lists them with their modes), e.g.
   * `["handsUp", "friendlyRobber"]`. A name the mode does not take is refused. 2 players = Catan for Two.
   */
  variants?: string[];
  /**
   * 'seeded' (default): chance outcomes come from the seed, and `forced` outcomes in actions are honoured.
   * 'external': the game stops at every chance outcome (`pendingChance()`) until `supplyChance()` is called,
   * and `forced` is rejected. Sessions use this with the dice beacon.
   */
  chance?: 'seeded' | 'external';
  /**
   * Sealed progress decks (networked games with encrypted decks): nobody's cards are known to the
   * engine until played or revealed; decks and hands hold card tokens (`at`, docs/actions.md).
   */
  sealedDecks?: boolean;
  /**
   * Sealed hands (base game, 3+ players; docs/cards.md, "Private resource moves"): a steal seals the
   * victim's hand, one card the thief's; a sealed card is revealed (`revealResource`) before it is spent.
   */
  sealedHands?: boolean;
}

export interface LegalRecords {
  count: number;
  width: number;
  records: Int32Array;
  decode(i: number): Action;
}

export interface GameStatus {
  phase: string;
  currentPlayer: number;
  winner: number | null;
  awaiting: number[];
}

export type ApplyResult = { ok: true } | { ok: false; error: string };

/** A chance outcome the engine waits for: one value per range, each uniform in [0, range). */
export interface ChanceRequest {
  kind: string;
  ranges: number[];
}

export interface Game {
  apply(player: number, action: Action): ApplyResult;
  /**
   * The one spelling of `action` that legal actions print (smallest-hex alias, no zero counts, no
   * forced outcome), or why it is malformed. Signed logs accept only this spelling.
   */
  canonical(action: Action): { ok: true; action: Action } | { ok: false; error: string };
  legalActions(player: number): Action[];
  /**
   * The legal actions every replica alike lists for `player`: in a sealed-hands game only its public
   * cards count, not the sealed cards this replica has read (`legalActions` offers those to its own
   * player). Moves made for an absent or idle player are chosen from this list.
   */
  publicLegalActions(player: number): Action[];
  /**
   * The same legal actions as engine records, without JSON (bots, search, simulation): `count`
   * records of `width` ints each, an action id then its argument slots; `decode(i)` gives record i's
   * JSON action. The array is a copy, valid after later calls.
   */
  legalRecords(player: number): LegalRecords;
  /** Where the game stands, as scalars read without a view: phase name, whose turn, winner (or null), who may act now. */
  status(): GameStatus;
  /** Omniscient without a player; `view(p)` shows only what seat p may know. */
  view(player?: number): View;
  /**
   * What the bots' value function reads of `view(player)`, as numbers without JSON (thousands of
   * positions a decision): laid out in src/bots/position.ts, hidden just as in the view.
   */
  positionView(player: number): Int32Array;
  /** The winning seat, or null while the game goes on (the view's `winner`, without building a view). */
  winner(): number | null;
  /** Hex digest of the whole game state; equal on every replica that applied the same inputs. */
  hash(): string;
  pendingChance(): ChanceRequest | null;
  supplyChance(values: number[]): ApplyResult;
  /** Exact copy of the state, and its inverse: for bots that look ahead and for replicas that restore. */
  snapshot(): Uint8Array;
  restore(state: Uint8Array): void;
  /**
   * Sealed decks: this replica learns privately that token `at` is `card` (its own draw, a Spy's look).
   * Changes what `legalActions`/`view` show this replica, never the hash.
   */
  learnCard(at: number, card: string): ApplyResult;
  /** Sealed hands: how many sealed resource cards `player` holds (public). */
  sealedResources(player: number): number;
  /** One of `player`'s sealed cards shown to be `kind`, its keys checked by the caller: an ordinary card from now on (or the monopolist's). Hashed. */
  revealResource(player: number, kind: string): ApplyResult;
  /** `player` has shown every sealed card of the pending Monopoly's kind: it may act again. Hashed. */
  answerMonopoly(player: number): ApplyResult;
  owesMonopoly(player: number): boolean;
  /** How many more cards of the Monopoly's kind its answer may give (C&K takes 2 or 1 from each; base every card): 0 when it owes none. */
  monopolyLeft(player: number): number;
  /** This replica learns privately that one of `player`'s (its own) sealed cards is `kind`. Never the hash. */
  learnResource(player: number, kind: string): ApplyResult;
  /** This replica plays `player`: a claim about all its sealed cards is offered only once it has read them. Outside the hash. */
  claimSealedSeat(player: number): void;
  /** What this replica knows its own player's sealed cards to be, by kind. */
  knownSealed(player: number): Record<string, number>;
  /** Sealed hands: a pending steal's seats (the session shuffles the victim's hand first), or null. */
  stealParties(): { victim: number; thief: number } | null;
  /**
   * Sealed hands, C&K's private moves (docs/actions.md): the hand the engine waits to be resealed before
   * the next face-down move (a Wedding's next giver, a Master Merchant's target with its `looker`, a
   * Commercial Harbor's player or its answering opponent), or null. No face-down move is legal meanwhile.
   */
  pendingSeal(): { seat: number; looker: number | null } | null;
  /** That hand's reseal has landed: every public card of `seat` becomes sealed, the pending seal is cleared. Hashed. */
  sealHand(seat: number): ApplyResult;
  /**
   * The Master Merchant's look: this replica (the card's player's) read one of the target's sealed cards
   * to be `kind`, after the reseal. Its `legalActions` then offers the take by kind (`takeCards {take}`,
   * an intent the session turns into the face-down take); forgotten when the take is made. Never the hash.
   */
  learnLooked(target: number, kind: string): ApplyResult;
  /** Per seat, the card tokens it holds (the view's `progressAt`, then `developmentAt`), without building a view. */
  heldTokens(): number[][];
  /** The card every replica knows token `at` to be (always, in an open game), or null. */
  publicCard(at: number): string | null;
  /** The base game's development deck at the start, by card, in canonical order (the engine's composition). */
  developmentDeck(): string[];
}

export interface Engine {
  newGame(config: GameConfig): Game;
  /** Each progress deck's 18 cards (trade, politics, science) in token order before any shuffle. */
  readonly progressDecks: string[][];
}

/** The view is documented in docs/actions.md; it is engine output, so it is typed loosely here. */
export type View = Record<string, any>;
