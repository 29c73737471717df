// The public side of private resource moves (docs/cards.md, "Private resource moves"), as every
// replica and the verifier would keep it: the running hand shuffle (whose step is due, each step
// checked at once for its form), the sealed tokens each participant holds, every reveal checked
// against its token, every claim a holder makes about its tokens, and at the end the audit that
// opens every token and names the first false step, box or claim. Participants are seat-ordered
// indices, as in the deal. A game's log feeds it through SealedHands (sealedHands.ts).
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
  ciphertext: Point;
  commitments: Point[];
}

interface Running extends HandShuffleTranscript {
  victim: number;
  thief: number;
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
  private readonly boxed = new Set<string>();

  constructor(private readonly players: readonly PlayerPublic[]) {}

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
    if (this.running) throw new Error('a hand shuffle is already running');
    if (known.length !== HAND_KINDS) throw new Error(`a hand is ${HAND_KINDS} counts`);
    const held = this.tokensOf(victim).map((id) => this.tokens.get(tokenKey(id))!);
    const spec: HandShuffleSpec = { shuffle: this.done.length, known: [...known], sealed: held.map((t) => t.id) };
    const sealedInputs = held.map((t) => t.ciphertext);
    handInput(spec, sealedInputs); // checks the spec
    this.table.add(spec);
    this.running = { ...spec, sealedInputs, victim, thief, strip: [], mix: [], rekey: [] };
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

  /** The hand shuffle is complete and every step in, so the steal's chance value may be drawn. */
  get awaitingPick(): boolean {
    return this.running !== null && this.due() === null;
  }

  /** As settle, with the position the beacon's value picked (the engine's steal draws it in [0, hand size)). */
  settleAt(picked: number): { picked: number; tokens: { id: TokenId; holder: number }[] } {
    const r = this.running;
    if (!r || this.due()) throw new Error('the hand shuffle is not complete');
    const last = r.rekey.at(-1)!;
    if (!Number.isInteger(picked) || picked < 0 || picked >= last.points.length)
      throw new Error(`position ${picked} is not in a hand of ${last.points.length}`);
    for (const id of r.sealed) this.tokens.delete(tokenKey(id));
    const made = last.points.map((ciphertext, position) => {
      const id = { shuffle: r.shuffle, position };
      const holder = position === picked ? r.thief : r.victim;
      this.tokens.set(tokenKey(id), { id, holder, ciphertext, commitments: r.rekey.map((k) => k.commitments[position]) });
      return { id, holder };
    });
    this.lastSteal = { victim: r.victim, thief: r.thief, token: { shuffle: r.shuffle, position: picked } };
    this.done.push({ shuffle: r.shuffle, known: r.known, sealed: r.sealed, sealedInputs: r.sealedInputs, strip: r.strip, mix: r.mix, rekey: r.rekey });
    this.running = null;
    return { picked, tokens: made };
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

  /**
   * `from`'s boxed keys for tokens `to` holds: refused unless every token is `to`'s now, `from` is not
   * `to`, and `from` has not boxed that token's key before. The boxes themselves are opened by the
   * holder, and by the audit with the seeds.
   */
  acceptBoxes(from: number, to: number, boxes: readonly { at: TokenId; box: Uint8Array }[]): string | null {
    if (from === to) return 'nobody boxes its key to itself';
    const keys = new Set<string>();
    for (const { at } of boxes) {
      const k = tokenKey(at);
      if (this.tokens.get(k)?.holder !== to) return `token ${k} is not participant ${to}'s`;
      if (keys.has(k) || this.boxed.has(`${from}>${k}`)) return `participant ${from} boxed its key of token ${k} already`;
      keys.add(k);
    }
    for (const { at, box } of boxes) {
      this.boxed.add(`${from}>${tokenKey(at)}`);
      this.boxes.push({ from, to, at, sealed: box });
    }
    return null;
  }

  /** Tokens whose holder is still owed `from`'s key, by holder. */
  owedBy(from: number): Map<number, TokenId[]> {
    const out = new Map<number, TokenId[]>();
    for (const t of this.tokens.values()) {
      if (t.holder === from || this.boxed.has(`${from}>${tokenKey(t.id)}`)) continue;
      out.set(t.holder, [...(out.get(t.holder) ?? []), t.id]);
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
