// The public side of private resource moves (docs/cards.md, "Private resource moves"), as every
// replica and the verifier would keep it: the running hand shuffle (whose step is due, each step
// checked at once for its form), the sealed tokens each participant holds, every reveal checked
// against its token, every claim a holder makes about its tokens, and at the end the audit that
// opens every token and names the first false step, box or claim. A shuffle is a steal's (the beacon
// picks the thief's position) or a reseal (a hand about to give cards face down: no pick, every
// position stays its owner's, and a Master Merchant's player may look at them all). Tokens change
// holder by id when handed over face down; every key of a token is owed boxed to its holder and to
// its looker, each recipient once per sender. Participants are seat-ordered indices, as in the deal.
// A game's log feeds it through SealedHands (sealedHands.ts).
import {
  CardError,
  HAND_KINDS,
  type HandReveal,
  type HandRound,
  type HandShuffleSpec,
  type HandShuffleTranscript,
  type PlayerPublic,
  type Point,
  ResourceCardTable,
  type SentHandShare,
  type TokenClaim,
  type TokenId,
  auditHandShareBoxes,
  auditHandShuffles,
  firstMisreport,
  handInput,
  handMixStep,
  handRekeyStep,
  handRoundFromJson,
  handSize,
  handStripStep,
  hasStrip,
  openHandToken,
  type Scalar,
  pickPosition,
  tokenKey,
  verifyHandReveal,
  type RandomBytes,
} from '../../protocol/cards/index.js';
import type { Json } from '../../protocol/canonicalJson.js';

interface Token {
  id: TokenId;
  holder: number;
  /** Who looks at the token besides its holder (a Master Merchant's player): owed every key too. */
  looker: number | null;
  ciphertext: Point;
  commitments: Point[];
}

interface Running extends HandShuffleTranscript {
  victim: number;
  /** The steal's thief, or null for a reseal (settled with no pick when its last step lands). */
  thief: number | null;
  looker: number | null;
  strip: Point[][];
  mix: Point[][];
  rekey: { points: Point[]; commitments: Point[] }[];
}

export type HandStep = { round: HandRound['round']; participant: number };

export class HandLedger {
  private readonly table = new ResourceCardTable();
  private readonly tokens = new Map<string, Token>();
  private readonly done: HandShuffleTranscript[] = [];
  private readonly claims: TokenClaim[] = [];
  private running: Running | null = null;
  /** Every key box a handShares message carried, for the holder and the audit. */
  readonly boxes: SentHandShare[] = [];
  /** `from>to>token` for every key boxed: a token's key goes to each recipient once per sender. */
  private readonly boxed = new Set<string>();

  constructor(
    private readonly players: readonly PlayerPublic[],
    /** A reseal of `owner`'s hand settled (its last step landed, or the hand was empty): the engine seals the hand at that entry. */
    private readonly onResealed: (owner: number) => void = () => {},
  ) {}

  get participants(): number {
    return this.players.length;
  }

  /** A participant's card keys (its box key: where its tokens' keys are boxed). */
  playerKeys(p: number): PlayerPublic {
    return this.players[p];
  }

  /** The tokens `p` holds, in the order they were made. */
  tokensOf(p: number): TokenId[] {
    return [...this.tokens.values()].filter((t) => t.holder === p).map((t) => t.id);
  }

  token(id: TokenId): Token | undefined {
    return this.tokens.get(tokenKey(id));
  }

  /**
   * A steal from `victim` by `thief`: its public cards (`known`, by kind, from the engine) and every
   * token it holds go into the next hand shuffle.
   */
  begin(victim: number, thief: number, known: readonly number[]): HandShuffleSpec {
    return this.start(victim, thief, null, known);
  }

  /**
   * A reseal of `owner`'s hand before it gives cards face down (or a Master Merchant's player, `looker`,
   * looks at it): the steal's shuffle without a pick. Every position stays the owner's, and every key of
   * each is owed to the owner and the looker. An empty hand has nothing to shuffle: it settles at once (null).
   * Tokens in `keep` stay out, with their ids.
   */
  beginReseal(owner: number, looker: number | null, known: readonly number[], keep: readonly TokenId[] = []): HandShuffleSpec | null {
    if (looker === owner) throw new Error('a hand is looked at by another player');
    const kept = new Set(keep.map(tokenKey));
    if (known.every((n) => n === 0) && this.tokensOf(owner).every((id) => kept.has(tokenKey(id)))) {
      if (this.running) throw new Error('a hand shuffle is already running');
      this.onResealed(owner);
      return null;
    }
    return this.start(owner, null, looker, known, kept);
  }

