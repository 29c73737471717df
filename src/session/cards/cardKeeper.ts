// One participant's private side of the progress decks: its card seed (derived from its identity, so
// a reloaded tab recovers it from the seat it already stores), its deal steps, the key shares it owes
// other players, the cards it has learnt and the shares it publishes when it plays one.
import nacl from '../../protocol/nacl.js';
import type { CardMessage, ShareBox } from '../../protocol/cardBodies.js';
import {
  type PlayerSecrets,
  type RandomBytes,
  type Scalar,
  decryptCard,
  deriveSecrets,
  disputeKey,
  openShareWithKey,
  pass1Step,
  pass2Step,
  sealEscrowPart,
  sealShare,
  shareMatches,
  splitSeed,
  systemRandom,
} from '../../protocol/cards/index.js';
import { concatBytes, utf8 } from '../../protocol/bytes.js';
import type { CardLedger, DealStep } from './cardLedger.js';

/** The card seed: one-way from the identity seed, so publishing it at the end reveals nothing else. */
export function cardSeedOf(identitySeed: Uint8Array): Uint8Array {
  return nacl.hash(concatBytes(utf8('hexknights/card-seed/v1'), identitySeed)).slice(0, 32);
}

export interface Holding {
  participant: number;
  tokens: readonly number[];
}

export class CardKeeper {
  readonly secrets: PlayerSecrets;
  /** token -> the card and every participant's key for it (what a play publishes). */
  /** token -> what I learnt of it, in the key generation it had then (a re-shuffle makes it stale). */
  private readonly learnt = new Map<number, { card: string; shares: Scalar[]; generation: number }>();
  private readonly sharedKeys = new Map<number, Uint8Array>();
  private pendingStep: { key: string; message: CardMessage } | null = null;

  constructor(
    readonly me: number,
    seed: Uint8Array,
    readonly ledger: CardLedger,
    private readonly random: RandomBytes = systemRandom,
  ) {
    this.secrets = deriveSecrets(seed, ledger.shape);
  }

  /** My deal step, if it is due (computed once per step: the duty asks on every entry and tick until it lands). */
  dealStep(): CardMessage | null {
    const { restarts, pass1, escrows, pass2, reshuffles } = this.ledger;
    const next = this.ledger.nextStep();
    const reshuffle = next ? null : reshuffles.nextStep();
    if ((next ?? reshuffle)?.participant !== this.me) return null;
    const r = reshuffles.running;
    const key = `${restarts}:${pass1.length}:${escrows.length}:${pass2.length}:${r ? `${r.deck}/${r.generation}/${r.strip.length}/${r.mix.length}/${r.rekey.length}` : ''}`;
    if (this.pendingStep?.key !== key) {
      const message = next ? this.computeStep(next.step) : this.ledger.reshuffleStep(reshuffle!.round, this.secrets.seed, this.random);
      this.pendingStep = { key, message };
    }
    return this.pendingStep.message;
  }

  private computeStep(step: DealStep): CardMessage {
    const decks = this.ledger.currentDecks();
    switch (step) {
      case 'pass1':
        return { kind: 'pass1', keys: this.secrets.public, decks: pass1Step(decks, this.secrets, this.random) };
      case 'escrow':
        return this.escrow();
      case 'pass2':
        return { kind: 'pass2', step: pass2Step(decks, this.secrets) };
    }
  }

  /** My seed in n - 1 parts that XOR to it, one boxed to each other participant (escrow.ts). */
  private escrow(): CardMessage {
    const n = this.ledger.participants;
    const parts = splitSeed(this.secrets.seed, n - 1, this.random);
    const boxes = Array.from({ length: n }, (_, j) =>
      j === this.me ? null : sealEscrowPart(this.me, j, parts.shift()!, this.secrets.box.secretKey, this.ledger.keys[j].boxPublicKey, this.random),
    );
    return { kind: 'escrow', boxes };
  }

  /** The pair key that opens `owner`'s escrow box to me: published when the owner has left for good. */
  release(owner: number): CardMessage {
    return { kind: 'release', of: owner, key: this.sharedKey(owner) };
  }

  private myShare(at: number): Scalar {
    return this.ledger.keyOf(this.secrets, at);
  }

