// Private resource moves inside the log rules (docs/cards.md, "Private resource moves"): what every
// replica and the verifier do with a sealed-hands game's steals, reveals and Monopoly answers, the
// same way in play and in review. A steal the engine asks for starts a hand shuffle of the victim's
// hand (the beacon's value is drawn only once every step is in); the value then picks the thief's
// position; keys travel boxed to each token's holder; an action that spends sealed cards carries
// their reveals, each checked against its token before the engine sees the card; a Monopoly answer
// shows every sealed card of the kind and says "none left" of the rest (audited at the end). A hand the
// engine waits to be resealed (before a card moves face down: faceDown.ts) is shuffled the same way
// with no pick, and the engine seals it at the entry its last step lands in. A step
// or a key withheld is claimed overdue like a deal step (departures.ts); once the others have opened
// the departed participant's escrow, every replica computes its steps, and its Monopoly answer, from
// its seed alike.
import type { Action, Game } from '../../engine/types.js';
import type { Json } from '../../protocol/canonicalJson.js';
import type { HandCardMessage } from '../../protocol/handCardBodies.js';
import { handOverFromJson, handRevealsFromJson } from '../../protocol/handCardBodies.js';
import {
  type CardError,
  HAND_KINDS,
  type HandReveal,
  type PlayerPublic,
  boxKeyPair,
  openHandShareWithKey,
  shareMatches,
  type TokenId,
  tokenKey,
} from '../../protocol/cards/index.js';
import { HandLedger } from './handLedger.js';
import { COMMODITY_KINDS, FaceDownMoves, noCommodity } from './faceDown.js';
import { type AbsentHands, openDepartedToken } from './absentHands.js';
import type { RandomBytes } from '../../protocol/cards/random.js';
import { type Rules, dealsSealedCards } from '../../protocol/genesis.js';

/** The bytes of a fixed permutation (all zero: every rejection-sampled draw is accepted at once). */
const FIXED_ORDER: RandomBytes = (length) => new Uint8Array(length);

/**
 * Signed rules with stolen cards sealed wherever the engine plays them so: the base game, Cities &
 * Knights (and their 5-6) and Barbarian Attack of 3 or more players with sealed cards, without handsUp
 * (every hand face up anyway). Catan for Two (2 players) is not sealed: each of its two players can tell both hands by counting (docs/cards.md).
 */
export function withSealedHands<R extends Rules>(rules: R): R {
  const fits = rules.players >= 3 && dealsSealedCards(rules) && !rules.options?.handsUp;
  return fits ? { ...rules, hands: 'sealed' } : rules;
}

export class SealedHands {
  private ledgerNow: HandLedger | null = null;
  /** The kind of the Monopoly whose answers are owed (from the card's play), or null. */
  private monopolyKind: number | null = null;
  /** Reveals checked and shown to the engine for the action being judged, and the tokens it hands over face down, kept until it is applied. */
  private shown: { seq: number; author: number; reveals: HandReveal[]; handOver?: TokenId[] } | null = null;
  /** Cards handed over face down (faceDown.ts). */
  readonly faceDown: FaceDownMoves;
  /** The action being judged answers a Commercial Harbor with "no commodity": a claim over its author's tokens once applied. */
  private claimsNoCommodity = false;
  /** Per participant: since which entry it has owed a step or a boxed key (its overdue due, departures.ts). */
  private readonly owing = new Map<number, number>();
  /** Where each step (`shuffle:round:participant`) and each box (`from>token`) entered the log, to name it in the audit. */
  private readonly entries = new Map<string, number>();
  /** The engine's kinds in its order (brick lumber wool grain ore, then commodities). */
  private readonly kinds: string[];
  /** An absent or departed participant's sealed cards (absentHands.ts): set by the replay, which knows who is absent. */
  absentHands: AbsentHands | null = null;

  constructor(
    private readonly game: Game,
    private readonly participantAt: readonly number[],
    /** The participants' card keys (known once the deal's first pass is in; a steal comes later). */
    private readonly players: () => readonly PlayerPublic[],
    /** A departed participant's card seed, rebuilt from its escrow (departures.ts), or null. */
    readonly knownSeed: (p: number) => Uint8Array | null = () => null,
    /** Stops the game with a proven fault (the card ledger's). */
    private readonly stop: (fault: string) => void = () => {},
  ) {
    this.kinds = Object.keys(game.knownSealed(0));
    this.faceDown = new FaceDownMoves(game, participantAt, () => this.ledger);
  }

