// Catching a host that shows different histories to different players, and knowing which entries are
// final. Every replica signs and gossips its head (seq, hash). A peer's signed head at a seq we also
// hold is an acknowledgement when it carries our hash there, and evidence of a fork when it does not
// and our entry there is final. Heads ahead of us are kept and checked when we reach them.
//
// Final: an entry is final once a participant other than the host that sequenced it has acknowledged
// it (their signed head is at or past it on our log); a replica counts itself for every entry it holds
// and did not sequence. Only a non-final tail can be replaced, and only by a takeover (see follower.ts).
import { bytesEqual, toHex } from '../../protocol/bytes.js';
import type { VerifySignature } from '../../protocol/signatures.js';
import { headMessage } from './messages.js';
import type { EquivocationProof } from './equivocation.js';
import type { ReorderProof } from './presenceCall.js';
import type { RefusalProof } from './refusal.js';
import type { GameReplay } from '../log/replay.js';

export interface ForkEvidence {
  seq: number;
  /**
   * Who is proven to have shown two histories (the signer of a proof), or null: a signed head that
   * disagrees with our log shows that someone did, not who (the host that sequenced the entry, or the
   * head's signer), so it names nobody.
   */
  participant: number | null;
  /** For a head that disagrees: whose signed head it was. */
  head?: number;
  mine: string;
  theirs: string;
  /** When there is one: the participant's own two signed statements for this seq (equivocation.ts). */
  proof?: EquivocationProof;
  /** When there is one: the host's call for a presence draw and its entry drawing that layer for another purpose (presenceCall.ts). */
  reorder?: ReorderProof;
  /** When there is one: the host's signed refusal of a move legal at its position (refusal.ts). */
  refused?: RefusalProof;
}

export class HeadWatch {
  private readonly latest = new Map<number, { seq: number; hash: Uint8Array }>();
  /** The last verified signature per participant: gossip repeats heads, and verifying is the cost. */
  private readonly lastSig = new Map<number, Uint8Array>();
  /** Per participant: the highest seq of our log they acknowledged while not the host that sequenced it. */
  private readonly acked = new Map<number, number>();

  constructor(
    private readonly replay: () => GameReplay,
    private readonly verify: VerifySignature,
    private readonly gameId: () => string,
    private readonly me: number,
  ) {}

  /** The seq of the newest signed head we hold from `participant`, or -1. */
  seqOf(participant: number): number {
    return this.latest.get(participant)?.seq ?? -1;
  }

  /**
   * A signed head from a peer; returns evidence of a fork, or null. Forged heads are ignored. Before we
   * hold the genesis entry we know neither the game id nor the keys a head is signed over, so it cannot
   * be checked yet ('early'): it is not a bad signature, and the peer gossips it again next tick.
   */
  observe(participant: number, seq: number, hash: Uint8Array, sig: Uint8Array): ForkEvidence | null | 'forged' | 'early' {
    if (!this.replay().genesis) return 'early';
    const key = this.replay().publicKeyOf(participant);
    const known = this.latest.get(participant);
    const repeated = known && known.seq === seq && bytesEqual(known.hash, hash) && bytesEqual(this.lastSig.get(participant)!, sig);
    if (repeated) return this.compare(participant, seq, hash);
    if (!key || !this.verify(headMessage(this.gameId(), participant, seq, hash), sig, key)) return 'forged';
    this.lastSig.set(participant, sig);
    if (!known || seq >= known.seq) this.latest.set(participant, { seq, hash });
    return this.compare(participant, seq, hash);
  }

  /** Re-check every stored head now that our log may have reached (or replaced) it. */
  recheck(): ForkEvidence | null {
    for (const [participant, h] of this.latest) {
      const evidence = this.compare(participant, h.seq, h.hash);
      if (evidence) return evidence;
    }
    return null;
  }

  /** The highest seq whose entry is final here (everything up to it is). -1: nothing is. */
  finalSeq(): number {
    const replay = this.replay();
    let final = -1;
    for (let seq = replay.nextSeq - 1; seq >= 0; seq--) {
      if (replay.hostAt(seq) !== this.me) {
        final = seq;
        break;
      }
    }
    for (const seq of this.acked.values()) final = Math.max(final, Math.min(seq, replay.nextSeq - 1));
    return final;
  }

  /** Our log was cut back to `nextSeq` entries: acknowledgements beyond it were of the other branch. */
  truncated(nextSeq: number): void {
    for (const [p, seq] of this.acked) if (seq >= nextSeq) this.acked.set(p, nextSeq - 1);
  }

  private compare(participant: number, seq: number, hash: Uint8Array): ForkEvidence | null {
    const replay = this.replay();
    const mine = replay.hashAt(seq);
    if (!mine) return null;
    if (bytesEqual(mine, hash)) {
      if (replay.hostAt(seq) !== participant) this.acked.set(participant, Math.max(this.acked.get(participant) ?? -1, seq));
      return null;
    }
    // Our entry there is not final yet: a takeover may still replace it, so this is no proof.
    if (seq > this.finalSeq()) return null;
    // The host a takeover replaced still holds its own tail until it sees the takeover.
    if (this.displacedTail(participant, seq)) return null;
    return { seq, participant: null, head: participant, mine: toHex(mine), theirs: toHex(hash) };
  }

  /** Was `participant` replaced as host by a takeover at some t <= seq, with nothing of ours acknowledged since? */
  private displacedTail(participant: number, seq: number): boolean {
    const replay = this.replay();
    for (let t = seq; t >= 1; t--) {
      if (replay.hostAt(t - 1) === participant && replay.hostAt(t) !== participant) {
        return (this.acked.get(participant) ?? -1) < t;
      }
    }
    return false;
  }
}
