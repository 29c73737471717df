// The public side of private resource moves (docs/cards.md, "Private resource moves"), as every
// replica and the verifier would keep it: the running hand shuffle (whose step is due, each step
// checked at once for its form), the sealed tokens each participant holds, every reveal checked
// against its token, every claim a holder makes about its tokens, and at the end the audit that
// opens every token and names the first false step, box or claim. Participants are seat-ordered
// indices, as in the deal. Not wired into GameReplay yet: the card messages that carry a step, a
// reveal and a Monopoly answer are the next layer (docs/cards.md, "Not built").
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

  constructor(private readonly players: readonly PlayerPublic[]) {}

  get participants(): number {
    return this.players.length;
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
    for (const id of r.sealed) this.tokens.delete(tokenKey(id));
    const last = r.rekey.at(-1)!;
    const picked = pickPosition(beaconValue, last.points.length);
    const made = last.points.map((ciphertext, position) => {
      const id = { shuffle: r.shuffle, position };
      const holder = position === picked ? r.thief : r.victim;
      this.tokens.set(tokenKey(id), { id, holder, ciphertext, commitments: r.rekey.map((k) => k.commitments[position]) });
      return { id, holder };
    });
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
    const token = this.tokens.get(tokenKey(r.at));
    if (!token || token.holder !== author) return `participant ${author} holds no token ${tokenKey(r.at)}`;
    try {
      verifyHandReveal(r.kind, this.table, r.at, token, r.keys, author);
    } catch (e) {
      return e instanceof CardError ? e.message : String(e);
    }
    this.claims.push({ entry: seq, player: author, token: r.at, kinds: [r.kind], what: 'revealed' });
    this.tokens.delete(tokenKey(r.at));
    return null;
  }

  /** A Monopoly answer at `seq`: `author` says none of the tokens it keeps is of `kind` (for the audit). */
  noneLeft(seq: number, author: number, kind: number): void {
    const others = Array.from({ length: HAND_KINDS }, (_, k) => k).filter((k) => k !== kind);
    for (const id of this.tokensOf(author)) this.claims.push({ entry: seq, player: author, token: id, kinds: others, what: `no card of kind ${kind} left` });
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
  audit(seeds: readonly Uint8Array[], boxes: readonly SentHandShare[]): { error: CardError } | { claim: TokenClaim; actual: number | null } | null {
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
