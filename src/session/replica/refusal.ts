// A host's signed refusal of a submission, and the proof that it refused a legal move (issue 35 item 3).
//
// A host that answered every move of a guest with REJECT got it stood in for: the guest's replica forgot
// the move, stopped "awaiting", and past the limit signed itself idle. Now the host signs each refusal
// ("at log position `at`, I refuse the entry with hash h for position seq", in its term), and a guest
// whose move is legal by its own replay keeps it pending, sends it to every peer, and is never idle
// for it. A refusal made when the host's log stood exactly at the move's position (`at === seq`) of a
// move the log shows legal there is a proof: the position is in the log, the move is signed by its
// author and the refusal by the host, and the replay is deterministic, so an honest host never signs
// one (a move that lost its position is refused with `at > seq`, "too late"). Anyone checks it with the
// genesis keys and the log; every replica halts on it, as on two signed histories, and the log file
// keeps it for `verify`, which names the host.
import { bytesEqual, fromHex, toHex, utf8 } from '../../protocol/bytes.js';
import { canonicalJson } from '../../protocol/canonicalJson.js';
import { decodeEntry, entryHash } from '../../protocol/entry.js';
import { tagged, type SignMessage, type VerifySignature } from '../../protocol/signatures.js';
import { heldRole, termStart } from '../log/hostTerms.js';
import type { GameReplay } from '../log/replay.js';

export const REFUSAL_TAG = 'hexknights/refusal/v1';

/** The host's signed refusal of the entry hashing to `hash`, submitted for position `seq`, while its log's next position was `at`. */
export interface Refusal {
  by: number;
  term: number;
  seq: number;
  at: number;
  hash: Uint8Array;
  sig: Uint8Array;
}

/** A refusal, and the refused entry (signed by its author). */
export interface RefusalProof {
  refusal: Refusal;
  entry: Uint8Array;
}

export function refusalMessage(gameId: string, r: Omit<Refusal, 'by' | 'sig'>): Uint8Array {
  return tagged(REFUSAL_TAG, utf8(canonicalJson({ gameId, seq: r.seq, at: r.at, term: r.term, hash: toHex(r.hash) })));
}

/** The host signs its refusal of `bytes` (submitted for `seq`). */
export function signRefusal(replay: GameReplay, by: number, seq: number, bytes: Uint8Array, secretKey: Uint8Array, sign: SignMessage): Refusal | null {
  const gameId = replay.genesis?.gameId;
  if (!gameId) return null;
  const unsigned = { seq, at: replay.nextSeq, term: termStart(replay, replay.nextSeq), hash: entryHash(bytes) };
  return { by, ...unsigned, sig: sign(refusalMessage(gameId, unsigned), secretKey) };
}

/**
 * Checks a proof against the log `replay` holds: the position and the host it proves refused a legal
 * move there, or why it proves nothing. The signatures and the role are checked before the move is
 * replayed (the costly part).
 */
export function refusedLegalMove(
  proof: RefusalProof,
  replay: GameReplay,
  verify: VerifySignature,
): { seq: number; by: number; author: number } | { error: string } {
  const { refusal: r, entry: bytes } = proof;
  if (r.at !== r.seq) return { error: `the refusal was made at entry ${r.at}, not at the move's position ${r.seq} (a move too late is refused)` };
  let entry;
  try {
    entry = decodeEntry(bytes);
  } catch (e) {
    return { error: `the refused entry does not decode: ${(e as Error).message}` };
  }
  if (entry.kind !== 'action' || entry.seq !== r.seq || !bytesEqual(entryHash(bytes), r.hash))
    return { error: 'the refused entry is not the move the refusal names' };
  if (entry.author === r.by) return { error: "the refusal is signed by the move's own author" };
  if (!heldRole(replay, r.by, r.term, r.seq))
    return { error: `the log does not show participant ${r.by} as the host of entry ${r.seq} in a term from entry ${r.term}` };
  const key = replay.publicKeyOf(r.by);
  const gameId = replay.genesis?.gameId;
  if (!key || !gameId || r.sig.length !== 64 || !verify(refusalMessage(gameId, r), r.sig, key))
    return { error: `the refusal is not signed by participant ${r.by}` };
  if (!replay.signedByItsAuthor(entry, bytes)) return { error: `the refused move is not signed by participant ${entry.author}` };
  const before = replay.hashAt(r.seq - 1);
  if (r.seq > replay.nextSeq || !before || !bytesEqual(before, entry.prev)) return { error: `the refused move does not follow the log's entry ${r.seq - 1}` };
  const verdict = replay.prefix(r.seq).accept(bytes);
  if (!verdict.ok) return { error: `the refused move is not legal there: ${verdict.reason}` };
  return { seq: r.seq, by: r.by, author: entry.author };
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff;

export function refusalToJson(r: Refusal): { by: number; term: number; seq: number; at: number; hash: string; sig: string } {
  return { by: r.by, term: r.term, seq: r.seq, at: r.at, hash: toHex(r.hash), sig: toHex(r.sig) };
}

export function refusalFromJson(json: unknown): Refusal | null {
  const r = json as Record<string, unknown> | null;
  if (typeof r !== 'object' || !r || ![r.by, r.term, r.seq, r.at].every(isCount)) return null;
  if (typeof r.hash !== 'string' || !/^[0-9a-f]{64}$/.test(r.hash) || typeof r.sig !== 'string' || !/^[0-9a-f]{128}$/.test(r.sig)) return null;
  return { by: r.by as number, term: r.term as number, seq: r.seq as number, at: r.at as number, hash: fromHex(r.hash), sig: fromHex(r.sig) };
}

export function refusalProofToJson(p: RefusalProof): { refusal: ReturnType<typeof refusalToJson>; entry: string } {
  return { refusal: refusalToJson(p.refusal), entry: toHex(p.entry) };
}

export function refusalProofFromJson(json: unknown): RefusalProof | null {
  const j = json as { refusal?: unknown; entry?: unknown } | null;
  const refusal = refusalFromJson(j?.refusal);
  if (!refusal || typeof j!.entry !== 'string' || j!.entry.length > 2 * 72 * 1024 || !/^([0-9a-f]{2})*$/.test(j!.entry)) return null;
  return { refusal, entry: fromHex(j!.entry) };
}
