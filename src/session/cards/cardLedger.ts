// The public side of a sealed game's progress decks, kept by every replica and by the verifier: the
// deal (pass 1 and pass 2 by each participant in order), every key share box sent, every reveal
// checked, and the seeds published at the end for the audit. It knows no secret, so every replica
// holds the same ledger; a replica's own keys and learnt cards live in its CardKeeper.
import type { CardMessage, ShareBox } from '../../protocol/cardBodies.js';
import {
  CardError,
  type CardTable,
  type CardTranscript,
  DECK_SIZE,
  type DeckShape,
  type Decks,
  type Pass2Output,
  type PlayerPublic,
  type PlayerSecrets,
  type Point,
  type Scalar,
  type SentShare,
  auditDeal,
  auditEscrows,
  auditShareBoxes,
  canonicalDecks,
  cardTable,
  deriveSecrets,
  openShareWithKey,
  auditReshuffle,
  generationKey,
  mixStep,
  pass2Step,
  pointToHex,
  rekeyStep,
  seedMismatch,
  shapeOf,
  shareMatches,
  stripStep,
  verifyReveal,
} from '../../protocol/cards/index.js';
import { Reshuffles } from './reshuffles.js';

export interface Slot {
  deck: number;
  position: number;
}

/** A token is deck * size + position: the progress decks' 18 unless told (a base game's one deck: its size). */
export const slotOf = (at: number, size = DECK_SIZE): Slot => ({ deck: Math.floor(at / size), position: at % size });

/** A box as the log carried it: the sender, whose key it holds, and the sealed bytes. */
export interface LoggedBox {
  from: number;
  owner: number;
  box: Uint8Array;
}

/** A deal step: pass 1 and the escrow of each seed by every participant in seat order, then pass 2. */
export type DealStep = 'pass1' | 'escrow' | 'pass2';

export interface CardAudit {
  /** cards[d][k]: the card at final position k of deck d. */
  cards: string[][];
  /** `${token}:${generation}` -> the card a re-shuffle put there. */
  reshuffled: Map<string, string>;
  boxes: number;
}

function distinct(decks: Decks, shape: DeckShape): boolean {
  const seen = new Set<string>();
  for (const deck of decks) for (const p of deck) seen.add(pointToHex(p));
  return seen.size === shape.decks * shape.size;
}

export class CardLedger {
  readonly table: CardTable;
  /** The decks dealt: 3 x 18 progress cards, or a base game's one development deck. */
  readonly shape: DeckShape;
  readonly keys: PlayerPublic[] = [];
  readonly pass1: Decks[] = [];
  readonly pass2: Pass2Output[] = [];
  /** escrows[p][j]: p's seed part boxed to j (null at j = p), once p has posted its escrow. */
  readonly escrows: (Uint8Array | null)[][] = [];
  /** The secrets of a participant who left: rebuilt from its escrow, or a public stand-in (departures.ts). */
  readonly known: (PlayerSecrets | null)[];
  /** Seq of the entry after which the next deal step became due (for blame). */
  dealDueSince: number;
  /** How often the deal started again (a step's input depends on it as well as on the steps so far). */
  restarts = 0;
  readonly reshuffles: Reshuffles;
  private readonly start: Decks;
  /** `${to}:${at}` -> the boxes that reached `to` for token `at`, in log order. */
  private readonly boxes = new Map<string, LoggedBox[]>();
  private readonly sent: SentShare[] = [];
  readonly seeds: (Uint8Array | null)[];
  revealsChecked = 0;
  /** Log entries of each participant's pass 1, pass 2 and seed, and of every box (for naming the bad entry). */
  private readonly entries = { pass1: [] as number[], escrow: [] as number[], pass2: [] as number[], seed: [] as number[] };
  /** `${deck}:${generation}:${participant}` -> that participant's latest re-shuffle step's entry. */
  private readonly reshuffleEntries = new Map<string, number>();
  private readonly boxEntries: { seq: number; from: number; deck: number; position: number }[] = [];
  /** An upheld dispute: who sent a wrong key share. The game cannot go on fairly after it. */
  fault: string | null = null;

  constructor(
    readonly participants: number,
    contents: readonly (readonly string[])[],
    startSeq = -1,
  ) {
    this.table = cardTable(contents);
    this.shape = shapeOf(this.table);
    this.start = canonicalDecks(this.table);
    this.seeds = new Array<Uint8Array | null>(participants).fill(null);
    this.known = new Array<PlayerSecrets | null>(participants).fill(null);
    this.dealDueSince = startSeq;
    this.reshuffles = new Reshuffles(participants);
  }

