// A sealed game's cards (C&K progress decks, or the base game's development deck) inside the log rules (GameReplay) and a replica's duties. The rules
// side judges card messages and card plays the same way in play and in review; the duty side says
// what one participant must post now: its deal step, the keys it owes, a Spy's look, a victory point
// card to reveal, its seed once the game is over.
import type { Action, Game, View } from '../../engine/types.js';
import { type CardMessage, parseCardBody, parseReveal } from '../../protocol/cardBodies.js';
import type { Json } from '../../protocol/canonicalJson.js';
import { CardError } from '../../protocol/cards/index.js';
import { CardLedger } from './cardLedger.js';
import { type Departure, Departures } from './departures.js';
import type { CardKeeper, Holding } from './cardKeeper.js';
import { HAND_MESSAGES } from '../../protocol/handCardBodies.js';
import { SealedHands } from './sealedHands.js';

/** Progress cards revealed the moment they are learnt (a base game's victory point cards stay hidden until they win). */
export const VICTORY_CARDS: ReadonlySet<string> = new Set(['printer', 'constitution']);

/** The actions that play a card a token names. */
const CARD_PLAYS: ReadonlySet<string> = new Set(['playProgress', 'playDevelopment']);

/** Does `action` play the card of a token nobody but its holder has seen (so it must carry the token's keys)? */
export function playsHiddenCard(game: Game, action: Action): action is Action & { at: number } {
  return CARD_PLAYS.has(action.type) && typeof action.at === 'number' && game.publicCard(action.at) === null;
}

/** Tokens in each participant's hand, from the engine's view (progress cards, or development cards). */
export function holdings(view: View, participantAt: readonly number[]): Holding[] {
  const players = view.players as { progressAt?: number[]; developmentAt?: number[] }[];
  return players.map((p, seat) => ({ participant: participantAt[seat], tokens: [...(p.progressAt ?? []), ...(p.developmentAt ?? [])] }));
}

/** What a participant holds while it signs an action: the audit's evidence against a hidden victory card. */
interface HeldAtAction {
  seq: number;
  participant: number;
  /** Tokens in its hand whose every key it had received by then, and each one's key generation. */
  known: number[];
  generations: number[];
  /** The token this action reveals, if it is a card play. */
  plays: number | null;
}

export class SealedCards {
  readonly ledger: CardLedger;
  readonly departures: Departures;
  /** A sealed-hands game's private resource moves (sealedHands.ts), or null. */
  readonly privateMoves: SealedHands | null;
  private readonly evidence: HeldAtAction[] = [];
  /** The evidence of the action being checked, kept once the engine has applied it. */
  private pending: HeldAtAction | null = null;
  /** `${token}:${generation}`: tokens seen in a hand, so a return to the pile calls for a re-shuffle. */
  private readonly seen = new Set<string>();
  /**
   * What the rules read from the game (every hand, whether the game is won), kept until the state
   * changes: every entry asks for it up to twice. Only while the owner reports every change
   * (followChanges, then gameChanged after each move, draw or restore).
   */
  private viewNow: { hands: Holding[]; over: boolean } | null = null;
  /** The action checkAction last passed, until recordAction. */
  private checked: Action | null = null;
  private followingChanges = false;

  constructor(
    readonly participants: number,
    contents: readonly (readonly string[])[],
    private readonly participantAt: readonly number[],
    /** The game whose hands say who owes whom a key (null: no cards in hand, as in some tests). */
    private readonly game: Game | null = null,
    /** Seq of the entry that started the game: the first deal step is due from there. */
    startSeq = -1,
    /** The genesis seals stolen cards (rules.hands: 'sealed'). */
    sealedHands = false,
  ) {
    this.ledger = new CardLedger(participants, contents, startSeq);
    this.departures = new Departures(this.ledger);
    this.privateMoves =
      sealedHands && game
        ? new SealedHands(
            game,
            participantAt,
            () => this.ledger.keys,
            (p) => this.ledger.known[p]?.seed ?? null,
            (fault) => (this.ledger.fault = fault),
          )
        : null;
    // a step or a key withheld is claimed overdue like a deal step; a departed participant's seed then computes its steps
    if (this.privateMoves) this.departures.handOwedSince = (p) => this.privateMoves!.owedSince(p);
    if (this.privateMoves) this.departures.owesSealedDiscard = (p) => this.privateMoves!.absentHands?.needsSealed(p) === true;
  }