  /** `kept`: tokens of the hand left out of its shuffle (a Commercial Harbor's offered card, which may go back by its id). */
  private start(victim: number, thief: number | null, looker: number | null, known: readonly number[], kept = new Set<string>()): HandShuffleSpec {
    if (this.running) throw new Error('a hand shuffle is already running');
    if (known.length !== HAND_KINDS) throw new Error(`a hand is ${HAND_KINDS} counts`);
    const held = this.tokensOf(victim)
      .filter((id) => !kept.has(tokenKey(id)))
      .map((id) => this.tokens.get(tokenKey(id))!);
    const spec: HandShuffleSpec = { shuffle: this.done.length, known: [...known], sealed: held.map((t) => t.id) };
    const sealedInputs = held.map((t) => t.ciphertext);
    handInput(spec, sealedInputs); // checks the spec
    this.table.add(spec);
    this.running = { ...spec, sealedInputs, victim, thief, looker, strip: [], mix: [], rekey: [] };
    return spec;
  }

  /** The latest steal settled: who took a card from whom, and which position moved. */
  lastSteal: { victim: number; thief: number; token: TokenId } | null = null;

  /** Sealed tokens the game's shuffles made (each one opened by the audit). */
  get tokensMade(): number {
    return this.done.reduce((n, t) => n + handSize(t), 0);
  }

  /** The number of the running hand shuffle, or null. */
  get shuffleNumber(): number | null {
    return this.running?.shuffle ?? null;
  }

  /** The running shuffle is a reseal (no pick), or null when none runs. */
  get resealing(): { owner: number; looker: number | null } | null {
    const r = this.running;
    return r && r.thief === null ? { owner: r.victim, looker: r.looker } : null;
  }

  /** Whose hand the running shuffle (a steal's or a reseal, until it settles) takes in, or null. */
  get shuffledHand(): number | null {
    return this.running?.victim ?? null;
  }

  /** Whose step is due, or null (nothing running, or every step in: time to pick). */
  due(): HandStep | null {
    const r = this.running;
    if (!r) return null;
    const n = this.participants;
    if (hasStrip(r) && r.strip.length < n) return { round: 'strip', participant: r.strip.length };
    if (r.mix.length < n) return { round: 'mix', participant: r.mix.length };
    if (r.rekey.length < n) return { round: 'rekey', participant: r.rekey.length };
    return null;
  }

  /** The points the due step starts from. */
  private points(): Point[] {
    const r = this.running!;
    return r.rekey.at(-1)?.points ?? r.mix.at(-1) ?? r.strip.at(-1) ?? handInput(r, r.sealedInputs);
  }

  /** A participant's step, as its card message carries it: refused unless it is the step due, in form. */
  acceptStep(author: number, json: Json): string | null {
    const step = this.due();
    if (!step) return 'no hand shuffle step is due';
    if (author !== step.participant) return `participant ${step.participant}'s ${step.round} step is due, not participant ${author}'s`;
    let round: HandRound;
    try {
      round = handRoundFromJson(json, handSize(this.running!));
    } catch (e) {
      return (e as Error).message;
    }
    return this.acceptRound(author, round);
  }

  /** A participant's step, parsed (or computed by every replica from a departed participant's rebuilt seed). */
  acceptRound(author: number, round: HandRound): string | null {
    const step = this.due();
    if (!step || author !== step.participant) return `participant ${author}'s step is not due`;
    if (round.round !== step.round) return `a ${step.round} step is due, not a ${round.round} step`;
    const r = this.running!;
    if (round.round === 'rekey') r.rekey.push({ points: round.points, commitments: round.commitments! });
    else r[round.round].push(round.points);
    if (r.thief === null && this.due() === null) {
      this.finish(null);
      this.onResealed(r.victim);
    }
    return null;
  }

  /** My step when it is due: computed from my card seed. */
  myStep(seed: Uint8Array, random?: RandomBytes): HandRound {
    const step = this.due();
    if (!step) throw new Error('no hand shuffle step is due');
    const r = this.running!;
    const points = this.points();
    if (step.round === 'strip') return { round: 'strip', points: handStripStep(points, r, seed), commitments: null };
    if (step.round === 'mix') return { round: 'mix', points: handMixStep(points, r, seed, random), commitments: null };
    const out = handRekeyStep(points, r, seed);
    return { round: 'rekey', points: out.points, commitments: out.commitments };
  }

  /**
   * Every step in: the beacon value (drawn after the last rekey entered the log) picks the thief's
   * position; the other positions stay the victim's. Returns the new tokens: each holder is owed the
   * others' keys for its own.
   */
  settle(beaconValue: Uint8Array): { picked: number; tokens: { id: TokenId; holder: number }[] } {
    const r = this.running;
    if (!r || this.due()) throw new Error('the hand shuffle is not complete');
    return this.settleAt(pickPosition(beaconValue, handSize(r)));
  }

