// One participant's private side of private resource moves (docs/cards.md, "Private resource moves"):
// its hand-shuffle steps from its card seed, the keys of every token others hold boxed to them, the
// kinds of its own tokens read from the boxes that reached it (and taught to its own engine, outside
// the hash), the reveals an action of its own carries, and its Monopoly answer. As a Master Merchant's
// player it reads the hand it looks at (every key of it is boxed to it too) and teaches its engine
// (`learnLooked`); and it turns its own kind-based intent for a face-down move (a Wedding's gift, the
// take, a Commercial Harbor's card) into the face-down action and the tokens of those kinds.
import type { Action, Game } from '../../engine/types.js';
import { revealsFor } from '../../engine/sealedHands.js';
import type { CardMessage } from '../../protocol/cardBodies.js';
import { handRoundToJson } from '../../protocol/cards/wire.js';
import {
  type HandReveal,
  type PlayerSecrets,
  type RandomBytes,
  type Scalar,
  type TokenId,
  disputeKey,
  handKey,
  receiveHandShare,
  sealHandShare,
  systemRandom,
  tokenKey,
} from '../../protocol/cards/index.js';
import type { SealedHands } from './sealedHands.js';
import { COMMODITY_KINDS, RESOURCE_KINDS } from './faceDown.js';

interface Read {
  id: TokenId;
  kind: number;
  keys: Scalar[];
}

/** A face-down move ready to sign: the action and the tokens it hands over. */
export interface FaceDownMove {
  action: Action;
  handOver: TokenId[];
}

const isCards = (v: unknown): v is Record<string, number> => typeof v === 'object' && v !== null && !Array.isArray(v);

export class HandKeeper {
  /** tokenKey -> the kind I read and every participant's key (what a reveal publishes). */
  private readonly read = new Map<string, Read>();
  /** tokenKey -> a token of the hand I look at (a Master Merchant's), read with every key. */
  private readonly looked = new Map<string, Read>();
  /** Looked tokens my engine has been taught (`learnLooked`). */
  private readonly taughtLooks = new Set<string>();
  private readonly sharedKeys = new Map<number, Uint8Array>();
  private pendingStep: { key: string; message: CardMessage } | null = null;

  constructor(
    readonly me: number,
    private readonly secrets: PlayerSecrets,
    readonly moves: SealedHands,
    private readonly random: RandomBytes = systemRandom,
  ) {}

  /** My hand-shuffle step, when it is due (computed once: the duty asks on every entry until it lands). */
  step(): CardMessage | null {
    const ledger = this.moves.ledger;
    const due = ledger.due();
    if (due?.participant !== this.me) return null;
    const key = `${ledger.shuffleNumber}:${due.round}`;
    if (this.pendingStep?.key !== key)
      this.pendingStep = { key, message: { kind: 'hand', step: handRoundToJson(ledger.myStep(this.secrets.seed, this.random)) } };
    return this.pendingStep.message;
  }

  /** My key of every token another participant holds and has not had my box for. */
  owedShares(): CardMessage[] {
    const out: CardMessage[] = [];
    for (const [to, ids] of this.moves.ledger.owedBy(this.me)) {
      const boxes = ids.map((at) => ({
        at,
        box: sealHandShare(
          { at, scalar: handKey(this.secrets.seed, at.shuffle, at.position) },
          this.secrets.box.secretKey,
          this.moves.ledger.playerKeys(to).boxPublicKey,
          this.random,
        ),
      }));
      out.push({ kind: 'handShares', to, boxes });
    }
    return out;
  }

  private sharedKey(from: number): Uint8Array {
    let key = this.sharedKeys.get(from);
    if (!key) {
      key = disputeKey(this.moves.ledger.playerKeys(from).boxPublicKey, this.secrets.box.secretKey);
      this.sharedKeys.set(from, key);
    }
    return key;
  }

  /**
   * Reads every token of mine, and of the hand I look at, whose keys have all come; forgets the ones I
   * no longer hold or look at. A box that holds a wrong key yields the dispute to post (the pair's box
   * key opens it for everyone).
   */
  learn(): CardMessage | null {
    const ledger = this.moves.ledger;
    return this.readInto(this.read, ledger.tokensOf(this.me)) ?? this.readInto(this.looked, ledger.lookedBy(this.me));
  }

  private readInto(into: Map<string, Read>, ids: readonly TokenId[]): CardMessage | null {
    const ledger = this.moves.ledger;
    const held = new Set(ids.map(tokenKey));
    for (const k of into.keys()) if (!held.has(k)) into.delete(k);
    const n = ledger.participants;
    for (const id of ids) {
      if (into.has(tokenKey(id))) continue;
      const keys = new Array<Scalar | undefined>(n).fill(undefined);
      keys[this.me] = handKey(this.secrets.seed, id.shuffle, id.position);
      for (let owner = 0; owner < n; owner++) {
        const seed = owner === this.me ? null : this.moves.knownSeed(owner); // a departed participant's key, from its rebuilt seed
        if (seed) keys[owner] = handKey(seed, id.shuffle, id.position);
      }
      for (const b of ledger.boxesFor(this.me, id)) {
        if (keys[b.from] !== undefined) continue;
        try {
          keys[b.from] = receiveHandShare({
            sealed: b.sealed,
            from: b.from,
            at: id,
            sharedKey: this.sharedKey(b.from),
            commitment: ledger.commitment(b.from, id)!,
          });
        } catch {
          return { kind: 'handDispute', from: b.from, at: id, key: this.sharedKey(b.from) };
        }
      }
      if (keys.some((k) => k === undefined)) continue;
      const complete = keys as Scalar[];
      into.set(tokenKey(id), { id, kind: ledger.open(id, complete), keys: complete });
    }
    return null;
  }

