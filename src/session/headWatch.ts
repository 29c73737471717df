// Catching a host that shows different histories to different players. Every replica signs and
// gossips its head (seq, hash). A peer's signed head at a seq we also hold must carry our hash at
// that seq; if it does not, the two of us were fed different logs by the host: equivocation.
// Heads ahead of us are kept and checked when we reach them.
import { bytesEqual, toHex } from '../protocol/bytes.js';
import type { VerifySignature } from '../protocol/signatures.js';
import { headMessage } from './messages.js';
import type { GameReplay } from './replay.js';

export interface ForkEvidence {
  seq: number;
  participant: number;
  mine: string;
  theirs: string;
}

export class HeadWatch {
  private readonly latest = new Map<number, { seq: number; hash: Uint8Array }>();
  /** The last verified signature per participant: gossip repeats heads, and verifying is the cost. */
  private readonly lastSig = new Map<number, Uint8Array>();

  constructor(
    private readonly replay: GameReplay,
    private readonly verify: VerifySignature,
    private readonly gameId: () => string,
  ) {}

  /** A signed head from a peer; returns evidence of a fork, or null. Forged heads are ignored. */
  observe(participant: number, seq: number, hash: Uint8Array, sig: Uint8Array): ForkEvidence | null | 'forged' {
    const key = this.replay.publicKeyOf(participant);
    const known = this.latest.get(participant);
    const repeated = known && known.seq === seq && bytesEqual(known.hash, hash) && bytesEqual(this.lastSig.get(participant)!, sig);
    if (repeated) return this.compare(participant, seq, hash);
    if (!key || !this.verify(headMessage(this.gameId(), participant, seq, hash), sig, key)) return 'forged';
    this.lastSig.set(participant, sig);
    if (!known || seq >= known.seq) this.latest.set(participant, { seq, hash });
    return this.compare(participant, seq, hash);
  }

  /** Re-check every stored head now that our log may have reached it. */
  recheck(): ForkEvidence | null {
    for (const [participant, h] of this.latest) {
      const evidence = this.compare(participant, h.seq, h.hash);
      if (evidence) return evidence;
    }
    return null;
  }

  private compare(participant: number, seq: number, hash: Uint8Array): ForkEvidence | null {
    const mine = this.replay.hashAt(seq);
    if (!mine || bytesEqual(mine, hash)) return null;
    return { seq, participant, mine: toHex(mine), theirs: toHex(hash) };
  }
}
