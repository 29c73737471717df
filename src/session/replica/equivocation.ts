// A transferable proof that a host showed two histories. Whenever the host sequences an entry it signs
// "at seq, the log's hash is h" (SEQUENCED) and broadcasts that beside the entry; every replica keeps
// the statements it sees and relays the first copy of each, so statements given to different guests
// meet. Two statements by one participant for one seq with different hashes are a proof anyone can
// check with the genesis keys alone: an honest host never signs two (a host that takes the room back
// after a takeover sequences only past the new host's entries). The proof is sent to everyone and
// every replica that checks it halts.
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

export const SEQUENCED_TAG = 'hexknights/sequenced/v1';
/** How far past our log's next position a statement is still kept. */
export const AHEAD = 256;

export interface Sequenced {
  seq: number;
  by: number;
  hash: Uint8Array;
  sig: Uint8Array;
}

/** Two signed SEQUENCED statements by `a.by` for `a.seq` that disagree. */
export interface EquivocationProof {
  a: Sequenced;
  b: Sequenced;
}

export function sequencedMessage(gameId: string, seq: number, hash: Uint8Array): Uint8Array {
  return tagged(SEQUENCED_TAG, utf8(canonicalJson({ gameId, seq, hash: toHex(hash) })));
}

export function checkProof(proof: EquivocationProof, replay: GameReplay, verify: VerifySignature): boolean {
  const { a, b } = proof;
  const key = replay.publicKeyOf(a.by);
  const gameId = replay.genesis?.gameId;
  if (!key || !gameId || a.by !== b.by || a.seq !== b.seq || bytesEqual(a.hash, b.hash)) return false;
  return verify(sequencedMessage(gameId, a.seq, a.hash), a.sig, key) && verify(sequencedMessage(gameId, b.seq, b.hash), b.sig, key);
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff;

export function sequencedToJson(s: Sequenced): { seq: number; by: number; hash: string; sig: string } {
  return { seq: s.seq, by: s.by, hash: toHex(s.hash), sig: toHex(s.sig) };
}

/** A statement from its JSON (hash and signature in hex), or null if it is not one. */
export function sequencedFromJson(json: unknown): Sequenced | null {
  if (typeof json !== 'object' || json === null) return null;
  const { seq, by, hash, sig } = json as Record<string, unknown>;
  if (!isCount(seq) || !isCount(by) || typeof hash !== 'string' || typeof sig !== 'string') return null;
  if (!/^[0-9a-f]{64}$/.test(hash) || !/^[0-9a-f]{128}$/.test(sig)) return null;
  return { seq, by, hash: fromHex(hash), sig: fromHex(sig) };
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

  /** Whether `by` signed that entry `seq` has `hash` (the statement we hold is checked now, once). */
  vouches(by: number, seq: number, hash: Uint8Array): boolean {
    const replay = this.replay();
    const s = this.statement(seq, by);
    const key = replay.publicKeyOf(by);
    if (!s || !key || !replay.genesis || !bytesEqual(s.hash, hash)) return false;
    if (this.checked.has(s)) return true;
    if (!this.verify(sequencedMessage(replay.genesis.gameId, seq, hash), s.sig, key)) {
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
    if (bytesEqual(same.hash, s.hash)) return 'known';
    const proof = { a: same, b: s };
    if (checkProof(proof, replay, this.verify)) return proof;
    // One of them is not genuine: keep the one that verifies.
    const key = replay.publicKeyOf(s.by)!;
    if (this.verify(sequencedMessage(replay.genesis.gameId, s.seq, s.hash), s.sig, key)) list[list.indexOf(same)] = s;
    return 'known';
  }
}