  get ledger(): HandLedger {
    this.ledgerNow ??= new HandLedger(this.players(), (owner) => this.resealed(owner));
    return this.ledgerNow;
  }

  /** A reseal settled at this entry (its last step landed): the engine makes the hand's public cards sealed, on every replica alike. */
  private resealed(owner: number): void {
    const seat = this.seatOf(owner);
    if (!this.game.sealHand(seat).ok) this.stop(`the engine awaited no reseal of seat ${seat}'s hand`);
  }

  kindName(kind: number): string {
    return this.kinds[kind];
  }

  kindIndex(name: string): number {
    return this.kinds.indexOf(name);
  }

  seatOf(participant: number): number {
    return this.participantAt.indexOf(participant);
  }

  /** A hand shuffle is running and its steps are not all in: no chance draw until they are. */
  get shuffling(): boolean {
    return this.ledgerNow !== null && this.ledgerNow.due() !== null;
  }

  /** The public cards of `seat`, by kind index (what a hand shuffle puts in as fresh points). */
  private publicHand(seat: number): number[] {
    const hand = (this.game.view().players[seat] as { hand: Record<string, number> }).hand;
    return Array.from({ length: HAND_KINDS }, (_, k) => hand[this.kinds[k]] ?? 0);
  }

  /**
   * After every entry: a steal the engine waits for starts the shuffle of the victim's hand, and a hand
   * it waits to be resealed (before a face-down move, or a Master Merchant's look) its reseal; a departed
   * participant's steps are computed by every replica alike from its rebuilt seed; and who owes what
   * since when is brought up to date.
   */
  afterEntry(seq: number): void {
    const steal = this.game.stealParties();
    if (steal && !this.ledgerNow?.due() && !this.ledgerNow?.awaitingPick) {
      this.ledger.begin(this.participantAt[steal.victim], this.participantAt[steal.thief], this.publicHand(steal.victim));
    }
    const seal = this.game.pendingSeal();
    if (seal && this.ledger.shuffleNumber === null) {
      const owner = this.participantAt[seal.seat];
      const looker = seal.looker === null ? null : this.participantAt[seal.looker];
      this.ledger.beginReseal(owner, looker, this.publicHand(seal.seat), this.faceDown.keptOutOfReseal(owner));
    }
    if (!this.ledgerNow) return;
    for (let due = this.ledgerNow.due(); due && this.knownSeed(due.participant); due = this.ledgerNow.due()) {
      const seed = this.knownSeed(due.participant)!;
      // its mix needs no secret order (its seed is public now, and the others' mixes hide the order): a fixed one, the same on every replica
      this.ledgerNow.acceptRound(due.participant, this.ledgerNow.myStep(seed, FIXED_ORDER));
    }
    for (let p = 0; p < this.participantAt.length; p++) if (this.knownSeed(p)) this.answerFor(seq, p);
    this.absentHands?.revealDeparted(seq);
    const due = this.ledgerNow.due()?.participant;
    for (let p = 0; p < this.participantAt.length; p++) {
      const answer = this.monopolyKind !== null && this.game.owesMonopoly(this.seatOf(p));
      const owes = !this.knownSeed(p) && (due === p || answer || this.ledgerNow.owedBy(p).size > 0 || this.absentHands?.owesHand(p) === true);
      if (!owes) this.owing.delete(p);
      else if (!this.owing.has(p)) this.owing.set(p, seq);
    }
  }

  /**
   * A departed participant's Monopoly answer, made alike by every replica: its seed, rebuilt from its
   * escrow, opens the keys the others boxed to it, so its tokens read and their kind shows.
   */
  private answerFor(seq: number, p: number): void {
    const ledger = this.ledgerNow!;
    if (this.monopolyKind === null || !this.game.owesMonopoly(this.seatOf(p))) return;
    const seed = this.knownSeed(p)!;
    const secretKey = boxKeyPair(seed).secretKey;
    const reveals: HandReveal[] = [];
    for (const id of ledger.tokensOf(p)) {
      const reveal = openDepartedToken(ledger, (q) => this.knownSeed(q), p, id, secretKey);
      if (!reveal) return; // a key not to be had yet, or a false box: the audit names its sender
      if (reveal.kind === this.monopolyKind) reveals.push(reveal);
    }
    this.answerMonopoly(seq, p, reveals.slice(0, this.game.monopolyLeft(this.seatOf(p))));
  }

  /** Since which entry `p` has owed a hand-shuffle step or a boxed key, or null. */
  owedSince(p: number): number | null {
    return this.owing.get(p) ?? null;
  }

