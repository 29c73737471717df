// A presence draw's call, signed, and the proof that a host used a called layer for another draw.
//
// A presence draw (hostSequencer.ts) spends the next onion layer to show who is still here. Guests
// answer CALL with that layer, so whoever holds the answers knows the outcome any draw on that layer
// would have: a host that held a guest's roll, called a presence draw, and then sequenced the roll
// instead (its draw on the same layer), would have seen the dice first and could burn the layer with
// the presence draw whenever it disliked them. So a host signs each call ("draw d is a presence
// draw"), a guest answers only a call signed by its current host, and keeps it. An honest host seals
// the presence draw it called before it sequences anything else; a beacon entry signed by the same
// participant that draws d for any other purpose is a reorder, and the call beside that entry is a
// proof anyone can check with the genesis keys: every replica that sees it halts, as for two signed
// histories (equivocation.ts). The host can still preview a layer it calls, but no longer choose: once
// called, the layer is the presence draw's. Guests pass each call on once, so a host cannot call some guests and not others.
// A call names the host term it was made in (hostTerms.ts) and binds only that term: the proof needs
// the log to show its signer as the host of the draw's entry in that very term. So a guest's call and
// draw of its own prove nothing, and a host whose term a takeover ended (its call was lost with it) may
// draw that layer for anything once it takes the room back.
import { fromHex, toHex, utf8 } from '../../protocol/bytes.js';
import { canonicalJson, decodeCanonical } from '../../protocol/canonicalJson.js';
import { parseHostBody } from '../../protocol/bodies.js';
import { decodeEntry } from '../../protocol/entry.js';
import { tagged, type SignMessage, type VerifySignature } from '../../protocol/signatures.js';
import { PRESENCE_PURPOSE } from '../log/proxyRule.js';
import type { GameReplay } from '../log/replay.js';
import { currentTerm, heldRole } from '../log/hostTerms.js';

export const CALL_TAG = 'hexknights/call/v1';
/** How many entries back a call that arrives late is compared with the log. */
const LOOK_BACK = 64;

export interface PresenceCall {
  by: number;
  draw: number;
  /** The log position where the caller's host term began. */
  term: number;
  sig: Uint8Array;
}

/** A host's signed call for presence draw `call.draw`, and an entry the same host signed drawing that layer for another purpose. */
export interface ReorderProof {
  call: PresenceCall;
  entry: Uint8Array;
}

export function callMessage(gameId: string, draw: number, term: number): Uint8Array {
  return tagged(CALL_TAG, utf8(canonicalJson({ gameId, draw, term })));
}

export function signCall(gameId: string, by: number, draw: number, term: number, secretKey: Uint8Array, sign: SignMessage): PresenceCall {
  return { by, draw, term, sig: sign(callMessage(gameId, draw, term), secretKey) };
}

function callIsGenuine(call: PresenceCall, replay: GameReplay, verify: VerifySignature): boolean {
  const key = replay.publicKeyOf(call.by);
  const gameId = replay.genesis?.gameId;
  return !!key && !!gameId && call.sig.length === 64 && verify(callMessage(gameId, call.draw, call.term), call.sig, key);
}

/** The draw a host entry signed by `author` makes, if it is a beacon draw for a purpose other than presence. */
function otherDraw(bytes: Uint8Array, replay: GameReplay): { seq: number; author: number; draw: number; purpose: string } | null {
  try {
    const entry = decodeEntry(bytes);
    if (entry.kind !== 'beacon') return null;
    const body = parseHostBody(decodeCanonical(entry.body), replay.participants);
    if (body.kind !== 'beacon' || body.purpose === PRESENCE_PURPOSE) return null;
    if (!replay.signedByItsAuthor(entry, bytes)) return null;
    return { seq: entry.seq, author: entry.author, draw: body.draw, purpose: body.purpose };
  } catch {
    return null;
  }
}

/**
 * Checks a proof with the genesis keys and the log's record of hosts: the draw it proves reordered (the
 * entry's position and purpose), or why it proves nothing.
 */
