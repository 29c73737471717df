// Sealed resource cards of a player who is gone or idle (docs/cards.md, "Private resource moves",
// "Absent players"). Only a holder's own replica reads its sealed cards, so nobody can make a move for
// an absent or idle player that needs them: a proxy's or stand-in's discard on a 7 (the fixed rule
// picks only among the engine's legal actions, and an observer's engine counts only public cards)
// would wait for ever. Two rules close it, judged alike by every replica and the verifier:
// - a participant that owes a discard its public cards cannot make owes its hand, like a withheld
//   key, when the log shows it absent (missing from the latest beacon draw, with nothing signed
//   since) or the game has a signed turn limit: the others sign it overdue and open its escrow
//   (departures.ts). The log cannot show time: an honest replica claims a present player's discard
//   only once the limit has passed on its own clock (cardDuty.ts), as it signs idle statements, and
//   the escrow opens only with every other participant's claim. Without a limit a participant still
//   here is never claimed, and its cards stay its own;
// - once a departed participant's seed is rebuilt from its escrow, every replica computes each of its
//   tokens' keys (its own from its seed, the others' from the boxes its seed opens) and shows every
//   sealed card it holds to all, checked like any reveal. Its hand is public from then on (the player
//   is gone), and the proxy's discard is the fixed rule's pick among ordinary cards.
import type { Game } from '../../engine/types.js';
import { type HandReveal, type Scalar, type TokenId, boxKeyPair, disputeKey, handKey, receiveHandShare } from '../../protocol/cards/index.js';
import type { HandLedger } from './handLedger.js';
import { isFaceDownForm } from '../../engine/sealedHands.js';

/** What the absent players' rule reads of the sealed-hands rules (SealedHands, sealedHands.ts). */
export interface HandRules {
  readonly ledger: HandLedger;
  /** A departed participant's card seed, rebuilt from its escrow, or null. */
  knownSeed(p: number): Uint8Array | null;
  kindName(kind: number): string;
}

export class AbsentHands {
  constructor(
    private readonly moves: HandRules,
    private readonly game: Game,
    /** participantAt[seat] = participant. */
    private readonly participantAt: readonly number[],
    /** May `p`'s sealed discard be claimed: the log shows it absent (replay.ts, `absent`), or the game has a turn limit? */
    private readonly claimable: (p: number) => boolean,
  ) {}

  /**
   * The engine waits for participant `p`'s discard on a 7 and its public cards cannot make it: only
   * sealed ones can, which no replica but its own reads.
   */
  needsSealed(p: number): boolean {
    const seat = this.participantAt.indexOf(p);
    if (seat < 0 || this.game.sealedResources(seat) === 0 || this.game.pendingChance() || this.game.winner() !== null) return false;
    const player = this.game.view().players[seat] as { discardOwed?: number; hand?: Record<string, number> | null };
    const open = Object.values(player.hand ?? {}).reduce((a, b) => a + b, 0);
    return (player.discardOwed ?? 0) > open;
  }

  /** `p` owes its hand (an overdue due, departures.ts): its discard needs its sealed cards, and it is absent or the game has a turn limit. */
  owesHand(p: number): boolean {
    return this.claimable(p) && this.needsSealed(p);
  }

  /**
   * After every entry: every sealed card of a departed participant whose keys are all known is shown to
   * all; but not while a card is to move face down (a reseal, a Wedding's gift, a Master Merchant's take,
   * a Commercial Harbor's card), which moves sealed cards only: its proxy's move, or a take from its hand,
   * would find none. They are shown once the move is made.
   */
  revealDeparted(seq: number): void {
    const ledger = this.moves.ledger;
    let awaited: boolean | null = null;
    for (let p = 0; p < ledger.participants; p++) {
      if (!this.moves.knownSeed(p) || ledger.tokensOf(p).length === 0) continue;
      awaited ??= this.faceDownAwaited();
      if (awaited) return;
      const seat = this.participantAt.indexOf(p);
      const secretKey = boxKeyPair(this.moves.knownSeed(p)!).secretKey;
      for (const id of ledger.tokensOf(p)) {
        const reveal = openDepartedToken(ledger, (q) => this.moves.knownSeed(q), p, id, secretKey);
        // a key that cannot be had (a false box, a box not sent yet) leaves the card sealed: the audit names a false one
        if (!reveal || ledger.checkReveal(p, reveal) !== null) continue;
        if (!this.game.revealResource(seat, this.moves.kindName(reveal.kind)).ok) continue;
        ledger.spend(seq, p, reveal);
      }
    }
  }

  /** The engine awaits a reseal, or lists a face-down move for some seat. */
  private faceDownAwaited(): boolean {
    if (this.game.pendingSeal() !== null) return true;
    return this.participantAt.some((_, seat) => this.game.publicLegalActions(seat).some(isFaceDownForm));
  }
}

/**
 * Token `id` of departed participant `p` opened with every key, as every replica alike can: its own
 * from its rebuilt seed (whose box key is `secretKey`), the others' from their seeds or from their
 * boxes to it. Null while a key cannot be had: a box not sent yet, or a false one (the audit names its sender).
 */
export function openDepartedToken(
  ledger: HandLedger,
  knownSeed: (participant: number) => Uint8Array | null,
  p: number,
  id: TokenId,
  secretKey: Uint8Array,
): HandReveal | null {
  const keys: Scalar[] = [];
  for (let owner = 0; owner < ledger.participants; owner++) {
    const seed = knownSeed(owner);
    if (seed) {
      keys.push(handKey(seed, id.shuffle, id.position));
      continue;
    }
    const box = ledger.boxesFor(p, id).find((b) => b.from === owner);
    const commitment = ledger.commitment(owner, id);
    if (!box || !commitment) return null;
    try {
      const sharedKey = disputeKey(ledger.playerKeys(owner).boxPublicKey, secretKey);
      keys.push(receiveHandShare({ sealed: box.sealed, from: owner, at: id, sharedKey, commitment }));
    } catch {
      return null;
    }
  }
  try {
    return { at: id, kind: ledger.open(id, keys), keys };
  } catch {
    return null;
  }
}
