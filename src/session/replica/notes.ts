// What a replica keeps beside its entries (EntryStore notes), because a reload must not forget it:
//  - the proof it halted on (misconduct.ts): reloaded without it, a guest would follow again a host it
//    caught cheating, and its log file would verify clean;
//  - on the host, the presence call it signed last (presenceCall.ts): its guests keep it, and a host
//    that reloaded without it could sequence a move whose draw uses the called layer, and be proven
//    a cheat though it did nothing wrong. It is saved before the call goes out.
import type { VerifySignature } from '../../protocol/signatures.js';
import type { EntryStore } from '../log/entryStore.js';
import { hostProofFromJson, hostProofToJson, hostProofs, judgeProof } from '../log/misconduct.js';
import type { GameReplay } from '../log/replay.js';
import type { ForkEvidence } from './headWatch.js';
import { callFromJson, callToJson, type PresenceCall } from './presenceCall.js';

const CALL = 'call';
const proofKey = (kind: string) => `proof/${kind}`;

/** Keep the proofs `fork` holds (a proof is never replaced: the first one of each kind stands). */
export async function keepProofs(store: EntryStore, fork: ForkEvidence | null, kept: Set<string>): Promise<void> {
  for (const proof of hostProofs(fork)) {
    const kind = 'reordered' in proof ? 'reordered' : 'refused' in proof ? 'refused' : 'sequenced';
    if (kept.has(kind)) continue;
    kept.add(kind);
    await store.saveNote(proofKey(kind), JSON.stringify(hostProofToJson(proof)));
  }
}

export async function keepCall(store: EntryStore, call: PresenceCall): Promise<void> {
  await store.saveNote(CALL, JSON.stringify(callToJson(call)));
}

/** What the notes restore once the stored entries are replayed: the evidence to halt on, and the host's last call. */
export function restoreNotes(
  notes: Map<string, string>,
  replay: GameReplay,
  verify: VerifySignature,
): { fork: ForkEvidence | null; call: PresenceCall | null } {
  let fork: ForkEvidence | null = null;
  for (const kind of ['sequenced', 'reordered', 'refused']) {
    const text = notes.get(proofKey(kind));
    const proof = text ? hostProofFromJson(parse(text)) : null;
    const judged = proof && judgeProof(proof, replay, verify);
    if (!proof || !judged || 'error' in judged) continue;
    const evidence = 'reordered' in proof ? { reorder: proof.reordered } : 'refused' in proof ? { refused: proof.refused } : { proof: proof.sequenced };
    fork = { seq: judged.seq, participant: judged.participant, mine: '', theirs: '', ...(fork ?? {}), ...evidence };
  }
  const text = notes.get(CALL);
  const call = text ? callFromJson(parse(text)) : null;
  return { fork, call };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