  /**
   * The steal's value was drawn and the engine took it: the position it names is the thief's token. A
   * shuffle whose steps are all in holds back every draw but its steal's, so this value is that steal's
   * (a Bishop's next steal may be pending already).
   */
  chanceSupplied(values: readonly number[]): void {
    if (this.ledgerNow?.awaitingPick) this.ledgerNow.settleAt(values[0]);
  }

  /** The kind a pending Monopoly's answers show, or null. */
  get monopoly(): number | null {
    return this.monopolyKind;
  }

  /** An action of the author's own: a Monopoly's kind (base, or C&K's Resource or Trade Monopoly) is what its answers will be held to. */
  noteAction(action: Action): void {
    const monopoly =
      (action.type === 'playDevelopment' && action.card === 'monopoly') ||
      (action.type === 'playProgress' && (action.card === 'resourceMonopoly' || action.card === 'tradeMonopoly'));
    if (monopoly && typeof action.kind === 'string') this.monopolyKind = this.kindIndex(action.kind);
    this.claimsNoCommodity = noCommodity(action);
  }

  acceptMessage(seq: number, author: number, m: HandCardMessage): string | null {
    switch (m.kind) {
      case 'hand': {
        const due = this.ledger.due();
        const shuffle = this.ledger.shuffleNumber; // a reseal settles with its last step
        const refused = this.ledger.acceptStep(author, m.step);
        if (!refused && due) this.entries.set(`${shuffle}:${due.round}:${author}`, seq);
        return refused;
      }
      case 'handShares': {
        const refused = this.ledger.acceptBoxes(author, m.to, m.boxes);
        if (!refused) for (const b of m.boxes) this.entries.set(`${author}>${tokenKey(b.at)}`, seq);
        return refused;
      }
      case 'monopoly':
        return this.answerMonopoly(seq, author, m.reveals);
      case 'handDispute':
        return this.dispute(author, m.from, m.at, m.key);
    }
  }

  /**
   * The holder shows that `from`'s box for token `at` held a wrong key: the pair's box key (which only
   * the two of them can make) opens the box for everyone. A box that holds the right key, or that does
   * not open with the key given, proves nothing (the audit settles the latter); a wrong key stops the
   * game naming `from`, as a wrong key share of a progress card does.
   */
  private dispute(author: number, from: number, at: TokenId, key: Uint8Array): string | null {
    const ledger = this.ledger;
    const box = ledger.boxesFor(author, at).find((b) => b.from === from);
    const commitment = ledger.commitment(from, at);
    if (!box || !commitment) return `no box from participant ${from} to participant ${author} for token ${tokenKey(at)}`;
    const share = openHandShareWithKey(box.sealed, key);
    if (!share) return 'dispute rejected: the box does not open with the key given (the end-of-game audit settles it)';
    if (tokenKey(share.at) === tokenKey(at) && shareMatches(share.scalar, commitment)) return 'dispute rejected: the box holds the right key';
    this.stop(`participant ${from} sent participant ${author} a wrong key for sealed resource token ${tokenKey(at)}`);
    return null;
  }

  /**
   * A Monopoly answer: every sealed card of the kind shown (each checked), up to what it still owes (C&K
   * takes 2 or 1 from each); when it shows fewer, the rest are claimed "none left" (audited at the end).
   */
  private answerMonopoly(seq: number, author: number, reveals: HandReveal[]): string | null {
    const seat = this.seatOf(author);
    const kind = this.monopolyKind;
    const left = this.game.monopolyLeft(seat);
    if (kind === null || left === 0) return `participant ${author} owes no Monopoly answer`;
    // its hand's cards are going into new tokens: the answer waits until the shuffle settles, or it would show a card twice
    if (this.ledger.shuffledHand === author) return `participant ${author}'s hand is being shuffled: its Monopoly answer waits until the shuffle settles`;
    if (reveals.length > left) return `a Monopoly answer gives at most ${left} cards, not ${reveals.length}`;
    const other = reveals.find((r) => r.kind !== kind);
    if (other) return `a Monopoly answer shows only ${this.kinds[kind]}, not token ${tokenKey(other.at)} as ${this.kinds[other.kind] ?? other.kind}`;
    const wrong = this.checkReveals(author, reveals);
    if (wrong) return wrong;
    const before = this.game.snapshot();
    for (const r of reveals) this.game.revealResource(seat, this.kinds[r.kind]);
    if (!this.game.answerMonopoly(seat).ok) {
      this.game.restore(before);
      return `participant ${author}'s Monopoly answer is refused by the engine`;
    }
    for (const r of reveals) this.ledger.spend(seq, author, r);
    if (reveals.length < left) this.ledger.noneLeft(seq, author, kind);
    return null;
  }