  /** Who owes the next step of the deal or of a running re-shuffle (both are "deal" dues). */
  dueStep(): number | null {
    return (this.nextStep() ?? this.reshuffles.nextStep())?.participant ?? null;
  }

  /** Re-shuffle one deck's pile (`tokens`, in token order) before any of it is dealt again. */
  startReshuffle(deck: number, tokens: number[], seq: number): void {
    this.reshuffles.start(
      deck,
      this.shape.size,
      tokens,
      tokens.map((at) => this.ciphertext(at)),
    );
    this.dealDueSince = seq;
    this.takeKnownSteps();
  }

  /** Participant p's key for token `at` in its current generation, from a known seed. */
  keyOf(secrets: PlayerSecrets, at: number): Scalar {
    const { deck, position } = this.slot(at);
    return generationKey(secrets.seed, deck, position, this.reshuffles.generationOf(at));
  }

  /** Deck and position of token `at`. */
  slot(at: number): Slot {
    return slotOf(at, this.shape.size);
  }

  /** Whose deal step comes next (pass 1, escrow, pass 2, each by every participant in order), or null once dealt. */
  nextStep(): { step: DealStep; participant: number } | null {
    if (this.pass1.length < this.participants) return { step: 'pass1', participant: this.pass1.length };
    if (this.escrows.length < this.participants) return { step: 'escrow', participant: this.escrows.length };
    if (this.pass2.length < this.participants) return { step: 'pass2', participant: this.pass2.length };
    return null;
  }

  /**
   * A participant who left is played from its seed from now on: the ledger takes its deal steps
   * itself (pass 1 without a shuffle: a public layer hides nothing, the others' layers do), and its
   * keys count as sent to everyone. Its seed stands in for the one it would publish at the end.
   */
  know(p: number, seed: Uint8Array): void {
    const secrets = deriveSecrets(seed, this.shape);
    this.known[p] = secrets;
    this.seeds[p] = secrets.seed;
    this.takeKnownSteps();
  }

  /** Drop the deal so far: it holds the secret pass-1 layer of someone whose escrow never came. */
  restartDeal(): void {
    this.restarts++;
    this.keys.length = 0;
    this.pass1.length = 0;
    this.escrows.length = 0;
    this.pass2.length = 0;
    this.takeKnownSteps();
  }

  private takeKnownSteps(): void {
    for (let next = this.reshuffles.nextStep(); next && this.known[next.participant]; next = this.reshuffles.nextStep()) {
      this.recordReshuffle(this.reshuffleStep(next.round, this.known[next.participant]!.seed, () => new Uint8Array(4)));
    }
    for (let next = this.nextStep(); next && this.known[next.participant]; next = this.nextStep()) {
      const secrets = this.known[next.participant]!;
      const decks = this.currentDecks();
      if (next.step === 'pass1') {
        if (this.keys.length === next.participant) this.keys.push(secrets.public);
        this.pass1.push(decks.map((deck, d) => deck.map((point) => point.multiply(secrets.shuffle[d]))));
      } else if (next.step === 'escrow') this.escrows.push(new Array<Uint8Array | null>(this.participants).fill(null));
      else this.pass2.push(pass2Step(decks, secrets));
    }
  }

  get dealt(): boolean {
    return this.pass2.length === this.participants;
  }

  /** The decks the next deal step starts from. */
  currentDecks(): Decks {
    if (this.pass2.length) return this.pass2[this.pass2.length - 1].decks;
    return this.pass1.length ? this.pass1[this.pass1.length - 1] : this.start;
  }

  ciphertext(at: number): Point {
    const { deck, position } = this.slot(at);
    return this.reshuffles.ciphertextOf(at) ?? this.pass2[this.participants - 1].decks[deck][position];
  }

  commitments(at: number): Point[] {
    const { deck, position } = this.slot(at);
    return this.reshuffles.commitmentsOf(at) ?? this.pass2.map((step) => step.commitments[deck][position]);
  }

  /** A participant's step of the running re-shuffle, from its seed (a known seed's mix has no secret order: `random`). */
  reshuffleStep(round: 'strip' | 'mix' | 'rekey', seed: Uint8Array, random: (n: number) => Uint8Array): CardMessage {
    const spec = this.reshuffles.running!;
    const points = this.reshuffles.points();
    if (round === 'rekey') {
      const out = rekeyStep(points, spec, seed);
      return { kind: 'reshuffle', round, points: out.points, commitments: out.commitments };
    }
    return { kind: 'reshuffle', round, points: round === 'strip' ? stripStep(points, spec, seed) : mixStep(points, spec, seed, random), commitments: null };
  }

