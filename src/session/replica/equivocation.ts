// A transferable proof that a host showed two histories. Whenever the host sequences an entry it signs
// "at seq, the log's hash is h" (SEQUENCED) and broadcasts that beside the entry; every replica keeps
// the statements it sees and relays the first copy of each, so statements given to different guests
// meet. Two statements by one participant for one seq with different hashes are a proof anyone can
// check with the genesis keys alone: an honest host never signs two. Each statement names the host term
// it was made in (the log position of the genesis or takeover entry that started it, hostTerms.ts), and
// a proof condemns only the participant the log shows holding the role in that term, for a position
// inside it: a guest's two statements of its own, or a host's from a term it lost and later won back
// (its old tail was replaced), prove nothing. A checked proof is sent to everyone and every replica halts.
//
// Statements are stored unchecked and verified only when two disagree: a guest checks each entry's
// signature already, and verifying every statement would double that cost in the browser. So that a
// participant's forged statements cannot fill memory, one is kept per signer and seq, and only for
// seqs up to AHEAD entries past our log (an honest host is never further ahead of a guest that hears
// it; a guest further behind catches up with the entries, and the heads still compare them).
import { bytesEqual, fromHex, toHex, utf8 } from '../../protocol/bytes.js';
import { canonicalJson } from '../../protocol/canonicalJson.js';
import { tagged, type VerifySignature } from '../../protocol/signatures.js';
import type { GameReplay } from '../log/replay.js';
import { heldRole } from '../log/hostTerms.js';

export const SEQUENCED_TAG = 'hexknights/sequenced/v1';
/** How far past our log's next position a statement is still kept. */
export const AHEAD = 256;

export interface Sequenced {
  seq: number;
  by: number;
  /** The log position where the signer's host term began (hostTerms.ts). */
  term: number;
  hash: Uint8Array;
  sig: Uint8Array;
}

/** Two signed SEQUENCED statements by `a.by` for `a.seq`, in one term, that disagree. */
export interface EquivocationProof {
  a: Sequenced;
  b: Sequenced;
}

export function sequencedMessage(gameId: string, seq: number, hash: Uint8Array, term: number): Uint8Array {
  return tagged(SEQUENCED_TAG, utf8(canonicalJson({ gameId, seq, hash: toHex(hash), term })));
}

/** Is `s` signed by its signer? */
function genuine(s: Sequenced, replay: GameReplay, verify: VerifySignature): boolean {
  const key = replay.publicKeyOf(s.by);
  const gameId = replay.genesis?.gameId;
  return !!key && !!gameId && s.sig.length === 64 && verify(sequencedMessage(gameId, s.seq, s.hash, s.term), s.sig, key);
}

/** Why `proof` proves nothing against the log `replay` holds, or null if it proves its signer equivocated. */
export function proofFlaw(proof: EquivocationProof, replay: GameReplay, verify: VerifySignature): string | null {
  const { a, b } = proof;
  if (a.by !== b.by || a.seq !== b.seq || a.term !== b.term || bytesEqual(a.hash, b.hash))
    return 'the two statements are not two different statements of one participant for one entry in one term';
  if (!heldRole(replay, a.by, a.term, a.seq)) return `the log does not show participant ${a.by} as the host of entry ${a.seq} in a term from entry ${a.term}`;
  if (!genuine(a, replay, verify) || !genuine(b, replay, verify)) return `the two statements are not both signed by participant ${a.by}`;
  return null;
}

export function checkProof(proof: EquivocationProof, replay: GameReplay, verify: VerifySignature): boolean {
  return proofFlaw(proof, replay, verify) === null;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff;

export function sequencedToJson(s: Sequenced): { seq: number; by: number; term: number; hash: string; sig: string } {
  return { seq: s.seq, by: s.by, term: s.term, hash: toHex(s.hash), sig: toHex(s.sig) };
}

/** A statement from its JSON (hash and signature in hex), or null if it is not one. */
export function sequencedFromJson(json: unknown): Sequenced | null {
  if (typeof json !== 'object' || json === null) return null;
  const { seq, by, term, hash, sig } = json as Record<string, unknown>;
  if (!isCount(seq) || !isCount(by) || !isCount(term) || typeof hash !== 'string' || typeof sig !== 'string') return null;
  if (!/^[0-9a-f]{64}$/.test(hash) || !/^[0-9a-f]{128}$/.test(sig)) return null;
  return { seq, by, term, hash: fromHex(hash), sig: fromHex(sig) };
}

export class EquivocationWatch {
  /** Per seq, the statements seen (by signer); at most one per signer once checked. */
  private readonly seen = new Map<number, Sequenced[]>();
  /** Statements whose signature we checked (an entry taken from a guest needs its host's). */
  private readonly checked = new WeakSet<Sequenced>();

  constructor(
    private readonly replay: () => GameReplay,
    private readonly verify: VerifySignature,
  ) {}

  /** The statement `by` signed for `seq`, if we hold one (unchecked). */
  statement(seq: number, by: number): Sequenced | undefined {
    return this.seen.get(seq)?.find((s) => s.by === by);
  }

  /** Whether `by`, as the host of `seq`, signed that entry `seq` has `hash` (the statement we hold is checked now, once). */
  vouches(by: number, seq: number, hash: Uint8Array): boolean {
    const replay = this.replay();
    const s = this.statement(seq, by);
    if (!s || !bytesEqual(s.hash, hash) || !heldRole(replay, by, s.term, seq)) return false;
    if (this.checked.has(s)) return true;
    if (!genuine(s, replay, this.verify)) {
      const list = this.seen.get(seq)!;
      list.splice(list.indexOf(s), 1); // a forgery: make room for the genuine statement
      return false;
    }
    this.checked.add(s);
    return true;
  }

  /** A statement from anyone. Returns 'new' (relay it on), 'known', or a proof of equivocation. */
  observe(s: Sequenced): 'new' | 'known' | EquivocationProof {
    const replay = this.replay();
    if (!replay.genesis || !replay.publicKeyOf(s.by) || s.seq >= replay.nextSeq + AHEAD) return 'known';
    const list = this.seen.get(s.seq) ?? [];
    const same = list.find((x) => x.by === s.by);
    if (!same) {
      if (list.length >= replay.participants) return 'known'; // bounded: one per possible signer
      list.push(s);
      this.seen.set(s.seq, list);
      return 'new';
    }
    if (bytesEqual(same.hash, s.hash) && same.term === s.term) return 'known';
    const proof = { a: same, b: s };
    if (checkProof(proof, replay, this.verify)) return proof;
    // No proof (one is not genuine, they are from two terms, or the signer was not the host there):
    // keep the newer term's statement if it verifies, the one a guest may take an entry on.
    if (s.term >= same.term && genuine(s, replay, this.verify)) list[list.indexOf(same)] = s;
    return 'known';
  }
}