  /** Tokens in every participant's hand now (read-only: shared until the game state changes). */
  hands(): readonly Holding[] {
    return this.game ? this.readView().hands : [];
  }

  /** The owner (GameReplay) calls gameChanged after every change of the game's state from now on. */
  followChanges(): void {
    this.followingChanges = true;
    this.viewNow = null;
  }

  /** The game's state changed (a move, a draw, a restore): the view is read again when next asked. */
  gameChanged(): void {
    this.viewNow = null;
  }

  /** Every seat's tokens, by participant: scalars from the engine (a JSON view per entry was about a tenth of a log's verification). */
  private handsOf(game: Game): Holding[] {
    return game.heldTokens().map((tokens, seat) => ({ participant: this.participantAt[seat], tokens }));
  }

  private readView(): { hands: Holding[]; over: boolean } {
    if (this.viewNow) return this.viewNow;
    const read = { hands: this.handsOf(this.game!), over: this.game!.winner() !== null };
    if (this.followingChanges) this.viewNow = read;
    return read;
  }

  acceptMessage(seq: number, author: number, body: Json, gameOver: boolean): string | null {
    let message: CardMessage;
    try {
      message = parseCardBody(body, this.participants);
    } catch (e) {
      return (e as Error).message;
    }
    if (message.kind === 'shares' && this.game) {
      const held = new Set(this.hands().flatMap((h) => h.tokens));
      const stray = message.boxes.find((b) => !held.has(b.at));
      if (stray) return `token ${stray.at} is in nobody's hand: no key is owed for it`;
    }
    if (HAND_MESSAGES.has(message.kind)) {
      if (!this.privateMoves) return 'this game has no sealed hands';
      if (this.ledger.fault) return `the game has stopped: ${this.ledger.fault}`;
      if (!this.ledger.dealt || gameOver) return 'hand messages belong to a dealt game in progress';
      const refused = this.privateMoves.acceptMessage(seq, author, message as Parameters<SealedHands['acceptMessage']>[2]);
      this.gameChanged();
      return refused;
    }
    if (message.kind === 'overdue') return this.departures.claim(author, message.who, message.owes, seq, this.hands(), gameOver);
    if (message.kind === 'release') return this.departures.release(author, message.of, message.key);
    return this.ledger.accept(author, message, gameOver, seq);
  }

  /**
   * Before an action of `author` reaches the engine: the deal must be complete and the game not
   * stopped by a dispute; a play of a card nobody has seen must carry the keys that open it to the
   * card claimed (the engine trusts that claim).
   */
  checkAction(seq: number, author: number, game: Game, action: Action, reveal: Json | undefined): string | null {
    if (this.ledger.fault) return `the game has stopped: ${this.ledger.fault}`;
    if (!this.ledger.dealt) return 'the card decks are still being dealt';
    const at = typeof action.at === 'number' ? action.at : null;
    const hidden = playsHiddenCard(game, action);
    if (hidden) {
      if (reveal === undefined) return `playing ${String(action.card)} needs the keys of token ${at} ("reveal")`;
      let shares;
      try {
        shares = parseReveal(reveal, this.participants);
      } catch (e) {
        return `reveal: ${(e as Error).message}`;
      }
      const wrong = this.ledger.checkReveal(author, action.at, String(action.card), shares);
      if (wrong) return wrong;
    } else if (reveal !== undefined) return 'only a play of a hidden card carries a reveal';
    const hands = game === this.game ? this.hands() : this.handsOf(game);
    const mine = hands.find((h) => h.participant === author)?.tokens ?? [];
    const known = mine.filter((t) => this.keysComplete(author, t));
    const generations = known.map((t) => this.ledger.reshuffles.generationOf(t));
    this.pending = known.length ? { seq, participant: author, known, generations, plays: hidden ? at : null } : null;
    this.checked = action;
    return null;
  }