  /** A steal's hand shuffle is complete and every step in, so the steal's chance value may be drawn. */
  get awaitingPick(): boolean {
    return this.running !== null && this.running.thief !== null && this.due() === null;
  }

  /** As settle, with the position the beacon's value picked (the engine's steal draws it in [0, hand size)). */
  settleAt(picked: number): { picked: number; tokens: { id: TokenId; holder: number }[] } {
    const r = this.running;
    if (!r || r.thief === null || this.due()) throw new Error('the hand shuffle is not complete');
    const size = r.rekey.at(-1)!.points.length;
    if (!Number.isInteger(picked) || picked < 0 || picked >= size) throw new Error(`position ${picked} is not in a hand of ${size}`);
    this.lastSteal = { victim: r.victim, thief: r.thief, token: { shuffle: r.shuffle, position: picked } };
    return { picked, tokens: this.finish(picked) };
  }

  /** The running shuffle's outputs become tokens: position `picked` the thief's (none for a reseal), the others the owner's. */
  private finish(picked: number | null): { id: TokenId; holder: number }[] {
    const r = this.running!;
    const last = r.rekey.at(-1)!;
    for (const id of r.sealed) this.tokens.delete(tokenKey(id));
    const made = last.points.map((ciphertext, position) => {
      const id = { shuffle: r.shuffle, position };
      const holder = position === picked && r.thief !== null ? r.thief : r.victim;
      const commitments = r.rekey.map((k) => k.commitments[position]);
      this.tokens.set(tokenKey(id), { id, holder, looker: r.looker, ciphertext, commitments });
      return { id, holder };
    });
    this.done.push({ shuffle: r.shuffle, known: r.known, sealed: r.sealed, sealedInputs: r.sealedInputs, strip: r.strip, mix: r.mix, rekey: r.rekey });
    this.running = null;
    return made;
  }

  /**
   * A sealed card shown at entry `seq` by `author`: it must hold the token, and the keys must open it
   * to the kind claimed (checked against the commitments). The token is gone from then on; its kind is
   * for the engine (`revealResource`).
   */
  reveal(seq: number, author: number, r: HandReveal): string | null {
    const wrong = this.checkReveal(author, r);
    if (!wrong) this.spend(seq, author, r);
    return wrong;
  }

  /** Why `r` is not a true reveal of a token `author` holds, or null; nothing changes. */
  checkReveal(author: number, r: HandReveal): string | null {
    const token = this.tokens.get(tokenKey(r.at));
    if (!token || token.holder !== author) return `participant ${author} holds no token ${tokenKey(r.at)}`;
    // a token the running shuffle took in becomes a new token when it settles: shown now, it would be counted twice
    if (this.running?.sealed.some((id) => tokenKey(id) === tokenKey(r.at)))
      return `token ${tokenKey(r.at)} is in hand shuffle ${this.running.shuffle}, still running`;
    try {
      verifyHandReveal(r.kind, this.table, r.at, token, r.keys, author);
    } catch (e) {
      return e instanceof CardError ? e.message : String(e);
    }
    return null;
  }

  /** A reveal checked by checkReveal and applied: the token is a public card from now on. */
  spend(seq: number, author: number, r: HandReveal): void {
    this.claims.push({ entry: seq, player: author, token: r.at, kinds: [r.kind], what: 'revealed' });
    this.tokens.delete(tokenKey(r.at));
  }

  /**
   * Why `from` may not hand `ids` over face down now, or null; nothing changes. Each must be a token it
   * holds, each once, and no hand shuffle may be running (a token handed over from a hand still being
   * resealed would keep the ids its observers could follow).
   */
  checkHandOver(from: number, ids: readonly TokenId[]): string | null {
    if (this.running) return `hand shuffle ${this.running.shuffle} is still running: no card changes hands face down until it settles`;
    const seen = new Set<string>();
    for (const id of ids) {
      const k = tokenKey(id);
      if (seen.has(k)) return `token ${k} is handed over twice`;
      seen.add(k);
      if (this.tokens.get(k)?.holder !== from) return `participant ${from} holds no token ${k}`;
    }
    return null;
  }

  /**
   * Tokens checked by checkHandOver change holder: every other participant, the previous holder
   * included, owes its key of each to `to` from now on (owedBy). A look at them ends (its taker has them).
   */
  handOver(from: number, to: number, ids: readonly TokenId[]): void {
    const wrong = this.checkHandOver(from, ids);
    if (wrong) throw new Error(wrong);
    for (const id of ids) {
      const token = this.tokens.get(tokenKey(id))!;
      token.holder = to;
      token.looker = null;
    }
  }

  /** The tokens `looker` looks at (a Master Merchant's look at a resealed hand). */
  lookedBy(looker: number): TokenId[] {
    return [...this.tokens.values()].filter((t) => t.looker === looker).map((t) => t.id);
  }

