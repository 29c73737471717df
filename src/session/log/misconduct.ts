// Proofs that a host cheated, carried in a log file beside its entries. A replica halts on three kinds
// of proof: two SEQUENCED statements by one host for one position (it showed two histories,
// equivocation.ts), a signed presence call beside the same host's draw of that layer for another
// purpose (it saw the layer before it chose what to use it for, presenceCall.ts), and its signed
// refusal of a move the log shows legal at its position (refusal.ts). Each way the
// entries the replica holds may each be valid on their own: the host's attempt shows only in what it
// signed outside the log. So the replica's log file keeps the proof (`proofs`), and `verify` checks it
// with the genesis keys and the log's record of host terms (hostTerms.ts) and names the entry it
// condemns. A proof against anyone who did not hold the role there proves nothing (judgeProof says why).
import type { VerifySignature } from '../../protocol/signatures.js';
import { proofFlaw, sequencedFromJson, sequencedToJson, type EquivocationProof } from '../replica/equivocation.js';
import { reorderFromJson, reorderToJson, reorderedDraw, type ReorderProof } from '../replica/presenceCall.js';
import type { GameReplay } from './replay.js';
import { refusalProofFromJson, refusalProofToJson, refusedLegalMove, type RefusalProof } from '../replica/refusal.js';

export type HostProof = { reordered: ReorderProof } | { sequenced: EquivocationProof } | { refused: RefusalProof };

/** What a checked proof shows: the host `participant` cheated at log position `seq`. */
export interface Misconduct {
  seq: number;
  participant: number;
  reason: string;
}

/** The proofs a halted replica holds (its fork evidence), for its log file. */
export function hostProofs(fork: { proof?: EquivocationProof; reorder?: ReorderProof; refused?: RefusalProof } | null): HostProof[] {
  const out: HostProof[] = [];
  if (fork?.refused) out.push({ refused: fork.refused });
  if (fork?.reorder) out.push({ reordered: fork.reorder });
  if (fork?.proof) out.push({ sequenced: fork.proof });
  return out;
}

export function hostProofToJson(p: HostProof): unknown {
  if ('reordered' in p) return { reordered: reorderToJson(p.reordered) };
  if ('refused' in p) return { refused: refusalProofToJson(p.refused) };
  return { sequenced: { a: sequencedToJson(p.sequenced.a), b: sequencedToJson(p.sequenced.b) } };
}

export function hostProofFromJson(json: unknown): HostProof | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json) || Object.keys(json).length !== 1) return null;
  const j = json as { reordered?: unknown; refused?: unknown; sequenced?: { a?: unknown; b?: unknown } };
  if ('refused' in j) {
    const refused = refusalProofFromJson(j.refused);
    return refused && { refused };
  }
  if ('reordered' in j) {
    const reordered = reorderFromJson(j.reordered);
    return reordered && { reordered };
  }
  const a = sequencedFromJson(j.sequenced?.a);
  const b = sequencedFromJson(j.sequenced?.b);
  return a && b ? { sequenced: { a, b } } : null;
}

/** A proof checked against the genesis keys `replay` holds: what it proves, or why it proves nothing. */
export function judgeProof(proof: HostProof, replay: GameReplay, verify: VerifySignature): Misconduct | { error: string } {
  if ('reordered' in proof) {
    const drawn = reorderedDraw(proof.reordered, replay, verify);
    if ('error' in drawn) return drawn;
    const { by, draw } = proof.reordered.call;
    const reason = `the host (participant ${by}) called draw ${draw} a presence draw, so it held every answer for that layer, and then drew it for ${drawn.purpose} at entry ${drawn.seq} (its signed call is in the file)`;
    return { seq: drawn.seq, participant: by, reason };
  }
  if ('refused' in proof) {
    const refused = refusedLegalMove(proof.refused, replay, verify);
    if ('error' in refused) return refused;
    const reason = `the host (participant ${refused.by}) refused participant ${refused.author}'s move at entry ${refused.seq}, legal there (the move and the signed refusal are in the file)`;
    return { seq: refused.seq, participant: refused.by, reason };
  }
  const { a } = proof.sequenced;
  const flaw = proofFlaw(proof.sequenced, replay, verify);
  if (flaw) return { error: flaw };
  return {
    seq: a.seq,
    participant: a.by,
    reason: `the host (participant ${a.by}) signed two different entries as entry ${a.seq} (both statements are in the file): it showed two histories`,
  };
}
