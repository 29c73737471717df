// One participant's private side of private resource moves (docs/cards.md, "Private resource moves"):
// its hand-shuffle steps from its card seed, the keys of every token others hold boxed to them, the
// kinds of its own tokens read from the boxes that reached it (and taught to its own engine, outside
// the hash), the reveals an action of its own carries, and its Monopoly answer.
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

export class HandKeeper {
  /** tokenKey -> the kind I read and every participant's key (what a reveal publishes). */
  private readonly read = new Map<string, { id: TokenId; kind: number; keys: Scalar[] }>();
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
   * Reads every token of mine whose keys have all come; forgets the ones I no longer hold. A box that
   * holds a wrong key yields the dispute to post (the pair's box key opens it for everyone).
   */
  learn(): CardMessage | null {
    const ledger = this.moves.ledger;
    const mine = ledger.tokensOf(this.me);
    const held = new Set(mine.map(tokenKey));
    for (const k of this.read.keys()) if (!held.has(k)) this.read.delete(k);
    const n = ledger.participants;
    for (const id of mine) {
      if (this.read.has(tokenKey(id))) continue;
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
      this.read.set(tokenKey(id), { id, kind: ledger.open(id, complete), keys: complete });
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
    if (kind === null || left === 0 || !this.readAll) return null;
    return { kind: 'monopoly', reveals: this.revealsOfKind(kind, left) };
  }
}