  private checkReveals(author: number, reveals: readonly HandReveal[]): string | null {
    if (new Set(reveals.map((r) => tokenKey(r.at))).size !== reveals.length) return 'a token is shown twice';
    for (const r of reveals) {
      const wrong = this.ledger.checkReveal(author, r);
      if (wrong) return `hand reveal: ${wrong}`;
    }
    return null;
  }

  /**
   * Before an action: the sealed cards it spends, shown beside it ("hand"), each checked against its
   * token and then made an ordinary card of its kind in the engine, whose own checks judge the action;
   * or the tokens it hands over face down ("handOver"), checked once the action is known (`prepare`).
   * The caller restores the game if the action is refused (`discard`), or keeps it (`commit`).
   */
  show(seq: number, author: number, json: Json | undefined, handOver?: Json): string | null {
    this.shown = { seq, author, reveals: [] };
    this.claimsNoCommodity = false;
    if (handOver !== undefined) {
      if (json !== undefined) return 'a face-down move shows no card: "hand" and "handOver" do not go together';
      try {
        this.shown.handOver = handOverFromJson(handOver);
      } catch (e) {
        return `handOver: ${(e as Error).message}`;
      }
      return null;
    }
    if (json === undefined) return null;
    let reveals: HandReveal[];
    try {
      reveals = handRevealsFromJson(json, this.participantAt.length);
    } catch (e) {
      return `hand reveal: ${(e as Error).message}`;
    }
    const wrong = this.checkReveals(author, reveals);
    if (wrong) return wrong;
    const seat = this.seatOf(author);
    for (const r of reveals) if (!this.game.revealResource(seat, this.kinds[r.kind]).ok) return `hand reveal: participant ${author} has no sealed card to show`;
    this.shown = { seq, author, reveals };
    return null;
  }

  /**
   * Right before the engine applies `action` of `seat` (the author's own, or a proxy's or stand-in's,
   * which names no tokens): the tokens a face-down move hands over are checked (faceDown.ts).
   */
  prepare(seq: number, seat: number, action: Action): string | null {
    const byAuthor = this.shown !== null && this.shown.seq === seq;
    return this.faceDown.prepare(seq, seat, action, byAuthor ? this.shown!.handOver : undefined, byAuthor);
  }

  /**
   * The action the reveals went with was applied: the tokens are spent. A Commercial Harbor answered
   * "none" says that none of its author's sealed cards is a commodity (the audit opens them).
   */
  commit(): void {
    const shown = this.shown;
    if (shown) for (const r of shown.reveals) this.ledger.spend(shown.seq, shown.author, r);
    if (shown && this.claimsNoCommodity) this.ledger.noneOf(shown.seq, shown.author, COMMODITY_KINDS, 'no commodity');
    this.shown = null;
    this.claimsNoCommodity = false;
  }

  /** The action was refused (the caller restored the game): the tokens stay sealed. */
  discard(): void {
    this.shown = null;
    this.claimsNoCommodity = false;
  }

  /** With every seed published: the audit of every hand shuffle, box and claim, as a failure with its entry, or null. */
  audit(seeds: readonly Uint8Array[]): { reason: string; entry: number | null } | null {
    if (!this.ledgerNow) return null;
    const result = this.ledgerNow.audit(seeds);
    if (!result) return null;
    if ('error' in result) return { reason: `hand audit: ${result.error.message}`, entry: this.entryOf(result.error) };
    const { claim, actual } = result;
    const held = actual === null ? 'no resource card' : this.kinds[actual];
    return {
      reason: `entry ${claim.entry}: participant ${claim.player} said "${claim.what}" of token ${tokenKey(claim.token)}, which is ${held}`,
      entry: claim.entry,
    };
  }

  /** The entry a failed step or box came in (the error names the player, the shuffle and the round or token). */
  private entryOf(e: CardError): number | null {
    if (e.player === null) return null;
    const token = /token (\d+\/\d+)/.exec(e.detail)?.[1];
    if (e.step === 'share' && token) return this.entries.get(`${e.player}>${token}`) ?? null;
    const shuffle = /hand shuffle (\d+)/.exec(e.detail)?.[1];
    const round = /(strip|mix|rekey)/.exec(e.detail)?.[1] ?? (/commitment/.test(e.detail) ? 'rekey' : null);
    return shuffle && round ? (this.entries.get(`${shuffle}:${round}:${e.player}`) ?? null) : null;
  }
}