  private current(at: number) {
    const known = this.learnt.get(at);
    return known && known.generation === this.ledger.reshuffles.generationOf(at) ? known : undefined;
  }

  private seal(at: number, owner: number, share: Scalar, to: number): ShareBox {
    const { deck, position } = this.ledger.slot(at);
    const box = sealShare({ deck, position, scalar: share }, this.secrets.box.secretKey, this.ledger.keys[to].boxPublicKey, this.random);
    return { at, of: owner, box };
  }

  /** My key for every card another participant holds and does not have my key for yet. */
  owedShares(holdings: readonly Holding[]): CardMessage[] {
    if (!this.ledger.dealt) return [];
    const out: CardMessage[] = [];
    for (const { participant: to, tokens } of holdings) {
      if (to === this.me || this.ledger.known[to]) continue; // nobody reads for a participant who left
      const boxes = tokens.filter((at) => !this.ledger.hasKey(to, at, this.me)).map((at) => this.seal(at, this.me, this.myShare(at), to));
      if (boxes.length) out.push({ kind: 'shares', to, boxes });
    }
    return out;
  }

  /** A Spy looks at my hand: it gets every key of every card I hold (it can check each against its commitment). */
  spyLook(spy: number, myTokens: readonly number[]): CardMessage | null {
    const boxes: ShareBox[] = [];
    for (const at of myTokens) {
      const known = this.current(at);
      if (!known) continue;
      known.shares.forEach((share, owner) => {
        if (owner !== spy && !this.ledger.hasKey(spy, at, owner)) boxes.push(this.seal(at, owner, share, spy));
      });
    }
    return boxes.length ? { kind: 'shares', to: spy, boxes } : null;
  }

  private sharedKey(from: number): Uint8Array {
    let key = this.sharedKeys.get(from);
    if (!key) {
      key = disputeKey(this.ledger.keys[from].boxPublicKey, this.secrets.box.secretKey);
      this.sharedKeys.set(from, key);
    }
    return key;
  }

  /**
   * Opens the boxes that reached me for `tokens` (my hand, or a Spy target's hand) and learns every card
   * whose keys are complete. A box with a wrong key yields a dispute to publish instead.
   */
  learn(tokens: readonly number[]): { learnt: { at: number; card: string }[]; dispute: CardMessage | null } {
    const learnt: { at: number; card: string }[] = [];
    if (!this.ledger.dealt) return { learnt, dispute: null };
    for (const at of tokens) {
      if (this.current(at)) continue;
      const shares = new Array<Scalar | undefined>(this.ledger.participants).fill(undefined);
      shares[this.me] = this.myShare(at);
      const commitments = this.ledger.commitments(at);
      const { deck, position } = this.ledger.slot(at);
      this.ledger.known.forEach((secrets, owner) => {
        if (secrets) shares[owner] = this.ledger.keyOf(secrets, at);
      });
      for (const b of this.ledger.boxesTo(this.me, at)) {
        if (shares[b.owner] !== undefined) continue;
        const key = this.sharedKey(b.from);
        const share = openShareWithKey(b.box, key);
        if (!share || share.deck !== deck || share.position !== position || !shareMatches(share.scalar, commitments[b.owner])) {
          return { learnt, dispute: { kind: 'dispute', from: b.from, at, key } };
        }
        shares[b.owner] = share.scalar;
      }
      if (shares.some((s) => s === undefined)) continue;
      const complete = shares as Scalar[];
      const { name } = decryptCard(this.ledger.table, { deck, position, ciphertext: this.ledger.ciphertext(at), shares: complete, commitments });
      this.learnt.set(at, { card: name, shares: complete, generation: this.ledger.reshuffles.generationOf(at) });
      learnt.push({ at, card: name });
    }
    return { learnt, dispute: null };
  }

  cardAt(at: number): string | undefined {
    return this.current(at)?.card;
  }

  /** The keys a play of token `at` publishes (null if I do not know that card yet). */
  revealShares(at: number): Scalar[] | null {
    return this.current(at)?.shares ?? null;
  }

  seedMessage(): CardMessage {
    return { kind: 'seed', seed: this.secrets.seed };
  }
}