export function reorderedDraw(proof: ReorderProof, replay: GameReplay, verify: VerifySignature): { seq: number; purpose: string } | { error: string } {
  const { call } = proof;
  const drawn = otherDraw(proof.entry, replay);
  if (!drawn || drawn.author !== call.by || drawn.draw !== call.draw)
    return { error: 'the entry is not a draw of the called layer for another purpose, signed by the caller' };
  if (!heldRole(replay, call.by, call.term, drawn.seq))
    return { error: `the log does not show participant ${call.by} as the host of entry ${drawn.seq} in a term from entry ${call.term}` };
  if (!callIsGenuine(call, replay, verify)) return { error: `the call is not signed by participant ${call.by}` };
  return drawn;
}

export function checkReorder(proof: ReorderProof, replay: GameReplay, verify: VerifySignature): boolean {
  return !('error' in reorderedDraw(proof, replay, verify));
}

export function callToJson(c: PresenceCall): { by: number; draw: number; term: number; sig: string } {
  return { by: c.by, draw: c.draw, term: c.term, sig: toHex(c.sig) };
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff;

export function callFromJson(json: unknown): PresenceCall | null {
  const c = json as { by?: unknown; draw?: unknown; term?: unknown; sig?: unknown } | null;
  if (typeof c !== 'object' || !c || !isCount(c.by) || !isCount(c.draw) || !isCount(c.term) || typeof c.sig !== 'string' || !/^[0-9a-f]{128}$/.test(c.sig))
    return null;
  return { by: c.by, draw: c.draw, term: c.term, sig: fromHex(c.sig) };
}

export function reorderToJson(p: ReorderProof): { call: ReturnType<typeof callToJson>; entry: string } {
  return { call: callToJson(p.call), entry: toHex(p.entry) };
}

export function reorderFromJson(json: unknown): ReorderProof | null {
  const j = json as { call?: unknown; entry?: unknown } | null;
  const call = callFromJson(j?.call);
  if (!call || typeof j!.entry !== 'string' || j!.entry.length > 2 * 72 * 1024 || !/^([0-9a-f]{2})*$/.test(j!.entry)) return null;
  return { call, entry: fromHex(j!.entry) };
}

/** A guest's memory of the calls it answered (the newest per host), checked against every draw the log makes. */
export class CallWatch {
  private readonly calls = new Map<number, PresenceCall>();

  constructor(
    private readonly replay: () => GameReplay,
    private readonly verify: VerifySignature,
  ) {}

  /**
   * A call from our host in its current term: true if it is genuine and for the next draw (answer it).
   * A call for a draw the log already made is compared with that draw at once (it may arrive after the entry).
   */
  observe(call: PresenceCall): { answer: boolean; fresh: boolean; proof: ReorderProof | null } {
    const replay = this.replay();
    const known = this.calls.get(call.by);
    const term = currentTerm(replay);
    if (known?.draw === call.draw && known.term === call.term)
      return { answer: call.draw === replay.draws + 1 && call.term === term, fresh: false, proof: null };
    if (call.by !== replay.currentHost || call.term !== term || !callIsGenuine(call, replay, this.verify)) return { answer: false, fresh: false, proof: null };
    if (!known || known.term < call.term || known.draw < call.draw) this.calls.set(call.by, call);
    if (call.draw > replay.draws) return { answer: call.draw === replay.draws + 1, fresh: true, proof: null };
    for (let seq = replay.nextSeq - 1; seq > Math.max(0, replay.nextSeq - 1 - LOOK_BACK); seq--) {
      const proof = this.against(replay.entryAt(seq)!);
      if (proof) return { answer: false, fresh: true, proof };
    }
    return { answer: false, fresh: true, proof: null };
  }

  /** An entry the log accepted: a proof if its author drew a layer it had called for presence in the same term. */
  against(bytes: Uint8Array): ReorderProof | null {
    const replay = this.replay();
    const drawn = otherDraw(bytes, replay);
    const call = drawn && this.calls.get(drawn.author);
    return call && call.draw === drawn.draw && heldRole(replay, call.by, call.term, drawn.seq) ? { call, entry: bytes } : null;
  }
}