  /** The look at `looker`'s tokens ends (the take is made): their keys are owed to it no longer. */
  endLook(looker: number): void {
    for (const t of this.tokens.values()) if (t.looker === looker) t.looker = null;
  }

  /**
   * At `seq` `author` says token `id` is one of `kinds` ("a resource" for a Commercial Harbor's offer,
   * "a commodity" for its reply), unseen by anyone but the two: the audit opens it (firstMisreport).
   */
  claimClass(seq: number, author: number, id: TokenId, kinds: readonly number[], what: string): void {
    this.claims.push({ entry: seq, player: author, token: id, kinds, what });
  }

  /** The holder reads a token with every participant's key (checked against the commitments). */
  open(id: TokenId, keys: readonly Scalar[]): number {
    const token = this.tokens.get(tokenKey(id));
    if (!token) throw new Error(`no token ${tokenKey(id)}`);
    return openHandToken(this.table, id, token, keys);
  }

  /** A Monopoly answer at `seq`: `author` says none of the tokens it keeps is of `kind` (for the audit). */
  noneLeft(seq: number, author: number, kind: number): void {
    this.noneOf(seq, author, [kind], `no card of kind ${kind} left`);
  }

  /** At `seq` `author` says none of the tokens it keeps is of any of `kinds` (a Commercial Harbor's "no commodity"), for the audit. */
  noneOf(seq: number, author: number, kinds: readonly number[], what: string): void {
    const others = Array.from({ length: HAND_KINDS }, (_, k) => k).filter((k) => !kinds.includes(k));
    for (const id of this.tokensOf(author)) this.claims.push({ entry: seq, player: author, token: id, kinds: others, what });
  }

  /** The recipients of every key of `t` but their own: its holder and its looker. */
  private recipients(t: Token): number[] {
    return t.looker === null ? [t.holder] : [t.holder, t.looker];
  }

  /**
   * `from`'s boxed keys for tokens `to` holds or looks at: refused unless every token is owed to `to`,
   * `from` is not `to`, and `from` has not boxed that token's key to `to` before. The boxes themselves
   * are opened by the recipient, and by the audit with the seeds.
   */
  acceptBoxes(from: number, to: number, boxes: readonly { at: TokenId; box: Uint8Array }[]): string | null {
    if (from === to) return 'nobody boxes its key to itself';
    const keys = new Set<string>();
    for (const { at } of boxes) {
      const k = tokenKey(at);
      const token = this.tokens.get(k);
      if (!token || !this.recipients(token).includes(to)) return `token ${k} is not participant ${to}'s, nor looked at by it`;
      if (keys.has(k) || this.boxed.has(`${from}>${to}>${k}`)) return `participant ${from} boxed its key of token ${k} to participant ${to} already`;
      keys.add(k);
    }
    for (const { at, box } of boxes) {
      this.boxed.add(`${from}>${to}>${tokenKey(at)}`);
      this.boxes.push({ from, to, at, sealed: box });
    }
    return null;
  }

  /** Tokens whose holder or looker is still owed `from`'s key, by recipient (a withheld look is owed like a withheld key). */
  owedBy(from: number): Map<number, TokenId[]> {
    const out = new Map<number, TokenId[]>();
    for (const t of this.tokens.values()) {
      for (const to of this.recipients(t)) {
        if (to === from || this.boxed.has(`${from}>${to}>${tokenKey(t.id)}`)) continue;
        out.set(to, [...(out.get(to) ?? []), t.id]);
      }
    }
    return out;
  }

  /** The boxes that reached `to` for token `id`. */
  boxesFor(to: number, id: TokenId): SentHandShare[] {
    const k = tokenKey(id);
    return this.boxes.filter((b) => b.to === to && tokenKey(b.at) === k);
  }

  /** The commitment a holder's key from `from` must match. */
  commitment(from: number, id: TokenId): Point | undefined {
    return this.done[id.shuffle]?.rekey[from]?.commitments[id.position];
  }

  /**
   * With every seed published: every shuffle recomputed, every box opened, every claim compared with
   * its token's card. Null when all hold; otherwise the first fault (a step or box as a CardError, or
   * the first false claim with its entry).
   */
  audit(
    seeds: readonly Uint8Array[],
    boxes: readonly SentHandShare[] = this.boxes,
  ): { error: CardError } | { claim: TokenClaim; actual: number | null } | null {
    try {
      const kinds = auditHandShuffles(this.done, seeds, new ResourceCardTable());
      auditHandShareBoxes(this.players, seeds, boxes, (from, id) => this.commitment(from, id));
      const lie = firstMisreport(this.claims, kinds);
      return lie ? { claim: lie, actual: lie.actual } : null;
    } catch (e) {
      if (e instanceof CardError) return { error: e };
      throw e;
    }
  }
}