  private recordReshuffle(m: CardMessage): void {
    if (m.kind !== 'reshuffle') return;
    // Keys sent for the old generation open nothing now: the new ones are owed again when dealt.
    for (const at of this.reshuffles.record(m.round, m.points, m.commitments)) {
      for (let to = 0; to < this.participants; to++) this.boxes.delete(`${to}:${at}`);
    }
  }

  /** The boxes that reached `to` for token `at`. */
  boxesTo(to: number, at: number): readonly LoggedBox[] {
    return this.boxes.get(`${to}:${at}`) ?? [];
  }

  /** Has `to` been sent participant `owner`'s key for token `at` (by anyone), or is the owner's seed known to all? */
  hasKey(to: number, at: number, owner: number): boolean {
    return this.known[owner] !== null || this.boxesTo(to, at).some((b) => b.owner === owner);
  }

  /** Records a card message by `author`, or says why it is rejected (nothing changes then). */
  accept(author: number, m: CardMessage, gameOver: boolean, seq = -1): string | null {
    const refused = this.record(author, m, gameOver, seq);
    if (refused) return refused;
    if (m.kind === 'pass1' || m.kind === 'pass2' || m.kind === 'escrow' || m.kind === 'reshuffle') this.dealDueSince = seq;
    if (m.kind === 'pass1' || m.kind === 'escrow' || m.kind === 'pass2' || m.kind === 'seed') this.entries[m.kind][author] = seq;
    this.takeKnownSteps();
    return null;
  }

  private record(author: number, m: CardMessage, gameOver: boolean, seq: number): string | null {
    switch (m.kind) {
      case 'pass1':
      case 'pass2': {
        const next = this.nextStep();
        if (!next || next.step !== m.kind) return `no ${m.kind} step is due`;
        if (next.participant !== author) return `${m.kind}: participant ${next.participant} deals next, not ${author}`;
        const decks = m.kind === 'pass1' ? m.decks : m.step.decks;
        // Pass 1 and pass 2 are bijections of distinct points: a repeat is a duplicated card.
        if (decks.length !== this.shape.decks || decks[0].length !== this.shape.size) {
          return `${m.kind}: need ${this.shape.decks} deck(s) of ${this.shape.size} points`;
        }
        if (m.kind === 'pass2' && (m.step.commitments.length !== this.shape.decks || m.step.commitments[0].length !== this.shape.size)) {
          return `pass2: need ${this.shape.decks} deck(s) of ${this.shape.size} commitments`;
        }
        if (!distinct(decks, this.shape)) return `${m.kind}: a deck repeats a point (a duplicated card)`;
        if (m.kind === 'pass1') {
          this.keys.push(m.keys);
          this.pass1.push(m.decks);
        } else this.pass2.push(m.step);
        return null;
      }
      case 'escrow': {
        const next = this.nextStep();
        if (next?.step !== 'escrow') return 'no escrow step is due';
        if (next.participant !== author) return `escrow: participant ${next.participant} deals next, not ${author}`;
        if (m.boxes.some((b, j) => (b === null) !== (j === author))) return 'escrow: one box for every other participant';
        this.escrows.push(m.boxes);
        return null;
      }
      case 'reshuffle': {
        const next = this.reshuffles.nextStep();
        if (!next || next.round !== m.round) return `no ${m.round} step of a re-shuffle is due`;
        if (next.participant !== author) return `reshuffle: participant ${next.participant} is due, not ${author}`;
        const size = this.reshuffles.running!.tokens.length;
        if (m.points.length !== size) return `reshuffle: ${size} points, one per token of the pile`;
        if (new Set(m.points.map(pointToHex)).size !== size) return 'reshuffle: a point repeats (a duplicated card)';
        const { deck, generation } = this.reshuffles.running!;
        this.reshuffleEntries.set(`${deck}:${generation}:${author}`, seq);
        this.recordReshuffle(m);
        return null;
      }
      case 'overdue':
      case 'release':
        return `${m.kind} is judged by the departures, not the ledger`;
      case 'hand':
      case 'handShares':
      case 'monopoly':
      case 'handDispute':
        return `${m.kind} is judged by the hand ledger (sealedHands.ts)`;
      case 'shares':
        return this.acceptShares(author, m.to, m.boxes, seq);
      case 'dispute':
        return this.acceptDispute(author, m.from, m.at, m.key);
      case 'seed': {
        if (!gameOver) return 'card seeds are published only when the game is over';
        if (!this.dealt) return 'no deal to audit';
        if (this.seeds[author]) return 'seed already published';
        const wrong = seedMismatch(m.seed, this.keys[author]);
        if (wrong) return `published card seed does not match the announced ${wrong}`;
        this.seeds[author] = m.seed;
        return null;
      }
    }
  }