  /** The action last checked was applied: keep what its author held. */
  recordAction(): void {
    if (this.pending) this.evidence.push(this.pending);
    this.pending = null;
    if (this.checked) this.privateMoves?.noteAction(this.checked);
    this.checked = null;
  }

  /**
   * Game actions may go on: the decks are dealt, no re-shuffle is running, no hand is being shuffled (a
   * steal waits for its draw anyway; a reseal's hand moves no card before it settles) and no dispute has
   * stopped the game.
   */
  get ready(): boolean {
    return this.ledger.dealt && this.ledger.fault === null && !this.reshuffling && !this.privateMoves?.shuffling;
  }

  /** No card may be drawn while a deck's pile is being re-shuffled. */
  get reshuffling(): boolean {
    return this.ledger.reshuffles.running !== null;
  }

  /**
   * After every accepted entry: a card somebody has held that is back in its deck's pile, still
   * hidden, would be recognised when dealt again (by its token and its keys), so that deck's whole
   * pile is re-shuffled first (reshuffle.ts).
   */
  afterEntry(seq: number): void {
    const ledger = this.ledger;
    if (!this.game || !ledger.dealt || ledger.fault) return;
    const { hands, over } = this.readView();
    if (over) return; // nothing is dealt again once the game is over
    if (this.privateMoves) {
      this.privateMoves.afterEntry(seq); // a steal the engine waits for: its hand shuffle begins (and a departed player's answer is made)
      this.gameChanged();
    }
    const held = new Set<number>();
    for (const { tokens } of hands) for (const at of tokens) held.add(at);
    for (const at of held) this.seen.add(`${at}:${ledger.reshuffles.generationOf(at)}`);
    if (this.reshuffling) return;
    const { decks, size } = ledger.shape;
    for (let deck = 0; deck < decks; deck++) {
      const pile = Array.from({ length: size }, (_, k) => deck * size + k).filter((at) => !held.has(at) && this.game!.publicCard(at) === null);
      if (pile.some((at) => this.seen.has(`${at}:${ledger.reshuffles.generationOf(at)}`))) {
        ledger.startReshuffle(deck, pile, seq);
        return;
      }
    }
  }

  /** A C&K victory point card is revealed at any moment; a base game's is shown on its holder's turn (the engine checks). */
  isVictoryReveal(action: Action): boolean {
    const victory =
      action.type === 'playProgress' ? VICTORY_CARDS.has(String(action.card)) : action.type === 'playDevelopment' && action.card === 'victoryPoint';
    return victory && typeof action.at === 'number';
  }

  /** Has `participant` received every other participant's key for token `at`? */
  keysComplete(participant: number, at: number): boolean {
    for (let owner = 0; owner < this.participants; owner++) {
      if (owner !== participant && !this.ledger.hasKey(participant, at, owner)) return false;
    }
    return true;
  }

  /**
   * With the audit's cards: every action a participant signed while it could read a victory point card
   * in its hand, other than revealing that card, shows the card was kept hidden.
   */
  hiddenVictoryCards(cards: string[][], reshuffled: ReadonlyMap<string, string> = new Map()): { entry: number; reason: string }[] {
    const found: { entry: number; reason: string }[] = [];
    const slot = (at: number) => this.ledger.slot(at);
    const cardOf = (at: number, generation: number) => (generation ? (reshuffled.get(`${at}:${generation}`) ?? '') : cards[slot(at).deck][slot(at).position]);
    const reported = new Set<string>();
    for (const e of this.evidence) {
      const played = e.plays === null ? null : cardOf(e.plays, e.generations[e.known.indexOf(e.plays)] ?? 0);
      e.known.forEach((at, i) => {
        const card = cardOf(at, e.generations[i]);
        const key = `${at}:${e.generations[i]}`;
        if (!VICTORY_CARDS.has(card) || e.plays === at || reported.has(key)) return;
        if (played !== null && VICTORY_CARDS.has(played)) return; // revealing one victory card at a time
        reported.add(key);
        found.push({ entry: e.seq, reason: `entry ${e.seq}: participant ${e.participant} acted while keeping its ${card} (token ${at}) hidden` });
      });
    }
    return found;
  }
}

