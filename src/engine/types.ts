// The public engine contract (see docs/actions.md and ../shared/DESIGN.md): JSON in, JSON out.
// Everything here is data; the rules themselves live only in assembly/.

export type Mode = 'base' | 'ck' | 'base56' | 'ck56';
export type Kind = 'brick' | 'lumber' | 'wool' | 'grain' | 'ore' | 'cloth' | 'coin' | 'paper';
export type Terrain = 'hills' | 'forest' | 'pasture' | 'fields' | 'mountains' | 'desert';
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
  hexes: [Terrain, number | null][];
  harbors: { hex: number; side: number; kind: Kind | 'generic' }[];
}

export interface GameConfig {
  mode?: Mode;
  players: number;
  /** Seeds the random board (when no `board` is given) and, with chance 'seeded', every chance outcome. */
  seed?: number;
  board?: BoardSpec;
  /** Known progress-deck orders (top first), for simulations and scenarios. */
  decks?: Partial<Record<'science' | 'politics' | 'trade', string[]>>;
  /** Variant switches, all off by default (see ../shared/RULES.md). */
  options?: Record<string, boolean>;
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
  /** Omniscient without a player; `view(p)` shows only what seat p may know. */
  view(player?: number): View;
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
  /** The card every replica knows token `at` to be (always, in an open game), or null. */
  publicCard(at: number): string | null;
}

export interface Engine {
  newGame(config: GameConfig): Game;
  /** Each progress deck's 18 cards (trade, politics, science) in token order before any shuffle. */
  readonly progressDecks: string[][];
}

/** The view is documented in docs/actions.md; it is engine output, so it is typed loosely here. */
export type View = Record<string, any>;
