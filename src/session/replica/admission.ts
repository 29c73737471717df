// Who may talk to this replica: only the participants of the genesis entry, each proven by a signed
// challenge. On every new link we send CHALLENGE {nonce}; the peer answers PROVE {participant, nonce,
// sig}, signed over the nonce and both peer ids, so a proof cannot be replayed nor passed on by a
// third peer sitting in between. Until a peer has proven a genesis key it gets no broadcast, no entry,
// no answer to SYNC, and what it sends is dropped. The one exception is a guest's link to the room id
// until the guest holds the genesis entry (it needs it from there before it can check anyone's key;
// the room layer checks that genesis names the host key that let the guest in: room/invite.ts).
import nacl from '../../protocol/nacl.js';
import { toHex, utf8 } from '../../protocol/bytes.js';
import { canonicalJson } from '../../protocol/canonicalJson.js';
import { tagged, type SignMessage, type VerifySignature } from '../../protocol/signatures.js';
import type { PeerId } from '../../net/transport.js';
import type { GameReplay } from '../log/replay.js';

export const ADMIT_TAG = 'hexknights/admit/v1';
/**
 * Signing is the cost of answering a challenge, and anyone can send one: a peer gets a new proof at
 * most once a second (an honest peer repeats one nonce per link, answered from a cache), and peers we
 * have not admitted get at most PROOFS_PER_SECOND new proofs between them.
 */
const PROOF_INTERVAL_MS = 1000;
const PROOFS_PER_SECOND = 16;

export function admitMessage(nonce: string, participant: number, prover: PeerId, challenger: PeerId): Uint8Array {
  return tagged(ADMIT_TAG, utf8(canonicalJson({ nonce, participant, peer: prover, to: challenger })));
}

export interface AdmissionHost {
  readonly replay: GameReplay;
  readonly participant: number;
  readonly sign: SignMessage;
  readonly verify: VerifySignature;
  readonly secretKey: Uint8Array | null;
  readonly self: PeerId;
  readonly now: () => number;
}

export class Admission {
  private readonly nonces = new Map<PeerId, string>();
  private readonly admitted = new Map<PeerId, number>();
  /** Proofs that came before we held the genesis entry (a guest just joining): checked once it is in. */
  private readonly early = new Map<PeerId, { participant: number; sig: Uint8Array }>();
  /** Our last proof per challenger (a repeated challenge is answered again for free), and when we made it. */
  private readonly proofs = new Map<PeerId, { nonce: string; sig: Uint8Array; at: number }>();
  /** New proofs for unadmitted peers in the current second. */
  private budget = { second: -1, spent: 0 };

  constructor(private readonly host: AdmissionHost) {}

  /** The nonce to challenge `peer` with (one per link; a new link gets a new one). */
  challenge(peer: PeerId): string {
    let nonce = this.nonces.get(peer);
    if (!nonce) this.nonces.set(peer, (nonce = toHex(nacl.randomBytes(16))));
    return nonce;
  }

  /** Our answer to a peer's challenge, or null if we are no participant. */
  /** Our answer to a peer's challenge, or null if we are no participant or it asks too often. */
  prove(peer: PeerId, nonce: string): { participant: number; sig: Uint8Array } | null {
    const { participant, secretKey } = this.host;
    if (participant < 0 || !secretKey || nonce.length > 64) return null;
    const last = this.proofs.get(peer);
    if (last?.nonce === nonce) return { participant, sig: last.sig };
    const now = this.host.now();
    if (last && now - last.at < PROOF_INTERVAL_MS) return null;
    if (!this.admitted.has(peer)) {
      const second = Math.floor(now / 1000);
      if (this.budget.second !== second) this.budget = { second, spent: 0 };
      if (this.budget.spent >= PROOFS_PER_SECOND) return null;
      this.budget.spent++;
    }
    const sig = this.host.sign(admitMessage(nonce, participant, this.host.self, peer), secretKey);
    this.proofs.set(peer, { nonce, sig, at: now });
    return { participant, sig };
  }

  /** A peer's answer to our challenge. */
  proven(peer: PeerId, participant: number, sig: Uint8Array): boolean {
    const nonce = this.nonces.get(peer);
    // challenges are repeated until one is answered, so the same proof often comes several times
    if (!nonce || this.admitted.get(peer) === participant) return false;
    if (!this.host.replay.genesis) {
      this.early.set(peer, { participant, sig });
      return false;
    }
    const key = this.host.replay.publicKeyOf(participant);
    if (!key || !this.host.verify(admitMessage(nonce, participant, peer, this.host.self), sig, key)) return false;
    this.admitted.set(peer, participant);
    return true;
  }

  /** Check proofs that arrived before the genesis entry. */
  recheck(): void {
    if (!this.host.replay.genesis) return;
    for (const [peer, p] of this.early) this.proven(peer, p.participant, p.sig);
    this.early.clear();
  }

  hasGenesis(): boolean {
    return !!this.host.replay.genesis;
  }

  isAdmitted(peer: PeerId): boolean {
    return this.admitted.has(peer);
  }

  participantAt(peer: PeerId): number | undefined {
    return this.admitted.get(peer);
  }

  /** A link went down: the next one proves itself again. */
  forget(peer: PeerId): void {
    this.nonces.delete(peer);
    this.admitted.delete(peer);
    this.early.delete(peer);
    this.proofs.delete(peer);
  }
}