  private acceptShares(from: number, to: number, boxes: ShareBox[], seq: number): string | null {
    if (!this.dealt) return 'key shares before the deal is complete';
    if (to === from) return 'key shares to oneself';
    const fresh = new Set<string>();
    for (const b of boxes) {
      if (b.of === to) return `box for token ${b.at} holds the recipient's own key`;
      const key = `${b.at}:${b.of}`;
      if (fresh.has(key) || this.boxesTo(to, b.at).some((x) => x.from === from && x.owner === b.of)) {
        return `key of participant ${b.of} for token ${b.at} already sent to ${to}`;
      }
      fresh.add(key);
    }
    for (const b of boxes) {
      const list = this.boxes.get(`${to}:${b.at}`) ?? [];
      list.push({ from, owner: b.of, box: b.box });
      this.boxes.set(`${to}:${b.at}`, list);
      const { deck, position } = this.slot(b.at);
      this.sent.push({ from, to, owner: b.of, deck, position, sealed: b.box, commitment: this.commitments(b.at)[b.of] });
      this.boxEntries.push({ seq, from, deck, position });
    }
    return null;
  }

  /**
   * `author` shows that a box from `from` for token `at` holds a wrong key: with the pair's shared key
   * anyone can open it (it opens only with the right key) and compare it with the owner's commitment.
   */
  private acceptDispute(author: number, from: number, at: number, key: Uint8Array): string | null {
    const box = this.boxesTo(author, at).find((b) => b.from === from);
    if (!box) return `no box from ${from} to ${author} for token ${at}`;
    const share = openShareWithKey(box.box, key);
    const { deck, position } = this.slot(at);
    const commitment = this.commitments(at)[box.owner];
    if (share && share.deck === deck && share.position === position && shareMatches(share.scalar, commitment)) {
      return 'dispute rejected: the box holds the right key';
    }
    // A box that does not open proves nothing here: the key may be wrong, or the box garbage. Only the
    // recipient's seed, published at the end, settles it (the audit opens every box).
    if (!share) return 'dispute rejected: the box does not open with the key given (the end-of-game audit settles it)';
    this.fault = `participant ${from} sent participant ${author} a wrong key for token ${at}`;
    return null;
  }

  /** A card play: the published shares must open the token to the card claimed. */
  checkReveal(author: number, at: number, card: string, shares: readonly Scalar[]): string | null {
    if (!this.dealt) return 'no card is dealt yet';
    const { deck, position } = this.slot(at);
    try {
      verifyReveal(card, this.table, { deck, position, ciphertext: this.ciphertext(at), shares, commitments: this.commitments(at) }, author);
      this.revealsChecked++;
      return null;
    } catch (e) {
      return e instanceof CardError ? e.message : String(e);
    }
  }

  get audited(): boolean {
    return this.dealt && this.seeds.every((s) => s !== null);
  }

  /** The log entry an audit error points at: the culprit's deal step, seed or box. */
  entryOf(e: CardError): number | null {
    if (e.player === null) return null;
    if (e.step === 'reshuffle') return this.reshuffleEntries.get(`${e.deck}:${/^generation (\d+)/.exec(e.detail)?.[1]}:${e.player}`) ?? null;
    if (e.step === 'pass1' || e.step === 'escrow' || e.step === 'pass2' || e.step === 'seed') return this.entries[e.step][e.player] ?? null;
    const box = this.boxEntries.find((b) => b.from === e.player && b.deck === e.deck && b.position === e.position);
    return box?.seq ?? null;
  }

  /** With every seed published: recompute the deal and open every box. Throws a CardError naming the culprit. */
  audit(): CardAudit {
    if (!this.audited)
      throw new CardError(
        'seed',
        this.seeds.findIndex((s) => !s),
        null,
        null,
        'seed not published',
      );
    const transcript: CardTranscript = { players: this.keys, pass1: this.pass1, pass2: this.pass2 };
    const seeds = this.seeds as Uint8Array[];
    const cards = auditDeal(this.table, transcript, seeds);
    auditShareBoxes(transcript, seeds, this.sent);
    auditEscrows(this.keys, seeds, this.escrows);
    const reshuffled = new Map<string, string>();
    for (const r of this.reshuffles.done) auditReshuffle(this.table, r, seeds).forEach((card, k) => reshuffled.set(`${r.tokens[k]}:${r.generation}`, card));
    return { cards, reshuffled, boxes: this.sent.length };
  }
}