  /** Every token I hold has been read (a Monopoly answer waits for it: "none left" must be true). */
  get readAll(): boolean {
    return this.moves.ledger.tokensOf(this.me).every((id) => this.read.has(tokenKey(id)));
  }

  /** Tells my engine the kinds of my sealed cards it does not know yet (outside the hash; never another seat's). */
  teach(game: Game, seat: number): void {
    game.claimSealedSeat(seat);
    const known = game.knownSealed(seat);
    const counts = new Map<number, number>();
    for (const { kind } of this.read.values()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    for (const [kind, n] of counts) {
      const name = this.moves.kindName(kind);
      for (let i = known[name] ?? 0; i < n; i++) game.learnResource(seat, name);
    }
    for (const k of this.taughtLooks) if (!this.looked.has(k)) this.taughtLooks.delete(k);
    const target = this.lookedTarget();
    if (target === null) return;
    for (const [k, r] of this.looked) {
      if (this.taughtLooks.has(k)) continue;
      game.learnLooked(target.seat, this.moves.kindName(r.kind));
      this.taughtLooks.add(k);
    }
  }

  /** The hand I look at (a Master Merchant's), its holder's participant and seat, or null. */
  private lookedTarget(): { participant: number; seat: number } | null {
    const first = this.looked.values().next().value;
    const holder = first && this.moves.ledger.token(first.id)?.holder;
    return holder === undefined ? null : { participant: holder, seat: this.moves.seatOf(holder) };
  }

  /** What I saw of the hand I look at, by kind name (every token read so far), and whose it is; null when I look at none. */
  lookedHand(): { participant: number; cards: Record<string, number>; sealed: number } | null {
    const target = this.lookedTarget();
    if (target === null) return null;
    const cards: Record<string, number> = {};
    for (const { kind } of this.looked.values()) cards[this.moves.kindName(kind)] = (cards[this.moves.kindName(kind)] ?? 0) + 1;
    return { participant: target.participant, cards, sealed: this.moves.ledger.lookedBy(this.me).length - this.looked.size };
  }

  /**
   * My kind-based intent for a face-down move as its face-down action and the tokens of those kinds: a
   * Wedding's `giveCards {cards}` and a Harbor's `commercialHarborOffer {player, kind}` or `commercialHarborReply
   * {kind}` from my own read tokens, a Master Merchant's `takeCards {take}` from the hand I look at. Null
   * for any other action; throws when I have not read tokens of those kinds (their keys are on their way).
   */
  faceDownFor(action: Action): FaceDownMove | null {
    const { type } = action;
    if (type === 'giveCards' && isCards(action.cards)) return this.move({ type }, this.read, action.cards);
    if (type === 'takeCards' && isCards(action.take)) return this.move({ type }, this.looked, action.take);
    if (type === 'commercialHarborOffer' && typeof action.kind === 'string')
      return this.move({ type, player: action.player } as Action, this.read, { [action.kind]: 1 });
    if (type === 'commercialHarborReply' && typeof action.kind === 'string') return this.move({ type, faceDown: true }, this.read, { [action.kind]: 1 });
    return null;
  }

  /**
   * The tokens my own face-down choice names when it names no kinds: for a Harbor's card one I read of
   * the class it is said to be (a resource offered, a commodity in reply; the audit holds me to it),
   * otherwise the fixed rule's (`byRule`, my first in id order).
   */
  tokensForFaceDown(action: Action, byRule: TokenId[]): TokenId[] {
    const kinds = action.type === 'commercialHarborOffer' ? RESOURCE_KINDS : action.type === 'commercialHarborReply' ? COMMODITY_KINDS : null;
    if (!kinds) return byRule;
    const card = [...this.read.values()].find((r) => kinds.includes(r.kind));
    if (!card) throw new Error(`no ${kinds === RESOURCE_KINDS ? 'resource' : 'commodity'} of mine is read to hand over face down`);
    return [card.id];
  }

  private move(action: Action, from: Map<string, Read>, cards: Record<string, number>): FaceDownMove {
    const handOver: TokenId[] = [];
    for (const [name, n] of Object.entries(cards)) {
      const kind = this.moves.kindIndex(name);
      const tokens = [...from.values()].filter((r) => r.kind === kind).slice(0, n);
      if (tokens.length < n) throw new Error(`${n} ${name} to hand over face down, ${tokens.length} read`);
      handOver.push(...tokens.map((r) => r.id));
    }
    return { action, handOver };
  }

  private revealsOfKind(kind: number, count: number): HandReveal[] {
    return [...this.read.values()]
      .filter((r) => r.kind === kind)
      .slice(0, count)
      .map((r) => ({ at: r.id, kind: r.kind, keys: r.keys }));
  }

  /** The reveals my action carries: the fewest of my read sealed cards that make it legal (none when public cards do). */
  revealsFor(game: Game, seat: number, action: Action): HandReveal[] {
    const need = revealsFor(game, seat, action) ?? {};
    return Object.entries(need).flatMap(([name, n]) => this.revealsOfKind(this.moves.kindIndex(name), n));
  }

  /** My answer to a Monopoly I owe one to: every sealed card of its kind (up to what I still owe), once I can read them all. */
  monopolyAnswer(game: Game, seat: number): CardMessage | null {
    const kind = this.moves.monopoly;
    const left = game.monopolyLeft(seat);
    if (kind === null || left === 0 || !this.readAll || this.moves.ledger.shuffledHand === this.me) return null;
    return { kind: 'monopoly', reveals: this.revealsOfKind(kind, left) };
  }
}