export interface CardAuditResult {
  /** Card positions whose contents the audit proved (54 progress cards, or the development deck's 25, 34 or 50). */
  audited: number;
  boxes: number;
  reveals: number;
  /** Sealed resource tokens the hand audit opened (sealed-hands games; 0 otherwise). */
  handTokens: number;
  /** Why the cards fail the audit, and the entry to blame. */
  failure: { reason: string; entry: number | null } | null;
  /** Why there is no full audit (seeds missing), or null. */
  incomplete: string | null;
  /** Who left for good, what it owed since which entry, and whose signed claims show it (departures.ts). */
  departures: string[];
  /** Why the game stopped (a proven wrong key, keys that can never come), or null. */
  stopped: string | null;
}

function departureLine(d: Departure): string {
  const claims = d.claims.map((c) => `participant ${c.by} (entry ${c.seq})`).join(', ');
  return `participant ${d.who} left: it owed ${d.owed} since entry ${d.since}; overdue claims by ${claims}`;
}

/** The end-of-game audit of a sealed game's cards: the deal, every key box, every hidden victory card. */
export function auditCards(cards: SealedCards): CardAuditResult {
  const { ledger } = cards;
  const departures = cards.departures.departed.map(departureLine);
  const handTokens = cards.privateMoves?.ledger.tokensMade ?? 0;
  const base = { audited: 0, boxes: 0, reveals: ledger.revealsChecked, handTokens, failure: null, incomplete: null, departures, stopped: ledger.fault };
  if (!ledger.audited) {
    const missing = ledger.seeds.flatMap((s, p) => (s ? [] : [p]));
    return { ...base, incomplete: ledger.dealt ? `no card seed from participant ${missing.join(', ')}` : 'the decks were never dealt' };
  }
  try {
    const { cards: dealt, reshuffled, boxes } = ledger.audit();
    const hidden = cards.hiddenVictoryCards(dealt, reshuffled);
    // the first entry either audit names: a hidden victory card, or a false step, box or claim about a sealed resource
    const failures = [hidden[0], cards.privateMoves?.audit(ledger.seeds as Uint8Array[])].filter((f) => f !== undefined && f !== null);
    const failure = failures.sort((a, b) => (a.entry ?? Infinity) - (b.entry ?? Infinity))[0] ?? null;
    return { ...base, audited: dealt.length * dealt[0].length, boxes, failure };
  } catch (e) {
    if (!(e instanceof CardError)) throw e;
    return { ...base, failure: { reason: `card audit: ${e.message}`, entry: ledger.entryOf(e) } };
  }
}

/**
 * What `keeper`'s participant must post now (the caller posts one at a time; whatever does not land is
 * simply owed again), and the tokens in its hand. Opens every key that reached it on the way.
 */
export function cardDuties(cards: SealedCards, keeper: CardKeeper, view: View, participantAt: readonly number[], finished: boolean) {
  const messages: CardMessage[] = [];
  const deal = keeper.dealStep();
  if (deal) messages.push(deal);
  const hands = holdings(view, participantAt);
  const mine = hands.find((h) => h.participant === keeper.me)?.tokens ?? [];
  if (!cards.ledger.dealt) return { messages, mine };
  messages.push(...keeper.owedShares(hands));
  for (const of of cards.departures.awaitingRelease(keeper.me)) messages.push(keeper.release(of));
  const decision = view.decision as { kind?: string; player?: number; target?: number } | null;
  const spying = decision?.kind === 'spyTake' && decision.player !== undefined && decision.target !== undefined;
  const spy = spying ? participantAt[decision.player!] : -1;
  const target = spying ? participantAt[decision.target!] : -1;
  const looking = spy === keeper.me ? (hands.find((h) => h.participant === target)?.tokens ?? []) : [];
  const { dispute } = keeper.learn([...mine, ...looking]);
  if (dispute) messages.push(dispute);
  if (target === keeper.me) {
    const look = keeper.spyLook(spy, mine);
    if (look) messages.push(look);
  }
  if (finished && !cards.ledger.seeds[keeper.me]) messages.push(keeper.seedMessage());
  return { messages, mine };
}
